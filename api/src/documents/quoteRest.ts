import { z } from 'zod';
import type { Context } from '../context.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { idField, listPageFields, optionalIdField, pagingFields } from '../rest/fields.ts';
import { requireViewer } from '../schema/access.ts';
import { AppError, notFound } from '../schema/errors.ts';
import { assertCanListType, countQuoteList, QUOTE_LIST_ORDER_FIELDS, QUOTE_TYPE, quoteListPage, quoteListWhere, quoteSearchWhere, type QuoteListOrder } from './quoteService.ts';
import {
  contactInputSchema,
  copyQuote,
  createQuote,
  createQuoteInputSchema,
  deleteQuote,
  getQuoteDetail,
  listCommunications,
  loadQuoteForView,
  setQuoteCustomer,
  updateQuote,
  updateQuoteContact,
  updateQuoteInputSchema,
} from './quoteDocuments.ts';
import { addProductToQuote, quantityField, copyLine, createLine, createLineInputSchema, deleteLine, listLines, updateLine, updateLineInputSchema } from './lines.ts';
import { pagePickerCustomers } from './customers.ts';
import { lineAnswer, presentLineAnswer, presentQuoteAnswer, QUOTE_ANSWER_INCLUDE, quoteAnswer, quoteDetailAnswer } from './quotePresenters.ts';
import { presentCustomer } from '../customers/presenters.ts';
import { placeOrder } from './orderService.ts';
import { submitQuoteRequest } from './submission.ts';

/** `/api/v1/quoteManagement/...`: the same services as the GraphQL fields, answered with the spec's field names. */
const family = 'quoteManagement';

/** A record named by `id`, by `_id` (its client GUID) or both; both must name the same record. */
const recordRef = { id: idField.optional(), _id: z.string().min(1).optional().describe('client-generated GUID; either id or _id names the record') };
const needsIdOrClientId = (body: { id?: number; _id?: string }) => body.id !== undefined || body._id !== undefined;
const ID_REQUIRED = { message: 'id or _id is required.', path: ['id'] };

async function quoteIdOf(ctx: Context, ref: { id?: number; _id?: string }): Promise<number> {
  if (ref._id === undefined) return ref.id!;
  const row = await ctx.prisma.quote.findUnique({ where: { clientId: ref._id }, select: { id: true } });
  if (!row || (ref.id !== undefined && row.id !== ref.id)) throw notFound('Quote');
  return row.id;
}

async function lineIdOf(ctx: Context, ref: { id?: number; _id?: string }): Promise<number> {
  if (ref._id === undefined) return ref.id!;
  const row = await ctx.prisma.quoteLine.findUnique({ where: { clientId: ref._id }, select: { id: true } });
  if (!row || (ref.id !== undefined && row.id !== ref.id)) throw notFound('Line');
  return row.id;
}


/** A line as the viewer may see it on its document (the viewer's access to the document is already checked). */
async function lineAnswerOf<T extends { quoteId: number; id: number }>(ctx: Context, line: T) {
  const quote = await ctx.prisma.quote.findUniqueOrThrow({ where: { id: line.quoteId }, select: { pid: true } });
  const row = await ctx.prisma.quoteLine.findUniqueOrThrow({ where: { id: line.id }, include: { product: { select: { cost: true } } } });
  return presentLineAnswer(ctx.viewer, quote.pid, row);
}

const getQuoteBody = z.object(recordRef).refine(needsIdOrClientId, ID_REQUIRED);
for (const operation of ['getQuote', 'getQuoteById']) {
  defineRestOperation({
    family,
    operation,
    scope: 'signedIn',
    summary: 'A quote, order or quote request with its lines, customer, contact and addresses.',
    body: getQuoteBody,
    answer: quoteDetailAnswer,
    handler: async (ctx, b) => getQuoteDetail(ctx, await quoteIdOf(ctx, b)),
  });
}

/** The lists' sort fields, and the spec's createdDate for createdAt. */
const QUOTE_ORDER_FIELDS: Record<string, QuoteListOrder['field']> = {
  ...Object.fromEntries(QUOTE_LIST_ORDER_FIELDS.map((field) => [field, field])),
  createdDate: 'createdAt',
};

/** The first [field, direction] pair of a paging `order`, checked against the sortable fields. */
function orderPair<F extends string>(order: [string, string] | string[][] | undefined, fields: Record<string, F>, fallback: string) {
  const pair = (Array.isArray(order?.[0]) ? order[0] : order) as string[] | undefined;
  const requested = pair?.[0];
  if (requested !== undefined && !(requested in fields)) {
    throw new AppError(`order cannot sort by ${requested}; it sorts by ${Object.keys(fields).join(', ')}.`, { field: 'order' });
  }
  const direction = (pair?.[1] ?? 'DESC').toUpperCase();
  if (direction !== 'ASC' && direction !== 'DESC') throw new AppError('order direction must be ASC or DESC.', { field: 'order' });
  return { field: fields[requested ?? fallback]!, direction: direction === 'ASC' ? ('asc' as const) : ('desc' as const) };
}

const quoteAnswerFields = Object.keys(quoteAnswer.shape) as [string, ...string[]];

/** What a getQuotes row carries besides the quote's own fields: its customer, contact, addresses and lines. */
const QUOTE_ROW_INCLUDE = {
  ...QUOTE_ANSWER_INCLUDE,
  lines: { orderBy: [{ lineNumber: 'asc' }, { id: 'asc' }], include: { product: { select: { cost: true } } } },
} satisfies Prisma.QuoteInclude;

defineRestOperation({
  family,
  operation: 'getQuotes',
  scope: 'signedIn',
  summary: 'A page of the quotes (type 1), orders (type 2) or quote requests (type 3) the caller may see.',
  body: z.object({
    ...pagingFields(12),
    type: z.coerce.number().int().min(1).max(3).default(QUOTE_TYPE.quote),
    username: z.string().optional().describe("only the documents this user created (the caller's own username: their own documents)"),
    attributes: z.array(z.enum(quoteAnswerFields)).optional().describe('answer only these fields of each row (id is always included)'),
    pid: optionalIdField.describe('role level 9: only this platform'),
    groupId: optionalIdField.describe('only documents of this group'),
  }),
  answer: z.object({ rows: z.array(quoteAnswer.partial().required({ id: true })).describe('each row has every field of a quote unless attributes names some'), count: z.number().int().describe('the same as total') }),
  handler: async (ctx, b) => {
    const viewer = assertCanListType(ctx, b.type);
    const mine = b.username !== undefined && b.username === viewer.username;
    const filters = [
      quoteListWhere(viewer, { type: b.type, pid: b.pid, mine }),
      quoteSearchWhere(b.search) ?? {},
      b.username !== undefined && !mine ? { username: b.username } : {},
      b.groupId !== undefined ? { groupId: b.groupId } : {},
    ];
    const where = { AND: filters };
    const { field, direction } = orderPair(b.order, QUOTE_ORDER_FIELDS, 'createdAt');
    const wanted = b.attributes && new Set(['id', ...b.attributes]);
    // The related records each row documents, read only when the row is to carry them.
    const related = Object.fromEntries(Object.entries(QUOTE_ROW_INCLUDE).filter(([key]) => !wanted || wanted.has(key) || (key === 'customer' && wanted.has('companyName')) || (key === 'contact' && (wanted.has('firstName') || wanted.has('lastName')))));
    // The lists' one path: the page's ids in the list's order, then those rows with what they carry.
    const [rows, count] = await Promise.all([
      quoteListPage(ctx, where, { field, direction }, { offset: b.offset, limit: b.limit }, { include: related as typeof QUOTE_ROW_INCLUDE }),
      countQuoteList(ctx, where),
    ]);
    const answers = rows.map((row) => presentQuoteAnswer(viewer, row));
    return restPage({ rows: wanted ? answers.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => wanted.has(key)))) : answers, count }, count);
  },
});

const lineInput = createLineInputSchema;

defineRestOperation({
  family,
  operation: 'createQuote',
  scope: 'signedIn',
  summary: 'A new quote (a quote request for role level 0) on the caller’s platform, optionally with its first line. Visitors raise theirs by saving a configuration.',
  body: z.object({
    input: createQuoteInputSchema.extend({ line: lineInput.optional().describe('a first line, as createLine takes it (without quoteId)') }).default({}),
  }),
  answer: z.object({ quote: quoteDetailAnswer }),
  handler: async (ctx, b) => {
    const { line, ...input } = b.input;
    const quote = await createQuote(ctx, input);
    if (line) await createLine(ctx, quote.id, line);
    return { quote: await getQuoteDetail(ctx, quote.id) };
  },
});

defineRestOperation({
  family,
  operation: 'updateQuote',
  scope: 'signedIn',
  summary:
    'Job fields, customer, contact and addresses of a quote. Input type 2 (with the platform integration) places the order, as placeOrder does.',
  body: z
    .object({
      ...recordRef,
      type: z.coerce.number().int().optional().describe('the document type; as input.type when input has none'),
      input: updateQuoteInputSchema.extend({
        contact: contactInputSchema.partial().optional().describe("the quote contact's email and phone"),
        integration: z.string().optional().describe("with type 2: the platform's integration (default, visual or CSI)"),
      }),
    })
    .refine(needsIdOrClientId, ID_REQUIRED),
  answer: quoteDetailAnswer,
  handler: async (ctx, b) => {
    const id = await quoteIdOf(ctx, b);
    const { contact, customerId, integration, type = b.type, ...rest } = b.input;
    const current = await loadQuoteForView(ctx.prisma, ctx.viewer, id);
    const placing = type === QUOTE_TYPE.order && current.type !== QUOTE_TYPE.order;
    if (integration !== undefined) {
      const platform = await ctx.prisma.platform.findUniqueOrThrow({ where: { id: current.pid }, select: { integration: true } });
      if (!placing) throw new AppError('integration is sent only with type 2, to place the order.', { field: 'input.integration' });
      if (integration.toLowerCase() !== platform.integration.toLowerCase()) {
        throw new AppError(`integration must be the platform's integration (${platform.integration}).`, { field: 'input.integration' });
      }
    }
    if (customerId !== undefined) await setQuoteCustomer(ctx, id, customerId);
    if (contact) await updateQuoteContact(ctx, id, contact);
    const fields = placing || type === current.type ? rest : { ...rest, type };
    if (Object.keys(fields).length) await updateQuote(ctx, id, fields);
    if (placing) await placeOrder(ctx, id, {});
    return getQuoteDetail(ctx, id);
  },
});

defineRestOperation({
  family,
  operation: 'submitQuoteRequest',
  scope: 'signedIn',
  summary:
    "Sends the caller's own quote request (or, for a card payer, quote) to the platform's sales contacts, who are emailed, when card payment is not available; the order checks run first. The answer's submittedAt says it was sent.",
  body: z.object(recordRef).refine(needsIdOrClientId, ID_REQUIRED),
  answer: quoteDetailAnswer,
  handler: async (ctx, b) => {
    const id = await quoteIdOf(ctx, b);
    await submitQuoteRequest(ctx, id);
    return getQuoteDetail(ctx, id);
  },
});

defineRestOperation({
  family,
  operation: 'deleteQuote',
  scope: 'signedIn',
  body: z.object(recordRef).refine(needsIdOrClientId, ID_REQUIRED),
  answer: z.object({ id: z.number().int(), _id: z.string() }),
  handler: async (ctx, b) => {
    const quote = await deleteQuote(ctx, await quoteIdOf(ctx, b));
    return { id: quote.id, _id: quote.clientId };
  },
});

defineRestOperation({
  family,
  operation: 'copyQuote',
  scope: 'signedIn',
  summary: 'Copies a quote or order, its lines and their configurations, into a new quote of the caller.',
  body: z.object(recordRef).refine(needsIdOrClientId, ID_REQUIRED),
  answer: quoteDetailAnswer,
  handler: async (ctx, b) => getQuoteDetail(ctx, (await copyQuote(ctx, await quoteIdOf(ctx, b))).id),
});

const LINE_ORDER_FIELDS: Record<string, string> = {
  id: 'id',
  lineNumber: 'lineNumber',
  partNumber: 'partNumber',
  description: 'description',
  quantity: 'quantity',
  price: 'price',
  createdAt: 'createdAt',
  createdDate: 'createdAt',
};

defineRestOperation({
  family,
  operation: 'getLines',
  scope: 'signedIn',
  summary: 'A page of the lines of a document, in line order unless order says otherwise.',
  body: z.object({
    ...pagingFields(),
    quoteId: idField,
    username: z.string().optional().describe('only lines added by this user'),
    erpId: z.string().optional().describe('only lines with this ERP line id'),
  }),
  answer: z.object({ rows: z.array(lineAnswer), count: z.number().int().describe('the same as total') }),
  handler: async (ctx, b) => {
    const { field, direction } = orderPair(b.order ?? ['lineNumber', 'ASC'], LINE_ORDER_FIELDS, 'lineNumber');
    const { rows, count, pid } = await listLines(ctx, b.quoteId, {
      limit: b.limit,
      offset: b.offset,
      search: b.search,
      username: b.username,
      erpId: b.erpId,
      orderBy: { field, direction },
    });
    return restPage({ rows: rows.map((line) => presentLineAnswer(ctx.viewer, pid, line)), count }, count);
  },
});

defineRestOperation({
  family,
  operation: 'createLine',
  scope: 'signedIn',
  body: z.object({ input: lineInput.extend({ quoteId: idField }) }),
  answer: lineAnswer,
  handler: async (ctx, b) => {
    const { quoteId, ...line } = b.input;
    return lineAnswerOf(ctx, await createLine(ctx, quoteId, line));
  },
});

defineRestOperation({
  family,
  operation: 'updateLine',
  scope: 'signedIn',
  summary: 'Quantity, or (from a configuration or by a dealer) Details, price, image, text and session of a line.',
  body: z.object({ ...recordRef, input: updateLineInputSchema }).refine(needsIdOrClientId, ID_REQUIRED),
  answer: lineAnswer,
  handler: async (ctx, b) => lineAnswerOf(ctx, await updateLine(ctx, await lineIdOf(ctx, b), b.input)),
});

defineRestOperation({
  family,
  operation: 'deleteLine',
  scope: 'signedIn',
  body: z.object({ ...recordRef, quoteId: idField.optional().describe('when sent, the line must be on this document') }).refine(needsIdOrClientId, ID_REQUIRED),
  answer: z.object({ id: z.number().int(), _id: z.string(), quoteId: z.number().int() }),
  handler: async (ctx, b) => {
    const id = await lineIdOf(ctx, b);
    if (b.quoteId !== undefined) {
      const line = await ctx.prisma.quoteLine.findUnique({ where: { id }, select: { quoteId: true } });
      if (line && line.quoteId !== b.quoteId) throw notFound('Line');
    }
    const line = await deleteLine(ctx, id);
    return { id: line.id, _id: line.clientId, quoteId: line.quoteId };
  },
});

defineRestOperation({
  family,
  operation: 'copyLine',
  scope: 'signedIn',
  body: z.object(recordRef).refine(needsIdOrClientId, ID_REQUIRED),
  answer: lineAnswer,
  handler: async (ctx, b) => lineAnswerOf(ctx, await copyLine(ctx, await lineIdOf(ctx, b))),
});

defineRestOperation({
  family,
  operation: 'addProduct',
  scope: 'signedIn',
  summary: 'Adds a fixed-price product to a quote (or raises the quantity of its line).',
  body: z.object({ quoteId: idField, productId: idField, quantity: quantityField.optional().describe('a whole number of at least 1; default 1') }),
  answer: z.object({ line: lineAnswer, created: z.boolean().describe('false when the quantity of an existing line was raised'), partNumber: z.string(), message: z.string() }),
  handler: async (ctx, b) => {
    const result = await addProductToQuote(ctx, b.quoteId, b.productId, b.quantity ?? 1);
    return { line: await lineAnswerOf(ctx, result.line), created: result.created, partNumber: result.partNumber, message: result.message };
  },
});

const communicationAnswer = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  kind: z.string().describe('email, note or status'),
  subject: z.string(),
  body: z.string(),
  recipients: z.string(),
  createdByUserId: z.number().int().nullable(),
  createdAt: z.string(),
});

defineRestOperation({
  family,
  operation: 'getCommunications',
  scope: 'signedIn',
  summary: 'The emails, notes and status changes recorded on a document, newest first.',
  body: z.object({ quoteId: idField, ...listPageFields() }),
  answer: z.array(communicationAnswer),
  handler: async (ctx, b) => {
    const { rows, total } = await listCommunications(ctx, b.quoteId, b);
    return restPage(
      rows.map((row) => ({
        id: row.id,
        quoteId: row.quoteId,
        kind: row.kind,
        subject: row.subject,
        body: row.body,
        recipients: row.recipients,
        createdByUserId: row.createdByUserId,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
    );
  },
});

defineRestOperation({
  family,
  operation: 'getCustomers',
  scope: 'guarded',
  summary: "The quote's customer picker (role level above 1): customers with an ERP id, company names matched by prefix.",
  body: z.object({ search: z.string().optional(), ...listPageFields(50) }),
  answer: z.array(
    z.object({
      id: z.number().int(),
      pid: z.number().int(),
      erpId: z.string().nullable(),
      companyName: z.string(),
      cpqProfileOption: z.string().nullable(),
    }),
  ),
  handler: async (ctx, b) => {
    const viewer = requireViewer(ctx.viewer);
    const { rows, total } = await pagePickerCustomers(ctx, b.search, b);
    return restPage(
      rows.map((row) => {
        const customer = presentCustomer(viewer, row);
        return { id: customer.id, pid: customer.pid, erpId: customer.erpId, companyName: customer.companyName, cpqProfileOption: customer.cpqProfileOption };
      }),
      total,
    );
  },
});
