import type { Context, Viewer } from '../schema/context.ts';
import { seesDealerCost, seesErpIds, seesPaymentReferences } from '../schema/visibility.ts';
import { presentCustomer } from '../customers/presenters.ts';

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
 * A quote, order or quote request as the viewer may see it, with whatever it carries of its lines
 * and customer presented too: no dealer cost, ERP ids or payment references where the rules hide them.
 */
export function presentQuote<T extends { pid: number }>(viewer: Viewer | null, quote: T): T {
  const shown: Record<string, unknown> = { ...quote };
  if (shown.paymentIntentId != null && !seesPaymentReferences(viewer, quote.pid)) shown.paymentIntentId = null;
  if (shown.customer) shown.customer = presentCustomer(viewer, shown.customer as { id: number; pid: number; erpId?: string | null });
  if (Array.isArray(shown.lines)) shown.lines = shown.lines.map((line: object) => presentLine(viewer, quote.pid, line));
  return shown as T;
}

/** An order is a quote of type 2: the same shape. */
export const presentOrder = presentQuote;

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

const NO_COSTS: DocumentLineCosts = { unitCost: null, costTotal: null, margin: null };

/** Unit cost, cost total and margin of a line (its own cost, else its product's), for viewers who see dealer cost. */
export function documentLineCosts(
  viewer: Viewer | null,
  pid: Pid,
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
