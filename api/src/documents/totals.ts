import { lineTotal as priceTimesQuantity, multiplyToCents } from '@quotecraft/rules/money';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import { AppError } from '../schema/errors.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** A line's total: quantity x price, to the cent, by the rule the web client shares (the quote's total is the sum of these). */
export const lineTotal = (line: { quantity: number; price: { toFixed(places: number): string } }) => priceTimesQuantity(line.price.toFixed(2), line.quantity);

/**
 * The most a quote's total may be: "Quote"."totalCost" is numeric(14, 2). A line's price column,
 * numeric(12, 2), holds less (its input is limited to that), and its quantity is an int4.
 */
export const MAX_QUOTE_TOTAL = '999999999999.99';
const MAX_QUOTE_TOTAL_CENTS = 99_999_999_999_999n;
export { MAX_LINE_QUANTITY } from '@quotecraft/rules/quantities';
export const QUOTE_TOTAL_TOO_LARGE = 'Quantity × price is too large: a line or quote total can be at most $999,999,999,999.99.';

/** The refusal of a change that would take a line's or the quote's total past what it can hold, naming the field changed. */
export const totalTooLarge = (field: 'quantity' | 'price') => new AppError(QUOTE_TOTAL_TOO_LARGE, { field });

/** Refuses a line whose quantity × price alone is more than a quote's total can hold, before anything is written. */
export function checkLineTotal(quantity: number, price: { toFixed(places: number): string } | string | number, field: 'quantity' | 'price') {
  const cents = multiplyToCents(typeof price === 'object' ? price.toFixed(2) : price, quantity);
  if (cents != null && cents > MAX_QUOTE_TOTAL_CENTS) throw totalTooLarge(field);
}

/**
 * Takes the quote's row lock (the one an UPDATE of it takes) until the transaction ends. Changes
 * to a quote's lines take it before they touch a line (`assertQuoteEditable`), so they follow one
 * another, quote row first and lines after, in the same order everywhere.
 */
export async function lockQuoteRow(db: Db, quoteId: number) {
  await db.$queryRaw`SELECT id FROM "Quote" WHERE id = ${quoteId} FOR NO KEY UPDATE`;
}

/**
 * Totals are the server's: totalCost is the sum of quantity x price over the lines and lineCount
 * their number. Call inside the transaction that changed the lines. The sum is read by a statement
 * that starts once the quote's row lock is held: under READ COMMITTED it then sees the lines as
 * every change that held the lock before left them. (Summed in the statement that waits for the
 * lock, it would see them as they were when it started, and store a total that misses a change
 * committed meanwhile.)
 * A sum the total's column cannot hold is refused (`field` names what the change was to), and the
 * transaction with the change that caused it is rolled back.
 */
export async function recomputeQuoteTotals(db: Db, quoteId: number, field: 'quantity' | 'price' = 'quantity') {
  await lockQuoteRow(db, quoteId);
  const [row] = await db.$queryRaw<{ id: number; total: string; count: number }[]>`
    UPDATE "Quote" q SET "totalCost" = t.total, "lineCount" = t.count, "updatedAt" = now() AT TIME ZONE 'UTC'
    FROM (SELECT COALESCE(SUM("quantity" * "price"), 0) AS total, COUNT(*)::int AS count FROM "QuoteLine" WHERE "quoteId" = ${quoteId}) t
    WHERE q.id = ${quoteId} AND t.total <= ${MAX_QUOTE_TOTAL}::numeric
    RETURNING q.id, q."totalCost"::text AS total, q."lineCount" AS count`;
  if (!row) {
    if (await db.quote.count({ where: { id: quoteId } })) throw totalTooLarge(field);
    throw new Error(`Quote ${quoteId} not found`);
  }
  return { id: row.id, totalCost: new Prisma.Decimal(row.total), lineCount: row.count };
}
