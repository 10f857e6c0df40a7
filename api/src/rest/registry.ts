import { z } from 'zod';
import { scopesFor, unauthorizedError, type AuthScopes } from '../schema/scopes.ts';
import type { Context } from '../schema/context.ts';
import { AppError, recordNotFound } from '../schema/errors.ts';
import { apiTokenRefusal, restAccessOf, type OperationAccess } from '../apiTokens/scopes.ts';

/**
 * REST shims for partner systems: `POST /api/v1/<family>/<operation>`, JSON in,
 * `{ success, result, error }` out, HTTP 200 only on success. Each shim validates its body and
 * calls the same service function as the GraphQL field.
 */
export interface RestOperation<Schema extends z.ZodType = z.ZodType> {
  family: string;
  operation: string;
  scope: keyof AuthScopes;
  /** what an API token needs to call it (apiTokens/scopes.ts): by default `get…` reads, others write */
  access?: OperationAccess;
  body: Schema;
  handler: (ctx: Context, body: z.infer<Schema>) => Promise<unknown> | unknown;
}

const operations = new Map<string, RestOperation>();

export function defineRestOperation<Schema extends z.ZodType>(operation: RestOperation<Schema>): void {
  const key = `${operation.family}/${operation.operation}`;
  if (operations.has(key)) throw new Error(`REST operation ${key} is defined twice`);
  operations.set(key, operation as unknown as RestOperation);
}

export const restOperationKeys = () => [...operations.keys()].sort();

/** Turns the first schema issue into an error naming the field. */
export function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid input.';
  return new AppError(message, { field });
}

export interface RestResponse {
  status: number;
  /** sent as Retry-After with a 429 */
  retryAfterSeconds?: number;
  body: { success: boolean; result: unknown; error: string | null; field?: string };
}

export async function runRestOperation(ctx: Context, family: string, name: string, rawBody: unknown): Promise<RestResponse> {
  const operation = operations.get(`${family}/${name}`);
  if (!operation) return { status: 404, body: { success: false, result: null, error: `Unknown operation ${family}/${name}.` } };
  try {
    // A REST call is one operation of the caller's budget, as a GraphQL operation is.
    await ctx.operationBudget.take(ctx);
    if (!scopesFor(ctx)[operation.scope]) throw unauthorizedError(ctx);
    const tokenRefusal = apiTokenRefusal(ctx.viewer, { name: `${family}/${name}`, access: operation.access ?? restAccessOf(name) });
    if (tokenRefusal) throw tokenRefusal;
    const parsed = operation.body.safeParse(rawBody ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const result = await operation.handler(ctx, parsed.data);
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
    console.error(`REST ${family}/${name} failed`, error);
    return { status: 500, body: { success: false, result: null, error: 'Unexpected error.' } };
  }
}
