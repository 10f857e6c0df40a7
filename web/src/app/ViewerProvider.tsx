import { createContext, Suspense, useCallback, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { graphql } from './graphqlRequest';
import { ViewerLoader } from './relaySeam';
import type { ViewerState } from './viewerState';
import { describeError, reportClientError } from './reportClientError';
import { useSession } from './SessionProvider';

// Read by the Relay runtime once a session has a token (relayScope.tsx); a visitor is no one, without asking.
graphql`
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

export type { ViewerPlatform, ViewerState, ViewerUser } from './viewerState';

export const LOADING_VIEWER: ViewerState = { loading: true, user: null, platform: null };
/** No token: no one, known without asking. Also what the app shows when the viewer cannot be loaded. */
const VISITOR: ViewerState = { loading: false, user: null, platform: null };

export const ViewerContext = createContext<ViewerState>(LOADING_VIEWER);

export function useViewer(): ViewerState {
  return useContext(ViewerContext);
}

export function ViewerProvider({ children }: { children: ReactNode }) {
  const { environmentKey, token } = useSession();
  const [loaded, setLoaded] = useState<{ environmentKey: number; viewer: ViewerState } | null>(null);
  const viewer = !token ? VISITOR : loaded?.environmentKey === environmentKey ? loaded.viewer : LOADING_VIEWER;
  const onViewer = useCallback(
    (next: ViewerState) => setLoaded({ environmentKey, viewer: next }),
    [environmentKey],
  );

  return (
    <ViewerContext.Provider value={viewer}>
      {/* The loader renders nothing, so its error boundary never hides a failure of the screens. */}
      {token && (
        <ErrorBoundary
          key={environmentKey}
          fallback={<ViewerUnavailable onViewer={onViewer} />}
          onError={(error) => reportClientError({ ...describeError(error), operation: 'ViewerProviderQuery' })}
        >
          <Suspense fallback={null}>
            <ViewerLoader onViewer={onViewer} />
          </Suspense>
        </ErrorBoundary>
      )}
      {children}
    </ViewerContext.Provider>
  );
}

/** Without the API the app still renders, as for a visitor. */
function ViewerUnavailable({ onViewer }: { onViewer(viewer: ViewerState): void }) {
  useLayoutEffect(() => {
    onViewer(VISITOR);
  }, [onViewer]);
  return null;
}
