// Loaded ahead of the API's own entry point in a bench's instance (`node --import tsx --import
// ./tests/bench/memoryProbe.ts api/src/main.ts`, with an IPC channel): answers 'memory' with the
// process's memory after full garbage collections, so a bench can tell what its sockets cost.
// The server itself is unchanged.
const collect = (globalThis as { gc?: () => void }).gc;

process.on('message', (message) => {
  if (message !== 'memory') return;
  collect?.();
  collect?.();
  // external includes the ArrayBuffers (Buffers among them)
  const { rss, heapUsed, external } = process.memoryUsage();
  process.send?.({ type: 'memory', rss, heapUsed, external, collected: Boolean(collect) });
});
// The IPC channel would otherwise keep an instance alive after the server closed.
process.channel?.unref();
