import type { Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { authorizationHeaders, TOKEN_EXPIRED_MESSAGE } from './sessionToken';

export const GRAPHQL_PATH = '/graphql';

interface GraphQLErrorLike {
  message: string;
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

export interface RelayEnvironmentOptions {
  token: string | null;
  /** Told about every failed call, for error reporting. */
  onCallFailed?(failure: FailedCall): void;
  /** Operations whose failures are not passed to onCallFailed. */
  unreportedOperations?: readonly string[];
  /**
   * The server no longer accepts the token (it ran out, or the session was ended: signed out
   * elsewhere, a new password, an administrator's change). Called once per environment.
   */
  onSessionEnded?(): void;
}

/** The close code of a live connection whose session ended (api/src/live/rights.ts). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** Every error of the answer is a "… not found." (their messages are joined by new lines). */
const NOT_FOUND_ONLY = /^([A-Za-z][A-Za-z ]{0,40} not found\.)(\n[A-Za-z][A-Za-z ]{0,40} not found\.)*$/;

const saysSessionEnded = (errors: readonly GraphQLErrorLike[]) => errors.some((error) => error.message === TOKEN_EXPIRED_MESSAGE);

function webSocketUrl() {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

function createFetch(
  { token, onCallFailed, unreportedOperations = [] }: RelayEnvironmentOptions,
  sessionEnded: () => void,
): FetchFunction {
  const report = (failure: FailedCall) => {
    // A record that is missing or another platform's is an expected answer, shown as "… not found.".
    if (!unreportedOperations.includes(failure.operation) && !NOT_FOUND_ONLY.test(failure.message)) onCallFailed?.(failure);
  };

  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const controller = new AbortController();
      let reported = false;

      fetch(GRAPHQL_PATH, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/graphql-response+json, application/json',
          ...authorizationHeaders(token),
        },
        body: JSON.stringify({ query: request.text, operationName: request.name, variables }),
        signal: controller.signal,
      })
        .then(async (response) => {
          const payload = (await response.json().catch(() => null)) as {
            data?: unknown;
            errors?: GraphQLErrorLike[];
          } | null;
          if (!payload) throw new Error(`${response.status} ${response.statusText}`.trim());
          const errors = payload.errors ?? [];
          if (token && saysSessionEnded(errors)) {
            // Not a fault: the session is over, and the user is taken to sign in again.
            reported = true;
            sessionEnded();
          }
          if (errors.length > 0 && !reported) {
            reported = true;
            report({ message: errors.map((error) => error.message).join('\n'), operation: request.name });
          }
          if (payload.data === null || payload.data === undefined) {
            throw new GraphQLResponseError(
              errors.length > 0 ? errors : [{ message: `${response.status} ${response.statusText}`.trim() }],
            );
          }
          sink.next(payload as GraphQLResponse);
          sink.complete();
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = error instanceof Error ? error : new Error(String(error));
          if (!reported) report({ message: failure.message, stack: failure.stack ?? null, operation: request.name });
          sink.error(failure);
        });

      return () => controller.abort();
    });
}

function createSubscribe(getClient: () => Promise<Client>, sessionEnded: () => void): SubscribeFunction {
  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      getClient().then(
        (client) => {
          if (closed) return;
          unsubscribe = client.subscribe(
            { operationName: request.name, query: request.text ?? '', variables },
            {
              next: (value) => {
                if (value.errors && saysSessionEnded(value.errors)) sessionEnded();
                sink.next(value as GraphQLResponse);
              },
              error: (error) => {
                if (Array.isArray(error) && saysSessionEnded(error as GraphQLErrorLike[])) sessionEnded();
                sink.error(
                  error instanceof Error
                    ? error
                    : Array.isArray(error)
                      ? new GraphQLResponseError(error as GraphQLErrorLike[])
                      : new Error('Subscription closed'),
                );
              },
              complete: () => sink.complete(),
            },
          );
        },
        (error: unknown) => sink.error(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        closed = true;
        unsubscribe?.();
      };
    });
}

/** One environment per session token, so a new sign-in never sees the previous user's cache. */
export function createRelayEnvironment(options: RelayEnvironmentOptions) {
  const { token } = options;
  let ended = false;
  const sessionEnded = () => {
    if (ended || !token) return;
    ended = true;
    options.onSessionEnded?.();
  };
  // Created on first subscription and dropped on dispose, so a disposed environment can still
  // open a new socket if something subscribes again. The client library loads with the first
  // subscription: a visitor's pages never need it.
  let wsClient: Promise<Client> | null = null;
  const getClient = () =>
    (wsClient ??= import('graphql-ws').then(({ createClient }) => createClient({
      url: webSocketUrl(),
      lazy: true,
      connectionParams: () => authorizationHeaders(token),
      retryAttempts: 5,
      on: {
        closed: (event) => {
          if ((event as { code?: number } | null)?.code === SESSION_ENDED_CLOSE_CODE) sessionEnded();
        },
      },
    })));
  const environment = new Environment({
    network: Network.create(createFetch(options, sessionEnded), createSubscribe(getClient, sessionEnded)),
    store: new Store(new RecordSource()),
  });
  return {
    environment,
    dispose: () => {
      void wsClient?.then((client) => client.dispose());
      wsClient = null;
    },
  };
}
