import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { presentOrder } from '../quotes/presenters.ts';
import {
  copyOrder,
  deleteOrder,
  orderStatusEmailsInput,
  orderStatusInput,
  placeOrder,
  placeOrderInput,
  reportOrderStatus,
  sendOrderStatusEmails,
} from './service.ts';

const id = z.coerce.number().int().positive();

defineRestOperation({
  family: 'quoteManagement',
  operation: 'placeOrder',
  scope: 'signedIn',
  body: z.object({ id, input: placeOrderInput.optional() }),
  handler: async (ctx, body) => presentOrder(ctx.viewer, await placeOrder(ctx, body.id, body.input ?? {})),
});

defineRestOperation({
  family: 'quoteManagement',
  operation: 'copyOrder',
  scope: 'guarded',
  body: z.object({ id }),
  handler: async (ctx, body) => ({ id: (await copyOrder(ctx, body.id)).id }),
});

defineRestOperation({
  family: 'quoteManagement',
  operation: 'deleteOrder',
  scope: 'superAdmin',
  body: z.object({ id }),
  handler: async (ctx, body) => ({ id: await deleteOrder(ctx, body.id) }),
});

// quoteManagement/getCommunications is defined once, in quotes/rest.ts (same answer).
defineRestOperation({
  family: 'quoteManagement',
  operation: 'sendOrderStatusEmails',
  scope: 'admin',
  body: orderStatusEmailsInput,
  handler: (ctx, body) => sendOrderStatusEmails(ctx, body),
});

/** The ERP's inbound call (API token or administrator session): an order's status changed. */
defineRestOperation({
  family: 'orderManagement',
  operation: 'updateOrderStatus',
  scope: 'admin',
  body: orderStatusInput,
  handler: (ctx, body) => reportOrderStatus(ctx, body),
});
