import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from './builder.ts';
import type { Context } from '../context.ts';
import { AppError } from './errors.ts';

/**
 * Lists are Relay connections with offset cursors, so a pager can jump to any page: each page's
 * cursor is the cursor of the row before it. `pageCursors` lists the pages around the current one.
 */
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 200;
const PAGES_AROUND = 4;

export const offsetCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

function offsetFromCursor(cursor: string, argName: string): number {
  const decoded = Buffer.from(cursor, 'base64url').toString();
  const match = /^offset:(-?\d+)$/.exec(decoded);
  if (!match) throw new AppError(`${argName} is not a valid cursor.`, { field: argName });
  return Number(match[1]);
}

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/**
 * What the arguments ask for, as the Relay Cursor Connections spec reads them: the cursors bound
 * the list (`after` exclusive from below, `before` exclusive from above), then `first` keeps the
 * first rows of what is left and `last` the last ones. Without `first` or `last`, a page of
 * DEFAULT_PAGE_SIZE from the start.
 */
interface PageRequest {
  /** the first row the cursors leave */
  lower: number;
  /** the row `before` names (its offset), when given */
  before: number | null;
  first: number | null;
  last: number | null;
}

function pageRequest(args: ConnectionArgs): PageRequest {
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value != null && (value < 0 || value > MAX_PAGE_SIZE)) {
      throw new AppError(`${name} must be between 0 and ${MAX_PAGE_SIZE}.`, { field: name });
    }
  }
  const lower = args.after ? Math.max(0, offsetFromCursor(args.after, 'after') + 1) : 0;
  const before = args.before ? Math.max(0, offsetFromCursor(args.before, 'before')) : null;
  const last = args.last ?? null;
  const first = args.first ?? (last == null ? DEFAULT_PAGE_SIZE : null);
  return { lower, before, first, last };
}

/** `last` without `before` counts back from the list's end, so the page needs the count first. */
const needsCount = (request: PageRequest) => request.last != null && request.before == null;

/** The rows the cursors leave: from `lower` up to (not including) `upper`. */
function cursorBounds(request: PageRequest, totalCount: number | null) {
  const end = request.before ?? totalCount ?? Number.POSITIVE_INFINITY;
  return { lower: request.lower, upper: Math.max(request.lower, end) };
}

function windowOf(request: PageRequest, totalCount: number | null): { offset: number; limit: number } {
  const { lower, upper } = cursorBounds(request, totalCount);
  let start = lower;
  let end = upper;
  if (request.first != null) end = Math.min(end, start + request.first);
  if (request.last != null) start = Math.max(start, end - request.last);
  return { offset: start, limit: end - start };
}

/**
 * The window of rows the arguments ask for. `totalCount` is needed when `last` is given without
 * `before` (the window is then counted back from the end).
 */
export function pageWindow(args: ConnectionArgs, totalCount?: number): { offset: number; limit: number } {
  const request = pageRequest(args);
  if (needsCount(request) && totalCount == null) throw new Error('pageWindow: `last` without `before` needs the total count.');
  return windowOf(request, totalCount ?? null);
}

/**
 * `args` with `first: size` when it asks for neither `first` nor `last`: a list whose pages are
 * larger by default still pages backwards with `last` alone.
 */
export function withPageSize<A extends ConnectionArgs>(args: A, size: number): A {
  return args.first == null && args.last == null ? { ...args, first: size } : args;
}

export interface OffsetPage<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  offset: number;
  limit: number;
}

/**
 * Runs the row and count queries of one page side by side and shapes the connection; a page
 * counted back from the end (`last` without `before`) is counted first.
 *
 * `hasPreviousPage` and `hasNextPage` follow the spec's algorithm: with `last`, whether the cursors
 * left rows before the page; with `first`, whether they left rows after it; otherwise whether rows
 * exist before `after` or after `before` (offsets tell at no cost).
 */
export async function resolveOffsetPage<T>(
  args: ConnectionArgs,
  load: (window: { offset: number; limit: number }) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<OffsetPage<T>> {
  const request = pageRequest(args);
  let window: { offset: number; limit: number };
  let rows: T[];
  let totalCount: number;
  if (needsCount(request)) {
    totalCount = await count();
    window = windowOf(request, totalCount);
    rows = window.limit === 0 ? [] : await load(window);
  } else {
    window = windowOf(request, null);
    [rows, totalCount] = await Promise.all([window.limit === 0 ? Promise.resolve([]) : load(window), count()]);
  }
  const edges = rows.map((node, index) => ({ cursor: offsetCursor(window.offset + index), node }));
  const { lower, upper } = cursorBounds(request, totalCount);
  const listEnd = Math.min(upper, totalCount);
  const pageEnd = window.offset + rows.length;
  return {
    edges,
    pageInfo: {
      hasPreviousPage: request.last != null ? window.offset > lower : Math.min(lower, totalCount) > 0,
      hasNextPage: request.first != null ? pageEnd < listEnd : request.before != null && request.before < totalCount,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
    offset: window.offset,
    limit: request.first ?? request.last ?? DEFAULT_PAGE_SIZE,
  };
}

/** A Prisma model (its client delegate) that lists and counts rows. */
interface PagedModel {
  findMany(args: never): Promise<unknown[]>;
  count(args: never): Promise<number>;
}

type FindManyArgs<M extends PagedModel> = NonNullable<Parameters<M['findMany']>[0]>;

/**
 * One page of a model's rows matching `where` in `orderBy` order, with the selection of the
 * connection's nodes planned into the read, and their count.
 *
 * `idsFirst` is for a list whose nodes join relations in: the page's ids first, in the list's order
 * and with nothing joined (the sort's index alone), then only those rows with the nodes' selection.
 * Read in one statement, the relations Prisma joins in (`relationJoins`, a LEFT JOIN LATERAL each)
 * are read and built for every row the OFFSET skips as well, so a deep page would cost as much as
 * all the rows before it.
 */
export function resolvePrismaPage<M extends PagedModel>(
  ctx: Context,
  info: GraphQLResolveInfo,
  model: M,
  args: ConnectionArgs,
  query: { where: FindManyArgs<M>['where']; orderBy: FindManyArgs<M>['orderBy'] },
  options: { idsFirst?: boolean } = {},
): Promise<OffsetPage<Awaited<ReturnType<M['findMany']>>[number]>> {
  // The model's own argument types were checked at the call; here the delegate takes plain objects.
  const delegate = model as unknown as { findMany(args: object): Promise<{ id: number }[]>; count(args: object): Promise<number> };
  const selection = () => queryFromInfo({ context: ctx, info, path: ['edges', 'node'] });
  const window = (offset: number, limit: number) => ({ where: query.where, orderBy: query.orderBy, skip: offset, take: limit });
  return resolveOffsetPage(
    args,
    async ({ offset, limit }) => {
      if (!options.idsFirst) return (await delegate.findMany({ ...selection(), ...window(offset, limit) })) as never[];
      const page = await delegate.findMany({ ...window(offset, limit), select: { id: true } });
      if (page.length === 0) return [];
      const rows = await delegate.findMany({ ...selection(), where: { id: { in: page.map((row) => row.id) } } });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return page.flatMap((row) => byId.get(row.id) ?? []) as never[];
    },
    () => delegate.count({ where: query.where }),
  );
}

interface PageCursorShape {
  cursor: string | null;
  page: number;
  isCurrent: boolean;
}

const PageCursor = builder.objectRef<PageCursorShape>('PageCursor').implement({
  description: 'A page of a list: pass `cursor` as `after` to load it (null for the first page).',
  fields: (t) => ({
    cursor: t.exposeString('cursor', { nullable: true }),
    page: t.exposeInt('page'),
    isCurrent: t.exposeBoolean('isCurrent'),
  }),
});

interface PageCursorsShape {
  first: PageCursorShape | null;
  last: PageCursorShape | null;
  previous: PageCursorShape | null;
  next: PageCursorShape | null;
  around: PageCursorShape[];
}

const PageCursors = builder.objectRef<PageCursorsShape>('PageCursors').implement({
  fields: (t) => ({
    first: t.expose('first', { type: PageCursor, nullable: true }),
    last: t.expose('last', { type: PageCursor, nullable: true }),
    previous: t.expose('previous', { type: PageCursor, nullable: true }),
    next: t.expose('next', { type: PageCursor, nullable: true }),
    around: t.expose('around', { type: [PageCursor] }),
  }),
});

export function pageCursors(totalCount: number, offset: number, limit: number): PageCursorsShape {
  const size = Math.max(1, limit);
  const pageCount = Math.max(1, Math.ceil(totalCount / size));
  const current = Math.min(pageCount, Math.floor(offset / size) + 1);
  const cursorOf = (page: number): PageCursorShape => ({
    cursor: page === 1 ? null : offsetCursor((page - 1) * size - 1),
    page,
    isCurrent: page === current,
  });
  let start = Math.max(1, current - Math.floor((PAGES_AROUND - 1) / 2));
  const end = Math.min(pageCount, start + PAGES_AROUND - 1);
  start = Math.max(1, end - PAGES_AROUND + 1);
  const around: PageCursorShape[] = [];
  for (let page = start; page <= end; page += 1) around.push(cursorOf(page));
  return {
    first: cursorOf(1),
    last: cursorOf(pageCount),
    previous: current > 1 ? cursorOf(current - 1) : null,
    next: current < pageCount ? cursorOf(current + 1) : null,
    around,
  };
}

builder.globalConnectionFields((t) => ({
  totalCount: t.int({ resolve: (parent) => parent.totalCount }),
  pageCursors: t.field({
    type: PageCursors,
    resolve: (parent) => pageCursors(parent.totalCount, parent.offset, parent.limit),
  }),
}));
