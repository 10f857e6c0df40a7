import { GraphQLError, type ExecutionResult } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { AppError, recordNotFound } from '../schema/errors.ts';
import { answersComplete } from '../live/sharedAnswers.ts';

/**
 * The GraphQL edge of the services' errors, in one place: an `AppError` a resolver, a context or a
 * plugin threw (or a record Prisma did not find, P2025) becomes a GraphQLError at the same place
 * in the answer, its message as it is and its extensions saying `code`, `field`, `retryAfterSeconds`,
 * any `details`, and the HTTP status (with Retry-After) Yoga answers. The REST edge is
 * `restFailure` in rest/registry.ts.
 */
export function graphqlErrorOf(error: AppError, at?: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: at?.nodes,
    source: at?.source,
    positions: at?.positions,
    path: at?.path,
    extensions: {
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
      ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      http: {
        status: error.status,
        ...(error.retryAfterSeconds ? { headers: { 'retry-after': String(error.retryAfterSeconds) } } : {}),
      },
      ...error.details,
    },
  });
}

/** What was thrown, below the GraphQLErrors graphql-js and graphql-jit wrap it in. */
function originOf(error: unknown): unknown {
  let cause = error;
  while (cause instanceof GraphQLError && cause.originalError && cause.originalError !== cause) cause = cause.originalError;
  return cause;
}

/**
 * An expected error as the client receives it: a service's failure (AppError, a missing record)
 * as its GraphQLError, a GraphQLError raised on purpose (validation, parsing, limits) as it is;
 * null for anything else, which the masking hides as unexpected (http/unexpectedErrors.ts).
 */
export function expectedGraphQLError(error: unknown): GraphQLError | null {
  const origin = originOf(error);
  const failure = origin instanceof AppError ? origin : recordNotFound(origin);
  if (failure) return graphqlErrorOf(failure, error instanceof GraphQLError ? error : undefined);
  return origin instanceof GraphQLError ? (error as GraphQLError) : null;
}

const answerError = (error: GraphQLError) => expectedGraphQLError(error) ?? error;

/** An answer with the services' errors in it mapped (see graphqlErrorOf); the same answer when there are none. */
export function withDomainErrors(result: ExecutionResult): ExecutionResult {
  const errors = result.errors?.map(answerError);
  return errors?.some((error, i) => error !== result.errors![i]) ? { ...result, errors } : result;
}

function mapResult({ result, setResult }: { result: ExecutionResult; setResult: (result: ExecutionResult) => void }) {
  const mapped = withDomainErrors(result);
  if (mapped !== result) setResult(mapped);
}

/**
 * Maps the services' errors (see graphqlErrorOf) in every answer, subscription events included
 * (those an audience shares are mapped once as they are built, see live/sharedAnswers.ts), and in
 * a context that could not be built. It runs before Yoga's masking, which then passes them
 * through as expected instead of logging them and hiding them as unexpected.
 */
export function useDomainErrors(): Plugin {
  return {
    onPluginInit({ registerContextErrorHandler }) {
      registerContextErrorHandler(({ error, setError }) => {
        const expected = expectedGraphQLError(error);
        if (expected) setError(expected);
      });
    },
    onExecute: () => ({ onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, mapResult) }),
    onSubscribe: () => ({
      onSubscribeResult: (payload) => (answersComplete(payload.result) ? undefined : handleStreamOrSingleExecutionResult(payload, mapResult)),
      onSubscribeError: ({ error, setError }) => {
        const expected = expectedGraphQLError(error);
        if (expected) setError(expected);
      },
    }),
  };
}
