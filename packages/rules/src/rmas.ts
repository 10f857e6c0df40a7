// RMA rules (spec part 3 §4.3 and §5): the detail form's checks and what blocks Submit. The API
// refuses a detail or a submission that breaks them; the RMA screens check the same before sending.

export const RMA_DETAIL_MESSAGES = {
  productNumber: 'You must select a product to return.',
  quantityNumber: 'Quantity must be a number.',
  quantityRequired: 'Quantity is required.',
  quantityMin: 'The minimum quantity to return is 1.',
  quantityMax: 'You cannot return more items than were ordered.',
  reason: 'You must provide a reason for the return.',
  modelNo: 'Please enter a model number, or NA if there is no Model Number',
} as const;

export const RMA_SUBMIT_MESSAGES = {
  noLines: 'Please add an RMA Detail with a quantity before submitting.',
  lineProduct: (n: number) => `Please set a Product Number for the RMA Detail #${n}`,
  lineModel: (n: number) => `Please set a Model Number for the RMA Detail #${n}`,
  lineReason: (n: number) => `Please enter a Reason for the RMA Detail #${n}`,
} as const;

/** The ordered-quantity cap of an RMA from an order: the ordered quantity, or 1 if that is not above 1. */
export const maxReturnQuantity = (orderedQuantity: number) => (orderedQuantity > 1 ? orderedQuantity : 1);

/**
 * Why a return quantity (typed or sent) is refused, or undefined: required, a whole number, at least
 * 1 and, for an RMA from an order, at most `maxReturnQuantity` of what was ordered.
 */
export function returnQuantityProblem(quantity: unknown, orderedQuantity?: number | null): string | undefined {
  const text = typeof quantity === 'string' ? quantity.trim() : quantity;
  if (text === '' || text === null || text === undefined) return RMA_DETAIL_MESSAGES.quantityRequired;
  const value = typeof text === 'string' ? (/^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN) : typeof text === 'number' ? text : Number.NaN;
  if (!Number.isInteger(value)) return RMA_DETAIL_MESSAGES.quantityNumber;
  if (value < 1) return RMA_DETAIL_MESSAGES.quantityMin;
  if (orderedQuantity != null && value > maxReturnQuantity(orderedQuantity)) return RMA_DETAIL_MESSAGES.quantityMax;
  return undefined;
}

export interface RmaDetailFields {
  productNumber: string | null | undefined;
  quantity: unknown;
  modelNo: string | null | undefined;
  reason: string | null | undefined;
}

export type RmaDetailProblems = Partial<Record<keyof RmaDetailFields, string>>;

const blank = (value: string | null | undefined) => !value?.trim();

/** The detail form's problems by field (empty when it may be saved); `orderedQuantity` caps the quantity of an RMA from an order. */
export function rmaDetailProblems(detail: RmaDetailFields, orderedQuantity?: number | null): RmaDetailProblems {
  const problems: RmaDetailProblems = {};
  if (blank(detail.productNumber)) problems.productNumber = RMA_DETAIL_MESSAGES.productNumber;
  const quantity = returnQuantityProblem(detail.quantity, orderedQuantity);
  if (quantity) problems.quantity = quantity;
  if (blank(detail.reason)) problems.reason = RMA_DETAIL_MESSAGES.reason;
  if (blank(detail.modelNo)) problems.modelNo = RMA_DETAIL_MESSAGES.modelNo;
  return problems;
}

export interface RmaLine {
  productNumber: string;
  modelNo: string;
  reason: string;
  quantity: number | null | undefined;
}

/** The per-line messages that block Submit, in line order: a line with a quantity needs a product number, model number and reason. */
export function submitBlockers(lines: readonly RmaLine[]): string[] {
  const messages: string[] = [];
  lines.forEach((line, index) => {
    if (line.quantity == null) return;
    const n = index + 1;
    if (blank(line.productNumber)) messages.push(RMA_SUBMIT_MESSAGES.lineProduct(n));
    if (blank(line.modelNo)) messages.push(RMA_SUBMIT_MESSAGES.lineModel(n));
    if (blank(line.reason)) messages.push(RMA_SUBMIT_MESSAGES.lineReason(n));
  });
  return messages;
}

/** Why Submit is refused: the per-line messages, or, with none, that no line has a quantity; empty when it may be submitted. */
export function submitProblems(lines: readonly RmaLine[]): string[] {
  const blockers = submitBlockers(lines);
  if (blockers.length) return blockers;
  return lines.some((line) => line.quantity != null && line.quantity > 0) ? [] : [RMA_SUBMIT_MESSAGES.noLines];
}

/** Submit needs a line with a quantity and no incomplete line. */
export const canSubmit = (lines: readonly RmaLine[]) => submitProblems(lines).length === 0;

/** A line is complete when it has no quantity, or a product number, model number and reason. */
export const detailIsComplete = (line: RmaLine) => submitBlockers([line]).length === 0;

/**
 * An RMA after Submit: the platform's administrators move it on with a comment. Approved names what
 * the buyer gets (a credit or a replacement). Rejected and Closed are final (Rejected may still be
 * closed).
 */
export const RMA_STATUSES = ['Submitted', 'Received', 'Inspected', 'Approved (credit)', 'Approved (replacement)', 'Rejected', 'Closed'] as const;
export type RmaStatus = (typeof RMA_STATUSES)[number];
/** the statuses an administrator may set */
export const RMA_ADMIN_STATUSES = RMA_STATUSES.filter((status) => status !== 'Submitted');

/** The statuses an RMA may move to from `status` (none once Closed). */
export function nextRmaStatuses(status: string | null): RmaStatus[] {
  if (!status || status === 'Closed') return [];
  if (status === 'Rejected') return ['Closed'];
  const at = RMA_STATUSES.indexOf(status as RmaStatus);
  const approved = status.startsWith('Approved');
  return RMA_ADMIN_STATUSES.filter((next) => {
    if (next === 'Closed' || next === 'Rejected') return true;
    if (approved) return false;
    return RMA_STATUSES.indexOf(next) > at;
  });
}

export const RMA_COMMENT_MAX = 2000;

export const RMA_STATUS_MESSAGES = {
  notSubmitted: 'The RMA has not been submitted yet.',
  status: (from: string | null, to: string) => `An RMA that is ${from ?? 'Not Submitted'} cannot be set to ${to}.`,
  unknownStatus: `Status must be one of ${RMA_ADMIN_STATUSES.join(', ')}.`,
  commentRequired: 'Please enter a comment.',
  commentTooLong: `A comment can be at most ${RMA_COMMENT_MAX} characters.`,
  photo: 'The photo must be an image uploaded to this platform.',
  closed: 'The RMA is closed.',
} as const;
