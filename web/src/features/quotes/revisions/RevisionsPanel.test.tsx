import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../../../app/relayEnvironment';
import { AlertsProvider } from '../../../ui/alerts';
import { mockGraphQL } from '../../../test/mockGraphQL';
import { describeChange, RevisionsPanel } from './RevisionsPanel';
import type { RevisionsPanelTestQuery } from './__generated__/RevisionsPanelTestQuery.graphql';

const testQuery = graphql`
  query RevisionsPanelTestQuery($id: Int!) {
    quote(id: $id) {
      ...RevisionsPanel_quote
    }
  }
`;

function Host() {
  const data = useLazyLoadQuery<RevisionsPanelTestQuery>(testQuery, { id: 27 });
  return data.quote ? <RevisionsPanel quote={data.quote} /> : null;
}

const NODE_ID = btoa('Quote:27');
const row = (revision: number, current: boolean, totalCost: string, status = 'Draft') => ({
  revision,
  createdAt: '2026-11-02T15:00:00.000Z',
  createdBy: 'Dana Dealer',
  totalCost,
  status,
  current,
});
const quote = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Quote',
  id: NODE_ID,
  rowId: 27,
  type: 1,
  revision: 2,
  expired: false,
  expirationDate: '2027-01-01T15:00:00.000Z',
  viewerCanEdit: true,
  customerStatus: null,
  revisions: [row(1, false, '1200.00', 'Changes requested'), row(2, true, '1500.00')],
  ...overrides,
});

function renderPanel() {
  const { environment } = createRelayEnvironment({ token: 'token' });
  render(
    <AlertsProvider>
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="loading">
          <Host />
        </Suspense>
      </RelayEnvironmentProvider>
    </AlertsProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RevisionsPanel', () => {
  it('lists the revisions and shows the difference between two in words', async () => {
    const api = mockGraphQL({
      RevisionsPanelTestQuery: () => ({ data: { quote: quote() } }),
      RevisionsPanelDiffQuery: () => ({
        data: {
          revisionDiff: [
            { lineNumber: 1, kind: 'changed', field: 'Wattage', before: '150 W', after: '300 W' },
            { lineNumber: 3, kind: 'added', field: 'line', before: null, after: 'WP-LED Wall pack' },
            { lineNumber: null, kind: 'changed', field: 'totalCost', before: '1200.00', after: '1500.00' },
          ],
        },
      }),
    });
    renderPanel();
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1Dana Dealer');
    expect(rows[1]).toHaveTextContent('$1,200.00Changes requested');
    expect(rows[2]).toHaveTextContent('2 (current)');
    expect(screen.getByText('Revision 2, valid until 01/01/2027.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('Line 1 Wattage: 150 W → 300 W')).toBeInTheDocument();
    expect(screen.getByText('Line 3 added: WP-LED Wall pack')).toBeInTheDocument();
    expect(screen.getByText('Total: $1,200.00 → $1,500.00')).toBeInTheDocument();
    expect(api.callsOf('RevisionsPanelDiffQuery')[0]!.variables).toEqual({ quoteId: 27, from: 1, to: 2 });
  });

  it('says when the quote expired, and Revise continues it as the next revision', async () => {
    const api = mockGraphQL({
      RevisionsPanelTestQuery: () => ({ data: { quote: quote({ revision: 1, expired: true, expirationDate: '2026-10-01T15:00:00.000Z', revisions: [row(1, true, '1200.00')] }) } }),
      RevisionsPanelReviseMutation: () => ({
        data: {
          reviseQuote: {
            ...quote({ revisions: [row(1, false, '1200.00'), row(2, true, '1300.00')] }),
            totalCost: '1300.00',
            lines: [],
          },
        },
      }),
    });
    renderPanel();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Expired on 10/01/2026. Revise it to re-price it and restart its 60 days.');
    await userEvent.click(screen.getByRole('button', { name: 'Revise' }));
    expect(await screen.findByText('Quote #27 is now revision 2.')).toBeInTheDocument();
    expect(screen.getByText('Revision 2, valid until 01/01/2027.')).toBeInTheDocument();
    expect(api.callsOf('RevisionsPanelReviseMutation')[0]!.variables).toEqual({ id: 27 });
  });

  it('offers no Revise on an order or to someone who cannot edit', async () => {
    mockGraphQL({ RevisionsPanelTestQuery: () => ({ data: { quote: quote({ type: 2 }) } }) });
    renderPanel();
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Revise' })).toBeNull();
  });

  it('words removals and quote fields', () => {
    expect(describeChange({ lineNumber: 2, kind: 'removed', field: 'line', before: 'PL-20 Pole', after: null })).toBe('Line 2 removed: PL-20 Pole');
    expect(describeChange({ lineNumber: null, kind: 'changed', field: 'jobName', before: 'Dock', after: 'Dock 2' })).toBe('Job Name: Dock → Dock 2');
    expect(describeChange({ lineNumber: 1, kind: 'changed', field: 'price', before: '10.00', after: '12.50' })).toBe('Line 1 Unit price: $10.00 → $12.50');
  });
});
