import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Prisma } from '../generated/prisma/client.ts';
import { builder } from '../schema/builder.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { OrderDirection } from '../schema/scalars.ts';
import { requireViewer, isSuperAdmin } from '../schema/access.ts';
import { addressScopeWhere, canSeeCustomer, customerScopeWhere, seesGroupCustomer } from './access.ts';
import { presentCustomer } from './presenters.ts';
import {
  addressListWhere,
  addressOrderBy,
  createAddress,
  createCustomer,
  customerOrderBy,
  customerWhere,
  deleteAddress,
  deleteCustomer,
  getCustomer,
  updateAddress,
  updateCustomer,
} from './service.ts';

/**
 * The shared Customer, Contact and Address nodes. Domains add their own fields, queries and
 * mutations in their folders (`builder.prismaObjectField(CustomerRef, ...)`).
 */
export const CustomerRef = builder.prismaNode('Customer', {
  id: { field: 'id' },
  // Select mode: a customer is read with the columns its access check needs and those the fields
  // asked for declare (exposed columns, each field's `select`), not every column of the row.
  select: { id: true, pid: true },
  authScopes: (customer, ctx) => canSeeCustomer(ctx.viewer, customer) || seesGroupCustomer(ctx, customer),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    erpId: t.string({ nullable: true, select: { erpId: true }, resolve: (customer, _args, ctx) => presentCustomer(ctx.viewer, customer).erpId }),
    companyName: t.exposeString('companyName'),
    description: t.exposeString('description'),
    cpqProfileOption: t.exposeString('cpqProfileOption', { nullable: true }),
    billingAddressId: t.exposeInt('billingAddressId', { nullable: true }),
    primaryContactId: t.exposeInt('primaryContactId', { nullable: true }),
    billingAddress: t.relation('billingAddress', { nullable: true }),
    primaryContact: t.relation('primaryContact', { nullable: true }),
    shippingAddresses: t.relation('addresses', {
      query: { where: { addressType: 2 }, orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }] },
    }),
    contacts: t.relation('contacts', { query: { orderBy: { id: 'asc' } } }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const ContactRef = builder.prismaNode('Contact', {
  id: { field: 'id' },
  authScopes: async (contact, ctx) =>
    canSeeCustomer(ctx.viewer, { id: contact.customerId, pid: contact.pid }) ||
    (ctx.viewer?.contactId != null && ctx.viewer.contactId === contact.id) ||
    (await seesGroupCustomer(ctx, { id: contact.customerId, pid: contact.pid })),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    customerId: t.exposeInt('customerId', { nullable: true }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    altPhone: t.exposeString('altPhone', { nullable: true }),
  }),
});

export const AddressRef = builder.prismaNode('Address', {
  id: { field: 'id' },
  authScopes: (address, ctx) =>
    canSeeCustomer(ctx.viewer, { id: address.customerId, pid: address.pid }) || seesGroupCustomer(ctx, { id: address.customerId, pid: address.pid }),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    customerId: t.exposeInt('customerId', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    address2: t.exposeString('address2', { nullable: true }),
    city: t.exposeString('city'),
    county: t.exposeString('county', { nullable: true }),
    state: t.exposeString('state'),
    zip: t.exposeString('zip'),
    country: t.exposeString('country'),
    /** 1 Billing, 2 Shipping */
    addressType: t.exposeInt('addressType'),
    name: t.exposeString('name', { nullable: true }),
    shipCode: t.exposeString('shipCode', { nullable: true }),
    displayOrder: t.exposeInt('displayOrder'),
  }),
});

export const AddressInput = builder.inputType('AddressInput', {
  description: 'Address fields; all strings. A State of "default" is stored as empty.',
  fields: (t) => ({
    address: t.string(),
    address2: t.string(),
    city: t.string(),
    county: t.string(),
    state: t.string({ description: 'Required for a US or Canadian address: one of its states or provinces, by code or name (stored as the code); optional elsewhere; "default" means none' }),
    zip: t.string(),
    country: t.string(),
    addressType: t.int({ description: '1 Billing, 2 Shipping (default)' }),
    customerId: t.int(),
    name: t.string(),
    shipCode: t.string(),
    pid: t.int({ description: 'Level 9 only: the platform of an address without a customer' }),
  }),
});

builder.mutationField('createAddress', (t) =>
  t.prismaField({
    type: 'Address',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: AddressInput, required: true }) },
    resolve: (query, _root, args, ctx) => createAddress(ctx, args.input).then((a) => ctx.prisma.address.findUniqueOrThrow({ ...query, where: { id: a.id } })),
  }),
);

builder.mutationField('updateAddress', (t) =>
  t.prismaField({
    type: 'Address',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true, description: 'the address row id' }), input: t.arg({ type: AddressInput, required: true }) },
    resolve: (query, _root, args, ctx) =>
      updateAddress(ctx, args.id, args.input).then((a) => ctx.prisma.address.findUniqueOrThrow({ ...query, where: { id: a.id } })),
  }),
);

builder.mutationField('deleteAddress', (t) =>
  t.field({
    type: 'ID',
    description: 'Deletes an address; returns its global node id (for removing it from client stores).',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true, description: 'the address row id' }) },
    resolve: async (_root, args, ctx) => {
      await deleteAddress(ctx, args.id);
      return encodeGlobalID('Address', args.id);
    },
  }),
);

builder.prismaObjectFields(CustomerRef, (t) => ({
  platformName: t.string({ select: { platform: { select: { name: true } } }, resolve: (c) => c.platform.name }),
}));

const CustomerOrderField = builder.enumType('CustomerOrderField', { values: ['id', 'erpId', 'companyName'] as const });
const CustomerOrder = builder.inputType('CustomerOrder', {
  fields: (t) => ({
    field: t.field({ type: CustomerOrderField, required: true }),
    direction: t.field({ type: OrderDirection, required: true }),
  }),
});

const ContactInput = builder.inputType('CustomerContactInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    email: t.string(),
    phone: t.string(),
    altPhone: t.string(),
  }),
});

const CustomerInput = builder.inputType('CustomerInput', {
  fields: (t) => ({
    companyName: t.string(),
    erpId: t.string(),
    description: t.string({ description: 'At most 500 characters' }),
    cpqProfileOption: t.string(),
    contact: t.field({ type: ContactInput }),
    billingAddress: t.field({ type: AddressInput, description: 'Empty fields remove the billing address' }),
    pid: t.int({ description: 'Level 9 only: the platform of a new customer' }),
  }),
});

function definedOnly(input: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

builder.queryField('customers', (t) =>
  t.connection(
    {
      type: CustomerRef,
      description: 'Customers the viewer may see, default order erpId descending.',
      authScopes: { signedIn: true },
      args: {
        orderBy: t.arg({ type: CustomerOrder, required: false }),
        search: t.arg.string({ required: false }),
        pid: t.arg.int({ required: false, description: 'Level 9 only: narrow to one platform' }),
        hasERP: t.arg.boolean({ required: false }),
        groupId: t.arg.int({ required: false }),
      },
      resolve: (_root, args, ctx, info) => {
        const where = customerWhere(ctx, args);
        const direction = args.orderBy?.direction === 'ASC' ? 'asc' : 'desc';
        const orderBy = customerOrderBy(args.orderBy?.field ?? 'erpId', direction);
        return resolvePrismaPage(ctx, info, ctx.prisma.customer, args, { where, orderBy: orderBy as never }, { idsFirst: true });
      },
    },
    { name: 'CustomerConnection' },
    { name: 'CustomerEdge' },
  ),
);

builder.queryField('customer', (t) =>
  t.prismaField({
    type: 'Customer',
    authScopes: { signedIn: true },
    args: { rowId: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await getCustomer(ctx, args.rowId);
      return ctx.prisma.customer.findFirstOrThrow({ ...query, where: { AND: [{ id: args.rowId }, customerScopeWhere(requireViewer(ctx.viewer))] } });
    },
  }),
);

const AddressOrderField = builder.enumType('AddressOrderField', { values: ['id', 'address', 'city', 'state', 'zip'] as const });
const AddressOrder = builder.inputType('AddressOrder', {
  fields: (t) => ({
    field: t.field({ type: AddressOrderField, required: true }),
    direction: t.field({ type: OrderDirection, required: true }),
  }),
});

builder.queryField('addresses', (t) =>
  t.connection(
    {
      type: AddressRef,
      description: 'Addresses the viewer may see, default order Address ascending.',
      authScopes: { signedIn: true },
      args: {
        orderBy: t.arg({ type: AddressOrder, required: false }),
        search: t.arg.string({ required: false }),
        addressType: t.arg.int({ required: false, description: '1 Billing, 2 Shipping' }),
        customerId: t.arg.int({ required: false }),
        pid: t.arg.int({ required: false, description: 'Level 9 only: narrow to one platform' }),
      },
      resolve: (_root, args, ctx, info) => {
        const where = addressListWhere(requireViewer(ctx.viewer), args);
        const direction = args.orderBy?.direction === 'DESC' ? 'desc' : 'asc';
        const orderBy = addressOrderBy(args.orderBy?.field ?? 'address', direction);
        return resolvePrismaPage(ctx, info, ctx.prisma.address, args, { where, orderBy: orderBy as never });
      },
    },
    { name: 'AddressConnection' },
    { name: 'AddressEdge' },
  ),
);

builder.mutationField('createCustomer', (t) =>
  t.prismaField({
    type: 'Customer',
    authScopes: { admin: true },
    args: { input: t.arg({ type: CustomerInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const created = await createCustomer(ctx, definedOnly(args.input));
      return ctx.prisma.customer.findUniqueOrThrow({ ...query, where: { id: created.id } });
    },
  }),
);

builder.mutationField('updateCustomer', (t) =>
  t.prismaField({
    type: 'Customer',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: CustomerInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const updated = await updateCustomer(ctx, args.id, definedOnly(args.input));
      return ctx.prisma.customer.findUniqueOrThrow({ ...query, where: { id: updated.id } });
    },
  }),
);

builder.mutationField('deleteCustomer', (t) =>
  t.field({
    type: 'ID',
    description: 'Deletes a customer with its contacts and addresses; returns its global node id.',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteCustomer(ctx, args.id);
      return encodeGlobalID('Customer', args.id);
    },
  }),
);
