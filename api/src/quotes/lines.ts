import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { Context, Viewer } from '../schema/context.ts';
import { requireViewer } from '../schema/access.ts';
import { AppError, notFound } from '../schema/errors.ts';
import { copyLineConfiguration } from '../configurator/copy.ts';
import { recomputeQuoteTotals } from './totals.ts';
import { canEditQuote, lineCopyData, loadQuoteForEdit, loadQuoteForView } from './documents.ts';
import { catalogProductWhere } from './catalog.ts';
import { QUOTE_ACCESS_SELECT, rememberVisibleQuote, visibleQuoteSql } from './service.ts';
import { quantityChangeStatement, type ChangedLineSelection } from './lineRows.ts';

type Db = PrismaClient | Prisma.TransactionClient;

export const QUANTITY_MESSAGES = {
  belowOne: 'Cannot set quantity to a number less than 1.',
  aboveStock: 'Cannot set quantity to a number greater than the number in stock.',
} as const;

/** Fixed-price products with a stock count limit a line's quantity to that count. */
function stockLimit(product: { isNonConfigurable: boolean; quantityInStock: number | null } | null | undefined) {
  return product?.isNonConfigurable && product.quantityInStock != null ? product.quantityInStock : null;
}

function checkQuantity(quantity: number, product: { isNonConfigurable: boolean; quantityInStock: number | null } | null | undefined) {
  if (!Number.isInteger(quantity) || quantity < 1) throw new AppError(QUANTITY_MESSAGES.belowOne, { field: 'quantity' });
  const limit = stockLimit(product);
  if (limit != null && quantity > limit) throw new AppError(QUANTITY_MESSAGES.aboveStock, { field: 'quantity' });
}

export async function nextLineNumber(db: Db, quoteId: number) {
  const last = await db.quoteLine.aggregate({ where: { quoteId }, _max: { lineNumber: true } });
  return (last._max.lineNumber ?? 0) + 1;
}

const detailRow = z.object({ Caption: z.unknown().optional(), Value: z.unknown().optional(), Type: z.unknown().optional() }).passthrough();
const detailsSchema = z.union([z.array(detailRow), z.string().transform((text, issue) => {
  try {
    const parsed = JSON.parse(text || '[]');
    if (Array.isArray(parsed)) return parsed as Record<string, unknown>[];
  } catch {
    // reported below
  }
  issue.addIssue({ code: 'custom', message: 'Details must be a JSON list of detail rows.' });
  return z.NEVER;
})]);

const money = z.coerce.number().min(0, 'Price cannot be negative.').max(9_999_999_999, 'Price is too large.');

export const createLineInputSchema = z.object({
  _id: z.string().trim().min(1).max(64).optional(),
  configurationId: z.string().trim().max(120).optional(),
  headerId: z.string().trim().max(120).nullish(),
  productId: z.coerce.number().int().positive().nullish(),
  quantity: z.coerce.number().int().optional(),
  price: money.optional(),
  imgUrl: z.string().max(2_000_000).nullish(),
  description: z.string().max(2000).optional(),
  partNumber: z.string().max(200).optional(),
  type: z.coerce.number().int().nullish(),
  Details: detailsSchema.optional(),
  details: detailsSchema.optional(),
  isNonConfigurable: z.boolean().optional(),
  sourceConfigurationId: z.string().max(120).nullish(),
  sourceHeaderId: z.string().max(120).nullish(),
  sessionId: z.string().max(120).nullish(),
});

export const updateLineInputSchema = z
  .object({
    quantity: z.coerce.number(),
    Details: detailsSchema,
    details: detailsSchema,
    price: money,
    imgUrl: z.string().max(2_000_000).nullable(),
    sessionId: z.string().max(120).nullable(),
    sourceConfigurationId: z.string().max(120).nullable(),
    description: z.string().max(2000),
    partNumber: z.string().max(200),
  })
  .partial();

function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new AppError(issue.message, { field: issue.path.join('.') || undefined });
}

async function loadProduct(db: Db, viewer: Viewer, productId: number, pid: number) {
  const product = await db.product.findFirst({ where: { AND: [{ id: productId, pid }, await catalogProductWhere(db, viewer)] } });
  if (!product) throw new AppError('Product not found.', { field: 'productId', code: 'NOT_FOUND' });
  return product;
}

/** The configurator session a line points at; it must belong to the quote's platform. */
async function loadSession(db: Db, sessionId: string | null | undefined, pid: number) {
  if (!sessionId) return null;
  const session = await db.configuratorSession.findUnique({ where: { id: sessionId }, select: { id: true, pid: true, price: true } });
  if (!session || session.pid !== pid) throw new AppError('Configuration session not found.', { field: 'sessionId', code: 'NOT_FOUND' });
  return session;
}

/** Adds a line to a quote. Fixed-price products take their price from the catalog, configured lines from the input. */
export async function createLine(ctx: Context, quoteId: number, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  const input = parseOrThrow(createLineInputSchema, rawInput);
  return ctx.prisma.$transaction(async (tx) => {
    const quote = await loadQuoteForEdit(tx, viewer, quoteId);
    rememberVisibleQuote(ctx, quote);
    const product = input.productId != null ? await loadProduct(tx, viewer, input.productId, quote.pid) : null;
    const session = await loadSession(tx, input.sessionId, quote.pid);
    const quantity = input.quantity ?? 1;
    checkQuantity(quantity, product);
    const lineNumber = await nextLineNumber(tx, quoteId);
    const fixed = product?.isNonConfigurable ?? input.isNonConfigurable ?? false;
    const line = await tx.quoteLine.create({
      data: {
        clientId: input._id ?? randomUUID(),
        quoteId,
        lineNumber,
        configurationId: input.configurationId || `${quoteId}_${lineNumber}`,
        headerId: input.headerId ?? product?.headerId ?? null,
        productId: product?.id ?? null,
        quantity,
        // A configured line's price is its configuration session's when there is one.
        price: fixed && product ? (product.defaultPrice ?? 0) : (session?.price ?? input.price ?? 0),
        imgUrl: input.imgUrl ?? (product ? product.img || product.imageUrl || product.base64Image : null),
        description: input.description ?? product?.description ?? '',
        partNumber: input.partNumber ?? product?.productNumber ?? '',
        username: viewer.username,
        type: input.type ?? null,
        details: (input.Details ?? input.details ?? []) as Prisma.InputJsonValue,
        isNonConfigurable: fixed,
        sourceConfigurationId: input.sourceConfigurationId ?? null,
        sourceHeaderId: input.sourceHeaderId ?? null,
        sessionId: input.sessionId ?? null,
        quoteCreated: '1',
      },
    });
    await recomputeQuoteTotals(tx, quoteId);
    return line;
  });
}

/**
 * The catalog's Add To Quote for a fixed-price product: raises the quantity of the line that
 * already holds it, or adds a line. Returns the line and whether it was new.
 */
export async function addProductToQuote(ctx: Context, quoteId: number, productId: number, quantity = 1) {
  const viewer = requireViewer(ctx.viewer);
  return ctx.prisma.$transaction(async (tx) => {
    const quote = await loadQuoteForEdit(tx, viewer, quoteId);
    rememberVisibleQuote(ctx, quote);
    const product = await loadProduct(tx, viewer, productId, quote.pid);
    if (!product.isNonConfigurable) throw new AppError('This product must be configured before it is added.', { field: 'productId' });
    if (!Number.isInteger(quantity) || quantity < 1) throw new AppError(QUANTITY_MESSAGES.belowOne, { field: 'quantity' });
    const existing = await tx.quoteLine.findFirst({ where: { quoteId, productId, isNonConfigurable: true }, orderBy: { lineNumber: 'asc' } });
    let line;
    if (existing) {
      const next = existing.quantity + quantity;
      checkQuantity(next, product);
      line = await tx.quoteLine.update({ where: { id: existing.id }, data: { quantity: next } });
    } else {
      checkQuantity(quantity, product);
      const lineNumber = await nextLineNumber(tx, quoteId);
      line = await tx.quoteLine.create({
        data: {
          clientId: randomUUID(),
          quoteId,
          lineNumber,
          configurationId: `${quoteId}_${lineNumber}`,
          headerId: product.headerId,
          productId: product.id,
          quantity,
          price: product.defaultPrice ?? 0,
          imgUrl: product.img || product.imageUrl || product.base64Image || null,
          description: product.description || product.name,
          partNumber: product.productNumber,
          username: viewer.username,
          isNonConfigurable: true,
          quoteCreated: '1',
        },
      });
    }
    await recomputeQuoteTotals(tx, quoteId);
    return { line, created: !existing, partNumber: product.productNumber };
  });
}

async function loadLineForEdit(db: Db, viewer: Viewer, id: number) {
  const line = await db.quoteLine.findUnique({
    where: { id },
    include: {
      product: { select: { isNonConfigurable: true, quantityInStock: true } },
      quote: { select: QUOTE_ACCESS_SELECT },
    },
  });
  if (!line || !canEditQuote(viewer, line.quote)) throw notFound('Line');
  return line;
}

/** Quantity (1 to stock), or a reconfigured line's details, price, image and session. */
export async function updateLine(ctx: Context, id: number, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  const input = parseOrThrow(updateLineInputSchema, rawInput);
  if (input.quantity !== undefined && Object.keys(input).length === 1) {
    const line = await loadLineForEdit(ctx.prisma, viewer, id);
    await updateLineQuantity(ctx, id, input.quantity);
    return { ...line, quantity: input.quantity };
  }
  return ctx.prisma.$transaction(async (tx) => {
    const line = await loadLineForEdit(tx, viewer, id);
    rememberVisibleQuote(ctx, line.quote);
    const data: Prisma.QuoteLineUncheckedUpdateInput = {};
    if (input.quantity !== undefined) {
      checkQuantity(input.quantity, line.product);
      data.quantity = input.quantity;
    }
    const details = input.Details ?? input.details;
    if (details !== undefined) data.details = details as Prisma.InputJsonValue;
    // A fixed-price line keeps the catalog price; a reconfigured line takes its session's price.
    const session = input.sessionId ? await loadSession(tx, input.sessionId, line.quote.pid) : null;
    if (!line.isNonConfigurable) {
      if (session) data.price = session.price;
      else if (input.price !== undefined) data.price = input.price;
    }
    for (const key of ['imgUrl', 'sessionId', 'sourceConfigurationId', 'description', 'partNumber'] as const) {
      if (input[key] !== undefined) (data as Record<string, unknown>)[key] = input[key];
    }
    const updated = await tx.quoteLine.update({ where: { id }, data });
    await recomputeQuoteTotals(tx, line.quoteId);
    return updated;
  });
}

const ID_ONLY: ChangedLineSelection = { line: ['id'], quote: null };

/**
 * The quantity buttons (pressed in quick succession): the same rules as `updateLine` with a
 * quantity alone, checked and applied by one statement sent straight through the pool, which
 * returns the selected columns of the line and its quote. When it changes nothing, the checks run
 * one by one to say why.
 */
export async function updateLineQuantity(ctx: Context, id: number, rawQuantity: unknown, selection: ChangedLineSelection = ID_ONLY) {
  const viewer = requireViewer(ctx.viewer);
  const { quantity } = parseOrThrow(updateLineInputSchema, { quantity: rawQuantity });
  checkQuantity(quantity!, null);
  const access = visibleQuoteSql(viewer, 'q', 3);
  const change = quantityChangeStatement(selection, access);
  const { rows } = await ctx.sql.query({ ...change.statement, values: [id, quantity, ...access.params] });
  if (rows.length === 1) {
    const changed = change.split(rows[0]);
    rememberVisibleQuote(ctx, changed.quote as { id: number; pid: number });
    return changed;
  }
  const line = await loadLineForEdit(ctx.prisma, viewer, id);
  checkQuantity(quantity!, line.product);
  throw notFound('Line');
}

export async function deleteLine(ctx: Context, id: number) {
  const viewer = requireViewer(ctx.viewer);
  return ctx.prisma.$transaction(async (tx) => {
    const line = await loadLineForEdit(tx, viewer, id);
    rememberVisibleQuote(ctx, line.quote);
    await tx.quoteLine.delete({ where: { id } });
    await recomputeQuoteTotals(tx, line.quoteId);
    return line;
  });
}

/** Copy Line: a new GUID and configuration id `{quoteId}_{n}`, the configuration copied on the server. */
export async function copyLine(ctx: Context, id: number) {
  const viewer = requireViewer(ctx.viewer);
  return ctx.prisma.$transaction(async (tx) => {
    const line = await loadLineForEdit(tx, viewer, id);
    rememberVisibleQuote(ctx, line.quote);
    const lineNumber = await nextLineNumber(tx, line.quoteId);
    const configurationId = `${line.quoteId}_${lineNumber}`;
    const sessionId = line.isNonConfigurable
      ? null
      : await copyLineConfiguration(tx, { fromConfigurationId: line.configurationId, toConfigurationId: configurationId, userId: viewer.userId });
    const copy = await tx.quoteLine.create({
      data: {
        ...lineCopyData(line),
        clientId: randomUUID(),
        quoteId: line.quoteId,
        lineNumber,
        configurationId,
        sourceConfigurationId: line.configurationId || null,
        sourceHeaderId: line.headerId,
        sessionId: sessionId ?? line.sessionId,
        username: viewer.username,
        trackingNumber: null,
        trackingUrl: null,
        erpId: null,
      },
    });
    await recomputeQuoteTotals(tx, line.quoteId);
    return copy;
  });
}

export async function listLines(ctx: Context, quoteId: number, options: { limit?: number; offset?: number } = {}) {
  const viewer = requireViewer(ctx.viewer);
  await loadQuoteForView(ctx.prisma, viewer, quoteId);
  return ctx.prisma.quoteLine.findMany({
    where: { quoteId },
    orderBy: [{ lineNumber: 'asc' }, { id: 'asc' }],
    skip: options.offset ?? 0,
    take: Math.min(options.limit ?? 1000, 1000),
  });
}
