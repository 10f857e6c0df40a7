import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Viewer } from '../schema/access.ts';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { idField, listPageFields, moneyText } from '../rest/fields.ts';
import { seesDealerCost } from '../schema/visibility.ts';
import { APPROVAL_MESSAGES } from '@quotecraft/rules/approvals';
import { approvalStatusField, decideApproval, listApprovals, quoteApprovalState, requestApproval, type ApprovalLine } from './service.ts';

const approvalLineAnswer = z.object({
  lineId: z.number().int(),
  lineNumber: z.number().int(),
  partNumber: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  price: moneyText,
  listPrice: moneyText.nullable(),
  discountPercent: z.number().nullable().describe('% off list price'),
  cost: moneyText.nullable().describe("dealer unit cost; null unless the caller sees dealer cost"),
  marginPercent: z.number().nullable().describe('margin over dealer cost as a % of the price; null unless the caller sees dealer cost'),
  reasons: z.array(z.enum(['marginFloor', 'discountLimit'])),
});

export const approvalAnswer = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  pid: z.number().int(),
  revision: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected', 'void']),
  comment: z.string(),
  lines: z.array(approvalLineAnswer),
  totalCost: moneyText,
  requestedByUserId: z.number().int().nullable(),
  requestedBy: z.string(),
  decidedBy: z.string(),
  decisionComment: z.string(),
  createdDate: z.string().describe('ISO 8601, UTC'),
  decidedDate: z.string().nullable(),
  voidedDate: z.string().nullable(),
});

/** A request as REST answers it: costs and margins only for those who see the platform's dealer cost. */
export function presentApproval(viewer: Viewer | null, approval: Prisma.QuoteApprovalGetPayload<object>): z.infer<typeof approvalAnswer> {
  const costs = seesDealerCost(viewer, approval.pid);
  const lines = (Array.isArray(approval.lines) ? (approval.lines as unknown as ApprovalLine[]) : []).map((line) => ({
    ...line,
    cost: costs ? line.cost : null,
    marginPercent: costs ? line.marginPercent : null,
  }));
  return {
    id: approval.id,
    quoteId: approval.quoteId,
    pid: approval.pid,
    revision: approval.revision,
    status: approval.status as z.infer<typeof approvalAnswer>['status'],
    comment: approval.comment,
    lines,
    totalCost: approval.totalCost.toFixed(2),
    requestedByUserId: approval.requestedByUserId,
    requestedBy: approval.requestedByName,
    decidedBy: approval.decidedByName,
    decisionComment: approval.decisionComment,
    createdDate: approval.createdAt.toISOString(),
    decidedDate: approval.decidedAt?.toISOString() ?? null,
    voidedDate: approval.voidedAt?.toISOString() ?? null,
  };
}

defineRestOperation({
  family: 'quoteManagement',
  operation: 'requestApproval',
  scope: 'guarded',
  access: 'write',
  summary: "Asks for approval of the quote's lines below the margin floor or a discount limit, with a comment; answers the request.",
  body: z.object({ id: idField, comment: z.string().nullish().describe('up to 2000 characters') }),
  answer: approvalAnswer,
  refusals: [
    { status: 409, message: APPROVAL_MESSAGES.noApprovalNeeded, field: 'id', when: 'no line is below a limit, or an approval covers them' },
    { status: 409, message: APPROVAL_MESSAGES.alreadyPending, field: 'id', when: 'a request for the same lines is waiting' },
  ],
  handler: async (ctx, body) => presentApproval(ctx.viewer, await requestApproval(ctx, body.id, body.comment)),
});

defineRestOperation({
  family: 'approvalManagement',
  operation: 'getApprovals',
  scope: 'admin',
  summary: "The approval queue, newest first: an administrator's platform's requests, every platform's for level 9; `status` narrows it.",
  body: z.object({ status: approvalStatusField.optional().describe('pending, approved, rejected or void; all when omitted'), ...listPageFields(100) }),
  answer: z.array(approvalAnswer),
  handler: async (ctx, body) => {
    const { rows, total } = await listApprovals(ctx, body.status, body);
    return restPage(rows.map((row) => presentApproval(ctx.viewer, row)), total);
  },
});

defineRestOperation({
  family: 'approvalManagement',
  operation: 'decideApproval',
  scope: 'admin',
  access: 'write',
  summary: "Approves (`approve: true`) or rejects another user's pending request with a comment (required to reject); the requester is told live and by email.",
  body: z.object({ id: idField, approve: z.boolean(), comment: z.string().nullish().describe('up to 2000 characters') }),
  answer: approvalAnswer,
  refusals: [
    { status: 403, message: APPROVAL_MESSAGES.ownRequest, field: 'id', when: 'the caller made the request' },
    { status: 409, message: APPROVAL_MESSAGES.voided, field: 'id', when: 'a line it covers changed since it was made' },
    { status: 409, message: APPROVAL_MESSAGES.decided, field: 'id', when: 'it was approved or rejected already' },
  ],
  handler: async (ctx, body) => presentApproval(ctx.viewer, await decideApproval(ctx, body)),
});

/** Where a quote stands against the margin floor and discount limits (the state GraphQL's `Quote.approval` answers). */
export { quoteApprovalState };
