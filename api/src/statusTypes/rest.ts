import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { createStatusType, deleteStatusType, listStatusTypes, updateStatusType } from './service.ts';

const id = z.coerce.number().int().positive();
const input = z.record(z.string(), z.unknown());

/** The spec's shape: visible as "1" / "0". */
const legacy = (s: { id: number; pid: number; name: string; visible: boolean; roleLevel: number; displayOrder: number }) => ({
  id: s.id,
  pid: s.pid,
  name: s.name,
  visible: s.visible ? '1' : '0',
  roleLevel: s.roleLevel,
  displayOrder: s.displayOrder,
});

defineRestOperation({
  family: 'statusTypesMgmt',
  operation: 'getStatusTypes',
  scope: 'signedIn',
  body: z.object({ roleLevel: z.coerce.number().int().nullish() }),
  handler: async (ctx, body) => (await listStatusTypes(ctx, body.roleLevel)).map(legacy),
});

defineRestOperation({
  family: 'statusTypesMgmt',
  operation: 'createStatusType',
  scope: 'admin',
  body: z.object({ input }),
  handler: async (ctx, body) => legacy(await createStatusType(ctx, body.input)),
});

defineRestOperation({
  family: 'statusTypesMgmt',
  operation: 'updateStatusType',
  scope: 'admin',
  body: z.object({ id, input }),
  handler: async (ctx, body) => legacy(await updateStatusType(ctx, body.id, body.input)),
});

defineRestOperation({
  family: 'statusTypesMgmt',
  operation: 'deleteStatusType',
  scope: 'admin',
  body: z.object({ id }),
  handler: async (ctx, body) => legacy(await deleteStatusType(ctx, body.id)),
});
