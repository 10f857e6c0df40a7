import { builder } from '../schema/builder.ts';
import { AppError } from '../schema/errors.ts';
import { cardPaymentConfigured } from './stripeClient.ts';
import { authenticateTestCardPayment, cardCheckoutState, cardPaymentInput, prepareCardPayment, type CardCheckoutStatus, type CardPaymentInput } from './checkout.ts';

builder.queryField('cardPaymentConfigured', (t) =>
  t.boolean({
    description:
      'Whether card checkout is configured on this server: Stripe (secret key, publishable key and webhook secret), or the built-in test payment provider (development and demos; no card is charged)',
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => cardPaymentConfigured(ctx.config),
  }),
);

function parsed(input: Record<string, unknown>): CardPaymentInput {
  const result = cardPaymentInput.safeParse(input);
  if (!result.success) throw new AppError(result.error.issues[0]?.message ?? 'Invalid input.', { field: String(result.error.issues[0]?.path[0] ?? '') });
  return result.data;
}

type CardPayment = Awaited<ReturnType<typeof prepareCardPayment>>;

const CardPaymentRef = builder.objectRef<CardPayment>('CardPayment').implement({
  description: "A quote's Stripe PaymentIntent, for Stripe.js to confirm in the browser",
  fields: (t) => ({
    quoteId: t.exposeInt('quoteId'),
    paymentIntentId: t.exposeString('paymentIntentId'),
    clientSecret: t.exposeString('clientSecret', { description: "the PaymentIntent's client secret, for the payer's browser only" }),
    publishableKey: t.exposeString('publishableKey'),
    provider: t.exposeString('provider', {
      description: "who takes the payment: stripe (Stripe.js confirms it), or test: the built-in test payment provider, whose form takes Stripe's test cards and charges none",
    }),
    status: t.exposeString('status'),
    amount: t.exposeInt('amount', { description: 'cents: the quote total times 100' }),
  }),
});

builder.mutationField('prepareCardPayment', (t) =>
  t.field({
    type: CardPaymentRef,
    description:
      "Card checkout: creates (or reuses) the PaymentIntent for the payer's quote, for the quote total as the server computes it; an amount that differs is refused. Stripe's webhook places the order once the payment succeeded.",
    authScopes: { signedIn: true },
    args: {
      quoteId: t.arg.int({ required: true }),
      amount: t.arg.int({ required: false, description: 'the quote total times 100, as the payer saw it' }),
    },
    resolve: (_root, args, ctx) => prepareCardPayment(ctx, parsed({ quoteId: args.quoteId, amount: args.amount ?? undefined })),
  }),
);

const PaymentResult = builder.objectRef<Pick<CardPayment, 'paymentIntentId' | 'status' | 'amount'>>('PaymentResult').implement({
  fields: (t) => ({
    paymentIntentId: t.exposeString('paymentIntentId'),
    status: t.exposeString('status', { description: 'succeeded once a card was accepted; requires_action while the card asks the payer to authenticate' }),
    amount: t.exposeInt('amount', { description: 'cents' }),
  }),
});

builder.mutationField('payForQuote', (t) =>
  t.field({
    type: PaymentResult,
    description: "Card checkout confirmed by the server: pays the quote total (in cents) with a card payment method id held by the caller; Stripe's webhook places the order",
    authScopes: { signedIn: true },
    args: {
      quoteId: t.arg.int({ required: true }),
      amount: t.arg.int({ required: true, description: 'the quote total times 100' }),
      paymentMethodId: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => prepareCardPayment(ctx, parsed({ quoteId: args.quoteId, amount: args.amount, id: args.paymentMethodId })),
  }),
);

builder.mutationField('authenticateTestCardPayment', (t) =>
  t.field({
    type: PaymentResult,
    description:
      "The test payment provider's authentication step (development and demos): the payer completes (approve: true) or fails the authentication a test card asked for; a completed one succeeds and places the order as Stripe's webhook would",
    authScopes: { signedIn: true },
    args: {
      quoteId: t.arg.int({ required: true }),
      approve: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) => authenticateTestCardPayment(ctx, { quoteId: args.quoteId, approve: args.approve }),
  }),
);

const CardCheckoutStatusEnum = builder.enumType('CardCheckoutStatus', {
  values: ['open', 'processing', 'paid', 'failed', 'refused'] satisfies CardCheckoutStatus[],
});

const CardCheckoutStateRef = builder.objectRef<Awaited<ReturnType<typeof cardCheckoutState>>>('CardCheckoutState').implement({
  description: "What became of a card checkout, as Stripe's webhooks told the server",
  fields: (t) => ({
    quoteId: t.exposeInt('quoteId'),
    status: t.field({ type: CardCheckoutStatusEnum, resolve: (state) => state.status }),
    orderNumber: t.exposeString('orderNumber', { nullable: true, description: 'the order number once the order is placed' }),
    message: t.exposeString('message', { nullable: true }),
  }),
});

builder.queryField('cardCheckout', (t) =>
  t.field({
    type: CardCheckoutStateRef,
    description: "The payer's card checkout of a quote: processing until Stripe's webhook has landed, then paid (with the order number), failed or refused",
    authScopes: { signedIn: true },
    args: { quoteId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => cardCheckoutState(ctx, args.quoteId),
  }),
);
