import { AppError } from '../schema/errors.ts';
import { quoteExpirationDate } from './orderPresenters.ts';
import { QUOTE_TYPE } from './quoteService.ts';

/** MM/DD/YYYY of an instant, as the app prints dates (UTC on the server). */
export function formatUsDate(date: Date) {
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${month}/${day}/${date.getUTCFullYear()}`;
}

type ExpiringQuote = { type: number; createdAt: Date; revisionCreatedAt: Date | null };

/** A quote (not an order) is expired once its current revision is older than the validity period (spec §9). */
export function isQuoteExpired(quote: ExpiringQuote, now = new Date()) {
  return quote.type !== QUOTE_TYPE.order && quoteExpirationDate(quote).getTime() <= now.getTime();
}

export const expiredMessage = (quote: ExpiringQuote) =>
  `This quote expired on ${formatUsDate(quoteExpirationDate(quote))}. Revise it to re-price it and restart its 60 days.`;

/** Refuses placing, paying for or accepting an expired quote. */
export function assertNotExpired(quote: ExpiringQuote) {
  if (isQuoteExpired(quote)) throw new AppError(expiredMessage(quote), { field: 'expirationDate', code: 'CONFLICT' });
}
