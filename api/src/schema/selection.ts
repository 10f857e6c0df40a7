import { getNamedType, isObjectType, type FieldNode, type GraphQLResolveInfo } from 'graphql';
import { collectSubfields } from 'graphql/execution/collectFields.js';

/** What Pothos records on a field of a Prisma type, as far as the columns it reads go. */
interface PrismaFieldExtensions {
  /** `t.expose…('column')`: reads that column alone */
  pothosExposedField?: string;
  /** `t.relation(…)`: Pothos plans the relation into the query itself */
  pothosPrismaRelationField?: unknown;
  /** a field's declared `select`: its scalar keys are columns of the row (its relations Pothos plans) */
  pothosPrismaSelect?: unknown;
}

/** The field nodes asked for under `nodes` (of `type`) whose field is `name`, aliases and fragments included. */
function subfieldNodes(info: GraphQLResolveInfo, type: Parameters<typeof collectSubfields>[3], nodes: readonly FieldNode[], name: string): FieldNode[] {
  const fields = collectSubfields(info.schema, info.fragments, info.variableValues, type, nodes);
  return [...fields.values()].flat().filter((node) => node.name.value === name);
}

/**
 * The columns the fields asked for at `path` beneath the resolving field read, `always` included,
 * or null when one of them may read a column it does not declare (a field with a resolver of its
 * own and no `select`, other than those named in `readingAlways`, which read only `always`).
 * Exposed columns and the scalar keys of declared selections count; relations are Pothos's own plan.
 */
function requestedColumns(info: GraphQLResolveInfo, path: string[], always: readonly string[], readingAlways: readonly string[]): Set<string> | null {
  let type = getNamedType(info.returnType);
  let nodes: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    if (!isObjectType(type)) return null;
    const field = type.getFields()[name];
    if (!field) return null;
    nodes = subfieldNodes(info, type, nodes, name);
    type = getNamedType(field.type);
  }
  if (!isObjectType(type)) return null;
  const columns = new Set(always);
  if (nodes.length === 0) return columns;
  const fields = type.getFields();
  for (const [, fieldNodes] of collectSubfields(info.schema, info.fragments, info.variableValues, type, nodes)) {
    const name = fieldNodes[0].name.value;
    if (name === '__typename' || readingAlways.includes(name)) continue;
    const extensions = (fields[name]?.extensions ?? {}) as PrismaFieldExtensions;
    if (typeof extensions.pothosExposedField === 'string') columns.add(extensions.pothosExposedField);
    else if (extensions.pothosPrismaRelationField) continue;
    else if (extensions.pothosPrismaSelect && typeof extensions.pothosPrismaSelect === 'object') {
      for (const [key, value] of Object.entries(extensions.pothosPrismaSelect)) if (value === true) columns.add(key);
    } else return null;
  }
  return columns;
}

/**
 * Pothos plans a Prisma type without a type-level `select` (every column of the row, its relations
 * included as asked) as `{ include }`: a list of such rows then reads and maps every column of
 * every row, most of them unasked. This narrows the plan to a `select` of the columns the fields
 * asked for at `path` read, and `always` (what the type's own checks read), keeping Pothos's
 * relations as planned. Whenever a field asked for may read a column it does not declare, the plan
 * is kept whole.
 */
export function selectRequestedColumns<Q extends { include?: Record<string, unknown>; select?: Record<string, unknown> }>(
  query: Q,
  info: GraphQLResolveInfo,
  path: string[],
  options: { always: readonly string[]; readingAlways?: readonly string[] },
): Q {
  if (query.select) return query;
  const columns = requestedColumns(info, path, options.always, options.readingAlways ?? []);
  if (!columns) return query;
  const { include, ...rest } = query;
  const select: Record<string, unknown> = {};
  for (const column of columns) select[column] = true;
  return { ...rest, select: { ...select, ...include } } as Q;
}
