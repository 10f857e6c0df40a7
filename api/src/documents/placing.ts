import { createHash } from 'node:crypto';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import { AppError } from '../schema/errors.ts';
import { QUOTE_TYPE } from './quoteService.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Placing an order is one transition of the quote, claimed in the database so that it holds across
 * API instances: `placingKey` is set while a placement is under way (and kept on the order), and
 * `placingUntil` is the claim's lease. While a key is set and the quote is not an order, the quote
 * and its lines cannot be changed. A placement that stops before the ERP takes the order gives the
 * claim back; one whose instance died keeps it until the lease runs out, and then the next
 * placement takes it over with the same key, which the ERP answers with the order it already holds.
 */
export const PLACING_LEASE_SECONDS = 300;

export const PLACING_MESSAGES = {
  placing: 'This quote is already being placed.',
  locked: 'This quote is being placed as an order and cannot be changed.',
  ordered: 'This quote has already been ordered.',
  changed: 'The quote changed while the order was being placed. Check the quote and place the order again.',
  uncertain: 'The order is sent again by itself until the ERP answers, or at once when you place it again (the ERP answers with the order it holds, not a second one). The quote cannot be changed until then.',
  sending: 'The ERP has not answered yet: the order is sent as soon as it does, and appears among your orders then. The quote cannot be changed until then.',
} as const;

/**
 * Refuses a change to a quote or its lines while an order placement holds it. Call it inside the
 * change's transaction, before it touches a line: it takes the quote row's update lock, so a
 * placement's claim waits for the change to commit (and then sends it) or the change sees the claim
 * and is refused; and changes to one quote follow one another, each recomputing the totals from the
 * lines the one before left (a share lock here would let two changes each hold it and then
 * deadlock when both update the quote's totals).
 */
export async function assertQuoteEditable(db: Db, quoteId: number) {
  const rows = await db.$queryRaw<{ placingKey: string | null; type: number }[]>`
    SELECT "placingKey", type FROM "Quote" WHERE id = ${quoteId} FOR NO KEY UPDATE`;
  const row = rows[0];
  if (row && row.placingKey != null && row.type !== QUOTE_TYPE.order) throw new AppError(PLACING_MESSAGES.locked, { code: 'CONFLICT' });
}

/**
 * The same rule as a condition on a quote row aliased `alias`, for single-statement changes
 * (the quantity buttons): their row is left alone while a placement holds the quote.
 */
export function editableQuoteSql<T extends { key: string; sql: string }>(condition: T, alias = 'q'): T {
  return { ...condition, key: `${condition.key}:editable`, sql: `(${condition.sql}) AND ${alias}."placingKey" IS NULL` };
}

export type Claim =
  | { kind: 'claimed'; resumedKey: string | null }
  | { kind: 'ordered'; placingUserId: number | null }
  | { kind: 'busy' };

/**
 * Claims the quote for a placement (row locked FOR UPDATE while deciding): an order answers
 * 'ordered', a live claim 'busy'; a claim whose lease ran out is taken over with its key.
 */
export async function claimQuote(prisma: PrismaClient, quoteId: number, userId: number | null): Promise<Claim> {
  return prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ type: number; placingKey: string | null; live: boolean | null; placingUserId: number | null }[]>`
      SELECT type, "placingKey", "placingUntil" > now() AS live, "placingUserId" FROM "Quote" WHERE id = ${quoteId} FOR UPDATE`;
    const row = rows[0];
    if (!row) throw new AppError('Quote not found.', { code: 'NOT_FOUND' });
    if (row.type === QUOTE_TYPE.order) return { kind: 'ordered', placingUserId: row.placingUserId };
    if (row.placingKey != null && row.live) return { kind: 'busy' };
    // A placeholder key until the placement has read the quote it sends (setPlacingKey).
    const key = row.placingKey ?? `pending-${quoteId}`;
    await tx.$executeRaw`
      UPDATE "Quote" SET "placingKey" = ${key}, "placingUntil" = now() + make_interval(secs => ${PLACING_LEASE_SECONDS}), "placingUserId" = ${userId}
      WHERE id = ${quoteId}`;
    const resumed = row.placingKey != null && !row.placingKey.startsWith('pending-') ? row.placingKey : null;
    return { kind: 'claimed', resumedKey: resumed };
  });
}

/** Records the idempotency key of a fresh claim, once the placement knows what it sends. */
export async function setPlacingKey(db: Db, quoteId: number, key: string) {
  await db.quote.updateMany({ where: { id: quoteId, placingKey: `pending-${quoteId}` }, data: { placingKey: key } });
}

/**
 * Ends the claim's lease but keeps its key: the quote stays unchangeable, and the next placement
 * takes it over at once with the same key (for when the ERP may hold the order already).
 */
export async function lapseClaim(db: Db, quoteId: number, key: string) {
  await db.$executeRaw`UPDATE "Quote" SET "placingUntil" = now() WHERE id = ${quoteId} AND "placingKey" = ${key} AND type <> ${QUOTE_TYPE.order}`;
}

/** Gives the claim (held under one of `keys`) back: the quote can be changed and placed again. */
export async function releaseQuote(db: Db, quoteId: number, keys: string[]) {
  await db.quote.updateMany({
    where: { id: quoteId, type: { not: QUOTE_TYPE.order }, placingKey: { in: keys } },
    data: { placingKey: null, placingUntil: null, placingUserId: null },
  });
}

interface RevisionQuote {
  id: number;
  type: number;
  customerId: number | null;
  contactId: number | null;
  billingAddressId: number | null;
  shippingAddressId: number | null;
  sameAsBilling: boolean;
  totalCost: { toFixed(digits: number): string };
  lines: {
    id: number;
    lineNumber: number;
    productId: number | null;
    quantity: number;
    price: { toFixed(digits: number): string };
    partNumber: string;
    description: string;
    configurationId: string;
    headerId: string | null;
    sessionId: string | null;
    isNonConfigurable: boolean;
  }[];
}

/**
 * What an order of the quote would carry, as a short hash: its lines, prices, quantities, customer,
 * addresses and job fields. Two reads of an unchanged quote give the same revision.
 */
export function quoteRevision(quote: RevisionQuote, job: { jobName: string; specifier: string; specifierLocation: string }) {
  const content = {
    type: quote.type,
    customer: [quote.customerId, quote.contactId, quote.billingAddressId, quote.shippingAddressId, quote.sameAsBilling],
    job: [job.jobName, job.specifier, job.specifierLocation],
    total: quote.totalCost.toFixed(2),
    lines: [...quote.lines]
      .sort((a, b) => a.lineNumber - b.lineNumber || a.id - b.id)
      .map((l) => [l.id, l.lineNumber, l.productId, l.quantity, l.price.toFixed(2), l.partNumber, l.description, l.configurationId, l.headerId, l.sessionId, l.isNonConfigurable]),
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
}

export const placingKeyFor = (quoteId: number, revision: string) => `quote-${quoteId}-${revision}`;
