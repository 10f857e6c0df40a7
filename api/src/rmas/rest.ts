import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { idField, optionalIdField, listPageFields } from '../rest/fields.ts';
import {
  createRma,
  createRmaDetail,
  createRmaFromOrder,
  deleteRma,
  deleteRmaDetail,
  getRma,
  listRmaDetails,
  listRmas,
  submitRma,
  setRmaStatus,
  addRmaComment,
  listRmaComments,
  rmaStatusInput,
  rmaCommentInput,
  updateRma,
  updateRmaDetail,
} from './service.ts';
import { presentRma, presentRmaDetail, rmaAnswer, rmaDetailAnswer } from './presenters.ts';

defineRestOperation({
  family: 'RMAManagement',
  operation: 'getRMAs',
  scope: 'guarded',
  summary: "The RMAs of the caller's group filter (without one: administrators their platform's, others their own), newest first.",
  body: z.object({
    filters: z.object({ pid: optionalIdField, status: z.string().optional() }).optional(),
    pid: optionalIdField.describe('level 9: one platform'),
    status: z.string().optional().describe('Not Submitted, Submitted, Received, Inspected, Approved (credit), Approved (replacement), Rejected or Closed'),
    ...listPageFields(),
  }),
  answer: z.array(rmaAnswer),
  handler: async (ctx, body) => {
    const { rows, total } = await listRmas(ctx, body.pid ?? body.filters?.pid, body, body.status ?? body.filters?.status);
    return restPage(rows.map(presentRma), total);
  },
});

defineRestOperation({
  family: 'RMAManagement',
  operation: 'getRMA',
  scope: 'guarded',
  body: z.object({ id: idField }),
  answer: rmaAnswer,
  handler: async (ctx, body) => presentRma(await getRma(ctx, body.id)),
});

defineRestOperation({
  family: 'RMAManagement',
  operation: 'createRMAFromQuote',
  scope: 'guarded',
  summary: 'An RMA for an order the caller may see, with one blank detail line.',
  body: z.object({ quoteId: idField.describe('the order') }),
  answer: rmaAnswer,
  handler: async (ctx, body) => presentRma(await createRmaFromOrder(ctx, body.quoteId)),
});

defineRestOperation({
  family: 'RMAManagement',
  operation: 'createRMA',
  scope: 'guarded',
  summary: 'A standalone RMA, not submitted, with one blank detail line.',
  body: z.object({}),
  answer: rmaAnswer,
  handler: async (ctx) => presentRma(await createRma(ctx)),
});

defineRestOperation({
  family: 'RMAManagement',
  operation: 'updateRMA',
  scope: 'guarded',
  summary: 'Changes the fields sent, until the RMA is submitted.',
  body: z.object({ id: idField, input: z.object({ modelNo: z.string().nullish(), requestDate: z.string().optional().describe('a date, e.g. 2026-11-24') }) }),
  answer: rmaAnswer,
  handler: async (ctx, body) => presentRma(await updateRma(ctx, body.id, body.input)),
});

defineRestOperation({
  family: 'RMAManagement',
  operation: 'deleteRMA',
  scope: 'superAdmin',
  summary: 'Deletes the RMA with its lines; answers it as it was.',
  body: z.object({ id: idField }),
  answer: rmaAnswer,
  handler: async (ctx, body) => presentRma(await deleteRma(ctx, body.id)),
});

defineRestOperation({
  family: 'RMAManagement',
  operation: 'submitRMA',
  scope: 'guarded',
  summary: 'Submits a complete RMA once; the submitter recorded is the caller.',
  body: z.object({
    id: idField,
    firstName: z.string().optional().describe("the legacy client sends the caller's names; the caller's account is what is recorded"),
    lastName: z.string().optional(),
  }),
  answer: rmaAnswer,
  handler: async (ctx, body) => presentRma(await submitRma(ctx, body.id)),
});

defineRestOperation({
  family: 'RMADetailManagement',
  operation: 'getRMADetails',
  scope: 'guarded',
  summary: 'The detail lines of an RMA the caller may see.',
  body: z.object({ RMAId: idField, pid: optionalIdField.describe("the RMA's platform (the lines are the RMA's whatever it says)"), ...listPageFields() }),
  answer: z.array(rmaDetailAnswer),
  handler: async (ctx, body) => {
    const { rows, total } = await listRmaDetails(ctx, body.RMAId, body);
    return restPage(rows.map(presentRmaDetail), total);
  },
});

const number = z.union([z.number(), z.string()]);

/** The detail form's fields; the RMA service checks them (spec part 3 §5). */
const detailFields = {
  productNumber: z.string().nullish(),
  quantity: number.nullish().describe('1 or more; from an order at most the ordered quantity'),
  orderedQuantity: number.nullish().describe('standalone RMAs; from an order it is the order\'s'),
  modelNo: z.string().nullish().describe('NA if there is none'),
  reason: z.string().nullish(),
  timeInService: z.string().nullish(),
};

defineRestOperation({
  family: 'RMADetailManagement',
  operation: 'createRMADetail',
  scope: 'guarded',
  summary: 'A detail line: blank (quantity 1) when no product, model or reason is given, otherwise checked.',
  body: z.object({ input: z.object({ RMAId: idField, pid: optionalIdField.describe("the RMA's platform"), ...detailFields }) }),
  answer: rmaDetailAnswer,
  handler: async (ctx, body) => {
    const { RMAId, ...fields } = body.input;
    return presentRmaDetail(await createRmaDetail(ctx, RMAId, fields));
  },
});

defineRestOperation({
  family: 'RMADetailManagement',
  operation: 'updateRMADetail',
  scope: 'guarded',
  body: z.object({ id: idField, input: z.object(detailFields) }),
  answer: rmaDetailAnswer,
  handler: async (ctx, body) => presentRmaDetail(await updateRmaDetail(ctx, body.id, body.input)),
});

defineRestOperation({
  family: 'RMADetailManagement',
  operation: 'deleteRMADetail',
  scope: 'guarded',
  summary: 'Deletes a line of an RMA not yet submitted; answers it as it was.',
  body: z.object({ id: idField }),
  answer: rmaDetailAnswer,
  handler: async (ctx, body) => presentRmaDetail(await deleteRmaDetail(ctx, body.id)),
});

const rmaCommentAnswer = z.object({
  id: z.number().int(),
  author: z.string(),
  status: z.string().nullable().describe('the status the RMA was set to with this comment'),
  text: z.string(),
  photoUrl: z.string().nullable(),
  createdAt: z.string(),
});

const presentRmaComment = (c: { id: number; author: string; status: string | null; text: string; photoPath: string | null; createdAt: Date }) => ({
  id: c.id,
  author: c.author,
  status: c.status,
  text: c.text,
  photoUrl: c.photoPath ? `/uploads/${c.photoPath}` : null,
  createdAt: c.createdAt.toISOString(),
});

defineRestOperation({
  family: 'RMAManagement',
  operation: 'setRMAStatus',
  scope: 'admin',
  summary: "An administrator of the RMA's platform moves a submitted RMA on (Received, Inspected, Approved (credit), Approved (replacement), Rejected, Closed) with a comment; it goes on the order's timeline.",
  body: z.object({ id: idField }).extend(rmaStatusInput.shape),
  answer: rmaAnswer,
  handler: async (ctx, body) => presentRma(await setRmaStatus(ctx, body.id, body)),
});

defineRestOperation({
  family: 'RMAManagement',
  operation: 'addRMAComment',
  scope: 'guarded',
  summary: 'A comment on a submitted RMA, with an optional photo (the id /api/uploadfile answered).',
  body: z.object({ id: idField }).extend(rmaCommentInput.shape),
  answer: rmaCommentAnswer,
  handler: async (ctx, body) => presentRmaComment(await addRmaComment(ctx, body.id, body)),
});

defineRestOperation({
  family: 'RMAManagement',
  operation: 'getRMAComments',
  scope: 'guarded',
  summary: "An RMA's comments and status changes, oldest first.",
  body: z.object({ id: idField, ...listPageFields() }),
  answer: z.array(rmaCommentAnswer),
  handler: async (ctx, body) => {
    const comments = await listRmaComments(ctx, body.id);
    return restPage(comments.slice(body.offset, body.offset + body.limit).map(presentRmaComment), comments.length);
  },
});
