import { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { platformWhere, requireViewer, isAdmin, isSuperAdmin, type Viewer } from '../schema/access.ts';
import { forbidden } from '../schema/errors.ts';
import { keysetAfter } from '../db/keyset.ts';
import { orderWithIdTieBreak } from '../db/listOrder.ts';

export const QUOTE_TYPE = { quote: 1, order: 2, request: 3 } as const;

/**
 * Which documents of a type a viewer may list. Administrators see their platform's (level 9 every
 * platform's, optionally narrowed to one); everyone else sees their own. An active group filter
 * shows that group's documents instead.
 */
export function quoteListWhere(
  viewer: Viewer,
  options: { type: number; mine?: boolean; pid?: number | null },
): Prisma.QuoteWhereInput {
  const where: Prisma.QuoteWhereInput = { type: options.type, ...platformWhere(viewer) };
  if (isSuperAdmin(viewer) && options.pid != null) where.pid = options.pid;
  if (viewer.groupId != null) {
    where.groupId = viewer.groupId;
    // A quote request is its requester's alone: a group filter narrows a non-admin's own requests.
    if (options.type === QUOTE_TYPE.request && !isAdmin(viewer)) where.createdByUserId = viewer.userId ?? -1;
  } else if (options.mine || !isAdmin(viewer)) {
    where.createdByUserId = viewer.userId ?? -1;
  }
  return where;
}

/** The columns `canViewQuote` and `canEditQuote` read. */
export const QUOTE_ACCESS_SELECT = { id: true, pid: true, type: true, createdByUserId: true, groupId: true } as const;

/**
 * Who may open a document, as data: level 9 every document, a platform's admins the platform's,
 * anyone else in their platform what they created and what belongs to their group (while filtering
 * by it). The predicate, the Prisma filter and the SQL condition below are all read from this.
 */
type QuoteVisibility =
  | { kind: 'none' }
  | { kind: 'all' }
  | { kind: 'platform'; pid: number }
  | { kind: 'own'; pid: number; userId: number | null; groupId: number | null };

function quoteVisibility(viewer: Viewer | null): QuoteVisibility {
  if (!viewer) return { kind: 'none' };
  if (isSuperAdmin(viewer)) return { kind: 'all' };
  if (isAdmin(viewer)) return { kind: 'platform', pid: viewer.pid };
  return { kind: 'own', pid: viewer.pid, userId: viewer.userId, groupId: viewer.groupId };
}

/**
 * Who may open one document (see QuoteVisibility). A quote request (type 3) is its requester's
 * alone: below administrators, the group does not share it.
 */
export function canViewQuote(viewer: Viewer | null, quote: { pid: number; createdByUserId: number | null; groupId: number | null; type: number }) {
  const visibility = quoteVisibility(viewer);
  switch (visibility.kind) {
    case 'none':
      return false;
    case 'all':
      return true;
    case 'platform':
      return quote.pid === visibility.pid;
    case 'own':
      return (
        quote.pid === visibility.pid &&
        ((quote.createdByUserId != null && quote.createdByUserId === visibility.userId) ||
          (quote.groupId != null && quote.groupId === visibility.groupId && quote.type !== QUOTE_TYPE.request))
      );
  }
}

/** `canViewQuote` as a filter, for reaching a quote's rows by their own id. */
export function visibleQuoteWhere(viewer: Viewer | null): Prisma.QuoteWhereInput {
  const visibility = quoteVisibility(viewer);
  switch (visibility.kind) {
    case 'none':
      return { id: -1 };
    case 'all':
      return {};
    case 'platform':
      return { pid: visibility.pid };
    case 'own': {
      const own: Prisma.QuoteWhereInput[] = [{ createdByUserId: visibility.userId ?? -1 }];
      if (visibility.groupId != null) own.push({ groupId: visibility.groupId, type: { not: QUOTE_TYPE.request } });
      return { pid: visibility.pid, OR: own };
    }
  }
}

/**
 * `canViewQuote` as an SQL condition on the quote aliased `alias`, its values as parameters from
 * `$firstParam` on. `key` tells apart the condition's shapes, for statement caches.
 */
export function visibleQuoteSql(viewer: Viewer | null, alias: string, firstParam: number): { key: string; sql: string; params: unknown[] } {
  const visibility = quoteVisibility(viewer);
  const $ = (offset: number) => `$${firstParam + offset}`;
  switch (visibility.kind) {
    case 'none':
      return { key: 'none', sql: 'FALSE', params: [] };
    case 'all':
      return { key: 'all', sql: 'TRUE', params: [] };
    case 'platform':
      return { key: 'platform', sql: `${alias}.pid = ${$(0)}`, params: [visibility.pid] };
    case 'own':
      // A null id or group matches nothing (= NULL is never true), as in canViewQuote.
      return {
        key: 'own',
        sql: `${alias}.pid = ${$(0)} AND (${alias}."createdByUserId" = ${$(1)}::int OR (${alias}."groupId" = ${$(2)}::int AND ${alias}."type" <> ${QUOTE_TYPE.request}))`,
        params: [visibility.pid, visibility.userId, visibility.groupId],
      };
  }
}

export function assertCanListType(ctx: Context, type: number): Viewer {
  const viewer = requireViewer(ctx.viewer);
  // Level 0 users only raise quote requests; quotes and orders need a role above 0.
  if (viewer.roleLevel <= 0 && type !== QUOTE_TYPE.request) throw forbidden();
  return viewer;
}

/**
 * The columns a quote list sorts by, in the database: GraphQL's QuoteOrderField, REST getQuotes'
 * `order` and the lists' exports all take these. `customerStatus` (the Status column) sorts by the
 * stored word (accepted, changes_requested, sent, viewed), quotes not sent last when ascending.
 */
export const QUOTE_LIST_ORDER_FIELDS = ['id', 'createdAt', 'jobName', 'customerName', 'totalCost', 'erpOrderNo', 'dateOrderPlaced', 'createdByLastName', 'customerStatus'] as const;

/** A list's order: a column of the quote, the id breaking ties (SQL's default null placement, as Prisma's). */
export interface QuoteListOrder {
  field: (typeof QUOTE_LIST_ORDER_FIELDS)[number];
  direction: 'asc' | 'desc';
}

/** What a list shows: the documents `quoteListWhere` lets the viewer list, narrowed by the search. */
export function quoteListFilter(listWhere: Prisma.QuoteWhereInput, search: string | null | undefined): Prisma.QuoteWhereInput {
  const searchWhere = quoteSearchWhere(search);
  return searchWhere ? { AND: [listWhere, searchWhere] } : listWhere;
}

/** The number of documents a list shows. */
export function countQuoteList(ctx: Pick<Context, 'prisma'>, where: Prisma.QuoteWhereInput): Promise<number> {
  return ctx.prisma.quote.count({ where });
}

/**
 * One page of a list, in the list's order, with `query` (the fields asked for, as Pothos plans them)
 * read for the page's rows alone. The same two reads for every filter, search and order: first the
 * page's ids, which the list's index answers by itself (an index-only scan steps over the skipped
 * rows of a deep page without reading them), then those rows with their relations. Read in one, a
 * deep page would join the relations of every row it skips.
 */
export async function quoteListPage<Q extends object>(
  ctx: Pick<Context, 'prisma'>,
  where: Prisma.QuoteWhereInput,
  order: QuoteListOrder,
  window: { offset: number; limit: number } | { after: object | null; limit: number },
  query: Q,
) {
  const orderBy = orderWithIdTieBreak(order.field, order.direction) as Prisma.QuoteOrderByWithRelationInput[];
  // by offset (the list screen's pages), or after a row holding the sort values (keyset paging)
  const after = 'after' in window && window.after ? (keysetAfter('Quote', orderBy, window.after) as Prisma.QuoteWhereInput) : null;
  const page = await ctx.prisma.quote.findMany({
    where: after ? { AND: [where, after] } : where,
    orderBy,
    skip: 'offset' in window ? window.offset : 0,
    take: window.limit,
    select: { id: true },
  });
  if (page.length === 0) return [];
  const rows = await ctx.prisma.quote.findMany({ ...query, where: { id: { in: page.map((row) => row.id) } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap((row) => byId.get(row.id) ?? []);
}

export function quoteSearchWhere(search: string | null | undefined): Prisma.QuoteWhereInput | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const contains = { contains: term, mode: 'insensitive' as const };
  const or: Prisma.QuoteWhereInput[] = [
    { jobName: contains },
    { customerName: contains },
    { createdByFirstName: contains },
    { createdByLastName: contains },
    { erpOrderNo: contains },
  ];
  if (/^\d{1,9}$/.test(term)) or.push({ id: Number(term) });
  return { OR: or };
}

/** A document by id, read once per request (schema/loaders.ts), if the viewer may see it; null otherwise. */
export async function findVisibleQuote(ctx: Pick<Context, 'viewer' | 'loaders'>, id: number) {
  const quote = await ctx.loaders.quote.load(id);
  return quote && canViewQuote(ctx.viewer, quote) ? quote : null;
}
