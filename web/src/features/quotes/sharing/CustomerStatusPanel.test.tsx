import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Environment } from 'relay-runtime';
import { createRelayEnvironment } from '../../../app/relayEnvironment';
import { AlertsProvider } from '../../../ui/alerts';
import { mockGraphQL } from '../../../test/mockGraphQL';
import { CustomerStatusPanel } from './CustomerStatusPanel';
import type { CustomerStatusPanelTestQuery } from './__generated__/CustomerStatusPanelTestQuery.graphql';

const testQuery = graphql`
  query CustomerStatusPanelTestQuery($id: Int!) {
    quote(id: $id) {
      ...CustomerStatusPanel_quote
    }
  }
`;

function Host() {
  const data = useLazyLoadQuery<CustomerStatusPanelTestQuery>(testQuery, { id: 27 });
  return data.quote ? <CustomerStatusPanel quote={data.quote} /> : null;
}

const NODE_ID = btoa('Quote:27');
export const statusQuote = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Quote',
  id: NODE_ID,
  rowId: 27,
  type: 1,
  revision: 2,
  viewerCanEdit: true,
  viewerCanPlaceAccepted: true,
  expired: false,
  expirationDate: '2027-01-01T15:00:00.000Z',
  customerStatus: null,
  customerResponse: null,
  contact: { firstName: 'Casey', lastName: 'Buyer', email: 'casey@buyer.test' },
  shareRecipients: [
    { email: 'casey@buyer.test', name: 'Casey Buyer', kind: 'contact' },
    { email: 'robin@buyer.test', name: 'Robin Purchasing', kind: 'contact' },
    { email: 'admin@acme.test', name: 'Ada Admin', kind: 'user' },
  ],
  ...overrides,
});

function renderPanel() {
  const { environment } = createRelayEnvironment({ token: 'token' });
  render(
    <AlertsProvider>
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={['/Quote/27']}>
          <Routes>
            <Route
              path="/Quote/27"
              element={
                <Suspense fallback="loading">
                  <Host />
                </Suspense>
              }
            />
            <Route path="/ThankYou" element={<p>Thank you page</p>} />
          </Routes>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </AlertsProvider>,
  );
  return environment as Environment;
}

afterEach(() => vi.unstubAllGlobals());

describe('CustomerStatusPanel', () => {
  it('offers Send to customer on a quote not sent yet', async () => {
    mockGraphQL({ CustomerStatusPanelTestQuery: () => ({ data: { quote: statusQuote() } }) });
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Customer status' }, { timeout: 5000 });
    expect(panel).toHaveTextContent('Customer status: Not sent');
    expect(panel).toHaveTextContent('Not sent to the customer yet.');
    expect(within(panel).getByRole('button', { name: 'Send to customer' })).toBeEnabled();
    expect(within(panel).queryByRole('button', { name: 'Revoke links' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Place Order' })).toBeNull();
  });

  it("shows the buyer's comment when they asked for changes", async () => {
    mockGraphQL({
      CustomerStatusPanelTestQuery: () => ({
        data: { quote: statusQuote({ customerStatus: 'Changes requested', customerResponse: { status: 'Changes requested', at: '2026-11-20T15:30:00.000Z', note: 'Please quote 300 W.' } }) },
      }),
    });
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Customer status' }, { timeout: 5000 });
    expect(panel).toHaveTextContent('Customer status: Changes requested');
    expect(panel).toHaveTextContent(/The customer asked for changes on 11\/20\/2026.*“Please quote 300 W\.”/);
    expect(within(panel).getByRole('button', { name: 'Send again' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Revoke links' })).toBeEnabled();
  });

  it('shows who accepted and when, and places the accepted quote in one step', async () => {
    const api = mockGraphQL({
      CustomerStatusPanelTestQuery: () => ({
        data: { quote: statusQuote({ customerStatus: 'Accepted', customerResponse: { status: 'Accepted', at: '2026-11-21T10:00:00.000Z', note: 'Pat Buyer' } }) },
      }),
      CustomerStatusPanelPlaceMutation: () => ({
        data: { placeAcceptedQuote: { __typename: 'Quote', id: NODE_ID, rowId: 27, type: 2, erpOrderNo: 'QC-00000027', orderStatusLabel: 'Ordered', dateOrderPlaced: '2026-11-22T10:00:00.000Z' } },
      }),
    });
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Customer status' }, { timeout: 5000 });
    expect(panel).toHaveTextContent(/Accepted by Pat Buyer on 11\/21\/2026/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Thank you page')).toBeInTheDocument();
    expect(api.callsOf('CustomerStatusPanelPlaceMutation')[0]!.variables).toEqual({ id: 27 });
  });

  it('offers no Place Order on an accepted quote to whom the server does not let place it (not its owner nor an administrator)', async () => {
    const api = mockGraphQL({
      CustomerStatusPanelTestQuery: () => ({
        data: {
          quote: statusQuote({
            viewerCanPlaceAccepted: false,
            customerStatus: 'Accepted',
            customerResponse: { status: 'Accepted', at: '2026-11-21T10:00:00.000Z', note: 'Pat Buyer' },
          }),
        },
      }),
    });
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Customer status' }, { timeout: 5000 });
    expect(panel).toHaveTextContent(/Accepted by Pat Buyer on 11\/21\/2026/);
    expect(within(panel).queryByRole('button', { name: 'Place Order' })).toBeNull();
    // Sending again stays open to whoever may edit the quote.
    expect(within(panel).getByRole('button', { name: 'Send again' })).toBeEnabled();
    expect(api.callsOf('CustomerStatusPanelPlaceMutation')).toHaveLength(0);
  });

  it('says when an expired quote expired and offers Revise instead of sending', async () => {
    const api = mockGraphQL({
      CustomerStatusPanelTestQuery: () => ({ data: { quote: statusQuote({ expired: true, expirationDate: '2026-10-03T15:00:00.000Z', customerStatus: 'Sent', customerResponse: { status: 'Sent', at: '2026-08-05T15:00:00.000Z', note: null } }) } }),
      CustomerStatusPanelReviseMutation: () => ({ data: { reviseQuote: { ...statusQuote({ revision: 3 }), totalCost: '10.00', lines: [], revisions: [] } } }),
    });
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Customer status' }, { timeout: 5000 });
    expect(within(panel).getByRole('alert')).toHaveTextContent('Expired on 10/03/2026');
    expect(within(panel).queryByRole('button', { name: /Send/ })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Revise' }));
    expect(await screen.findByText('Quote #27 is now revision 3.')).toBeInTheDocument();
    expect(api.callsOf('CustomerStatusPanelReviseMutation')).toHaveLength(1);
    expect(await within(panel).findByRole('button', { name: 'Send to customer' })).toBeEnabled();
  });

  it('updates live when the customer opens the quote', async () => {
    mockGraphQL({ CustomerStatusPanelTestQuery: () => ({ data: { quote: statusQuote({ customerStatus: 'Sent', customerResponse: { status: 'Sent', at: '2026-11-20T15:30:00.000Z', note: null } }) } }) });
    const environment = renderPanel();
    const panel = await screen.findByRole('region', { name: 'Customer status' }, { timeout: 5000 });
    expect(panel).toHaveTextContent('Customer status: Sent');
    // What the live listener's payload does: the record of the quote changes in the store.
    act(() => {
      environment.commitUpdate((store) => {
        const record = store.get(NODE_ID)!;
        record.setValue('Viewed', 'customerStatus');
        const response = record.getLinkedRecord('customerResponse')!;
        response.setValue('Viewed', 'status');
        response.setValue('2026-11-20T16:00:00.000Z', 'at');
      });
    });
    expect(panel).toHaveTextContent('Customer status: Viewed');
    expect(panel).toHaveTextContent('The customer opened the quote on 11/20/2026');
  });
});
