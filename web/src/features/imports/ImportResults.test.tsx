import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImportResults } from './ImportResults';
import { DRY_RUN_HEADING, FIX_ERRORS_HEADING, STOPPED_HEADING, type ImportAnswer } from './importTypes';

const dryRun: ImportAnswer = {
  ok: true,
  dryRun: true,
  message: 'Dry run, nothing written: 1 customer to create, 1 to update, 1 unchanged, 1 row with errors (not imported).',
  importId: null,
  counts: { created: 1, updated: 1, unchanged: 1, error: 1 },
  results: [
    { row: 2, outcome: 'created', column: null, message: null, note: null },
    { row: 3, outcome: 'updated', column: null, message: null, note: 'Price: the formula\'s last calculated value was taken.' },
    { row: 4, outcome: 'unchanged', column: null, message: null, note: null },
    { row: 5, outcome: 'error', column: 'State', message: 'State must be a US state (two-letter code, e.g. IL).', note: null },
  ],
};

describe('import results', () => {
  it('shows a dry run: its counts, errors first, then notes and the other rows, and offers to import the valid rows', () => {
    const onCommit = vi.fn();
    render(<ImportResults outcome={{ kind: 'answer', answer: dryRun }} onCommit={onCommit} />);
    expect(screen.getByRole('heading', { name: DRY_RUN_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(dryRun.message);
    expect(within(screen.getByLabelText('Counts')).getAllByRole('definition').map((item) => item.textContent)).toEqual(['1', '1', '1', '1']);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowOutcomeColumnMessage',
      '5ErrorStateState must be a US state (two-letter code, e.g. IL).',
      "3UpdatedPrice: the formula's last calculated value was taken.",
      '2Created',
      '4Unchanged',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 Valid Rows' }));
    expect(onCommit).toHaveBeenCalledOnce();
  });

  it('after a commit with rejected rows, offers their file and no second import', () => {
    const onDownloadRejected = vi.fn();
    const committed = { ...dryRun, dryRun: false, importId: 42, message: '1 customer created, 1 updated, 1 unchanged, 1 row with errors (in the rejected rows file).' };
    render(<ImportResults outcome={{ kind: 'answer', answer: committed }} onCommit={vi.fn()} onDownloadRejected={onDownloadRejected} />);
    expect(screen.queryByRole('button', { name: /Import/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download Rejected Rows' }));
    expect(onDownloadRejected).toHaveBeenCalledWith(42);
  });

  it('says a commit stopped part-way, with what it wrote, the rows not written and their file', () => {
    const onDownloadRejected = vi.fn();
    const message = 'The import stopped at row 3,001: before it, 2,999 customers were created and 0 updated; download the rejected rows to upload the rest again.';
    const stopped: ImportAnswer = {
      ok: false,
      dryRun: false,
      message,
      importId: 43,
      counts: { created: 2999, updated: 0, unchanged: 0, error: 2 },
      results: [
        { row: 2, outcome: 'created', column: null, message: null, note: null },
        { row: 3001, outcome: 'error', column: null, message: 'Not written: the import stopped at row 3,001 before this row was written. Upload it again.', note: null },
        { row: 3002, outcome: 'error', column: null, message: 'Not written: the import stopped at row 3,001 before this row was written. Upload it again.', note: null },
      ],
    };
    render(<ImportResults outcome={{ kind: 'answer', answer: stopped }} onCommit={vi.fn()} onDownloadRejected={onDownloadRejected} />);
    expect(screen.getByRole('heading', { name: STOPPED_HEADING })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: FIX_ERRORS_HEADING })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(within(screen.getByLabelText('Counts')).getAllByRole('definition').map((item) => item.textContent)).toEqual(['2,999', '0', '0', '2']);
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('3001ErrorNot written: the import stopped at row 3,001');
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download Rejected Rows' }));
    expect(onDownloadRejected).toHaveBeenCalledWith(43);
  });

  it('shows a formatting error as text, without a table', () => {
    const answer: ImportAnswer = { ...dryRun, ok: false, message: 'The spreadsheet has no rows to import.', results: [], counts: { created: 0, updated: 0, unchanged: 0, error: 0 } };
    render(<ImportResults outcome={{ kind: 'answer', answer }} />);
    expect(screen.getByRole('heading', { name: FIX_ERRORS_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The spreadsheet has no rows to import.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('names an upload failure with the server reason', () => {
    render(<ImportResults outcome={{ kind: 'failed', detail: 'The file is larger than 10 MB.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occured while uploading: The file is larger than 10 MB.');
  });
});
