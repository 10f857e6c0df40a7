import { Outlet } from 'react-router';
import { AlertsProvider } from '../ui/alerts';
import type { AppSession } from './session';
import { ReloadOnSessionChange } from './routeEntry';
import { SessionProvider } from './SessionProvider';
import { ThemeProvider } from './ThemeProvider';
import { ViewerProvider } from './ViewerProvider';

export function AppRoot({ session }: { session?: AppSession }) {
  return (
    <AlertsProvider>
      <SessionProvider session={session}>
        <ThemeProvider>
          <ViewerProvider>
            {session && <ReloadOnSessionChange session={session} />}
            <Outlet />
          </ViewerProvider>
        </ThemeProvider>
      </SessionProvider>
    </AlertsProvider>
  );
}
