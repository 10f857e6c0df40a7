// Loaded ahead of the API's own entry point in a bench's instance (`node --import tsx --import
// ./tests/bench/memoryProbe.ts api/src/main.ts`, with an IPC channel): answers 'memory' with the
// process's memory after full garbage collections, so a bench can tell what its sockets cost.
// The server itself is unchanged. 'profile-start' and { type: 'profile-stop', path } take a CPU
// profile of a bench's measured spell only (node:inspector), written to `path`.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const collect = (globalThis as { gc?: () => void }).gc;

let profiler: Session | null = null;

process.on('message', (message: unknown) => {
  if (message === 'profile-start') {
    profiler = new Session();
    profiler.connect();
    profiler.post('Profiler.enable', () => profiler!.post('Profiler.start'));
    return;
  }
  if (typeof message === 'object' && message !== null && (message as { type?: string }).type === 'profile-stop') {
    const session = profiler;
    profiler = null;
    session?.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync((message as { path: string }).path, JSON.stringify(result.profile));
      session.disconnect();
      process.send?.({ type: 'profile-written' });
    });
    return;
  }
  if (message !== 'memory') return;
  collect?.();
  collect?.();
  // external includes the ArrayBuffers (Buffers among them)
  const { rss, heapUsed, external } = process.memoryUsage();
  process.send?.({ type: 'memory', rss, heapUsed, external, collected: Boolean(collect) });
});
// The IPC channel would otherwise keep an instance alive after the server closed.
process.channel?.unref();
