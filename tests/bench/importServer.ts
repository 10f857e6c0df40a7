// The app for the import benchmark, in its own process so its memory can be watched alone.
// Messages: 'reset' (collect garbage, start a new peak), 'reset-live' (the same, and also collect
// garbage every LIVE_SAMPLE_MS to record the live heap), 'report' (send the figures), 'close'.
import { startTestApp } from '../../api/src/test/app.ts';

const app = await startTestApp({ seed: true });
const gc = (globalThis as { gc?: () => void }).gc!;
const LIVE_SAMPLE_MS = 1000;

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}
const current = (): Memory => {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external: external + arrayBuffers };
};
let baseline = current();
let peak = current();
/** the largest heap left after a full collection while sampling live memory */
let live = 0;
let liveSampler: NodeJS.Timeout | undefined;
const sample = () => {
  const now = current();
  peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed), external: Math.max(peak.external, now.external) };
};
setInterval(sample, 2).unref();

process.on('message', async (message) => {
  if (message === 'reset' || message === 'reset-live') {
    clearInterval(liveSampler);
    gc();
    baseline = current();
    peak = { ...baseline };
    live = baseline.heapUsed;
    if (message === 'reset-live') {
      liveSampler = setInterval(() => {
        gc();
        live = Math.max(live, process.memoryUsage().heapUsed);
      }, LIVE_SAMPLE_MS);
    }
    process.send!({ type: 'reset', baseline });
  } else if (message === 'report') {
    clearInterval(liveSampler);
    sample();
    process.send!({ type: 'report', baseline, peak, live });
  } else if (message === 'close') {
    await app.close();
    process.exit(0);
  }
});

process.send!({ type: 'ready', url: app.url, databaseUrl: app.databaseUrl });
