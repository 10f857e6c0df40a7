import { z } from 'zod';
import { scopesFor, unauthorizedError, type AuthScopes } from '../schema/scopes.ts';
import type { Context } from '../context.ts';
import { AppError, recordNotFound } from '../schema/errors.ts';
import { apiTokenRefusal, restAccessOf, type OperationAccess } from '../apiTokens/scopes.ts';
import { findUnknownField } from './fields.ts';
import { unexpectedErrorBody } from '../http/unexpectedErrors.ts';
import '../schema/zodMessages.ts';

/**
 * REST shims for partner systems: `POST /api/v1/<family>/<operation>`, JSON in,
 * `{ success, result, error }` out, HTTP 200 only on success. Each shim validates its body and
 * calls the same service function as the GraphQL field. A body field the schema does not declare
 * is refused with a 400 naming it. `docs/REST.md` is generated from these registrations.
 */
export interface RestOperation<Schema extends z.ZodType = z.ZodType> {
  family: string;
  operation: string;
  scope: keyof AuthScopes;
  /** what an API token needs to call it (apiTokens/scopes.ts): by default `get…` reads, others write */
  access?: OperationAccess;
  /** one line for the partner docs */
  summary?: string;
  body: Schema;
  /** the shape of `result`, for the partner docs and the contract tests */
  answer?: z.ZodType;
  handler: (ctx: Context, body: z.infer<Schema>) => Promise<unknown> | unknown;
}

const operations = new Map<string, RestOperation>();

export function defineRestOperation<Schema extends z.ZodType>(operation: RestOperation<Schema>): void {
  const key = `${operation.family}/${operation.operation}`;
  if (operations.has(key)) throw new Error(`REST operation ${key} is defined twice`);
  operations.set(key, operation as unknown as RestOperation);
}

export const restOperationKeys = () => [...operations.keys()].sort();

/** The shim at `family/operation`. */
export function restOperation(key: string): RestOperation {
  const operation = operations.get(key);
  if (!operation) throw new Error(`No REST operation ${key}`);
  return operation;
}

/** Every registered shim, ordered by path. */
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

export interface RestResponse {
  status: number;
  /** sent as Retry-After with a 429 */
  retryAfterSeconds?: number;
  body: { success: boolean; result: unknown; error: string | null; field?: string; errorId?: string; total?: number };
}

export async function runRestOperation(ctx: Context, family: string, name: string, rawBody: unknown): Promise<RestResponse> {
  const operation = operations.get(`${family}/${name}`);
  if (!operation) return { status: 404, body: { success: false, result: null, error: `Unknown operation ${family}/${name}.` } };
  try {
    // A REST call is one operation of the caller's budget, as a GraphQL operation is.
    await ctx.operationBudget.take(ctx);
    const tokenRefusal = apiTokenRefusal(ctx.viewer, { name: `${family}/${name}`, access: operation.access ?? restAccessOf(name) });
    if (tokenRefusal) throw tokenRefusal;
    if (!scopesFor(ctx)[operation.scope]) throw unauthorizedError(ctx);
    const unknownField = findUnknownField(operation.body, rawBody ?? {});
    if (unknownField) throw unknownFieldError(unknownField);
    const parsed = operation.body.safeParse(rawBody ?? {}, { reportInput: true });
    if (!parsed.success) throw validationError(parsed.error);
    const result = await operation.handler(ctx, parsed.data);
    if (result instanceof RestPage) return { status: 200, body: { success: true, result: result.result, error: null, total: result.total } };
    return { status: 200, body: { success: true, result: result ?? null, error: null } };
  } catch (thrown) {
    const error = recordNotFound(thrown) ?? thrown;
    if (error instanceof AppError) {
      return {
        status: error.status,
        ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
        body: { success: false, result: null, error: error.message, ...(error.field ? { field: error.field } : {}) },
      };
    }
    return { status: 500, body: unexpectedErrorBody(error, `REST ${family}/${name}`) };
  }
}
