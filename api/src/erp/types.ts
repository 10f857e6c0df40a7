import { BlockedAddressError } from './outbound.ts';
import { currentLog } from '../observability/logger.ts';

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
  /**
   * The same for every attempt to send this quote as it is (quote-{id}-{revision}): an adapter
   * sends it so that the ERP answers a repeated attempt with the order it already holds.
   */
  idempotencyKey: string;
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

/**
 * A failure of the ERP as the client sees it: a fixed message (the ERP's own text, which may hold
 * internal details, goes only to the server log) and the HTTP status the ERP answered with, if any.
 */
export class ErpError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
    /** true when the ERP may have received the request although no answer came back (a timeout, a dropped connection) */
    readonly uncertain = false,
  ) {
    super(message);
  }
}

/** Failures of a call that never reached the ERP: refused connections, unknown or unreachable hosts. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRBLOCKED']);

export const ERP_NOT_ALLOWED = 'The ERP address of this platform is not allowed (it points at a private, loopback or link-local address). The details are in the server log.';
export const ERP_UNREACHABLE = 'The ERP could not be reached. The details are in the server log.';

/** The fixed message for an ERP that answered with a refusal. */
export const erpRefusedMessage = (action: string, httpStatus: number) =>
  httpStatus >= 200 && httpStatus < 300
    ? `The ERP refused the ${action}. The details are in the server log.`
    : `The ERP refused the ${action} (HTTP ${httpStatus}). The details are in the server log.`;

/** Logs what the ERP said (or why it could not be called) and returns the error the client sees. */
export function erpFailure(
  system: string,
  action: string,
  url: string,
  failure: { httpStatus: number; detail: string } | { error: unknown },
): ErpError {
  if ('error' in failure) {
    const blocked = failure.error instanceof BlockedAddressError;
    currentLog().error({ erp: system, action, url }, `ERP ${system}: ${action} to ${url} failed: ${(failure.error as Error)?.message ?? String(failure.error)}`);
    const code = (failure.error as { code?: string })?.code;
    const uncertain = !blocked && !NEVER_SENT.has(code ?? '');
    return new ErpError(blocked ? ERP_NOT_ALLOWED : ERP_UNREACHABLE, null, uncertain);
  }
  currentLog().error({ erp: system, action, url, httpStatus: failure.httpStatus }, `ERP ${system}: ${action} to ${url} refused (HTTP ${failure.httpStatus}): ${failure.detail}`);
  return new ErpError(erpRefusedMessage(action, failure.httpStatus), failure.httpStatus);
}


export const ORDER_STATUS_CODES = ['P', 'S', 'O', 'H'] as const;
