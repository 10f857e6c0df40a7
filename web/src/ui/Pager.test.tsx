import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, type PageCursor, type PageCursors } from './Pager';

function cursors(pageCount: number, current: number): PageCursors {
  const page = (n: number): PageCursor => ({ cursor: n === 1 ? null : `cursor-${n}`, page: n, isCurrent: n === current });
  return {
    around: Array.from({ length: pageCount }, (_, index) => page(index + 1)),
    first: page(1),
    last: page(pageCount),
    previous: current > 1 ? page(current - 1) : null,
    next: current < pageCount ? page(current + 1) : null,
  };
}

const noop = () => {};

describe('Pager', () => {
  it('is hidden when the smallest page size covers the total', () => {
    const { container } = render(
      <Pager totalCount={12} pageSize={12} pageCursors={cursors(1, 1)} onPageChange={noop} onPageSizeChange={noop} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('is shown for 13 items', () => {
    render(<Pager totalCount={13} pageSize={12} pageCursors={cursors(2, 1)} onPageChange={noop} onPageSizeChange={noop} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('offers page sizes 12, 48 and 96', () => {
    render(<Pager totalCount={200} pageSize={12} pageCursors={cursors(5, 1)} onPageChange={noop} onPageSizeChange={noop} />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['12', '48', '96']);
  });

  it('shows at most four page numbers around the current page', () => {
    render(<Pager totalCount={200} pageSize={12} pageCursors={cursors(9, 5)} onPageChange={noop} onPageSizeChange={noop} />);
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ });
    expect(pages).toHaveLength(4);
    expect(pages.map((button) => button.textContent)).toEqual(['4', '5', '6', '7']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks for the page cursor and the page size', async () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    render(
      <Pager
        totalCount={40}
        pageSize={12}
        pageCursors={cursors(4, 1)}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith('cursor-3', 3);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith('cursor-2', 2);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '48');
    expect(onPageSizeChange).toHaveBeenCalledWith(48);
  });
});
