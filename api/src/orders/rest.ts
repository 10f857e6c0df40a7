import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { idField } from '../rest/fields.ts';
import { quoteDetailAnswer } from '../quotes/presenters.ts';
import { getQuoteDetail } from '../quotes/documents.ts';
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

defineRestOperation({
  family: 'quoteManagement',
  operation: 'placeOrder',
  scope: 'signedIn',
  summary: 'Checks the quote (part 1 §4.5), sends it to the platform ERP (or verifies the card payment) and turns it into an order.',
  body: z.object({ id: idField, input: placeOrderInput.optional().describe('job fields saved before the checks') }),
  answer: quoteDetailAnswer,
  handler: async (ctx, body) => getQuoteDetail(ctx, (await placeOrder(ctx, body.id, body.input ?? {})).id),
});

defineRestOperation({
  family: 'quoteManagement',
  operation: 'copyOrder',
  scope: 'guarded',
  summary: 'Copies an order, its lines and their configurations, into a new quote of the caller.',
  body: z.object({ id: idField }),
  answer: z.object({ id: z.number().int().describe('the new quote') }),
  handler: async (ctx, body) => ({ id: (await copyOrder(ctx, body.id)).id }),
});

defineRestOperation({
  family: 'quoteManagement',
  operation: 'deleteOrder',
  scope: 'superAdmin',
  body: z.object({ id: idField }),
  answer: z.object({ id: z.number().int() }),
  handler: async (ctx, body) => ({ id: await deleteOrder(ctx, body.id) }),
});

// quoteManagement/getCommunications is defined once, in quotes/rest.ts (same answer).
defineRestOperation({
  family: 'quoteManagement',
  operation: 'sendOrderStatusEmails',
  scope: 'admin',
  summary: "Emails users and contacts of the platform (the quote's, when quoteId is sent, where it is also recorded).",
  body: orderStatusEmailsInput,
  answer: z.object({ id: z.string().describe('the mail message id'), recipients: z.number().int() }),
  handler: (ctx, body) => sendOrderStatusEmails(ctx, body),
});

/** The ERP's inbound call (API token or administrator session): an order's status changed. */
defineRestOperation({
  family: 'orderManagement',
  operation: 'updateOrderStatus',
  scope: 'admin',
  summary: "The ERP reports an order's status (P Planned, S Stopped, O Ordered, H History; csiStatus W while submitted).",
  body: orderStatusInput,
  answer: z.object({ id: z.number().int(), changed: z.boolean() }),
  handler: (ctx, body) => reportOrderStatus(ctx, body),
});
