/** What every ERP adapter receives when a quote becomes an order. */
export interface ErpOrderAddress {
  name: string | null;
  address: string | null;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  shipCode: string | null;
}

export interface ErpOrderLine {
  lineNumber: number;
  partNumber: string;
  description: string;
  quantity: number;
  unitPrice: string;
  configurationId: string;
  headerId: string | null;
}

export interface ErpOrder {
  quoteId: number;
  clientId: string;
  pid: number;
  customer: { erpId: string | null; companyName: string };
  contact: { firstName: string; lastName: string; email: string | null; phone: string | null } | null;
  billTo: ErpOrderAddress | null;
  shipTo: ErpOrderAddress | null;
  lines: ErpOrderLine[];
  jobName: string;
  specifier: string;
  specifierLocation: string;
  total: string;
  placedBy: string;
}

export interface ErpSubmission {
  erpOrderNo: string;
  /** ERP order status code: P Planned, S Stopped, O Ordered, H History */
  orderStatus: string;
  /** 'W' while the ERP still has the order waiting (shown as Submitted) */
  csiStatus: string | null;
}

export interface ErpStatusReport {
  erpOrderNo: string;
  orderStatus: string;
  csiStatus: string | null;
}

export interface ErpAdapter {
  readonly name: string;
  submitOrder(order: ErpOrder): Promise<ErpSubmission>;
  /** Current status of orders the ERP knows; adapters without a remote system report nothing. */
  fetchStatuses(erpOrderNos: string[]): Promise<ErpStatusReport[]>;
}

export class ErpError extends Error {}

export const ORDER_STATUS_CODES = ['P', 'S', 'O', 'H'] as const;
