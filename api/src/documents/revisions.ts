import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { requireViewer, type Viewer } from '../schema/access.ts';
import { AppError } from '../schema/errors.ts';
import { formatMoney, lineTotal } from '@quotecraft/rules/money';
import { checkLinesConfiguration } from '../configurator/service.ts';
import { loadQuoteForEdit, loadQuoteForView } from './quoteDocuments.ts';
import { recomputeQuoteTotals } from './totals.ts';
import { QUOTE_TYPE } from './quoteService.ts';
import { isQuoteExpired } from './expiry.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Quote revisions. A quote's live rows are always its current revision; Revise freezes them as an
 * immutable snapshot (a QuoteRevision row, only ever inserted) and the quote continues as the next
 * revision. Every edit of a quote changes its live rows, so no edit can reach a frozen revision.
 */

export const REVISION_MESSAGES = {
  order: 'An order cannot be revised.',
  missing: (n: number) => `Revision ${n} does not exist.`,
} as const;

export interface SnapshotLine {
  lineNumber: number;
  partNumber: string;
  description: string;
  quantity: number;
  price: string;
  total: string;
  priceOverride: boolean;
  productId: number | null;
  isNonConfigurable: boolean;
  configurationId: string;
  sessionId: string | null;
  modelVersion: number | null;
  /** the configuration's options: caption and chosen value */
  options: { caption: string; value: string }[];
}

export interface RevisionSnapshot {
  revision: number;
  customer: { id: number | null; name: string };
  contact: { id: number | null; name: string; email: string | null; phone: string | null };
  billingAddress: string;
  shippingAddress: string;
  sameAsBilling: boolean;
  job: { jobName: string; specifier: string; specifierLocation: string };
  totalCost: string;
  lines: SnapshotLine[];
}

const SNAPSHOT_INCLUDE = {
  lines: { orderBy: { lineNumber: 'asc' } },
  customer: { select: { companyName: true } },
  contact: { select: { firstName: true, lastName: true, email: true, phone: true } },
  billingAddress: true,
  shippingAddress: true,
} satisfies Prisma.QuoteInclude;

type AddressRow = { name: string | null; address: string | null; address2: string | null; city: string | null; state: string | null; zip: string | null; country: string | null } | null;

const addressText = (a: AddressRow) =>
  a ? [a.name, a.address, a.address2, [a.city, a.state, a.zip].filter(Boolean).join(' '), a.country].filter((part) => part && String(part).trim()).join(', ') : '';

/** A line's configured options, from its detail rows ({ Caption, Value }). */
function lineOptions(details: unknown): { caption: string; value: string }[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((row) => {
    if (!row || typeof row !== 'object') return [];
    const { Caption, Value } = row as { Caption?: unknown; Value?: unknown };
    return typeof Caption === 'string' && Caption ? [{ caption: Caption, value: Value == null ? '' : String(Value) }] : [];
  });
}

/** The current revision as a snapshot, built from the quote's live rows. */
export async function buildSnapshot(db: Db, quoteId: number): Promise<RevisionSnapshot> {
  const quote = await db.quote.findUniqueOrThrow({ where: { id: quoteId }, include: SNAPSHOT_INCLUDE });
  const contactName = quote.contact ? [quote.contact.firstName, quote.contact.lastName].filter(Boolean).join(' ') : '';
  const billing = addressText(quote.billingAddress);
  return {
    revision: quote.revision,
    customer: { id: quote.customerId, name: quote.customer?.companyName ?? quote.customerName },
    contact: { id: quote.contactId, name: contactName, email: quote.contact?.email ?? null, phone: quote.contact?.phone ?? null },
    billingAddress: billing,
    shippingAddress: quote.sameAsBilling ? billing : addressText(quote.shippingAddress),
    sameAsBilling: quote.sameAsBilling,
    job: { jobName: quote.jobName, specifier: quote.specifier, specifierLocation: quote.specifierLocation },
    totalCost: quote.totalCost.toFixed(2),
    lines: quote.lines.map((line) => ({
      lineNumber: line.lineNumber,
      partNumber: line.partNumber,
      description: line.description,
      quantity: line.quantity,
      price: line.price.toFixed(2),
      total: lineTotal(line.price.toFixed(2), line.quantity),
      priceOverride: line.priceOverride,
      productId: line.productId,
      isNonConfigurable: line.isNonConfigurable,
      configurationId: line.configurationId,
      sessionId: line.sessionId,
      modelVersion: line.modelVersion,
      options: lineOptions(line.details),
    })),
  };
}

const viewerName = (viewer: Viewer) => [viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || viewer.username || '';

/**
 * New prices for an expired quote's lines, by the rules Place Order re-prices with: a configured
 * line from its configurator model's current price, a fixed-price line from its product; a price
 * set by hand is kept. Configurations the model no longer accepts keep their price (Place Order
 * stops at them, naming them).
 */
async function currentPrices(ctx: Pick<Context, 'prisma'>, quoteId: number) {
  const lines = await ctx.prisma.quoteLine.findMany({ where: { quoteId }, orderBy: { lineNumber: 'asc' } });
  const checks = await checkLinesConfiguration(ctx, lines);
  const fixed = lines.filter((l) => l.isNonConfigurable && l.productId != null && !l.priceOverride);
  const products = fixed.length
    ? await ctx.prisma.product.findMany({ where: { id: { in: [...new Set(fixed.map((l) => l.productId!))] } }, select: { id: true, defaultPrice: true } })
    : [];
  const productPrice = new Map(products.flatMap((p) => (p.defaultPrice == null ? [] : [[p.id, p.defaultPrice.toFixed(2)] as const])));
  const changes: { id: number; lineNumber: number; partNumber: string; before: string; after: string }[] = [];
  lines.forEach((line, i) => {
    const before = line.price.toFixed(2);
    let after: string | null | undefined = null;
    if (line.priceOverride) return;
    if (line.isNonConfigurable) after = line.productId != null ? productPrice.get(line.productId) : null;
    else if (checks[i]!.status === 'repriced') after = checks[i]!.currentPrice;
    if (after != null && after !== before) changes.push({ id: line.id, lineNumber: line.lineNumber, partNumber: line.partNumber, before, after });
  });
  return changes;
}

/**
 * Revise: freezes the current revision as a snapshot and continues the quote as the next one. The
 * next revision starts the 60 days afresh, voids an acceptance of the frozen one and supersedes the
 * links sent for it. An expired quote is re-priced from its sources first.
 */
export async function reviseQuote(ctx: Context, quoteId: number) {
  const viewer = requireViewer(ctx.viewer);
  const viewed = await loadQuoteForView(ctx.prisma, viewer, quoteId);
  if (viewed.type === QUOTE_TYPE.order) throw new AppError(REVISION_MESSAGES.order, { field: 'id', code: 'CONFLICT' });
  const repriced = isQuoteExpired(viewed) ? await currentPrices(ctx, quoteId) : [];
  return ctx.prisma.$transaction(async (tx) => {
    const quote = await loadQuoteForEdit(tx, viewer, quoteId);
    const snapshot = await buildSnapshot(tx, quoteId);
    const previous = await tx.quoteRevision.findUnique({ where: { quoteId_revision: { quoteId, revision: quote.revision - 1 } } });
    const now = new Date();
    await tx.quoteRevision.create({
      data: {
        quoteId,
        pid: quote.pid,
        revision: quote.revision,
        snapshot: snapshot as unknown as Prisma.InputJsonValue,
        totalCost: snapshot.totalCost,
        createdByUserId: previous ? previous.frozenByUserId : quote.createdByUserId,
        createdByName: previous ? previous.frozenByName : [quote.createdByFirstName, quote.createdByLastName].filter(Boolean).join(' ') || quote.username,
        createdAt: quote.revisionCreatedAt ?? quote.createdAt,
        frozenAt: now,
        frozenByUserId: viewer.userId,
        frozenByName: viewerName(viewer),
        status: quote.customerStatus ?? '',
      },
    });
    const next = quote.revision + 1;
    for (const change of repriced) await tx.quoteLine.update({ where: { id: change.id }, data: { price: change.after } });
    if (repriced.length) await recomputeQuoteTotals(tx, quoteId, 'price');
    await tx.quoteAcceptance.updateMany({ where: { quoteId, voidedAt: null }, data: { voidedAt: now } });
    const updated = await tx.quote.update({
      where: { id: quoteId },
      data: { revision: next, revisionCreatedAt: now, customerStatus: null, customerStatusAt: null },
    });
    const notes = [`Revision ${quote.revision} was frozen; the quote continues as revision ${next}, valid for 60 days.`];
    if (quote.customerStatus === 'accepted') notes.push(`The customer's acceptance of revision ${quote.revision} is void.`);
    for (const c of repriced) notes.push(`Line ${c.lineNumber}${c.partNumber ? ` (${c.partNumber})` : ''} re-priced from ${formatMoney(c.before)} to ${formatMoney(c.after)}.`);
    await tx.communication.create({
      data: { quoteId, pid: quote.pid, kind: 'note', subject: `Revision ${next}`, body: notes.join('\n'), createdByUserId: viewer.userId },
    });
    return updated;
  });
}

export interface RevisionRow {
  revision: number;
  createdAt: Date;
  createdBy: string;
  totalCost: string;
  status: string;
  current: boolean;
}

export const CUSTOMER_STATUS_LABELS: Record<string, string> = {
  '': 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  changes_requested: 'Changes requested',
  accepted: 'Accepted',
  ordered: 'Ordered',
};
export const customerStatusLabel = (status: string | null | undefined) => CUSTOMER_STATUS_LABELS[status ?? ''] ?? status ?? 'Draft';

/** Every revision of a quote, oldest first: the frozen ones, then the current one. */
export async function listRevisions(ctx: Context, quoteId: number): Promise<RevisionRow[]> {
  return revisionRows(ctx.prisma, await loadQuoteForView(ctx.prisma, requireViewer(ctx.viewer), quoteId));
}

/** The columns of a quote its revision rows read (the current revision's row is the quote itself). */
export const REVISION_ROW_COLUMNS = {
  id: true,
  revision: true,
  revisionCreatedAt: true,
  createdAt: true,
  createdByFirstName: true,
  createdByLastName: true,
  username: true,
  totalCost: true,
  type: true,
  customerStatus: true,
} as const;

/** Every revision of a quote the caller may see, oldest first: the frozen ones, then the current one. */
export async function revisionRows(db: Db, quote: Prisma.QuoteGetPayload<{ select: typeof REVISION_ROW_COLUMNS }>): Promise<RevisionRow[]> {
  const frozen = await db.quoteRevision.findMany({ where: { quoteId: quote.id }, orderBy: { revision: 'asc' } });
  const last = frozen.at(-1);
  const rows: RevisionRow[] = frozen.map((r) => ({
    revision: r.revision,
    createdAt: r.createdAt,
    createdBy: r.createdByName,
    totalCost: r.totalCost.toFixed(2),
    status: customerStatusLabel(r.status),
    current: false,
  }));
  rows.push({
    revision: quote.revision,
    createdAt: quote.revisionCreatedAt ?? quote.createdAt,
    createdBy: last ? last.frozenByName : [quote.createdByFirstName, quote.createdByLastName].filter(Boolean).join(' ') || quote.username,
    totalCost: quote.totalCost.toFixed(2),
    status: customerStatusLabel(quote.type === QUOTE_TYPE.order ? 'ordered' : quote.customerStatus),
    current: true,
  });
  return rows;
}

/** One revision's snapshot: a frozen one as stored, the current one from the live rows. */
export async function revisionSnapshot(db: Db, quote: { id: number; revision: number }, revision: number, field = 'revision'): Promise<RevisionSnapshot> {
  if (revision === quote.revision) return buildSnapshot(db, quote.id);
  const row = Number.isInteger(revision) && revision > 0 ? await db.quoteRevision.findUnique({ where: { quoteId_revision: { quoteId: quote.id, revision } } }) : null;
  if (!row) throw new AppError(REVISION_MESSAGES.missing(revision), { field, code: 'NOT_FOUND' });
  return row.snapshot as unknown as RevisionSnapshot;
}

export interface RevisionChange {
  /** the line's number, or null for a change of the quote itself */
  lineNumber: number | null;
  kind: 'added' | 'removed' | 'changed';
  field: string;
  before: string | null;
  after: string | null;
}

const lineLabel = (line: SnapshotLine) => [line.partNumber, line.description].filter(Boolean).join(' ') || `Line ${line.lineNumber}`;

/** What changed from one snapshot to another: lines added, removed and changed, the quote's fields and its total. */
export function diffSnapshots(from: RevisionSnapshot, to: RevisionSnapshot): RevisionChange[] {
  const changes: RevisionChange[] = [];
  const quoteField = (field: string, before: string, after: string) => {
    if (before !== after) changes.push({ lineNumber: null, kind: 'changed', field, before, after });
  };
  quoteField('customer', from.customer.name, to.customer.name);
  quoteField('contact', from.contact.name, to.contact.name);
  quoteField('billingAddress', from.billingAddress, to.billingAddress);
  quoteField('shippingAddress', from.shippingAddress, to.shippingAddress);
  quoteField('jobName', from.job.jobName, to.job.jobName);
  quoteField('specifier', from.job.specifier, to.job.specifier);
  quoteField('specifierLocation', from.job.specifierLocation, to.job.specifierLocation);

  const before = new Map(from.lines.map((l) => [l.lineNumber, l]));
  const after = new Map(to.lines.map((l) => [l.lineNumber, l]));
  const numbers = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a - b);
  for (const n of numbers) {
    const a = before.get(n);
    const b = after.get(n);
    if (a && !b) changes.push({ lineNumber: n, kind: 'removed', field: 'line', before: lineLabel(a), after: null });
    else if (!a && b) changes.push({ lineNumber: n, kind: 'added', field: 'line', before: null, after: lineLabel(b) });
    else if (a && b) {
      const line = (field: string, x: string, y: string) => {
        if (x !== y) changes.push({ lineNumber: n, kind: 'changed', field, before: x, after: y });
      };
      line('partNumber', a.partNumber, b.partNumber);
      line('description', a.description, b.description);
      line('quantity', String(a.quantity), String(b.quantity));
      line('price', a.price, b.price);
      const optionsBefore = new Map(a.options.map((o) => [o.caption, o.value]));
      const optionsAfter = new Map(b.options.map((o) => [o.caption, o.value]));
      for (const caption of new Set([...optionsBefore.keys(), ...optionsAfter.keys()])) {
        const x = optionsBefore.get(caption) ?? null;
        const y = optionsAfter.get(caption) ?? null;
        if (x !== y) changes.push({ lineNumber: n, kind: 'changed', field: caption, before: x, after: y });
      }
    }
  }
  quoteField('totalCost', from.totalCost, to.totalCost);
  return changes;
}

/** The difference between two revisions of a quote (either may be the current one). */
export async function getRevisionDiff(ctx: Context, quoteId: number, from: number, to: number) {
  const quote = await loadQuoteForView(ctx.prisma, requireViewer(ctx.viewer), quoteId);
  const [a, b] = await Promise.all([revisionSnapshot(ctx.prisma, quote, from, 'from'), revisionSnapshot(ctx.prisma, quote, to, 'to')]);
  return diffSnapshots(a, b);
}
