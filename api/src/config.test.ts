import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const STRONG_SECRET = 'q3Vx9LrT0mZk2WpA7sYdE5hNcJ8uBf4GiO1aKe6Hl';
const production = (env: Record<string, string | undefined> = {}) =>
  loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, TOKEN_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://quotes.example.com', ...env });

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('production configuration', () => {
  it('keeps session tokens out of the legacy live channel URL unless LEGACY_LIVE_TOKEN_IN_URL=true', () => {
    expect(production().legacyLiveTokenInUrl).toBe(false);
    expect(production({ LEGACY_LIVE_TOKEN_IN_URL: 'true' }).legacyLiveTokenInUrl).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).legacyLiveTokenInUrl).toBe(true);
    expect(refusal(() => production({ LEGACY_LIVE_TOKEN_IN_URL: 'yes' }))).toBe('LEGACY_LIVE_TOKEN_IN_URL must be true or false, got "yes"');
  });

  it('starts with a strong secret and a public URL, without demo data', () => {
    const config = production({ PUBLIC_URL: 'https://quotes.example.com/' });
    expect(config).toMatchObject({ env: 'production', tokenSecret: STRONG_SECRET, publicUrl: 'https://quotes.example.com', seedDemoData: false });
  });

  it('refuses to start without PUBLIC_URL, or with one that is not an http(s) address', () => {
    expect(refusal(() => production({ PUBLIC_URL: undefined }))).toMatch(/^PUBLIC_URL is required when NODE_ENV=production/);
    expect(refusal(() => production({ PUBLIC_URL: '' }))).toMatch(/^PUBLIC_URL is required/);
    expect(refusal(() => production({ PUBLIC_URL: 'quotes.example.com' }))).toMatch(/^PUBLIC_URL must be an absolute http\(s\) URL/);
    expect(refusal(() => production({ PUBLIC_URL: 'javascript:alert(1)' }))).toMatch(/^PUBLIC_URL must be an absolute http\(s\) URL/);
  });

  it('refuses a missing, short or published TOKEN_SECRET, and does not generate one', () => {
    expect(refusal(() => production({ TOKEN_SECRET: undefined }))).toMatch(/^TOKEN_SECRET is required when NODE_ENV=production/);
    expect(refusal(() => production({ TOKEN_SECRET: 'x7Gk2pQ9' }))).toMatch(/^TOKEN_SECRET must be at least 32 characters/);
    for (const known of [
      'test-secret-test-secret-test-secret-0123456789',
      'change-me-to-a-long-random-secret-of-32-chars',
      'changeme-changeme-changeme-changeme-1234',
      'please-replace-me-with-a-real-secret-value',
      'your-secret-goes-here-and-it-is-long-enough',
    ]) {
      expect(refusal(() => production({ TOKEN_SECRET: known }))).toMatch(/^TOKEN_SECRET is a published example value/);
    }
    expect(refusal(() => production({ TOKEN_SECRET: 'a'.repeat(40) }))).toMatch(/^TOKEN_SECRET repeats too few characters/);
    // Every refusal says how to make a good one.
    expect(refusal(() => production({ TOKEN_SECRET: undefined }))).toContain('openssl rand -base64 48');
  });

  it('seeds demo data only when SEED_DEMO_DATA=true is given explicitly', () => {
    expect(production({ SEED_DEMO_DATA: undefined }).seedDemoData).toBe(false);
    expect(production({ SEED_DEMO_DATA: '1' }).seedDemoData).toBe(false);
    expect(production({ SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('migrates at start unless MIGRATE_ON_START=false; drains for SHUTDOWN_DELAY_SECONDS and SHUTDOWN_TIMEOUT_SECONDS', () => {
    expect([production().migrateOnStart, production().shutdownDelaySeconds, production().shutdownTimeoutSeconds]).toEqual([true, 0, 20]);
    const instance = production({ MIGRATE_ON_START: 'false', SHUTDOWN_DELAY_SECONDS: '2', SHUTDOWN_TIMEOUT_SECONDS: '30' });
    expect([instance.migrateOnStart, instance.shutdownDelaySeconds, instance.shutdownTimeoutSeconds]).toEqual([false, 2, 30]);
    expect(() => production({ MIGRATE_ON_START: 'no' })).toThrow('MIGRATE_ON_START must be true or false, got "no"');
    expect(() => production({ SHUTDOWN_TIMEOUT_SECONDS: '1.5' })).toThrow('SHUTDOWN_TIMEOUT_SECONDS must be a whole number, got "1.5"');
  });
});

describe('development configuration', () => {
  const development = (env: Record<string, string | undefined> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('links to this server by its configured HOST and PORT, else localhost', () => {
    expect(development().publicUrl).toBe('http://localhost:4000');
    expect(development({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(development({ HOST: 'quotes.internal', PORT: '8080' }).publicUrl).toBe('http://quotes.internal:8080');
    expect(development({ PUBLIC_URL: 'https://dev.example.com/app/' }).publicUrl).toBe('https://dev.example.com/app');
  });

  it('generates and keeps a secret, and seeds the demo unless told not to', () => {
    const first = development();
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(development().tokenSecret).toBe(first.tokenSecret);
    expect(first.seedDemoData).toBe(true);
    expect(development({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });
});
