// Keyset paging over a Prisma order: the rows after a given row, read with a where condition
// instead of an offset, so page after page costs the same and the database never sorts the rows
// already read. Nulls are placed as PostgreSQL places them (last ascending, first descending) unless
// the order entry says otherwise. (Prisma's own `cursor` skips rows when a sort field is null.)

import { getDatamodel } from '../generated/pothos-types.ts';

type Where = Record<string, unknown>;

let models: Record<string, { fields: readonly { name: string; type: string; isRequired: boolean }[] }> | null = null;

/** Whether the field at `path` from `model` (through to-one relations) can be empty, from the schema. */
function canBeEmpty(model: string, path: readonly string[]): boolean {
  models ??= getDatamodel().datamodel.models as unknown as typeof models;
  let current = model;
  for (const name of path) {
    const field = models![current]?.fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`${current} has no field ${name} to page by`);
    if (!field.isRequired) return true;
    current = field.type;
  }
  return false;
}
/** One entry of a Prisma orderBy list: `{ field: 'asc' }`, `{ field: { sort, nulls } }` or a to-one relation's `{ relation: { field: 'asc' } }`. */
export type OrderEntry = Record<string, unknown>;

interface SortKey {
  path: string[];
  direction: 'asc' | 'desc';
  nullsLast: boolean;
}

function sortKey(entry: OrderEntry): SortKey {
  const path: string[] = [];
  let node: unknown = entry;
  for (;;) {
    const [name, value] = Object.entries(node as Record<string, unknown>)[0]!;
    path.push(name);
    if (value === 'asc' || value === 'desc') return { path, direction: value, nullsLast: value === 'asc' };
    const spec = value as { sort?: 'asc' | 'desc'; nulls?: 'first' | 'last' };
    if (spec.sort) return { path, direction: spec.sort, nullsLast: spec.nulls ? spec.nulls === 'last' : spec.sort === 'asc' };
    node = value;
  }
}

const nest = (path: readonly string[], condition: unknown): Where =>
  path.reduceRight<unknown>((inner, name) => ({ [name]: inner }), condition) as Where;

function valueAt(row: unknown, path: readonly string[]) {
  let value = row;
  for (const name of path) value = value == null ? null : (value as Record<string, unknown>)[name];
  return value ?? null;
}

/** The select that reads an order's sort values, to merge into a page's own select. */
export function orderSelect(orderBy: readonly OrderEntry[]): Where {
  const select: Where = {};
  for (const { path } of orderBy.map(sortKey)) {
    let level = select;
    path.forEach((name, index) => {
      if (index === path.length - 1) level[name] = true;
      else {
        const nested = ((level[name] as { select?: Where } | undefined) ??= { select: {} }) as { select: Where };
        level = nested.select;
      }
    });
  }
  return select;
}

/** `select` with `extra` merged in (nested relation selects merged too). */
export function mergeSelect(select: Where, extra: Where): Where {
  const merged: Where = { ...select };
  for (const [name, value] of Object.entries(extra)) {
    const current = merged[name];
    if (current && typeof current === 'object' && value && typeof value === 'object') {
      const a = (current as { select?: Where }).select ?? {};
      const b = (value as { select?: Where }).select ?? {};
      merged[name] = { ...(current as Where), select: mergeSelect(a, b) };
    } else if (current === undefined) merged[name] = value;
  }
  return merged;
}

/**
 * The condition for the rows of `model` that come after `row` in `orderBy` (whose last entry must be unique,
 * such as the id): after it on the first key, or equal there and after it on the next, and so on.
 * PostgreSQL cannot start an index scan from that OR, so when the first key is a column of the model
 * that can never be empty, the condition also says "at or after it on the first key": an index on
 * the order then begins there, and a page deep in the list reads its own rows, not every row before.
 */
export function keysetAfter(model: string, orderBy: readonly OrderEntry[], row: unknown): Where {
  const keys = orderBy.map(sortKey);
  const branches: Where[] = [];
  const equal: Where[] = [];
  keys.forEach((key, index) => {
    // the last key is unique and never empty (the id)
    const nullable = index < keys.length - 1 && canBeEmpty(model, key.path);
    const value = valueAt(row, key.path);
    const later: Where[] = [];
    if (value === null) {
      // after a null come the non-null values only when nulls sort first
      if (!key.nullsLast && nullable) later.push(nest(key.path, { not: null }));
    } else {
      later.push(nest(key.path, key.direction === 'asc' ? { gt: value } : { lt: value }));
      if (key.nullsLast && nullable) later.push(nest(key.path, null));
    }
    for (const condition of later) branches.push(equal.length ? { AND: [...equal, condition] } : condition);
    equal.push(nest(key.path, value));
  });
  if (!branches.length) return { id: { in: [] } };
  const [first] = keys;
  const firstValue = valueAt(row, first!.path);
  if (keys.length > 1 && first!.path.length === 1 && firstValue !== null && !canBeEmpty(model, first!.path)) {
    return { AND: [nest(first!.path, first!.direction === 'asc' ? { gte: firstValue } : { lte: firstValue }), { OR: branches }] };
  }
  return { OR: branches };
}
