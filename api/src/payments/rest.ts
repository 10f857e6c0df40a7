import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { cardPaymentInput, prepareCardPayment } from './checkout.ts';

defineRestOperation({
  family: 'paymentManagement',
  operation: 'payment',
  scope: 'signedIn',
  summary:
    "Card checkout: creates (or reuses) the Stripe PaymentIntent for the quote total, computed by the server (an amount that differs is refused). With a card payment method id (`id`) the server confirms it; without, the answer's clientSecret and publishableKey let Stripe.js confirm it in the browser. Stripe's webhook places the order once the payment succeeded. Where no Stripe keys are set outside production, the built-in test payment provider takes the payment (provider: test; no card is charged) with Stripe's test payment method ids: pm_card_visa succeeds, pm_card_chargeDeclined is declined, pm_card_threeDSecure2Required asks for authentication (status requires_action). Without quoteId, the quote is the payer's open checkout: their own quote, not ordered, whose total is the amount.",
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
    provider: z.string().describe('stripe, or test: the built-in test payment provider (no card is charged)'),
    status: z.string().describe("the PaymentIntent's status: succeeded once a card was accepted, requires_action while the card asks for authentication"),
    amount: z.number().int().describe('cents'),
  }),
  handler: (ctx, body) => prepareCardPayment(ctx, body),
});
