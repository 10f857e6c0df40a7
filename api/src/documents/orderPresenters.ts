import { z } from 'zod';
import type { Context } from '../context.ts';
import type { Viewer } from '../schema/access.ts';
import { seesDealerCost } from '../schema/visibility.ts';
import { presentCustomer } from '../customers/presenters.ts';
import { moneyText } from '../rest/fields.ts';
import { QUOTE_TYPE } from './quoteService.ts';
import { orderStatusLabel } from './orderStatus.ts';

/**
 * What a viewer sees of an order's own facts: margins on its lines, the customer ERP id Place Order
 * uses, its status word and validity. GraphQL's fields and the REST answers both take them from here.
 */

/** A quote is valid for 60 days from its creation. */
export const QUOTE_VALIDITY_DAYS = 60;

interface DecimalLike {
  toFixed(places: number): string;
  times(n: number): DecimalLike;
}

/** The internal documents page's cost columns of a line; all null for viewers who may not see dealer cost. */
export interface DocumentLineCosts {
  unitCost: string | null;
  costTotal: string | null;
  /** gross margin as a fraction of the price, to four places */
  margin: number | null;
}

export const documentLineCostsAnswer = {
  unitCost: moneyText.nullable().describe('dealer unit cost (its own, else its product’s); null unless the caller sees dealer cost'),
  costTotal: moneyText.nullable().describe('unit cost times quantity; null unless the caller sees dealer cost'),
  margin: z.number().nullable().describe('gross margin as a fraction of the price, to four places; null unless the caller sees dealer cost'),
};

const NO_COSTS: DocumentLineCosts = { unitCost: null, costTotal: null, margin: null };

/** Unit cost, cost total and margin of a line (its own cost, else its product's), for viewers who see dealer cost. */
export function documentLineCosts(
  viewer: Viewer | null,
  pid: number,
  line: { price: DecimalLike; quantity: number; cost: DecimalLike | null; product?: { cost: DecimalLike | null } | null },
): DocumentLineCosts {
  const cost = line.cost ?? line.product?.cost ?? null;
  if (!cost || !seesDealerCost(viewer, pid)) return NO_COSTS;
  const unitCost = cost.toFixed(2);
  const price = Number(line.price.toFixed(2));
  return {
    unitCost,
    costTotal: cost.times(line.quantity).toFixed(2),
    margin: price === 0 ? null : Math.round(((price - Number(unitCost)) / price) * 10000) / 10000,
  };
}

/** The lines of a document with their cost columns as the viewer may see them (costs of the line, else of its product). */
export function presentDocumentLines<Line extends { price: DecimalLike; quantity: number; cost: DecimalLike | null; product?: { cost: DecimalLike | null } | null }>(
  viewer: Viewer | null,
  quote: { pid: number; lines: Line[] },
): (Omit<Line, 'cost' | 'product'> & DocumentLineCosts)[] {
  return quote.lines.map(({ cost, product, ...line }) => ({ ...line, ...documentLineCosts(viewer, quote.pid, { ...line, cost, product } as Line) }));
}

/**
 * The customer ERP id Place Order will use for a quote, as the viewer may see it: its customer's;
 * for level 1 and below, when the quote has no customer, their own customer's.
 */
export async function quoteCustomerErpId(
  ctx: Pick<Context, 'viewer' | 'prisma'>,
  quote: { customer: { id: number; pid: number; erpId: string | null } | null },
): Promise<string | null> {
  if (quote.customer) return presentCustomer(ctx.viewer, quote.customer).erpId;
  const viewer = ctx.viewer;
  if (!viewer || viewer.roleLevel > 1 || viewer.customerId == null) return null;
  const own = await ctx.prisma.customer.findUnique({ where: { id: viewer.customerId }, select: { id: true, pid: true, erpId: true } });
  return own ? presentCustomer(viewer, own).erpId : null;
}

/** The word shown for a document: its order status for an order, null for quotes and quote requests. */
export function documentStatusLabel(quote: { type: number; orderStatus: string | null; csiStatus: string | null; platform: { csiOrderCompleteString: string } }) {
  return quote.type === QUOTE_TYPE.order ? orderStatusLabel(quote.orderStatus, quote.csiStatus, quote.platform.csiOrderCompleteString) : null;
}

/** The current revision's start (the created date until the quote is revised) plus the validity period. */
export const quoteExpirationDate = (quote: { createdAt: Date; revisionCreatedAt?: Date | null }) =>
  new Date((quote.revisionCreatedAt ?? quote.createdAt).getTime() + QUOTE_VALIDITY_DAYS * 24 * 3600 * 1000);
