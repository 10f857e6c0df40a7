import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextOrder, useListState } from './useListState';

describe('useListState', () => {
  it('toggles ASC and DESC on the same column and starts other columns ascending', () => {
    expect(nextOrder({ field: 'name', direction: 'ASC' }, 'name')).toEqual({ field: 'name', direction: 'DESC' });
    expect(nextOrder({ field: 'name', direction: 'DESC' }, 'name')).toEqual({ field: 'name', direction: 'ASC' });
    expect(nextOrder({ field: 'name', direction: 'DESC' }, 'price')).toEqual({ field: 'price', direction: 'ASC' });
  });

  it('turns the list state into connection variables', () => {
    const { result } = renderHook(() => useListState({ defaultOrder: { field: 'createdAt', direction: 'DESC' } }));
    expect(result.current.variables).toEqual({
      first: 12,
      after: null,
      orderBy: { field: 'createdAt', direction: 'DESC' },
      search: null,
    });

    act(() => result.current.setPage('cursor-3', 3));
    expect(result.current.variables.after).toBe('cursor-3');
    expect(result.current.page).toBe(3);

    act(() => result.current.setSearch('acme'));
    expect(result.current.variables).toMatchObject({ search: 'acme', after: null });

    act(() => result.current.setPage('cursor-2', 2));
    act(() => result.current.toggleSort('createdAt'));
    expect(result.current.variables).toMatchObject({ orderBy: { field: 'createdAt', direction: 'ASC' }, after: null });

    act(() => result.current.setPage('cursor-2', 2));
    act(() => result.current.setPageSize(48));
    expect(result.current.variables).toMatchObject({ first: 48, after: null });
  });
});
