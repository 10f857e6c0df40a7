import { Suspense, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../../../app/relayEnvironment';
import { AlertsProvider } from '../../../ui/alerts';
import { mockGraphQL } from '../../../test/mockGraphQL';
import { SendQuoteDialog } from './SendQuoteDialog';
import type { SendQuoteDialogTestQuery } from './__generated__/SendQuoteDialogTestQuery.graphql';

const testQuery = graphql`
  query SendQuoteDialogTestQuery($id: Int!) {
    quote(id: $id) {
      ...SendQuoteDialog_quote
    }
  }
`;

function Host() {
  const data = useLazyLoadQuery<SendQuoteDialogTestQuery>(testQuery, { id: 27 });
  const [open, setOpen] = useState(true);
  return data.quote ? <SendQuoteDialog quote={data.quote} open={open} onClose={() => setOpen(false)} /> : null;
}

const quote = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Quote',
  id: btoa('Quote:27'),
  rowId: 27,
  revision: 2,
  contact: { firstName: 'Casey', lastName: 'Buyer', email: 'casey@buyer.test' },
  shareRecipients: [
    { email: 'casey@buyer.test', name: 'Casey Buyer', kind: 'contact' },
    { email: 'robin@buyer.test', name: 'Robin Purchasing', kind: 'contact' },
    { email: 'admin@acme.test', name: 'Ada Admin', kind: 'user' },
  ],
  ...overrides,
});

function renderDialog() {
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

const SHARE_URL = 'http://localhost:4000/SharedQuote/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

afterEach(() => vi.unstubAllGlobals());

describe('SendQuoteDialog', () => {
  it("addresses the quote's contact, adds a picked contact and a typed address, and shows the link with a copy button", async () => {
    const api = mockGraphQL({
      SendQuoteDialogTestQuery: () => ({ data: { quote: quote() } }),
      SendQuoteDialogMutation: (variables) => ({
        data: { sendQuote: { shareUrl: SHARE_URL, recipients: ['casey@buyer.test', ...(variables.emails as string[])], revision: 2 } },
      }),
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Send Quote #27, revision 2' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent("To Casey Buyer <casey@buyer.test> (the quote's contact)");
    // The contact is not offered again.
    const picker = within(dialog).getByLabelText('Add a contact or user');
    expect(within(picker).queryByRole('option', { name: /casey@buyer\.test/ })).toBeNull();
    await userEvent.selectOptions(picker, 'robin@buyer.test');
    await userEvent.type(within(dialog).getByLabelText('Add an email address'), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('not-an-address is not a valid email address.');
    await userEvent.clear(within(dialog).getByLabelText('Add an email address'));
    await userEvent.type(within(dialog).getByLabelText('Add an email address'), 'Admin@Acme.test{Enter}');
    expect(within(within(dialog).getByRole('list', { name: 'Added recipients' })).getAllByRole('listitem').map((li) => li.textContent?.replace('×', ''))).toEqual([
      'robin@buyer.test',
      'admin@acme.test',
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Sent to casey@buyer.test, robin@buyer.test, admin@acme.test. The link opens revision 2 of the quote.');
    expect(api.callsOf('SendQuoteDialogMutation')[0]!.variables).toEqual({ id: 27, emails: ['robin@buyer.test', 'admin@acme.test'] });
    expect(within(dialog).getByLabelText('Link')).toHaveValue(SHARE_URL);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(SHARE_URL);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  }, 60_000);

  it("shows the server's refusal naming the address, and asks for an address when the contact has none", async () => {
    mockGraphQL({
      SendQuoteDialogTestQuery: () => ({ data: { quote: quote({ contact: null, shareRecipients: [] }) } }),
      SendQuoteDialogMutation: () => ({ data: null, errors: [{ message: 'stranger@else.test is not a user or contact of this platform.' }] }),
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Send Quote #27, revision 2' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent("The quote's contact has no email address: add one below.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent("Add an email address: the quote's contact has none.");
    await userEvent.type(within(dialog).getByLabelText('Add an email address'), 'stranger@else.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('stranger@else.test is not a user or contact of this platform.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Link')).toBeNull();
  }, 60_000);
});
