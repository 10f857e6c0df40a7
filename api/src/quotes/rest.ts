import { z } from 'zod';
import type { Context } from '../schema/context.ts';
import { defineRestOperation } from '../rest/registry.ts';
import { requireViewer } from '../schema/access.ts';
import { assertCanListType, quoteListWhere, quoteSearchWhere } from './service.ts';
import { copyQuote, createQuote, deleteQuote, listCommunications, loadQuoteForView, setQuoteCustomer, updateQuote, updateQuoteContact } from './documents.ts';
import { addProductToQuote, copyLine, createLine, deleteLine, listLines, updateLine } from './lines.ts';
import { listPickerCustomers } from './customers.ts';
import { presentLine, presentQuote } from './presenters.ts';
import { presentCustomer } from '../customers/presenters.ts';

/** `/api/v1/quoteManagement/...`: the same services as the GraphQL fields. */
const family = 'quoteManagement';
const id = z.coerce.number().int().positive();
const input = z.record(z.string(), z.unknown());
const paging = {
  limit: z.coerce.number().int().min(0).max(200).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  search: z.string().optional(),
};

const QUOTE_ORDER_FIELDS = new Set(['id', 'createdAt', 'createdDate', 'jobName', 'customerName', 'totalCost', 'erpOrderNo', 'dateOrderPlaced']);

const withLines = { lines: { orderBy: [{ lineNumber: 'asc' as const }, { id: 'asc' as const }] }, contact: true, customer: true, billingAddress: true, shippingAddress: true };

async function getQuote(ctx: Context, quoteId: number) {
  await loadQuoteForView(ctx.prisma, ctx.viewer, quoteId);
  return presentQuote(ctx.viewer, await ctx.prisma.quote.findUniqueOrThrow({ where: { id: quoteId }, include: withLines }));
}

/** A line as the viewer may see it on its document (the viewer's access to the document is already checked). */
async function presentedLine<T extends { quoteId: number }>(ctx: Context, line: T): Promise<T> {
  const quote = await ctx.prisma.quote.findUniqueOrThrow({ where: { id: line.quoteId }, select: { pid: true } });
  return presentLine(ctx.viewer, quote.pid, line);
}

defineRestOperation({ family, operation: 'getQuote', scope: 'signedIn', body: z.object({ id }).passthrough(), handler: (ctx, b) => getQuote(ctx, b.id) });
defineRestOperation({ family, operation: 'getQuoteById', scope: 'signedIn', body: z.object({ id }).passthrough(), handler: (ctx, b) => getQuote(ctx, b.id) });

defineRestOperation({
  family,
  operation: 'getQuotes',
  scope: 'signedIn',
  body: z
    .object({
      ...paging,
      type: z.coerce.number().int().default(1),
      order: z.union([z.tuple([z.string(), z.string()]), z.array(z.array(z.string()))]).optional(),
      pid: z.coerce.number().int().positive().optional(),
      username: z.string().optional(),
    })
    .passthrough(),
  handler: async (ctx, b) => {
    const viewer = assertCanListType(ctx, b.type);
    const where = { AND: [quoteListWhere(viewer, { type: b.type, pid: b.pid }), quoteSearchWhere(b.search) ?? {}] };
    const pair = (Array.isArray(b.order?.[0]) ? b.order?.[0] : b.order) as string[] | undefined;
    let field = pair?.[0] ?? 'createdAt';
    if (field === 'createdDate') field = 'createdAt';
    if (!QUOTE_ORDER_FIELDS.has(field)) field = 'createdAt';
    const direction = (pair?.[1] ?? 'DESC').toUpperCase() === 'ASC' ? 'asc' : 'desc';
    const [rows, count] = await Promise.all([
      ctx.prisma.quote.findMany({
        where,
        orderBy: [{ [field]: direction }, { id: direction }] as never,
        skip: b.offset ?? 0,
        take: b.limit ?? 12,
        include: { contact: { select: { firstName: true, lastName: true } } },
      }),
      ctx.prisma.quote.count({ where }),
    ]);
    return { rows: rows.map((row) => presentQuote(viewer, row)), count };
  },
});

defineRestOperation({
  family,
  operation: 'createQuote',
  scope: 'public',
  body: z.object({ input: input.default({}) }),
  handler: async (ctx, b) => {
    const quote = await createQuote(ctx, b.input);
    const line = b.input.line;
    if (line && typeof line === 'object' && ctx.viewer) await createLine(ctx, quote.id, line);
    return { quote: ctx.viewer ? await getQuote(ctx, quote.id) : { id: quote.id, _id: quote.clientId, type: quote.type } };
  },
});

defineRestOperation({
  family,
  operation: 'updateQuote',
  scope: 'signedIn',
  body: z.object({ id, _id: z.string().optional(), input, type: z.coerce.number().int().optional() }),
  handler: async (ctx, b) => {
    const { contact, customerId, ...rest } = b.input as Record<string, unknown>;
    if (customerId !== undefined) await setQuoteCustomer(ctx, b.id, customerId == null ? null : Number(customerId));
    if (contact && typeof contact === 'object') await updateQuoteContact(ctx, b.id, contact);
    if (Object.keys(rest).length) await updateQuote(ctx, b.id, rest);
    return getQuote(ctx, b.id);
  },
});

defineRestOperation({
  family,
  operation: 'deleteQuote',
  scope: 'signedIn',
  body: z.object({ id, _id: z.string().optional() }),
  handler: async (ctx, b) => {
    const quote = await deleteQuote(ctx, b.id);
    return { id: quote.id, _id: quote.clientId };
  },
});

defineRestOperation({
  family,
  operation: 'copyQuote',
  scope: 'signedIn',
  body: z.object({ id, _id: z.string().optional() }),
  handler: async (ctx, b) => getQuote(ctx, (await copyQuote(ctx, b.id)).id),
});

defineRestOperation({
  family,
  operation: 'getLines',
  scope: 'signedIn',
  body: z.object({ ...paging, quoteId: id }).passthrough(),
  handler: async (ctx, b) => {
    const rows = await listLines(ctx, b.quoteId, { limit: b.limit, offset: b.offset });
    const quote = await ctx.prisma.quote.findUniqueOrThrow({ where: { id: b.quoteId }, select: { pid: true } });
    return { rows: rows.map((line) => presentLine(ctx.viewer, quote.pid, line)), count: await ctx.prisma.quoteLine.count({ where: { quoteId: b.quoteId } }) };
  },
});

defineRestOperation({
  family,
  operation: 'createLine',
  scope: 'signedIn',
  body: z.object({ input: input.and(z.object({ quoteId: id })) }),
  handler: async (ctx, b) => {
    const { quoteId, ...line } = b.input;
    return presentedLine(ctx, await createLine(ctx, quoteId, line));
  },
});

defineRestOperation({
  family,
  operation: 'updateLine',
  scope: 'signedIn',
  body: z.object({ id, _id: z.string().optional(), input }),
  handler: async (ctx, b) => presentedLine(ctx, await updateLine(ctx, b.id, b.input)),
});

defineRestOperation({
  family,
  operation: 'deleteLine',
  scope: 'signedIn',
  body: z.object({ id, _id: z.string().optional(), quoteId: id.optional() }),
  handler: async (ctx, b) => {
    const line = await deleteLine(ctx, b.id);
    return { id: line.id, _id: line.clientId, quoteId: line.quoteId };
  },
});

defineRestOperation({
  family,
  operation: 'copyLine',
  scope: 'signedIn',
  body: z.object({ id, _id: z.string().optional() }),
  handler: async (ctx, b) => presentedLine(ctx, await copyLine(ctx, b.id)),
});

defineRestOperation({
  family,
  operation: 'addProduct',
  scope: 'signedIn',
  body: z.object({ quoteId: id, productId: id, quantity: z.coerce.number().int().optional() }),
  handler: async (ctx, b) => {
    const result = await addProductToQuote(ctx, b.quoteId, b.productId, b.quantity ?? 1);
    return { ...result, line: await presentedLine(ctx, result.line), message: `Added ${result.partNumber} to Quote #${b.quoteId}` };
  },
});

defineRestOperation({
  family,
  operation: 'getCommunications',
  scope: 'signedIn',
  body: z.object({ quoteId: id }),
  handler: (ctx, b) => listCommunications(ctx, b.quoteId),
});

defineRestOperation({
  family,
  operation: 'getCustomers',
  scope: 'guarded',
  body: z.object({ search: z.string().optional(), limit: z.coerce.number().int().optional() }).passthrough(),
  handler: async (ctx, b) => {
    const viewer = requireViewer(ctx.viewer);
    return (await listPickerCustomers(ctx, { search: b.search, first: b.limit })).map((customer) => presentCustomer(viewer, customer));
  },
});
