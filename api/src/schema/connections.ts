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

/** The window of rows the arguments ask for. */
export function pageWindow(args: ConnectionArgs): { offset: number; limit: number } {
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value != null && (value < 0 || value > MAX_PAGE_SIZE)) {
      throw new AppError(`${name} must be between 0 and ${MAX_PAGE_SIZE}.`, { field: name });
    }
  }
  if (args.last != null && args.before) {
    const end = offsetFromCursor(args.before, 'before');
    const limit = Math.min(args.last, end);
    return { offset: Math.max(0, end - limit), limit: Math.max(0, limit) };
  }
  const offset = args.after ? offsetFromCursor(args.after, 'after') + 1 : 0;
  return { offset: Math.max(0, offset), limit: args.first ?? DEFAULT_PAGE_SIZE };
}

export interface OffsetPage<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  offset: number;
  limit: number;
}

/**
 * Runs the row and count queries of one page side by side and shapes the connection.
 *
 * `countFrom`, where a list has it, counts the rows from a page's first row to the end of the list
 * (null when it cannot for this list). Past the first page the rows are then read first and the
 * total is the offset plus that count: reading a deep page already walks the list's index up to
 * the page, and the count goes on from there instead of walking it again from the start, so a
 * deep page costs about what the first does.
 */
export async function resolveOffsetPage<T>(
  args: ConnectionArgs,
  load: (window: { offset: number; limit: number }) => Promise<T[]>,
  count: () => Promise<number>,
  countFrom?: (first: T) => Promise<number> | null,
): Promise<OffsetPage<T>> {
  const window = pageWindow(args);
  const [rows, totalCount] =
    countFrom && window.offset > 0 && window.limit > 0
      ? await load(window).then(async (rows) => {
          const rest = rows.length > 0 ? countFrom(rows[0]) : null;
          return [rows, rest ? window.offset + (await rest) : await count()] as const;
        })
      : await Promise.all([window.limit === 0 ? Promise.resolve([]) : load(window), count()]);
  const edges = rows.map((node, index) => ({ cursor: offsetCursor(window.offset + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: window.offset + rows.length < totalCount,
      hasPreviousPage: window.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
    offset: window.offset,
    limit: window.limit,
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
 */
export function resolvePrismaPage<M extends PagedModel>(
  ctx: Context,
  info: GraphQLResolveInfo,
  model: M,
  args: ConnectionArgs,
  query: { where: FindManyArgs<M>['where']; orderBy: FindManyArgs<M>['orderBy'] },
): Promise<OffsetPage<Awaited<ReturnType<M['findMany']>>[number]>> {
  // The model's own argument types were checked at the call; here the delegate takes plain objects.
  const delegate = model as unknown as { findMany(args: object): Promise<never[]>; count(args: object): Promise<number> };
  return resolveOffsetPage(
    args,
    ({ offset, limit }) =>
      delegate.findMany({
        ...queryFromInfo({ context: ctx, info, path: ['edges', 'node'] }),
        where: query.where,
        orderBy: query.orderBy,
        skip: offset,
        take: limit,
      }),
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
