/**
 * The Summary tab's order placement: the §4.5 checks, Place Order through the platform's ERP, or
 * the card checkout panel for stripe users. Rendered by the quote screen's Summary tab.
 */
export interface PlaceOrderPanelProps {
  /** the quote's row id */
  quoteId: number;
  /** the quote's global node id */
  quoteNodeId: string;
}

export function PlaceOrderPanel(_props: PlaceOrderPanelProps) {
  return null;
}
