import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { OrderDirection } from '../schema/scalars.ts';
import { isSuperAdmin } from '../schema/context.ts';
import { requireViewer } from '../schema/access.ts';
import { addressScopeWhere, customerScopeWhere } from './access.ts';
import { AddressInput } from './addressMutations.ts';
import { AddressRef, CustomerRef } from './types.ts';
import { createCustomer, customerWhere, deleteCustomer, getCustomer, updateCustomer } from './admin.ts';
import type { Prisma } from '../generated/prisma/client.ts';

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
        const field = args.orderBy?.field ?? 'erpId';
        const direction = args.orderBy?.direction === 'ASC' ? 'asc' : 'desc';
        const orderBy =
          field === 'id'
            ? [{ id: direction }]
            : field === 'erpId'
              ? [{ erpId: { sort: direction, nulls: 'last' } }, { id: direction }]
              : [{ [field]: direction }, { id: direction }];
        return resolvePrismaPage(ctx, info, ctx.prisma.customer, args, { where, orderBy: orderBy as never });
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
        const viewer = requireViewer(ctx.viewer);
        const and: Prisma.AddressWhereInput[] = [addressScopeWhere(viewer)];
        if (isSuperAdmin(viewer) && args.pid != null) and.push({ pid: args.pid });
        if (args.addressType != null) and.push({ addressType: args.addressType });
        if (args.customerId != null) and.push({ customerId: args.customerId });
        const term = args.search?.trim();
        if (term) {
          const contains = { contains: term, mode: 'insensitive' as const };
          and.push({ OR: [{ address: contains }, { address2: contains }, { city: contains }, { state: contains }, { zip: contains }] });
        }
        const where = { AND: and };
        const field = args.orderBy?.field ?? 'address';
        const direction = args.orderBy?.direction === 'DESC' ? 'desc' : 'asc';
        const orderBy =
          field === 'id'
            ? [{ id: direction }]
            : field === 'address'
              ? [{ address: { sort: direction, nulls: 'last' } }, { address2: { sort: direction, nulls: 'first' } }, { id: direction }]
              : [{ [field]: direction }, { id: direction }];
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

