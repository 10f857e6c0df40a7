import { lazy, Suspense, useEffect, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faCartShopping } from '@fortawesome/free-solid-svg-icons/faCartShopping';
import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faPaperPlane } from '@fortawesome/free-solid-svg-icons/faPaperPlane';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { formatCurrency, formatDate } from '../../ui/format';
import { Spinner } from '../../ui/Spinner';
import type { PlaceOrderPanelQuery } from './__generated__/PlaceOrderPanelQuery.graphql';
import type { PlaceOrderPanelPlaceMutation } from './__generated__/PlaceOrderPanelPlaceMutation.graphql';
import type { PlaceOrderPanelPrepareMutation } from './__generated__/PlaceOrderPanelPrepareMutation.graphql';
import type { PlaceOrderPanelSubmitMutation } from './__generated__/PlaceOrderPanelSubmitMutation.graphql';
import { firstOrderProblem, type OrderCheckQuote } from '@quotecraft/rules/orders';
import { totalInCents } from './orderChecks';
import { reconfigurePath } from '../configurator/LineConfigurationCheck';
import { JUST_PLACED } from './justPlaced';
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
  /** A quote request's Summary: a card payer goes on to /Checkout/{id} (once the checks pass) instead of paying here. */
  checkoutLink?: boolean;
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
        createdByUserId
        submittedAt
      }
    }
  }
`;

const submitMutation = graphql`
  mutation PlaceOrderPanelSubmitMutation($id: Int!) {
    submitQuoteRequest(id: $id) {
      id
      submittedAt
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
      provider
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

function RouteLoadedContent({ quoteNodeId, checkoutLink }: PlaceOrderPanelProps) {
  const { data } = useRouteQuery<PlaceOrderPanelQuery>(panelQuery);
  return <PanelBody data={data} quoteNodeId={quoteNodeId} checkoutLink={checkoutLink} />;
}

function PlaceOrderPanelContent({ quoteNodeId, checkoutLink }: PlaceOrderPanelProps) {
  const data = useLazyLoadQuery<PlaceOrderPanelQuery>(panelQuery, { id: quoteNodeId }, { fetchPolicy: 'store-and-network' });
  return <PanelBody data={data} quoteNodeId={quoteNodeId} checkoutLink={checkoutLink} />;
}

/**
 * Where the buyer goes from here: Place Order through the ERP; a card payer pays (at /Checkout/{id}
 * for a quote request); whoever cannot pay by card here (card payment not set up, or a quote request
 * of a buyer who does not pay by card) sends it to the platform's sales team instead.
 */
function PanelBody({ data, quoteNodeId, checkoutLink }: { data: PlaceOrderPanelQuery['response']; quoteNodeId: string; checkoutLink?: boolean }) {
  const { user } = useViewer();
  const quote = data.node;
  if (!quote || quote.type === undefined || quote.type === 2) return null;
  const stripe = user?.checkoutType === 'stripe';
  const ownRequest = quote.createdByUserId != null && quote.createdByUserId === user?.rowId;
  // Quote requests are never sent to the ERP; only their requester pays for them or sends them on.
  if (quote.type === 3 && !ownRequest) return null;
  const checkQuote = {
    lineCount: quote.lineCount ?? 0,
    customerErpId: quote.customerErpId ?? null,
    jobName: quote.jobName ?? '',
    specifier: quote.specifier ?? '',
    specifierLocation: quote.specifierLocation ?? '',
  };
  if ((stripe || quote.type === 3) && !(stripe && data.cardPaymentConfigured)) {
    return <SubmitToSales quoteId={quote.rowId!} type={quote.type} submittedAt={quote.submittedAt ?? null} check={checkQuote} />;
  }
  if (stripe && checkoutLink) return <CheckoutLink quoteId={quote.rowId!} check={checkQuote} />;
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
        } else {
          navigate(`/ThankYou?order=${encodeURIComponent(response.placeOrder.erpOrderNo || String(response.placeOrder.rowId))}`, { state: JUST_PLACED });
        }
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

/** A quote request's way to Checkout: the §4.5 checks run first, and the first failing one is shown instead. */
function CheckoutLink({ quoteId, check }: { quoteId: number; check: CheckQuote }) {
  const alerts = useAlerts();
  return (
    <div className="place-order">
      <Link
        className="btn btn-cta place-order__button"
        to={`/Checkout/${quoteId}`}
        onClick={(event) => {
          const problem = orderProblem(check, false);
          if (!problem) return;
          event.preventDefault();
          alerts.failure(problem);
        }}
      >
        <FontAwesomeIcon icon={faCartShopping} /> Checkout
      </Link>
    </div>
  );
}

/**
 * No card can pay here: the quote request goes to the platform's sales team (its administrators and
 * its notification addresses, emailed by the server), after the same checks. Once sent, the buyer
 * sees that it was and what happens next.
 */
function SubmitToSales({ quoteId, type, submittedAt, check }: { quoteId: number; type: number; submittedAt: string | null; check: CheckQuote }) {
  const alerts = useAlerts();
  const [commit, busy] = useMutation<PlaceOrderPanelSubmitMutation>(submitMutation);
  const label = type === 3 ? 'Quote Request' : 'Quote';
  if (submittedAt) {
    return (
      <section className="place-order place-order--card" aria-label="Quote request submitted">
        <p className="place-order__confirmation" role="status">
          <FontAwesomeIcon icon={faCircleCheck} /> {label} #{quoteId} was submitted on {formatDate(submittedAt)}.
        </p>
        <p className="place-order__hint">Our sales team has been notified by email and will contact you to complete your order.</p>
      </section>
    );
  }
  const submit = () => {
    const problem = orderProblem(check, false);
    if (problem) {
      alerts.failure(problem);
      return;
    }
    commit({
      variables: { id: quoteId },
      onCompleted: (_response, errors) => {
        if (errors?.length) alerts.failure(errors[0]!.message);
        else alerts.success(`${label} #${quoteId} was submitted to our sales team.`);
      },
      onError: (error) => alerts.failure(messageOf(error)),
    });
  };
  return (
    <section className="place-order place-order--card" aria-label="Submit to our sales team">
      <p className="place-order__notice">Card payment is not available here.</p>
      <p className="place-order__hint">Submit your {label.toLowerCase()} and our sales team will contact you to complete your order.</p>
      <button type="button" className="btn btn-cta place-order__button" onClick={submit} disabled={busy} aria-busy={busy}>
        {busy ? <Spinner label="Submitting" /> : <FontAwesomeIcon icon={faPaperPlane} />}
        Submit {label}
      </button>
    </section>
  );
}

const CardPaymentForm = lazy(() => import('./CardPaymentForm'));
const TestCardPaymentForm = lazy(() => import('./TestCardPaymentForm'));

interface PreparedPayment {
  clientSecret: string;
  publishableKey: string;
  /** stripe, or test: the built-in test payment provider (no card is charged) */
  provider: string;
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
      ) : payment && !problem && payment.provider === 'test' ? (
        <Suspense fallback={waiting}>
          <TestCardPaymentForm
            key={payment.clientSecret}
            quoteId={quoteId}
            amount={amount}
            returnUrl={returnUrl}
            check={() => orderProblem(check, false)}
            onProblem={(message) => alerts.failure(message)}
          >
            {lineStop.stop && <LineStopNotice stop={lineStop.stop} quoteId={quoteId} />}
          </TestCardPaymentForm>
        </Suspense>
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
