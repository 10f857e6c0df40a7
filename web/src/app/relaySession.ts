import { loadQuery, type PreloadedQuery, type PreloadFetchPolicy } from 'react-relay';
import { fetchQuery, type ConcreteRequest, type Environment, type OperationType, type VariablesOf } from 'relay-runtime';
import ViewerQuery, {
  type ViewerProviderQuery,
  type ViewerProviderQuery$data,
} from './__generated__/ViewerProviderQuery.graphql';
import { createRelayEnvironment } from './relayEnvironment';
import { REPORT_OPERATION_NAME, reportClientError } from './reportClientError';
import type { AppSession } from './session';

/** What a route's loader hands its screen: one reference per query. */
export type RouteQueries = readonly PreloadedQuery<OperationType>[];

/** A session's Relay side: one environment per token, and the viewer query every guard and the header read. */
export interface RelayLayer {
  /** The environment of the session's current token. */
  environment(): Environment;
  /** Starts a query in the current environment (a route's, when navigation starts). */
  load<Q extends OperationType>(request: ConcreteRequest, variables: VariablesOf<Q>, fetchPolicy?: PreloadFetchPolicy): PreloadedQuery<Q>;
  /** The signed-in user and platform, loaded once per environment. */
  viewerQuery(): PreloadedQuery<ViewerProviderQuery>;
  /** Resolves with the viewer (from the store when known); null when it cannot be loaded. */
  viewer(): Promise<ViewerProviderQuery$data | null>;
}

const layers = new WeakMap<AppSession, RelayLayer>();

export function relayLayerFor(session: AppSession): RelayLayer {
  let layer = layers.get(session);
  if (!layer) {
    layer = createRelayLayer(session);
    layers.set(session, layer);
  }
  return layer;
}

function createRelayLayer(session: AppSession): RelayLayer {
  let current: { key: number; environment: Environment; dispose(): void } | null = null;
  let viewerRef: { key: number; ref: PreloadedQuery<ViewerProviderQuery> } | null = null;

  // A new token closes the previous environment's live connection at once, even when nothing
  // asks for the new environment (a sign-out to /Login).
  session.subscribe(() => {
    if (current && current.key !== session.get().key) {
      current.dispose();
      current = null;
    }
  });

  const environment = () => {
    const { key, token } = session.get();
    if (current?.key !== key) {
      current = {
        key,
        ...createRelayEnvironment({
          token,
          onCallFailed: (failure) => reportClientError(failure),
          // An expired or used reset link is an expected answer, shown on the page.
          unreportedOperations: [REPORT_OPERATION_NAME, 'ResetPasswordPageQuery'],
          onSessionEnded: () => session.onSessionEnded(),
        }),
      };
    }
    return current.environment;
  };

  const layer: RelayLayer = {
    environment,
    load: (request, variables, fetchPolicy) => loadQuery(environment(), request, variables, { fetchPolicy }),
    viewerQuery() {
      const { key } = session.get();
      if (viewerRef?.key !== key) {
        viewerRef?.ref.dispose();
        viewerRef = { key, ref: loadQuery<ViewerProviderQuery>(environment(), ViewerQuery, {}, { fetchPolicy: 'store-and-network' }) };
      }
      return viewerRef.ref;
    },
    viewer() {
      layer.viewerQuery();
      // Joins the request already under way for the same query instead of sending another.
      return fetchQuery<ViewerProviderQuery>(environment(), ViewerQuery, {}, { fetchPolicy: 'store-or-network' })
        .toPromise()
        .then((data) => data ?? null)
        .catch(() => null);
    },
  };
  return layer;
}
