/** The Relay id of a quote from its number (the URL's quoteId). */
export const quoteGlobalId = (rowId: number | string) => btoa(`Quote:${rowId}`);

/** How a quote is named on its documents and screens: an order by its ERP number, a request, or a quote. */
export function documentLabel(quote: { type?: number; rowId?: number; erpOrderNo?: string | null }) {
  if (quote.type === 2) return `Order #${quote.erpOrderNo ?? quote.rowId}`;
  if (quote.type === 3) return `Quote Request #${quote.rowId}`;
  return `Quote #${quote.rowId}`;
}
