// The printed quote's fixed text and names: the print page, the buyer's page and the server's PDF
// all read them from here, so the three say the same.

export const TERMS_VERSION = '2024.10.16';

/** The terms printed with every quote (terms version 2024.10.16). */
export const TERMS: { title: string; text: string }[] = [
  { title: 'Freight', text: 'Freight is prepaid for shipments of $15,000 USD or more.' },
  { title: 'Minimum billing', text: 'The minimum billing is $200 USD or $250 CAD.' },
  {
    title: 'Small order surcharge',
    text: 'A 20% small order surcharge applies to orders below $5,000 USD or $6,250 CAD. The total with the surcharge will not exceed $5,000 USD or $6,250 CAD.',
  },
  { title: 'Quotations', text: 'Quotations are valid for 60 days from the date of the quote.' },
  { title: 'Hold for release', text: 'Pricing on hold-for-release orders is valid for 6 months.' },
  { title: 'Shortages', text: 'Claims for shortages must be made within 15 days of the invoice date.' },
  {
    title: 'Returns',
    text: 'Return authorization requests must be made within 30 days of the invoice date. Authorized returns are subject to a minimum 50% restocking charge.',
  },
  { title: 'Cancellations', text: 'Cancelled orders are subject to a 100% cancellation charge.' },
  { title: 'Payment', text: 'Payment is due in 30 days.' },
  { title: 'LED warranty', text: 'LED products carry a 5-year warranty.' },
  { title: 'Paint warranty', text: 'Paint finishes carry a 3-year warranty.' },
  {
    title: 'Collection',
    text: 'Accounts placed for collection are subject to attorney fees of 33-1/3% of the amount due.',
  },
];

export const COMMISSION_NOTE = 'Quotes are full commission with no discount.';
export const SMALL_ORDER_NOTICE =
  'Small order surcharge: orders below $5,000 USD or $6,250 CAD carry a 20% surcharge; the total with the surcharge will not exceed those amounts.';

/** How a quote is titled on its printed forms: "Quote #27, revision 3"; an order by its ERP number, a request by its number. */
export function printedQuoteTitle(quote: { type: number; id: number; revision: number; erpOrderNo?: string | null }): string {
  if (quote.type === 2) return `Order #${quote.erpOrderNo || quote.id}`;
  if (quote.type === 3) return `Quote Request #${quote.id}, revision ${quote.revision}`;
  return `Quote #${quote.id}, revision ${quote.revision}`;
}

/** The PDF's file name: quote-27-rev-3.pdf (an order: order-27.pdf). */
export function quotePdfFileName(quote: { type: number; id: number; revision: number }): string {
  return quote.type === 2 ? `order-${quote.id}.pdf` : `quote-${quote.id}-rev-${quote.revision}.pdf`;
}

/** The REST paths the pages download the PDF from: by quote number (signed in) and through a sent link. */
export const QUOTE_PDF_PATH = '/api/v1/quoteManagement/downloadQuotePdf';
export const SHARED_QUOTE_PDF_PATH = '/api/v1/quoteManagement/downloadSharedQuotePdf';
/** What the page says when the PDF could not be made or fetched. */
export const QUOTE_PDF_FAILED = 'The PDF could not be downloaded. Try again.';
