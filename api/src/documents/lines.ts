import { randomUUID } from 'node:crypto';
import { audited } from '../audit/record.ts';
import { z } from 'zod';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import type { ProductStock } from '../schema/loaders.ts';
import { requireViewer, type Viewer } from '../schema/access.ts';
import { AppError, notFound } from '../schema/errors.ts';
import { finishedSessionLineFields } from '../configurator/service.ts';
import { lineName } from '../configurator/lineChecks.ts';
import { checkLineTotal, MAX_QUOTE_TOTAL, recomputeQuoteTotals, totalTooLarge } from './totals.ts';
import { loadQuoteForEdit, loadQuoteForView } from './quoteDocuments.ts';
import { catalogProductWhere } from '../catalog/service.ts';
import { canViewQuote, QUOTE_ACCESS_SELECT, QUOTE_TYPE, visibleQuoteSql } from './quoteService.ts';
import { prepared, type PreparedStatement } from '../db/prepared.ts';
import { assertQuoteEditable, editableQuoteSql } from './placing.ts';
import { assertOrderLineChange } from './orderChanges.ts';
import { formatMoney } from '@quotecraft/rules/money';
import { lineQuantityProblem, FIXED_PRICE_LINE_HAS_NO_CONFIGURATION } from '@quotecraft/rules/quantities';
import { orderWithIdTieBreak } from '../db/listOrder.ts';
import { unitPriceProblem } from '@quotecraft/rules/approvals';
import { formatWhen, voidApprovalsAfterChange, voidApprovalsOfLine } from '../approvals/service.ts';
import { publishApprovalEvent } from './events.ts';

type Db = PrismaClient | Prisma.TransactionClient;

type StockOf = Pick<ProductStock, 'isNonConfigurable' | 'quantityInStock'> | null | undefined;

/** Fixed-price products with a stock count limit a line's quantity to that count. */
function stockLimit(product: StockOf) {
  return product?.isNonConfigurable && product.quantityInStock != null ? product.quantityInStock : null;
}

/** The most a line's quantity may be (its product's stock limit), its product read once per request with the others'. */
export async function lineQuantityLimit(ctx: Pick<Context, 'loaders'>, line: { productId: number | null }): Promise<number | null> {
  return line.productId == null ? null : stockLimit(await ctx.loaders.productStock.load(line.productId));
}

function checkQuantity(quantity: number, product: StockOf) {
  const problem = lineQuantityProblem(quantity, stockLimit(product));
  if (problem) throw new AppError(problem, { field: 'quantity' });
}

/** A line quantity in an input: a whole number of at least 1 (the stock is checked against the product). */
export const quantityField = z.union([z.number(), z.string()]).transform((value, issue) => {
  const problem = lineQuantityProblem(value);
  if (problem) {
    issue.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return Number(value);
}).describe('a whole number of at least 1');

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
/** A unit price: whole cents (a sub-cent price is refused, never rounded to $0.00), not negative. */
const unitPrice = z
  .union([z.number(), z.string()])
  .transform((value, issue) => {
    const problem = unitPriceProblem(value);
    if (problem) {
      issue.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return Number(value);
  })
  .pipe(z.number().min(0, 'Price cannot be negative.').max(9_999_999_999, 'Price is too large.'))
  .describe('a unit price in whole cents, not negative');

export const createLineInputSchema = z.object({
  cost: money.nullish(),
  _id: z.string().trim().min(1).max(64).optional(),
  configurationId: z.string().trim().max(120).optional(),
  headerId: z.string().trim().max(120).nullish(),
  productId: z.coerce.number().int().positive().nullish(),
  quantity: quantityField.optional(),
  price: unitPrice.optional(),
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
    quantity: quantityField,
    Details: detailsSchema,
    details: detailsSchema,
    price: unitPrice,
    imgUrl: z.string().max(2_000_000).nullable(),
    sessionId: z.string().max(120).nullable(),
    sourceConfigurationId: z.string().max(120).nullable(),
    description: z.string().max(2000),
    partNumber: z.string().max(200),
    cost: money.nullable(),
  })
  .partial();

/** The level from which a signed-in user (a dealer, an administrator) may set a line's price and text. */
export const PRICE_OVERRIDE_LEVEL = 3;

/**
 * What a line costs and says comes from the server: a fixed-price line from its product, a
 * configured line from its finished configuration. Only these callers may set it by hand.
 */
export const mayOverridePrices = (viewer: Viewer) => viewer.kind === 'user' && viewer.roleLevel >= PRICE_OVERRIDE_LEVEL;

const SERVER_SET_FIELDS = {
  price: 'Price',
  cost: 'Cost',
  partNumber: 'Part number',
  description: 'Description',
  Details: 'Details',
  details: 'Details',
  imgUrl: 'Image',
} as const;

/**
 * Below level 3, and for every API token, a line's price, cost, part number, description, details
 * and image cannot be sent at all: the attempt is refused whole, naming the field, rather than
 * quietly dropped.
 */
function refuseServerSetFields(viewer: Viewer, rawInput: unknown) {
  if (mayOverridePrices(viewer) || rawInput == null || typeof rawInput !== 'object') return;
  for (const [field, label] of Object.entries(SERVER_SET_FIELDS)) {
    if ((rawInput as Record<string, unknown>)[field] !== undefined) {
      throw new AppError(`${label} comes from the product or its configuration and cannot be set.`, { field, code: 'FORBIDDEN' });
    }
  }
}

const cents = (value: string | number | Prisma.Decimal) => new Prisma.Decimal(value).toDecimalPlaces(2);
const dollars = (value: Prisma.Decimal | null) => (value == null ? 'no price' : formatMoney(value));
/** Whether a price set by hand differs from the one the line had from its source: such a price is an override. */
const overrides = (from: Prisma.Decimal | null, to: Prisma.Decimal) => from == null || !from.equals(to);

/** A price set by hand is written to the quote's communications: which line, who, when, from and to. */
async function recordPriceOverride(
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  quote: { id: number; pid: number },
  line: { lineNumber: number; partNumber: string },
  from: Prisma.Decimal | null,
  to: Prisma.Decimal,
) {
  if (!overrides(from, to)) return;
  const who = `${viewer.firstName} ${viewer.lastName}`.trim();
  const at = new Date();
  await tx.communication.create({
    data: {
      quoteId: quote.id,
      pid: quote.pid,
      kind: 'note',
      subject: 'Price override',
      body:
        `${lineName(line)}: unit price changed from ${dollars(from)} to ${dollars(to)}` +
        ` by ${who ? `${who} (${viewer.username})` : viewer.username} on ${formatWhen(at)}.`,
      createdByUserId: viewer.userId,
      createdAt: at,
    },
  });
}

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

/** What a fixed-price line takes from its product. */
function productLineFields(product: Prisma.ProductGetPayload<object>) {
  return {
    price: cents(product.defaultPrice ?? 0),
    imgUrl: product.img || product.imageUrl || product.base64Image || null,
    description: product.description || product.name,
    partNumber: product.productNumber,
    details: [] as Prisma.InputJsonValue,
    headerId: product.headerId,
  };
}

/** A line to add at the end of a quote: what it shows and costs (its number and configuration id are given when it is added). */
export interface NewLine {
  clientId?: string;
  headerId: string | null;
  productId: number | null;
  quantity: number;
  price: Prisma.Decimal | string;
  priceOverride?: boolean;
  listPrice: Prisma.Decimal | string | null;
  priceSetByLevel?: number | null;
  cost?: number | null;
  imgUrl: string | null;
  description: string;
  partNumber: string;
  modelNo?: string | null;
  modelVersion?: number | null;
  type?: number | null;
  details: unknown;
  isNonConfigurable: boolean;
  sourceConfigurationId?: string | null;
  sourceHeaderId?: string | null;
  sessionId?: string | null;
}

/** The most lines one insert statement writes. */
const LINE_INSERT_BATCH = 1000;

const text = (value: { toString(): string } | null | undefined) => (value == null ? null : value.toString());

/**
 * Adds lines at the end of a quote, as every way of adding one does (a line added by hand, a
 * configured line, a line import): numbered after the quote's last line, each with the
 * configuration id `{quoteId}_{lineNumber}`, a whole quantity of at least 1 and a line total within
 * the limit (`totalField` names the field a refusal points at). The caller has loaded the quote for
 * edit in `tx` and recomputes its totals afterwards. The lines are written with one
 * `INSERT … SELECT FROM unnest(…)` per batch: a handful of array parameters instead of a query
 * compiled per row. Returns the new lines' ids and numbers in the order given.
 */
export async function insertLines(
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  quoteId: number,
  lines: readonly NewLine[],
  totalField: 'quantity' | 'price' = 'quantity',
): Promise<{ id: number; lineNumber: number }[]> {
  for (const line of lines) {
    const problem = lineQuantityProblem(line.quantity);
    if (problem) throw new AppError(problem, { field: 'quantity' });
    checkLineTotal(line.quantity, line.price, totalField);
  }
  const first = await nextLineNumber(tx, quoteId);
  const added: { id: number; lineNumber: number }[] = [];
  for (let start = 0; start < lines.length; start += LINE_INSERT_BATCH) {
    const batch = lines.slice(start, start + LINE_INSERT_BATCH);
    const numbers = batch.map((_, index) => first + start + index);
    const column = <T,>(pick: (line: NewLine, index: number) => T) => batch.map(pick);
    const rows = await tx.$queryRaw<{ id: number; lineNumber: number }[]>`
      INSERT INTO "QuoteLine" ("_id", "quoteId", "lineNumber", "configurationId", "headerId", "productId", "quantity", "price", "priceOverride",
        "listPrice", "priceSetByLevel", "cost", "imgUrl", "description", "partNumber", "modelNo", "modelVersion", "username", "type", "details",
        "isNonConfigurable", "sourceConfigurationId", "sourceHeaderId", "sessionId", "quoteCreated", "createdAt", "updatedAt")
      SELECT s.client, ${quoteId}, s.n::int, ${`${quoteId}_`} || s.n, s.header, s.product::int, s.quantity::int, s.price::numeric, s.override::boolean,
        s.list::numeric, s.level::int, s.cost::numeric, s.img, s.description, s.part, s.model, s.version::int, ${viewer.username}, s.type::int, s.details::jsonb,
        s.fixed::boolean, s.source, s.sourceheader, s.session, '1', now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
      FROM unnest(
        ${column((line) => line.clientId ?? randomUUID())}::text[], ${numbers.map(String)}::text[], ${column((line) => line.headerId)}::text[],
        ${column((line) => text(line.productId))}::text[], ${column((line) => String(line.quantity))}::text[], ${column((line) => text(line.price))}::text[],
        ${column((line) => String(line.priceOverride ?? false))}::text[], ${column((line) => text(line.listPrice))}::text[],
        ${column((line) => text(line.priceSetByLevel))}::text[], ${column((line) => text(line.cost))}::text[], ${column((line) => line.imgUrl)}::text[],
        ${column((line) => line.description)}::text[], ${column((line) => line.partNumber)}::text[], ${column((line) => line.modelNo ?? null)}::text[],
        ${column((line) => text(line.modelVersion))}::text[], ${column((line) => text(line.type))}::text[],
        ${column((line) => JSON.stringify(line.details ?? []))}::text[], ${column((line) => String(line.isNonConfigurable))}::text[],
        ${column((line) => line.sourceConfigurationId ?? null)}::text[], ${column((line) => line.sourceHeaderId ?? null)}::text[],
        ${column((line) => line.sessionId ?? null)}::text[]
      ) WITH ORDINALITY AS s(client, n, header, product, quantity, price, override, list, level, cost, img, description, part, model, version, type,
        details, fixed, source, sourceheader, session, position)
      ORDER BY s.position
      RETURNING id, "lineNumber"`;
    added.push(...rows.sort((a, b) => a.lineNumber - b.lineNumber));
  }
  return added;
}

/**
 * Adds a line to a quote. Its configuration id is always `{quoteId}_{lineNumber}`. A fixed-price
 * product's line takes price, part number, description and image from the product; a configured
 * line takes them, with its details, from a finished configuration session of the quote (see
 * `finishedSessionLineFields`). From level 3 a signed-in user may set them by hand, and may add a
 * line without a product; a price set so is recorded in the quote's communications.
 */
export async function createLine(ctx: Context, quoteId: number, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  refuseServerSetFields(viewer, rawInput);
  const input = parseOrThrow(createLineInputSchema, rawInput);
  const override = mayOverridePrices(viewer);
  return ctx.prisma.$transaction(async (tx) => {
    const quote = await loadQuoteForEdit(tx, viewer, quoteId);
    const configured = input.sessionId ? await finishedSessionLineFields(tx, input.sessionId, quote) : null;
    if (configured && input.productId != null && configured.productId !== input.productId) {
      throw new AppError('The configuration is of another product.', { field: 'productId' });
    }
    const product = configured
      ? configured.productId == null
        ? null
        : await tx.product.findUnique({ where: { id: configured.productId } })
      : input.productId != null
        ? await loadProduct(tx, viewer, input.productId, quote.pid)
        : null;
    const fixed = product ? product.isNonConfigurable : !configured && override && (input.isNonConfigurable ?? false);
    if (fixed && configured) throw new AppError('A fixed-price product has no configuration.', { field: 'sessionId' });
    if (!override && !product && !configured) throw new AppError('productId is required.', { field: 'productId' });
    if (!override && !fixed && !configured) throw new AppError('A configured product is added by finishing its configuration.', { field: 'sessionId' });
    const quantity = input.quantity ?? 1;
    checkQuantity(quantity, product);
    const fromServer = configured ?? (product && fixed ? productLineFields(product) : null);
    const serverPrice = fromServer ? cents(fromServer.price) : null;
    const price = input.price !== undefined ? cents(input.price) : (serverPrice ?? cents(0));
    const totalField = input.price !== undefined && input.quantity === undefined ? 'price' : 'quantity';
    const partNumber = input.partNumber ?? fromServer?.partNumber ?? product?.productNumber ?? '';
    const [added] = await insertLines(
      tx,
      viewer,
      quoteId,
      [
        {
          clientId: input._id,
          headerId: fromServer?.headerId ?? product?.headerId ?? (override ? (input.headerId ?? null) : null),
          productId: product?.id ?? null,
          quantity,
          price,
          priceOverride: input.price !== undefined && overrides(serverPrice, price),
          listPrice: serverPrice,
          priceSetByLevel: input.price !== undefined && overrides(serverPrice, price) ? viewer.roleLevel : null,
          cost: input.cost ?? null,
          imgUrl: input.imgUrl !== undefined ? input.imgUrl : (fromServer?.imgUrl ?? null),
          description: input.description ?? fromServer?.description ?? product?.name ?? '',
          partNumber,
          modelNo: configured?.modelNo ?? null,
          modelVersion: configured?.modelVersion ?? null,
          type: input.type ?? null,
          details: input.Details ?? input.details ?? fromServer?.details ?? [],
          isNonConfigurable: fixed,
          sourceConfigurationId: input.sourceConfigurationId ?? null,
          sourceHeaderId: input.sourceHeaderId ?? null,
          sessionId: configured?.sessionId ?? null,
        },
      ],
      totalField,
    );
    const { lineNumber } = added!;
    const line = await tx.quoteLine.findUniqueOrThrow({ where: { id: added!.id } });
    if (input.price !== undefined) await recordPriceOverride(tx, viewer, quote, { lineNumber, partNumber }, serverPrice, price);
    await recomputeQuoteTotals(tx, quoteId, totalField);
    return line;
  });
}

/**
 * The catalog's Add To Quote for a fixed-price product: raises the quantity of the line that
 * already holds it, or adds a line. Returns the line, whether it was new and the message to show.
 */
export async function addProductToQuote(ctx: Context, quoteId: number, productId: number, quantity = 1) {
  const viewer = requireViewer(ctx.viewer);
  return ctx.prisma.$transaction(async (tx) => {
    const quote = await loadQuoteForEdit(tx, viewer, quoteId);
    const product = await loadProduct(tx, viewer, productId, quote.pid);
    if (!product.isNonConfigurable) throw new AppError('This product must be configured before it is added.', { field: 'productId' });
    checkQuantity(quantity, null);
    const existing = await tx.quoteLine.findFirst({ where: { quoteId, productId, isNonConfigurable: true }, orderBy: { lineNumber: 'asc' } });
    let line;
    if (existing) {
      const next = existing.quantity + quantity;
      checkQuantity(next, product);
      checkLineTotal(next, existing.price, 'quantity');
      line = await tx.quoteLine.update({ where: { id: existing.id }, data: { quantity: next } });
    } else {
      checkQuantity(quantity, product);
      checkLineTotal(quantity, productLineFields(product).price, 'quantity');
      const lineNumber = await nextLineNumber(tx, quoteId);
      line = await tx.quoteLine.create({
        data: {
          ...productLineFields(product),
          clientId: randomUUID(),
          quoteId,
          lineNumber,
          configurationId: `${quoteId}_${lineNumber}`,
          productId: product.id,
          quantity,
          username: viewer.username,
          isNonConfigurable: true,
          quoteCreated: '1',
        },
      });
    }
    await recomputeQuoteTotals(tx, quoteId);
    return { line, created: !existing, partNumber: product.productNumber, message: `Added ${product.productNumber} to Quote #${quoteId}` };
  });
}

/**
 * A line the viewer may change. A line of an order is changed only as `assertOrderLineChange` allows
 * (reconfigured or deleted by an administrator while the ERP has not accepted the order); anyone
 * else is told what the quote became.
 */
async function loadLineForEdit(db: Db, viewer: Viewer, id: number, action: 'reconfigure' | 'delete' | 'other' = 'other') {
  const line = await db.quoteLine.findUnique({
    where: { id },
    include: {
      product: { select: { isNonConfigurable: true, quantityInStock: true } },
      quote: { select: QUOTE_ACCESS_SELECT },
    },
  });
  if (!line || !canViewQuote(viewer, line.quote)) throw notFound('Line');
  if (line.quote.type === QUOTE_TYPE.order) await assertOrderLineChange(db, viewer, line.quoteId, action);
  else await assertQuoteEditable(db, line.quoteId);
  return line;
}

/**
 * Quantity (1 to stock), or a reconfigured line: its details, price, image, part number and
 * description from a finished configuration session of its quote. From level 3 a signed-in user
 * may also set them by hand; a price set so is recorded in the quote's communications.
 */
export async function updateLine(ctx: Context, id: number, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  refuseServerSetFields(viewer, rawInput);
  const input = parseOrThrow(updateLineInputSchema, rawInput);
  if (input.quantity !== undefined && Object.keys(input).length === 1) return updateLineQuantity(ctx, id, input.quantity);
  let voided: Awaited<ReturnType<typeof voidApprovalsOfLine>> = [];
  const changed = await ctx.prisma.$transaction(async (tx) => {
    const line = await loadLineForEdit(tx, viewer, id, input.sessionId ? 'reconfigure' : 'other');
    const data: Prisma.QuoteLineUncheckedUpdateInput = {};
    if (input.quantity !== undefined) {
      checkQuantity(input.quantity, line.product);
      data.quantity = input.quantity;
    }
    let basePrice = line.price;
    if (input.sessionId) {
      if (line.isNonConfigurable) throw new AppError(FIXED_PRICE_LINE_HAS_NO_CONFIGURATION, { field: 'sessionId' });
      const configured = await finishedSessionLineFields(tx, input.sessionId, line.quote);
      if (line.productId != null && configured.productId !== line.productId) throw new AppError('The configuration is of another product.', { field: 'sessionId' });
      const { productId: _productId, headerId: _headerId, ...fields } = configured;
      Object.assign(data, fields);
      basePrice = cents(configured.price);
      data.priceOverride = false;
      data.listPrice = basePrice;
      data.priceSetByLevel = null;
    } else if (input.sessionId === null) {
      data.sessionId = null;
    }
    // Set by hand: refused above below level 3.
    const details = input.Details ?? input.details;
    if (details !== undefined) data.details = details as Prisma.InputJsonValue;
    for (const key of ['imgUrl', 'description', 'partNumber', 'cost', 'sourceConfigurationId'] as const) {
      if (input[key] !== undefined) (data as Record<string, unknown>)[key] = input[key];
    }
    if (input.price !== undefined) {
      data.price = cents(input.price);
      data.priceOverride = (!input.sessionId && line.priceOverride) || overrides(basePrice, cents(input.price));
      // The discount off list price is the setter's: their level's limit applies.
      const list = (data.listPrice as Prisma.Decimal | undefined) ?? line.listPrice ?? (line.priceOverride ? null : line.price);
      if (data.listPrice === undefined && line.listPrice == null && list != null) data.listPrice = list;
      data.priceSetByLevel = list != null && list.equals(cents(input.price)) ? null : viewer.roleLevel;
    }
    const totalField = input.quantity !== undefined ? 'quantity' : 'price';
    checkLineTotal((data.quantity as number | undefined) ?? line.quantity, (data.price as Prisma.Decimal | string | undefined) ?? line.price, totalField);
    const write = () => tx.quoteLine.update({ where: { id }, data });
    // a price set by hand is audited with the line before and after
    const updated = input.price !== undefined ? await audited(ctx, { action: 'override', entity: 'QuoteLine', ids: [id] }, write, { tx }) : await write();
    if (input.price !== undefined) await recordPriceOverride(tx, viewer, line.quote, updated, basePrice, updated.price);
    await recomputeQuoteTotals(tx, line.quoteId, totalField);
    // An approval covers its lines at their price and quantity: a change voids it.
    if (!updated.price.equals(line.price) || updated.quantity !== line.quantity) voided = await voidApprovalsOfLine(tx, viewer, id);
    return updated;
  });
  for (const approval of voided) publishApprovalEvent(ctx.pubsub, approval, 'voided');
  return changed;
}

/** The quantity change, one statement per shape of the access condition. */
const quantityChangeStatements = new Map<string, PreparedStatement>();

/**
 * The quantity buttons' change, checks included, as one statement: the line changes only if the
 * caller may edit its quote (`access`, the `canEditQuote` rule as SQL, its parameters from $3) and
 * the new quantity is within the stock of a stock-limited product and leaves a total the quote's
 * column can hold (its total read as locked); the quote's total follows by the change's difference
 * (atomic without a transaction). Parameters: $1 line id, $2 quantity, then
 * the access condition's. No row: nothing changed.
 *
 * Concurrent changes to the lines of one quote: the statement locks the quote row first and the
 * line after (the order of `assertQuoteEditable` and the changes after it), each row lock handing
 * it the row's latest version; the difference is taken from the line as locked and added to the
 * quote's total as it is when its UPDATE runs, which PostgreSQL re-reads under the row lock. A
 * total summed from the lines here would see them as they were when the statement started and
 * miss changes committed while it waited.
 * The quote is found by its id read from the line, and updated by the id the first step locked,
 * never by joining on a line's `quoteId`: from its sixth run a prepared statement may take a generic
 * plan, and such a join's was a merge join walking the whole "Quote" primary key (58 ms on 100,000
 * quotes instead of 0.4; docs/PERFORMANCE.md).
 */
function quantityChangeStatement(access: { key: string; sql: string }): PreparedStatement {
  let statement = quantityChangeStatements.get(access.key);
  if (!statement) {
    statement = prepared(`WITH quote AS (
        SELECT q.id, q."totalCost" FROM "Quote" q
        WHERE q.id = (SELECT "quoteId" FROM "QuoteLine" WHERE id = $1) AND q.type <> ${QUOTE_TYPE.order} AND (${access.sql})
        FOR NO KEY UPDATE OF q
      ), line AS (
        SELECT l.id, l."quoteId", l.quantity, l.price FROM "QuoteLine" l
        WHERE l.id = $1 AND l."quoteId" = (SELECT id FROM quote)
          AND $2::int <= COALESCE((SELECT p."quantityInStock" FROM "Product" p WHERE p.id = l."productId" AND p."isNonConfigurable"), $2::int)
          AND (SELECT "totalCost" FROM quote) + ($2::int - l.quantity) * l.price <= ${MAX_QUOTE_TOTAL}
        FOR UPDATE OF l
      ), t AS (
        UPDATE "QuoteLine" l SET "quantity" = $2::int, "updatedAt" = now() AT TIME ZONE 'UTC'
        FROM line
        WHERE l.id = line.id
        RETURNING l.id, line."quoteId", ($2::int - line.quantity) * line.price AS difference
      )
      UPDATE "Quote" q SET "totalCost" = q."totalCost" + t.difference, "updatedAt" = now() AT TIME ZONE 'UTC'
      FROM t
      WHERE q.id = (SELECT id FROM quote)
      RETURNING t.id, t."quoteId",
        EXISTS (SELECT 1 FROM "QuoteApproval" a WHERE a."quoteId" = t."quoteId" AND a.status IN ('pending', 'approved')) AS "approvalOpen"`);
    quantityChangeStatements.set(access.key, statement);
  }
  return statement;
}

/**
 * The quantity buttons (pressed in quick succession): the same rules as `updateLine` with a
 * quantity alone, checked and applied by one statement (see `quantityChangeStatement`). When it
 * changes nothing, the checks run one by one to say why.
 */
export async function updateLineQuantity(ctx: Context, id: number, rawQuantity: unknown): Promise<{ id: number; quoteId: number }> {
  const viewer = requireViewer(ctx.viewer);
  const { quantity } = parseOrThrow(updateLineInputSchema, { quantity: rawQuantity });
  checkQuantity(quantity!, null);
  const access = editableQuoteSql(visibleQuoteSql(viewer, 'q', 3));
  const { rows } = await ctx.sql.query<{ id: number; quoteId: number; approvalOpen: boolean }>({ ...quantityChangeStatement(access), values: [id, quantity, ...access.params] });
  if (rows.length === 1) {
    const { approvalOpen, ...changed } = rows[0]!;
    // An approval covers its lines at their quantity: an open one may no longer apply.
    if (approvalOpen) await voidApprovalsAfterChange(ctx, viewer, id);
    return changed;
  }
  const line = await loadLineForEdit(ctx.prisma, viewer, id);
  checkQuantity(quantity!, line.product);
  checkLineTotal(quantity!, line.price, 'quantity');
  const quote = await ctx.prisma.quote.findUniqueOrThrow({ where: { id: line.quoteId }, select: { totalCost: true } });
  if (quote.totalCost.plus(line.price.times(quantity! - line.quantity)).greaterThan(MAX_QUOTE_TOTAL)) throw totalTooLarge('quantity');
  throw notFound('Line');
}

export async function deleteLine(ctx: Context, id: number) {
  const viewer = requireViewer(ctx.viewer);
  return ctx.prisma.$transaction(async (tx) => {
    const line = await loadLineForEdit(tx, viewer, id, 'delete');
    await audited(ctx, { action: 'delete', entity: 'QuoteLine', ids: [id], pid: line.quote.pid }, (tx) => tx.quoteLine.delete({ where: { id } }), { tx });
    await recomputeQuoteTotals(tx, line.quoteId);
    return line;
  });
}

/** The line copy, one statement per shape of the access condition. */
const lineCopyStatements = new Map<string, PreparedStatement>();

/**
 * Copy Line as one statement: the copy is made only if the caller may edit the line's quote
 * (`access`, the `canEditQuote` rule as SQL with `assertQuoteEditable`'s, its parameters from $6)
 * and the copy leaves a total the quote's column can hold. It takes the next line number, the
 * configuration id `{quoteId}_{n}`, the source's ids as its sources, a configuration session of its
 * own (a copy of the line's session when it is a configured line's and of the quote's platform, as
 * `copyLineConfiguration`), and the quote's total and line count follow by the copy's amount.
 * Parameters: $1 line id, $2 username, $3 the copy's GUID, $4 the copied session's id, $5 user id.
 * No row: nothing was copied. The quote's row lock is taken first, as every change of its lines
 * does; the quote is found by its id read from the line and updated by that id (see `quantityChangeStatement`).
 */
function lineCopyStatement(access: { key: string; sql: string }): PreparedStatement {
  let statement = lineCopyStatements.get(access.key);
  if (!statement) {
    statement = prepared(`WITH quote AS (
        SELECT q.id, q.pid, q."totalCost" FROM "Quote" q
        WHERE q.id = (SELECT "quoteId" FROM "QuoteLine" WHERE id = $1) AND q.type <> ${QUOTE_TYPE.order} AND (${access.sql})
        FOR NO KEY UPDATE OF q
      ), src AS (
        SELECT l.* FROM "QuoteLine" l
        WHERE l.id = $1 AND l."quoteId" = (SELECT id FROM quote)
          AND (SELECT "totalCost" FROM quote) + l.quantity * l.price <= ${MAX_QUOTE_TOTAL}
      ), next AS (
        SELECT COALESCE(max(x."lineNumber"), 0) + 1 AS n FROM "QuoteLine" x WHERE x."quoteId" = (SELECT id FROM quote)
      ), session AS (
        INSERT INTO "ConfiguratorSession" (id, pid, "productId", "modelVersionId", "userId", "configurationId", "headerId", engine, state, price,
                                           "isComplete", "finishedAt", "updatedAt")
        SELECT $4, s.pid, s."productId", s."modelVersionId", COALESCE($5::int, s."userId"), src."quoteId" || '_' || next.n, s."headerId", s.engine,
               s.state, s.price, s."isComplete", s."finishedAt", now() AT TIME ZONE 'UTC'
        FROM src, next, "ConfiguratorSession" s
        WHERE NOT src."isNonConfigurable" AND s.id = src."sessionId" AND s.pid = (SELECT pid FROM quote)
        RETURNING id
      ), copy AS (
        INSERT INTO "QuoteLine" ("_id", "quoteId", "lineNumber", "configurationId", "sourceConfigurationId", "sourceHeaderId", "sessionId", username,
                                 "headerId", "productId", quantity, price, "priceOverride", cost, "imgUrl", description, "partNumber", series,
                                 "modelNo", type, details, "isNonConfigurable", "modelVersion", "quoteCreated", "updatedAt")
        SELECT $3, src."quoteId", next.n, src."quoteId" || '_' || next.n, NULLIF(src."configurationId", ''), src."headerId", (SELECT id FROM session), $2,
               src."headerId", src."productId", src.quantity, src.price, src."priceOverride", src.cost, src."imgUrl", src.description, src."partNumber",
               src.series, src."modelNo", src.type, src.details, src."isNonConfigurable", src."modelVersion", src."quoteCreated", now() AT TIME ZONE 'UTC'
        FROM src, next
        RETURNING id, "quoteId", quantity * price AS amount
      )
      UPDATE "Quote" q SET "totalCost" = q."totalCost" + copy.amount, "lineCount" = q."lineCount" + 1, "updatedAt" = now() AT TIME ZONE 'UTC'
      FROM copy
      WHERE q.id = (SELECT id FROM quote)
      RETURNING copy.id, copy."quoteId"`);
    lineCopyStatements.set(access.key, statement);
  }
  return statement;
}

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Copy Line: a new GUID and configuration id `{quoteId}_{n}`, the configuration copied on the
 * server, in one statement (see `lineCopyStatement`). The statement reads the last line number as
 * its snapshot had it: a line another change added while it waited for the quote's lock takes the
 * same number, the copy fails on the (quoteId, lineNumber) key and runs again, seeing that line.
 * When it copies nothing, the checks run one by one to say why.
 */
export async function copyLine(ctx: Context, id: number): Promise<{ id: number; quoteId: number }> {
  const viewer = requireViewer(ctx.viewer);
  const access = editableQuoteSql(visibleQuoteSql(viewer, 'q', 6));
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { rows } = await ctx.sql.query<{ id: number; quoteId: number }>({
        ...lineCopyStatement(access),
        values: [id, viewer.username, randomUUID(), randomUUID(), viewer.userId ?? null, ...access.params],
      });
      if (rows.length === 1) return rows[0]!;
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION || attempt === 3) throw error;
    }
  }
  const line = await loadLineForEdit(ctx.prisma, viewer, id);
  const quote = await ctx.prisma.quote.findUniqueOrThrow({ where: { id: line.quoteId }, select: { totalCost: true } });
  if (quote.totalCost.plus(line.price.times(line.quantity)).greaterThan(MAX_QUOTE_TOTAL)) throw totalTooLarge('quantity');
  throw notFound('Line');
}

export interface LineListOptions {
  limit?: number;
  offset?: number;
  /** part number or description contains */
  search?: string;
  username?: string;
  erpId?: string;
  orderBy?: { field: string; direction: 'asc' | 'desc' };
}

/** A page of a document's lines (with their product's cost, for the cost columns), the count of all that match, and the document's platform. */
export async function listLines(ctx: Context, quoteId: number, options: LineListOptions = {}) {
  const viewer = requireViewer(ctx.viewer);
  const quote = await loadQuoteForView(ctx.prisma, viewer, quoteId);
  const term = options.search?.trim();
  const where: Prisma.QuoteLineWhereInput = {
    quoteId,
    ...(options.username !== undefined && { username: options.username }),
    ...(options.erpId !== undefined && { erpId: options.erpId }),
    ...(term && { OR: [{ partNumber: { contains: term, mode: 'insensitive' } }, { description: { contains: term, mode: 'insensitive' } }] }),
  };
  const { field, direction } = options.orderBy ?? { field: 'lineNumber', direction: 'asc' };
  const [rows, count] = await Promise.all([
    ctx.prisma.quoteLine.findMany({
      where,
      orderBy: orderWithIdTieBreak(field, direction) as Prisma.QuoteLineOrderByWithRelationInput[],
      skip: options.offset ?? 0,
      take: Math.min(options.limit ?? 1000, 1000),
      include: { product: { select: { cost: true } } },
    }),
    ctx.prisma.quoteLine.count({ where }),
  ]);
  return { rows, count, pid: quote.pid };
}
