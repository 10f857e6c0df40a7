import type { Prisma } from '../generated/prisma/client.ts';
import { isAdmin, isSuperAdmin, type Context, type Viewer } from '../schema/context.ts';
import { platformWhere, requireViewer } from '../schema/access.ts';
import { forbidden } from '../schema/errors.ts';

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
  } else if (options.mine || !isAdmin(viewer)) {
    where.createdByUserId = viewer.userId ?? -1;
  }
  return where;
}

/** The columns `canViewQuote` and `canEditQuote` read. */
export const QUOTE_ACCESS_SELECT = { id: true, pid: true, type: true, createdByUserId: true, groupId: true } as const;

/** Who may open one document: its creator, members of its group (while filtering by it), its platform's admins. */
export function canViewQuote(viewer: Viewer | null, quote: { pid: number; createdByUserId: number | null; groupId: number | null }) {
  if (!viewer) return false;
  if (isSuperAdmin(viewer)) return true;
  if (viewer.pid !== quote.pid) return false;
  if (isAdmin(viewer)) return true;
  if (quote.createdByUserId != null && quote.createdByUserId === viewer.userId) return true;
  return quote.groupId != null && quote.groupId === viewer.groupId;
}

/** `canViewQuote` as a filter, for reaching a quote's rows by their own id. */
export function visibleQuoteWhere(viewer: Viewer | null): Prisma.QuoteWhereInput {
  if (!viewer) return { id: -1 };
  if (isSuperAdmin(viewer)) return {};
  if (isAdmin(viewer)) return { pid: viewer.pid };
  const own: Prisma.QuoteWhereInput[] = [{ createdByUserId: viewer.userId ?? -1 }];
  if (viewer.groupId != null) own.push({ groupId: viewer.groupId });
  return { pid: viewer.pid, OR: own };
}

export function assertCanListType(ctx: Context, type: number): Viewer {
  const viewer = requireViewer(ctx.viewer);
  // Level 0 users only raise quote requests; quotes and orders need a role above 0.
  if (viewer.roleLevel <= 0 && type !== QUOTE_TYPE.request) throw forbidden();
  return viewer;
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

/**
 * Documents the current request has already been allowed to see (id → platform), so the lines of
 * a quote loaded through it need no second look at the quote.
 */
const visibleQuotes = new WeakMap<object, Map<number, number>>();

export function rememberVisibleQuote(ctx: object, quote: { id: number; pid: number }) {
  let seen = visibleQuotes.get(ctx);
  if (!seen) visibleQuotes.set(ctx, (seen = new Map()));
  seen.set(quote.id, quote.pid);
}

/** The platform of a document this request may see, if already checked. */
export const visibleQuotePid = (ctx: object, quoteId: number) => visibleQuotes.get(ctx)?.get(quoteId);
