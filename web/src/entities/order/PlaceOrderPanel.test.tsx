import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../../app/relayEnvironment';
import { ViewerContext, type ViewerUser } from '../../app/ViewerProvider';
import { AlertsProvider } from '../../ui/alerts';
import { mockGraphQL } from '../../test/mockGraphQL';
import { PlaceOrderPanel } from './PlaceOrderPanel';

const NODE_ID = btoa('Quote:42');

/** Where the panel leads after the order: the checkout feature's Thank-you page, shown here by its URL. */
function ThankYouStub() {
  const location = useLocation();
  return <h1>Thank you page {location.search}</h1>;
}

function viewer(checkoutType: string): ViewerUser {
  return {
    id: 'VXNlcjox',
    rowId: 1,
    username: 'user@example.com',
    firstName: 'Riley',
    lastName: 'Morgan',
    pid: 1,
    roleId: 2,
    roleName: 'Registered User',
    roleLevel: 1,
    checkoutType,
    groupId: null,
    groupIds: [],
    groups: [],
    activeGroup: null,
  };
}

function quote(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Quote',
    id: NODE_ID,
    rowId: 42,
    type: 1,
    lineCount: 2,
    totalCost: '1234.50',
    jobName: 'Dock',
    specifier: 'Lumen',
    specifierLocation: '',
    customerErpId: 'C-1',
    ...overrides,
  };
}

function renderPanel(checkoutType = 'order') {
  const { environment } = createRelayEnvironment({ token: 'token' });
  render(
    <AlertsProvider>
      <RelayEnvironmentProvider environment={environment}>
        <ViewerContext.Provider value={{ loading: false, user: viewer(checkoutType), platform: null }}>
          <MemoryRouter initialEntries={['/Quote/42']}>
            <Routes>
              <Route path="/Quote/42" element={<PlaceOrderPanel quoteId={42} quoteNodeId={NODE_ID} />} />
              <Route path="/ThankYou" element={<ThankYouStub />} />
            </Routes>
          </MemoryRouter>
        </ViewerContext.Provider>
      </RelayEnvironmentProvider>
    </AlertsProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PlaceOrderPanel', () => {
  it('stops at the first failing check with its message and does not call the server', async () => {
    const api = mockGraphQL({ PlaceOrderPanelQuery: () => ({ data: { cardPaymentConfigured: false, node: quote() } }) });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /place order/i }, { timeout: 5000 }));
    expect(await screen.findByText('You must provide a specifier location on the Quote Summary before placing an Order.')).toBeTruthy();
    expect(api.callsOf('PlaceOrderPanelPlaceMutation')).toHaveLength(0);
  });

  it('places the order and goes to /ThankYou', async () => {
    const api = mockGraphQL({
      PlaceOrderPanelQuery: () => ({ data: { cardPaymentConfigured: false, node: quote({ specifierLocation: 'Gary, IN' }) } }),
      PlaceOrderPanelPlaceMutation: () => ({
        data: {
          placeOrder: {
            id: NODE_ID,
            rowId: 42,
            type: 2,
            erpOrderNo: 'QC-00000042',
            csiStatus: null,
            orderStatus: 'O',
            orderStatusLabel: 'Ordered',
            dateOrderPlaced: new Date().toISOString(),
            jobName: 'Dock',
            specifier: 'Lumen',
            specifierLocation: 'Gary, IN',
          },
        },
      }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /place order/i }, { timeout: 5000 }));
    // The Thank-you page is given the order number.
    expect((await screen.findByRole('heading', { name: /Thank you page/ })).textContent).toBe('Thank you page ?order=QC-00000042');
    expect(api.callsOf('PlaceOrderPanelPlaceMutation')[0]?.variables).toEqual({ id: 42 });
  });

  it('shows the server error when the ERP refuses the order', async () => {
    mockGraphQL({
      PlaceOrderPanelQuery: () => ({ data: { cardPaymentConfigured: false, node: quote({ specifierLocation: 'Gary, IN' }) } }),
      PlaceOrderPanelPlaceMutation: () => ({ data: null, errors: [{ message: 'The ERP rejected the order: Credit hold.' }] }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /place order/i }, { timeout: 5000 }));
    expect(await screen.findByText('The ERP rejected the order: Credit hold.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /place order/i }).hasAttribute('disabled')).toBe(false));
  });

  it('shows a stop at the quote lines with the message and a Reconfigure button per line, and reloads the prices', async () => {
    const message =
      'Line 2 (ALX-150-4000K-T3-DBZ) is priced at $894.00 by the current configurator model (quoted at $869.00). Reconfigure it before placing the order.';
    const api = mockGraphQL({
      PlaceOrderPanelQuery: () => ({ data: { cardPaymentConfigured: false, node: quote({ specifierLocation: 'Gary, IN' }) } }),
      PlaceOrderPanelPlaceMutation: () => ({
        data: null,
        errors: [
          {
            message,
            extensions: {
              code: 'BAD_USER_INPUT',
              field: 'lines',
              lines: [{ lineId: 9, lineNumber: 2, productId: 41, configurationId: '42_2', headerId: 'ALX', reason: 'repriced', quotedPrice: '869.00', currentPrice: '894.00' }],
            },
          } as { message: string },
        ],
      }),
      PlaceOrderPanelRefreshQuery: () => ({ data: { node: { __typename: 'Quote', id: NODE_ID, totalCost: '1259.50', lineCount: 2, lines: [] } } }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /place order/i }, { timeout: 5000 }));
    const stop = await screen.findByRole('alert', { name: 'Order stopped' });
    expect(stop.textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Reconfigure Line 2' }).getAttribute('href')).toBe('/Configurator/41/42/42_2?lineNumber=2&LineId=9&configurationId=42_2&headerId=ALX');
    await waitFor(() => expect(api.callsOf('PlaceOrderPanelRefreshQuery')).toHaveLength(1));
    expect(screen.queryByText(/Thank you page/)).toBeNull();
  });

  it('offers card checkout users the sales team when card payment is not available: the checks first, then the request is submitted and confirmed', async () => {
    let submitted: string | null = null;
    const api = mockGraphQL({
      PlaceOrderPanelQuery: () => ({ data: { cardPaymentConfigured: false, node: quote({ type: 3, createdByUserId: 1, submittedAt: submitted }) } }),
      PlaceOrderPanelSubmitMutation: () => {
        submitted = '2026-11-27T12:00:00.000Z';
        return { data: { submitQuoteRequest: { id: NODE_ID, submittedAt: submitted } } };
      },
    });
    renderPanel('stripe');
    await screen.findByText('Card payment is not available here.', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Quote Request' }));
    expect(await screen.findByText('You must provide a specifier location on the Quote Summary before placing an Order.')).toBeTruthy();
    expect(api.callsOf('PlaceOrderPanelSubmitMutation')).toHaveLength(0);
    expect(screen.queryByText('Card payment is not configured.')).toBeNull();
  });

  it('sends a ready quote request to the sales team and says so', async () => {
    const api = mockGraphQL({
      PlaceOrderPanelQuery: () => ({ data: { cardPaymentConfigured: false, node: quote({ type: 3, createdByUserId: 1, submittedAt: null, specifierLocation: 'Gary, IN' }) } }),
      PlaceOrderPanelSubmitMutation: () => ({ data: { submitQuoteRequest: { id: NODE_ID, submittedAt: '2026-11-27T12:00:00.000Z' } } }),
    });
    renderPanel('order');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Quote Request' }, { timeout: 5000 }));
    expect(await screen.findByText(/Quote Request #42 was submitted on 11\/27\/2026\./)).toBeTruthy();
    expect(screen.getByText('Our sales team has been notified by email and will contact you to complete your order.')).toBeTruthy();
    expect(api.callsOf('PlaceOrderPanelSubmitMutation')).toHaveLength(1);
  });

  it('runs the order checks on Checkout before any card payment is prepared', async () => {
    const api = mockGraphQL({ PlaceOrderPanelQuery: () => ({ data: { cardPaymentConfigured: true, node: quote() } }) });
    renderPanel('stripe');
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }, { timeout: 5000 }));
    expect(await screen.findByText('You must provide a specifier location on the Quote Summary before placing an Order.')).toBeTruthy();
    expect(api.callsOf('PlaceOrderPanelPrepareMutation')).toHaveLength(0);
  });

  it("asks the server for the PaymentIntent of the quote total; the card is typed into the provider's form, not the app's", async () => {
    const api = mockGraphQL({
      PlaceOrderPanelQuery: () => ({ data: { cardPaymentConfigured: true, node: quote({ specifierLocation: 'Gary, IN' }) } }),
      PlaceOrderPanelPrepareMutation: () => ({
        data: { prepareCardPayment: { paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret_2', publishableKey: 'pk_test_1', status: 'requires_payment_method' } },
      }),
    });
    renderPanel('stripe');
    await waitFor(() => expect(api.callsOf('PlaceOrderPanelPrepareMutation')).toHaveLength(1), { timeout: 5000 });
    expect(api.callsOf('PlaceOrderPanelPrepareMutation')[0]?.variables).toEqual({ quoteId: 42, amount: 123450 });
    expect(screen.getByText('Total: $1,234.50')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("shows the server's refusal of the payment", async () => {
    mockGraphQL({
      PlaceOrderPanelQuery: () => ({ data: { cardPaymentConfigured: true, node: quote({ specifierLocation: 'Gary, IN' }) } }),
      PlaceOrderPanelPrepareMutation: () => ({ data: null, errors: [{ message: 'The payment amount does not match the quote total.' }] }),
    });
    renderPanel('stripe');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('The payment amount does not match the quote total.');
  });
});
