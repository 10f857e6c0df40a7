import { lineTotal as priceTimesQuantity } from '@quotecraft/rules/money';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** A line's total: quantity x price, to the cent, by the rule the web client shares (the quote's total is the sum of these). */
export const lineTotal = (line: { quantity: number; price: { toFixed(places: number): string } }) => priceTimesQuantity(line.price.toFixed(2), line.quantity);

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
 */
export async function recomputeQuoteTotals(db: Db, quoteId: number) {
  await lockQuoteRow(db, quoteId);
  const [row] = await db.$queryRaw<{ id: number; total: string; count: number }[]>`
    UPDATE "Quote" q SET "totalCost" = t.total, "lineCount" = t.count, "updatedAt" = now() AT TIME ZONE 'UTC'
    FROM (SELECT COALESCE(SUM("quantity" * "price"), 0) AS total, COUNT(*)::int AS count FROM "QuoteLine" WHERE "quoteId" = ${quoteId}) t
    WHERE q.id = ${quoteId}
    RETURNING q.id, q."totalCost"::text AS total, q."lineCount" AS count`;
  if (!row) throw new Error(`Quote ${quoteId} not found`);
  return { id: row.id, totalCost: new Prisma.Decimal(row.total), lineCount: row.count };
}
