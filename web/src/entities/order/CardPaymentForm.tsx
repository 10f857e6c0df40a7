import { useState, type FormEvent, type ReactNode } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Spinner } from '../../ui/Spinner';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

/**
 * Stripe's Payment Element for a PaymentIntent the server made: the card details are typed into
 * Stripe's own secure form and confirmed with Stripe from the browser, never sent to this app. A
 * successful confirmation only moves on to the ThankYou page, which reads from the server what
 * Stripe's webhook made of the payment. Loaded on its own (React.lazy), so Stripe.js is fetched only
 * by the card checkout.
 */
export interface CardPaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** where Stripe sends the payer back after a confirmation that needs a redirect, and where a confirmed payment goes */
  returnUrl: string;
  /** the §4.5 checks: a message stops the checkout before anything is confirmed */
  check: () => string | null;
  onProblem: (message: string) => void;
  /** above the button: the line stop notice and the like */
  children?: ReactNode;
}

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per publishable key (loadStripe injects the script once). */
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    // A failed load may be tried again on the next render.
    stripe.catch(() => stripes.delete(publishableKey));
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/** The Payment Element in the app's colours, light or dark as the page is. */
function appearance(): Appearance {
  const css = getComputedStyle(document.documentElement);
  const color = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const dark = document.documentElement.dataset.theme === 'dark';
  return {
    theme: dark ? 'night' : 'stripe',
    variables: {
      colorPrimary: color('--color-primary', '#2456d6'),
      colorDanger: color('--color-danger', '#d14343'),
      colorBackground: color('--color-field', dark ? '#1f2633' : '#ffffff'),
      colorText: color('--color-text', dark ? '#e8edf5' : '#1c2430'),
    },
  };
}

export default function CardPaymentForm({ publishableKey, clientSecret, ...props }: CardPaymentFormProps) {
  const [options] = useState(() => ({ clientSecret, appearance: appearance() }));
  return (
    <Elements stripe={stripeFor(publishableKey)} options={options}>
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({ returnUrl, check, onProblem, children }: Omit<CardPaymentFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const checkout = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check();
    if (problem) {
      onProblem(problem);
      return;
    }
    if (!stripe || !elements) return;
    setError(null);
    setBusy(true);
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
    if (result.error) {
      // The card was refused or the form is incomplete: the payer may correct it and try again.
      console.error('Card checkout failed', result.error);
      setError(result.error.message ?? FORM_MESSAGES.cardPaymentFailed);
      setBusy(false);
      return;
    }
    // Confirmed without a redirect: the ThankYou page waits for Stripe's word to the server.
    window.location.assign(returnUrl);
  };

  return (
    <form className="place-order__payment" onSubmit={checkout} noValidate aria-label="Card payment">
      <div className="place-order__element" aria-busy={!ready}>
        {!ready && <Spinner label="Loading the secure card form" />}
        <PaymentElement onReady={() => setReady(true)} onLoadError={(event) => setError(event.error.message ?? 'The secure card form could not be loaded.')} />
      </div>
      {error && (
        <p className="place-order__error" role="alert">
          {error}
        </p>
      )}
      {children}
      <button type="submit" className="btn btn-cta place-order__button" disabled={busy || !stripe || !elements || !ready} aria-busy={busy}>
        {busy && <Spinner label="Processing payment" />}
        Checkout
      </button>
    </form>
  );
}
