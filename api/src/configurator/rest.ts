import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { DEFAULT_CONFIGURATOR_PRODUCT_ID } from './model.ts';
import { configure, copyConfiguration, finishConfiguration, saveAsPublicUser, startConfiguration } from './service.ts';

const optionalText = z.union([z.string(), z.number()]).nullish().transform((value) => (value == null ? null : String(value)));

defineRestOperation({
  family: 'configurator',
  operation: 'start',
  scope: 'public',
  body: z
    .object({
      productId: z.coerce.number().int().positive().default(DEFAULT_CONFIGURATOR_PRODUCT_ID),
      configurationId: optionalText,
      quoteId: optionalText,
      reconfigure: z.coerce.boolean().nullish(),
      headerId: optionalText,
      lineId: z.coerce.number().int().positive().nullish(),
      LineId: z.coerce.number().int().positive().nullish(),
      sourceHeaderId: optionalText,
      sourceConfigurationId: optionalText,
      integrationParams: z.array(z.object({ Name: z.string(), Value: z.unknown() })).default([]),
    })
    .passthrough(),
  handler: (ctx, body) => startConfiguration(ctx, { ...body, lineId: body.lineId ?? body.LineId ?? null }),
});

defineRestOperation({
  family: 'configurator',
  operation: 'configure',
  scope: 'public',
  body: z
    .object({
      sessionId: z.string().min(1),
      id: z.string().nullish(),
      value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
      changes: z.array(z.object({ id: z.string(), value: z.union([z.string(), z.number(), z.boolean()]).nullish() })).nullish(),
      requireHttps: z.unknown().optional(),
      productId: z.unknown().optional(),
    })
    .passthrough(),
  handler: (ctx, body) => configure(ctx, body),
});

defineRestOperation({
  family: 'configurator',
  operation: 'finish',
  scope: 'public',
  body: z
    .object({
      sessionId: z.string().min(1),
      username: z.string().nullish(),
      publicUser: z.coerce.boolean().nullish(),
      quoteId: optionalText,
      lineId: z.coerce.number().int().positive().nullish(),
      LineId: z.coerce.number().int().positive().nullish(),
      lineNumber: z.coerce.number().int().positive().nullish(),
      quantity: z.coerce.number().int().positive().nullish(),
      requireHttps: z.unknown().optional(),
      productId: z.unknown().optional(),
    })
    .passthrough(),
  handler: (ctx, body) => {
    // A visitor finishing with publicUser and an email becomes a public user first.
    if (!ctx.viewer && body.publicUser && body.username) return saveAsPublicUser(ctx, { sessionId: body.sessionId, email: body.username });
    return finishConfiguration(ctx, { ...body, lineId: body.lineId ?? body.LineId ?? null });
  },
});

defineRestOperation({
  family: 'configurator',
  operation: 'copyLineConfiguration',
  scope: 'signedIn',
  body: z
    .object({
      sourceHeaderId: optionalText,
      sourceDetailId: z.string().min(1),
      headerId: optionalText,
      detailId: z.string().min(1),
      productId: z.coerce.number().int().nullish(),
    })
    .passthrough(),
  handler: (ctx, body) => copyConfiguration(ctx, body),
});
