import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { flagField, idField, listPageFields } from '../rest/fields.ts';
import { erpSettingsInput } from '../erp/settings.ts';
import { createPlatform, getPlatform, listPlatforms, updatePlatform } from './service.ts';
import { platformAnswer, presentPlatform } from './presenters.ts';

const platformInput = z.object({
  name: z.string().optional(),
  emailAddresses: z.union([z.string(), z.array(z.string())]).optional().describe('comma-joined, or a list'),
  integration: z.string().optional().describe('default, visual or CSI'),
  requireMFA: flagField.optional(),
  requireHttps: flagField.optional(),
  importFormulaResults: flagField.optional().describe("level 9 only: imports take a formula cell's last calculated value instead of refusing the row"),
  csiOrderCompleteString: z.string().optional().describe('default "Ordered"'),
  erpSettings: erpSettingsInput.nullish().describe('the CSI or VISUAL connection; secrets are never answered'),
  marginFloorPercent: z.union([z.number(), z.string()]).nullish().describe('lowest margin over dealer cost (% of the price) without approval, 0 to 100; null or "" for none'),
  maxDiscountPercents: z.record(z.string(), z.union([z.number(), z.string()]).nullable()).optional().describe('largest discount (%) per role level 3 to 9 without approval, e.g. { "3": 10 }; a level left out has no limit'),
});

defineRestOperation({
  family: 'platformManagement',
  operation: 'getPlatform',
  scope: 'signedIn',
  summary: 'A platform\'s settings: level 0 gets the default platform, level 9 any, others their own (also without `id`).',
  body: z.object({ id: idField.optional(), defaultPlatform: flagField.optional().describe("true: the platform the caller is shown, whatever `id` says") }),
  answer: platformAnswer,
  handler: async (ctx, body) => {
    return presentPlatform(await getPlatform(ctx, body.defaultPlatform ? null : body.id), ctx.viewer);
  },
});

defineRestOperation({
  family: 'platformManagement',
  operation: 'getPlatforms',
  scope: 'admin',
  summary: 'Level 9: every platform; administrators: their own.',
  body: z.object({ ...listPageFields() }),
  answer: z.array(platformAnswer),
  handler: async (ctx, body) => {
    const { rows, total } = await listPlatforms(ctx, body);
    return restPage(rows.map((row) => presentPlatform(row, ctx.viewer)), total);
  },
});

defineRestOperation({
  family: 'platformManagement',
  operation: 'createPlatform',
  scope: 'superAdmin',
  body: z.object({ input: platformInput }),
  answer: platformAnswer,
  handler: async (ctx, body) => presentPlatform(await createPlatform(ctx, body.input), ctx.viewer),
});

defineRestOperation({
  family: 'platformManagement',
  operation: 'updatePlatform',
  scope: 'admin',
  summary: 'Changes the fields sent; the others keep their values.',
  body: z.object({ id: idField, input: platformInput }),
  answer: platformAnswer,
  handler: async (ctx, body) => presentPlatform(await updatePlatform(ctx, body.id, body.input), ctx.viewer),
});
