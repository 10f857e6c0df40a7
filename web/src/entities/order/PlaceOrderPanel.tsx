import { lazy, Suspense, useEffect, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faCartShopping } from '@fortawesome/free-solid-svg-icons/faCartShopping';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { formatCurrency } from '../../ui/format';
import { Spinner } from '../../ui/Spinner';
import type { PlaceOrderPanelQuery } from './__generated__/PlaceOrderPanelQuery.graphql';
import type { PlaceOrderPanelPlaceMutation } from './__generated__/PlaceOrderPanelPlaceMutation.graphql';
import type { PlaceOrderPanelPrepareMutation } from './__generated__/PlaceOrderPanelPrepareMutation.graphql';
import { firstOrderProblem, type OrderCheckQuote } from '@quotecraft/rules/orders';
import { totalInCents } from './orderChecks';
import { reconfigurePath } from '../configurator/LineConfigurationCheck';
import './PlaceOrderPanel.css';

/**
 * The Summary tab's order placement: the §4.5 checks, Place Order through the platform's ERP, or
 * the card checkout panel for stripe users. Rendered by the quote screen's Summary tab.
 */
export interface PlaceOrderPanelProps {
  /** the quote's row id */
  quoteId: number;
  /** the quote's global node id */
  quoteNodeId: string;
  /** The route loaded the panel's query with the screen (Checkout); otherwise the panel loads it. */
  routeLoaded?: boolean;
}

const panelQuery = graphql`
  query PlaceOrderPanelQuery($id: ID!) {
    cardPaymentConfigured
    node(id: $id) {
      ... on Quote {
        id
        rowId
        type
        lineCount
        totalCost
        jobName
        specifier
        specifierLocation
        customerErpId
      }
    }
  }
`;

const placeMutation = graphql`
  mutation PlaceOrderPanelPlaceMutation($id: Int!) {
    placeOrder(id: $id) {
      id
      rowId
      type
      erpOrderNo
      csiStatus
      orderStatus
      orderStatusLabel
      dateOrderPlaced
      jobName
      specifier
      specifierLocation
    }
  }
`;

const prepareMutation = graphql`
  mutation PlaceOrderPanelPrepareMutation($quoteId: Int!, $amount: Int) {
    prepareCardPayment(quoteId: $quoteId, amount: $amount) {
      paymentIntentId
      clientSecret
      publishableKey
      status
    }
  }
`;

/** After a stop the server may have re-priced lines: their prices and the quote's totals again. */
const refreshQuery = graphql`
  query PlaceOrderPanelRefreshQuery($id: ID!) {
    node(id: $id) {
      ... on Quote {
        id
        totalCost
        lineCount
        lines {
          id
          price
          total
        }
      }
    }
  }
`;

/** A line the server stopped the order at (the error's `lines` extension). */
interface StoppedLine {
  lineId: number;
  lineNumber: number;
  productId: number | null;
  configurationId: string | null;
  headerId: string | null;
  reason: string;
}

interface LineStop {
  message: string;
  lines: StoppedLine[];
}

type ErrorLike = { message: string; extensions?: { field?: string; lines?: StoppedLine[] } };

/** The GraphQL errors of a failed mutation (GraphQLResponseError's, or Relay's own error source's). */
function errorsOf(error: unknown): readonly ErrorLike[] {
  const failed = error as { errors?: readonly ErrorLike[]; source?: { errors?: readonly ErrorLike[] } } | null;
  return failed?.errors ?? failed?.source?.errors ?? [];
}

/** A stop at the quote's lines (field 'lines'), with the lines to reconfigure; null for other failures. */
function lineStopOf(errors: readonly ErrorLike[] | null | undefined): LineStop | null {
  const first = errors?.[0];
  if (!first || first.extensions?.field !== 'lines') return null;
  return { message: first.message, lines: first.extensions.lines ?? [] };
}

/**
 * An order stopped at the quote's lines: the server's message, and a Reconfigure button for each
 * configured line the current model no longer accepts or prices differently.
 */
function LineStopNotice({ stop, quoteId }: { stop: LineStop; quoteId: number }) {
  const reconfigurable = stop.lines.filter((line) => line.productId != null && line.configurationId);
  return (
    <div className="place-order__stop" role="alert" aria-label="Order stopped">
      <p className="place-order__stop-message">{stop.message}</p>
      {reconfigurable.length > 0 && (
        <ul className="place-order__stop-lines">
          {reconfigurable.map((line) => (
            <li key={line.lineId}>
              <Link
                className="btn btn-sm btn-outline"
                to={reconfigurePath({
                  lineId: line.lineId,
                  productId: line.productId!,
                  quoteId,
                  lineNumber: line.lineNumber,
                  configurationId: line.configurationId!,
                  headerId: line.headerId,
                })}
                aria-label={`Reconfigure Line ${line.lineNumber}`}
              >
                Reconfigure Line {line.lineNumber}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Shows a line stop and reloads the quote's prices and totals the server may have changed. */
function useLineStop(quoteNodeId: string) {
  const environment = useRelayEnvironment();
  const [stop, setStop] = useState<LineStop | null>(null);
  const show = (errors: readonly ErrorLike[] | null | undefined) => {
    const found = lineStopOf(errors);
    setStop(found);
    if (found) fetchQuery(environment, refreshQuery, { id: quoteNodeId }).subscribe({ error: () => {} });
    return found;
  };
  return { stop, show };
}

export function PlaceOrderPanel(props: PlaceOrderPanelProps) {
  return (
    <Suspense
      fallback={
        <div className="place-order" aria-busy="true">
          <Spinner label="Loading" />
        </div>
      }
    >
      {props.routeLoaded ? <RouteLoadedContent {...props} /> : <PlaceOrderPanelContent {...props} />}
    </Suspense>
  );
}

function RouteLoadedContent({ quoteNodeId }: PlaceOrderPanelProps) {
  const { data } = useRouteQuery<PlaceOrderPanelQuery>(panelQuery);
  return <PanelBody data={data} quoteNodeId={quoteNodeId} />;
}

function PlaceOrderPanelContent({ quoteNodeId }: PlaceOrderPanelProps) {
  const data = useLazyLoadQuery<PlaceOrderPanelQuery>(panelQuery, { id: quoteNodeId }, { fetchPolicy: 'store-and-network' });
  return <PanelBody data={data} quoteNodeId={quoteNodeId} />;
}

function PanelBody({ data, quoteNodeId }: { data: PlaceOrderPanelQuery['response']; quoteNodeId: string }) {
  const { user } = useViewer();
  const quote = data.node;
  if (!quote || quote.type === undefined || quote.type === 2) return null;
  const stripe = user?.checkoutType === 'stripe';
  // Quote requests are never sent to the ERP; card checkout users may pay for them.
  if (quote.type === 3 && !stripe) return null;
  const checkQuote = {
    lineCount: quote.lineCount ?? 0,
    customerErpId: quote.customerErpId ?? null,
    jobName: quote.jobName ?? '',
    specifier: quote.specifier ?? '',
    specifierLocation: quote.specifierLocation ?? '',
  };
  if (stripe) {
    return <CardCheckout quoteId={quote.rowId!} quoteNodeId={quoteNodeId} total={quote.totalCost ?? '0'} configured={data.cardPaymentConfigured} check={checkQuote} />;
  }
  return <PlaceOrderButton quoteId={quote.rowId!} quoteNodeId={quoteNodeId} check={checkQuote} />;
}

type CheckQuote = OrderCheckQuote;

/** The first failing §4.5 check's message, or null. */
const orderProblem = (quote: CheckQuote, erp: boolean) => firstOrderProblem(quote, { erp })?.message ?? null;

function PlaceOrderButton({ quoteId, quoteNodeId, check }: { quoteId: number; quoteNodeId: string; check: CheckQuote }) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [commit, busy] = useMutation<PlaceOrderPanelPlaceMutation>(placeMutation);
  const lineStop = useLineStop(quoteNodeId);

  const placeOrder = () => {
    const problem = orderProblem(check, true);
    if (problem) {
      alerts.failure(problem);
      return;
    }
    lineStop.show(null);
    commit({
      variables: { id: quoteId },
      onCompleted: (response, errors) => {
        if (errors?.length) {
          lineStop.show(errors as readonly ErrorLike[]);
          alerts.failure(errors[0]!.message);
          // The Thank-you page names the order number.
        } else navigate(`/ThankYou?order=${encodeURIComponent(response.placeOrder.erpOrderNo || String(response.placeOrder.rowId))}`);
      },
      onError: (error) => {
        lineStop.show(errorsOf(error));
        alerts.failure(messageOf(error));
      },
    });
  };

  return (
    <div className="place-order">
      <button type="button" className="btn btn-cta place-order__button" onClick={placeOrder} disabled={busy} aria-busy={busy}>
        {busy ? <Spinner label="Placing order" /> : <FontAwesomeIcon icon={faCartShopping} />}
        Place Order
      </button>
      {lineStop.stop && <LineStopNotice stop={lineStop.stop} quoteId={quoteId} />}
    </div>
  );
}

const CardPaymentForm = lazy(() => import('./CardPaymentForm'));

interface PreparedPayment {
  clientSecret: string;
  publishableKey: string;
  status: string;
}

/**
 * The card checkout panel (§4.5): 'Total: $', the card payment provider's secure form (Stripe's
 * Payment Element) and 'Checkout'. Once the quote passes the order checks, the server makes (or
 * reuses) the PaymentIntent for its total and the secure form appears; before that, Checkout names
 * the first failing check. The order itself is placed by the server when Stripe confirms the payment.
 */
function CardCheckout({
  quoteId,
  quoteNodeId,
  total,
  configured,
  check,
}: {
  quoteId: number;
  quoteNodeId: string;
  total: string;
  configured: boolean;
  check: CheckQuote;
}) {
  const lineStop = useLineStop(quoteNodeId);
  const alerts = useAlerts();
  const [commitPrepare] = useMutation<PlaceOrderPanelPrepareMutation>(prepareMutation);
  const [payment, setPayment] = useState<PreparedPayment | null>(null);
  const [prepareError, setPrepareError] = useState<string | null>(null);
  const amount = totalInCents(total);
  const problem = orderProblem(check, false);
  const returnUrl = `${window.location.origin}/ThankYou?quoteId=${quoteId}`;

  useEffect(() => {
    if (!configured || problem) return;
    let live = true;
    setPrepareError(null);
    const failed = (errors: readonly ErrorLike[], message: string) => {
      if (!live) return;
      lineStop.show(errors);
      setPrepareError(message);
      setPayment(null);
    };
    commitPrepare({
      variables: { quoteId, amount },
      onCompleted: (response, errors) => {
        if (errors?.length) failed(errors as readonly ErrorLike[], errors[0]!.message);
        else if (live) setPayment(response.prepareCardPayment);
      },
      onError: (error) => failed(errorsOf(error), messageOf(error)),
    });
    return () => {
      live = false;
    };
    // Prepared again when the total or the checks change (lineStop and commitPrepare are stable enough: a new one needs no new PaymentIntent).
  }, [configured, problem, quoteId, amount]);

  if (!configured) {
    return (
      <section className="place-order place-order--card" aria-label="Card checkout">
        <p className="place-order__total">Total: {formatCurrency(total)}</p>
        <p className="place-order__notice" role="status">
          Card payment is not configured.
        </p>
      </section>
    );
  }

  const paid = payment && (payment.status === 'succeeded' || payment.status === 'processing');
  const waiting = (
    <>
      <div className="place-order__element place-order__element--waiting" aria-busy={!problem && !prepareError}>
        {problem ? 'The secure card form opens once the quote is ready to order.' : prepareError ? null : <Spinner label="Loading the secure card form" />}
      </div>
      {prepareError && (
        <p className="place-order__error" role="alert">
          {prepareError}
        </p>
      )}
      {lineStop.stop && <LineStopNotice stop={lineStop.stop} quoteId={quoteId} />}
      <button type="button" className="btn btn-cta place-order__button" onClick={() => alerts.failure(problem ?? prepareError ?? 'The secure card form is loading.')}>
        Checkout
      </button>
    </>
  );

  return (
    <section className="place-order place-order--card" aria-label="Card checkout">
      <p className="place-order__total">Total: {formatCurrency(total)}</p>
      <p className="place-order__hint">Please enter your card information below. Your card details are handled by our card payment provider's secure form.</p>
      {paid ? (
        <p className="place-order__notice" role="status">
          This quote has been paid for. <a href={returnUrl}>See the order</a>
        </p>
      ) : payment && !problem ? (
        <Suspense fallback={waiting}>
          <CardPaymentForm
            key={payment.clientSecret}
            publishableKey={payment.publishableKey}
            clientSecret={payment.clientSecret}
            returnUrl={returnUrl}
            check={() => orderProblem(check, false)}
            onProblem={(message) => alerts.failure(message)}
          >
            {lineStop.stop && <LineStopNotice stop={lineStop.stop} quoteId={quoteId} />}
          </CardPaymentForm>
        </Suspense>
      ) : (
        waiting
      )}
    </section>
  );
}

function messageOf(error: unknown) {
  const source = (error as { source?: { errors?: { message: string }[] } }).source;
  return source?.errors?.[0]?.message ?? (error as Error).message ?? 'Something went wrong.';
}
