import { encodeGlobalID } from '@pothos/plugin-relay';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { getNamedType, type FieldNode, type GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
import { builder } from '../schema/builder.ts';
import { requireViewer } from '../schema/access.ts';
import { seesLineField } from './presenters.ts';
import { notFound } from '../schema/errors.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { OrderDirection } from '../schema/scalars.ts';
import { ProductRef } from '../products/types.ts';
import { QuoteRef } from './types.ts';
import { canViewQuote, QUOTE_ACCESS_SELECT, QUOTE_TYPE, rememberVisibleQuote, visibleQuotePid, visibleQuoteWhere } from './service.ts';
import type { Context } from '../schema/context.ts';
import {
  canEditQuote,
  copyQuote,
  createQuote,
  deleteQuote,
  loadQuoteForView,
  setQuoteCustomer,
  updateQuote,
  updateQuoteContact,
} from './documents.ts';
import {
  changedLineSelection,
  collectFieldNodes,
  readLineRow,
  readLineRows,
  readLinesJson,
  readPlainQuote,
  sameFieldNodes,
  type LineRow,
} from './lineRows.ts';
import { canPrewrite, prewrite } from '../schema/prewrittenJson.ts';
import { addProductToQuote, copyLine, createLine, deleteLine, updateLine, updateLineQuantity } from './lines.ts';
import { catalogProductWhere, catalogSearchWhere } from './catalog.ts';
import { listPickerCustomers } from './customers.ts';

/**
 * A line is visible with its document. QuoteLine carries no type-level check, so its hundreds of
 * fields per quote stay plain property reads: every way to reach a line checks its quote instead
 * (`Quote.lines` through the quote's own check, mutations in their services, node lookups below).
 */
export const QuoteLineRef = builder.prismaNode('QuoteLine', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id: Number(id), quote: visibleQuoteWhere(ctx.viewer) }),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    _id: t.exposeString('clientId'),
    quoteId: t.exposeInt('quoteId'),
    // The line was reached through its visible quote; the quote's own check applies to its fields.
    quote: t.field({ type: QuoteRef, resolve: (line, _args, ctx, info) => loadQuoteOfLine(ctx, line.quoteId, info) }),
    lineNumber: t.exposeInt('lineNumber'),
    configurationId: t.exposeString('configurationId'),
    headerId: t.exposeString('headerId', { nullable: true }),
    productId: t.exposeInt('productId', { nullable: true }),
    quantity: t.exposeInt('quantity'),
    price: t.expose('price', { type: 'Decimal' }),
    /** quantity x price */
    total: t.field({
      type: 'Decimal',
      resolve: (line) => (line as LineRow).total ?? line.price.mul(line.quantity).toFixed(2),
    }),
    /** dealer cost: administrators of the platform and dealers (level 3+) only (`seesDealerCost`) */
    cost: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: (line, _args, ctx) => restrictedLineField(ctx, line, 'cost'),
    }),
    imgUrl: t.exposeString('imgUrl', { nullable: true }),
    description: t.exposeString('description'),
    partNumber: t.exposeString('partNumber'),
    series: t.exposeString('series', { nullable: true }),
    modelNo: t.exposeString('modelNo', { nullable: true }),
    username: t.exposeString('username'),
    type: t.exposeInt('type', { nullable: true }),
    details: t.expose('details', { type: 'JSON' }),
    isNonConfigurable: t.exposeBoolean('isNonConfigurable'),
    sourceConfigurationId: t.exposeString('sourceConfigurationId', { nullable: true }),
    sourceHeaderId: t.exposeString('sourceHeaderId', { nullable: true }),
    sessionId: t.exposeString('sessionId', { nullable: true }),
    quoteCreated: t.exposeString('quoteCreated'),
    trackingNumber: t.exposeString('trackingNumber', { nullable: true }),
    trackingUrl: t.exposeString('trackingUrl', { nullable: true }),
    /** the line's ERP id: users above level 1 of the platform only (`seesErpIds`) */
    erpId: t.string({ nullable: true, resolve: (line, _args, ctx) => restrictedLineField(ctx, line, 'erpId') }),
    /** the most this line's quantity may be: the stock count of a stock-limited fixed-price product */
    maxQuantity: t.int({
      nullable: true,
      resolve: async (line, _args, ctx) => {
        if ('maxQuantity' in line) return (line as LineRow).maxQuantity ?? null;
        if (line.productId == null) return null;
        const product = await ctx.prisma.product.findUnique({ where: { id: line.productId }, select: { isNonConfigurable: true, quantityInStock: true } });
        return product?.isNonConfigurable ? product.quantityInStock : null;
      },
    }),
  }),
});

/** A restricted line field's value if the viewer sees it on this line's document (see RESTRICTED_LINE_FIELDS). */
async function restrictedLineField<F extends 'cost' | 'erpId'>(ctx: Context, line: { quoteId: number } & Record<F, unknown>, field: F) {
  if (line[field] == null) return null;
  const pid = visibleQuotePid(ctx, line.quoteId) ?? (await ctx.prisma.quote.findUnique({ where: { id: line.quoteId }, select: { pid: true } }))?.pid;
  return pid !== undefined && seesLineField(ctx.viewer, pid, field) ? (line[field] as never) : null;
}

/** A communication is visible with its document (already checked when it was reached through the quote). */
function canSeeRowOfQuote(row: { quoteId: number }, ctx: Context): boolean | Promise<boolean> {
  if (visibleQuotePid(ctx, row.quoteId) !== undefined) return true;
  return ctx.prisma.quote
    .findUnique({ where: { id: row.quoteId }, select: QUOTE_ACCESS_SELECT })
    .then((quote) => {
      if (!quote || !canViewQuote(ctx.viewer, quote)) return false;
      rememberVisibleQuote(ctx, quote);
      return true;
    });
}

export const CommunicationRef = builder.prismaNode('Communication', {
  id: { field: 'id' },
  select: { quoteId: true },
  authScopes: (row, ctx) => canSeeRowOfQuote(row, ctx),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    quoteId: t.exposeInt('quoteId'),
    kind: t.exposeString('kind'),
    subject: t.exposeString('subject'),
    body: t.exposeString('body'),
    recipients: t.exposeString('recipients'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('Quote', (t) => ({
  sameAsBilling: t.exposeBoolean('sameAsBilling'),
  contactId: t.exposeInt('contactId', { nullable: true }),
  customerId: t.exposeInt('customerId', { nullable: true }),
  billingAddressId: t.exposeInt('billingAddressId', { nullable: true }),
  shippingAddressId: t.exposeInt('shippingAddressId', { nullable: true }),
  activeOrderId: t.exposeInt('activeOrderId', { nullable: true }),
  integration: t.exposeString('integration', { nullable: true }),
  // Plain rows of the selected columns in one statement (a quote holds hundreds of lines), written
  // straight into the HTTP answer when they are plain columns.
  lines: t.field({
    type: [QuoteLineRef],
    resolve: async (quote, _args, ctx, info) => {
      if (canPrewrite(ctx)) {
        const json = await (takeLinesAhead(ctx, quote.id, info) ?? readLinesJson(ctx, quote.id, info));
        if (json !== null) {
          prewrite(ctx, info, json);
          return [];
        }
      }
      return readLineRows(ctx, quote.id, info) as never;
    },
  }),
  communications: t.relation('communications', { query: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] } }),
  contact: t.relation('contact', { nullable: true }),
  customer: t.relation('customer', { nullable: true }),
  billingAddress: t.relation('billingAddress', { nullable: true }),
  shippingAddress: t.relation('shippingAddress', { nullable: true }),
  /** the shipping addresses of the quote's customer, to choose from */
  shippingAddresses: t.prismaField({
    type: ['Address'],
    select: { customerId: true },
    resolve: (query, quote, _args, ctx) =>
      quote.customerId == null
        ? []
        : ctx.prisma.address.findMany({
            ...query,
            where: { customerId: quote.customerId, addressType: 2 },
            orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }],
          }),
  }),
  /** the number the next line gets; its configuration id is `{quoteId}_{nextLineNumber}` */
  nextLineNumber: t.int({
    select: { lines: { select: { lineNumber: true }, orderBy: { lineNumber: 'desc' }, take: 1 } },
    resolve: (quote) => (quote.lines[0]?.lineNumber ?? 0) + 1,
  }),
  viewerCanEdit: t.boolean({
    select: QUOTE_ACCESS_SELECT,
    resolve: (quote, _args, ctx) => canEditQuote(ctx.viewer, quote),
  }),
}));

/**
 * A quote for a field that returns one, if the viewer may see it: a plain row when the selection
 * reads only columns and lines, else one Prisma read with the selection's relations planned in.
 */
async function loadVisibleQuote(ctx: Context, id: number, info: GraphQLResolveInfo) {
  readLinesAhead(ctx, id, info);
  const plain = await readPlainQuote(ctx, id, info);
  if (plain !== undefined) {
    if (!plain || !canViewQuote(ctx.viewer, plain as never)) throw notFound('Quote');
    return plain as never;
  }
  const query = queryFromInfo({ context: ctx, info }) as { select?: Record<string, unknown>; include?: Record<string, unknown> };
  const row = await ctx.prisma.quote.findUnique({
    ...(query.select ? { select: { ...query.select, ...QUOTE_ACCESS_SELECT } } : query),
    where: { id },
  } as never);
  if (!row || !canViewQuote(ctx.viewer, row as never)) throw notFound('Quote');
  return row;
}

/** A field of one quote at one place in the document (per-request maps of reads are keyed by it). */
const quoteFieldKey = (quoteId: number, fieldNode: FieldNode) => `${quoteId}@${fieldNode.loc?.start ?? ''}`;

/**
 * The `lines` a quote selection asks for, read alongside the quote itself rather than after it;
 * `Quote.lines` takes them once the quote has passed its check (they are dropped otherwise).
 */
const linesAhead = new WeakMap<object, Map<string, { fieldNodes: FieldNode[]; json: Promise<string | null> }>>();

function readLinesAhead(ctx: Context, quoteId: number, info: GraphQLResolveInfo) {
  if (!canPrewrite(ctx)) return;
  const quoteType = getNamedType(info.returnType) as GraphQLObjectType;
  const linesField = quoteType.getFields().lines;
  // A directive anywhere leaves the reading to `Quote.lines`.
  const byKey = collectFieldNodes(info.fieldNodes, info.fragments, quoteType.name);
  const linesSelections = [...(byKey?.values() ?? [])].filter((nodes) => nodes[0].name.value === 'lines');
  if (!linesSelections.length) return;
  let ahead = linesAhead.get(ctx);
  if (!ahead) linesAhead.set(ctx, (ahead = new Map()));
  for (const fieldNodes of linesSelections) {
    const json = readLinesJson(ctx, quoteId, { returnType: linesField.type, fieldNodes, fragments: info.fragments }).catch(() => null);
    ahead.set(quoteFieldKey(quoteId, fieldNodes[0]), { fieldNodes, json });
  }
}

/** The lines read ahead for exactly this field's selection, if any. */
function takeLinesAhead(ctx: Context, quoteId: number, info: GraphQLResolveInfo): Promise<string | null> | undefined {
  const ahead = linesAhead.get(ctx);
  const key = quoteFieldKey(quoteId, info.fieldNodes[0]);
  const entry = ahead?.get(key);
  if (!entry) return undefined;
  ahead!.delete(key);
  return sameFieldNodes(entry.fieldNodes, info.fieldNodes) ? entry.json : undefined;
}

/** The lines of one quote share one read of it per selection (a list of lines may ask for their quote). */
const quotesOfLines = new WeakMap<object, Map<string, Promise<unknown>>>();

function quotesOfLinesFor(ctx: Context) {
  let loaded = quotesOfLines.get(ctx);
  if (!loaded) quotesOfLines.set(ctx, (loaded = new Map()));
  return loaded;
}

function loadQuoteOfLine(ctx: Context, quoteId: number, info: GraphQLResolveInfo) {
  const loaded = quotesOfLinesFor(ctx);
  const key = quoteFieldKey(quoteId, info.fieldNodes[0]);
  let quote = loaded.get(key);
  if (!quote) loaded.set(key, (quote = loadVisibleQuote(ctx, quoteId, info)));
  return quote as never;
}

/** Hands `QuoteLine.quote` a quote row this request already holds (read together with a change to the line). */
function holdQuoteOfLine(ctx: Context, quote: Record<string, unknown>, fieldNodes: readonly FieldNode[]) {
  const loaded = quotesOfLinesFor(ctx);
  for (const node of fieldNodes) loaded.set(quoteFieldKey(quote.id as number, node), Promise.resolve(quote));
}

builder.queryField('quote', (t) =>
  t.field({
    type: QuoteRef,
    description: 'One quote, order or quote request by row id, if the viewer may see it.',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx, info) => loadVisibleQuote(ctx, args.id, info),
  }),
);

const ProductOrderField = builder.enumType('CatalogOrderField', { values: ['name', 'productNumber', 'defaultPrice', 'id'] as const });
const ProductOrder = builder.inputType('CatalogOrder', {
  fields: (t) => ({
    field: t.field({ type: ProductOrderField, required: true }),
    direction: t.field({ type: OrderDirection, required: true }),
  }),
});

builder.queryField('catalogProducts', (t) =>
  t.connection(
    {
      type: ProductRef,
      description:
        "The catalog: the default platform's products for visitors, the viewer's platform's otherwise, only the group's product list while filtering by a group.",
      authScopes: { public: true },
      args: {
        search: t.arg.string({ required: false }),
        orderBy: t.arg({ type: ProductOrder, required: false }),
        quickConfig: t.arg.boolean({ required: false, description: 'Only quick-config products' }),
        nonConfigurable: t.arg.boolean({ required: false }),
      },
      resolve: async (_root, args, ctx, info) => {
        const where = {
          AND: [
            await catalogProductWhere(ctx.prisma, ctx.viewer),
            catalogSearchWhere(args.search),
            args.quickConfig != null ? { isQuickConfig: args.quickConfig } : {},
            args.nonConfigurable != null ? { isNonConfigurable: args.nonConfigurable } : {},
          ],
        };
        const field = args.orderBy?.field ?? 'name';
        const direction = args.orderBy?.direction === 'DESC' ? 'desc' : 'asc';
        const orderBy = field === 'id' ? [{ id: direction }] : [{ [field]: direction }, { id: direction }];
        return resolvePrismaPage(ctx, info, ctx.prisma.product, args, { where, orderBy: orderBy as never });
      },
    },
    { name: 'CatalogProductConnection' },
    { name: 'CatalogProductEdge' },
  ),
);

builder.queryField('quoteCustomers', (t) =>
  t.prismaField({
    type: ['Customer'],
    description:
      "The customer picker (level above 1): the platform's customers with an ERP id, narrowed to the active group, matched by name prefix.",
    authScopes: { guarded: true },
    args: { search: t.arg.string({ required: false }), first: t.arg.int({ required: false }) },
    resolve: (query, _root, args, ctx) => listPickerCustomers(ctx, { search: args.search, first: args.first, query }),
  }),
);

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
    description: 'A new quote (type 1), or a quote request (type 3) for level 0 users and visitors.',
    authScopes: { public: true },
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

/** Keeps only the keys present in a GraphQL input (absent keys arrive as undefined). */
const present = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

builder.mutationField('updateQuote', (t) =>
  t.prismaField({
    type: 'Quote',
    description: 'Job fields (each 1 to 50 characters), contact and addresses of a quote or quote request.',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateQuoteInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await updateQuote(ctx, args.id, present(args.input));
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
      const contact = await updateQuoteContact(ctx, args.quoteId, present({ email: args.email, phone: args.phone }));
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

const QuoteLineInput = builder.inputType('QuoteLineInput', {
  fields: (t) => ({
    _id: t.string({ required: false }),
    configurationId: t.string({ required: false }),
    headerId: t.string({ required: false }),
    productId: t.int({ required: false }),
    quantity: t.int({ required: false }),
    price: t.field({ type: 'Decimal', required: false }),
    imgUrl: t.string({ required: false }),
    description: t.string({ required: false }),
    partNumber: t.string({ required: false }),
    type: t.int({ required: false }),
    details: t.field({ type: 'JSON', required: false }),
    isNonConfigurable: t.boolean({ required: false }),
    sourceConfigurationId: t.string({ required: false }),
    sourceHeaderId: t.string({ required: false }),
    sessionId: t.string({ required: false }),
  }),
});

const decimalsToStrings = (input: Record<string, unknown>) =>
  present(Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v != null && typeof v === 'object' && 'toFixed' in v ? String(v) : v])));

builder.mutationField('createQuoteLine', (t) =>
  t.prismaField({
    type: 'QuoteLine',
    authScopes: { signedIn: true },
    args: { quoteId: t.arg.int({ required: true }), input: t.arg({ type: QuoteLineInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const line = await createLine(ctx, args.quoteId, decimalsToStrings(args.input));
      return ctx.prisma.quoteLine.findUniqueOrThrow({ ...query, where: { id: line.id } });
    },
  }),
);

const UpdateQuoteLineInput = builder.inputType('UpdateQuoteLineInput', {
  fields: (t) => ({
    quantity: t.int({ required: false }),
    price: t.field({ type: 'Decimal', required: false }),
    details: t.field({ type: 'JSON', required: false }),
    imgUrl: t.string({ required: false }),
    sessionId: t.string({ required: false }),
    sourceConfigurationId: t.string({ required: false }),
  }),
});

builder.mutationField('updateQuoteLine', (t) =>
  t.field({
    type: QuoteLineRef,
    description: 'Quantity (1 to the stock of a stock-limited product) or a reconfigured line; the quote total follows.',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateQuoteLineInput, required: true }) },
    // The changed line as a plain row of the selected columns (the quantity buttons are pressed often).
    resolve: async (_root, args, ctx, info) => {
      const input = decimalsToStrings(args.input);
      if (Object.keys(input).length === 1 && input.quantity !== undefined) {
        const selection = changedLineSelection(info);
        const changed = await updateLineQuantity(ctx, args.id, input.quantity, selection);
        if (selection.quote) holdQuoteOfLine(ctx, changed.quote, selection.quote.fieldNodes);
        return changed.line as never;
      }
      await updateLine(ctx, args.id, input);
      const row = await readLineRow(ctx, args.id, info);
      if (!row) throw notFound('Line');
      return row as never;
    },
  }),
);

builder.mutationField('copyQuoteLine', (t) =>
  t.prismaField({
    type: 'QuoteLine',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const line = await copyLine(ctx, args.id);
      return ctx.prisma.quoteLine.findUniqueOrThrow({ ...query, where: { id: line.id } });
    },
  }),
);

builder.mutationField('deleteQuoteLine', (t) =>
  t.prismaField({
    type: 'Quote',
    description: 'Deletes a line; returns its quote with the new totals.',
    authScopes: { signedIn: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const line = await deleteLine(ctx, args.id);
      return ctx.prisma.quote.findUniqueOrThrow({ ...query, where: { id: line.quoteId } });
    },
  }),
);

const AddProductPayload = builder
  .objectRef<{ created: boolean; partNumber: string; message: string; lineId: number; quoteId: number }>('AddProductToQuotePayload')
  .implement({
    fields: (t) => ({
      created: t.exposeBoolean('created', { description: "false when an existing line's quantity was raised" }),
      partNumber: t.exposeString('partNumber'),
      message: t.exposeString('message'),
    }),
  });

builder.objectField(AddProductPayload, 'line', (t) =>
  t.prismaField({
    type: 'QuoteLine',
    resolve: (query, payload, _args, ctx) =>
      ctx.prisma.quoteLine.findUniqueOrThrow({ ...query, where: { id: payload.lineId } }),
  }),
);
builder.objectField(AddProductPayload, 'quote', (t) =>
  t.prismaField({
    type: 'Quote',
    resolve: (query, payload, _args, ctx) =>
      ctx.prisma.quote.findUniqueOrThrow({ ...query, where: { id: payload.quoteId } }),
  }),
);

builder.mutationField('addProductToQuote', (t) =>
  t.field({
    type: AddProductPayload,
    description: 'Add To Quote for a fixed-price product: raises the quantity of its line or adds one.',
    authScopes: { signedIn: true },
    args: {
      quoteId: t.arg.int({ required: true }),
      productId: t.arg.int({ required: true }),
      quantity: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      requireViewer(ctx.viewer);
      const result = await addProductToQuote(ctx, args.quoteId, args.productId, args.quantity ?? 1);
      return {
        created: result.created,
        partNumber: result.partNumber,
        message: `Added ${result.partNumber} to Quote #${args.quoteId}`,
        lineId: result.line.id,
        quoteId: args.quoteId,
      };
    },
  }),
);

export { QUOTE_TYPE };
