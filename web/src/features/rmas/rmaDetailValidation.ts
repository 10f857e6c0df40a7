import { rmaDetailProblems } from '@quotecraft/rules/rmas';

export interface RmaDetailForm {
  productNumber: string;
  quantity: string;
  orderedQuantity: number;
  modelNo: string;
  reason: string;
  timeInService: string;
}

export type RmaDetailErrors = Partial<Record<keyof RmaDetailForm, string>>;

/** The detail form's rules (spec part 3 §5, from @quotecraft/rules, as the server checks them), run on submit. */
export const validateRmaDetail = (form: RmaDetailForm, fromOrder: boolean): RmaDetailErrors =>
  rmaDetailProblems(form, fromOrder ? form.orderedQuantity : null);

/** 'Not Submitted', 'Submitted', or the status an administrator set after Submit (Received, Inspected…). */
export const rmaStatusText = (rma: { status?: string | null; rmaCreated: boolean }) => (rma.status ? rma.status : rma.rmaCreated ? 'Submitted' : 'Not Submitted');
