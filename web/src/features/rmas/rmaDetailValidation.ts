export const RMA_DETAIL_MESSAGES = {
  productNumber: 'You must select a product to return.',
  quantityNumber: 'Quantity must be a number.',
  quantityRequired: 'Quantity is required.',
  quantityMin: 'The minimum quantity to return is 1.',
  quantityMax: 'You cannot return more items than were ordered.',
  reason: 'You must provide a reason for the return.',
  modelNo: 'Please enter a model number, or NA if there is no Model Number',
} as const;

export interface RmaDetailForm {
  productNumber: string;
  quantity: string;
  orderedQuantity: number;
  modelNo: string;
  reason: string;
  timeInService: string;
}

export type RmaDetailErrors = Partial<Record<keyof RmaDetailForm, string>>;

/** The ordered-quantity cap of an RMA from an order: the ordered quantity, or 1 if that is not above 1. */
export const maxReturnQuantity = (orderedQuantity: number) => (orderedQuantity > 1 ? orderedQuantity : 1);

/** The detail form's rules (spec part 3 §5), run on submit. */
export function validateRmaDetail(form: RmaDetailForm, fromOrder: boolean): RmaDetailErrors {
  const errors: RmaDetailErrors = {};
  if (!form.productNumber.trim()) errors.productNumber = RMA_DETAIL_MESSAGES.productNumber;
  const quantityText = form.quantity.trim();
  if (quantityText === '') errors.quantity = RMA_DETAIL_MESSAGES.quantityRequired;
  else if (!/^-?\d+$/.test(quantityText)) errors.quantity = RMA_DETAIL_MESSAGES.quantityNumber;
  else {
    const quantity = Number(quantityText);
    if (quantity < 1) errors.quantity = RMA_DETAIL_MESSAGES.quantityMin;
    else if (fromOrder && quantity > maxReturnQuantity(form.orderedQuantity)) errors.quantity = RMA_DETAIL_MESSAGES.quantityMax;
  }
  if (!form.reason.trim()) errors.reason = RMA_DETAIL_MESSAGES.reason;
  if (!form.modelNo.trim()) errors.modelNo = RMA_DETAIL_MESSAGES.modelNo;
  return errors;
}

export interface RmaLine {
  productNumber: string;
  modelNo: string;
  reason: string;
  quantity: number | null | undefined;
}

/** Why Submit is blocked: the per-line messages, in line order. */
export function submitBlockers(lines: readonly RmaLine[]): string[] {
  const messages: string[] = [];
  lines.forEach((line, index) => {
    if (line.quantity == null) return;
    const n = index + 1;
    if (!line.productNumber.trim()) messages.push(`Please set a Product Number for the RMA Detail #${n}`);
    if (!line.modelNo.trim()) messages.push(`Please set a Model Number for the RMA Detail #${n}`);
    if (!line.reason.trim()) messages.push(`Please enter a Reason for the RMA Detail #${n}`);
  });
  return messages;
}

/** Submit needs a line with a quantity and no incomplete line. */
export const canSubmit = (lines: readonly RmaLine[]) =>
  lines.some((line) => line.quantity != null && line.quantity > 0) && submitBlockers(lines).length === 0;

export const rmaStatusText = (rma: { status?: string | null; rmaCreated: boolean }) => (rma.status || rma.rmaCreated ? 'Submitted' : 'Not Submitted');
