import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { createPlatform, getPlatform, listPlatforms, updatePlatform } from './admin.ts';

const id = z.coerce.number().int().positive();
const input = z.record(z.string(), z.unknown());

/** Platform settings in the spec's shape: emailAddresses comma-joined, flags as "1"/"0". */
function legacyShape(p: { id: number; name: string; emailAddresses: string; integration: string; requireMFA: boolean; requireHttps: boolean; csiOrderCompleteString: string; isDefault: boolean }) {
  return {
    id: p.id,
    name: p.name,
    emailAddresses: p.emailAddresses,
    integration: p.integration,
    requireMFA: p.requireMFA ? '1' : '0',
    requireHttps: p.requireHttps ? '1' : '0',
    csiOrderCompleteString: p.csiOrderCompleteString,
    isDefault: p.isDefault,
  };
}

defineRestOperation({
  family: 'platformManagement',
  operation: 'getPlatform',
  scope: 'signedIn',
  body: z.object({ id: id.optional(), defaultPlatform: z.unknown().optional() }),
  handler: async (ctx, body) => legacyShape(await getPlatform(ctx, body.defaultPlatform ? null : body.id)),
});

defineRestOperation({
  family: 'platformManagement',
  operation: 'getPlatforms',
  scope: 'admin',
  body: z.object({}).passthrough(),
  handler: async (ctx) => (await listPlatforms(ctx)).map(legacyShape),
});

defineRestOperation({
  family: 'platformManagement',
  operation: 'createPlatform',
  scope: 'superAdmin',
  body: z.object({ input }),
  handler: async (ctx, body) => legacyShape(await createPlatform(ctx, body.input)),
});

defineRestOperation({
  family: 'platformManagement',
  operation: 'updatePlatform',
  scope: 'admin',
  body: z.object({ id, input }),
  handler: async (ctx, body) => legacyShape(await updatePlatform(ctx, body.id, body.input)),
});
