import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The name every import's temporary directory starts with (the process id keeps test processes apart). */
export const tempDirectoryPrefix = () => `quotecraft-import-${process.pid}-`;

/**
 * Runs `work` with a new temporary directory and removes the directory with everything in it
 * afterwards, whether `work` succeeds or fails.
 */
export async function withTempDirectory<T>(work: (directory: string) => Promise<T>): Promise<T> {
  const directory = await mkdtemp(join(tmpdir(), tempDirectoryPrefix()));
  try {
    return await work(directory);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
