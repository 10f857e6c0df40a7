import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeObjects } from '../../app/routes';
import { makeToken, mockGraphQL } from '../../test/mockGraphQL';
import { captureDownloads } from '../../test/downloads';
import { QUOTE_PDF_PATH } from '@quotecraft/rules/documents';
import userEvent from '@testing-library/user-event';

vi.setConfig({ testTimeout: 20_000 });

const token = makeToken({ username: 'dealer@acme.test', exp: Math.floor(Date.now() / 1000) + 3600 });
const me = {
  id: 'VXNlcjoz',
  rowId: 3,
  username: 'dealer@acme.test',
  firstName: 'Dana',
  lastName: 'Brooks',
  pid: 1,
  roleId: 3,
  roleName: 'Dealer',
  roleLevel: 3,
  checkoutType: 'erp',
  groupId: null,
  groupIds: [],
  groups: [],
  activeGroup: null,
};
const platform = { id: 'UGxhdGZvcm06MQ==', rowId: 1, name: 'Acme', isDefault: true, requireMFA: false, integration: 'default' };
const document = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Quote',
  id: btoa('Quote:27'),
  rowId: 27,
  type: 1,
  erpOrderNo: null,
  customerName: 'Harbor Lighting',
  companyName: 'Harbor Lighting',
  createdByFirstName: 'Dana',
  createdByLastName: 'Brooks',
  createdAt: '2026-11-01T15:00:00.000Z',
  expirationDate: '2027-01-26T15:00:00.000Z',
  revision: 3,
  totalCost: '750.00',
  jobName: 'Dock lighting',
  specifier: 'Morgan & Co',
  specifierLocation: 'Chicago, IL',
  documentLines: [{ rowId: 41, lineNumber: 1, partNumber: 'WP-150', description: 'Wall pack 150 W', quantity: 3, unitPrice: '250.00', total: '750.00' }],
  ...overrides,
});

beforeAll(async () => {
  await import('./PrintQuotePage');
  await import('../../app/relayScope');
}, 60_000);

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

function print(node: Record<string, unknown>) {
  sessionStorage.setItem('token', token);
  mockGraphQL(
    {
      ViewerProviderQuery: () => ({ data: { me, activePlatform: platform } }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
      reportClientErrorMutation: () => ({ data: { reportClientError: true } }),
      PrintQuotePageQuery: () => ({ data: { node } }),
    },
    {
      // The server answers the PDF to the signed-in caller only.
      [QUOTE_PDF_PATH]: (body, headers) =>
        body.id === 27 && headers.get('authorization') === `Bearer ${token}`
          ? new Response(pdf, { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="quote-27-rev-3.pdf"' } })
          : new Response(JSON.stringify({ success: false, result: null, error: 'Quote not found.' }), { status: 404 }),
    },
  );
  render(<RouterProvider router={createMemoryRouter(routeObjects(), { initialEntries: ['/Print/27'] })} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('PrintQuotePage', () => {
  it('heads a quote with its number and revision, then its lines, total and expiration date', async () => {
    print(document());
    const sheet = await screen.findByRole('article', { name: 'Quote #27, revision 3' }, { timeout: 10_000 });
    expect(within(sheet).getByRole('heading', { name: 'Quote #27, revision 3' })).toBeInTheDocument();
    expect(within(sheet).getAllByRole('row')[1]).toHaveTextContent('WP-150');
    expect(within(sheet).getByText('01/26/2027')).toBeInTheDocument();
  });

  it("downloads the server's PDF of the quote with the session, under its name", async () => {
    print(document());
    const saved = captureDownloads();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 10_000 }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('quote-27-rev-3.pdf');
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(pdf);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('heads an order with its order number and no revision', async () => {
    print(document({ type: 2, erpOrderNo: 'SO-100123' }));
    expect(await screen.findByRole('heading', { name: 'Order #SO-100123' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/revision/)).toBeNull();
  });
});
