import { z } from 'zod';
import type { AuthScopes } from '../schema/scopes.ts';
import { restAccessOf } from '../apiTokens/scopes.ts';
import { aliasRegistry, REST_MAX_LIMIT } from './fields.ts';
import { isListOperation, restKindOf, restMethodsOf, restOperations, restPathOf, type RestBodyKind, type RestOperation } from './registry.ts';

/** `docs/REST.md`, written from the registry (`npm run docs:rest`); a test fails when the committed file differs. */

export const SCOPE_TEXT: Record<keyof AuthScopes, string> = {
  public: 'anyone, visitors included',
  signedIn: 'signed in, any role level (0 included)',
  guarded: 'signed in with a role level above 0',
  admin: 'role level 5 (own platform) or 9',
  superAdmin: 'role level 9',
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  additionalProperties?: JsonSchema | boolean;
  'x-aliases'?: Record<string, string>;
};

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    reused: 'inline',
    override: (ctx) => {
      const aliases = aliasRegistry.get(ctx.zodSchema as unknown as z.ZodType)?.aliases;
      if (aliases) (ctx.jsonSchema as JsonSchema)['x-aliases'] = { ...aliases };
    },
  }) as JsonSchema;
}

const alternatives = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf;
const withoutNull = (options: JsonSchema[]) => options.filter((option) => option.type !== 'null');

function typeText(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const options = alternatives(schema);
  if (options) {
    const nullable = options.length !== withoutNull(options).length;
    const text = [...new Set(withoutNull(options).map(typeText))].join(' | ');
    return nullable ? `${text} | null` : text;
  }
  if (schema.allOf) return schema.allOf.map(typeText).join(' & ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'array') {
    if (schema.prefixItems) return `[${schema.prefixItems.map(typeText).join(', ')}]`;
    const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
    return items ? `${typeText(items)}[]` : 'array';
  }
  return schema.type ?? 'any';
}

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

/** One row per field, nested objects (and objects in lists) flattened with dotted names. */
function fieldRows(schema: JsonSchema, prefix = '', openNote = 'any other field is passed on unchecked'): FieldRow[] {
  const options = alternatives(schema);
  if (options) {
    const objects = withoutNull(options).filter((option) => option.properties);
    if (objects.length === 1 && withoutNull(options).length === 1) return fieldRows(objects[0]!, prefix, openNote);
    return objects.flatMap((option) => fieldRows(option, prefix, openNote));
  }
  if (schema.allOf) return schema.allOf.flatMap((part) => fieldRows(part, prefix, openNote));
  if (!schema.properties) return schema.type === 'object' && schema.additionalProperties ? [{ name: `${prefix}*`, type: 'any', required: false, notes: openNote }] : [];
  const required = new Set(schema.required ?? []);
  const aliasesOf = new Map<string, string[]>();
  for (const [alias, name] of Object.entries(schema['x-aliases'] ?? {})) aliasesOf.set(name, [...(aliasesOf.get(name) ?? []), alias]);
  const rows: FieldRow[] = [];
  for (const [key, field] of Object.entries(schema.properties)) {
    const name = `${prefix}${key}`;
    const notes = [
      field.description ?? alternatives(field)?.find((option) => option.description)?.description,
      aliasesOf.has(key) ? `also accepted as ${aliasesOf.get(key)!.map((alias) => `\`${alias}\``).join(', ')}` : undefined,
      field.default !== undefined ? `default ${JSON.stringify(field.default)}` : undefined,
    ].filter(Boolean);
    rows.push({ name, type: typeText(field), required: required.has(key), notes: notes.join('; ') });
    const items = field.type === 'array' && !Array.isArray(field.items) ? field.items : undefined;
    const nested = items ?? field;
    rows.push(...fieldRows(nested, `${name}${items ? '[]' : ''}.`, openNote));
  }
  const open = schema.additionalProperties !== undefined && schema.additionalProperties !== false;
  if (open) rows.push({ name: `${prefix}*`, type: 'any', required: false, notes: openNote });
  return rows;
}

/** An answer object that may carry more fields than it lists. */
const ANSWER_OPEN_NOTE = 'further fields may follow';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function fieldTable(rows: FieldRow[], withRequired: boolean): string {
  const header = withRequired ? '| field | type | required | notes |\n| --- | --- | --- | --- |' : '| field | type | notes |\n| --- | --- | --- |';
  const lines = rows.map((row) =>
    withRequired
      ? `| \`${row.name}\` | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} | ${cell(row.notes)} |`
      : `| \`${row.name}\` | ${cell(row.type)} | ${cell(row.notes)} |`,
  );
  return [header, ...lines].join('\n');
}

function answerText(operation: RestOperation): string {
  if (!operation.answer) return '_Not declared._';
  const schema = jsonSchemaOf(operation.answer, 'output');
  const rows = fieldRows(schema, '', ANSWER_OPEN_NOTE);
  if (rows.length) return fieldTable(rows, false);
  const items = schema.type === 'array' && !Array.isArray(schema.items) ? schema.items : undefined;
  if (items) {
    const itemRows = fieldRows(items, '', ANSWER_OPEN_NOTE);
    if (itemRows.length) return `A list of:\n\n${fieldTable(itemRows, false)}`;
  }
  return `\`${typeText(schema)}\``;
}

const BODY_KIND_TEXT: Record<RestBodyKind, string> = {
  json: 'JSON',
  multipart: 'multipart/form-data (an upload)',
  download: 'JSON or none (a file download)',
};

/** The heading of a call: its methods and path, as `docs.test.ts` looks them up. */
export const restHeading = (operation: RestOperation) => `${restMethodsOf(operation).join(', ')} ${restPathOf(operation)}`;

function bodyText(operation: RestOperation): string[] {
  const bodyRows = fieldRows(jsonSchemaOf(operation.body, 'input'));
  if (operation.kind === 'multipart') {
    const fileRows = Object.entries(operation.files).map(([name, notes]) => ({ name, type: 'file', required: false, notes }));
    return ['**Form** (multipart/form-data)', '', fieldTable([...fileRows, ...bodyRows], true)];
  }
  if (operation.kind === 'download' && !bodyRows.length) return ['**Body**', '', '_None: a GET, or a POST with `{}`._'];
  return ['**Body**', '', bodyRows.length ? fieldTable(bodyRows, true) : '_Empty: `{}`._'];
}

function operationSection(operation: RestOperation): string {
  const access = operation.access ?? restAccessOf(operation.operation);
  const answer =
    operation.kind === 'download'
      ? ['**Answer**: the file, as an attachment: ' + operation.file + '. A failure answers the JSON envelope.']
      : ['**Answer** (`result`)', '', answerText(operation)];
  const refusals = operation.refusals?.length
    ? [
        '',
        '**Refusals**, in the order they are checked',
        '',
        '| status | `error` | `field` | when |',
        '| --- | --- | --- | --- |',
        ...operation.refusals.map((refusal) => `| ${refusal.status} | ${cell(refusal.message)} | ${refusal.field ? `\`${refusal.field}\`` : ''} | ${cell(refusal.when)} |`),
      ]
    : [];
  return [
    `### \`${restHeading(operation)}\``,
    ...(operation.summary ? ['', operation.summary] : []),
    '',
    `Body kind: ${BODY_KIND_TEXT[restKindOf(operation)]}. Who may call it: ${SCOPE_TEXT[operation.scope]}. API tokens need the \`${access}\` scope.`,
    '',
    ...bodyText(operation),
    '',
    ...answer,
    ...(isListOperation(operation) ? ['', LIST_TOTAL_TEXT] : []),
    ...refusals,
  ].join('\n');
}

const LIST_TOTAL_TEXT = 'A list call: next to `result`, the answer carries `total`, how many rows match in all (see Lists above).';

const INTRODUCTION = `# REST API for partner systems

<!-- Generated from api/src/rest (the registry of shims) by \`npm run docs:rest\`. Do not edit by hand. -->

Every call is \`POST /api/v1/<family>/<operation>\` (a few keep the spec's own path) and answers

\`\`\`json
{ "success": true, "result": …, "error": null }
\`\`\`

with HTTP 200 only on success, except a download, which answers the file. Each call lists its body kind:
JSON (the usual), multipart/form-data (uploads and imports: the file fields and text fields listed under
**Form**) or a download (GET, or POST with a JSON body). Every kind is counted against the caller's
operation budget and checked for the same sign-in and API token scope. A method a call does not take is
answered 405 with an \`Allow\` header naming the ones it does. A failure answers \`success: false\`, \`result: null\`, the message in
\`error\` and, when one input field is at fault, its path in the body as sent in \`field\` (\`id\`,
\`input.name\`, \`lines.0.quantity\`; a form's field by its name): 400 for bad input, 401 when a
sign-in is needed, 403 when the caller may not do this, 404 for a record that does not exist or that the
caller may not see, 409 for a conflict, 429 (with \`Retry-After\`) when the caller sends too many, 503 (with
\`Retry-After\`) when the server began restarting during a long call (an import) that then wrote nothing.
A failure nobody expected answers 500 with \`error\` "Unexpected error." and \`errorId\`, the id under which
the server logged the details.

A body field that a call does not list is refused with 400, \`Unknown field: <name>.\`, and nothing is
changed; so are \`__proto__\`, \`constructor\` and \`prototype\` anywhere in a body, even where any other
field is taken. Where a call lists a field as "also accepted as", either name may be sent, not both.

Authentication: \`Authorization: Bearer <token>\`, the token being a user's session token (from
\`auth/login\`) or a platform API token. An API token acts for the administrator who created it, within
its scopes: \`read\` for the \`get…\` calls, \`write\` for the others, as listed per call.

Lists: every call that answers a list takes \`limit\` (at most ${REST_MAX_LIMIT} rows; each call says its default) and
\`offset\` (rows to skip, default 0), and answers a page of rows in \`result\`, in the same shape as ever, with the
number of rows that match in all as \`total\` next to it:

\`\`\`json
{ "success": true, "result": [ … ], "error": null, "total": 2417 }
\`\`\`

A call never stops at a fixed number of rows without saying so: while \`offset\` plus the rows received is below
\`total\`, ask again with the next \`offset\`. A \`limit\` above ${REST_MAX_LIMIT} is refused with 400 naming it.

Money is text with two decimals (\`"12.50"\`), except where a call says cents. Times are ISO 8601 in UTC.
`;

export function renderRestDocs(): string {
  const families = new Map<string, RestOperation[]>();
  for (const operation of restOperations()) families.set(operation.family, [...(families.get(operation.family) ?? []), operation]);
  const sections = [...families].map(([family, operations]) => [`## ${family}`, ...operations.map(operationSection)].join('\n\n'));
  return `${[INTRODUCTION.trimEnd(), ...sections].join('\n\n')}\n`;
}
