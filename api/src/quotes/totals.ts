import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Totals are the server's: totalCost is the sum of quantity x price over the lines and lineCount
 * their number. Call inside the transaction that changed the lines.
 */
export async function recomputeQuoteTotals(db: Db, quoteId: number) {
  const [row] = await recomputeTotalsStatement(db, quoteId);
  if (!row) throw new Error(`Quote ${quoteId} not found`);
  return { id: row.id, totalCost: new Prisma.Decimal(row.total), lineCount: row.count };
}

/** The recompute as one statement (sum and count stored together), for batch transactions. */
export function recomputeTotalsStatement(db: Db, quoteId: number) {
  return db.$queryRaw<{ id: number; total: string; count: number }[]>`
    UPDATE "Quote" q SET "totalCost" = t.total, "lineCount" = t.count, "updatedAt" = now()
    FROM (SELECT COALESCE(SUM("quantity" * "price"), 0) AS total, COUNT(*)::int AS count FROM "QuoteLine" WHERE "quoteId" = ${quoteId}) t
    WHERE q.id = ${quoteId}
    RETURNING q.id, q."totalCost"::text AS total, q."lineCount" AS count`;
}
