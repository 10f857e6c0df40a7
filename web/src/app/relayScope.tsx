// The React side of the Relay runtime, in a chunk of its own: loaded by the first screen that
// reads data, or for a signed-in viewer, never by a visitor's /Login. Only relaySeam.tsx imports it.
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { RelayEnvironmentProvider, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData } from 'react-router';
import { LoadingIndicator } from '../ui/Spinner';
import ViewerQuery, { type ViewerProviderQuery } from './__generated__/ViewerProviderQuery.graphql';
import { relayLayerFor, type RouteQueries } from './relaySession';
import { useSession } from './SessionProvider';
import type { ViewerState } from './viewerState';

// relayOf() (relaySeam.tsx) loads the runtime through this module, so its React side arrives with it.
export { relayLayerFor };

/** Provides the environment of the session's current token to what it wraps. */
export function RelayScope({ children }: { children: ReactNode }) {
  // The session changes with the token, so this renders again with the new token's environment.
  const { app } = useSession();
  return <RelayEnvironmentProvider environment={relayLayerFor(app).environment()}>{children}</RelayEnvironmentProvider>;
}

/**
 * A route's screen in the session's environment. Shows the loading indicator instead of a screen
 * whose data was loaded for an earlier session (just signed in, out or expired) while the route
 * loads it again (ReloadOnSessionChange).
 */
export function RouteDataScope({ children }: { children: ReactNode }) {
  return (
    <RelayScope>
      <FreshRouteData>{children}</FreshRouteData>
    </RelayScope>
  );
}

function FreshRouteData({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const refs = useLoaderData() as RouteQueries | null | undefined;
  if (Array.isArray(refs) && refs.some((ref) => ref.environment !== environment)) return <LoadingIndicator />;
  return children;
}

/** Reads the signed-in user and platform, loaded with the environment before any screen renders. */
export function ViewerLoader({ onViewer }: { onViewer(viewer: ViewerState): void }) {
  return (
    <RelayScope>
      <ViewerReader onViewer={onViewer} />
    </RelayScope>
  );
}

function ViewerReader({ onViewer }: { onViewer(viewer: ViewerState): void }) {
  const { token, tokenRefused, app } = useSession();
  // The route loaders wait on the same request.
  const data = usePreloadedQuery<ViewerProviderQuery>(ViewerQuery, relayLayerFor(app).viewerQuery());
  const user = data.me ?? null;
  const platform = data.activePlatform ?? null;

  useLayoutEffect(() => {
    onViewer({ loading: false, user, platform });
  }, [user, platform, onViewer]);

  // A token sent and answered as a visitor's: the session is over for the server, as if expired.
  useEffect(() => {
    if (token && !user) tokenRefused();
  }, [token, user, tokenRefused]);

  return null;
}
