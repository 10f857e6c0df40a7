import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHarness, type BrowserHarness } from './harness.ts';
import { walk, WALK_ACCOUNTS } from './walkScreens.ts';

// The walk of every screen (see walkScreens.ts) for a visitor and the users below administration. The administrators' walks are a file of their
// own so that the two halves run side by side.

let harness: BrowserHarness;
beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

describe('walking every screen', () => {
  it('a visitor sees the landing page and the catalog without errors', async () => {
    const { found } = await walk(harness, 'visitor', null);
    expect(found).toEqual([]);
  }, 240_000);

  it.each(WALK_ACCOUNTS.filter(([, level]) => level < 5))(
    '%s (level %i) reaches every screen of its menus without an error',
    async (username, level) => {
      const { paths, found } = await walk(harness, username, level);
      expect(paths).toContain('/QuoteDashboard');
      if (level >= 5) expect(paths).toContain('/Administration');
      if (level > 0) expect(paths.some((path) => path.startsWith('/MyOrders/'))).toBe(true);
      expect(found).toEqual([]);
    },
    600_000,
  );
});
