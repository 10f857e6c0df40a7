/** Messages of the §4.5 checks, in the order they run. */
export const ORDER_CHECK_MESSAGES = {
  noLines: 'You must have at least one Quote Line to place an order.',
  noErpId: 'An ERP ID is required to submit quotes to the ERP',
  jobName: 'You must provide a job name on the Quote Summary before placing an Order.',
  specifier: 'You must provide a specifier on the Quote Summary before placing an Order.',
  specifierLocation: 'You must provide a specifier location on the Quote Summary before placing an Order.',
} as const;

export interface OrderCheckQuote {
  lineCount: number;
  customerErpId: string | null;
  jobName: string;
  specifier: string;
  specifierLocation: string;
}

/** The first failing check's message, or null when the quote may be ordered. */
export function checkOrder(quote: OrderCheckQuote, { stripe }: { stripe: boolean }): string | null {
  if (quote.lineCount < 1) return ORDER_CHECK_MESSAGES.noLines;
  if (!stripe && !quote.customerErpId) return ORDER_CHECK_MESSAGES.noErpId;
  if (!quote.jobName.trim()) return ORDER_CHECK_MESSAGES.jobName;
  if (!quote.specifier.trim()) return ORDER_CHECK_MESSAGES.specifier;
  if (!quote.specifierLocation.trim()) return ORDER_CHECK_MESSAGES.specifierLocation;
  return null;
}

/** Payment amount in cents: the total times 100, exactly. */
export function totalInCents(total: string): number {
  const [whole = '0', fraction = ''] = total.split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2)) * (whole.startsWith('-') ? -1 : 1);
}
