// The app for the import benchmark, in its own process so its memory can be watched alone.
// Messages: 'reset' (collect garbage, start a new peak), 'report' (send the peak), 'close'.
import { startTestApp } from '../../api/src/test/app.ts';

const app = await startTestApp({ seed: true });

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
const sample = () => {
  const now = current();
  peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed), external: Math.max(peak.external, now.external) };
};
setInterval(sample, 2).unref();

process.on('message', async (message) => {
  if (message === 'reset') {
    (globalThis as { gc?: () => void }).gc?.();
    baseline = current();
    peak = { ...baseline };
    process.send!({ type: 'reset', baseline });
  } else if (message === 'report') {
    sample();
    process.send!({ type: 'report', baseline, peak });
  } else if (message === 'close') {
    await app.close();
    process.exit(0);
  }
});

process.send!({ type: 'ready', url: app.url, databaseUrl: app.databaseUrl });
