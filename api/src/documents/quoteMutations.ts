import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.ts';
import { QuoteRef } from './quoteType.ts';
import { copyQuote, createQuote, deleteQuote, setQuoteCustomer, updateQuote, updateQuoteContact } from './quoteDocuments.ts';
import { presentKeys } from './inputs.ts';
import { submitQuoteRequest } from './submission.ts';

const CreateQuoteInput = builder.inputType('CreateQuoteInput', {
  fields: (t) => ({
    _id: t.string({ required: false, description: 'client-generated GUID' }),
    groupId: t.int({ required: false }),
  }),
});

const CreateQuotePayload = builder
  .objectRef<{ rowId: number; _id: string; type: number; firstConfigurationId: string }>('CreateQuotePayload')
  .implement({
    fields: (t) => ({
      rowId: t.exposeInt('rowId'),
      _id: t.exposeString('_id'),
      type: t.exposeInt('type'),
      firstConfigurationId: t.exposeString('firstConfigurationId', { description: "the first line's configuration id, `{quoteId}_1`" }),
    }),
  });

builder.objectField(CreateQuotePayload, 'quote', (t) =>
  t.field({
    type: QuoteRef,
    nullable: true,
    description: 'The new quote, when the caller is signed in.',
    resolve: (payload, _args, ctx) => (ctx.viewer ? ctx.prisma.quote.findUnique({ where: { id: payload.rowId } }) : null),
  }),
);

builder.mutationField('createQuote', (t) =>
  t.field({
    type: CreateQuotePayload,
    description: 'A new quote (type 1), or a quote request (type 3) for level 0 users. Visitors raise theirs by saving a configuration.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateQuoteInput, required: false }) },
    resolve: async (_root, args, ctx) => {
      const quote = await createQuote(ctx, { _id: args.input?._id ?? undefined, groupId: args.input?.groupId ?? undefined });
      return { rowId: quote.id, _id: quote.clientId, type: quote.type, firstConfigurationId: `${quote.id}_1` };
    },
  }),
);

const UpdateQuoteInput = builder.inputType('UpdateQuoteInput', {
  fields: (t) => ({
    jobName: t.string({ required: false }),
    specifier: t.string({ required: false }),
    specifierLocation: t.string({ required: false }),
    contactId: t.int({ required: false }),
    shippingAddressId: t.int({ required: false }),
    billingAddressId: t.int({ required: false }),
    sameAsBilling: t.boolean({ required: false }),
  }),
});

builder.mutationField('updateQuote', (t) =>
  t.prismaField({
    type: 'Quote',
    description: 'Job fields (each 1 to 50 characters), contact and addresses of a quote or quote request.',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateQuoteInput, required: true }) },
    // The quote as changed, read with what the answer asks for (by the change's own statement for the job fields).
    resolve: (query, _root, args, ctx) => updateQuote(ctx, args.id, presentKeys(args.input), query),
  }),
);

builder.mutationField('submitQuoteRequest', (t) =>
  t.prismaField({
    type: 'Quote',
    description:
      "Sends the caller's own quote request (or, for a card payer, quote) to the platform's sales contacts, who are emailed, when card payment is not available; the order checks run first. The answer's submittedAt says it was sent.",
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await submitQuoteRequest(ctx, args.id);
      return ctx.prisma.quote.findUniqueOrThrow({ ...query, where: { id: args.id } });
    },
  }),
);

builder.mutationField('setQuoteCustomer', (t) =>
  t.prismaField({
    type: 'Quote',
    description: 'The customer picker: a customer (with its contact and addresses), or null for an empty placeholder contact.',
    authScopes: { guarded: true },
    args: { id: t.arg.int({ required: true }), customerId: t.arg.int({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      await setQuoteCustomer(ctx, args.id, args.customerId ?? null);
      return ctx.prisma.quote.findUniqueOrThrow({ ...query, where: { id: args.id } });
    },
  }),
);

builder.mutationField('updateQuoteContact', (t) =>
  t.prismaField({
    type: 'Contact',
    description: "The customer form: email and phone of the quote's contact.",
    authScopes: { signedIn: true },
    args: { quoteId: t.arg.int({ required: true }), email: t.arg.string({ required: false }), phone: t.arg.string({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      const contact = await updateQuoteContact(ctx, args.quoteId, presentKeys({ email: args.email, phone: args.phone }));
      return ctx.prisma.contact.findUniqueOrThrow({ ...query, where: { id: contact.id } });
    },
  }),
);

builder.mutationField('deleteQuote', (t) =>
  t.field({
    type: 'ID',
    description: 'Deletes a quote or quote request (orders: level 9 only); returns its global node id.',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteQuote(ctx, args.id);
      return encodeGlobalID('Quote', args.id);
    },
  }),
);

builder.mutationField('copyQuote', (t) =>
  t.prismaField({
    type: 'Quote',
    description: 'Copies a document with its lines and their configurations into a new quote.',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const copy = await copyQuote(ctx, args.id);
      return ctx.prisma.quote.findUniqueOrThrow({ ...query, where: { id: copy.id } });
    },
  }),
);
