import { lazy } from 'react';

// The Relay runtime's React pieces, each loaded with the runtime when first rendered (they suspend
// until then). Every screen that reads data renders inside one.
const relayScope = () => import('./relayScope');

export const RelayScope = lazy(() => relayScope().then((module) => ({ default: module.RelayScope })));
export const RouteDataScope = lazy(() => relayScope().then((module) => ({ default: module.RouteDataScope })));
export const ViewerLoader = lazy(() => relayScope().then((module) => ({ default: module.ViewerLoader })));
