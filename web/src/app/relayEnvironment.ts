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
import {
  GRAPHQL_PATH,
  GraphQLResponseError,
  operationBody,
  saysSessionEnded,
  sendOperation,
  type CallOptions,
  type GraphQLErrorLike,
} from './graphqlRequest';
import { authorizationHeaders } from './sessionToken';

export interface RelayEnvironmentOptions extends Omit<CallOptions, 'signal'> {}

/** The close code of a live connection whose session ended (api/src/live/rights.ts). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

function webSocketUrl() {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

function createFetch(options: RelayEnvironmentOptions, sessionEnded: () => void): FetchFunction {
  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const controller = new AbortController();
      sendOperation(request, variables, { ...options, onSessionEnded: sessionEnded, signal: controller.signal }).then(
        (answer) => {
          sink.next(answer as GraphQLResponse);
          sink.complete();
        },
        (error: unknown) => {
          if (!controller.signal.aborted) sink.error(error as Error);
        },
      );
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
          // graphql-ws wants a `query` string: empty beside a documentId.
          unsubscribe = client.subscribe(
            { query: '', ...operationBody(request, variables) },
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
