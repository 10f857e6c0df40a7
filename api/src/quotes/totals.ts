import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Totals are the server's: totalCost is the sum of quantity x price over the lines and lineCount
 * their number. Call inside the transaction that changed the lines.
 */
export async function recomputeQuoteTotals(db: Db, quoteId: number) {
  const [row] = await db.$queryRaw<{ total: string | null; count: bigint }[]>`
    SELECT COALESCE(SUM("quantity" * "price"), 0)::text AS total, COUNT(*) AS count FROM "QuoteLine" WHERE "quoteId" = ${quoteId}`;
  return db.quote.update({
    where: { id: quoteId },
    data: { totalCost: row?.total ?? '0', lineCount: Number(row?.count ?? 0) },
    select: { id: true, totalCost: true, lineCount: true },
  });
}
