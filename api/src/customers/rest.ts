import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { flagField, idField, listPageFields, optionalIdField, withAliases } from '../rest/fields.ts';
import { AppError } from '../schema/errors.ts';
import type { Context } from '../context.ts';
import { addressAnswer, customerRecordAnswer, presentAddress, presentCustomerRecord } from './presenters.ts';
import { ADDRESS_TYPE, createAddress, createCustomer, deleteAddress, deleteCustomer, getCustomer, listAddresses, listCustomers, updateAddress, updateCustomer } from './service.ts';

const text = z.string().nullish();

const ADDRESS_ALIASES = { Address: 'address', Address2: 'address2', City: 'city', County: 'county', State: 'state', Zip: 'zip', Country: 'country', AddressType: 'addressType', Name: 'name' } as const;

const addressShape = {
  address: text,
  address2: text,
  city: text,
  county: text,
  state: text.describe('required for a US or Canadian address: one of its states or provinces, by code or name, stored as the code; optional text elsewhere. "default" (the State select\'s placeholder) means none'),
  zip: text,
  country: text,
  addressType: z.union([z.number(), z.string()]).optional().describe('1 Billing, 2 Shipping (default)'),
  name: text,
  shipCode: text,
  displayOrder: z.union([z.number(), z.string()]).optional(),
  customerId: optionalIdField,
  pid: optionalIdField.describe('level 9: the platform of an address without a customer'),
};

/** Address fields under the spec's names (Address, City, …) or today's camelCase ones; the address service checks them. */
const addressFields = withAliases(
  z.object({ ...addressShape, id: optionalIdField.describe('an address read back: must be the one being changed') }),
  ADDRESS_ALIASES,
);

/** An address written back carries its own id: it must be the one the call is about. */
function addressFieldsFor(id: number | null, { id: given, ...fields }: z.infer<typeof addressFields>) {
  if (given != null && given !== id) throw new AppError(id == null ? 'A new address gets its id from the server.' : 'input.id is another address.', { field: 'input.id' });
  return fields;
}

defineRestOperation({
  family: 'addressManagement',
  operation: 'getAddresses',
  scope: 'signedIn',
  summary: 'The addresses the caller may see, by Address ascending.',
  body: z.object({ signal: z.unknown().optional().describe('ignored (the legacy client sends its abort signal)'), ...listPageFields() }),
  answer: z.array(addressAnswer),
  handler: async (ctx, body) => {
    const { rows, total } = await listAddresses(ctx, body);
    return restPage(rows.map(presentAddress), total);
  },
});

defineRestOperation({
  family: 'addressManagement',
  operation: 'createAddress',
  scope: 'signedIn',
  body: z.object({ input: addressFields }),
  answer: addressAnswer,
  handler: async (ctx, body) => presentAddress(await createAddress(ctx, addressFieldsFor(null, body.input))),
});

defineRestOperation({
  family: 'addressManagement',
  operation: 'updateAddress',
  scope: 'signedIn',
  summary: 'Changes the fields sent; the others keep their values.',
  body: z.object({ id: idField, input: addressFields }),
  answer: addressAnswer,
  handler: async (ctx, body) => presentAddress(await updateAddress(ctx, body.id, addressFieldsFor(body.id, body.input))),
});

defineRestOperation({
  family: 'addressManagement',
  operation: 'deleteAddress',
  scope: 'signedIn',
  summary: 'Deletes the address and answers it as it was.',
  body: z.object({ id: idField, input: addressFields.optional().describe('the address as the client holds it; not needed') }),
  answer: addressAnswer,
  handler: async (ctx, body) => {
    if (body.input) addressFieldsFor(body.id, body.input);
    return presentAddress(await deleteAddress(ctx, body.id));
  },
});

defineRestOperation({
  family: 'customerManagement',
  operation: 'getCustomers',
  scope: 'signedIn',
  summary: 'Customer rows by ERP id descending: level 9 may filter by platform; hasERP keeps those with an ERP id; groupIds/groupId those that are the default customer of a group.',
  body: z.object({
    pid: optionalIdField,
    hasERP: flagField.optional(),
    groupIds: z.array(z.coerce.number().int()).nullish(),
    groupId: optionalIdField,
    search: z.string().optional().describe('company name, ERP id or billing address'),
    ...listPageFields(),
  }),
  answer: z.array(customerRecordAnswer),
  handler: async (ctx, body) => {
    const { rows, total } = await listCustomers(ctx, body, body);
    return restPage(rows.map((row) => presentCustomerRecord(ctx.viewer, row)), total);
  },
});

defineRestOperation({
  family: 'customerManagement',
  operation: 'getCustomer',
  scope: 'signedIn',
  body: z.object({ id: idField }),
  answer: customerRecordAnswer,
  handler: async (ctx, body) => presentCustomerRecord(ctx.viewer, await getCustomer(ctx, body.id)),
});

const customerFields = z.object({
  companyName: text,
  erpId: text,
  description: text.describe('at most 500 characters'),
  cpqProfileOption: text,
  pid: optionalIdField.describe('level 9: the platform'),
  contact: z.object({ firstName: text, lastName: text, email: text, phone: text, altPhone: text }).nullish().describe('the primary contact'),
  billingAddress: addressFields.nullish().describe('empty fields (or null) remove the billing address on update; read back, its id, pid, customerId and AddressType must be its own'),
});

type CustomerFields = z.infer<typeof customerFields>;

/**
 * A billing address written back as it was read carries its id, platform, customer and type: they
 * must be this customer's billing address (or absent), never another's.
 */
async function customerInput(ctx: Context, customerId: number | null, input: CustomerFields) {
  if (!input.billingAddress) return input;
  const { id, pid, customerId: owner, addressType, ...billing } = input.billingAddress;
  const field = (name: string) => `input.billingAddress.${name}`;
  if (addressType != null && Number(addressType) !== ADDRESS_TYPE.billing) throw new AppError('A billing address has AddressType 1.', { field: field('AddressType') });
  if (owner != null && owner !== customerId) throw new AppError("customerId is another customer's.", { field: field('customerId') });
  if (id != null || pid != null) {
    const current = customerId == null ? null : await ctx.prisma.customer.findUnique({ where: { id: customerId }, select: { pid: true, billingAddressId: true } });
    if (id != null && id !== current?.billingAddressId) throw new AppError("id is not the customer's billing address.", { field: field('id') });
    if (pid != null && pid !== (current?.pid ?? input.pid ?? ctx.viewer?.pid)) throw new AppError("pid is not the customer's platform.", { field: field('pid') });
  }
  return { ...input, billingAddress: billing };
}

defineRestOperation({
  family: 'customerManagement',
  operation: 'createCustomer',
  scope: 'admin',
  body: z.object({ input: customerFields }),
  answer: customerRecordAnswer,
  handler: async (ctx, body) => presentCustomerRecord(ctx.viewer, await getCustomer(ctx, (await createCustomer(ctx, await customerInput(ctx, null, body.input))).id)),
});

defineRestOperation({
  family: 'customerManagement',
  operation: 'updateCustomer',
  scope: 'admin',
  summary: 'Changes the fields sent; the others keep their values.',
  body: z.object({ id: idField, input: customerFields }),
  answer: customerRecordAnswer,
  handler: async (ctx, body) => presentCustomerRecord(ctx.viewer, await getCustomer(ctx, (await updateCustomer(ctx, body.id, await customerInput(ctx, body.id, body.input))).id)),
});

defineRestOperation({
  family: 'customerManagement',
  operation: 'deleteCustomer',
  scope: 'admin',
  summary: 'Deletes the customer with its contacts and addresses; answers it as it was.',
  body: z.object({ id: idField }),
  answer: customerRecordAnswer,
  handler: async (ctx, body) => presentCustomerRecord(ctx.viewer, await deleteCustomer(ctx, body.id)),
});
