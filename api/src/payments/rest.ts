import { defineRestOperation } from '../rest/registry.ts';
import { payForQuote, paymentInput } from './service.ts';

defineRestOperation({
  family: 'paymentManagement',
  operation: 'payment',
  scope: 'signedIn',
  body: paymentInput,
  handler: (ctx, body) => payForQuote(ctx, body),
});
