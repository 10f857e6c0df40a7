import { loadQuery, type PreloadedQuery } from 'react-relay';
import { fetchQuery, type Environment } from 'relay-runtime';
import ViewerQuery, {
  type ViewerProviderQuery,
  type ViewerProviderQuery$data,
} from './__generated__/ViewerProviderQuery.graphql';
import { createRelayEnvironment } from './relayEnvironment';
import { REPORT_OPERATION_NAME, reportClientError } from './reportClientError';
import { readStoredToken } from './sessionToken';

export interface RelaySessionState {
  /** Changes whenever the environment is replaced (sign-in, sign-out, expiry). */
  key: number;
  token: string | null;
  environment: Environment;
  dispose(): void;
}

/**
 * The session token and the Relay environment that goes with it, held outside React so route
 * loaders can start a screen's query the moment navigation starts, before anything renders.
 */
export interface RelaySession {
  get(): RelaySessionState;
  setToken(token: string | null): void;
  subscribe(listener: () => void): () => void;
  /** The signed-in user and platform, loaded once per environment; every guard and the header read it. */
  viewerQuery(): PreloadedQuery<ViewerProviderQuery>;
  /** Resolves with the viewer (from the store when known); null when it cannot be loaded. */
  viewer(): Promise<ViewerProviderQuery$data | null>;
  /** Told when the server no longer accepts the token. */
  onSessionEnded: () => void;
}

let environmentCount = 0;

export function createRelaySession(initialToken: string | null = readStoredToken().token): RelaySession {
  const listeners = new Set<() => void>();
  let viewerRef: { key: number; ref: PreloadedQuery<ViewerProviderQuery> } | null = null;

  const session: RelaySession = {
    onSessionEnded: () => {},
    get: () => current,
    setToken(token) {
      if (token === current.token) return;
      current = create(token);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    viewerQuery() {
      if (viewerRef?.key !== current.key) {
        viewerRef?.ref.dispose();
        viewerRef = {
          key: current.key,
          ref: loadQuery<ViewerProviderQuery>(current.environment, ViewerQuery, {}, { fetchPolicy: 'store-and-network' }),
        };
      }
      return viewerRef.ref;
    },
    viewer() {
      const { environment } = current;
      session.viewerQuery();
      // Joins the request already under way for the same query instead of sending another.
      return fetchQuery<ViewerProviderQuery>(environment, ViewerQuery, {}, { fetchPolicy: 'store-or-network' })
        .toPromise()
        .then((data) => data ?? null)
        .catch(() => null);
    },
  };

  function create(token: string | null): RelaySessionState {
    return {
      key: ++environmentCount,
      token,
      ...createRelayEnvironment({
        token,
        onCallFailed: (failure) => reportClientError(failure),
        // An expired or used reset link is an expected answer, shown on the page.
        unreportedOperations: [REPORT_OPERATION_NAME, 'ResetPasswordPageQuery'],
        onSessionEnded: () => session.onSessionEnded(),
      }),
    };
  }

  let current = create(initialToken);
  return session;
}
