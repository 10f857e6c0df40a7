import { randomUUID } from 'node:crypto';
import { audited } from '../audit/record.ts';
import { z } from 'zod';
import { Prisma, type Communication, type PrismaClient } from '../generated/prisma/client.ts';
import { pageArgs, type ListPage, type Listed } from '../schema/listPage.ts';
import { jobFieldProblem, type JobFieldKey } from '@quotecraft/rules/jobFields';
import { isEmailAddress, PASSWORD_MESSAGES } from '@quotecraft/rules/passwords';
import type { Context } from '../context.ts';
import { requireViewer, isSuperAdmin, type Viewer } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { canSeeCustomer } from '../customers/access.ts';
import { copyLineConfiguration } from '../configurator/copy.ts';
import { recomputeQuoteTotals } from './totals.ts';
import { canViewQuote, QUOTE_ACCESS_SELECT, QUOTE_TYPE, visibleQuoteWhere } from './quoteService.ts';
import { assertQuoteEditable } from './placing.ts';
import { quoteBecameOrder } from './orderChanges.ts';
import { presentQuoteDetail, QUOTE_DETAIL_INCLUDE } from './quotePresenters.ts';

type Db = PrismaClient | Prisma.TransactionClient;

type QuoteAccessRow = { id: number; pid: number; type: number; createdByUserId: number | null; groupId: number | null };

/** Who may change a document: whoever may see it, while it is not an order (orders are read-only here). */
export function canEditQuote(viewer: Viewer | null, quote: QuoteAccessRow) {
  return canViewQuote(viewer, quote) && quote.type !== QUOTE_TYPE.order;
}

/**
 * A document the viewer may see, else NOT_FOUND (a foreign one answers as a missing one). `query`
 * (a GraphQL field's Pothos selection) plans the relations its fields read into the same read.
 */
export async function loadQuoteForView(db: Db, viewer: Viewer | null, id: number, query: PlannedQuery = {}) {
  const quote = await db.quote.findUnique({ ...withAccessColumns(query), where: { id } });
  if (!quote || !canViewQuote(viewer, quote)) throw notFound('Quote');
  return quote;
}

type PlannedQuery = { include?: Prisma.QuoteInclude; select?: Prisma.QuoteSelect };

/** A planned read that also reads the columns `canViewQuote` checks. */
const withAccessColumns = (query: PlannedQuery) => (query.select ? { select: { ...query.select, ...QUOTE_ACCESS_SELECT } } : query);

/** A document with its lines, customer, contact, addresses and order facts, as the viewer may see it (REST's `getQuote`). */
export async function getQuoteDetail(ctx: Context, quoteId: number) {
  await loadQuoteForView(ctx.prisma, ctx.viewer, quoteId);
  return presentQuoteDetail(ctx, await ctx.prisma.quote.findUniqueOrThrow({ where: { id: quoteId }, include: QUOTE_DETAIL_INCLUDE }));
}

export async function loadQuoteForEdit(db: Db, viewer: Viewer | null, id: number) {
  const quote = await loadQuoteForView(db, viewer, id);
  if (quote.type === QUOTE_TYPE.order) throw await quoteBecameOrder(db, quote.id);
  await assertQuoteEditable(db, quote.id);
  return quote;
}

/** Quote type by role: level 0 (and visitors) raise quote requests, everyone else quotes. */
export const quoteTypeFor = (viewer: Viewer | null) => (!viewer || viewer.roleLevel <= 0 ? QUOTE_TYPE.request : QUOTE_TYPE.quote);

/**
 * The customer, contact and addresses a new quote (or quote request) starts with: every member
 * filtering by a group that has a default customer gets that customer (part 3: users in the group
 * get new quotes with it), whatever their role level; otherwise level 1 and below quote for their
 * own customer.
 */
export async function startingCustomer(db: Db, viewer: Viewer | null, groupId: number | null) {
  if (!viewer) return {};
  if (groupId != null) {
    const group = await db.group.findUnique({ where: { id: groupId }, select: { defaultCustomerId: true, pid: true } });
    if (group?.defaultCustomerId != null && group.pid === viewer.pid) {
      const defaults = await customerDefaults(db, group.defaultCustomerId, null);
      if ('customerId' in defaults) return defaults;
    }
  }
  if (viewer.roleLevel > 1) return { contactId: null };
  if (viewer.customerId == null) return { contactId: viewer.contactId };
  return customerDefaults(db, viewer.customerId, viewer.contactId);
}

async function customerDefaults(db: Db, customerId: number, contactId: number | null) {
  const customer = await db.customer.findUnique({
    where: { id: customerId },
    select: {
      id: true,
      companyName: true,
      billingAddressId: true,
      primaryContactId: true,
      contacts: { select: { id: true }, orderBy: { id: 'asc' }, take: 1 },
      addresses: { where: { addressType: 2 }, select: { id: true }, orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }], take: 1 },
    },
  });
  if (!customer) return { contactId };
  return {
    customerId: customer.id,
    customerName: customer.companyName,
    contactId: contactId ?? customer.primaryContactId ?? customer.contacts[0]?.id ?? null,
    billingAddressId: customer.billingAddressId,
    shippingAddressId: customer.addresses[0]?.id ?? customer.billingAddressId ?? null,
  };
}

export const createQuoteInputSchema = z.object({
  _id: z.string().trim().min(1).max(64).optional(),
  clientId: z.string().trim().min(1).max(64).optional(),
  type: z.coerce.number().int().optional(),
  groupId: z.coerce.number().int().positive().nullish(),
  // The creator and platform are the caller's; the spec's clients send them, so they are checked, not taken.
  username: z.string().optional().describe("the caller's username"),
  createdByFirstName: z.string().optional().describe("the caller's first name"),
  createdByLastName: z.string().optional().describe("the caller's last name"),
  createdByUserId: z.coerce.number().int().nullish().describe("the caller's user id"),
  pid: z.coerce.number().int().positive().nullish().describe("the caller's platform"),
});

/** A creator field sent with a new quote must be what the server records for the caller. */
function assertCreatorFields(input: z.infer<typeof createQuoteInputSchema>, recorded: { username: string; createdByFirstName: string; createdByLastName: string; createdByUserId: number | null; pid: number }) {
  for (const field of ['username', 'createdByFirstName', 'createdByLastName', 'createdByUserId'] as const) {
    const sent = input[field];
    if (sent != null && sent !== '' && sent !== recorded[field]) throw new AppError(`${field} must be the signed-in user's.`, { field });
  }
  if (input.pid != null && input.pid !== recorded.pid) throw new AppError('pid must be the platform of the signed-in user.', { field: 'pid' });
}

/**
 * A new quote of the caller's type on their platform. Visitors have none: their quote request is
 * raised when they save a configuration (saveAsPublicUser), never by opening the configurator.
 */
export async function createQuote(ctx: Context, rawInput: unknown) {
  const parsed = createQuoteInputSchema.safeParse(rawInput ?? {});
  if (!parsed.success) throw new AppError(parsed.error.issues[0]!.message, { field: parsed.error.issues[0]!.path.join('.') });
  const input = parsed.data;
  const viewer = requireViewer(ctx.viewer);
  if (input.type === QUOTE_TYPE.order) throw new AppError('A new document cannot be an order.', { field: 'type' });
  const type = quoteTypeFor(viewer);
  const pid = viewer.pid;
  const groupId = viewer.groupId;
  if (input.groupId != null && input.groupId !== viewer.groupId) {
    throw new AppError('A new quote can only belong to the group you are filtering by.', { field: 'groupId' });
  }
  const clientId = input._id ?? input.clientId ?? randomUUID();
  const existing = await ctx.prisma.quote.findUnique({ where: { clientId }, select: { id: true } });
  if (existing) throw new AppError('A quote with this _id already exists.', { field: '_id', code: 'CONFLICT' });
  const creator = {
    createdByUserId: viewer.userId ?? null,
    username: viewer.username ?? '',
    createdByFirstName: viewer.firstName ?? '',
    createdByLastName: viewer.lastName ?? '',
  };
  assertCreatorFields(input, { ...creator, pid });
  const start = await startingCustomer(ctx.prisma, viewer, groupId);
  return ctx.prisma.quote.create({ data: { clientId, type, pid, groupId, ...creator, ...start } });
}

/** A job field as an update sends it: trimmed, by the rule the Quote Summary shares. */
const jobField = (key: JobFieldKey) =>
  z
    .string()
    .trim()
    .superRefine((value, issue) => {
      const problem = jobFieldProblem(key, value);
      if (problem) issue.addIssue({ code: 'custom', message: problem });
    });

export const updateQuoteInputSchema = z
  .object({
    jobName: jobField('jobName'),
    specifier: jobField('specifier'),
    specifierLocation: jobField('specifierLocation'),
    contactId: z.coerce.number().int().positive().nullable(),
    customerId: z.coerce.number().int().positive().nullable(),
    shippingAddressId: z.coerce.number().int().positive().nullable(),
    billingAddressId: z.coerce.number().int().positive().nullable(),
    sameAsBilling: z.boolean(),
    type: z.coerce.number().int(),
  })
  .partial();

function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new AppError(issue.message, { field: issue.path.join('.') || undefined });
}

async function assertAddressUsable(db: Db, viewer: Viewer, quote: { pid: number }, addressId: number, field: string) {
  const address = await db.address.findUnique({ where: { id: addressId }, select: { id: true, pid: true, customerId: true } });
  if (!address || address.pid !== quote.pid || !canSeeCustomer(viewer, { id: address.customerId, pid: address.pid })) {
    throw new AppError('Address not found.', { field, code: 'NOT_FOUND' });
  }
}

const JOB_FIELD_KEYS = ['jobName', 'specifier', 'specifierLocation'] as const;

/** The quote `id` as `updateQuote` may change it: one the viewer may see, not an order, not held by an order placement. */
const editableQuoteWhere = (viewer: Viewer, id: number): Prisma.QuoteWhereUniqueInput => ({
  id,
  AND: [visibleQuoteWhere(viewer), { type: { not: QUOTE_TYPE.order }, placingKey: null }],
});

/**
 * Job fields, customer, contact and addresses of a quote or quote request. Orders are placed by
 * placeOrder. Returns the quote as changed, read with `query` (a GraphQL field's planned selection)
 * in the same statement as the change when the change needs nothing of the quote as it was.
 *
 * The job fields need nothing of the quote: they are written by one UPDATE whose condition is the
 * edit rule (`canEditQuote` and `assertQuoteEditable` as a filter; the row lock the UPDATE takes
 * re-checks it against the latest version of the row, as `assertQuoteEditable`'s lock does). When
 * it changes nothing, the quote is read to say why. A customer, contact, address or type depends
 * on the quote's platform and current addresses, so those changes read it first, locked, in a
 * transaction.
 */
export async function updateQuote(ctx: Context, id: number, rawInput: unknown, query: PlannedQuery = {}) {
  const viewer = requireViewer(ctx.viewer);
  const input = parseOrThrow(updateQuoteInputSchema, rawInput);
  if (Object.keys(input).every((key) => (JOB_FIELD_KEYS as readonly string[]).includes(key))) {
    const data: Prisma.QuoteUncheckedUpdateInput = {};
    for (const key of JOB_FIELD_KEYS) if (input[key] !== undefined) data[key] = input[key];
    try {
      return await ctx.prisma.quote.update({ ...query, where: editableQuoteWhere(viewer, id), data });
    } catch (error) {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2025') throw error;
      await loadQuoteForEdit(ctx.prisma, viewer, id);
      throw notFound('Quote');
    }
  }
  const updated = await ctx.prisma.$transaction(async (tx) => {
    const quote = await loadQuoteForEdit(tx, viewer, id);
    if (input.type != null && input.type !== quote.type) {
      throw new AppError('The type of a quote cannot be changed here; orders are placed with Place Order.', { field: 'type' });
    }
    const data: Prisma.QuoteUncheckedUpdateInput = {};
    for (const key of ['jobName', 'specifier', 'specifierLocation'] as const) if (input[key] !== undefined) data[key] = input[key];
    if (input.customerId !== undefined) {
      if (input.customerId === null) {
        Object.assign(data, { customerId: null, customerName: '' });
      } else {
        if (viewer.roleLevel <= 1 && input.customerId !== viewer.customerId) throw forbidden();
        const customer = await tx.customer.findUnique({ where: { id: input.customerId }, select: { id: true, pid: true } });
        if (!customer || customer.pid !== quote.pid || !canSeeCustomer(viewer, customer)) {
          throw new AppError('Customer not found.', { field: 'customerId', code: 'NOT_FOUND' });
        }
        Object.assign(data, await customerDefaults(tx, customer.id, null));
      }
    }
    if (input.contactId !== undefined) {
      if (input.contactId !== null) {
        const contact = await tx.contact.findUnique({ where: { id: input.contactId }, select: { id: true, pid: true, customerId: true } });
        const own = viewer.contactId != null && viewer.contactId === input.contactId;
        if (!contact || contact.pid !== quote.pid || (!own && !canSeeCustomer(viewer, { id: contact.customerId, pid: contact.pid }))) {
          throw new AppError('Contact not found.', { field: 'contactId', code: 'NOT_FOUND' });
        }
      }
      data.contactId = input.contactId;
    }
    if (input.billingAddressId != null) await assertAddressUsable(tx, viewer, quote, input.billingAddressId, 'billingAddressId');
    if (input.shippingAddressId != null) await assertAddressUsable(tx, viewer, quote, input.shippingAddressId, 'shippingAddressId');
    if (input.billingAddressId !== undefined) data.billingAddressId = input.billingAddressId;
    if (input.shippingAddressId !== undefined) data.shippingAddressId = input.shippingAddressId;
    if (input.sameAsBilling !== undefined) data.sameAsBilling = input.sameAsBilling;
    // With sameAsBilling set, shipping follows billing.
    const sameAsBilling = input.sameAsBilling ?? quote.sameAsBilling;
    if (sameAsBilling) {
      const billing = input.billingAddressId !== undefined ? input.billingAddressId : (data.billingAddressId as number | null | undefined) ?? quote.billingAddressId;
      data.shippingAddressId = billing;
    }
    return tx.quote.update({ where: { id }, data });
  });
  return hasKeys(query) ? ctx.prisma.quote.findUniqueOrThrow({ ...query, where: { id } }) : updated;
}

const hasKeys = (value: object) => Object.keys(value).length > 0;

/** A contact with no customer, attached to the quote when the picker is cleared. */
export async function attachPlaceholderContact(ctx: Context, quoteId: number) {
  const viewer = requireViewer(ctx.viewer);
  if (viewer.roleLevel <= 1) throw forbidden();
  return ctx.prisma.$transaction(async (tx) => {
    const quote = await loadQuoteForEdit(tx, viewer, quoteId);
    const contact = await tx.contact.create({ data: { pid: quote.pid } });
    return tx.quote.update({
      where: { id: quoteId },
      data: { contactId: contact.id, customerId: null, customerName: '', billingAddressId: null, shippingAddressId: null },
    });
  });
}

/** Picking a customer for a quote (level above 1): its contact, billing and first shipping address follow. */
export async function setQuoteCustomer(ctx: Context, quoteId: number, customerId: number | null) {
  const viewer = requireViewer(ctx.viewer);
  if (viewer.roleLevel <= 1) throw forbidden();
  if (customerId == null) return attachPlaceholderContact(ctx, quoteId);
  return updateQuote(ctx, quoteId, { customerId });
}

export const contactInputSchema = z.object({
  email: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v == null || isEmailAddress(v), PASSWORD_MESSAGES.emailInvalid),
  phone: z.string().trim().max(40, 'Phone must be at most 40 characters.').nullish().transform((v) => (v ? v : null)),
});

/** The customer form on a quote: the email and phone of the quote's contact. */
export async function updateQuoteContact(ctx: Context, quoteId: number, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  const input = parseOrThrow(contactInputSchema.partial(), rawInput);
  return ctx.prisma.$transaction(async (tx) => {
    const quote = await loadQuoteForEdit(tx, viewer, quoteId);
    if (quote.contactId == null) throw new AppError('The quote has no contact.', { field: 'contactId' });
    const contact = await tx.contact.findUniqueOrThrow({ where: { id: quote.contactId } });
    const own = viewer.contactId === contact.id;
    if (!own && !canSeeCustomer(viewer, { id: contact.customerId, pid: contact.pid })) throw forbidden();
    return tx.contact.update({ where: { id: contact.id }, data: input });
  });
}

export async function deleteQuote(ctx: Context, id: number) {
  const viewer = requireViewer(ctx.viewer);
  const quote = await loadQuoteForView(ctx.prisma, viewer, id);
  if (quote.type === QUOTE_TYPE.order && !isSuperAdmin(viewer)) throw forbidden('Only a super administrator can delete orders.');
  await assertQuoteEditable(ctx.prisma, quote.id);
  await audited(ctx, { action: 'delete', entity: 'Quote', ids: [id] }, (tx) => tx.quote.delete({ where: { id } }));
  return quote;
}

/**
 * Copies a quote, quote request or order into a new document of the viewer's type, with its lines
 * and their configurations (new GUIDs and configuration ids `{newId}_{n}`).
 */
export async function copyQuote(ctx: Context, id: number) {
  const viewer = requireViewer(ctx.viewer);
  return ctx.prisma.$transaction(async (tx) => {
    const source = await loadQuoteForView(tx, viewer, id);
    return copyIntoNewQuote(tx, viewer, source, { type: quoteTypeFor(viewer), groupId: source.groupId });
  });
}

type QuoteRow = Prisma.QuoteGetPayload<object>;

/**
 * Copy quote and copy order: a new document of the viewer with the source's customer, addresses,
 * job fields and every line (new GUIDs, configurationIds `{newId}_{n}`, configurations copied).
 */
export async function copyIntoNewQuote(
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  source: QuoteRow,
  options: { type: number; groupId: number | null },
) {
  const lines = await tx.quoteLine.findMany({ where: { quoteId: source.id }, orderBy: { lineNumber: 'asc' } });
  const copy = await tx.quote.create({
    data: {
      clientId: randomUUID(),
      type: options.type,
      pid: source.pid,
      groupId: options.groupId,
      createdByUserId: viewer.userId,
      username: viewer.username,
      createdByFirstName: viewer.firstName,
      createdByLastName: viewer.lastName,
      customerId: source.customerId,
      customerName: source.customerName,
      contactId: source.contactId,
      jobName: source.jobName,
      specifier: source.specifier,
      specifierLocation: source.specifierLocation,
      sameAsBilling: source.sameAsBilling,
      billingAddressId: source.billingAddressId,
      shippingAddressId: source.shippingAddressId,
      copiedFromId: source.id,
    },
  });
  for (const [index, line] of lines.entries()) {
    const lineNumber = index + 1;
    const configurationId = `${copy.id}_${lineNumber}`;
    const sessionId = line.isNonConfigurable
      ? null
      : await copyLineConfiguration(tx, { sessionId: line.sessionId, pid: source.pid, toConfigurationId: configurationId, userId: viewer.userId });
    await tx.quoteLine.create({
      data: {
        ...lineCopyData(line),
        clientId: randomUUID(),
        quoteId: copy.id,
        lineNumber,
        configurationId,
        sourceConfigurationId: line.configurationId || null,
        sourceHeaderId: line.headerId,
        sessionId,
        username: viewer.username,
      },
    });
  }
  await recomputeQuoteTotals(tx, copy.id);
  return tx.quote.findUniqueOrThrow({ where: { id: copy.id } });
}

type LineRow = Prisma.QuoteLineGetPayload<object>;

export function lineCopyData(line: LineRow) {
  return {
    headerId: line.headerId,
    productId: line.productId,
    quantity: line.quantity,
    price: line.price,
    priceOverride: line.priceOverride,
    cost: line.cost,
    imgUrl: line.imgUrl,
    description: line.description,
    partNumber: line.partNumber,
    series: line.series,
    modelNo: line.modelNo,
    type: line.type,
    details: line.details as Prisma.InputJsonValue,
    isNonConfigurable: line.isNonConfigurable,
    modelVersion: line.modelVersion,
    quoteCreated: line.quoteCreated,
  };
}

export function listCommunications(ctx: Context, quoteId: number): Promise<Communication[]>;
export function listCommunications(ctx: Context, quoteId: number, page: ListPage): Promise<Listed<Communication>>;
export async function listCommunications(ctx: Context, quoteId: number, page?: ListPage) {
  await loadQuoteForView(ctx.prisma, requireViewer(ctx.viewer), quoteId);
  const where = { quoteId };
  const orderBy: Prisma.CommunicationOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
  if (!page) return ctx.prisma.communication.findMany({ where, orderBy });
  const [rows, total] = await Promise.all([ctx.prisma.communication.findMany({ where, orderBy, ...pageArgs(page) }), ctx.prisma.communication.count({ where })]);
  return { rows, total };
}
