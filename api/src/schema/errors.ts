import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Prisma } from '../generated/prisma/client.ts';

export type ErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

const httpStatusByCode: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

/**
 * An expected failure whose message the client shows word for word. It is a GraphQLError so Yoga
 * passes it through unmasked; `field` names the input field at fault.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly status: number;
  /** a refusal for now: when to try again (sent as Retry-After) */
  readonly retryAfterSeconds?: number;

  constructor(message: string, options: { code?: ErrorCode; field?: string; retryAfterSeconds?: number } = {}) {
    const code = options.code ?? 'BAD_USER_INPUT';
    super(message, {
      extensions: {
        code,
        ...(options.field ? { field: options.field } : {}),
        ...(options.retryAfterSeconds ? { retryAfterSeconds: options.retryAfterSeconds } : {}),
        http: {
          status: httpStatusByCode[code],
          ...(options.retryAfterSeconds ? { headers: { 'retry-after': String(options.retryAfterSeconds) } } : {}),
        },
      },
    });
    this.code = code;
    this.field = options.field;
    this.status = httpStatusByCode[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (what: string) => new AppError(`${what} not found.`, { code: 'NOT_FOUND' });
export const forbidden = (message = 'You do not have access to this.') => new AppError(message, { code: 'FORBIDDEN' });
export const unauthenticated = (message = 'You must be signed in.') =>
  new AppError(message, { code: 'UNAUTHENTICATED' });

/** Model names as the client's messages say them, where they differ. */
const RECORD_NAMES: Record<string, string> = {
  QuoteLine: 'Quote line',
  Rma: 'RMA',
  RmaDetail: 'RMA Detail',
  ApiToken: 'API token',
  StatusType: 'Status type',
  ProductList: 'Product list',
  ConfiguratorModel: 'Configurator model',
  IssueReport: 'Issue report',
};

/** A record's name as the client's messages say it ("Quote line" for QuoteLine). */
export const recordName = (model: string) => RECORD_NAMES[model] ?? model;

/**
 * A record that a lookup or change required and did not find (Prisma's P2025, from a `node(id)`
 * lookup, `findUniqueOrThrow`, `update` or `delete`) as the NOT_FOUND answer naming it, rather
 * than Prisma's own text; null for any other error.
 */
export function recordNotFound(error: unknown): AppError | null {
  let cause = error;
  while (cause instanceof GraphQLError && cause.originalError && cause.originalError !== cause) cause = cause.originalError;
  if (!(cause instanceof Prisma.PrismaClientKnownRequestError) || cause.code !== 'P2025') return null;
  const model = typeof cause.meta?.modelName === 'string' ? cause.meta.modelName : null;
  return notFound(model ? recordName(model) : 'Record');
}

/** A missing record's error in an answer, as NOT_FOUND at the same place; any other error as it is. */
function namedNotFound(error: GraphQLError): GraphQLError {
  const missing = recordNotFound(error);
  if (!missing) return error;
  return new GraphQLError(missing.message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: missing.extensions });
}

/**
 * Answers a missing record as NOT_FOUND, naming it (see recordNotFound). It runs before Yoga's
 * masking, which then passes the error through as expected instead of logging it and, in
 * production, hiding it as unexpected.
 */
export function useRecordNotFound(): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, setResult }) => {
        if (Symbol.asyncIterator in result) return;
        const answer = result as ExecutionResult;
        const errors = answer.errors?.map(namedNotFound);
        if (errors?.some((error, i) => error !== answer.errors![i])) setResult({ ...answer, errors });
      },
    }),
  };
}
