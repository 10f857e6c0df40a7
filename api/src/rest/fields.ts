import { z } from 'zod';
import { flag } from '../schema/input.ts';

/**
 * Field helpers shared by every REST shim: the spec's names next to today's camelCase ones, and the
 * walk that finds a body field no schema declares (so no shim silently ignores one).
 */

/** Spec names a body object also accepts, each mapped to the name its schema declares. */
export const aliasRegistry = z.registry<{ aliases: Readonly<Record<string, string>> }>();

/**
 * An object that also takes each key of `aliases` for the field it names, e.g.
 * `withAliases(z.object({ details: … }), { Details: 'details' })`. Sending both is an error naming them.
 */
export function withAliases<Shape extends z.ZodRawShape, T extends z.ZodObject<Shape>>(object: T, aliases: Readonly<Record<string, keyof Shape & string>>) {
  const schema = z.preprocess((raw, ctx) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const renamed: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
    for (const [alias, name] of Object.entries(aliases)) {
      if (!(alias in renamed)) continue;
      if (name in renamed && renamed[name] !== undefined && renamed[alias] !== undefined) {
        ctx.addIssue({ code: 'custom', message: `Send ${alias} or ${name}, not both.`, path: [alias] });
      }
      renamed[name] ??= renamed[alias];
      delete renamed[alias];
    }
    return renamed;
  }, object);
  aliasRegistry.add(schema, { aliases });
  return schema;
}

/** A positive integer id, sent as a number or as digits. */
export const idField = z.coerce.number().int().positive();

/** An optional id where an empty string or null means none. */
export const optionalIdField = z.preprocess((value) => (value === '' || value === null ? undefined : value), idField.optional());

/** Text sent as text or as a number (ids the client keeps as strings); null when absent. */
export const optionalTextField = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? null : String(value)));

/** The most rows one page of a REST list call answers. */
export const REST_MAX_LIMIT = 1000;

/**
 * `limit` and `offset` of every REST list call: a page of at most REST_MAX_LIMIT rows (a larger
 * limit is refused, naming it), the call's own page size when none is sent. The answer carries
 * `total`, so a caller knows when to ask for the next page.
 */
export function listPageFields(defaultLimit: number = REST_MAX_LIMIT) {
  return {
    limit: z.coerce.number().int().min(0).max(REST_MAX_LIMIT).default(defaultLimit).describe(`rows to answer, 0 to ${REST_MAX_LIMIT}`),
    offset: z.coerce.number().int().min(0).default(0).describe('rows to skip'),
  };
}

/** Paging fields of the spec's list calls (part 1 §7: limit, offset, order, search). */
export function pagingFields(defaultLimit?: number) {
  return {
    ...listPageFields(defaultLimit),
    search: z.string().optional(),
    order: z
      .union([z.tuple([z.string(), z.string()]), z.array(z.array(z.string()))])
      .optional()
      .describe('[field, "ASC" | "DESC"] or a list of such pairs (the first is used)'),
  };
}

/** A flag sent as "1"/"0", true/false or 1/0, read as a boolean; anything else names the field. */
export const flagField = z
  .preprocess(flag, z.boolean({ error: (issue) => `${String(issue.path?.at(-1) ?? "The flag")} must be "1" or "0".` }))
  .describe('"1" or "0" (true/false also)');

/** A flag as the API writes it: the text "1" or "0". */
export const flagAnswer = z.enum(['1', '0']);
export const flagText = (value: boolean): z.infer<typeof flagAnswer> => (value ? '1' : '0');

/** Money as the API writes it: two-decimal text, e.g. "12.50". */
export const moneyText = z.string().regex(/^-?\d+\.\d{2}$/).describe('money, two decimals, e.g. "12.50"');

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const isPlainObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
/** Keys no body may carry, whatever its schema takes: they reach an object's prototype when copied. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The dotted path of the first field of `value` that `schema` does not declare, or null. Every
 * object schema counts as closed unless it says otherwise with `.passthrough()` (or `.catchall()`),
 * which docs/REST.md shows as "any other field"; records (`z.record`) take any key but
 * `__proto__`, `constructor` and `prototype`, which no object takes.
 */
export function findUnknownField(schema: z.ZodType, value: unknown, path: string[] = []): string | null {
  const inner = wrappedSchema(schema);
  if (inner) return value == null ? null : findUnknownField(inner, value, path);
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(value)) return null;
      const shape = (def.shape ?? {}) as Record<string, z.ZodType>;
      const open = def.catchall !== undefined && defOf(def.catchall).type !== 'never';
      for (const [key, fieldValue] of Object.entries(value)) {
        if (PROTOTYPE_KEYS.has(key)) return [...path, key].join('.');
        // an own key of the shape only: `shape.constructor` is Object's
        const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
        if (!field && open) continue;
        if (!field) return [...path, key].join('.');
        const unknown = findUnknownField(field, fieldValue, [...path, key]);
        if (unknown) return unknown;
      }
      return null;
    }
    case 'record':
      if (!isPlainObject(value)) return null;
      for (const [key, fieldValue] of Object.entries(value)) {
        if (PROTOTYPE_KEYS.has(key)) return [...path, key].join('.');
        const unknown = findUnknownField(def.valueType as z.ZodType, fieldValue, [...path, key]);
        if (unknown) return unknown;
      }
      return null;
    case 'array':
      if (!Array.isArray(value)) return null;
      for (const [index, item] of value.entries()) {
        const unknown = findUnknownField(def.element as z.ZodType, item, [...path, String(index)]);
        if (unknown) return unknown;
      }
      return null;
    case 'tuple': {
      if (!Array.isArray(value)) return null;
      const items = def.items as z.ZodType[];
      for (const [index, item] of value.entries()) {
        const element = items[index] ?? (def.rest as z.ZodType | undefined);
        const unknown = element ? findUnknownField(element, item, [...path, String(index)]) : null;
        if (unknown) return unknown;
      }
      return null;
    }
    case 'union': {
      // unknown only when no alternative declares the field
      const found = (def.options as z.ZodType[]).map((option) => findUnknownField(option, value, path));
      return found.includes(null) ? null : (found[0] ?? null);
    }
    case 'intersection': {
      const left = findUnknownField(def.left as z.ZodType, value, path);
      const right = findUnknownField(def.right as z.ZodType, value, path);
      return left && right ? left : null;
    }
    case 'pipe': {
      const aliases = aliasRegistry.get(schema)?.aliases;
      if (aliases && isPlainObject(value)) {
        const renamed = { ...value };
        for (const [alias, name] of Object.entries(aliases)) if (alias in renamed) [renamed[name], renamed[alias]] = [renamed[alias], undefined];
        for (const alias of Object.keys(aliases)) delete renamed[alias];
        return findUnknownField(def.out as z.ZodType, renamed, path);
      }
      const input = def.in as z.ZodType;
      return findUnknownField(defOf(input).type === 'transform' ? (def.out as z.ZodType) : input, value, path);
    }
    default:
      return null;
  }
}

/** The schema a wrapper (optional, nullable, default, …, lazy) reads its value with; null for any other kind. */
function wrappedSchema(schema: z.ZodType): z.ZodType | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType as z.ZodType;
    case 'lazy':
      return (def.getter as () => z.ZodType)();
    default:
      return null;
  }
}

/** The object shape a schema reads, through optional, nullable, default, aliases and pipes; null for anything else. */
export function objectShapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const inner = wrappedSchema(schema);
  if (inner) return objectShapeOf(inner);
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return (def.shape ?? {}) as Record<string, z.ZodType>;
    case 'pipe': {
      const input = def.in as z.ZodType;
      return objectShapeOf(aliasRegistry.has(schema) || defOf(input).type === 'transform' ? (def.out as z.ZodType) : input);
    }
    default:
      return null;
  }
}

/**
 * The dotted body path of a field an error names. Services name the fields of their own input
 * (`name`, `pid`); a REST body carries them under an object (`input.name`), and the answer names
 * the field as the body does. A field the body declares at the top, or one it does not know, is
 * kept as it is.
 */
export function restFieldPath(body: z.ZodType, field: string): string {
  const shape = objectShapeOf(body);
  const [head] = field.split('.');
  if (!shape || !head || head in shape) return field;
  for (const [key, value] of Object.entries(shape)) {
    const inner = objectShapeOf(value);
    if (inner && head in inner) return `${key}.${field}`;
  }
  return field;
}

/** A bulk action's answer (schema/bulk.ts): each row applied or refused with the reason. */
export const bulkResultAnswer = z.object({
  applied: z.number().int(),
  refused: z.number().int(),
  results: z.array(z.object({ id: z.number().int(), ok: z.boolean(), message: z.string().nullable() })),
});
