import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHARED_LINK_CLOSED, SHARED_QUOTE_MESSAGES } from '@quotecraft/rules/sharing';
import { routeObjects } from '../../app/routes';
import { mockGraphQL } from '../../test/mockGraphQL';
import { SHARED_QUOTE_PDF_PATH, TERMS } from '@quotecraft/rules/documents';
import { captureDownloads } from '../../test/downloads';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'q'.repeat(43);
const contact = { name: 'Dana Brooks', email: 'dealer@acme.test', company: 'Acme Lighting' };
const content = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Harbor Lighting',
  jobName: 'Dock lighting',
  specifier: 'Morgan & Co',
  specifierLocation: 'Chicago, IL',
  expirationDate: '2027-01-26T15:00:00.000Z',
  totalCost: '1650.00',
  acceptedBy: null,
  acceptedAt: null,
  lines: [
    { lineNumber: 1, partNumber: 'WP-150', description: 'Wall pack 150 W', quantity: 3, unitPrice: '250.00', total: '750.00' },
    { lineNumber: 2, partNumber: 'FL-300', description: 'Flood light 300 W', quantity: 2, unitPrice: '450.00', total: '900.00' },
  ],
  ...overrides,
});
const shared = (state: string, overrides: Record<string, unknown> = {}) => ({
  data: { sharedQuote: { state, quoteId: 27, revision: 3, expiredOn: null, contact, quote: state === 'open' ? content() : null, ...overrides } },
});

beforeAll(async () => {
  await import('./SharedQuotePage');
  await import('../../app/relayScope');
}, 60_000);

/** The page as a visitor opens the mailed link: no sign-in, the route's query asked of the server. */
function openLink(handlers: Parameters<typeof mockGraphQL>[0], rest: Parameters<typeof mockGraphQL>[1] = {}) {
  sessionStorage.clear();
  const api = mockGraphQL(
    {
      ViewerProviderQuery: () => ({ data: { me: null, activePlatform: null } }),
      ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
      reportClientErrorMutation: () => ({ data: { reportClientError: true } }),
      ...handlers,
    },
    rest,
  );
  const router = createMemoryRouter(routeObjects(), { initialEntries: [`/SharedQuote/${TOKEN}`] });
  render(<RouterProvider router={router} />);
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SharedQuotePage', () => {
  it('shows an open link as the print layout: revision, lines, totals and terms, a PDF download, and no cost', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const api = openLink(
      { SharedQuotePageQuery: () => shared('open') },
      {
        [SHARED_QUOTE_PDF_PATH]: (body, headers) =>
          body.token === TOKEN && !headers.has('authorization')
            ? new Response(pdf, { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="quote-27-rev-3.pdf"' } })
            : new Response(JSON.stringify({ success: false, result: null, error: SHARED_LINK_CLOSED.invalid }), { status: 404 }),
      },
    );
    const sheet = await screen.findByRole('article', { name: 'Quote #27, revision 3' }, { timeout: 10_000 });
    expect(within(sheet).getByRole('heading', { name: 'Quote #27, revision 3' })).toBeInTheDocument();
    const rows = within(sheet).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1WP-150Wall pack 150 W3$250.00$750.00');
    expect(rows[2]).toHaveTextContent('2FL-300Flood light 300 W2$450.00$900.00');
    expect(rows[3]).toHaveTextContent('Total$1,650.00');
    expect(within(sheet).getByText('01/26/2027')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText(TERMS[0]!.text, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/cost|margin/i)).toBeNull();
    expect(api.callsOf('SharedQuotePageQuery')[0]!.variables).toEqual({ token: TOKEN });

    // Download PDF saves the server's PDF of the link under the name it gives.
    const saved = captureDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('quote-27-rev-3.pdf');
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(pdf);
    expect(screen.queryByRole('alert')).toBeNull();

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(document.title).toBe('Quote 27 revision 3');
  });

  it('says why the PDF is refused when the link closed after the page opened', async () => {
    openLink(
      { SharedQuotePageQuery: () => shared('open') },
      { [SHARED_QUOTE_PDF_PATH]: () => new Response(JSON.stringify({ success: false, result: null, error: SHARED_LINK_CLOSED.revoked }), { status: 409 }) },
    );
    const saved = captureDownloads();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }, { timeout: 10_000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARED_LINK_CLOSED.revoked);
    expect(saved).toHaveLength(0);
  });

  it('accepts with the typed full name and the terms ticked, naming each missing field first and sending nothing', async () => {
    const api = openLink({
      SharedQuotePageQuery: () => shared('open'),
      SharedQuotePageAcceptMutation: (variables) => ({ data: { acceptSharedQuote: { revision: 3, fullName: variables.fullName } } }),
    });
    const accept = await screen.findByRole('form', { name: 'Accept' }, { timeout: 10_000 });
    await userEvent.click(within(accept).getByRole('button', { name: 'Accept' }));
    const name = within(accept).getByRole('textbox', { name: /Full name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(accept).getByRole('alert')).toHaveTextContent(SHARED_QUOTE_MESSAGES.fullName);

    await userEvent.type(name, '  Pat Buyer ');
    await userEvent.click(within(accept).getByRole('button', { name: 'Accept' }));
    expect(within(accept).getByRole('alert')).toHaveTextContent(SHARED_QUOTE_MESSAGES.terms);
    expect(within(accept).getByRole('checkbox', { name: /I accept the terms/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsOf('SharedQuotePageAcceptMutation')).toHaveLength(0);

    await userEvent.click(within(accept).getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(within(accept).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Pat Buyer: you accepted Quote #27, revision 3.');
    expect(api.callsOf('SharedQuotePageAcceptMutation')[0]!.variables).toEqual({ token: TOKEN, fullName: 'Pat Buyer', acceptTerms: true });
    expect(screen.queryByRole('form', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Request changes' })).toBeNull();
  });

  it("asks for changes with a comment, refusing an empty one, and shows the server's refusal word for word", async () => {
    let refuse = false;
    const api = openLink({
      SharedQuotePageQuery: () => shared('open'),
      SharedQuotePageChangesMutation: () => (refuse ? { data: null, errors: [{ message: SHARED_LINK_CLOSED.superseded }] } : { data: { requestQuoteChanges: { revision: 3 } } }),
    });
    const form = await screen.findByRole('form', { name: 'Request changes' }, { timeout: 10_000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Request changes' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(SHARED_QUOTE_MESSAGES.comment);
    expect(api.callsOf('SharedQuotePageChangesMutation')).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: /Comment/ }), 'Please quote 300 W instead.');
    await userEvent.click(within(form).getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your request was sent to Dana Brooks.');
    expect(api.callsOf('SharedQuotePageChangesMutation')[0]!.variables).toEqual({ token: TOKEN, comment: 'Please quote 300 W instead.' });

    refuse = true;
    await userEvent.type(within(form).getByRole('textbox', { name: /Comment/ }), 'And a second thing.');
    await userEvent.click(within(form).getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByText(SHARED_LINK_CLOSED.superseded)).toHaveAttribute('role', 'alert');
  });

  it('shows an accepted revision with who accepted it and when, and offers no second acceptance', async () => {
    openLink({ SharedQuotePageQuery: () => shared('open', { quote: content({ acceptedBy: 'Pat Buyer', acceptedAt: '2026-11-20T16:00:00.000Z' }) }) });
    expect(await screen.findByText('Accepted by Pat Buyer on 11/20/2026.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You accepted this revision. Please contact Dana Brooks of Acme Lighting (dealer@acme.test) about any change.');
    expect(screen.queryByRole('form', { name: 'Accept' })).toBeNull();
  });

  it.each([
    ['expired', { expiredOn: '2026-11-01T15:00:00.000Z' }, 'This quote expired on 11/01/2026.'],
    ['revoked', {}, SHARED_LINK_CLOSED.revoked],
    ['superseded', {}, SHARED_LINK_CLOSED.superseded],
    ['ordered', {}, SHARED_LINK_CLOSED.ordered],
  ])('says which when the link is %s, and whom to contact, without the quote', async (state, extra, sentence) => {
    openLink({ SharedQuotePageQuery: () => shared(state, extra) });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(sentence);
    expect(screen.getByText('Please contact Dana Brooks of Acme Lighting (dealer@acme.test) for a current quote.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('answers a tampered link with its own page instead of the error screen', async () => {
    openLink({ SharedQuotePageQuery: () => ({ data: null, errors: [{ message: SHARED_LINK_CLOSED.invalid }] }) });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(SHARED_LINK_CLOSED.invalid);
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });
});
