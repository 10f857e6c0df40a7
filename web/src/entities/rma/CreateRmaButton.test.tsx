import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 20_000 });
import { Suspense } from 'react';
import { AppRoot } from '../../app/AppRoot';
import { RelayScope } from '../../app/relaySeam';
import { makeToken, mockGraphQL } from '../../test/mockGraphQL';
import { CreateRmaButton } from './CreateRmaButton';

const token = makeToken({ username: 'riley@example.com', exp: Math.floor(Date.now() / 1000) + 3600 });
const me = {
  id: 'VXNlcjo0',
  rowId: 4,
  username: 'riley@example.com',
  firstName: 'Riley',
  lastName: 'Morgan',
  pid: 3,
  roleId: 2,
  roleName: 'Registered User',
  roleLevel: 1,
  checkoutType: 'order',
  groupId: null,
  groupIds: [],
  groups: [],
  activeGroup: null,
};
const platform = { id: 'UGxhdGZvcm06Mw==', rowId: 3, name: 'Acme', isDefault: false, requireMFA: false, integration: 'default' };

function RmaStub() {
  const { id } = useParams();
  return <h1>RMA {id}</h1>;
}

function renderButton(result: () => { data?: unknown; errors?: { message: string }[] }) {
  sessionStorage.setItem('token', token);
  const api = mockGraphQL({
    ViewerProviderQuery: () => ({ data: { me, activePlatform: platform } }),
    ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
    reportClientErrorMutation: () => ({ data: { reportClientError: true } }),
    CreateRmaButtonMutation: result,
  });
  const router = createMemoryRouter(
    [
      {
        element: <AppRoot />,
        children: [
          {
            path: '/Quote/:id',
            element: (
              <Suspense>
                <RelayScope>
                  <CreateRmaButton orderId={55} />
                </RelayScope>
              </Suspense>
            ),
          },
          { path: '/RMA/:id', element: <RmaStub /> },
        ],
      },
    ],
    { initialEntries: ['/Quote/55'] },
  );
  render(<RouterProvider router={router} />);
  return { api, router };
}

afterEach(() => vi.unstubAllGlobals());

describe('Create RMA on an order', () => {
  it('creates the RMA from the order and opens it', async () => {
    const { api } = renderButton(() => ({ data: { createRmaFromOrder: { id: 'Um1hOjk=', rowId: 9 } } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create RMA' }));
    expect(await screen.findByRole('heading', { name: 'RMA 9' })).toBeInTheDocument();
    expect(api.callsOf('CreateRmaButtonMutation')[0]?.variables).toEqual({ orderId: 55 });
  });

  it('says "Error creating RMA from Order." when no id comes back', async () => {
    const { router } = renderButton(() => ({ data: null, errors: [{ message: 'Order not found.' }] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create RMA' }));
    expect(await screen.findByText('Error creating RMA from Order.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Quote/55');
  });
});
