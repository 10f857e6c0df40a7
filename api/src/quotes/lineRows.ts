import {
  getNamedType,
  isNonNullType,
  isObjectType,
  Kind,
  type FieldNode,
  type GraphQLField,
  type GraphQLResolveInfo,
  type GraphQLScalarType,
  type SelectionSetNode,
} from 'graphql';
import { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../schema/context.ts';
import { prepared, type PreparedStatement } from '../db/prepared.ts';
import { QUOTE_ACCESS_SELECT, QUOTE_TYPE } from './service.ts';
import { RESTRICTED_LINE_FIELDS } from './presenters.ts';

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
    configurationCheck: ['price', 'priceOverride', 'sessionId', 'productId', 'modelVersion', 'isNonConfigurable'],
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
function columnsFor(model: PlainModel, info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, always: string[]): Set<string> | null {
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

/** A statement with its name: each connection parses and plans it once (see db/prepared.ts). */
const statements = new Map<string, PreparedStatement>();

/** The select list (and the joins it needs) for `columns` of a model read under `alias`, each named `${prefix}${column}`. */
function selectList(model: PlainModel, columns: Iterable<string>, prefix = '', alias = 't'): { select: string; joins: string } {
  const joins = new Set<string>();
  const select = [...columns].map((column) => {
    if (column in model.computed) {
      if (model.joins[column]) joins.add(model.joins[column]);
      return `${model.computed[column]} AS "${prefix}${column}"`;
    }
    if (!model.scalars.has(column)) throw new Error(`Unknown ${model.table} column ${column}`);
    const source = `${alias}."${model.columnNames[column] ?? column}"`;
    return model.decimals.has(column) ? `${source}::text AS "${prefix}${column}"` : `${source} AS "${prefix}${column}"`;
  });
  return { select: select.join(', '), joins: [...joins].join(' ') };
}

/** Builds a statement once per model and set of columns; selections come from clients, so the cache stays bounded. */
function cachedStatement(key: string, build: () => string): PreparedStatement {
  let statement = statements.get(key);
  if (!statement) {
    statement = prepared(build());
    if (statements.size >= 256) statements.clear();
    statements.set(key, statement);
  }
  return statement;
}

/** SELECT … FROM the model's table (alias t) with the given columns; names come only from the maps above. */
function selectFrom(model: PlainModel, columns: Iterable<string>, where: string): PreparedStatement {
  const list = [...columns].sort();
  return cachedStatement(`${model.table}:${list.join(',')}:${where}`, () => {
    const { select, joins } = selectList(model, list);
    return `SELECT ${select} FROM "${model.table}" t ${joins} ${where}`;
  });
}

/** A quote's lines in line-number order (a line number is unique within its quote, so it orders them alone). */
const LINES_OF_QUOTE = 'WHERE t."quoteId" = $1 ORDER BY t."lineNumber"';

/** Every column a line field may read, for selections that need more than columns. */
const ALL_LINE_COLUMNS = [...QUOTE_LINE.scalars, ...Object.keys(QUOTE_LINE.computed)];

/** What a line list's selected fields read (always the id and quote id the access rules use). */
const lineColumnsFor = (info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>) => columnsFor(QUOTE_LINE, info, ['id', 'quoteId']);

/** A quote's lines in line-number order, as plain rows of the columns the operation selects. */
export async function readLineRows(ctx: Pick<Context, 'sql'>, quoteId: number, info: GraphQLResolveInfo): Promise<Record<string, unknown>[]> {
  const columns = lineColumnsFor(info) ?? ALL_LINE_COLUMNS;
  const result = await ctx.sql.query({ ...selectFrom(QUOTE_LINE, columns, LINES_OF_QUOTE), values: [quoteId] });
  return result.rows;
}

/** A list-of-lines field's selection. */
export type LinesSelection = Pick<GraphQLResolveInfo, 'returnType' | 'fieldNodes' | 'fragments'>;

/**
 * The fields selected on an object of type `typeName`, by answer key in answer order, gathered as
 * the executor gathers them (fragments in document order, each named fragment once); null when a
 * directive or a fragment on another type makes the selection depend on more than the document.
 */
export function collectFieldNodes(
  fieldNodes: readonly FieldNode[],
  fragments: GraphQLResolveInfo['fragments'],
  typeName: string,
): Map<string, FieldNode[]> | null {
  const byKey = new Map<string, FieldNode[]>();
  const seenFragments = new Set<string>();
  const collect = (selectionSet: SelectionSetNode | undefined): boolean => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.directives?.length) return false;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        byKey.set(key, [...(byKey.get(key) ?? []), selection]);
        continue;
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        if (seenFragments.has(selection.name.value)) continue;
        seenFragments.add(selection.name.value);
      }
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
      if (!fragment || fragment.directives?.length) return false;
      if (fragment.typeCondition && fragment.typeCondition.name.value !== typeName) return false;
      if (!collect(fragment.selectionSet)) return false;
    }
    return true;
  };
  return fieldNodes.every((node) => collect(node.selectionSet)) ? byKey : null;
}

/** Whether two merged field selections are the very same nodes (the same place in the same document). */
export const sameFieldNodes = (a: readonly FieldNode[], b: readonly FieldNode[]) => a.length === b.length && a.every((node, i) => node === b[i]);

/** How a line field's database text becomes JSON, by the field's GraphQL type: the text inside its quotes, if it has any. */
interface JsonWriter {
  quotes: boolean;
  inner: (text: string) => string;
}
const asIs = (text: string) => text;
/** What a JSON string must escape (lone surrogates included); text without any is written as it is. */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const escaped = (text: string) => (NEEDS_ESCAPE.test(text) ? JSON.stringify(text).slice(1, -1) : text);
const SCALAR_WRITERS: Record<string, (type: GraphQLScalarType) => JsonWriter> = {
  Int: () => ({ quotes: false, inner: asIs }),
  JSON: () => ({ quotes: false, inner: asIs }),
  Boolean: () => ({ quotes: false, inner: (text) => (text === 't' ? 'true' : 'false') }),
  String: () => ({ quotes: true, inner: escaped }),
  Decimal: (type) => ({ quotes: true, inner: (text) => escaped(type.serialize(text) as string) }),
};

/**
 * Line fields whose value is their column, as it is, for every viewer. The restricted fields
 * (`cost`, `erpId`: who sees them is `seesLineField`'s to say) are left to their resolvers.
 */
const COLUMN_FIELDS = new Set([...QUOTE_LINE.scalars, 'rowId', '_id', 'total', 'maxQuantity'].filter((name) => !(name in RESTRICTED_LINE_FIELDS)));

interface JsonField {
  /** `"key":` with the separating comma, if any, and the opening quote of a string */
  open: string;
  /** the closing quote of a string, or nothing */
  close: string;
  /** `"key":null` with the separating comma, if any */
  asNull: string;
  /** where the column is in the statement's rows; -1 for a constant */
  position: number;
  inner: (text: string) => string;
  nullable: boolean;
}

interface JsonPlan {
  statement: PreparedStatement;
  fields: JsonField[];
}

/**
 * The selection of a list of lines as a statement and JSON writers in answer order, or null when
 * some part of it needs more than a column (an object, a field that depends on the viewer, a
 * directive, a type condition): such selections take the usual path.
 */
function jsonPlanFor(info: LinesSelection): JsonPlan | null {
  const lineType = getNamedType(info.returnType);
  if (!isObjectType(lineType)) return null;
  const definitions = lineType.getFields();
  const byKey = collectFieldNodes(info.fieldNodes, info.fragments, lineType.name);
  if (!byKey) return null;

  const columnOf: (string | null)[] = [];
  const fields: Omit<JsonField, 'position'>[] = [];
  const field = (key: string, writer: JsonWriter, nullable: boolean) => {
    const prefix = `${fields.length ? ',' : ''}${JSON.stringify(key)}:`;
    fields.push({ open: writer.quotes ? `${prefix}"` : prefix, close: writer.quotes ? '"' : '', asNull: `${prefix}null`, inner: writer.inner, nullable });
  };
  for (const [key, nodes] of byKey) {
    const name = nodes[0].name.value;
    if (nodes.some((node) => node.name.value !== name || node.selectionSet || node.arguments?.length)) return null;
    if (name === '__typename') {
      const typeName = lineType.name;
      field(key, { quotes: true, inner: () => typeName }, false);
      columnOf.push(null);
      continue;
    }
    const definition: GraphQLField<unknown, unknown> | undefined = definitions[name];
    if (!definition) return null;
    const type = getNamedType(definition.type);
    if (name === 'id') {
      // encodeGlobalID's base64 of `QuoteLine:{id}`, which is ASCII, so btoa (a tenth of Buffer's cost here) gives the same text.
      const typeName = lineType.name;
      field(key, { quotes: true, inner: (text) => btoa(`${typeName}:${text}`) }, false);
      columnOf.push('id');
      continue;
    }
    const writer = SCALAR_WRITERS[type.name];
    if (!COLUMN_FIELDS.has(name) || !writer) return null;
    field(key, writer(type as GraphQLScalarType), !isNonNullType(definition.type));
    columnOf.push(QUOTE_LINE.fieldColumns[name]?.[0] ?? name);
  }
  // selectFrom sorts its columns: each field finds its own by name.
  const columns = [...new Set(columnOf.filter((column): column is string => column !== null))].sort();
  if (!columns.length) return null;
  return {
    statement: selectFrom(QUOTE_LINE, columns, LINES_OF_QUOTE),
    fields: fields.map((field, i) => ({ ...field, position: columnOf[i] === null ? -1 : columns.indexOf(columnOf[i]!) })),
  };
}

/** Plans by the selection's first field node (the same document runs the same plan). */
const jsonPlans = new WeakMap<FieldNode, { fieldNodes: readonly FieldNode[]; plan: JsonPlan | null }>();

function cachedJsonPlan(info: LinesSelection): JsonPlan | null {
  const cached = jsonPlans.get(info.fieldNodes[0]);
  if (cached && sameFieldNodes(cached.fieldNodes, info.fieldNodes)) return cached.plan;
  const plan = jsonPlanFor(info);
  jsonPlans.set(info.fieldNodes[0], { fieldNodes: [...info.fieldNodes], plan });
  return plan;
}

/** Every value as the text PostgreSQL sends (no parsing: the JSON writers take text). */
const TEXT_TYPES = { getTypeParser: () => (text: string) => text };

/**
 * A quote's lines in line-number order, written as a JSON array for the answer (see
 * schema/prewrittenJson.ts), when the selection reads only plain columns; null otherwise, or when
 * a column is unexpectedly empty for a field that may not be null.
 */
export async function readLinesJson(ctx: Pick<Context, 'sql'>, quoteId: number, info: LinesSelection): Promise<string | null> {
  const plan = cachedJsonPlan(info);
  if (!plan) return null;
  const result = await ctx.sql.query<(string | null)[]>({ ...plan.statement, values: [quoteId], rowMode: 'array', types: TEXT_TYPES } as never);
  const { fields } = plan;
  // Each row is built as its own string and appended to the list's, and a string value's quotes
  // are pieces of their own around it: measured side by side in one process, this shape writes
  // (and V8 later flattens) 300 lines 0.2 ms faster than one run of appended pieces, an array of
  // rows joined, or values quoted before they are appended.
  let json = '[';
  for (let r = 0; r < result.rows.length; r += 1) {
    const row = result.rows[r];
    let object = r === 0 ? '{' : ',{';
    for (let f = 0; f < fields.length; f += 1) {
      const field = fields[f];
      const text = field.position < 0 ? '' : row[field.position];
      if (text !== null) object += field.open + field.inner(text) + field.close;
      else if (field.nullable) object += field.asNull;
      else return null;
    }
    json += `${object}}`;
  }
  return `${json}]`;
}

/** One line as a plain row of the columns the operation selects. */
export async function readLineRow(ctx: Pick<Context, 'sql'>, id: number, info: GraphQLResolveInfo): Promise<Record<string, unknown> | undefined> {
  const columns = lineColumnsFor(info) ?? ALL_LINE_COLUMNS;
  const result = await ctx.sql.query({ ...selectFrom(QUOTE_LINE, columns, 'WHERE t.id = $1'), values: [id] });
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
  const result = await ctx.sql.query({ ...selectFrom(QUOTE, columns, 'WHERE t.id = $1'), values: [id] });
  return result.rows[0] ?? null;
}

/** A changed line's selected columns, and its `quote { … }` selections when they read only columns. */
export interface ChangedLineSelection {
  line: string[];
  quote: { columns: string[]; fieldNodes: readonly FieldNode[] } | null;
}

export function changedLineSelection(info: GraphQLResolveInfo): ChangedLineSelection {
  const line = [...(lineColumnsFor(info) ?? ALL_LINE_COLUMNS)].sort();
  const quoteNodes = info.fieldNodes.flatMap(
    (node) => node.selectionSet?.selections.filter((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'quote') ?? [],
  );
  const quoteColumns = quoteNodes.length ? columnsFor(QUOTE, { fieldNodes: quoteNodes, fragments: info.fragments }, QUOTE_ACCESS_COLUMNS) : null;
  return { line, quote: quoteColumns ? { columns: [...quoteColumns].sort(), fieldNodes: quoteNodes } : null };
}

const QUOTE_PREFIX = 'quote.';

/**
 * The quantity buttons' statement, checks included: the line is changed only if the caller may
 * edit its quote (`access`, the `canEditQuote` rule as SQL, its parameters from $3) and the new
 * quantity is within the stock of a stock-limited product. It sets the quantity, recomputes the
 * quote's total and line count, and returns the selected columns of both, all in one statement
 * (atomic without a transaction). The sum sees the new quantity through the CASE, since a
 * statement's subqueries read the snapshot from before its own update. No row: nothing changed.
 * Parameters: $1 line id, $2 quantity, then the access condition's.
 */
export function quantityChangeStatement(
  selection: ChangedLineSelection,
  access: { key: string; sql: string },
): { statement: PreparedStatement; split(row: Record<string, unknown>): { line: Record<string, unknown>; quote: Record<string, unknown> } } {
  const quoteColumns = [...new Set([...QUOTE_ACCESS_COLUMNS, ...(selection.quote?.columns ?? [])])].sort();
  const statement = cachedStatement(`quantity:${access.key}:${selection.line.join(',')}:${quoteColumns.join(',')}`, () => {
    // The line's computed columns and joins read it as t: the changed line is the CTE t.
    const line = selectList(QUOTE_LINE, selection.line);
    const quote = selectList(QUOTE, quoteColumns, QUOTE_PREFIX, 'q');
    return `WITH t AS (
        UPDATE "QuoteLine" l SET "quantity" = $2::int, "updatedAt" = now()
        FROM "Quote" q
        WHERE l.id = $1 AND q.id = l."quoteId" AND q.type <> ${QUOTE_TYPE.order} AND (${access.sql})
          AND $2::int <= COALESCE((SELECT ${QUOTE_LINE.computed.maxQuantity} FROM "Product" p WHERE p.id = l."productId"), $2::int)
        RETURNING l.*
      )
      UPDATE "Quote" q SET ("totalCost", "lineCount", "updatedAt") = (
        SELECT COALESCE(SUM(CASE WHEN l.id = $1 THEN $2::int ELSE l.quantity END * l.price), 0), COUNT(*)::int, now()
        FROM "QuoteLine" l WHERE l."quoteId" = t."quoteId"
      )
      FROM t ${line.joins}
      WHERE q.id = t."quoteId"
      RETURNING ${line.select}, ${quote.select}`;
  });
  return {
    statement,
    split(row) {
      const line: Record<string, unknown> = {};
      const quote: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row)) {
        if (key.startsWith(QUOTE_PREFIX)) quote[key.slice(QUOTE_PREFIX.length)] = value;
        else line[key] = value;
      }
      return { line, quote };
    },
  };
}
