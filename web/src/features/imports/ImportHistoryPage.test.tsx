import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/SessionProvider';
import { AlertsProvider } from '../../ui/alerts';
import { HistoryList, INITIAL_HISTORY_VARIABLES, type ImportRunRow } from './ImportHistoryPage';

const runs: ImportRunRow[] = [
  { id: '10', type: 'Customers', username: 'admin@acme.test', fileName: 'autumn.xlsx', created: 0, updated: 0, unchanged: 0, errors: 0, status: 'running', stoppedAtRow: null, createdAt: '2026-11-28T09:05:00.000Z' },
  { id: '9', type: 'Users', username: 'admin@acme.test', fileName: 'staff.xlsx', created: 0, updated: 0, unchanged: 0, errors: 0, status: 'interrupted', stoppedAtRow: null, createdAt: '2026-11-28T09:00:00.000Z' },
  { id: '8', type: 'Products', username: 'super@acme.test', fileName: 'catalog.xlsx', created: 2999, updated: 0, unchanged: 0, errors: 1500, status: 'stopped', stoppedAtRow: 3001, createdAt: '2026-11-28T08:00:00.000Z' },
  { id: '7', type: 'Customers', username: 'admin@acme.test', fileName: 'spring.xlsx', created: 1200, updated: 30, unchanged: 4, errors: 2, status: 'completed', stoppedAtRow: null, createdAt: '2026-11-27T10:00:00.000Z' },
  { id: '6', type: 'Products', username: 'super@acme.test', fileName: 'parts.xlsx', created: 5, updated: 0, unchanged: 0, errors: 0, status: 'completed', stoppedAtRow: null, createdAt: '2026-11-26T09:00:00.000Z' },
];

function renderHistory() {
  return render(
    <MemoryRouter>
      <AlertsProvider>
        <SessionProvider>
          <HistoryList rows={runs} loading={false} totalCount={runs.length} variables={INITIAL_HISTORY_VARIABLES} onVariables={() => {}} />
        </SessionProvider>
      </AlertsProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('import history', () => {
  it('lists who imported which file when, with the counts, and the rejected rows only where there are some', () => {
    renderHistory();
    expect(screen.getByRole('heading', { name: 'Import History' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const [, , , , first, second] = within(table).getAllByRole('row') as HTMLElement[] as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    expect(within(first).getByText('admin@acme.test')).toBeInTheDocument();
    expect(within(first).getByText('Customers')).toBeInTheDocument();
    expect(within(first).getByText('1,200')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Download the rejected rows of spring.xlsx' })).toBeInTheDocument();
    expect(within(second).getByText('None')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /rejected rows/ })).not.toBeInTheDocument();
  });

  it('shows an import that stopped part-way as stopped, with what it wrote and its rejected rows', () => {
    renderHistory();
    const [, , , stopped] = within(screen.getByRole('table')).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(stopped).getByText('Stopped at row 3,001')).toBeInTheDocument();
    expect(within(stopped).getByText('2,999')).toBeInTheDocument();
    expect(within(stopped).getByText('1,500')).toBeInTheDocument();
    expect(within(stopped).getByRole('button', { name: 'Download the rejected rows of catalog.xlsx' })).toBeInTheDocument();
    expect(within(stopped).queryByText('Completed')).not.toBeInTheDocument();
  });

  it('shows an import being written as running and one cut short with its server as interrupted, without counts or files', () => {
    renderHistory();
    const [, running, interrupted] = within(screen.getByRole('table')).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(running).getByText('Running')).toBeInTheDocument();
    expect(within(interrupted).getByText('Interrupted')).toHaveAttribute('title', expect.stringMatching(/^The server stopped during this import\. Upload the file again/));
    for (const row of [running, interrupted]) {
      // created, updated, unchanged, errors: not known yet (or ever)
      expect(within(row).getAllByText('—')).toHaveLength(4);
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
      expect(within(row).queryByText('Completed')).not.toBeInTheDocument();
    }
    expect(within(running).getByText('autumn.xlsx')).toBeInTheDocument();
  });

  it("downloads an import's file and its rejected rows by the import's id", async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(new Blob(['xlsx']), { status: 200, headers: { 'content-disposition': 'attachment; filename="spring.xlsx"' } }));
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    renderHistory();
    await userEvent.click(screen.getByRole('button', { name: 'Download spring.xlsx' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download the rejected rows of spring.xlsx' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map(([url, init]) => [url, (init as RequestInit).body])).toEqual([
      ['/api/v1/importManagement/downloadImportFile', '{"id":7}'],
      ['/api/v1/importManagement/downloadRejectedRows', '{"id":7}'],
    ]);
  });
});
