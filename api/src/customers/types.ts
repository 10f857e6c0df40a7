import { builder } from '../schema/builder.ts';
import { canSeeCustomer } from './access.ts';
import { presentCustomer } from './presenters.ts';

/**
 * The shared Customer, Contact and Address nodes. Domains add their own fields, queries and
 * mutations in their folders (`builder.prismaObjectField(CustomerRef, ...)`).
 */
export const CustomerRef = builder.prismaNode('Customer', {
  id: { field: 'id' },
  authScopes: (customer, ctx) => canSeeCustomer(ctx.viewer, customer),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    erpId: t.string({ nullable: true, resolve: (customer, _args, ctx) => presentCustomer(ctx.viewer, customer).erpId }),
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
  authScopes: (contact, ctx) =>
    canSeeCustomer(ctx.viewer, { id: contact.customerId, pid: contact.pid }) ||
    (ctx.viewer?.contactId != null && ctx.viewer.contactId === contact.id),
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
  authScopes: (address, ctx) => canSeeCustomer(ctx.viewer, { id: address.customerId, pid: address.pid }),
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
