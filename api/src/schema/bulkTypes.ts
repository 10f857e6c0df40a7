import { builder } from './builder.ts';
import type { BulkResult, BulkRowResult } from './bulk.ts';

const BulkRowResultRef = builder.objectRef<BulkRowResult>('BulkRowResult').implement({
  description: 'One row of a bulk action: applied, or refused with the reason.',
  fields: (t) => ({
    // rowId, as every integer id in this schema: Relay keeps `id` for string record ids
    rowId: t.exposeInt('id', { description: 'the row id' }),
    ok: t.exposeBoolean('ok'),
    message: t.exposeString('message', { nullable: true }),
  }),
});

export const BulkResultRef = builder.objectRef<BulkResult>('BulkResult').implement({
  description: 'What a bulk action did: each row applied or refused (the others are applied).',
  fields: (t) => ({
    applied: t.exposeInt('applied'),
    refused: t.exposeInt('refused'),
    results: t.field({ type: [BulkRowResultRef], resolve: (result) => result.results }),
  }),
});
