import { useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Spinner } from '../../ui/Spinner';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';
import { TEST_PAYMENTS_LABEL, testCardProblem, testPaymentMethodIdForCard } from '@quotecraft/rules/testCards';
import type { TestCardPaymentFormPayMutation } from './__generated__/TestCardPaymentFormPayMutation.graphql';
import type { TestCardPaymentFormAuthenticateMutation } from './__generated__/TestCardPaymentFormAuthenticateMutation.graphql';

/**
 * The card form of the built-in test payment provider (development and demos, where no Stripe keys
 * are set): it takes Stripe's test cards and charges none. Like Stripe.js, it turns the card into a
 * payment method id here in the browser (4242 4242 4242 4242 → pm_card_visa): the card number, expiry
 * and CVC are never sent. The server confirms the payment and places the order as Stripe's webhook
 * does; a card that asks for authentication (4000 0000 0000 3220) gets a local authentication step.
 */
export interface TestCardPaymentFormProps {
  quoteId: number;
  /** cents */
  amount: number;
  /** where a paid checkout goes: the ThankYou page */
  returnUrl: string;
  check: () => string | null;
  onProblem: (message: string) => void;
  children?: ReactNode;
}

const payMutation = graphql`
  mutation TestCardPaymentFormPayMutation($quoteId: Int!, $amount: Int!, $paymentMethodId: String!) {
    payForQuote(quoteId: $quoteId, amount: $amount, paymentMethodId: $paymentMethodId) {
      paymentIntentId
      status
    }
  }
`;

const authenticateMutation = graphql`
  mutation TestCardPaymentFormAuthenticateMutation($quoteId: Int!, $approve: Boolean!) {
    authenticateTestCardPayment(quoteId: $quoteId, approve: $approve) {
      paymentIntentId
      status
    }
  }
`;

const messageOf = (error: unknown) =>
  (error as { source?: { errors?: { message: string }[] } }).source?.errors?.[0]?.message ?? (error as Error).message ?? FORM_MESSAGES.cardPaymentFailed;

export default function TestCardPaymentForm({ quoteId, amount, returnUrl, check, onProblem, children }: TestCardPaymentFormProps) {
  const [commitPay, paying] = useMutation<TestCardPaymentFormPayMutation>(payMutation);
  const [commitAuthenticate, authenticating] = useMutation<TestCardPaymentFormAuthenticateMutation>(authenticateMutation);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [authenticate, setAuthenticate] = useState(false);
  const busy = paying || authenticating;

  const outcome = (status: string) => {
    if (status === 'requires_action') setAuthenticate(true);
    // Paid: the ThankYou page reads what the server made of it.
    else window.location.assign(returnUrl);
  };
  const failed = (failure: unknown) => {
    setAuthenticate(false);
    setError({ field: null, message: messageOf(failure) });
  };

  const checkout = (event: FormEvent) => {
    event.preventDefault();
    const problem = check();
    if (problem) {
      onProblem(problem);
      return;
    }
    const cardProblem = testCardProblem(card);
    if (cardProblem) {
      setError(cardProblem);
      return;
    }
    setError(null);
    commitPay({
      variables: { quoteId, amount, paymentMethodId: testPaymentMethodIdForCard(card.number)! },
      onCompleted: (response, errors) => (errors?.length ? failed({ message: errors[0]!.message }) : outcome(response.payForQuote.status)),
      onError: failed,
    });
  };

  const answer = (approve: boolean) =>
    commitAuthenticate({
      variables: { quoteId, approve },
      onCompleted: (response, errors) => (errors?.length ? failed({ message: errors[0]!.message }) : outcome(response.authenticateTestCardPayment.status)),
      onError: failed,
    });

  const field = (name: 'number' | 'expiry' | 'cvc', label: string, props: { placeholder: string; autoComplete: string; inputMode: 'numeric' }) => (
    <div className={`field test-card__field test-card__field--${name}`}>
      <label className="field__label" htmlFor={`test-card-${name}`}>
        {label}
      </label>
      <input
        id={`test-card-${name}`}
        className="field__control"
        value={card[name]}
        onChange={(event) => setCard({ ...card, [name]: event.target.value })}
        aria-invalid={error?.field === name}
        disabled={busy || authenticate}
        {...props}
      />
    </div>
  );

  return (
    <form className="place-order__payment test-card" onSubmit={checkout} noValidate aria-label="Card payment">
      <p className="test-card__label" role="note">
        {TEST_PAYMENTS_LABEL}
      </p>
      <p className="place-order__hint">Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 for a declined card, 4000 0000 0000 3220 to be asked to authenticate; any future expiry and any CVC.</p>
      {field('number', 'Card number', { placeholder: '4242 4242 4242 4242', autoComplete: 'off', inputMode: 'numeric' })}
      <div className="test-card__row">
        {field('expiry', 'Expiry (MM / YY)', { placeholder: 'MM / YY', autoComplete: 'off', inputMode: 'numeric' })}
        {field('cvc', 'CVC', { placeholder: '123', autoComplete: 'off', inputMode: 'numeric' })}
      </div>
      {authenticate && (
        <section className="test-card__authenticate" aria-label="Authenticate the payment">
          <p>
            <strong>Test authentication.</strong> Your bank asks you to confirm this payment, as 3-D Secure would.
          </p>
          <div className="test-card__actions">
            <button type="button" className="btn btn-outline" onClick={() => answer(false)} disabled={busy}>
              Fail authentication
            </button>
            <button type="button" className="btn btn-cta" onClick={() => answer(true)} disabled={busy}>
              Complete authentication
            </button>
          </div>
        </section>
      )}
      {error && (
        <p className="place-order__error" role="alert">
          {error.message}
        </p>
      )}
      {children}
      {!authenticate && (
        <button type="submit" className="btn btn-cta place-order__button" disabled={busy} aria-busy={busy}>
          {busy && <Spinner label="Processing payment" />}
          Checkout
        </button>
      )}
    </form>
  );
}
