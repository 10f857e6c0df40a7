// The signed-in viewer's shape, shared by the shell (ViewerProvider.tsx) and the Relay chunk
// (relayScope.tsx) without either importing the other (see relaySeam.tsx).
import type { ViewerProviderQuery$data } from './__generated__/ViewerProviderQuery.graphql';

export type ViewerUser = NonNullable<ViewerProviderQuery$data['me']>;
export type ViewerPlatform = ViewerProviderQuery$data['activePlatform'];

export interface ViewerState {
  /** True while the signed-in user or the platform is still loading. */
  loading: boolean;
  user: ViewerUser | null;
  platform: ViewerPlatform | null;
}
