import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.ts';
import { requireViewer } from '../schema/access.ts';
import type { Context } from '../context.ts';
import { deleteAddress } from '../customers/service.ts';
import { loadQuoteForEdit } from './quoteDocuments.ts';

/**
 * The Customer tab's delete of a shipping address: the address rule of `deleteAddress`, on a quote
 * the viewer may change. A quote shipping to the address no longer does (its ship-to is cleared with
 * the address), and the answer carries the quote as it is now, so a client holding the quote's
 * address list drops the address instead of keeping a reference to a deleted record.
 */
export async function deleteQuoteShippingAddress(ctx: Context, quoteId: number, addressId: number) {
  const viewer = requireViewer(ctx.viewer);
  await loadQuoteForEdit(ctx.prisma, viewer, quoteId);
  await deleteAddress(ctx, addressId);
  return { quoteId, addressId };
}

const DeleteQuoteShippingAddressPayload = builder.objectRef<{ quoteId: number; addressId: number }>('DeleteQuoteShippingAddressPayload').implement({
  fields: (t) => ({
    deletedAddressId: t.id({ description: "the deleted address's global node id", resolve: (payload) => encodeGlobalID('Address', payload.addressId) }),
    quote: t.prismaField({
      type: 'Quote',
      description: 'the quote without the address: its shipping addresses, and its ship-to cleared if it was this one',
      resolve: (query, payload, _args, ctx) => ctx.prisma.quote.findUniqueOrThrow({ ...query, where: { id: payload.quoteId } }),
    }),
  }),
});

builder.mutationField('deleteQuoteShippingAddress', (t) =>
  t.field({
    type: DeleteQuoteShippingAddressPayload,
    description: "Deletes one of a quote's shipping addresses (Customer tab); answers the quote without it.",
    authScopes: { signedIn: true },
    args: { quoteId: t.arg.int({ required: true }), id: t.arg.int({ required: true, description: 'the address row id' }) },
    resolve: (_root, args, ctx) => deleteQuoteShippingAddress(ctx, args.quoteId, args.id),
  }),
);
