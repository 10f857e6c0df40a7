import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeObjects } from '../../app/routes';
import { makeToken, mockGraphQL } from '../../test/mockGraphQL';

vi.setConfig({ testTimeout: 20_000 });

const token = makeToken({ username: 'admin@example.com', exp: Math.floor(Date.now() / 1000) + 3600 });
const me = (roleLevel: number) => ({
  id: 'VXNlcjo1',
  rowId: 5,
  username: 'admin@example.com',
  firstName: 'Alex',
  lastName: 'Chen',
  pid: 1,
  roleId: 3,
  roleName: roleLevel === 9 ? 'Super Admin' : 'System Admin',
  roleLevel,
  checkoutType: 'order',
  groupId: null,
  groupIds: [],
  groups: [],
  activeGroup: null,
});
const platform = { id: 'UGxhdGZvcm06MQ==', rowId: 1, name: 'Acme', isDefault: true, requireMFA: false, integration: 'default' };

beforeAll(async () => {
  await import('./JobsPage');
  await import('../../app/relayScope');
}, 60_000);

const job = (id: string, kindLabel: string, record: string | null, error: string, attempts: number, maxAttempts: number, nextTryAt: string | null) => ({
  id,
  kindLabel,
  record,
  error,
  attempts,
  maxAttempts,
  lastTriedAt: '2026-11-27T09:30:00.000Z',
  nextTryAt,
});

const onePage = { cursor: null, page: 1, isCurrent: true };
function failedJobs(jobs: ReturnType<typeof job>[]) {
  return {
    data: {
      failedJobs: {
        totalCount: jobs.length,
        pageCursors: { around: [onePage], first: onePage, last: onePage, previous: null, next: null },
        edges: jobs.map((node) => ({ node })),
      },
    },
  };
}

function renderJobs(roleLevel: number, handlers: Parameters<typeof mockGraphQL>[0]) {
  sessionStorage.setItem('token', token);
  const api = mockGraphQL({
    ViewerProviderQuery: () => ({ data: { me: me(roleLevel), activePlatform: platform } }),
    ThemeProviderQuery: () => ({ data: { activeTheme: null } }),
    reportClientErrorMutation: () => ({ data: { reportClientError: true } }),
    OrderStatusListenerSubscription: () => ({ data: null }),
    ...handlers,
  });
  const router = createMemoryRouter(routeObjects(), { initialEntries: ['/Jobs'] });
  render(<RouterProvider router={router} />);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('JobsPage', () => {
  it('lists the failed jobs with their error and attempts, and Retry runs one again', async () => {
    let jobs = [
      job('41', 'ERP order', 'Order QC-40', 'The ERP refused the order: customer C-7 is on hold', 3, 25, '2026-11-27T09:31:00.000Z'),
      job('42', 'Email', null, 'SMTP server said 550: mailbox unavailable', 25, 25, null),
    ];
    const api = renderJobs(9, {
      JobsPageQuery: () => failedJobs(jobs),
      JobsPageRetryMutation: () => {
        jobs = jobs.filter((j) => j.id !== '41');
        return { data: { retryJobs: 1 } };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeTruthy();
    const table = await screen.findByRole('table');
    const row = (text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
    const erp = row('The ERP refused the order: customer C-7 is on hold');
    expect(within(erp).getByText('ERP order')).toBeTruthy();
    expect(within(erp).getByText('Order QC-40')).toBeTruthy();
    expect(within(erp).getByText('3 of 25')).toBeTruthy();
    const mail = row('SMTP server said 550: mailbox unavailable');
    expect(within(mail).getByText('25 of 25')).toBeTruthy();
    // attempts ran out: it is not tried again by itself
    expect(within(mail).getByText('Gave up')).toBeTruthy();

    await userEvent.click(within(erp).getByRole('button', { name: 'Retry job 41' }));
    await waitFor(() => expect(api.callsOf('JobsPageRetryMutation').map((call) => call.variables)).toEqual([{ ids: ['41'], all: null }]));
    expect(await screen.findByText('The job runs again now.')).toBeTruthy();
    // the list is asked again and shows what is still failing
    await waitFor(() => {
      expect(screen.getByText('SMTP server said 550: mailbox unavailable')).toBeTruthy();
      expect(screen.queryByText('The ERP refused the order: customer C-7 is on hold')).toBeNull();
    });
    expect(api.callsOf('JobsPageQuery').length).toBeGreaterThanOrEqual(2);
  });

  it('retries every failed job at once with Retry All', async () => {
    const api = renderJobs(9, {
      JobsPageQuery: () => failedJobs([job('41', 'ERP order', 'Order QC-40', 'ERP timeout', 2, 25, '2026-11-27T09:31:00.000Z'), job('43', 'Email', null, 'SMTP timeout', 1, 25, '2026-11-27T09:31:00.000Z')]),
      JobsPageRetryMutation: () => ({ data: { retryJobs: 2 } }),
    });
    await screen.findByText('ERP timeout');
    await userEvent.click(screen.getByRole('button', { name: 'Retry All' }));
    await waitFor(() => expect(api.callsOf('JobsPageRetryMutation').map((call) => call.variables)).toEqual([{ ids: null, all: true }]));
    expect(await screen.findByText('2 jobs run again now.')).toBeTruthy();
  });

  it('says plainly when nothing failed, with Retry All off', async () => {
    renderJobs(9, { JobsPageQuery: () => failedJobs([]) });
    expect(await screen.findByText('No failed jobs.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry All' })).toBeDisabled();
  });

  it("shows a level-5 administrator the jobs the server answers for the platform, with no platform of the administrator's choosing", async () => {
    const api = renderJobs(5, {
      JobsPageQuery: () => failedJobs([job('51', 'Payment event', 'Order QC-77', 'No such payment intent', 1, 25, '2026-11-27T09:31:00.000Z')]),
    });
    expect(await screen.findByText('No such payment intent')).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('button', { name: /^Retry job / })).toHaveLength(1);
    // the query names no platform: the server decides whose jobs a level-5 administrator sees
    expect(api.callsOf('JobsPageQuery')[0]!.variables).toEqual({ first: expect.any(Number), after: null });
    expect(screen.queryByLabelText('Platform')).toBeNull();
  });
});
