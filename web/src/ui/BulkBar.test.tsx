import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BulkBar } from './BulkBar';

describe('BulkBar', () => {
  it('selects the whole page and shows the actions once rows are chosen', () => {
    const onSelectPage = vi.fn();
    const { rerender } = render(
      <BulkBar selectedCount={0} pageCount={3} allOnPage={false} onSelectPage={onSelectPage} onClear={() => {}}>
        <button type="button">Change role</button>
      </BulkBar>,
    );
    expect(screen.queryByRole('button', { name: 'Change role' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Select all on this page'));
    expect(onSelectPage).toHaveBeenCalledWith(true);
    rerender(
      <BulkBar selectedCount={3} pageCount={3} allOnPage onSelectPage={onSelectPage} onClear={() => {}}>
        <button type="button">Change role</button>
      </BulkBar>,
    );
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change role' })).toBeTruthy();
    expect((screen.getByLabelText('Select all on this page') as HTMLInputElement).checked).toBe(true);
  });

  it('lists each refused row with its reason after an action', () => {
    render(
      <BulkBar
        selectedCount={1}
        pageCount={2}
        allOnPage={false}
        onSelectPage={() => {}}
        onClear={() => {}}
        outcome={{ applied: 1, refused: 1, results: [{ rowId: 1, ok: true, message: null }, { rowId: 2, ok: false, message: 'You cannot delete yourself.' }] }}
        describe={(id) => (id === 2 ? 'me@acme.test' : 'other')}
      >
        <span />
      </BulkBar>,
    );
    expect(screen.getByRole('status').textContent).toContain('1 row changed; 1 row refused (the others were applied):');
    expect(screen.getByText('me@acme.test')).toBeTruthy();
    expect(screen.getByText(/You cannot delete yourself\./)).toBeTruthy();
  });
});
