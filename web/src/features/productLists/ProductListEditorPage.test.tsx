import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 20_000 });
import { routeObjects } from '../../app/routes';
import { makeToken, mockGraphQL } from '../../test/mockGraphQL';
import { nextPanel, togglePending } from './pendingSets';

const token = makeToken({ username: 'alex@example.com', exp: Math.floor(Date.now() / 1000) + 3600 });
const me = {
  id: 'VXNlcjoy',
  rowId: 2,
  username: 'alex@example.com',
  firstName: 'Alex',
  lastName: 'Admin',
  pid: 3,
  roleId: 4,
  roleName: 'System Admin',
  roleLevel: 5,
  checkoutType: 'order',
  groupId: null,
  groupIds: [],
  groups: [],
  activeGroup: null,
};
const platform = { id: 'UGxhdGZvcm06Mw==', rowId: 3, name: 'Acme', isDefault: false, requireMFA: false, integration: 'default' };

const product = (rowId: number, name: string, productNumber: string) => ({ id: `UHJvZHVjdDo${rowId}`, rowId, name, productNumber, defaultPrice: '10.00' });
const alpha = product(11, 'Alpha Light', 'A-1');
const beta = product(12, 'Beta Pole', 'B-1');
const gamma = product(13, 'Gamma Kit', 'G-1');

const connection = (nodes: ReturnType<typeof product>[]) => ({
  productListProducts: {
    totalCount: nodes.length,
    pageCursors: { around: [{ cursor: null, page: 1, isCurrent: true }], first: { cursor: null, page: 1, isCurrent: true }, last: { cursor: null, page: 1, isCurrent: true }, previous: null, next: null },
    edges: nodes.map((node) => ({ node })),
  },
});

// The screen is a chunk of its own, imported on navigation: importing it once here keeps the
// module transform out of the tests' time.
beforeAll(async () => {
  await import('./ProductListEditorPage');
}, 60_000);

function renderAt(path: string, handlers: Parameters<typeof mockGraphQL>[0]) {
  sessionStorage.setItem('token', token);
  const api = mockGraphQL({
    ViewerProviderQuery: () => ({ data: { me, activePlatform: platform } }),
    ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
    reportClientErrorMutation: () => ({ data: { reportClientError: true } }),
    ...handlers,
  });
  const router = createMemoryRouter(routeObjects(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { api, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pending sets', () => {
  it('toggling a product already in the set removes it; otherwise it is added', () => {
    const once = togglePending(new Map(), alpha);
    expect([...once.keys()]).toEqual([11]);
    expect([...togglePending(once, beta).keys()]).toEqual([11, 12]);
    expect(togglePending(once, alpha).size).toBe(0);
  });

  it('opens one panel at a time and closes the open one when chosen again', () => {
    expect(nextPanel(null, 'add')).toBe('add');
    expect(nextPanel('add', 'remove')).toBe('remove');
    expect(nextPanel('remove', 'remove')).toBeNull();
  });
});

describe('product list editor', () => {
  it('collects pending additions and removals, lists them green and red, deselects on click and saves both sets', async () => {
    const { api } = renderAt('/ProductList/7', {
      ProductListEditorPageQuery: () => ({
        data: {
          assignablePlatforms: [{ id: 'UGxhdGZvcm06Mw==', rowId: 3, name: 'Acme' }],
          node: { __typename: 'ProductList', id: 'UHJvZHVjdExpc3Q6Nw==', rowId: 7, pid: 3, name: 'Starter', productCount: 1 },
        },
      }),
      ProductListEditorPageProductsQuery: (variables) => ({ data: connection(variables.inList ? [gamma] : [alpha, beta]) }),
      ProductListEditorPageUpdateMutation: (variables) => ({
        data: { updateProductList: { id: 'UHJvZHVjdExpc3Q6Nw==', rowId: 7, pid: 3, name: String((variables.input as { name: string }).name), productCount: 1 } },
      }),
    });

    expect(await screen.findByRole('heading', { name: 'Edit Product List' }, { timeout: 5000 })).toBeInTheDocument();
    const addToggle = screen.getByRole('button', { name: 'Add Products' });
    const removeToggle = screen.getByRole('button', { name: 'View / Remove Products' });

    await userEvent.click(addToggle);
    expect(addToggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Alpha Light' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Beta Pole' }));
    expect(screen.getByRole('button', { name: 'Add Alpha Light' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Add Beta Pole' }));
    expect(screen.getByRole('button', { name: 'Add Beta Pole' })).toHaveAttribute('aria-pressed', 'false');

    // Choosing the other panel closes this one.
    await userEvent.click(removeToggle);
    expect(addToggle).toHaveAttribute('aria-pressed', 'false');
    expect(removeToggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Gamma Kit' }));

    // Choosing the open panel again closes it and shows the pending entries.
    await userEvent.click(removeToggle);
    expect(removeToggle).toHaveAttribute('aria-pressed', 'false');
    const added = screen.getByRole('button', { name: '+ Alpha Light (A-1)' });
    const removed = screen.getByRole('button', { name: '- Gamma Kit (G-1)' });
    expect(added).toHaveClass('pending-entry--add');
    expect(removed).toHaveClass('pending-entry--remove');
    expect(screen.queryByText(/Beta Pole/)).toBeNull();

    await userEvent.click(added);
    expect(screen.queryByRole('button', { name: '+ Alpha Light (A-1)' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated ProductList: 7')).toBeInTheDocument();
    expect(api.callsOf('ProductListEditorPageUpdateMutation')[0]?.variables).toEqual({ id: 7, input: { pid: 3, name: 'Starter' }, add: [], remove: [13] });
  });

  it('on create: no remove panel, the platform is required, and an empty table says so', async () => {
    const { api, router } = renderAt('/ProductList/create', {
      ProductListEditorPageQuery: () => ({ data: { assignablePlatforms: [{ id: 'UGxhdGZvcm06Mw==', rowId: 3, name: 'Acme' }] } }),
      ProductListEditorPageProductsQuery: () => ({ data: connection([]) }),
      ProductListEditorPageCreateMutation: () => ({ data: null, errors: [{ message: 'Unexpected error.' }] }),
    });
    expect(await screen.findByRole('heading', { name: 'Create Product List' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View / Remove Products' })).toBeNull();

    await userEvent.type(screen.getByLabelText('Name'), 'New list');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Platform is required!')).toBeInTheDocument();
    expect(api.callsOf('ProductListEditorPageCreateMutation')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText(/Assign to Platform/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add Products' }));
    expect(await screen.findByText('No products to add.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('No products to add.').closest('table')).toHaveAccessibleName('Add Products');

    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create product list.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsOf('ProductListEditorPageCreateMutation')[0]?.variables).toEqual({ input: { pid: 3, name: 'New list' }, add: [] }));
    expect(router.state.location.pathname).toBe('/ProductList/create');
  });
});
