import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.ts';

const id = z.coerce.number().int().positive();
const input = z.record(z.string(), z.unknown());

defineRestOperation({
  family: 'addressManagement',
  operation: 'getAddresses',
  scope: 'signedIn',
  body: z.object({}).passthrough(),
  handler: (ctx) => listAddresses(ctx),
});

defineRestOperation({
  family: 'addressManagement',
  operation: 'createAddress',
  scope: 'signedIn',
  body: z.object({ input }),
  handler: (ctx, body) => createAddress(ctx, body.input),
});

defineRestOperation({
  family: 'addressManagement',
  operation: 'updateAddress',
  scope: 'signedIn',
  body: z.object({ id, input }),
  handler: (ctx, body) => updateAddress(ctx, body.id, body.input),
});

defineRestOperation({
  family: 'addressManagement',
  operation: 'deleteAddress',
  scope: 'signedIn',
  body: z.object({ id, input: input.optional() }),
  handler: (ctx, body) => deleteAddress(ctx, body.id),
});
