// The request shapes a list bench draws from: a seeded mix of what users ask a list for (a group
// filter or none, a search term or none, each sortable column ascending and descending, page 1 to
// deep pages, several page sizes), so that no single shape decides a list's figures. The same seed
// gives the same sequence, which both sides of a comparison (GraphQL and the hand-written
// endpoint) are asked in turn. Also the answer comparison every bench runs before measuring.
import { isDeepStrictEqual } from 'node:util';

/** What a comparison case measures: a screen, mutations or a list. */
export type CaseKind = 'screen' | 'mutation' | 'list';

/** The targets of issue 40: the geometric mean of the shapes' p50 ratios, and the worst shape's. */
export const TARGETS: Record<CaseKind, { mean: number; worst: number }> = {
  screen: { mean: 1.5, worst: 2.0 },
  mutation: { mean: 1.5, worst: 2.0 },
  list: { mean: 1.3, worst: 1.6 },
};

/** The seed of the list shapes (BENCH_SEED): the same sequence for every run and both sides. */
export const SEED = Number(process.env.BENCH_SEED ?? 40);
/** Shapes per list (BENCH_LIST_SHAPES), at least twice its sortable columns. */
export const LIST_SHAPES = Number(process.env.BENCH_LIST_SHAPES ?? 24);

export type Direction = 'ASC' | 'DESC';

/** What a list lets a user vary. */
export interface ListSpec {
  /** the columns the list's screen sorts by (its `sortField`s) */
  columns: readonly string[];
  /** search terms users type; null (no search) is always one of the choices */
  searchTerms: readonly string[];
  /** whether the list follows the viewer's active group filter (quotes and orders; the customer list does not) */
  groups: boolean;
  pageSizes: readonly number[];
}

/** Where in the list a shape's page is: the first, one of the next few, or a fraction of the way to the last. */
export type PagePosition = { kind: 'first' } | { kind: 'near'; page: number } | { kind: 'deep'; fraction: number };

export interface ListShape {
  group: boolean;
  search: string | null;
  orderBy: { field: string; direction: Direction };
  pageSize: number;
  position: PagePosition;
}

/** A small seeded generator (mulberry32): the same seed, the same numbers, on any machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` shapes of a list from `seed`. Every sortable column appears ascending and descending
 * (so `count` is at least twice the columns); the other choices are drawn at random: a search in
 * two of five shapes, the group filter in half (where the list has one), page 1 in a third, pages
 * 2 to 5 in a quarter, the rest deep (a fifth of the way to the last page or further).
 */
export function listShapes(spec: ListSpec, seed: number, count: number): ListShape[] {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const orders = spec.columns.flatMap((field) => (['ASC', 'DESC'] as const).map((direction) => ({ field, direction })));
  const total = Math.max(count, orders.length);
  const shapes: ListShape[] = [];
  for (let i = 0; i < total; i += 1) {
    const roll = random();
    const position: PagePosition =
      roll < 1 / 3 ? { kind: 'first' } : roll < 7 / 12 ? { kind: 'near', page: 2 + Math.floor(random() * 4) } : { kind: 'deep', fraction: 0.2 + 0.8 * random() };
    shapes.push({
      group: spec.groups && random() < 0.5,
      search: spec.searchTerms.length && random() < 0.4 ? pick(spec.searchTerms) : null,
      orderBy: i < orders.length ? orders[i]! : pick(orders),
      pageSize: pick(spec.pageSizes),
      position,
    });
  }
  // Shuffled (Fisher–Yates), so that the sequence does not walk the columns in order.
  for (let i = shapes.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shapes[i], shapes[j]] = [shapes[j]!, shapes[i]!];
  }
  return shapes;
}

/** The page a shape asks for in a list of `totalCount` rows. */
export function pageOf(shape: ListShape, totalCount: number): number {
  const last = Math.max(1, Math.ceil(totalCount / shape.pageSize));
  switch (shape.position.kind) {
    case 'first':
      return 1;
    case 'near':
      return Math.min(last, shape.position.page);
    case 'deep':
      return Math.max(1, Math.min(last, Math.round(shape.position.fraction * last)));
  }
}

/** The list's paging arguments for page `page` (the web's pager sends the cursor of the row before the page). */
export function pageVariables(shape: ListShape, page: number): { first: number; after: string | null; orderBy: ListShape['orderBy']; search: string | null } {
  const after = page === 1 ? null : Buffer.from(`offset:${(page - 1) * shape.pageSize - 1}`).toString('base64url');
  return { first: shape.pageSize, after, orderBy: shape.orderBy, search: shape.search };
}

/** A shape as one short label, e.g. `group · "job 12" · totalCost ASC · p.412 ×25`. */
export function shapeLabel(shape: ListShape, page?: number): string {
  const where = shape.position.kind === 'first' ? 'p.1' : page != null ? `p.${page}` : shape.position.kind === 'near' ? `p.${shape.position.page}` : `${Math.round(shape.position.fraction * 100)}% deep`;
  return [shape.group ? 'group' : null, shape.search != null ? `"${shape.search}"` : null, `${shape.orderBy.field} ${shape.orderBy.direction}`, `${where} ×${shape.pageSize}`]
    .filter(Boolean)
    .join(' · ');
}

/** The first place two answers differ, as a path with both values, or null when they are the same. */
export function answerDifference(a: unknown, b: unknown, path = 'data'): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = answerDifference((a as any)[key], (b as any)[key], Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`);
      if (found) return found;
    }
  }
  return `${path}: GraphQL ${JSON.stringify(a)?.slice(0, 200)} / hand-written ${JSON.stringify(b)?.slice(0, 200)}`;
}

/** Throws, naming the shape and the first difference, unless the GraphQL answer's data and the hand-written one's are the same. */
export function assertSameAnswer(shape: string, fromGraphQL: { data?: unknown; errors?: unknown }, byHand: { data?: unknown; errors?: unknown }) {
  if (fromGraphQL.errors) throw new Error(`${shape}: GraphQL answered errors ${JSON.stringify(fromGraphQL.errors).slice(0, 300)}`);
  if (byHand.errors) throw new Error(`${shape}: the hand-written endpoint answered errors ${JSON.stringify(byHand.errors).slice(0, 300)}`);
  const differs = answerDifference(fromGraphQL.data, byHand.data);
  if (differs) throw new Error(`${shape}: the two answers differ at ${differs}`);
}

/** The geometric mean of ratios. */
export function geometricMean(values: readonly number[]): number {
  return Math.exp(values.reduce((sum, value) => sum + Math.log(value), 0) / values.length);
}
