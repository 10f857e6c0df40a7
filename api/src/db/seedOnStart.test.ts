import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../test/db.ts';
import { REPO_ROOT } from './paths.ts';
import { PRODUCTION_SEED_WARNING, seedOnStart } from './seedOnStart.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'seed-on-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const productionEnv = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  TOKEN_SECRET: 'q3Vx9LrT0mZk2WpA7sYdE5hNcJ8uBf4GiO1aKe6Hl',
  PUBLIC_URL: 'https://quotes.example.com',
};

function recordingLog() {
  const lines: string[] = [];
  return { lines, log: { log: (line: string) => void lines.push(line), warn: (line: string) => void lines.push(line) } };
}

describe('start-up in production', () => {
  it('leaves an empty database empty unless SEED_DEMO_DATA=true, and then warns', async () => {
    const database = await createTestDatabase({ seed: false });
    try {
      const quiet = recordingLog();
      expect(await seedOnStart(loadConfig(productionEnv), database.prisma, quiet.log)).toEqual({ seeded: false });
      expect(await database.prisma.user.count()).toBe(0);
      expect(await database.prisma.platform.count()).toBe(0);
      expect(quiet.lines).toEqual([]);

      const asked = recordingLog();
      expect(await seedOnStart(loadConfig({ ...productionEnv, SEED_DEMO_DATA: 'true' }), database.prisma, asked.log)).toEqual({ seeded: true });
      expect(await database.prisma.user.count({ where: { username: 'super@acme.test' } })).toBe(1);
      expect(asked.lines[0]).toBe(PRODUCTION_SEED_WARNING);
      expect(PRODUCTION_SEED_WARNING).toMatch(/^WARNING: SEED_DEMO_DATA=true in production/);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses to start, exiting non-zero with the reason, when the configuration is unsafe', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'api', 'src', 'main.ts')], {
        cwd: join(REPO_ROOT, 'api'),
        env: { PATH: process.env.PATH ?? '', ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const noSecret = run({ ...productionEnv, TOKEN_SECRET: '' });
    expect(noSecret.status).toBe(1);
    expect(noSecret.stderr).toContain('QuoteCraft cannot start: TOKEN_SECRET is required when NODE_ENV=production.');
  }, 120_000);
});
