import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';
import { expectedGraphQLError } from './graphqlErrors.ts';
import { currentLog } from '../observability/logger.ts';

/**
 * What a client is told of an error nobody expected (a database or driver failure, a bug), in every
 * mode, development included: this text and an id. The details go to the server log under that id,
 * so a report quoting the id finds them; the client never sees a database or library message.
 */
export const UNEXPECTED_ERROR = 'Unexpected error.';

/** Logs an unexpected error under a new id and returns the id for the answer. */
export function logUnexpectedError(error: unknown, where: string): string {
  const errorId = randomUUID();
  currentLog().error({ err: error, errorId, where }, `Unexpected error ${errorId} in ${where}`);
  return errorId;
}

/** The answer of a REST-style endpoint to an unexpected error (the error is logged). */
export function unexpectedErrorBody(error: unknown, where: string) {
  return { success: false as const, result: null, error: UNEXPECTED_ERROR, errorId: logUnexpectedError(error, where) };
}

/**
 * Yoga's `maskedErrors.maskError`: expected errors pass as the client receives them (http/graphqlErrors.ts); any other is logged with an id
 * and answered as "Unexpected error." with `extensions.errorId` (and `code: INTERNAL_SERVER_ERROR`).
 */
export function maskUnexpectedError(error: unknown, message: string): Error {
  const expected = expectedGraphQLError(error);
  if (expected) return expected;
  const cause = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  const where = error instanceof GraphQLError && error.path ? `GraphQL ${error.path.join('.')}` : 'GraphQL';
  const errorId = logUnexpectedError(cause, where);
  const masked = maskError(error, message, false) as GraphQLError;
  (masked.extensions as Record<string, unknown>).errorId = errorId;
  return masked;
}
