import DataLoader from 'dataloader';
import { defaultFieldResolver, type GraphQLField, type GraphQLSchema } from 'graphql';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';

/**
 * What the request's fields read of a document by id: the columns `canViewQuote` checks and the
 * platform that decides who sees a line's dealer cost (`QUOTE_ACCESS_SELECT` in documents/quoteService.ts).
 */
export interface QuoteAccess {
  id: number;
  pid: number;
  type: number;
  createdByUserId: number | null;
  groupId: number | null;
}

const QUOTE_ACCESS_COLUMNS = ['id', 'pid', 'type', 'createdByUserId', 'groupId'] as const;

/**
 * What `maxQuantity` and the quantity checks read of a product, and the dealer cost a line without
 * one of its own takes for its margin (`marginPercent`): one read of a quote's products serves both.
 */
export interface ProductStock {
  id: number;
  isNonConfigurable: boolean;
  quantityInStock: number | null;
  cost: Prisma.Decimal | null;
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
 * is made when a field first asks for it: most requests, and every idle live socket, use none, and
 * hold no more than the client (the getters live on the class, not on each request's object).
 */
export class Loaders {
  #prisma: PrismaClient;
  #quote?: DataLoader<number, QuoteAccess | null>;
  #groupDefaultCustomer?: DataLoader<number, number | null>;
  #productStock?: DataLoader<number, ProductStock | null>;

  constructor(prisma: PrismaClient) {
    this.#prisma = prisma;
  }

  get quote(): DataLoader<number, QuoteAccess | null> {
    const prisma = this.#prisma;
    return (this.#quote ??= new DataLoader(async (ids) =>
      inOrder(ids, await prisma.quote.findMany({ where: { id: { in: [...ids] } }, select: { id: true, pid: true, type: true, createdByUserId: true, groupId: true } })),
    ));
  }

  /** a group's default customer, by group id */
  get groupDefaultCustomer(): DataLoader<number, number | null> {
    const prisma = this.#prisma;
    return (this.#groupDefaultCustomer ??= new DataLoader(async (ids) =>
      inOrder(ids, await prisma.group.findMany({ where: { id: { in: [...ids] } }, select: { id: true, defaultCustomerId: true } })).map(
        (group) => group?.defaultCustomerId ?? null,
      ),
    ));
  }


  get productStock(): DataLoader<number, ProductStock | null> {
    const prisma = this.#prisma;
    return (this.#productStock ??= new DataLoader(async (ids) =>
      inOrder(ids, await prisma.product.findMany({ where: { id: { in: [...ids] } }, select: { id: true, isNonConfigurable: true, quantityInStock: true, cost: true } })),
    ));
  }

  /** Lets go of every loader made so far (and all it holds); the next use makes a fresh one. */
  forget() {
    this.#quote = this.#groupDefaultCustomer = this.#productStock = undefined;
  }
}

export function createLoaders(prisma: PrismaClient): Loaders {
  return new Loaders(prisma);
}

/**
 * Hands a quote row the request has just read (or written) to the later fields that load it by id
 * (its lines' dealer cost, its communications' check): the access columns only, and only if it has them all.
 */
export function keepQuote(loaders: Loaders, row: Record<string, unknown>) {
  if (!QUOTE_ACCESS_COLUMNS.every((column) => column in row)) return;
  loaders.quote.prime(row.id as number, Object.fromEntries(QUOTE_ACCESS_COLUMNS.map((column) => [column, row[column]])) as unknown as QuoteAccess);
}

/** Forgets everything the loaders hold. */
export function clearLoaders(loaders: Loaders) {
  loaders.forget();
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
