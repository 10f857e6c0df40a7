// Route entries that start loading when navigation starts. Nothing here loads the Relay runtime
// until a route needs it: the loaders ask relaySeam.tsx for it.
import { lazy, useEffect, useRef, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import type { PreloadedQuery, PreloadFetchPolicy } from 'react-relay';
import type { ConcreteRequest, OperationType, VariablesOf } from 'relay-runtime';
import { useRevalidator, type LoaderFunctionArgs, type Params, type ShouldRevalidateFunction } from 'react-router';
import { hasRouteAccess, type RouteAccess } from './access';
import type { AppSession } from './session';
import type { RouteQueries } from './relaySession';
import { relayOf } from './relaySeam';
import type { ViewerUser } from './viewerState';

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

export type { RouteQueries };

// References a screen has taken over; the others are disposed when their route loads again.
export const claimed = new WeakSet<object>();

const needsSignIn = (access: RouteAccess) => access === 'signedIn' || access === 'guarded' || access === 'admin';
const needsRole = (access: RouteAccess) => access === 'guarded' || access === 'admin';

/**
 * Starts the screen's chunk and its queries together, when navigation starts. Queries the guard
 * would refuse (a visitor on a signed-in route, a role below the route's) are not sent.
 */
export function routeLoaderFor(
  { access, screen, queries = [] }: { access: RouteAccess; screen?: RouteScreen; queries?: readonly RouteQuery[] },
  session: AppSession,
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
    const [relay, artifacts] = await Promise.all([relayOf(session), Promise.all(queries.map((query) => query.load()))]);
    if (token && (needsRole(access) || queries.some((query) => query.viewer))) {
      viewer = (await relay.viewer())?.me ?? null;
      if (needsRole(access) && !(viewer && hasRouteAccess(viewer.roleLevel, access))) return null;
    }

    const context: RouteQueryContext = { params, search: new URL(request.url).searchParams, viewer };
    const refs: PreloadedQuery<OperationType>[] = [];
    queries.forEach((query, index) => {
      const variables = query.variables(context);
      if (!variables) return;
      const ref = relay.load(artifacts[index]!.default, variables, query.fetchPolicy);
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

/** Loads the current route again when the session's environment changes. */
export function ReloadOnSessionChange({ session }: { session: AppSession }) {
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

