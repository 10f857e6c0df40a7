import { useCallback, useEffect, useRef } from 'react';
import { usePreloadedQuery, useQueryLoader, type PreloadedQuery, type PreloadFetchPolicy } from 'react-relay';
import { getRequest, type GraphQLTaggedNode, type OperationType, type VariablesOf } from 'relay-runtime';
import { useLoaderData } from 'react-router';
import { claimed, type RouteQueries } from './routeEntry';

/**
 * Reads the route's preloaded query (the one with these variables, when the route loads the same
 * query more than once). `reload` loads it again (by default from the network) with some variables
 * changed; `variables` are the ones shown. A change of `reloadOn` (the active group, say) loads it
 * again, showing what the store has meanwhile.
 */
export function useRouteQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  options: { variables?: Partial<VariablesOf<Q>>; reloadOn?: unknown } = {},
) {
  const name = getRequest(query).params.name;
  const refs = useLoaderData() as RouteQueries | null | undefined;
  const matches = (ref: PreloadedQuery<OperationType>) =>
    ref.name === name &&
    Object.entries(options.variables ?? {}).every(([key, value]) => JSON.stringify(ref.variables[key]) === JSON.stringify(value));
  const initial = refs?.find(matches) as PreloadedQuery<Q> | undefined;
  if (!initial) throw new Error(`${name} was not loaded by its route.`);
  claimed.add(initial);
  const [loaded, load] = useQueryLoader<Q>(query, initial);
  const current = loaded ?? initial;
  const data = usePreloadedQuery<Q>(query, current);
  const reload = useCallback(
    (variables: Partial<VariablesOf<Q>> = {}, options: { fetchPolicy?: PreloadFetchPolicy } = {}) =>
      load({ ...current.variables, ...variables } as VariablesOf<Q>, { fetchPolicy: 'network-only', ...options }),
    [load, current.variables],
  );
  const reloadOn = useRef(options.reloadOn);
  useEffect(() => {
    if (Object.is(reloadOn.current, options.reloadOn)) return;
    reloadOn.current = options.reloadOn;
    reload({}, { fetchPolicy: 'store-and-network' });
  }, [options.reloadOn, reload]);
  return { data, reload, variables: current.variables as VariablesOf<Q> };
}
