import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingIndicator } from '../ui/Spinner';
import { hasRouteAccess, type RouteAccess } from './access';
import { useViewer } from './ViewerProvider';

export const LOGIN_PATH = '/Login';
export const HOME_PATH = '/QuoteDashboard';

export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { loading, user } = useViewer();

  if (access === 'open') return children;
  if (loading) return <LoadingIndicator />;
  if (access === 'public') return children;
  if (access === 'guest') return user ? <Navigate to={HOME_PATH} replace /> : children;
  if (!user) return <Navigate to={LOGIN_PATH} replace />;
  if (!hasRouteAccess(user.roleLevel, access)) return <Navigate to={HOME_PATH} replace />;
  return children;
}
