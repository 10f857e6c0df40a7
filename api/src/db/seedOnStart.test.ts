import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, inheritedEnvironment } from '../config.ts';
import { createTestDatabase } from '../test/db.ts';
import { REPO_ROOT } from './paths.ts';
import { PRODUCTION_SEED_WARNING, refuseDemoAccountsInProduction, seedOnStart } from './seedOnStart.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed.ts';
import { hashPassword } from '../auth/passwords.ts';
import { ConfigError } from '../config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'seed-on-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const productionEnv = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  TOKEN_SECRET: randomBytes(48).toString('base64'),
  PUBLIC_URL: 'https://quotes.example.com',
  METRICS_TOKEN: randomBytes(24).toString('base64'),
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

  it('refuses a database where demo accounts keep their published password, unless SEED_DEMO_DATA=true is set again', async () => {
    const database = await createTestDatabase({ seed: true });
    try {
      // the demo was seeded once; a restart without the flag is refused, naming the accounts
      const refusal = await refuseDemoAccountsInProduction(loadConfig(productionEnv), database.prisma).then(() => null, (error: Error) => error);
      expect(refusal).toBeInstanceOf(ConfigError);
      expect(refusal!.message).toMatch(/^the database holds demo accounts whose password \(Demo!2345\) is published: .*super@acme\.test/);
      expect(refusal!.message).toContain('set SEED_DEMO_DATA=true');
      // with the flag it runs as a demo
      await refuseDemoAccountsInProduction(loadConfig({ ...productionEnv, SEED_DEMO_DATA: 'true' }), database.prisma);
      // outside production the demo is the default
      await refuseDemoAccountsInProduction(loadConfig({ DATA_DIR: dataDir }), database.prisma);

      // once every demo account has a password of its own, production starts
      const demoUsernames = DEMO_ACCOUNTS.map((account) => account.username);
      const [last, ...others] = demoUsernames as [string, ...string[]];
      await database.prisma.user.updateMany({ where: { username: { in: others } }, data: { passwordHash: await hashPassword(loadConfig(productionEnv), 'Own-Password-9!') } });
      const one = await refuseDemoAccountsInProduction(loadConfig(productionEnv), database.prisma).then(() => null, (error: Error) => error);
      expect(one?.message).toContain(`is published: ${last}.`);
      await database.prisma.user.update({ where: { username: last }, data: { passwordHash: await hashPassword(loadConfig(productionEnv), 'Own-Password-9!') } });
      await refuseDemoAccountsInProduction(loadConfig(productionEnv), database.prisma);
      expect(DEMO_PASSWORD).toBe('Demo!2345');
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses to start, exiting non-zero with the reason, when the configuration is unsafe', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'api', 'src', 'main.ts')], {
        cwd: join(REPO_ROOT, 'api'),
        env: { ...inheritedEnvironment(['PATH']), ...env },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const noSecret = run({ ...productionEnv, TOKEN_SECRET: '' });
    expect(noSecret.status).toBe(1);
    expect(noSecret.stderr).toContain('QuoteCraft cannot start: TOKEN_SECRET is required when NODE_ENV=production.');
  }, 120_000);
});
