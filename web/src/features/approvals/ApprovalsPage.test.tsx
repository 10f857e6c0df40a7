import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPROVAL_MESSAGES } from '@quotecraft/rules/approvals';
import { routeObjects } from '../../app/routes';
import { makeToken, mockGraphQL } from '../../test/mockGraphQL';

vi.setConfig({ testTimeout: 30_000 });

const token = makeToken({ username: 'admin@acme.test', exp: Math.floor(Date.now() / 1000) + 3600 });
const me = {
  id: 'VXNlcjoy',
  rowId: 2,
  username: 'admin@acme.test',
  firstName: 'Alex',
  lastName: 'Chen',
  pid: 1,
  roleId: 4,
  roleName: 'System Admin',
  roleLevel: 5,
  checkoutType: 'erp',
  groupId: null,
  groupIds: [],
  groups: [],
  activeGroup: null,
};
const platform = { id: 'UGxhdGZvcm06MQ==', rowId: 1, name: 'Acme', isDefault: true, requireMFA: false, integration: 'default' };

const request = (rowId: number, overrides: Record<string, unknown> = {}) => ({
  id: btoa(`QuoteApproval:${rowId}`),
  rowId,
  quoteId: 20 + rowId,
  status: 'pending',
  statusLabel: 'Pending',
  comment: 'Competitive bid',
  totalCost: '1250.00',
  requestedByName: 'Dana Brooks (dealer@acme.test)',
  createdAt: '2026-11-20T15:30:00.000Z',
  decidedByName: null,
  decisionComment: null,
  decidedAt: null,
  canDecide: true,
  lines: [{ lineNumber: 2, partNumber: 'WP-150', quantity: 5, price: '125.00', listPrice: '250.00', discountPercent: 50, cost: '150.00', marginPercent: -20, reasons: ['marginFloor', 'discountLimit'] }],
  ...overrides,
});
const page = (rows: unknown[]) => ({
  data: {
    approvals: {
      totalCount: rows.length,
      pageCursors: { first: null, last: null, previous: null, around: [] },
      edges: rows.map((node) => ({ node })),
    },
  },
});

beforeAll(async () => {
  await import('./ApprovalsPage');
  await import('../../app/relayScope');
}, 60_000);

function openApprovals(handlers: Parameters<typeof mockGraphQL>[0]) {
  sessionStorage.setItem('token', token);
  const api = mockGraphQL({
    ViewerProviderQuery: () => ({ data: { me, activePlatform: platform } }),
    ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
    reportClientErrorMutation: () => ({ data: { reportClientError: true } }),
    ...handlers,
  });
  render(<RouterProvider router={createMemoryRouter(routeObjects(), { initialEntries: ['/Approvals'] })} />);
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('ApprovalsPage', () => {
  it('lists the pending requests with their lines, margins, comment and who asked', async () => {
    const api = openApprovals({ ApprovalsPageQuery: () => page([request(1), request(2, { canDecide: false, requestedByName: 'Alex Chen (admin@acme.test)', comment: '' })]) });
    const link = await screen.findByRole('link', { name: 'Quote #21' }, { timeout: 15_000 });
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('Line 2 (WP-150): 5 × $125.00, list $250.00, discount 50.00%, cost $150.00, margin -20.00%');
    expect(row).toHaveTextContent('$1,250.00');
    expect(row).toHaveTextContent('Dana Brooks (dealer@acme.test)');
    expect(row).toHaveTextContent('Competitive bid');
    expect(row).toHaveTextContent('11/20/2026');
    expect(api.callsOf('ApprovalsPageQuery')[0]!.variables).toMatchObject({ status: 'pending' });

    // Their own request (canDecide false from the server) offers neither button.
    expect(screen.getByRole('button', { name: 'Approve Quote #21' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Quote #22' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject Quote #22' })).toBeNull();
  });

  it('approves with an optional comment and says so', async () => {
    let decided = false;
    const api = openApprovals({
      ApprovalsPageQuery: () => page(decided ? [] : [request(1)]),
      ApprovalsPageDecideMutation: (variables) => {
        decided = true;
        return { data: { decideQuoteApproval: { id: btoa('QuoteApproval:1'), status: 'approved', statusLabel: 'Approved', decidedByName: 'Alex Chen', decisionComment: variables.comment, decidedAt: '2026-11-21T10:00:00.000Z', canDecide: false } } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Quote #21' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Quote #21' });
    expect(dialog).toHaveTextContent('Requested by Dana Brooks (dealer@acme.test)');
    expect(dialog).toHaveTextContent('margin -20.00%');
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'OK this once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Quote #21 approved.')).toBeInTheDocument();
    expect(api.callsOf('ApprovalsPageDecideMutation')[0]!.variables).toEqual({ id: 1, approve: true, comment: 'OK this once' });
    expect(await screen.findByText('No approval requests are waiting.')).toBeInTheDocument();
  });

  it("rejects only with a comment, and shows the server's refusal of one's own request word for word", async () => {
    const api = openApprovals({
      ApprovalsPageQuery: () => page([request(1)]),
      ApprovalsPageDecideMutation: () => ({ data: null, errors: [{ message: APPROVAL_MESSAGES.ownRequest }] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Quote #21' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Quote #21' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(APPROVAL_MESSAGES.commentRequired);
    expect(api.callsOf('ApprovalsPageDecideMutation')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Comment/), 'Too low');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(APPROVAL_MESSAGES.ownRequest)).toBeInTheDocument();
    expect(api.callsOf('ApprovalsPageDecideMutation')[0]!.variables).toEqual({ id: 1, approve: false, comment: 'Too low' });
  });

  it('says when no request is waiting', async () => {
    openApprovals({ ApprovalsPageQuery: () => page([]) });
    expect(await screen.findByText('No approval requests are waiting.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
