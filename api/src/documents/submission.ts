import type { Context } from '../context.ts';
import { requireViewer, ROLE_LEVEL, type Viewer } from '../schema/access.ts';
import { AppError, notFound } from '../schema/errors.ts';
import { cardPaymentConfigured } from '../payments/stripeClient.ts';
import { assertOrderChecks } from './orderService.ts';
import { loadQuoteForEdit } from './quoteDocuments.ts';
import { QUOTE_TYPE } from './quoteService.ts';
import { formatMoney } from '@quotecraft/rules/money';

/**
 * A buyer who cannot pay by card is never stranded at checkout: their quote request goes to the
 * platform's sales contacts (its administrators, level 5 and above, and its notification addresses),
 * who are emailed; the request is marked submitted, which the buyer sees. The order checks run first
 * (spec part 1 §4.5, without the ERP ID: nothing goes to the ERP).
 */

export const SUBMISSION_MESSAGES = {
  payByCard: 'Card payment is available: pay for this quote at Checkout.',
  notRequest: 'Only a quote request, or a quote paid by card, is sent to the sales team.',
} as const;

async function paysByCard(ctx: Pick<Context, 'prisma'>, viewer: Viewer) {
  if (viewer.kind !== 'user' || viewer.userId == null) return false;
  const user = await ctx.prisma.user.findUnique({ where: { id: viewer.userId }, select: { checkoutType: true } });
  return user?.checkoutType === 'stripe';
}

/** The platform's sales contacts: its administrators' addresses and its notification addresses. */
async function salesContacts(ctx: Context, pid: number) {
  const [admins, platform] = await Promise.all([
    ctx.prisma.user.findMany({ where: { pid, role: { roleLevel: { gte: ROLE_LEVEL.admin } } }, select: { username: true }, orderBy: { id: 'asc' } }),
    ctx.prisma.platform.findUniqueOrThrow({ where: { id: pid }, select: { emailAddresses: true } }),
  ]);
  const addresses = [...admins.map((admin) => admin.username), ...platform.emailAddresses.split(',')].map((address) => address.trim().toLowerCase());
  return [...new Set(addresses.filter((address) => /^[^\s@]+@[^\s@]+$/.test(address)))];
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Sends the viewer's own quote request (or, for a card payer, quote) to the platform's sales
 * contacts, when they cannot pay for it by card. Submitting it again changes nothing.
 */
export async function submitQuoteRequest(ctx: Context, quoteId: number) {
  const viewer = requireViewer(ctx.viewer);
  const quote = await ctx.prisma.$transaction(async (tx) => {
    const found = await loadQuoteForEdit(tx, viewer, quoteId);
    // Only its requester sends it; anyone else is answered as for a missing one.
    if (viewer.userId == null || found.createdByUserId !== viewer.userId) throw notFound('Quote');
    return tx.quote.findUniqueOrThrow({ where: { id: quoteId }, include: { lines: { orderBy: { lineNumber: 'asc' } } } });
  });
  if (quote.submittedAt) return quote;
  const cardPayer = await paysByCard(ctx, viewer);
  if (quote.type !== QUOTE_TYPE.request && !cardPayer) throw new AppError(SUBMISSION_MESSAGES.notRequest, { field: 'id' });
  if (cardPayer && cardPaymentConfigured(ctx.config)) throw new AppError(SUBMISSION_MESSAGES.payByCard, { field: 'id', code: 'CONFLICT' });
  assertOrderChecks({ ...quote, lineCount: quote.lines.length, customerErpId: null }, { erp: false });

  const submittedAt = new Date();
  const to = await salesContacts(ctx, quote.pid);
  const label = quote.type === QUOTE_TYPE.request ? 'Quote Request' : 'Quote';
  const subject = `${label} #${quote.id} submitted by ${viewer.username}`;
  const link = `${ctx.config.publicUrl}/Quote/${quote.id}`;
  const rows = quote.lines
    .map((line) => `<tr><td>${escapeHtml(line.partNumber)}</td><td>${escapeHtml(line.description)}</td><td>${line.quantity}</td><td>${formatMoney(line.price)}</td></tr>`)
    .join('');
  const html =
    `<p>${escapeHtml(viewer.username)} submitted ${label} #${quote.id} and asks to be contacted.</p>` +
    `<p>Job Name: ${escapeHtml(quote.jobName)}<br>Specifier: ${escapeHtml(quote.specifier)}<br>Specifier Location: ${escapeHtml(quote.specifierLocation)}</p>` +
    `<table><thead><tr><th>Part #</th><th>Description</th><th>Qty.</th><th>Unit Price</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<p>Total: ${formatMoney(quote.totalCost)}</p><p><a href="${escapeHtml(link)}">Open ${label} #${quote.id}</a></p>`;
  // One change: the quote marked submitted, the sales contacts' email (a mail job, sent and retried
  // by a worker) and its record among the quote's communications, together or not at all.
  const sent = await ctx.prisma.$transaction(async (tx) => {
    // Marked once: a second submission meanwhile finds it marked and sends nothing.
    const marked = await tx.quote.updateMany({ where: { id: quote.id, submittedAt: null, type: quote.type }, data: { submittedAt } });
    if (marked.count !== 1) return false;
    if (to.length > 0) {
      await ctx.mailer.send(
        { to, subject, html, text: `${viewer.username} submitted ${label} #${quote.id}: ${link}` },
        { db: tx, about: { pid: quote.pid, record: `Quote #${quote.id}` } },
      );
    }
    await tx.communication.create({
      data: { quoteId: quote.id, pid: quote.pid, kind: 'email', subject, body: html, recipients: to.join(','), createdByUserId: viewer.userId },
    });
    return true;
  });
  if (sent && to.length === 0) ctx.log.warn(`Quote request ${quote.id} was submitted, but platform ${quote.pid} has no sales contact to email`);
  const current = await ctx.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
  return current;
}
