import { lazy, useCallback, useEffect, useRef, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { loadQuery, usePreloadedQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery, type PreloadFetchPolicy } from 'react-relay';
import {
  getRequest,
  type ConcreteRequest,
  type GraphQLTaggedNode,
  type OperationType,
  type VariablesOf,
} from 'relay-runtime';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs, type Params, type ShouldRevalidateFunction } from 'react-router';
import { LoadingIndicator } from '../ui/Spinner';
import { hasRouteAccess, type RouteAccess } from './access';
import type { RelaySession } from './relaySession';
import type { ViewerUser } from './ViewerProvider';

/** A screen in a chunk of its own, fetched when navigation to its route starts. */
export interface RouteScreen {
  Component: LazyExoticComponent<ComponentType>;
  preload(): Promise<unknown>;
}

export function lazyScreen<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): RouteScreen {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => ({ default: module[name] as ComponentType }),
      (error: unknown) => {
        // A failed chunk is fetched again on the next visit.
        loading = null;
        throw error;
      },
    ));
  return { Component: lazy(preload), preload };
}

export interface RouteQueryContext {
  params: Params;
  search: URLSearchParams;
  /** The signed-in user; null for visitors, and unless the query asked for it (`viewer: true`). */
  viewer: ViewerUser | null;
}

/** A route's query: its artifact (a small chunk of its own) and its variables from the URL. */
export interface RouteQuery {
  load(): Promise<{ default: ConcreteRequest }>;
  /** null: the screen does not need this query for this URL. */
  variables(context: RouteQueryContext): Record<string, unknown> | null;
  fetchPolicy?: PreloadFetchPolicy;
  /** The variables need the signed-in user. */
  viewer?: boolean;
}

export function routeQuery<Q extends OperationType>(
  load: () => Promise<{ default: ConcreteRequest }>,
  variables: (context: RouteQueryContext) => VariablesOf<Q> | null,
  options: { fetchPolicy?: PreloadFetchPolicy; viewer?: boolean } = {},
): RouteQuery {
  return { load, variables: variables as RouteQuery['variables'], fetchPolicy: options.fetchPolicy ?? 'store-and-network', viewer: options.viewer };
}

/** What a route's loader hands its screen: one reference per query. */
export type RouteQueries = readonly PreloadedQuery<OperationType>[];

// References a screen has taken over; the others are disposed when their route loads again.
const claimed = new WeakSet<object>();

const needsSignIn = (access: RouteAccess) => access === 'signedIn' || access === 'guarded' || access === 'admin';
const needsRole = (access: RouteAccess) => access === 'guarded' || access === 'admin';

/**
 * Starts the screen's chunk and its queries together, when navigation starts. Queries the guard
 * would refuse (a visitor on a signed-in route, a role below the route's) are not sent.
 */
export function routeLoaderFor(
  { access, screen, queries = [] }: { access: RouteAccess; screen?: RouteScreen; queries?: readonly RouteQuery[] },
  session: RelaySession,
) {
  let unclaimed: PreloadedQuery<OperationType>[] = [];
  let loadedWith = 0;
  // A load no screen has taken yet, for the same URL and session: a second navigation to the same
  // place (a guard's redirect right after sign-in) shares it instead of loading everything again.
  let pending: { url: string; key: number; result: Promise<RouteQueries | null> } | null = null;

  const loader = ({ params, request }: LoaderFunctionArgs): Promise<RouteQueries | null> => {
    void screen?.preload().catch(() => {});
    const key = session.get().key;
    if (pending && pending.url === request.url && pending.key === key && !unclaimed.some((ref) => claimed.has(ref))) {
      return pending.result;
    }
    for (const ref of unclaimed) if (!claimed.has(ref)) ref.dispose();
    unclaimed = [];
    loadedWith = key;
    const result = load(params, request);
    pending = { url: request.url, key, result };
    return result;
  };

  const load = async (params: Params, request: Request): Promise<RouteQueries | null> => {
    if (queries.length === 0) return null;

    const { token } = session.get();
    if (needsSignIn(access) && !token) return null;
    let viewer: ViewerUser | null = null;
    if (token && (needsRole(access) || queries.some((query) => query.viewer))) {
      viewer = (await session.viewer())?.me ?? null;
      if (needsRole(access) && !(viewer && hasRouteAccess(viewer.roleLevel, access))) return null;
    }

    const context: RouteQueryContext = { params, search: new URL(request.url).searchParams, viewer };
    const artifacts = await Promise.all(queries.map((query) => query.load()));
    const { environment } = session.get();
    const refs: PreloadedQuery<OperationType>[] = [];
    queries.forEach((query, index) => {
      const variables = query.variables(context);
      if (!variables) return;
      const ref = loadQuery(environment, artifacts[index]!.default, variables, { fetchPolicy: query.fetchPolicy });
      refs.push(ref);
      unclaimed.push(ref);
    });
    return refs;
  };

  // Same path and search: the screen keeps its data, unless the session (and so the environment) changed.
  const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
    if (session.get().key !== loadedWith) return true;
    if (currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) return false;
    return defaultShouldRevalidate;
  };

  return { loader, shouldRevalidate };
}

/**
 * Shows the loading indicator instead of a screen whose data was loaded for an earlier session
 * (just signed in, out or expired) while the route loads it again (ReloadOnSessionChange).
 */
export function FreshRouteData({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const refs = useLoaderData() as RouteQueries | null | undefined;
  if (Array.isArray(refs) && refs.some((ref) => ref.environment !== environment)) return <LoadingIndicator />;
  return children;
}

/** Loads the current route again when the session's environment changes. */
export function ReloadOnSessionChange({ session }: { session: RelaySession }) {
  const revalidator = useRevalidator();
  const { key } = useSyncExternalStore(session.subscribe, session.get);
  const loadedKey = useRef(key);
  useEffect(() => {
    if (loadedKey.current === key) return;
    loadedKey.current = key;
    void revalidator.revalidate();
  }, [key, revalidator]);
  return null;
}

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
