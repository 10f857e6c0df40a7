import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils and other jest-era helpers look for a global `jest`.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// Screens load lazily; on a busy machine the first render of a route can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};
