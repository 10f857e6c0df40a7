import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the Search placeholder', () => {
    render(<SearchBox value="" onSearch={() => {}} />);
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
  });

  it('applies the search 500 ms after typing stops', () => {
    const onSearch = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} />);
    const input = screen.getByPlaceholderText('Search');

    fireEvent.change(input, { target: { value: 'ac' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'acme' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onSearch).toHaveBeenCalledWith('acme');
  });

  it('applies the search at once on Enter', () => {
    const onSearch = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} />);
    const input = screen.getByPlaceholderText('Search');

    fireEvent.change(input, { target: { value: 'pole' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('pole');

    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('clears the search with the clear button', () => {
    const onSearch = vi.fn();
    render(<SearchBox value="pole" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.getByPlaceholderText('Search')).toHaveValue('');
  });
});
