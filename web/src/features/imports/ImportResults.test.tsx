import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportResults } from './ImportResults';
import { FIX_ERRORS_HEADING } from './importTypes';

describe('import results', () => {
  it('shows the row error table under the spec heading', () => {
    render(
      <ImportResults
        outcome={{
          kind: 'invalid',
          detail: [
            { row: 2, column: 'Name', value: '', message: 'Name is required.' },
            { row: 3, column: 'Stock', value: 'many', message: 'Stock must be a whole number of 0 or more.' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: FIX_ERRORS_HEADING })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['RowColumnValueProblem', '2Name–Name is required.', '3StockmanyStock must be a whole number of 0 or more.']);
  });

  it('shows a formatting error as text', () => {
    render(<ImportResults outcome={{ kind: 'invalid', detail: 'The spreadsheet has no rows to import.' }} />);
    expect(screen.getByRole('heading', { name: FIX_ERRORS_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The spreadsheet has no rows to import.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's success message", () => {
    render(<ImportResults outcome={{ kind: 'done', message: 'Successfully imported 3 customers.' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Successfully imported 3 customers.');
  });

  it('names an upload failure with the server reason', () => {
    render(<ImportResults outcome={{ kind: 'failed', detail: 'The file is larger than 10 MB.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occured while uploading: The file is larger than 10 MB.');
  });
});
