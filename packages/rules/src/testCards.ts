/**
 * The built-in test payment provider (development and demos, never production) takes Stripe's
 * published test cards and test payment method ids, with the outcomes Stripe gives them in test
 * mode. The checkout form turns a card number into its payment method id in the browser, as
 * Stripe.js turns a card into a PaymentMethod: the number itself is never sent to the server.
 */

export type TestCardOutcome = 'succeeds' | 'declines' | 'authenticates';

export interface TestPaymentMethod {
  id: string;
  /** the card number Stripe documents for it (digits only) */
  number: string;
  brand: 'visa' | 'mastercard' | 'amex';
  last4: string;
  outcome: TestCardOutcome;
  /** Stripe's message for a declined card */
  declineMessage?: string;
}

export const TEST_PAYMENTS_LABEL = 'Test payments: no card is charged';

export const TEST_CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  unknownCard: 'Use one of the test cards, e.g. 4242 4242 4242 4242: the test payment provider takes no other card.',
  unknownMethod: 'Use one of the test payment methods (pm_card_visa, pm_card_chargeDeclined …): the test payment provider takes no other.',
  number: 'Enter the card number.',
  expiry: 'Enter the expiry date as MM / YY, in the future.',
  cvc: 'Enter the 3 or 4 digit security code.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

export const TEST_PAYMENT_METHODS: readonly TestPaymentMethod[] = [
  { id: 'pm_card_visa', number: '4242424242424242', brand: 'visa', last4: '4242', outcome: 'succeeds' },
  { id: 'pm_card_mastercard', number: '5555555555554444', brand: 'mastercard', last4: '4444', outcome: 'succeeds' },
  { id: 'pm_card_amex', number: '378282246310005', brand: 'amex', last4: '0005', outcome: 'succeeds' },
  { id: 'pm_card_chargeDeclined', number: '4000000000000002', brand: 'visa', last4: '0002', outcome: 'declines', declineMessage: TEST_CARD_MESSAGES.declined },
  { id: 'pm_card_visa_chargeDeclined', number: '4000000000000002', brand: 'visa', last4: '0002', outcome: 'declines', declineMessage: TEST_CARD_MESSAGES.declined },
  {
    id: 'pm_card_chargeDeclinedInsufficientFunds',
    number: '4000000000009995',
    brand: 'visa',
    last4: '9995',
    outcome: 'declines',
    declineMessage: TEST_CARD_MESSAGES.insufficientFunds,
  },
  { id: 'pm_card_threeDSecure2Required', number: '4000000000003220', brand: 'visa', last4: '3220', outcome: 'authenticates' },
  { id: 'pm_card_authenticationRequired', number: '4000002500003155', brand: 'visa', last4: '3155', outcome: 'authenticates' },
];

export const testPaymentMethod = (id: string): TestPaymentMethod | undefined => TEST_PAYMENT_METHODS.find((method) => method.id === id);

/** The payment method id of a test card number (spaces and dashes ignored), or undefined for any other number. */
export function testPaymentMethodIdForCard(cardNumber: string): string | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return TEST_PAYMENT_METHODS.find((method) => method.number === digits)?.id;
}

/** The first problem of a test card form (number, MM / YY expiry, CVC), or null; `now` for the expiry. */
export function testCardProblem(card: { number: string; expiry: string; cvc: string }, now = new Date()): { field: 'number' | 'expiry' | 'cvc'; message: string } | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { field: 'number', message: TEST_CARD_MESSAGES.number };
  if (!testPaymentMethodIdForCard(digits)) return { field: 'number', message: TEST_CARD_MESSAGES.unknownCard };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12 || year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) {
    return { field: 'expiry', message: TEST_CARD_MESSAGES.expiry };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { field: 'cvc', message: TEST_CARD_MESSAGES.cvc };
  return null;
}
