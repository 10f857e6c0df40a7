import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
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
    return <CardCheckout quoteId={quote.rowId!} total={quote.totalCost ?? '0'} configured={data.cardPaymentConfigured} check={checkQuote} />;
  }
  return <PlaceOrderButton quoteId={quote.rowId!} check={checkQuote} />;
}

type CheckQuote = Parameters<typeof checkOrder>[0];

function PlaceOrderButton({ quoteId, check }: { quoteId: number; check: CheckQuote }) {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [commit, busy] = useMutation<PlaceOrderPanelPlaceMutation>(placeMutation);

  const placeOrder = () => {
    const problem = checkOrder(check, { stripe: false });
    if (problem) {
      alerts.failure(problem);
      return;
    }
    commit({
      variables: { id: quoteId },
      onCompleted: (_response, errors) => {
        if (errors?.length) alerts.failure(errors[0]!.message);
        else navigate('/ThankYou');
      },
      onError: (error) => alerts.failure(messageOf(error)),
    });
  };

  return (
    <div className="place-order">
      <button type="button" className="btn btn-cta place-order__button" onClick={placeOrder} disabled={busy} aria-busy={busy}>
        {busy ? <Spinner label="Placing order" /> : <FontAwesomeIcon icon={faCartShopping} />}
        Place Order
      </button>
    </div>
  );
}

function CardCheckout({ quoteId, total, configured, check }: { quoteId: number; total: string; configured: boolean; check: CheckQuote }) {
  const [card, setCard] = useState('');
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
        onCompleted: (response: T, errors: { message: string }[] | null) => (errors?.length ? reject(new Error(errors[0]!.message)) : resolve(response)),
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
    setBusy(true);
    try {
      await run(commitPay, { quoteId, amount: totalInCents(total), paymentMethodId });
      await run(commitPlace, { id: quoteId });
      window.location.assign('/ThankYou');
    } catch (error) {
      // Card checkout failures are logged only; the form stays for another attempt.
      console.error('Card checkout failed', error);
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
    </form>
  );
}

function messageOf(error: unknown) {
  const source = (error as { source?: { errors?: { message: string }[] } }).source;
  return source?.errors?.[0]?.message ?? (error as Error).message ?? 'Something went wrong.';
}
