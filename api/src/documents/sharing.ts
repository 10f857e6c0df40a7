import { SHARED_LINK_CLOSED, SHARED_QUOTE_MESSAGES, SHARED_COMMENT_MAX, SHARED_FULL_NAME_MAX, SHARED_FULL_NAME_MIN, sharedLinkExpired, type SharedLinkState } from '@quotecraft/rules/sharing';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { requireViewer, type Viewer } from '../schema/access.ts';
import { AppError, forbidden } from '../schema/errors.ts';
import { isEmailAddress } from '@quotecraft/rules/passwords';
import { formatMoney, lineTotal } from '@quotecraft/rules/money';
import { admitPlatformMail } from '../users/mailRecipients.ts';
import { canEditQuote, loadQuoteForView } from './quoteDocuments.ts';
import { QUOTE_TYPE } from './quoteService.ts';
import { quoteExpirationDate } from './orderPresenters.ts';
import { assertNotExpired, formatUsDate, isQuoteExpired } from './expiry.ts';
import { customerStatusLabel } from './revisions.ts';
import { placeOrder } from './orderService.ts';
import { publishCustomerEvent } from './events.ts';
import { quotePdfFile } from './quotePdf.ts';
import type { DownloadFile } from '../rest/registry.ts';

/**
 * Sending a quote to its customer: a link to a public page of the quote's current revision. The
 * link's token is 32 random bytes; only its SHA-256 is stored, so a database read gives no working
 * link. A link shows its one quote, for the revision it was sent for: a later revision supersedes
 * it, the quote's expiry ends it, and the sender can revoke it. Through it the customer views,
 * accepts (typed full name and the terms) or asks for changes; each is recorded on the quote, kept
 * among its communications and published live to those who may see the quote.
 */

/** The sentences of sending and of the link's page; the page repeats them from @quotecraft/rules. */
export const SHARE_MESSAGES = {
  ...SHARED_QUOTE_MESSAGES,
  invalid: SHARED_LINK_CLOSED.invalid,
  notAccepted: "The customer has not accepted the quote's current revision: place it with Place Order, or send it for acceptance first.",
  notOwner: "Only the quote's owner or an administrator of its platform places an accepted quote.",
} as const;

export type ShareState = Exclude<SharedLinkState, 'invalid'>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const shareUrlFor = (publicUrl: string, token: string) => `${publicUrl}/SharedQuote/${token}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const sendQuoteInput = z.object({
  emails: z
    .array(z.string().trim().refine(isEmailAddress, 'Enter a valid email address.'))
    .max(20, 'At most 20 addresses.')
    .default([]),
});

/** Sends the current revision to the quote's contact (and the addresses added): answers the link. */
export async function sendQuote(ctx: Context, quoteId: number, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  const parsed = sendQuoteInput.safeParse(rawInput ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError(issue.message, { field: issue.path.join('.') });
  }
  const viewed = await loadQuoteForView(ctx.prisma, viewer, quoteId);
  if (!canEditQuote(viewer, viewed)) throw forbidden();
  const quote = await ctx.prisma.quote.findUniqueOrThrow({ where: { id: quoteId }, include: { contact: { select: { email: true } }, platform: { select: { name: true } } } });
  if (quote.type !== QUOTE_TYPE.quote) throw new AppError(SHARE_MESSAGES.notQuote, { field: 'id', code: 'CONFLICT' });
  assertNotExpired(quote);
  const added = parsed.data.emails.length ? await admitPlatformMail(ctx, viewer, quote.pid, parsed.data.emails, (i) => `emails.${i}`) : [];
  const contactEmail = quote.contact?.email?.trim().toLowerCase();
  const to = [...new Set([...(contactEmail ? [contactEmail] : []), ...added])];
  if (to.length === 0) throw new AppError(SHARE_MESSAGES.noRecipient, { field: 'emails' });

  const token = randomBytes(32).toString('base64url');
  const shareUrl = shareUrlFor(ctx.config.publicUrl, token);
  const sender = [viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || viewer.username;
  const subject = `Quote #${quote.id}, revision ${quote.revision}`;
  const html = [
    `<p>${escapeHtml(sender)} of ${escapeHtml(quote.platform.name)} sent you ${escapeHtml(subject)}, totalling ${formatMoney(quote.totalCost)}.</p>`,
    `<p><a href="${escapeHtml(shareUrl)}">Open the quote</a> to review it, download it, accept it or ask for changes.</p>`,
    `<p>The link is valid until ${formatUsDate(quoteExpirationDate(quote))}.</p>`,
  ].join('\n');
  await ctx.prisma.$transaction(async (tx) => {
    await tx.quoteShare.create({ data: { quoteId, pid: quote.pid, tokenHash: hashToken(token), revision: quote.revision, emails: to.join(','), createdByUserId: viewer.userId } });
    await tx.quote.update({ where: { id: quoteId }, data: { customerStatus: 'sent', customerStatusAt: new Date() } });
    await tx.communication.create({
      data: { quoteId, pid: quote.pid, kind: 'email', subject, body: html, recipients: to.join(','), createdByUserId: viewer.userId },
    });
    await ctx.mailer.send({ to, subject, html }, { db: tx, about: { pid: quote.pid, record: `Quote #${quote.id}` } });
  });
  publishCustomerEvent(ctx.pubsub, quote, 'sent');
  return { shareUrl, recipients: to, revision: quote.revision };
}

/** Revokes every link sent for the quote: they then show a page saying so. Answers how many were open. */
export async function revokeQuoteLinks(ctx: Context, quoteId: number) {
  const viewer = requireViewer(ctx.viewer);
  const quote = await loadQuoteForView(ctx.prisma, viewer, quoteId);
  if (!canEditQuote(viewer, quote)) throw forbidden();
  const { count } = await ctx.prisma.quoteShare.updateMany({ where: { quoteId, revokedAt: null }, data: { revokedAt: new Date() } });
  if (count > 0) {
    await ctx.prisma.communication.create({
      data: { quoteId, pid: quote.pid, kind: 'note', subject: 'Links revoked', body: `${count} link(s) to the quote were revoked.`, createdByUserId: viewer.userId },
    });
  }
  return count;
}


/** The share a token names and its state; an unknown token is refused as not valid. */
async function openShare(ctx: Pick<Context, 'prisma'>, token: string) {
  const share = typeof token === 'string' && token.length >= 20 && token.length <= 100 ? await ctx.prisma.quoteShare.findUnique({ where: { tokenHash: hashToken(token) } }) : null;
  if (!share) throw new AppError(SHARE_MESSAGES.invalid, { field: 'token', code: 'NOT_FOUND' });
  const quote = await ctx.prisma.quote.findUniqueOrThrow({
    where: { id: share.quoteId },
    include: {
      lines: { orderBy: { lineNumber: 'asc' } },
      platform: { select: { name: true } },
      createdBy: { select: { username: true } },
      acceptances: { where: { voidedAt: null } },
    },
  });
  const state: ShareState = share.revokedAt
    ? 'revoked'
    : quote.type === QUOTE_TYPE.order
      ? 'ordered'
      : quote.revision !== share.revision
        ? 'superseded'
        : isQuoteExpired(quote)
          ? 'expired'
          : 'open';
  return { share, quote, state };
}

/**
 * What a link's visitor sees: the quote's printable content (no cost, margin or other quote) while
 * the link is open, else only the state and whom to contact. The first view is recorded.
 */
export async function viewSharedQuote(ctx: Context, token: string) {
  const { share, quote, state } = await openShare(ctx, token);
  const contact = {
    name: [quote.createdByFirstName, quote.createdByLastName].filter(Boolean).join(' '),
    email: quote.createdBy?.username ?? quote.username,
    company: quote.platform.name,
  };
  const base = { state, quoteId: quote.id, revision: share.revision, expiredOn: state === 'expired' ? quoteExpirationDate(quote) : null, contact };
  if (state !== 'open') return { ...base, quote: null };
  if (!share.viewedAt) {
    const first = await ctx.prisma.quoteShare.updateMany({ where: { id: share.id, viewedAt: null }, data: { viewedAt: new Date() } });
    if (first.count === 1 && quote.customerStatus === 'sent') {
      await ctx.prisma.quote.update({ where: { id: quote.id }, data: { customerStatus: 'viewed', customerStatusAt: new Date() } });
      await ctx.prisma.communication.create({ data: { quoteId: quote.id, pid: quote.pid, kind: 'status', subject: 'Viewed', body: `The customer opened revision ${share.revision} of the quote.` } });
      publishCustomerEvent(ctx.pubsub, quote, 'viewed');
    }
  }
  const acceptance = quote.acceptances.find((a) => a.revision === quote.revision) ?? null;
  return {
    ...base,
    quote: {
      customerName: quote.customerName,
      jobName: quote.jobName,
      specifier: quote.specifier,
      specifierLocation: quote.specifierLocation,
      createdAt: quote.createdAt,
      expirationDate: quoteExpirationDate(quote),
      totalCost: quote.totalCost.toFixed(2),
      lines: quote.lines.map((line) => ({
        lineNumber: line.lineNumber,
        partNumber: line.partNumber,
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.price.toFixed(2),
        total: lineTotal(line.price.toFixed(2), line.quantity),
      })),
      acceptedBy: acceptance?.fullName ?? null,
      acceptedAt: acceptance?.createdAt ?? null,
    },
  };
}

/** The state's refusal: what the visitor is told when they act on a link that is no longer open. */
function assertOpen(state: ShareState, quote: Parameters<typeof quoteExpirationDate>[0]) {
  if (state === 'open') return;
  const message = state === 'expired' ? sharedLinkExpired(formatUsDate(quoteExpirationDate(quote))) : SHARED_LINK_CLOSED[state];
  throw new AppError(message, { field: state === 'expired' ? 'expirationDate' : 'token', code: 'CONFLICT' });
}

/**
 * The buyer's PDF of the link's revision: the same document as the signed-in download (no cost or
 * margin), while the link is open; a revoked, superseded, expired or ordered link is refused with
 * the sentence its page shows, an unknown or tampered one as not valid.
 */
export async function downloadSharedQuotePdf(ctx: Context, token: string): Promise<DownloadFile> {
  const { share, quote, state } = await openShare(ctx, token);
  assertOpen(state, quote);
  const acceptance = quote.acceptances.find((a) => a.revision === share.revision);
  return quotePdfFile(ctx.prisma, quote.id, acceptance ? { fullName: acceptance.fullName, at: acceptance.createdAt } : null);
}

export const acceptInput = z.object({
  fullName: z.string().trim().min(SHARED_FULL_NAME_MIN, SHARE_MESSAGES.fullName).max(SHARED_FULL_NAME_MAX, SHARE_MESSAGES.fullNameTooLong),
  acceptTerms: z.literal(true, { error: SHARE_MESSAGES.terms }),
});

/** Accepts the link's revision: recorded with the typed name, the time, the visitor's address and the revision. */
export async function acceptSharedQuote(ctx: Context, token: string, rawInput: unknown) {
  const { share, quote, state } = await openShare(ctx, token);
  assertOpen(state, quote);
  const parsed = acceptInput.safeParse(rawInput ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError(issue.message, { field: issue.path.join('.') });
  }
  const fullName = parsed.data.fullName;
  await ctx.prisma.$transaction(async (tx) => {
    // One acceptance per revision: the unique (quoteId, revision) row decides between two at once.
    const taken = await tx.quoteAcceptance.findUnique({ where: { quoteId_revision: { quoteId: quote.id, revision: share.revision } } });
    if (taken) throw new AppError(SHARE_MESSAGES.accepted, { code: 'CONFLICT' });
    await tx.quoteAcceptance.create({ data: { quoteId: quote.id, shareId: share.id, revision: share.revision, fullName, ipAddress: ctx.clientAddress ?? '' } });
    await tx.quote.update({ where: { id: quote.id }, data: { customerStatus: 'accepted', customerStatusAt: new Date() } });
    await tx.communication.create({
      data: { quoteId: quote.id, pid: quote.pid, kind: 'status', subject: 'Accepted', body: `${fullName} accepted revision ${share.revision} (${formatMoney(quote.totalCost)}) from ${ctx.clientAddress || 'an unknown address'}.` },
    });
  }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'P2002') throw new AppError(SHARE_MESSAGES.accepted, { code: 'CONFLICT' });
    throw error;
  });
  publishCustomerEvent(ctx.pubsub, quote, 'accepted', fullName);
  return { revision: share.revision, fullName };
}

export const changesInput = z.object({ comment: z.string().trim().min(1, SHARE_MESSAGES.comment).max(SHARED_COMMENT_MAX, SHARE_MESSAGES.commentTooLong) });

/** The customer asks for changes: their comment is kept among the quote's communications. */
export async function requestQuoteChanges(ctx: Context, token: string, rawInput: unknown) {
  const { share, quote, state } = await openShare(ctx, token);
  assertOpen(state, quote);
  const parsed = changesInput.safeParse(rawInput ?? {});
  if (!parsed.success) throw new AppError(parsed.error.issues[0]!.message, { field: 'comment' });
  if (quote.acceptances.some((a) => a.revision === share.revision)) throw new AppError(SHARE_MESSAGES.accepted, { code: 'CONFLICT' });
  await ctx.prisma.$transaction([
    ctx.prisma.quote.update({ where: { id: quote.id }, data: { customerStatus: 'changes_requested', customerStatusAt: new Date() } }),
    ctx.prisma.communication.create({
      data: { quoteId: quote.id, pid: quote.pid, kind: 'status', subject: 'Changes requested', body: `On revision ${share.revision}: ${parsed.data.comment}` },
    }),
  ]);
  publishCustomerEvent(ctx.pubsub, quote, 'changes_requested', parsed.data.comment);
  return { revision: share.revision };
}

/**
 * What the customer last did with the sent link, for the quote screen: when, and the accepting
 * name (Accepted) or the buyer's comment (Changes requested). Null while nothing was sent.
 */
export async function customerResponseOf(db: Context['prisma'], quote: { id: number; revision: number; customerStatus: string | null; customerStatusAt: Date | null }) {
  if (!quote.customerStatus) return null;
  let note: string | null = null;
  if (quote.customerStatus === 'accepted') {
    const acceptance = await db.quoteAcceptance.findFirst({ where: { quoteId: quote.id, revision: quote.revision, voidedAt: null } });
    note = acceptance?.fullName ?? null;
  } else if (quote.customerStatus === 'changes_requested') {
    const request = await db.communication.findFirst({ where: { quoteId: quote.id, kind: 'status', subject: 'Changes requested' }, orderBy: { id: 'desc' } });
    note = request ? request.body.replace(/^On revision \d+: /, '') : null;
  }
  return { status: customerStatusLabel(quote.customerStatus), at: quote.customerStatusAt, note };
}

/** The addresses the sender may add to a quote's mail: the quote's customer's contacts and the platform's users. */
export async function shareRecipients(ctx: Context, quote: { id: number; pid: number; customerId: number | null; groupId: number | null; createdByUserId: number | null; type: number }) {
  const viewer = ctx.viewer;
  if (!viewer || viewer.roleLevel < 1 || !canEditQuote(viewer, quote)) return [];
  const [contacts, users] = await Promise.all([
    quote.customerId == null
      ? []
      : ctx.prisma.contact.findMany({ where: { pid: quote.pid, customerId: quote.customerId, email: { not: null } }, orderBy: [{ lastName: 'asc' }, { id: 'asc' }], take: 100 }),
    ctx.prisma.user.findMany({ where: { pid: quote.pid }, orderBy: [{ lastName: 'asc' }, { id: 'asc' }], take: 200, select: { username: true, firstName: true, lastName: true } }),
  ]);
  const seen = new Set<string>();
  const rows: { email: string; name: string; kind: 'contact' | 'user' }[] = [];
  for (const c of contacts) {
    const email = (c.email ?? '').trim().toLowerCase();
    if (!email || seen.has(email)) continue;
    seen.add(email);
    rows.push({ email, name: [c.firstName, c.lastName].filter(Boolean).join(' '), kind: 'contact' });
  }
  for (const u of users) {
    const email = u.username.trim().toLowerCase();
    if (!isEmailAddress(email) || seen.has(email)) continue;
    seen.add(email);
    rows.push({ email, name: [u.firstName, u.lastName].filter(Boolean).join(' '), kind: 'user' });
  }
  return rows;
}

/** Who places an accepted quote in one step: its owner, or an administrator of its platform (level 5 and up). */
const isAcceptedQuotePlacer = (viewer: Viewer, quote: { createdByUserId: number | null }) =>
  (quote.createdByUserId != null && quote.createdByUserId === viewer.userId) || viewer.roleLevel >= 5;

/** Whether the viewer may place this quote once its customer accepted it: placeAcceptedQuote's own rule, for the quote screen. */
export function mayPlaceAcceptedQuote(viewer: Viewer | null, quote: { id: number; pid: number; type: number; createdByUserId: number | null; groupId: number | null }) {
  return !!viewer && viewer.roleLevel >= 1 && canEditQuote(viewer, quote) && quote.type === QUOTE_TYPE.quote && isAcceptedQuotePlacer(viewer, quote);
}

/**
 * An accepted quote placed as an order in one step by its owner (or an administrator of its
 * platform): the customer's acceptance must be of the current revision and not voided; the rest
 * (not expired, approvals satisfied, the order checks, re-pricing, the ERP) is Place Order's own
 * path, with the job fields saved on the quote.
 */
export async function placeAcceptedQuote(ctx: Context, quoteId: number) {
  const viewer = requireViewer(ctx.viewer);
  if (viewer.roleLevel < 1) throw forbidden();
  const quote = await loadQuoteForView(ctx.prisma, viewer, quoteId);
  // A second click after the order went through gets the order again (Place Order's own answer).
  if (quote.type === QUOTE_TYPE.order) return placeOrder(ctx, quoteId, {});
  if (!canEditQuote(viewer, quote)) throw forbidden();
  if (!isAcceptedQuotePlacer(viewer, quote)) throw new AppError(SHARE_MESSAGES.notOwner, { code: 'FORBIDDEN' });
  if (quote.type !== QUOTE_TYPE.quote) throw new AppError(SHARE_MESSAGES.notQuote, { field: 'id', code: 'CONFLICT' });
  // Checked again on the claimed quote: a revision made meanwhile voids the acceptance.
  const assertAccepted = async (claimed: { id: number; revision: number }) => {
    const acceptance = await ctx.prisma.quoteAcceptance.findFirst({ where: { quoteId: claimed.id, revision: claimed.revision, voidedAt: null } });
    if (!acceptance) throw new AppError(SHARE_MESSAGES.notAccepted, { field: 'id', code: 'CONFLICT' });
  };
  await assertAccepted(quote);
  return placeOrder(ctx, quoteId, {}, { onClaimed: assertAccepted });
}
