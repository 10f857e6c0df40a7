import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import {
  createRma,
  createRmaDetail,
  createRmaFromOrder,
  deleteRma,
  deleteRmaDetail,
  getRma,
  listRmaDetails,
  listRmas,
  submitRma,
  updateRma,
  updateRmaDetail,
} from './service.ts';

const id = z.coerce.number().int().positive();
const input = z.record(z.string(), z.unknown());

defineRestOperation({
  family: 'RMAManagement',
  operation: 'getRMAs',
  scope: 'guarded',
  body: z.object({ filters: z.unknown().optional(), pid: id.optional() }).passthrough(),
  handler: (ctx, body) => listRmas(ctx, body.pid),
});

defineRestOperation({ family: 'RMAManagement', operation: 'getRMA', scope: 'guarded', body: z.object({ id }), handler: (ctx, body) => getRma(ctx, body.id) });

defineRestOperation({
  family: 'RMAManagement',
  operation: 'createRMAFromQuote',
  scope: 'guarded',
  body: z.object({ quoteId: id }),
  handler: (ctx, body) => createRmaFromOrder(ctx, body.quoteId),
});

defineRestOperation({ family: 'RMAManagement', operation: 'createRMA', scope: 'guarded', body: z.object({}).passthrough(), handler: (ctx) => createRma(ctx) });

defineRestOperation({
  family: 'RMAManagement',
  operation: 'updateRMA',
  scope: 'guarded',
  body: z.object({ id, input }),
  handler: (ctx, body) => updateRma(ctx, body.id, body.input),
});

defineRestOperation({ family: 'RMAManagement', operation: 'deleteRMA', scope: 'superAdmin', body: z.object({ id }), handler: (ctx, body) => deleteRma(ctx, body.id) });

defineRestOperation({ family: 'RMAManagement', operation: 'submitRMA', scope: 'guarded', body: z.object({ id }).passthrough(), handler: (ctx, body) => submitRma(ctx, body.id) });

defineRestOperation({
  family: 'RMADetailManagement',
  operation: 'getRMADetails',
  scope: 'guarded',
  body: z.object({ RMAId: id, pid: z.unknown().optional() }),
  handler: (ctx, body) => listRmaDetails(ctx, body.RMAId),
});

defineRestOperation({
  family: 'RMADetailManagement',
  operation: 'createRMADetail',
  scope: 'guarded',
  body: z.object({ input: z.object({ RMAId: id }).passthrough() }),
  handler: (ctx, body) => {
    const { RMAId, pid: _pid, orderedQuantity: _ordered, ...fields } = body.input as Record<string, unknown> & { RMAId: number };
    return createRmaDetail(ctx, RMAId, fields);
  },
});

defineRestOperation({
  family: 'RMADetailManagement',
  operation: 'updateRMADetail',
  scope: 'guarded',
  body: z.object({ id, input }),
  handler: (ctx, body) => updateRmaDetail(ctx, body.id, body.input),
});

defineRestOperation({ family: 'RMADetailManagement', operation: 'deleteRMADetail', scope: 'guarded', body: z.object({ id }), handler: (ctx, body) => deleteRmaDetail(ctx, body.id) });
