import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { ViewerProviderQuery, ViewerProviderQuery$data } from './__generated__/ViewerProviderQuery.graphql';
import { describeError, reportClientError } from './reportClientError';
import { useSession } from './SessionProvider';

const viewerQuery = graphql`
  query ViewerProviderQuery {
    me {
      id
      rowId
      username
      firstName
      lastName
      pid
      roleId
      roleName
      roleLevel
      checkoutType
      groupId
      groupIds
      groups {
        id
        rowId
        name
      }
      activeGroup {
        id
        rowId
        name
      }
    }
    activePlatform {
      id
      rowId
      name
      isDefault
      requireMFA
      integration
    }
  }
`;

export type ViewerUser = NonNullable<ViewerProviderQuery$data['me']>;
export type ViewerPlatform = ViewerProviderQuery$data['activePlatform'];

export interface ViewerState {
  /** True while the signed-in user or the platform is still loading. */
  loading: boolean;
  user: ViewerUser | null;
  platform: ViewerPlatform | null;
}

export const LOADING_VIEWER: ViewerState = { loading: true, user: null, platform: null };
const UNKNOWN_VIEWER: ViewerState = { loading: false, user: null, platform: null };

export const ViewerContext = createContext<ViewerState>(LOADING_VIEWER);

export function useViewer(): ViewerState {
  return useContext(ViewerContext);
}

export function ViewerProvider({ children }: { children: ReactNode }) {
  const { environmentKey } = useSession();
  const [loaded, setLoaded] = useState<{ environmentKey: number; viewer: ViewerState } | null>(null);
  const viewer = loaded?.environmentKey === environmentKey ? loaded.viewer : LOADING_VIEWER;
  const onViewer = useCallback(
    (next: ViewerState) => setLoaded({ environmentKey, viewer: next }),
    [environmentKey],
  );

  return (
    <ViewerContext.Provider value={viewer}>
      {/* The loader renders nothing, so its error boundary never hides a failure of the screens. */}
      <ErrorBoundary
        key={environmentKey}
        fallback={<ViewerUnavailable onViewer={onViewer} />}
        onError={(error) => reportClientError({ ...describeError(error), operation: 'ViewerProviderQuery' })}
      >
        <Suspense fallback={null}>
          <ViewerLoader onViewer={onViewer} />
        </Suspense>
      </ErrorBoundary>
      {children}
    </ViewerContext.Provider>
  );
}

function ViewerLoader({ onViewer }: { onViewer(viewer: ViewerState): void }) {
  const { token, tokenRefused, relay } = useSession();
  // Loaded with the environment, before any screen renders; the route loaders wait on the same request.
  const data = usePreloadedQuery<ViewerProviderQuery>(viewerQuery, relay.viewerQuery());
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

/** Without the API the app still renders, as for a visitor. */
function ViewerUnavailable({ onViewer }: { onViewer(viewer: ViewerState): void }) {
  useLayoutEffect(() => {
    onViewer(UNKNOWN_VIEWER);
  }, [onViewer]);
  return null;
}
