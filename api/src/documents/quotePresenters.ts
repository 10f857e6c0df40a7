import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import type { Viewer } from '../schema/access.ts';
import { seesDealerCost, seesErpIds } from '../schema/visibility.ts';
import { addressAnswer, presentAddress, presentCustomer } from '../customers/presenters.ts';
import { notFound } from '../schema/errors.ts';
import { moneyText } from '../rest/fields.ts';
import { documentLineCosts, documentLineCostsAnswer, documentStatusLabel, quoteCustomerErpId, quoteExpirationDate } from './orderPresenters.ts';

/**
 * What a viewer sees of quotes, orders and their lines, decided once. The REST shims answer with
 * these shapes; the GraphQL fields of the restricted values ask the same functions.
 */

type Pid = number;

/** Line fields whose value depends on who asks, each with the rule that shows it (null otherwise). */
export const RESTRICTED_LINE_FIELDS: Readonly<Record<string, (viewer: Viewer | null, pid: Pid) => boolean>> = {
  cost: seesDealerCost,
  erpId: seesErpIds,
};

/** Whether the viewer sees `field` of a line of a document of platform `pid` (fields not listed are seen by whoever sees the line). */
export function seesLineField(viewer: Viewer | null, pid: Pid, field: string): boolean {
  const rule = RESTRICTED_LINE_FIELDS[field];
  return rule ? rule(viewer, pid) : true;
}

/** A line of a document of platform `pid` as the viewer may see it: restricted fields null where hidden. */
export function presentLine<T extends object>(viewer: Viewer | null, pid: Pid, line: T): T {
  let shown: T | null = null;
  for (const field of Object.keys(RESTRICTED_LINE_FIELDS)) {
    if (!(field in line) || (line as Record<string, unknown>)[field] == null || seesLineField(viewer, pid, field)) continue;
    shown ??= { ...line };
    (shown as Record<string, unknown>)[field] = null;
  }
  return shown ?? line;
}

/**
 * A line as the viewer may see it on its document, whose platform decides (the document is read
 * once per request for all its lines, through `ctx.loaders`). The caller has already checked that
 * the viewer may see the document.
 */
export async function presentLineOfQuote<T extends { quoteId: number }>(ctx: Pick<Context, 'viewer' | 'loaders'>, line: T): Promise<T> {
  const quote = await ctx.loaders.quote.load(line.quoteId);
  if (!quote) throw notFound('Quote');
  return presentLine(ctx.viewer, quote.pid, line);
}

interface DecimalLike {
  toFixed(places: number): string;
  times(n: number): DecimalLike;
}

// ---- REST answers: the spec's entity field names (part 1 §3), money as two-decimal text, times in UTC ----

/** A line as REST answers carry it. */
export const lineAnswer = z.object({
  id: z.number().int(),
  _id: z.string().describe('client-generated GUID'),
  quoteId: z.number().int(),
  lineNumber: z.number().int(),
  configurationId: z.string(),
  headerId: z.string().nullable(),
  productId: z.number().int().nullable(),
  quantity: z.number().int(),
  price: moneyText,
  imgUrl: z.string().nullable(),
  description: z.string(),
  partNumber: z.string(),
  series: z.string().nullable(),
  modelNo: z.string().nullable(),
  username: z.string(),
  type: z.number().int().nullable(),
  Details: z.string().describe('JSON text of the detail rows, each with Caption, Value and Type'),
  isNonConfigurable: z.boolean(),
  sourceConfigurationId: z.string().nullable(),
  sourceHeaderId: z.string().nullable(),
  sessionId: z.string().nullable(),
  quoteCreated: z.string().describe("'0' or '1'"),
  TrackingNumber: z.string().nullable(),
  TrackingURL: z.string().nullable(),
  erpId: z.string().nullable().describe('null unless the caller sees ERP ids'),
  priceOverride: z.boolean().describe('the price was set by hand and is kept when the order is placed'),
  cost: moneyText.nullable().describe("the line's own dealer unit cost; null unless the caller sees dealer cost"),
  ...documentLineCostsAnswer,
  createdAt: z.string(),
});
export type LineAnswer = z.output<typeof lineAnswer>;

export interface LineRow {
  id: number;
  clientId: string;
  quoteId: number;
  lineNumber: number;
  configurationId: string;
  headerId: string | null;
  productId: number | null;
  quantity: number;
  price: DecimalLike;
  cost: DecimalLike | null;
  priceOverride: boolean;
  imgUrl: string | null;
  description: string;
  partNumber: string;
  series: string | null;
  modelNo: string | null;
  username: string;
  type: number | null;
  details: unknown;
  isNonConfigurable: boolean;
  sourceConfigurationId: string | null;
  sourceHeaderId: string | null;
  sessionId: string | null;
  quoteCreated: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  erpId: string | null;
  createdAt: Date;
  product?: { cost: DecimalLike | null } | null;
}

/** Details are stored as a JSON list; REST carries them as JSON text (the spec's `Details`). */
const detailsText = (details: unknown) => (typeof details === 'string' ? details : JSON.stringify(details ?? []));

/** A line of a document of platform `pid` as REST answers carry it, restricted fields as the viewer may see them. */
export function presentLineAnswer(viewer: Viewer | null, pid: Pid, line: LineRow): LineAnswer {
  const shown = presentLine(viewer, pid, line);
  return {
    id: line.id,
    _id: line.clientId,
    quoteId: line.quoteId,
    lineNumber: line.lineNumber,
    configurationId: line.configurationId,
    headerId: line.headerId,
    productId: line.productId,
    quantity: line.quantity,
    price: line.price.toFixed(2),
    imgUrl: line.imgUrl,
    description: line.description,
    partNumber: line.partNumber,
    series: line.series,
    modelNo: line.modelNo,
    username: line.username,
    type: line.type,
    Details: detailsText(line.details),
    isNonConfigurable: line.isNonConfigurable,
    sourceConfigurationId: line.sourceConfigurationId,
    sourceHeaderId: line.sourceHeaderId,
    sessionId: line.sessionId,
    quoteCreated: line.quoteCreated,
    TrackingNumber: line.trackingNumber,
    TrackingURL: line.trackingUrl,
    erpId: shown.erpId,
    priceOverride: line.priceOverride,
    cost: shown.cost?.toFixed(2) ?? null,
    ...documentLineCosts(viewer, pid, line),
    createdAt: line.createdAt.toISOString(),
  };
}

const contactAnswer = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  altPhone: z.string().nullable(),
});

const quoteCustomerAnswer = z.object({
  id: z.number().int(),
  erpId: z.string().nullable().describe("null unless the caller sees the customer's ERP id"),
  companyName: z.string(),
  cpqProfileOption: z.string().nullable(),
});

/** A quote, order or quote request as REST answers carry it; `lines` and the related records when the call loads them. */
export const quoteAnswer = z.object({
  id: z.number().int(),
  _id: z.string().describe('client-generated GUID'),
  type: z.number().int().describe('1 quote, 2 order, 3 quote request'),
  pid: z.number().int(),
  groupId: z.number().int().nullable(),
  username: z.string(),
  createdByUserId: z.number().int().nullable(),
  createdByFirstName: z.string(),
  createdByLastName: z.string(),
  createdAt: z.string(),
  createdDate: z.string().describe('the same instant as createdAt'),
  jobName: z.string(),
  specifier: z.string(),
  specifierLocation: z.string(),
  customerId: z.number().int().nullable(),
  customerName: z.string(),
  companyName: z.string().nullable().describe("the customer's company name"),
  firstName: z.string().nullable().describe("the contact's first name"),
  lastName: z.string().nullable().describe("the contact's last name"),
  contactId: z.number().int().nullable(),
  sameAsBilling: z.boolean(),
  billingAddressId: z.number().int().nullable(),
  shippingAddressId: z.number().int().nullable(),
  totalCost: moneyText,
  lineCount: z.number().int(),
  erpOrderNo: z.string().nullable(),
  csiStatus: z.string().nullable().describe("'W' means submitted"),
  orderStatus: z.string().nullable(),
  activeOrderId: z.number().int().nullable(),
  dateOrderPlaced: z.string().nullable(),
  submittedAt: z.string().nullable().describe("when a quote request was sent to the platform's sales contacts (submitQuoteRequest)"),
  customer: quoteCustomerAnswer.nullable().optional(),
  contact: contactAnswer.nullable().optional(),
  billingAddress: addressAnswer.nullable().optional(),
  shippingAddress: addressAnswer.nullable().optional(),
  lines: z.array(lineAnswer).optional(),
});
export type QuoteAnswer = z.output<typeof quoteAnswer>;

export interface QuoteRow {
  id: number;
  clientId: string;
  type: number;
  pid: number;
  groupId: number | null;
  username: string;
  createdByUserId: number | null;
  createdByFirstName: string;
  createdByLastName: string;
  createdAt: Date;
  jobName: string;
  specifier: string;
  specifierLocation: string;
  customerId: number | null;
  customerName: string;
  contactId: number | null;
  sameAsBilling: boolean;
  billingAddressId: number | null;
  shippingAddressId: number | null;
  totalCost: DecimalLike;
  lineCount: number;
  erpOrderNo: string | null;
  csiStatus: string | null;
  orderStatus: string | null;
  activeOrderId: number | null;
  dateOrderPlaced: Date | null;
  submittedAt?: Date | null;
  customer?: { id: number; pid: number; erpId: string | null; companyName: string; cpqProfileOption: string | null } | null;
  contact?: { id: number; firstName: string; lastName: string; email: string | null; phone: string | null; altPhone: string | null } | null;
  billingAddress?: Parameters<typeof presentAddress>[0] | null;
  shippingAddress?: Parameters<typeof presentAddress>[0] | null;
  lines?: LineRow[];
}

/** The relations a REST quote answer carries. */
export const QUOTE_ANSWER_INCLUDE = {
  customer: true,
  contact: true,
  billingAddress: true,
  shippingAddress: true,
} satisfies Prisma.QuoteInclude;

/** A quote row (with whatever relations it was read with) as REST answers carry it. */
export function presentQuoteAnswer(viewer: Viewer | null, quote: QuoteRow): QuoteAnswer {
  const customer = quote.customer ? presentCustomer(viewer, quote.customer) : quote.customer;
  return {
    id: quote.id,
    _id: quote.clientId,
    type: quote.type,
    pid: quote.pid,
    groupId: quote.groupId,
    username: quote.username,
    createdByUserId: quote.createdByUserId,
    createdByFirstName: quote.createdByFirstName,
    createdByLastName: quote.createdByLastName,
    createdAt: quote.createdAt.toISOString(),
    createdDate: quote.createdAt.toISOString(),
    jobName: quote.jobName,
    specifier: quote.specifier,
    specifierLocation: quote.specifierLocation,
    customerId: quote.customerId,
    customerName: quote.customerName,
    companyName: customer?.companyName ?? null,
    firstName: quote.contact?.firstName ?? null,
    lastName: quote.contact?.lastName ?? null,
    contactId: quote.contactId,
    sameAsBilling: quote.sameAsBilling,
    billingAddressId: quote.billingAddressId,
    shippingAddressId: quote.shippingAddressId,
    totalCost: quote.totalCost.toFixed(2),
    lineCount: quote.lineCount,
    erpOrderNo: quote.erpOrderNo,
    csiStatus: quote.csiStatus,
    orderStatus: quote.orderStatus,
    activeOrderId: quote.activeOrderId,
    dateOrderPlaced: quote.dateOrderPlaced?.toISOString() ?? null,
    submittedAt: quote.submittedAt?.toISOString() ?? null,
    ...(customer !== undefined && {
      customer: customer && { id: customer.id, erpId: customer.erpId, companyName: customer.companyName, cpqProfileOption: customer.cpqProfileOption },
    }),
    ...(quote.contact !== undefined && {
      contact: quote.contact && {
        id: quote.contact.id,
        firstName: quote.contact.firstName,
        lastName: quote.contact.lastName,
        email: quote.contact.email,
        phone: quote.contact.phone,
        altPhone: quote.contact.altPhone,
      },
    }),
    ...(quote.billingAddress !== undefined && { billingAddress: quote.billingAddress && presentAddress(quote.billingAddress) }),
    ...(quote.shippingAddress !== undefined && { shippingAddress: quote.shippingAddress && presentAddress(quote.shippingAddress) }),
    ...(quote.lines && { lines: quote.lines.map((line) => presentLineAnswer(viewer, quote.pid, line)) }),
  };
}

/** `getQuote`: the quote with its lines, customer, contact, addresses and the order facts GraphQL shows too. */
export const quoteDetailAnswer = quoteAnswer.extend({
  lines: z.array(lineAnswer),
  shippingAddresses: z.array(addressAnswer).describe("the customer's shipping addresses"),
  customerErpId: z.string().nullable().describe("the ERP id Place Order uses: the customer's; for role level 1 and below without a customer, their own customer's"),
  orderStatusLabel: z.string().nullable().describe("orders: 'Submitted' while csiStatus is W, else the ERP status word; null for quotes"),
  expirationDate: z.string().describe('created date plus 60 days'),
});
export type QuoteDetailAnswer = z.output<typeof quoteDetailAnswer>;

/** What `presentQuoteDetail` needs read with the quote. */
export const QUOTE_DETAIL_INCLUDE = {
  ...QUOTE_ANSWER_INCLUDE,
  customer: { include: { addresses: { where: { addressType: 2 }, orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }] } } },
  platform: { select: { csiOrderCompleteString: true } },
  lines: { orderBy: [{ lineNumber: 'asc' }, { id: 'asc' }], include: { product: { select: { cost: true } } } },
} satisfies Prisma.QuoteInclude;

export async function presentQuoteDetail(
  ctx: Pick<Context, 'viewer' | 'prisma'>,
  quote: QuoteRow & {
    lines: LineRow[];
    platform: { csiOrderCompleteString: string };
    customer: (NonNullable<QuoteRow['customer']> & { addresses: Parameters<typeof presentAddress>[0][] }) | null;
  },
): Promise<QuoteDetailAnswer> {
  return {
    ...presentQuoteAnswer(ctx.viewer, quote),
    lines: quote.lines.map((line) => presentLineAnswer(ctx.viewer, quote.pid, line)),
    shippingAddresses: (quote.customer?.addresses ?? []).map(presentAddress),
    customerErpId: await quoteCustomerErpId(ctx, quote),
    orderStatusLabel: documentStatusLabel(quote),
    expirationDate: quoteExpirationDate(quote).toISOString(),
  };
}
