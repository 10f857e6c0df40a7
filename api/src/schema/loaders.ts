import DataLoader from 'dataloader';
import { defaultFieldResolver, type GraphQLField, type GraphQLSchema } from 'graphql';
import { Prisma, type PrismaClient, type Quote } from '../generated/prisma/client.ts';

/** What `maxQuantity` and the quantity checks read of a product. */
export interface ProductStock {
  id: number;
  isNonConfigurable: boolean;
  quantityInStock: number | null;
}

/** The rows of `ids`, in their order (null for a missing one), as DataLoader wants them. */
function inOrder<T extends { id: number }>(ids: readonly number[], rows: T[]): (T | null)[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

/**
 * Reads by id that many fields of one answer share: each kind is read in one query for all the ids
 * a step of the execution asks for, and kept for the rest of the request. A 300-line quote asks
 * for its quote (the platform that decides who sees dealer cost) and its products' stock once each.
 * Created with every request's context (server.ts); see `withFreshLoaders` for writes. Each loader
 * is made when a field first asks for it: most requests, and every idle live socket, use none.
 */
export function createLoaders(prisma: PrismaClient) {
  return lazily({
    quote: () => new DataLoader<number, Quote | null>(async (ids) => inOrder(ids, await prisma.quote.findMany({ where: { id: { in: [...ids] } } }))),
    /** a group's default customer, by group id */
    groupDefaultCustomer: () =>
      new DataLoader<number, number | null>(async (ids) =>
        inOrder(ids, await prisma.group.findMany({ where: { id: { in: [...ids] } }, select: { id: true, defaultCustomerId: true } })).map((group) => group?.defaultCustomerId ?? null),
      ),
    productStock: () =>
      new DataLoader<number, ProductStock | null>(async (ids) =>
        inOrder(
          ids,
          await prisma.product.findMany({ where: { id: { in: [...ids] } }, select: { id: true, isNonConfigurable: true, quantityInStock: true } }),
        ),
      ),
  });
}

// The loaders a request has made so far, for clearLoaders.
const madeLoaders = new WeakMap<object, Map<string, DataLoader<number, unknown>>>();

function lazily<T extends Record<string, () => DataLoader<number, any>>>(factories: T): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const made = new Map<string, DataLoader<number, unknown>>();
  const loaders = {};
  for (const [name, make] of Object.entries(factories)) {
    Object.defineProperty(loaders, name, {
      enumerable: true,
      get() {
        let loader = made.get(name);
        if (!loader) made.set(name, (loader = make()));
        return loader;
      },
    });
  }
  madeLoaders.set(loaders, made);
  return loaders as { readonly [K in keyof T]: ReturnType<T[K]> };
}

export type Loaders = ReturnType<typeof createLoaders>;

const QUOTE_COLUMNS = Object.keys(Prisma.QuoteScalarFieldEnum) as (keyof Quote)[];

/**
 * Hands a quote row the request has just read to the later fields that load it by id (its lines'
 * `quote`, their dealer cost, its communications' check): its columns only, and only if it has all.
 */
export function keepQuote(loaders: Loaders, row: Record<string, unknown>) {
  if (!QUOTE_COLUMNS.every((column) => column in row)) return;
  loaders.quote.prime(row.id as number, Object.fromEntries(QUOTE_COLUMNS.map((column) => [column, row[column]])) as Quote);
}

/** Forgets everything the loaders hold. */
export function clearLoaders(loaders: Loaders) {
  for (const loader of madeLoaders.get(loaders)?.values() ?? []) loader.clearAll();
}

/**
 * Mutation fields run one after another, each writing before its selection is read: every one
 * starts with empty loaders, so the fields of its answer read what the writes before them left (two
 * `updateQuoteLine` in one document each answer with their own quote total). A subscription
 * keeps its context for its whole life, so each of its events does the same.
 */
export function withFreshLoaders(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(type?.getFields() ?? {}) as GraphQLField<unknown, { loaders: Loaders }>[]) {
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx, info) => {
        clearLoaders(ctx.loaders);
        return resolve(source, args, ctx, info);
      };
    }
  }
  return schema;
}
