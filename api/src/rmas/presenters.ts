import { z } from 'zod';
import { flagAnswer, flagText } from '../rest/fields.ts';

export const rmaAnswer = z.object({
  id: z.number(),
  pid: z.number(),
  groupId: z.number().nullable(),
  rmaCreated: flagAnswer.describe('"0": not submitted'),
  status: z.string().nullable(),
  rmaNumber: z.string().nullable(),
  erpOrderNum: z.string().nullable().describe('the ERP order number of the order it returns'),
  modelNo: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601 time'),
  requestDate: z.string().describe('ISO 8601 time'),
  quoteId: z.number().nullable().describe('the order it returns'),
});

/**
 * An RMA in the spec's names (part 3 §3): rmaCreated as the text "1" or "0" ("0": not submitted).
 * Who submitted it and when stay internal.
 */
export function presentRma(rma: {
  id: number;
  pid: number;
  groupId: number | null;
  rmaCreated: boolean;
  status: string | null;
  rmaNumber: string | null;
  erpOrderNum: string | null;
  modelNo: string | null;
  createdAt: Date;
  requestDate: Date;
  quoteId: number | null;
}): z.infer<typeof rmaAnswer> {
  return {
    id: rma.id,
    pid: rma.pid,
    groupId: rma.groupId,
    rmaCreated: flagText(rma.rmaCreated),
    status: rma.status,
    rmaNumber: rma.rmaNumber,
    erpOrderNum: rma.erpOrderNum,
    modelNo: rma.modelNo,
    createdAt: rma.createdAt.toISOString(),
    requestDate: rma.requestDate.toISOString(),
    quoteId: rma.quoteId,
  };
}

export const rmaDetailAnswer = z.object({
  id: z.number(),
  RMAId: z.number(),
  pid: z.number(),
  productNumber: z.string(),
  quantity: z.number().nullable(),
  orderedQuantity: z.number(),
  modelNo: z.string(),
  reason: z.string(),
  timeInService: z.string().nullable(),
});

/** An RMA detail line in the spec's names (part 3 §3): its RMA is `RMAId`. */
export function presentRmaDetail(detail: {
  id: number;
  rmaId: number;
  pid: number;
  productNumber: string;
  quantity: number | null;
  orderedQuantity: number;
  modelNo: string;
  reason: string;
  timeInService: string | null;
}): z.infer<typeof rmaDetailAnswer> {
  return {
    id: detail.id,
    RMAId: detail.rmaId,
    pid: detail.pid,
    productNumber: detail.productNumber,
    quantity: detail.quantity,
    orderedQuantity: detail.orderedQuantity,
    modelNo: detail.modelNo,
    reason: detail.reason,
    timeInService: detail.timeInService,
  };
}
