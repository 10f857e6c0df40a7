// One GraphQL call over HTTP, without the Relay runtime: Relay's network layer sends every call
// through it, and the pages a visitor sees before there is a session (sign-in, the theme) use it
// directly, so a first visit to /Login does not download Relay (see relayScope.tsx).
import { authorizationHeaders, TOKEN_EXPIRED_MESSAGE } from './sessionToken';

export const GRAPHQL_PATH = '/graphql';

export interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

/** A GraphQL answer without data; its message is the server's error text (for example 'Login failed!'). */
export class GraphQLResponseError extends Error {
  readonly errors: readonly GraphQLErrorLike[];

  constructor(errors: readonly GraphQLErrorLike[]) {
    super(errors.map((error) => error.message).join('\n') || 'Request failed');
    this.name = 'GraphQLResponseError';
    this.errors = errors;
  }
}

export interface FailedCall {
  message: string;
  stack?: string | null;
  operation: string;
}

/**
 * A compiled operation (a Relay artifact's `params`): its name, and its persisted id (the build's
 * artifacts carry only the id: relay.config.js `persistConfig`) or, without one, its text.
 */
export interface OperationText {
  name: string;
  id?: string | null;
  text?: string | null;
}

/**
 * What the server is sent for an operation: its persisted `documentId` (the server holds the text,
 * docs/PERSISTED_OPERATIONS.md), or its text when it has no id. The live socket sends the same.
 */
export function operationBody(operation: OperationText, variables: Record<string, unknown>) {
  return operation.id
    ? { documentId: operation.id, operationName: operation.name, variables }
    : { query: operation.text ?? '', operationName: operation.name, variables };
}

export interface CallOptions {
  token: string | null;
  /** Told about every failed call, for error reporting. */
  onCallFailed?(failure: FailedCall): void;
  /** Operations whose failures are not passed to onCallFailed. */
  unreportedOperations?: readonly string[];
  /** The server no longer accepts the token (it ran out, or the session was ended). */
  onSessionEnded?(): void;
  signal?: AbortSignal;
}

export interface GraphQLAnswer<Data = unknown> {
  data: Data;
  errors?: GraphQLErrorLike[];
}

/** Every error of the answer is a "… not found." (their messages are joined by new lines). */
const NOT_FOUND_ONLY = /^([A-Za-z][A-Za-z ]{0,40} not found\.)(\n[A-Za-z][A-Za-z ]{0,40} not found\.)*$/;

export const saysSessionEnded = (errors: readonly GraphQLErrorLike[]) =>
  errors.some((error) => error.message === TOKEN_EXPIRED_MESSAGE);

/**
 * Posts the operation and resolves with its answer (data, and errors beside it); rejects with a
 * GraphQLResponseError when the answer has no data. A failure is reported once; an answer that
 * says the session ended is not a failure, and is passed to onSessionEnded instead.
 */
export async function sendOperation<Data = unknown>(
  operation: OperationText,
  variables: Record<string, unknown>,
  { token, onCallFailed, unreportedOperations = [], onSessionEnded, signal }: CallOptions,
): Promise<GraphQLAnswer<Data>> {
  let reported = false;
  const report = (failure: FailedCall) => {
    if (reported) return;
    reported = true;
    // A record that is missing or another platform's is an expected answer, shown as "… not found.".
    if (!unreportedOperations.includes(failure.operation) && !NOT_FOUND_ONLY.test(failure.message)) onCallFailed?.(failure);
  };
  try {
    const response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        ...authorizationHeaders(token),
      },
      body: JSON.stringify(operationBody(operation, variables)),
      signal,
    });
    const payload = (await response.json().catch(() => null)) as { data?: Data | null; errors?: GraphQLErrorLike[] } | null;
    if (!payload) throw new Error(`${response.status} ${response.statusText}`.trim());
    const errors = payload.errors ?? [];
    // 401: the server refused the token itself (run out, its session ended, or not one it issued).
    if (token && (response.status === 401 || saysSessionEnded(errors))) {
      // Not a fault: the session is over, and the user is taken to sign in again.
      reported = true;
      onSessionEnded?.();
    }
    if (errors.length > 0) report({ message: errors.map((error) => error.message).join('\n'), operation: operation.name });
    if (payload.data === null || payload.data === undefined) {
      throw new GraphQLResponseError(errors.length > 0 ? errors : [{ message: `${response.status} ${response.statusText}`.trim() }]);
    }
    return payload as GraphQLAnswer<Data>;
  } catch (error: unknown) {
    if (signal?.aborted) throw error;
    const failure = error instanceof Error ? error : new Error(String(error));
    report({ message: failure.message, stack: failure.stack ?? null, operation: operation.name });
    throw failure;
  }
}

/** A compiled operation as the build puts it in place of its tag: a Relay artifact. */
export interface CompiledOperation {
  readonly params: OperationText;
}

/**
 * The `graphql` tag for operations sent with sendOperation: the Relay compiler reads the text and
 * the build replaces each tag with its compiled artifact, without importing the Relay runtime.
 */
export function graphql(_text: TemplateStringsArray): CompiledOperation {
  throw new Error('graphql`` tags are replaced by their artifacts at build time.');
}
