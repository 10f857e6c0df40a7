import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { RelayEnvironmentProvider } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextRmaStatuses } from '@quotecraft/rules/rmas';
import { createRelayEnvironment } from '../../app/relayEnvironment';
import { SessionProvider } from '../../app/SessionProvider';
import { AlertsProvider } from '../../ui/alerts';
import { formatDateTime } from '../../ui/format';
import { mockGraphQL } from '../../test/mockGraphQL';
import { RmaProgress, type RmaComment } from './RmaProgress';

vi.setConfig({ testTimeout: 20_000 });

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T15:30:00.000Z`;
const comment = (id: number, author: string, status: string | null, text: string, day: number, photoUrl: string | null = null): RmaComment => ({
  id: btoa(`RmaComment:${id}`),
  author,
  status,
  text,
  photoUrl,
  createdAt: at(day),
});

/** An RMA that went the whole way: received, inspected, credited and closed, with the buyer's word between. */
const history = [
  comment(1, 'Alex Chen', 'Received', 'Two fixtures arrived at the dock.', 2),
  comment(2, 'Riley Morgan', null, 'The second one flickers too.', 3, '/uploads/flicker.jpg'),
  comment(3, 'Alex Chen', 'Inspected', 'Driver failure confirmed on both.', 4),
  comment(4, 'Alex Chen', 'Approved (credit)', 'Credit of $412.00 issued.', 5),
  comment(5, 'Alex Chen', 'Closed', 'Done.', 6),
];

function renderProgress(props: { status: string | null; comments: RmaComment[] }) {
  const { environment } = createRelayEnvironment({ token: 'token' });
  return render(
    <MemoryRouter>
      <AlertsProvider>
        <SessionProvider>
          <RelayEnvironmentProvider environment={environment}>
            <RmaProgress rmaId={41} status={props.status} nextStatuses={nextRmaStatuses(props.status)} comments={props.comments} />
          </RelayEnvironmentProvider>
        </SessionProvider>
      </AlertsProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RMA progress', () => {
  it('shows each status change and comment oldest first, with its comment, photo, author and date; a closed RMA takes nothing more', () => {
    renderProgress({ status: 'Closed', comments: history });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByText(/^Status set to /)?.textContent ?? null)).toEqual([
      'Status set to Received',
      null,
      'Status set to Inspected',
      'Status set to Approved (credit)',
      'Status set to Closed',
    ]);
    expect(within(items[2]!).getByText('Driver failure confirmed on both.')).toBeInTheDocument();
    expect(within(items[0]!).getByText(`Alex Chen · ${formatDateTime(at(2))}`)).toBeInTheDocument();
    expect(formatDateTime(at(2))).toMatch(/^11\/02\/2026 \d\d:30$/);
    expect(within(items[1]!).getByRole('img', { name: 'Photo from Riley Morgan' })).toHaveAttribute('src', '/uploads/flicker.jpg');
    expect(screen.queryByRole('form', { name: 'Set the RMA status' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a comment to the RMA' })).toBeNull();
  });

  it('says there are no updates yet on a newly submitted RMA, offers the statuses that may follow and a comment', () => {
    renderProgress({ status: 'Submitted', comments: [] });
    expect(screen.getByText('No updates yet.')).toBeInTheDocument();
    const status = within(screen.getByRole('form', { name: 'Set the RMA status' })).getByLabelText(/New Status/);
    const offered = within(status).getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(expect.arrayContaining(['Received', 'Inspected', 'Approved (credit)', 'Approved (replacement)', 'Rejected', 'Closed']));
    expect(screen.getByRole('form', { name: 'Add a comment to the RMA' })).toBeInTheDocument();
  });

  it('after a rejection offers only Closed, and a status needs a comment before it is sent', async () => {
    const api = mockGraphQL({
      RmaProgressStatusMutation: (variables) => ({
        data: { setRmaStatus: { id: btoa('Rma:41'), status: variables.status, nextStatuses: [], comments: [] } },
      }),
    });
    renderProgress({ status: 'Rejected', comments: [comment(6, 'Alex Chen', 'Rejected', 'Outside the warranty period.', 7)] });
    expect(screen.getByText('Status set to Rejected')).toBeInTheDocument();
    expect(screen.getByText('Outside the warranty period.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Set the RMA status' });
    const select = within(form).getByLabelText(/New Status/);
    expect(within(select).getAllByRole('option').map((option) => option.textContent).filter((label) => label !== 'Select a status')).toEqual(['Closed']);
    await userEvent.selectOptions(select, 'Closed');
    await userEvent.click(within(form).getByRole('button', { name: 'Set Status' }));
    expect(within(form).getByText('Please enter a comment.')).toBeInTheDocument();
    expect(api.callsOf('RmaProgressStatusMutation')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText(/Comment/), 'Returned to the customer.');
    await userEvent.click(within(form).getByRole('button', { name: 'Set Status' }));
    expect(await screen.findByText('RMA set to Closed.')).toBeInTheDocument();
    expect(api.callsOf('RmaProgressStatusMutation')[0]!.variables).toEqual({ id: 41, status: 'Closed', comment: 'Returned to the customer.' });
  });
});
