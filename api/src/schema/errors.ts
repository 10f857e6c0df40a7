import { GraphQLError } from 'graphql';

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

  constructor(message: string, options: { code?: ErrorCode; field?: string; retryAfterSeconds?: number } = {}) {
    const code = options.code ?? 'BAD_USER_INPUT';
    super(message, {
      extensions: {
        code,
        ...(options.field ? { field: options.field } : {}),
        ...(options.retryAfterSeconds ? { retryAfterSeconds: options.retryAfterSeconds } : {}),
        http: { status: httpStatusByCode[code] },
      },
    });
    this.code = code;
    this.field = options.field;
    this.status = httpStatusByCode[code];
  }
}

export const notFound = (what: string) => new AppError(`${what} not found.`, { code: 'NOT_FOUND' });
export const forbidden = (message = 'You do not have access to this.') => new AppError(message, { code: 'FORBIDDEN' });
export const unauthenticated = (message = 'You must be signed in.') =>
  new AppError(message, { code: 'UNAUTHENTICATED' });
