import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { idField, listPageFields } from '../rest/fields.ts';
import { addOrderComment, addOrderShipment, listOrderTimeline, orderCommentInput, orderShipmentInput, presentOrderEvent } from './service.ts';
import { ORDER_EVENT_KINDS } from '@quotecraft/rules/orderEvents';
import { orderStatusTypeInput, setOrderStatusType } from '../documents/statusChanges.ts';

const orderEventAnswer = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  kind: z.enum(ORDER_EVENT_KINDS),
  at: z.string().describe('ISO 8601'),
  text: z.string(),
  actor: z.string().describe("a user's name, or ERP, Stripe, System"),
  data: z.unknown().describe('what the kind carries: status codes, tracking numbers and URLs per line, the RMA, the email'),
});

defineRestOperation({
  family: 'orderManagement',
  operation: 'getOrderTimeline',
  scope: 'guarded',
  summary: "An order's timeline, newest first: placed, ERP acknowledgement, status changes, payments, shipments, returns, emails and comments.",
  body: z.object({ quoteId: idField.describe('the order'), ...listPageFields() }),
  answer: z.array(orderEventAnswer),
  handler: async (ctx, body) => {
    const events = await listOrderTimeline(ctx, body.quoteId);
    return restPage(events.slice(body.offset, body.offset + body.limit).map(presentOrderEvent), events.length);
  },
});

defineRestOperation({
  family: 'orderManagement',
  operation: 'addOrderComment',
  scope: 'guarded',
  summary: "A comment on an order's timeline, by the buyer or the platform's staff.",
  body: orderCommentInput.extend({ quoteId: idField.describe('the order') }),
  answer: orderEventAnswer,
  handler: async (ctx, body) => presentOrderEvent(await addOrderComment(ctx, body)),
});

defineRestOperation({
  family: 'orderManagement',
  operation: 'addOrderShipment',
  scope: 'admin',
  summary: "An administrator of the order's platform (or the ERP's token) enters tracking numbers and URLs for lines of the order, by line number.",
  body: orderShipmentInput.extend({ quoteId: idField.describe('the order') }),
  answer: orderEventAnswer,
  handler: async (ctx, body) => presentOrderEvent(await addOrderShipment(ctx, body)),
});

defineRestOperation({
  family: 'orderManagement',
  operation: 'setOrderStatusType',
  scope: 'admin',
  summary:
    "An administrator of the order's platform sets one of its status types (statusTypesMgmt) on the order, when their role level is at least the status type's minimum; answers the new status event on the order's timeline.",
  body: orderStatusTypeInput.extend({ quoteId: idField.describe('the order'), statusTypeId: idField.describe('a visible status type of the order\'s platform') }),
  answer: orderEventAnswer,
  handler: async (ctx, body) => presentOrderEvent(await setOrderStatusType(ctx, body)),
});
