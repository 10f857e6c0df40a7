import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from './access';
import { RouteGuard } from './RouteGuard';
import { LOADING_VIEWER, ViewerContext, type ViewerState, type ViewerUser } from './ViewerProvider';

function user(roleLevel: number): ViewerUser {
  return {
    id: 'VXNlcjox',
    rowId: 1,
    username: 'user@example.com',
    firstName: 'Uma',
    lastName: 'User',
    pid: 1,
    roleId: 1,
    roleName: 'Role',
    roleLevel,
    checkoutType: 'order',
    groupId: null,
    groupIds: [],
    groups: [],
    activeGroup: null,
  };
}

const signedIn = (roleLevel: number): ViewerState => ({ loading: false, user: user(roleLevel), platform: null });
const signedOut: ViewerState = { loading: false, user: null, platform: null };

function renderGuarded(path: string, access: RouteAccess, viewer: ViewerState) {
  render(
    <ViewerContext.Provider value={viewer}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/Login" element={<div>Login screen</div>} />
          <Route path="/QuoteDashboard" element={<div>Dashboard screen</div>} />
          <Route
            path="/Guarded/*"
            element={
              <RouteGuard access={access}>
                <div>Protected screen</div>
              </RouteGuard>
            }
          />
          <Route
            path="/LoginGuest"
            element={
              <RouteGuard access="guest">
                <div>Login form</div>
              </RouteGuard>
            }
          />
        </Routes>
      </MemoryRouter>
    </ViewerContext.Provider>,
  );
}

describe('RouteGuard', () => {
  it.each<RouteAccess>(['signedIn', 'guarded', 'admin'])('sends an unauthenticated visitor from a %s route to /Login', (access) => {
    renderGuarded('/Guarded', access, signedOut);
    expect(screen.getByText('Login screen')).toBeInTheDocument();
    expect(screen.queryByText('Protected screen')).not.toBeInTheDocument();
  });

  it('sends a user with too low a role to /QuoteDashboard', () => {
    renderGuarded('/Guarded', 'admin', signedIn(1));
    expect(screen.getByText('Dashboard screen')).toBeInTheDocument();
  });

  it('sends level 0 away from guarded routes (level above 0 required)', () => {
    renderGuarded('/Guarded', 'guarded', signedIn(0));
    expect(screen.getByText('Dashboard screen')).toBeInTheDocument();
  });

  it('lets level 0 into routes for any signed-in user', () => {
    renderGuarded('/Guarded', 'signedIn', signedIn(0));
    expect(screen.getByText('Protected screen')).toBeInTheDocument();
  });

  it.each([5, 9])('lets role level %i into admin routes', (level) => {
    renderGuarded('/Guarded', 'admin', signedIn(level));
    expect(screen.getByText('Protected screen')).toBeInTheDocument();
  });

  it('allows admin routes for levels 5 and 9 only', () => {
    renderGuarded('/Guarded', 'admin', signedIn(7));
    expect(screen.getByText('Dashboard screen')).toBeInTheDocument();
  });

  it('shows a loading indicator while the user or platform loads', () => {
    renderGuarded('/Guarded', 'admin', LOADING_VIEWER);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Protected screen')).not.toBeInTheDocument();
    expect(screen.queryByText('Login screen')).not.toBeInTheDocument();
  });

  it('lets visitors into public routes', () => {
    renderGuarded('/Guarded', 'public', signedOut);
    expect(screen.getByText('Protected screen')).toBeInTheDocument();
  });

  it('sends a signed-in user from /Login to /QuoteDashboard', () => {
    renderGuarded('/LoginGuest', 'guest', signedIn(1));
    expect(screen.getByText('Dashboard screen')).toBeInTheDocument();
  });

  it('shows /Login to visitors', () => {
    renderGuarded('/LoginGuest', 'guest', signedOut);
    expect(screen.getByText('Login form')).toBeInTheDocument();
  });
});
