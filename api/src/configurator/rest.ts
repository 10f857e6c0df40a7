import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { idField, optionalTextField } from '../rest/fields.ts';
import { DEFAULT_CONFIGURATOR_PRODUCT_ID } from './model.ts';
import { configure, copyConfiguration, finishConfiguration, saveAsPublicUser, startConfiguration } from './service.ts';

const optionalLineId = idField.nullish();
const optionValue = z.union([z.string(), z.number(), z.boolean()]).nullish();
const requireHttps = z.union([z.boolean(), z.string(), z.number()]).optional().describe("the client's own setting; the server decides on HTTPS itself");
const productIdEcho = idField.nullish().describe("the configured product, as the client keeps it; the session's product is used");

/** `integrationParams` as a list of {Name, Value}, or an object of names and values; `{}` and `[]` are both empty. */
const integrationParams = z
  .union([z.array(z.object({ Name: z.string(), Value: z.unknown() })), z.record(z.string(), z.unknown())])
  .nullish()
  .transform((params) => (params == null ? [] : Array.isArray(params) ? params : Object.entries(params).map(([Name, Value]) => ({ Name, Value }))))
  .describe('parameters for the configurator: [{Name, Value}] or {name: value}; empty as [] or {}');

/** The configurator's data (part 1 §3): pages, screens and options, price, details, messages. */
const configuratorData = z
  .object({
    ConfiguredPrice: z.number(),
    IsExecutionComplete: z.boolean(),
    OptionToFocus: z.string().nullable(),
    Details: z.array(z.object({ Caption: z.unknown(), Value: z.unknown(), Type: z.unknown() }).passthrough()),
    ImageUrl: z.string().nullable(),
    Messages: z.array(z.object({ Type: z.number(), Value: z.string() })),
    Pages: z.array(z.object({ Caption: z.string(), IsVisible: z.boolean(), Screens: z.array(z.unknown()) }).passthrough()),
  })
  .passthrough();

defineRestOperation({
  family: 'configurator',
  operation: 'start',
  scope: 'public',
  summary: 'Starts a configuration session of a product (or of a quote line, to reconfigure or copy it).',
  body: z.object({
    productId: z.coerce.number().int().positive().default(DEFAULT_CONFIGURATOR_PRODUCT_ID),
    configurationId: optionalTextField,
    quoteId: optionalTextField,
    reconfigure: z.coerce.boolean().nullish(),
    headerId: optionalTextField,
    lineId: optionalLineId,
    LineId: optionalLineId.describe('as lineId'),
    lineNumber: z.coerce.number().int().positive().nullish().describe('the line number the client shows; LineId names the line'),
    sourceHeaderId: optionalTextField,
    sourceConfigurationId: optionalTextField,
    cpqProfileOption: z.string().nullish().describe("the customer's configurator profile option, as the client keeps it"),
    integrationParams: integrationParams.default([]),
    sessionId: optionalTextField.describe('a session this page started before (after a reload): answered with its choices while it is open and the caller may use it; otherwise a new session starts'),
  }),
  answer: z.object({
    prepare: z.object({ SessionId: z.string(), ProductId: z.number().int(), HeaderId: z.string().nullable(), Engine: z.string(), ModelVersion: z.number().int().nullable() }),
    initialize: z.object({ ConfigurationId: z.string(), Reconfigure: z.boolean(), QuoteId: z.string().nullable() }),
    ui: configuratorData,
  }),
  handler: (ctx, { LineId, lineNumber: _lineNumber, cpqProfileOption: _profile, ...body }) => startConfiguration(ctx, { ...body, lineId: body.lineId ?? LineId ?? null }),
});

defineRestOperation({
  family: 'configurator',
  operation: 'configure',
  scope: 'public',
  summary: 'Sets one option (id, value) or several (changes) of a session and answers the configurator data.',
  body: z.object({
    sessionId: z.string().min(1),
    id: z.string().nullish().describe('the option to set'),
    value: optionValue,
    changes: z.array(z.object({ id: z.string(), value: optionValue })).nullish().describe('several options at once'),
    requireHttps,
    productId: productIdEcho,
  }),
  answer: z.object({ SessionId: z.string(), d: configuratorData, Blocked: z.unknown().nullable() }),
  handler: (ctx, { requireHttps: _https, productId: _product, ...body }) => configure(ctx, body),
});

defineRestOperation({
  family: 'configurator',
  operation: 'finish',
  scope: 'public',
  summary:
    'Finishes a session and saves it on a quote: a new quote, the reconfigured line (LineId) or a new line. A visitor sending publicUser and an email as username is signed up as a public user first.',
  body: z.object({
    sessionId: z.string().min(1),
    username: z.string().nullish().describe('with publicUser, a visitor’s email'),
    publicUser: z.coerce.boolean().nullish(),
    quoteId: optionalTextField,
    lineId: optionalLineId,
    LineId: optionalLineId.describe('as lineId'),
    lineNumber: z.coerce.number().int().positive().nullish(),
    configurationId: optionalTextField,
    quantity: z.coerce.number().int().positive().nullish(),
    values: z
      .array(z.object({ id: z.string(), value: optionValue.transform((value) => (value == null ? null : String(value))) }))
      .nullish()
      .describe('the values the screen shows; each is checked by the model, and a refused one stops Finish with its message and field'),
    requireHttps,
    productId: productIdEcho,
  }),
  answer: z.union([
    z.object({
      quoteId: z.number().int(),
      lineId: z.number().int(),
      lineNumber: z.number().int(),
      configurationId: z.string(),
      type: z.number().int(),
      outcome: z.enum(['created', 'updated', 'added']),
    }),
    z
      .object({ token: z.string(), expiresAt: z.unknown(), userId: z.number().int(), username: z.string(), quoteId: z.number().int(), lineId: z.number().int() })
      .passthrough()
      .describe('a visitor saved as a public user: the new session'),
  ]),
  handler: (ctx, { requireHttps: _https, productId: _product, LineId, ...body }) => {
    // A visitor finishing with publicUser and an email becomes a public user first.
    if (!ctx.viewer && body.publicUser && body.username) return saveAsPublicUser(ctx, { sessionId: body.sessionId, email: body.username, values: body.values });
    return finishConfiguration(ctx, { ...body, lineId: body.lineId ?? LineId ?? null });
  },
});

defineRestOperation({
  family: 'configurator',
  operation: 'copyLineConfiguration',
  scope: 'signedIn',
  summary: "Copies a line's configuration session to another line (detail ids are `{quoteId}_{lineNumber}`).",
  body: z.object({
    sourceHeaderId: optionalTextField,
    sourceDetailId: z.string().min(1),
    headerId: optionalTextField,
    detailId: z.string().min(1),
    productId: z.coerce.number().int().nullish(),
  }),
  answer: z.object({ sessionId: z.string().nullable(), configurationId: z.string() }).passthrough(),
  handler: (ctx, body) => copyConfiguration(ctx, body),
});
