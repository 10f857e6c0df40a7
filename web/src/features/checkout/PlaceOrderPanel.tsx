import { Suspense, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faCartShopping, faCreditCard } from '@fortawesome/free-solid-svg-icons';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { FieldError } from '../../ui/fields';
import { formatCurrency } from '../../ui/format';
import { Spinner } from '../../ui/Spinner';
import type { PlaceOrderPanelQuery } from './__generated__/PlaceOrderPanelQuery.graphql';
import type { PlaceOrderPanelPlaceMutation } from './__generated__/PlaceOrderPanelPlaceMutation.graphql';
import type { PlaceOrderPanelPayMutation } from './__generated__/PlaceOrderPanelPayMutation.graphql';
import { checkOrder, paymentMethodForCard, totalInCents } from './orderChecks';
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

const payMutation = graphql`
  mutation PlaceOrderPanelPayMutation($quoteId: Int!, $amount: Int!, $paymentMethodId: String!) {
    payForQuote(quoteId: $quoteId, amount: $amount, paymentMethodId: $paymentMethodId) {
      paymentIntentId
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
      <PlaceOrderPanelContent {...props} />
    </Suspense>
  );
}

function PlaceOrderPanelContent({ quoteNodeId }: PlaceOrderPanelProps) {
  const { user } = useViewer();
  const data = useLazyLoadQuery<PlaceOrderPanelQuery>(panelQuery, { id: quoteNodeId }, { fetchPolicy: 'store-and-network' });
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

type CheckQuote = Parameters<typeof checkOrder>[0];

function PlaceOrderButton({ quoteId, quoteNodeId, check }: { quoteId: number; quoteNodeId: string; check: CheckQuote }) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [commit, busy] = useMutation<PlaceOrderPanelPlaceMutation>(placeMutation);
  const lineStop = useLineStop(quoteNodeId);

  const placeOrder = () => {
    const problem = checkOrder(check, { stripe: false });
    if (problem) {
      alerts.failure(problem);
      return;
    }
    lineStop.show(null);
    commit({
      variables: { id: quoteId },
      onCompleted: (_response, errors) => {
        if (errors?.length) {
          lineStop.show(errors as readonly ErrorLike[]);
          alerts.failure(errors[0]!.message);
        } else navigate('/ThankYou');
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
  const [card, setCard] = useState('');
  const lineStop = useLineStop(quoteNodeId);
  const [cardError, setCardError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alerts = useAlerts();
  const [commitPay] = useMutation<PlaceOrderPanelPayMutation>(payMutation);
  const [commitPlace] = useMutation<PlaceOrderPanelPlaceMutation>(placeMutation);

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

  const run = <T,>(commit: (config: any) => unknown, variables: Record<string, unknown>) =>
    new Promise<T>((resolve, reject) =>
      commit({
        variables,
        onCompleted: (response: T, errors: ErrorLike[] | null) =>
          errors?.length ? reject(Object.assign(new Error(errors[0]!.message), { source: { errors } })) : resolve(response),
        onError: reject,
      }),
    );

  const checkout = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkOrder(check, { stripe: true });
    if (problem) {
      alerts.failure(problem);
      return;
    }
    const paymentMethodId = paymentMethodForCard(card);
    if (!paymentMethodId) {
      setCardError('Enter a valid card number.');
      return;
    }
    setCardError(null);
    lineStop.show(null);
    setBusy(true);
    try {
      await run(commitPay, { quoteId, amount: totalInCents(total), paymentMethodId });
      await run(commitPlace, { id: quoteId });
      window.location.assign('/ThankYou');
    } catch (error) {
      // Card checkout failures are logged only; the form stays for another attempt. A stop at the
      // quote's lines (nothing is charged then) is shown, with its Reconfigure buttons.
      console.error('Card checkout failed', error);
      lineStop.show(errorsOf(error));
      setBusy(false);
    }
  };

  return (
    <form className="place-order place-order--card" aria-label="Card checkout" onSubmit={checkout} noValidate>
      <p className="place-order__total">Total: {formatCurrency(total)}</p>
      <p className="place-order__hint">Please enter your card information below. Your card details are handled by our card payment provider's secure form.</p>
      <label className="place-order__card-label" htmlFor={`card-${quoteId}`}>
        Card number
      </label>
      <div className="place-order__card">
        <FontAwesomeIcon icon={faCreditCard} aria-hidden />
        <input
          id={`card-${quoteId}`}
          name="card"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={card}
          onChange={(event) => setCard(event.target.value)}
          aria-invalid={cardError ? true : undefined}
          aria-describedby={cardError ? `card-${quoteId}-error` : undefined}
          disabled={busy}
        />
      </div>
      <FieldError id={`card-${quoteId}-error`} message={cardError} />
      <button type="submit" className="btn btn-cta place-order__button" disabled={busy} aria-busy={busy}>
        {busy && <Spinner label="Processing payment" />}
        Checkout
      </button>
      {lineStop.stop && <LineStopNotice stop={lineStop.stop} quoteId={quoteId} />}
    </form>
  );
}

function messageOf(error: unknown) {
  const source = (error as { source?: { errors?: { message: string }[] } }).source;
  return source?.errors?.[0]?.message ?? (error as Error).message ?? 'Something went wrong.';
}
