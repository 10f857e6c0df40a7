import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { cardPaymentInput, prepareCardPayment } from './checkout.ts';

defineRestOperation({
  family: 'paymentManagement',
  operation: 'payment',
  scope: 'signedIn',
  summary:
    "Card checkout: creates (or reuses) the Stripe PaymentIntent for the quote total, computed by the server (an amount that differs is refused). With a card payment method id (`id`) the server confirms it; without, the answer's clientSecret and publishableKey let Stripe.js confirm it in the browser. Stripe's webhook places the order once the payment succeeded. Without quoteId, the quote is the payer's open checkout: their own quote, not ordered, whose total is the amount.",
  body: cardPaymentInput.extend({
    amount: cardPaymentInput.shape.amount.describe('the quote total in cents (total times 100)'),
    id: cardPaymentInput.shape.id.describe('the card payment method id; without it, Stripe.js confirms with the clientSecret'),
    quoteId: cardPaymentInput.shape.quoteId.describe("the quote paid for; default: the payer's open checkout"),
  }),
  answer: z.object({
    quoteId: z.number().int().describe('the quote paid for'),
    paymentIntentId: z.string().describe("the card processor's payment reference"),
    clientSecret: z.string().describe("the PaymentIntent's client secret, for Stripe.js in the payer's browser"),
    publishableKey: z.string().describe('the Stripe publishable key for Stripe.js'),
    status: z.string().describe("the PaymentIntent's status: succeeded once a card was accepted"),
    amount: z.number().int().describe('cents'),
  }),
  handler: (ctx, body) => prepareCardPayment(ctx, body),
});
