// The seam that keeps the Relay runtime off a visitor's /Login (docs/PERFORMANCE.md, "First visit").
//
// The runtime (react-relay, relay-runtime and the app's Relay side: relayScope.tsx, relaySession.ts,
// relayEnvironment.ts) is one chunk, loaded on first use. This module is the only one outside that
// chunk that names it: the session, the route loaders, the shell and the sign-in page reach Relay
// through here and nowhere else, and import nothing of the chunk but types.
//
// Rules that keep it a seam (no import cycle; `npm run typecheck` checks for cycles):
//   - the chunk imports from the shell only modules that do not import this one (SessionProvider,
//     session, viewerState, ui), never routeEntry, ViewerProvider or this file;
//   - types shared by both sides live in leaf modules (viewerState.ts for the viewer, relaySession.ts
//     for the Relay layer and a route's query references).
import { lazy } from 'react';
import type { AppSession } from './session';
import type { RelayLayer } from './relaySession';

type RelayChunk = typeof import('./relayScope');

let chunk: Promise<RelayChunk> | null = null;

/** Loads the runtime with its React side, once; a chunk that failed to load is fetched again on the next call. */
function loadRelayChunk(): Promise<RelayChunk> {
  return (chunk ??= import('./relayScope').catch((error: unknown) => {
    chunk = null;
    throw error;
  }));
}

/** The session's Relay layer (its environment per token and the viewer query), loading the runtime first. */
export function relayOf(session: AppSession): Promise<RelayLayer> {
  return loadRelayChunk().then((module) => module.relayLayerFor(session));
}

// The runtime's React pieces, each suspending until the chunk has arrived. Every screen that reads data renders inside one.
export const RelayScope = lazy(() => loadRelayChunk().then((module) => ({ default: module.RelayScope })));
export const RouteDataScope = lazy(() => loadRelayChunk().then((module) => ({ default: module.RouteDataScope })));
export const ViewerLoader = lazy(() => loadRelayChunk().then((module) => ({ default: module.ViewerLoader })));
