import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../config.ts';
import { restAccessOf } from '../apiTokens/scopes.ts';
import { aliasRegistry, REST_MAX_LIMIT } from './fields.ts';
import { SCOPE_TEXT } from './docs.ts';
import { isListOperation, restKeyOf, restKindOf, restOperations, restPathOf, type RestOperation } from './registry.ts';

/**
 * The OpenAPI 3.1 document of the REST shims, written from the same registry as docs/REST.md (each
 * shim's zod body and answer through zod's own JSON Schema output, which is OpenAPI 3.1's schema
 * dialect), so neither can drift from the code. Served at /api/v1/openapi.json, committed as
 * docs/openapi.json (`npm run docs:rest`; a test fails when the committed file differs).
 */

type Schema = Record<string, unknown>;

export const OPENAPI_PATH = '/api/v1/openapi.json';

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Schema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    reused: 'inline',
    override: (ctx) => {
      const aliases = aliasRegistry.get(ctx.zodSchema as unknown as z.ZodType)?.aliases;
      if (aliases) (ctx.jsonSchema as Schema)['x-aliases'] = { ...aliases };
    },
  }) as Schema;
  return rest;
}

const FAILURE: Schema = {
  type: 'object',
  description: 'A refused or failed call',
  properties: {
    success: { const: false },
    result: { type: 'null' },
    error: { type: 'string', description: 'the message, word for word as the docs list it' },
    field: { type: 'string', description: 'the body path of the field at fault (`input.name`, `lines.0.quantity`)' },
    errorId: { type: 'string', description: 'with a 500: the id under which the server logged the details' },
  },
  required: ['success', 'result', 'error'],
};

const FAILURES: Record<string, string> = {
  '400': 'Bad input: the message names the field',
  '401': 'A sign-in is needed, or the token is not accepted',
  '403': 'The caller may not do this',
  '404': 'No such record, or not one the caller may see',
  '409': 'A conflict with the record as it is',
  '429': 'Too many calls: Retry-After says when to try again',
  '500': 'An unexpected failure: "Unexpected error." and an errorId',
  '503': 'The server is restarting and ended the call (an import); Retry-After says when to try again',
};

function success(operation: RestOperation): Schema {
  const properties: Schema = {
    success: { const: true },
    result: operation.answer ? jsonSchemaOf(operation.answer, 'output') : {},
    error: { type: 'null' },
  };
  if (isListOperation(operation)) properties.total = { type: 'integer', minimum: 0, description: 'how many rows match in all' };
  return { type: 'object', properties, required: ['success', 'result', 'error', ...(isListOperation(operation) ? ['total'] : [])] };
}

function requestBody(operation: RestOperation): Schema {
  const body = jsonSchemaOf(operation.body, 'input');
  if (operation.kind === 'multipart') {
    const files = Object.fromEntries(
      Object.entries(operation.files).map(([name, description]) => [name, { type: 'string', contentMediaType: 'application/octet-stream', description }]),
    );
    const properties = { ...files, ...((body.properties as Schema | undefined) ?? {}) };
    return { required: true, content: { 'multipart/form-data': { schema: { ...body, type: 'object', properties } } } };
  }
  return { required: operation.kind !== 'download', content: { 'application/json': { schema: body } } };
}

function description(operation: RestOperation): string {
  const access = operation.access ?? restAccessOf(operation.operation);
  const lines = [
    ...(operation.summary ? [operation.summary, ''] : []),
    `Who may call it: ${SCOPE_TEXT[operation.scope]}. API tokens need the \`${access}\` scope.`,
  ];
  if (operation.refusals?.length) {
    lines.push('', 'Refusals, in the order they are checked:', '');
    for (const refusal of operation.refusals) {
      lines.push(`- ${refusal.status} "${refusal.message}"${refusal.field ? ` (field \`${refusal.field}\`)` : ''}: ${refusal.when}`);
    }
  }
  return lines.join('\n');
}

function operationObject(operation: RestOperation, method: 'get' | 'post'): Schema {
  const download = restKindOf(operation) === 'download';
  const responses: Schema = {
    '200': download
      ? { description: `The file, as an attachment: ${operation.kind === 'download' ? operation.file : ''}`, content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } }
      : { description: 'Success', content: { 'application/json': { schema: success(operation) } } },
    ...Object.fromEntries(Object.keys(FAILURES).map((status) => [status, { $ref: `#/components/responses/Failure${status}` }])),
  };
  return {
    operationId: `${operation.family}_${operation.operation}${method === 'get' ? '_get' : ''}`,
    tags: [operation.family],
    summary: restKeyOf(operation),
    description: description(operation),
    // a public call takes a token but needs none
    security: operation.scope === 'public' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
    'x-api-token-scope': operation.access ?? restAccessOf(operation.operation),
    ...(method === 'post' ? { requestBody: requestBody(operation) } : {}),
    responses,
  };
}

const version = () => (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

/** The OpenAPI 3.1 document of every REST shim. */
export function renderOpenApi(): Schema {
  const paths: Schema = {};
  for (const operation of restOperations()) {
    const download = restKindOf(operation) === 'download';
    paths[restPathOf(operation)] = {
      ...(download ? { get: operationObject(operation, 'get') } : {}),
      post: operationObject(operation, 'post'),
    };
  }
  const families = [...new Set(restOperations().map((operation) => operation.family))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'QuoteCraft REST API for partner systems',
      version: version(),
      description: [
        'Every call answers `{ "success": true, "result": …, "error": null }` with HTTP 200 only on success (a download answers the file);',
        'a failure answers `success: false`, `result: null`, the message in `error` and, when one input field is at fault, its body path in `field`.',
        'A body field a call does not list is refused with 400 naming it.',
        `List calls take \`limit\` (at most ${REST_MAX_LIMIT}) and \`offset\`, and answer \`total\` next to the page.`,
        'Money is text with two decimals, except where a call says cents; times are ISO 8601 in UTC.',
        'docs/REST.md, generated from the same registry, says the same in prose.',
      ].join('\n'),
    },
    servers: [{ url: '/', description: 'this QuoteCraft server' }],
    security: [{ bearerAuth: [] }],
    tags: families.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A user's session token (from auth/login) or a platform API token. An API token acts for the administrator who created it, within its scopes: read for the get… calls, write for the others.",
        },
      },
      schemas: { Failure: FAILURE },
      responses: Object.fromEntries(
        Object.entries(FAILURES).map(([status, text]) => [
          `Failure${status}`,
          { description: text, content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } },
        ]),
      ),
    },
  };
}

/** docs/openapi.json as committed: the document, two-space indented, with a final newline. */
export const renderOpenApiJson = () => `${JSON.stringify(renderOpenApi(), null, 2)}\n`;
