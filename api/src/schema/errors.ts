import { Prisma } from '../generated/prisma/client.ts';

export type ErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE';

const httpStatusByCode: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * An expected failure, thrown by services, whose message the client shows word for word: `code`
 * says what kind (and so the HTTP status), `field` names the input field at fault. It knows no
 * protocol: the GraphQL edge (`http/graphqlErrors.ts`) and the REST edge (`rest/registry.ts`
 * `restFailure`) each turn it into their answer, in one place.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly status: number;
  /** a refusal for now: when to try again (sent as Retry-After) */
  readonly retryAfterSeconds?: number;
  /** more about the failure for GraphQL clients, sent with the code in the error's extensions (e.g. the lines that stop an order) */
  readonly details?: Record<string, unknown>;

  constructor(message: string, options: { code?: ErrorCode; field?: string; retryAfterSeconds?: number; details?: Record<string, unknown> } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = options.code ?? 'BAD_USER_INPUT';
    this.field = options.field;
    this.status = httpStatusByCode[this.code];
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
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
export function recordNotFound(cause: unknown): AppError | null {
  if (!(cause instanceof Prisma.PrismaClientKnownRequestError) || cause.code !== 'P2025') return null;
  const model = typeof cause.meta?.modelName === 'string' ? cause.meta.modelName : null;
  return notFound(model ? recordName(model) : 'Record');
}
