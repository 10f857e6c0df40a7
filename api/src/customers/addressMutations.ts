import { builder } from '../schema/builder.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createAddress, deleteAddress, updateAddress } from './addresses.ts';

export const AddressInput = builder.inputType('AddressInput', {
  description: 'Address fields; all strings. A State of "default" is stored as empty.',
  fields: (t) => ({
    address: t.string(),
    address2: t.string(),
    city: t.string(),
    county: t.string(),
    state: t.string(),
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
