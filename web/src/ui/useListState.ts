import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { DEFAULT_PAGE_SIZE } from './Pager';

export type SortDirection = 'ASC' | 'DESC';

export interface ListOrder<Field extends string = string> {
  field: Field;
  direction: SortDirection;
}

/** Variables every connection list takes: first / after / orderBy / search. */
export interface ListVariables<Field extends string = string> {
  first: number;
  after: string | null;
  orderBy: ListOrder<Field>;
  search: string | null;
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextOrder<Field extends string>(current: ListOrder<Field>, field: Field): ListOrder<Field> {
  if (current.field === field) return { field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  return { field, direction: 'ASC' };
}

export interface ListState<Field extends string> {
  pageSize: number;
  after: string | null;
  page: number;
  order: ListOrder<Field>;
  search: string;
}

export function useListState<Field extends string>({
  defaultOrder,
  defaultPageSize = DEFAULT_PAGE_SIZE,
}: {
  defaultOrder: ListOrder<Field>;
  defaultPageSize?: number;
}) {
  const [state, setState] = useState<ListState<Field>>({
    pageSize: defaultPageSize,
    after: null,
    page: 1,
    order: defaultOrder,
    search: '',
  });

  const variables = useMemo<ListVariables<Field>>(
    () => ({
      first: state.pageSize,
      after: state.after,
      orderBy: state.order,
      search: state.search === '' ? null : state.search,
    }),
    [state],
  );

  // Anything but a page change starts again from the first page.
  const setPage = useCallback((after: string | null, page: number) => setState((s) => ({ ...s, after, page })), []);
  const setPageSize = useCallback(
    (pageSize: number) => setState((s) => ({ ...s, pageSize, after: null, page: 1 })),
    [],
  );
  const toggleSort = useCallback(
    (field: Field) => setState((s) => ({ ...s, order: nextOrder(s.order, field), after: null, page: 1 })),
    [],
  );
  const setSearch = useCallback(
    (search: string) => setState((s) => (s.search === search ? s : { ...s, search, after: null, page: 1 })),
    [],
  );

  return { ...state, variables, setPage, setPageSize, toggleSort, setSearch };
}

export type RefetchOptions = { fetchPolicy: 'store-or-network' | 'network-only' };

/**
 * Refetches a list (for example Relay's `useRefetchableFragment` refetch) whenever its variables
 * change, keeping the current rows on screen while the next page loads.
 */
export function useListRefetch<Variables>(
  variables: Variables,
  refetch: (variables: Variables, options: RefetchOptions) => unknown,
) {
  const [isPending, startTransition] = useTransition();
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const initial = useRef(variables);

  useEffect(() => {
    if (variables === initial.current) return;
    startTransition(() => {
      refetchRef.current(variables, { fetchPolicy: 'store-or-network' });
    });
  }, [variables]);

  const refresh = useCallback(() => {
    startTransition(() => {
      refetchRef.current(variables, { fetchPolicy: 'network-only' });
    });
  }, [variables]);

  return { isPending, refresh };
}
