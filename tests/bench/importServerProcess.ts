// The app in a child process of its own (importServer.ts), so a benchmark watches its memory alone;
// shared by the import and export benchmarks. BENCH_DATABASE_URL runs it on PostgreSQL.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { INSTANCE_ARGS } from './instances.ts';

export interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

export async function startImportServer() {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  else delete process.env.TEST_DATABASE_URL;
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  const child: ChildProcess = fork(fileURLToPath(new URL('./importServer.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', '--expose-gc', ...INSTANCE_ARGS],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const nextMessage = <T>(type: string) =>
    new Promise<T>((resolve) => {
      const listener = (message: { type: string }) => {
        if (message.type !== type) return;
        child.off('message', listener);
        resolve(message as T);
      };
      child.on('message', listener);
    });
  const { url, databaseUrl } = await nextMessage<{ url: string; databaseUrl: string }>('ready');
  return { child, nextMessage, database, url, databaseUrl };
}
