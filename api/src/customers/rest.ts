import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.ts';
import { presentCustomer } from './presenters.ts';
import { createCustomer, deleteCustomer, getCustomer, listCustomers, updateCustomer } from './admin.ts';

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

const optionalInt = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().optional());

defineRestOperation({
  family: 'customerManagement',
  operation: 'getCustomers',
  scope: 'signedIn',
  body: z.object({
    pid: optionalInt,
    hasERP: z.preprocess((v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v), z.boolean().optional()),
    groupIds: z.array(z.coerce.number().int()).nullish(),
    groupId: optionalInt,
  }).passthrough(),
  handler: async (ctx, body) => (await listCustomers(ctx, body)).map((row) => ({ ...row, customer: presentCustomer(ctx.viewer, row.customer) })),
});

defineRestOperation({
  family: 'customerManagement',
  operation: 'getCustomer',
  scope: 'signedIn',
  body: z.object({ id }),
  handler: async (ctx, body) => presentCustomer(ctx.viewer, await getCustomer(ctx, body.id)),
});

defineRestOperation({
  family: 'customerManagement',
  operation: 'createCustomer',
  scope: 'admin',
  body: z.object({ input }),
  handler: async (ctx, body) => presentCustomer(ctx.viewer, await createCustomer(ctx, body.input)),
});

defineRestOperation({
  family: 'customerManagement',
  operation: 'updateCustomer',
  scope: 'admin',
  body: z.object({ id, input }),
  handler: async (ctx, body) => presentCustomer(ctx.viewer, await updateCustomer(ctx, body.id, body.input)),
});

defineRestOperation({
  family: 'customerManagement',
  operation: 'deleteCustomer',
  scope: 'admin',
  body: z.object({ id }),
  handler: async (ctx, body) => presentCustomer(ctx.viewer, await deleteCustomer(ctx, body.id)),
});
