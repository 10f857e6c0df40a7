import { SHARED_LINK_CLOSED, SHARED_QUOTE_MESSAGES, SHARED_COMMENT_MAX, SHARED_FULL_NAME_MAX, SHARED_FULL_NAME_MIN, sharedLinkExpired, type SharedLinkState } from '@quotecraft/rules/sharing';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { requireViewer } from '../schema/access.ts';
import { AppError, forbidden } from '../schema/errors.ts';
import { isEmailAddress } from '@quotecraft/rules/passwords';
import { formatMoney, lineTotal } from '@quotecraft/rules/money';
import { admitPlatformMail } from '../users/mailRecipients.ts';
import { canEditQuote, loadQuoteForView } from './quoteDocuments.ts';
import { QUOTE_TYPE } from './quoteService.ts';
import { quoteExpirationDate } from './orderPresenters.ts';
import { assertNotExpired, formatUsDate, isQuoteExpired } from './expiry.ts';
import { customerStatusLabel } from './revisions.ts';

/**
 * Sending a quote to its customer: a link to a public page of the quote's current revision. The
 * link's token is 32 random bytes; only its SHA-256 is stored, so a database read gives no working
 * link. A link shows its one quote, for the revision it was sent for: a later revision supersedes
 * it, the quote's expiry ends it, and the sender can revoke it. Through it the customer views,
 * accepts (typed full name and the terms) or asks for changes; each is recorded on the quote, kept
 * among its communications and published live to those who may see the quote.
 */

/** The sentences of sending and of the link's page; the page repeats them from @quotecraft/rules. */
export const SHARE_MESSAGES = { ...SHARED_QUOTE_MESSAGES, invalid: SHARED_LINK_CLOSED.invalid } as const;

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
  publishCustomerEvent(ctx, quote, 'sent');
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

function publishCustomerEvent(ctx: Pick<Context, 'pubsub'>, quote: { id: number; pid: number; groupId: number | null; createdByUserId: number | null; type: number }, status: string, detail = '') {
  ctx.pubsub.publish('quoteCustomer', {
    quoteId: quote.id,
    pid: quote.pid,
    groupId: quote.groupId,
    createdByUserId: quote.createdByUserId,
    type: quote.type,
    status: customerStatusLabel(status),
    detail,
  });
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
      publishCustomerEvent(ctx, quote, 'viewed');
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
  publishCustomerEvent(ctx, quote, 'accepted', fullName);
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
  publishCustomerEvent(ctx, quote, 'changes_requested', parsed.data.comment);
  return { revision: share.revision };
}
