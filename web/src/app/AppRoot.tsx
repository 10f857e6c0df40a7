import { Outlet } from 'react-router';
import { AlertsProvider } from '../ui/alerts';
import { SessionProvider } from './SessionProvider';
import { ThemeProvider } from './ThemeProvider';
import { ViewerProvider } from './ViewerProvider';

export function AppRoot() {
  return (
    <AlertsProvider>
      <SessionProvider>
        <ThemeProvider>
          <ViewerProvider>
            <Outlet />
          </ViewerProvider>
        </ThemeProvider>
      </SessionProvider>
    </AlertsProvider>
  );
}
