import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../schema/context.ts';
import { QUOTE_ACCESS_SELECT } from './service.ts';

/**
 * The quote screen reads a quote and its hundreds of lines, so these reads skip the ORM: one SQL
 * statement of exactly the columns the operation selects, returning plain rows. Decimals stay the
 * text PostgreSQL prints (the Decimal scalar passes two-place text through), the line total and
 * stock limit are computed by the database. Any field these maps do not know about still works
 * (Pothos loads what a plain row lacks); selections that need more than columns take Prisma.
 */
interface PlainModel {
  table: string;
  scalars: Set<string>;
  /** columns whose database name differs from the field's */
  columnNames: Record<string, string>;
  decimals: Set<string>;
  /** what each field that does not read the column of its own name needs */
  fieldColumns: Record<string, readonly string[]>;
  /** computed columns, selected under their own name */
  computed: Record<string, string>;
  /** joins the computed columns need */
  joins: Record<string, string>;
}

const QUOTE_LINE: PlainModel = {
  table: 'QuoteLine',
  scalars: new Set(Object.keys(Prisma.QuoteLineScalarFieldEnum)),
  columnNames: { clientId: '_id' },
  decimals: new Set(['price', 'cost']),
  fieldColumns: {
    __typename: [],
    id: ['id'],
    rowId: ['id'],
    _id: ['clientId'],
    quote: ['quoteId'],
    total: ['total'],
    cost: ['cost'],
    maxQuantity: ['maxQuantity'],
    configurationCheck: ['price', 'sessionId', 'productId', 'modelVersion', 'isNonConfigurable'],
  },
  computed: {
    total: '(t.quantity * t.price)::text',
    maxQuantity: 'CASE WHEN p."isNonConfigurable" THEN p."quantityInStock" END',
  },
  joins: { maxQuantity: 'LEFT JOIN "Product" p ON p.id = t."productId"' },
};

const QUOTE: PlainModel = {
  table: 'Quote',
  scalars: new Set(Object.keys(Prisma.QuoteScalarFieldEnum)),
  columnNames: { clientId: '_id' },
  decimals: new Set(['totalCost']),
  fieldColumns: { __typename: [], id: ['id'], rowId: ['id'], _id: ['clientId'], lines: ['id'] },
  computed: {},
  joins: {},
};

/** Computed columns a line row read here carries besides the line's own. */
export interface LineRow {
  total?: string;
  maxQuantity?: number | null;
}

/** The columns the selected fields need, or null when a field needs more than columns. */
function columnsFor(model: PlainModel, info: GraphQLResolveInfo, always: string[]): Set<string> | null {
  const columns = new Set<string>(always);
  const visit = (selectionSet: SelectionSetNode | undefined): boolean => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const needs = model.fieldColumns[name] ?? (model.scalars.has(name) ? [name] : null);
        if (!needs) return false;
        for (const column of needs) columns.add(column);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!visit(selection.selectionSet)) return false;
      } else {
        const fragment = info.fragments[selection.name.value];
        if (!fragment || !visit(fragment.selectionSet)) return false;
      }
    }
    return true;
  };
  return info.fieldNodes.every((node) => visit(node.selectionSet)) ? columns : null;
}

const statements = new Map<string, string>();

/** SELECT … FROM the model's table (alias t) with the given columns; names come only from the maps above. */
function selectFrom(model: PlainModel, columns: Iterable<string>): string {
  const list = [...columns].sort();
  const key = `${model.table}:${list.join(',')}`;
  let sql = statements.get(key);
  if (!sql) {
    const joins = new Set<string>();
    const select = list.map((column) => {
      if (column in model.computed) {
        if (model.joins[column]) joins.add(model.joins[column]);
        return `${model.computed[column]} AS "${column}"`;
      }
      if (!model.scalars.has(column)) throw new Error(`Unknown ${model.table} column ${column}`);
      const source = `t."${model.columnNames[column] ?? column}"`;
      return model.decimals.has(column) ? `${source}::text AS "${column}"` : `${source} AS "${column}"`;
    });
    sql = `SELECT ${select.join(', ')} FROM "${model.table}" t ${[...joins].join(' ')}`;
    // Selections come from clients: keep the cache bounded.
    if (statements.size >= 256) statements.clear();
    statements.set(key, sql);
  }
  return sql;
}

/** Every column a line field may read, for selections that need more than columns. */
const ALL_LINE_COLUMNS = [...QUOTE_LINE.scalars, ...Object.keys(QUOTE_LINE.computed)];

/** What a line list's selected fields read (always the id and quote id the access rules use). */
const lineColumnsFor = (info: GraphQLResolveInfo) => columnsFor(QUOTE_LINE, info, ['id', 'quoteId']);

/** A quote's lines in line-number order, as plain rows of the columns the operation selects. */
export async function readLineRows(ctx: Pick<Context, 'sql'>, quoteId: number, info: GraphQLResolveInfo): Promise<Record<string, unknown>[]> {
  const columns = lineColumnsFor(info) ?? ALL_LINE_COLUMNS;
  const result = await ctx.sql.query(`${selectFrom(QUOTE_LINE, columns)} WHERE t."quoteId" = $1 ORDER BY t."lineNumber", t.id`, [quoteId]);
  return result.rows;
}

/** One line as a plain row of the columns the operation selects. */
export async function readLineRow(ctx: Pick<Context, 'sql'>, id: number, info: GraphQLResolveInfo): Promise<Record<string, unknown> | undefined> {
  const columns = lineColumnsFor(info) ?? ALL_LINE_COLUMNS;
  const result = await ctx.sql.query(`${selectFrom(QUOTE_LINE, columns)} WHERE t.id = $1`, [id]);
  return result.rows[0];
}

const QUOTE_ACCESS_COLUMNS = Object.keys(QUOTE_ACCESS_SELECT);

/**
 * One quote as a plain row (null when there is none) if the selection reads only its columns and
 * lines; undefined otherwise, and the caller goes through Prisma, which plans relations into one
 * query. The row carries the columns the access rules read.
 */
export async function readPlainQuote(ctx: Pick<Context, 'sql'>, id: number, info: GraphQLResolveInfo): Promise<Record<string, unknown> | null | undefined> {
  const columns = columnsFor(QUOTE, info, QUOTE_ACCESS_COLUMNS);
  if (!columns) return undefined;
  const result = await ctx.sql.query(`${selectFrom(QUOTE, columns)} WHERE t.id = $1`, [id]);
  return result.rows[0] ?? null;
}
