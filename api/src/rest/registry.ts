import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { scopesFor, unauthorizedError, type AuthScopes } from '../schema/scopes.ts';
import type { Context } from '../context.ts';
import { AppError, recordNotFound } from '../schema/errors.ts';
import { apiTokenRefusal, restAccessOf, type OperationAccess } from '../apiTokens/scopes.ts';
import { HttpError } from '../http/multipart.ts';
import { unexpectedErrorBody } from '../http/unexpectedErrors.ts';
import { findUnknownField, restFieldPath } from './fields.ts';
import '../schema/zodMessages.ts';

/**
 * REST shims for partner systems: `POST /api/v1/<family>/<operation>`, `{ success, result, error }`
 * out, HTTP 200 only on success. Each shim validates its body and calls the same service function as
 * the GraphQL field. A body field the schema does not declare is refused with a 400 naming it.
 * `docs/REST.md` is generated from these registrations.
 *
 * The body kind says what travels: `json` (the default) a JSON body; `multipart` a
 * multipart/form-data upload whose text fields `body` declares and whose file fields `files` lists;
 * `download` a file answered as an attachment (GET or POST). Every kind passes the same gate first:
 * the caller's operation budget, the scope, the API token's access.
 */
export type RestBodyKind = 'json' | 'multipart' | 'download';

interface RestOperationBase<Schema extends z.ZodType> {
  family: string;
  operation: string;
  scope: keyof AuthScopes;
  /** what an API token needs to call it (apiTokens/scopes.ts): by default `get…` reads, others write */
  access?: OperationAccess;
  /** one line for the partner docs */
  summary?: string;
  /** the spec's own path where it is not `/api/v1/<family>/<operation>` */
  path?: string;
  /** the JSON body, or a multipart form's text fields */
  body: Schema;
  /** the shape of `result`, for the partner docs and the contract tests */
  answer?: z.ZodType;
  /** the refusals a partner should expect beyond bad input and sign-in, in the order they are checked, for the docs */
  refusals?: readonly RestRefusal[];
}

export interface RestRefusal {
  status: number;
  /** the `error` text, word for word */
  message: string;
  /** the `field` answered with it */
  field?: string;
  when: string;
}

export interface JsonRestOperation<Schema extends z.ZodType = z.ZodType> extends RestOperationBase<Schema> {
  kind?: 'json';
  handler: (ctx: Context, body: z.infer<Schema>) => Promise<unknown> | unknown;
}

/** What a multipart shim is handed: the request to read its form from, and the check of the form's text fields. */
export interface MultipartRequest<Schema extends z.ZodType> {
  request: IncomingMessage;
  /** checks the form's text fields as a JSON body is checked (unknown fields refused, the schema's messages) */
  fields(received: Map<string, string>): z.infer<Schema>;
}

export interface MultipartRestOperation<Schema extends z.ZodType = z.ZodType> extends RestOperationBase<Schema> {
  kind: 'multipart';
  /** the form's file fields, each with what it holds (for the docs) */
  files: Readonly<Record<string, string>>;
  handler: (ctx: Context, form: MultipartRequest<Schema>) => Promise<unknown>;
}

export interface DownloadFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * A file written as it is made (a large export): `write` writes it to the response and ends it. The
 * shim checks its input and the caller's rights before answering one, so the only failure left is
 * a fault while writing, which cuts the response off.
 */
export interface StreamedDownloadFile {
  contentType: string;
  fileName: string;
  write(out: NodeJS.WritableStream): Promise<void>;
}

export interface DownloadRestOperation<Schema extends z.ZodType = z.ZodType> extends RestOperationBase<Schema> {
  kind: 'download';
  /** what the file is, for the docs */
  file: string;
  handler: (ctx: Context, body: z.infer<Schema>) => Promise<DownloadFile | StreamedDownloadFile>;
}

export type RestOperation<Schema extends z.ZodType = z.ZodType> =
  | JsonRestOperation<Schema>
  | MultipartRestOperation<Schema>
  | DownloadRestOperation<Schema>;

const operations = new Map<string, RestOperation>();
const byPath = new Map<string, RestOperation>();

export const restKeyOf = (operation: { family: string; operation: string }) => `${operation.family}/${operation.operation}`;
export const restPathOf = (operation: RestOperation) => operation.path ?? `/api/v1/${restKeyOf(operation)}`;
export const restKindOf = (operation: RestOperation): RestBodyKind => operation.kind ?? 'json';
/** The methods a shim answers: downloads also GET (the spec's form), everything else POST only. */
export const restMethodsOf = (operation: RestOperation) => (restKindOf(operation) === 'download' ? ['GET', 'POST'] : ['POST']);

export function defineRestOperation<Schema extends z.ZodType>(operation: RestOperation<Schema>): void {
  const key = restKeyOf(operation);
  if (operations.has(key)) throw new Error(`REST operation ${key} is defined twice`);
  const stored = operation as unknown as RestOperation;
  operations.set(key, stored);
  byPath.set(restPathOf(stored), stored);
}

export const restOperationKeys = () => [...operations.keys()].sort();

/** The shim at `family/operation`. */
export function restOperation(key: string): RestOperation {
  const operation = operations.get(key);
  if (!operation) throw new Error(`No REST operation ${key}`);
  return operation;
}

/** The shim answering at a request path, or null. */
export const restOperationAt = (path: string): RestOperation | null => byPath.get(path) ?? null;

/** Every registered shim, ordered by family and operation. */
export const restOperations = (): RestOperation[] => restOperationKeys().map((key) => operations.get(key)!);

/** A list call's answer: its page of rows as `result` and, next to it, `total`, how many match in all. */
export class RestPage {
  constructor(
    readonly result: unknown,
    readonly total: number,
  ) {}
}

export const restPage = (result: unknown, total: number) => new RestPage(result, total);

/** A list call: its body takes `limit` and `offset`, and it answers `total` with its page. */
export function isListOperation(operation: RestOperation): boolean {
  const shape = (operation.body as unknown as { shape?: Record<string, unknown> }).shape;
  return !!shape && 'limit' in shape && 'offset' in shape;
}

export const unknownFieldError = (field: string) => new AppError(`Unknown field: ${field}.`, { field });

/** Turns the first schema issue into an error naming the field (see `schema/zodMessages.ts` for the wording). */
export function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys') return unknownFieldError([...issue.path, issue.keys[0]].join('.'));
  if (!issue) return new AppError('Invalid input.');
  return new AppError(issue.message, { field: issue.path.join('.') || undefined });
}

/** Checks a body (or a form's text fields) against the schema: unknown fields first, then the schema's own checks. */
export function parseRestBody<Schema extends z.ZodType>(schema: Schema, raw: unknown): z.infer<Schema> {
  const unknownField = findUnknownField(schema, raw ?? {});
  if (unknownField) throw unknownFieldError(unknownField);
  const parsed = schema.safeParse(raw ?? {}, { reportInput: true });
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The checks every call passes before its body is read: one operation of the caller's budget, the scope, an API token's access. */
export async function admitRestCall(ctx: Context, operation: RestOperation): Promise<void> {
  // A REST call is one operation of the caller's budget, as a GraphQL operation is.
  await ctx.operationBudget.take(ctx);
  // A token learns why it is refused (a privilege change needs a person) before the level check.
  const tokenRefusal = apiTokenRefusal(ctx.viewer, { name: restKeyOf(operation), access: operation.access ?? restAccessOf(operation.operation) });
  if (tokenRefusal) throw tokenRefusal;
  if (!scopesFor(ctx)[operation.scope]) throw unauthorizedError(ctx);
}

export interface RestResponse {
  status: number;
  /** sent as Retry-After with a 429 */
  retryAfterSeconds?: number;
  body: { success: boolean; result: unknown; error: string | null; field?: string; errorId?: string; total?: number };
}

export const restSuccess = (result: unknown): RestResponse =>
  result instanceof RestPage
    ? { status: 200, body: { success: true, result: result.result, error: null, total: result.total } }
    : { status: 200, body: { success: true, result: result ?? null, error: null } };

/**
 * The envelope of a failed call. An expected failure keeps its message; its `field` is written as
 * the dotted path of the body field at fault (`input.name`), whichever layer named it.
 */
export function restFailure(operation: RestOperation | null, thrown: unknown): RestResponse {
  const error = recordNotFound(thrown) ?? thrown;
  if (error instanceof AppError) {
    const field = error.field && operation ? restFieldPath(operation.body, error.field) : error.field;
    return {
      status: error.status,
      ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      body: { success: false, result: null, error: error.message, ...(field ? { field } : {}) },
    };
  }
  if (error instanceof HttpError) return { status: error.status, body: { success: false, result: null, error: error.message } };
  return { status: 500, body: unexpectedErrorBody(error, `REST ${operation ? restKeyOf(operation) : ''}`) };
}

/** Runs a JSON shim on a parsed body. */
export async function runRestOperation(ctx: Context, family: string, name: string, rawBody: unknown): Promise<RestResponse> {
  const operation = operations.get(`${family}/${name}`);
  if (!operation || restKindOf(operation) !== 'json') {
    return { status: 404, body: { success: false, result: null, error: `Unknown operation ${family}/${name}.` } };
  }
  try {
    await admitRestCall(ctx, operation);
    const body = parseRestBody(operation.body, rawBody);
    return restSuccess(await (operation as JsonRestOperation).handler(ctx, body));
  } catch (thrown) {
    return restFailure(operation, thrown);
  }
}
