import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { idField } from '../rest/fields.ts';
import { quoteDetailAnswer } from './quotePresenters.ts';
import { getQuoteDetail } from './quoteDocuments.ts';
import {
  copyOrder,
  deleteOrder,
  orderStatusEmailsInput,
  orderStatusInput,
  placeOrder,
  placeOrderInput,
  reportOrderStatus,
  sendOrderStatusEmails,
  ORDER_MESSAGES,
} from './orderService.ts';
import { PLACING_MESSAGES } from './placing.ts';
import { jobFieldTooLong } from '@quotecraft/rules/jobFields';
import { PAYMENT_MESSAGES } from '../payments/service.ts';
import { ERP_NOT_ALLOWED, ERP_UNREACHABLE, erpRefusedMessage } from '../erp/types.ts';
import type { RestRefusal } from '../rest/registry.ts';

/** placeOrder's refusals (spec part 1 §4.5 and the placement's own), in the order they are checked. */
const placeOrderRefusals: RestRefusal[] = [
  { status: 404, message: 'Quote not found.', when: 'no quote has this id, or the caller may not see it' },
  { status: 409, message: PLACING_MESSAGES.ordered, when: 'the quote is already an order placed by someone else (its placer gets the order again)' },
  { status: 403, message: 'A quote request cannot be sent to the ERP.', when: 'a quote request (type 3) without card checkout' },
  { status: 400, message: jobFieldTooLong('jobName'), field: 'input.jobName', when: 'likewise Specifier (`input.specifier`) and Specifier Location (`input.specifierLocation`)' },
  { status: 409, message: PLACING_MESSAGES.placing, when: 'another placement of the quote is under way' },
  { status: 400, message: ORDER_MESSAGES.noLines, field: 'lines', when: 'the quote has no lines' },
  { status: 400, message: ORDER_MESSAGES.noErpId, field: 'customer', when: "the quote's customer has no ERP ID (not asked with card checkout)" },
  { status: 400, message: ORDER_MESSAGES.jobName, field: 'input.jobName', when: 'no job name, neither sent nor saved on the quote' },
  { status: 400, message: ORDER_MESSAGES.specifier, field: 'input.specifier', when: 'no specifier' },
  { status: 400, message: ORDER_MESSAGES.specifierLocation, field: 'input.specifierLocation', when: 'no specifier location' },
  { status: 409, message: '<line> now costs <price> (quoted at <price>); the quote now shows the current price. Review the total and place the order again.', field: 'lines', when: "a fixed-price line's product price changed since it was quoted (the quote is updated); a configured line its model no longer accepts is refused with the configurator's message" },
  { status: 409, message: PAYMENT_MESSAGES.notConfirmed, field: 'payment', when: `card checkout: the payment is missing or unconfirmed; likewise "${PAYMENT_MESSAGES.otherQuote}", "${PAYMENT_MESSAGES.amount}", "${PAYMENT_MESSAGES.changed}"` },
  { status: 409, message: erpRefusedMessage('order', 422), when: `the ERP refused the order (its HTTP status in the text); "${ERP_UNREACHABLE}" or "${ERP_NOT_ALLOWED}" when it could not be called; the integration's own message when the platform's ERP is not configured` },
  { status: 409, message: `<the ERP failure> ${PLACING_MESSAGES.uncertain}`, when: 'the ERP may have taken the order: placing it again finishes it' },
  { status: 409, message: PLACING_MESSAGES.changed, when: 'the quote changed while the order was sent' },
];

defineRestOperation({
  family: 'quoteManagement',
  operation: 'placeOrder',
  scope: 'signedIn',
  summary: 'Checks the quote (part 1 §4.5), sends it to the platform ERP (or verifies the card payment) and turns it into an order.',
  body: z.object({ id: idField, input: placeOrderInput.optional().describe('job fields saved before the checks') }),
  answer: quoteDetailAnswer,
  refusals: placeOrderRefusals,
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

// quoteManagement/getCommunications is defined once, in quoteRest.ts (same answer).
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
