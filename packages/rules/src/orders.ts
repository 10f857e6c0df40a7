// Placing an order (spec part 1 §4.5 and §8): the checks, in the spec's order, with its messages word
// for word. The API runs them before an order is placed, a card payment is prepared or a quote
// request is submitted; the web runs the same ones before it sends anything.

export const ORDER_CHECK_MESSAGES = {
  noLines: 'You must have at least one Quote Line to place an order.',
  noErpId: 'An ERP ID is required to submit quotes to the ERP',
  jobName: 'You must provide a job name on the Quote Summary before placing an Order.',
  specifier: 'You must provide a specifier on the Quote Summary before placing an Order.',
  specifierLocation: 'You must provide a specifier location on the Quote Summary before placing an Order.',
} as const;

export interface OrderCheckQuote {
  lineCount: number;
  customerErpId: string | null | undefined;
  jobName: string | null | undefined;
  specifier: string | null | undefined;
  specifierLocation: string | null | undefined;
}

/** The field a failing check names: the lines, the customer (its ERP ID) or a job field. */
export type OrderCheckField = 'lines' | 'customer' | 'jobName' | 'specifier' | 'specifierLocation';

export interface OrderCheckFailure {
  field: OrderCheckField;
  message: string;
}

/**
 * The first failing §4.5 check, or null when the quote may be ordered. The ERP ID is not needed when
 * nothing goes to the ERP (`erp: false`: card checkout, a quote request sent to the sales contacts).
 */
export function firstOrderProblem(quote: OrderCheckQuote, { erp }: { erp: boolean }): OrderCheckFailure | null {
  if (quote.lineCount < 1) return { field: 'lines', message: ORDER_CHECK_MESSAGES.noLines };
  if (erp && !quote.customerErpId) return { field: 'customer', message: ORDER_CHECK_MESSAGES.noErpId };
  for (const field of ['jobName', 'specifier', 'specifierLocation'] as const) {
    if (!quote[field]?.trim()) return { field, message: ORDER_CHECK_MESSAGES[field] };
  }
  return null;
}
