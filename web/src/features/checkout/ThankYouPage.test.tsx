import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeObjects } from '../../app/routes';
import { JUST_PLACED } from '../../entities/order/justPlaced';
import { makeToken, mockGraphQL } from '../../test/mockGraphQL';

vi.setConfig({ testTimeout: 20_000 });

const token = makeToken({ username: 'user@example.com', exp: Math.floor(Date.now() / 1000) + 3600 });
const me = {
  id: 'VXNlcjox',
  rowId: 1,
  username: 'user@example.com',
  firstName: 'Riley',
  lastName: 'Morgan',
  pid: 1,
  roleId: 2,
  roleName: 'Registered User',
  roleLevel: 0,
  checkoutType: 'card',
  groupId: null,
  groupIds: [],
  groups: [],
  activeGroup: null,
};
const platform = { id: 'UGxhdGZvcm06MQ==', rowId: 1, name: 'Acme', isDefault: true, requireMFA: false, integration: 'default' };

// The screen is a chunk of its own, imported on navigation: importing it once here keeps the
// module transform out of the tests' time.
beforeAll(async () => {
  await import('./ThankYouPage');
  await import('../../app/relayScope');
}, 60_000);

/** The page as the app routes to it: its query is the route's, started when navigation starts. */
function renderAt(url: string | { pathname: string; search?: string; state?: unknown }, handlers: Parameters<typeof mockGraphQL>[0]) {
  sessionStorage.setItem('token', token);
  const api = mockGraphQL({
    ViewerProviderQuery: () => ({ data: { me, activePlatform: platform } }),
    ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
    reportClientErrorMutation: () => ({ data: { reportClientError: true } }),
    ...handlers,
  });
  const router = createMemoryRouter(routeObjects(), { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return Object.assign(api, { router });
}

const state = (status: string, extra: Record<string, unknown> = {}) => ({ data: { cardCheckout: { quoteId: 7, status, orderNumber: null, message: null, ...extra } } });

afterEach(() => vi.unstubAllGlobals());

describe('ThankYouPage', () => {
  it('after a card checkout, shows the payment processing until the server has the order, then its number', async () => {
    let answers = 0;
    const api = renderAt('/ThankYou?quoteId=7', {
      ThankYouPageCardQuery: () => (++answers < 3 ? state('processing') : state('paid', { orderNumber: 'QC-00000007' })),
    });
    expect(await screen.findByRole('heading', { name: 'Processing your payment' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Thank you!' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Order #', { exact: false }).textContent).toBe('Order #QC-00000007');
    expect(api.callsOf('ThankYouPageCardQuery')[0]?.variables).toEqual({ quoteId: 7 });
  });

  it('a failed card payment leads back to the checkout', async () => {
    renderAt('/ThankYou?quoteId=7', { ThankYouPageCardQuery: () => state('failed', { message: 'Your card payment failed. Return to checkout to try again.' }) });
    expect(await screen.findByRole('heading', { name: 'Payment not completed' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Your card payment failed. Return to checkout to try again.');
    expect(screen.getByRole('link', { name: 'Back to Checkout' }).getAttribute('href')).toBe('/Checkout/7');
  });

  it('after an order placed through the ERP, names the order number it was given', async () => {
    renderAt({ pathname: '/ThankYou', search: '?order=QC-00000042', state: JUST_PLACED }, {});
    expect(await screen.findByRole('heading', { name: 'Thank you!' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Order #', { exact: false }).textContent).toBe('Order #QC-00000042');
  });

  it('after Place Order, is the order completed page', async () => {
    const api = renderAt({ pathname: '/ThankYou', state: JUST_PLACED }, {});
    expect(await screen.findByRole('heading', { name: 'Thank you!' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Your order was completed successfully.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Quotes' }).getAttribute('href')).toBe('/QuoteDashboard');
    expect(api.callsOf('ThankYouPageCardQuery')).toHaveLength(0);
  });

  it('opened without an order just placed (typed, bookmarked, another tab), goes to /QuoteDashboard', async () => {
    for (const url of ['/ThankYou', '/ThankYou?order=QC-00000042']) {
      const { router } = renderAt(url, {});
      await waitFor(() => expect(router.state.location.pathname).toBe('/QuoteDashboard'));
      expect(screen.queryByRole('heading', { name: 'Thank you!' })).toBeNull();
      cleanup();
    }
  });
});
