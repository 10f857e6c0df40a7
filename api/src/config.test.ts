import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from './auth/passwords.ts';
import { ConfigError, isPublishedTokenSecret, loadConfig, PUBLISHED_TOKEN_SECRETS, repoRoot, SETTINGS, startRefusal, weakTokenSecret } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Made for the run: a secret written into the repository would be a published one.
const STRONG_SECRET = randomBytes(48).toString('base64');
const production = (env: Record<string, string | undefined> = {}) =>
  loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, TOKEN_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://quotes.example.com', METRICS_TOKEN: 'metrics-token-of-the-tests-0123', ...env });

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
    // the same, in other letter case or with spaces around it
    expect(refusal(() => production({ TOKEN_SECRET: '  TEST-SECRET-test-secret-test-secret-0123456789 ' }))).toMatch(/^TOKEN_SECRET is a published example value/);
    expect(refusal(() => production({ TOKEN_SECRET: '  CHANGE-ME-TO-A-LONG-RANDOM-SECRET-OF-32-CHARS' }))).toMatch(/^TOKEN_SECRET is a published example value/);
    for (const predictable of [
      'a'.repeat(40),
      'abcdefghijklmnopqrstuvwxyz0123456789',
      'qwertyuiopasdfghjklzxcvbnm1234567890',
      'abcabcabcabcabcabcabcabcabcabc123456',
      'password1234password1234password1234',
    ]) {
      expect(refusal(() => production({ TOKEN_SECRET: predictable }))).toMatch(/^TOKEN_SECRET is too predictable/);
    }
    // what the hint's command makes, and a hex secret of 128 bits, are accepted
    expect(production({ TOKEN_SECRET: randomBytes(48).toString('base64') }).env).toBe('production');
    expect(production({ TOKEN_SECRET: randomBytes(16).toString('hex') }).env).toBe('production');
    // random hex in which zxcvbn reads years and words, the lowest scores of 10,000 random secrets
    for (const lowScoring of ['d47c155cbca16c84803182308290026e', '7072054e63cb8da5e2134716018d127e', 'cb94177bf5b7676c795933330006326d']) {
      expect(weakTokenSecret(lowScoring)).toBeNull();
    }
    // Every refusal says how to make a good one.
    expect(refusal(() => production({ TOKEN_SECRET: undefined }))).toContain('openssl rand -base64 48');
  });

  it('seeds demo data only when SEED_DEMO_DATA=true is given explicitly', () => {
    expect(production({ SEED_DEMO_DATA: undefined }).seedDemoData).toBe(false);
    expect(production({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(production({ SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    // anything else is not taken for either
    expect(refusal(() => production({ SEED_DEMO_DATA: '1' }))).toBe('SEED_DEMO_DATA must be true or false, got "1"');
  });

  it('names every missing requirement at once', () => {
    expect(refusal(() => production({ TOKEN_SECRET: undefined, PUBLIC_URL: undefined })).split('\n')).toEqual([
      'PUBLIC_URL is required when NODE_ENV=production: the address users open the app at (e.g. https://quotes.example.com), used for links in emails.',
      expect.stringMatching(/^TOKEN_SECRET is required when NODE_ENV=production\. Generate one with/),
    ]);
  });

  it('migrates at start unless MIGRATE_ON_START=false; drains for SHUTDOWN_DELAY_SECONDS and SHUTDOWN_TIMEOUT_SECONDS', () => {
    expect([production().migrateOnStart, production().shutdownDelaySeconds, production().shutdownTimeoutSeconds]).toEqual([true, 0, 20]);
    const instance = production({ MIGRATE_ON_START: 'false', SHUTDOWN_DELAY_SECONDS: '2', SHUTDOWN_TIMEOUT_SECONDS: '30' });
    expect([instance.migrateOnStart, instance.shutdownDelaySeconds, instance.shutdownTimeoutSeconds]).toEqual([false, 2, 30]);
    expect(() => production({ MIGRATE_ON_START: 'no' })).toThrow('MIGRATE_ON_START must be true or false, got "no"');
    expect(() => production({ SHUTDOWN_TIMEOUT_SECONDS: '1.5' })).toThrow('SHUTDOWN_TIMEOUT_SECONDS must be a whole number, got "1.5"');
  });

  it('requires METRICS_TOKEN, long enough not to be guessed, and logs JSON lines at info', () => {
    expect(refusal(() => production({ METRICS_TOKEN: undefined }))).toMatch(/^METRICS_TOKEN is required when NODE_ENV=production/);
    expect(refusal(() => production({ METRICS_TOKEN: 'short-token' }))).toBe('METRICS_TOKEN must be at least 24 characters. Generate one with `openssl rand -base64 32`.');
    expect(production()).toMatchObject({ metricsToken: 'metrics-token-of-the-tests-0123', logFormat: 'json', logLevel: 'info', otlpEndpoint: undefined });
    expect(production({ LOG_FORMAT: 'json', LOG_LEVEL: 'debug' })).toMatchObject({ logFormat: 'json', logLevel: 'debug' });
    expect(refusal(() => production({ LOG_FORMAT: 'pretty' }))).toMatch(/^LOG_FORMAT=pretty is for development/);
    expect(refusal(() => production({ LOG_LEVEL: 'verbose' }))).toBe('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"');
    expect(refusal(() => production({ LOG_FORMAT: 'text' }))).toBe('LOG_FORMAT must be one of json, pretty, got "text"');
  });

  it('hashes passwords with argon2id at 64 MiB, parallelism 4 and time cost 3, and refuses a cheaper PASSWORD_HASH_MEMORY_KIB', async () => {
    const config = production();
    expect(config.passwordHashMemoryKib).toBe(65536);
    expect(await hashPassword(config, 'Own-Password-9!')).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(production({ PASSWORD_HASH_MEMORY_KIB: '131072' }).passwordHashMemoryKib).toBe(131072);
    expect(refusal(() => production({ PASSWORD_HASH_MEMORY_KIB: '1024' }))).toBe(
      'PASSWORD_HASH_MEMORY_KIB (1024) must be at least 65536 in production: a cheaper hash makes a stolen password hash cheaper to guess.',
    );
    // development keeps production's cost; only tests (NODE_ENV=test) hash cheaply unless told otherwise
    expect(loadConfig({ DATA_DIR: dataDir }).passwordHashMemoryKib).toBe(65536);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).passwordHashMemoryKib).toBe(1024);
    expect(refusal(() => loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_MEMORY_KIB: '512' }))).toMatch(/^PASSWORD_HASH_MEMORY_KIB must be/);
  });

  it('traces over OTLP only when OTEL_EXPORTER_OTLP_ENDPOINT is an http(s) URL', () => {
    expect(production({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318/' })).toMatchObject({ otlpEndpoint: 'http://otel-collector:4318', otelServiceName: 'quotecraft-api' });
    expect(refusal(() => production({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4318' }))).toMatch(/^OTEL_EXPORTER_OTLP_ENDPOINT must be an absolute http:\/\/ or https:\/\/ URL/);
  });
});

describe('development configuration', () => {
  const development = (env: Record<string, string | undefined> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('logs human-readable lines, has no metrics without METRICS_TOKEN and no traces', () => {
    expect(development()).toMatchObject({ logFormat: 'pretty', logLevel: 'info', metricsToken: undefined, otlpEndpoint: undefined });
    expect(development({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir })).toMatchObject({ logFormat: 'json', logLevel: 'warn' });
  });

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

describe('every variable is checked', () => {
  const development = (env: Record<string, string | undefined> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('has its documented default when unset or empty', () => {
    const defaults = development({ TOKEN_SECRET: STRONG_SECRET });
    expect(defaults).toMatchObject({
      env: 'development',
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      redisKeyPrefix: 'qc:',
      dataDir,
      uploadsDir: join(dataDir, 'uploads'),
      outboxDir: join(dataDir, 'outbox'),
      webDistDir: join(repoRoot, 'web', 'dist'),
      sessionTtl: 12 * 3600,
      longSessionTtl: 30 * 24 * 3600,
      allowedOrigins: [],
      operationsPerMinute: 1200,
      legacyLivePort: 8880,
      legacyLiveTokenInUrl: true,
      seedDemoData: true,
      smtpUrl: undefined,
      errorReportUrl: undefined,
      stripeSecretKey: undefined,
      erpPollSeconds: 300,
      trustProxy: 0,
      erpAllowPrivateHosts: false,
      migrateOnStart: true,
      shutdownDelaySeconds: 0,
      shutdownTimeoutSeconds: 20,
      passwordHashMemoryKib: 65536,
    });
    const empty = Object.fromEntries(Object.keys(SETTINGS).filter((name) => name !== 'DATA_DIR').map((name) => [name, '']));
    expect(development({ ...empty, TOKEN_SECRET: STRONG_SECRET })).toEqual({ ...defaults, redisKeyPrefix: 'qc:' });
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).redisKeyPrefix).toMatch(/^qc-test-[0-9a-f]{12}:$/);
  });

  it('takes the values of its form', () => {
    const config = development({
      PORT: '8080',
      DATABASE_URL: 'postgres://quotecraft:pw@db:5432/quotecraft',
      REDIS_URL: 'rediss://cache:6380',
      ALLOWED_ORIGINS: ' https://a.example.com, https://b.example.com ,',
      LEGACY_LIVE_PORT: 'off',
      ERP_POLL_SECONDS: '0',
      TRUST_PROXY: 'true',
      SMTP_URL: 'smtps://mailer:pw@mail.example.com:465',
      ERROR_REPORT_URL: 'https://errors.example.com/report',
      UPLOADS_DIR: 'relative/uploads',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://quotecraft:pw@db:5432/quotecraft',
      redisUrl: 'rediss://cache:6380',
      allowedOrigins: ['https://a.example.com', 'https://b.example.com'],
      legacyLivePort: null,
      erpPollSeconds: null,
      trustProxy: 1,
      smtpUrl: 'smtps://mailer:pw@mail.example.com:465',
      errorReportUrl: 'https://errors.example.com/report',
      uploadsDir: resolve('relative/uploads'),
    });
    expect(development({ TRUST_PROXY: '2', ERP_POLL_SECONDS: 'off' })).toMatchObject({ trustProxy: 2, erpPollSeconds: null });
  });

  it('refuses a value not of its form, naming the variable and what it expects', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ NODE_ENV: 'prod' }, 'NODE_ENV must be one of development, production, test, got "prod"'],
      [{ PORT: 'http' }, 'PORT must be a whole number from 0 to 65535, got "http"'],
      [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
      [{ OPERATIONS_PER_MINUTE: '0' }, 'OPERATIONS_PER_MINUTE must be a whole number of at least 1, got "0"'],
      [{ SESSION_TTL_SECONDS: '-5' }, 'SESSION_TTL_SECONDS must be a whole number of at least 1, got "-5"'],
      [{ LEGACY_LIVE_PORT: 'none' }, 'LEGACY_LIVE_PORT must be a whole number from 0 to 65535, or off, got "none"'],
      [{ ERP_POLL_SECONDS: 'never' }, 'ERP_POLL_SECONDS must be a whole number, or off, got "never"'],
      [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be a number of proxies (0, 1, 2 …), true (one) or false (none), got "yes"'],
      [{ ERP_ALLOW_PRIVATE_HOSTS: 'on' }, 'ERP_ALLOW_PRIVATE_HOSTS must be true or false, got "on"'],
      [{ ERROR_REPORT_URL: 'errors.example.com' }, 'ERROR_REPORT_URL must be an absolute http:// or https:// URL, got "errors.example.com"'],
      [{ STRIPE_API_BASE: 'ftp://stripe.local' }, 'STRIPE_API_BASE must be an absolute http:// or https:// URL, got "ftp://stripe.local"'],
    ];
    for (const [env, message] of cases) expect(refusal(() => development(env))).toBe(message);
  });

  it('never repeats a secret in a refusal', () => {
    const password = 'hunter2-' + randomBytes(4).toString('hex');
    for (const [name, value] of [
      ['DATABASE_URL', `mysql://quotecraft:${password}@db/quotecraft`],
      ['REDIS_URL', `http://:${password}@cache:6379`],
      ['SMTP_URL', `mail://user:${password}@mail.example.com`],
      ['TOKEN_SECRET', password],
    ]) {
      const message = refusal(() => development({ [name]: value }));
      expect(message).toMatch(new RegExp(`^${name} must be `));
      expect(message).not.toContain(password);
    }
  });

  it('names every wrong variable at once', () => {
    const error = (() => {
      try {
        development({ PORT: 'x', MIGRATE_ON_START: 'maybe', SHUTDOWN_TIMEOUT_SECONDS: '1.5' });
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error?.problems).toEqual([
      'PORT must be a whole number from 0 to 65535, got "x"',
      'MIGRATE_ON_START must be true or false, got "maybe"',
      'SHUTDOWN_TIMEOUT_SECONDS must be a whole number, got "1.5"',
    ]);
  });

  it('refuses settings that contradict each other', () => {
    expect(refusal(() => development({ SESSION_TTL_SECONDS: '7200', LONG_SESSION_TTL_SECONDS: '3600' }))).toBe(
      'LONG_SESSION_TTL_SECONDS (3600) must be at least SESSION_TTL_SECONDS (7200): "stay logged in" keeps a session longer, not shorter.',
    );
    expect(refusal(() => development({ STRIPE_SECRET_KEY: 'sk_test_x' }))).toMatch(/^STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set as well/);
    expect(development({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripeSecretKey).toBe('sk_test_x');
  });

  it('stops the server with every reason on stderr, one a line', () => {
    const refused = (env: Record<string, string>) => {
      try {
        development(env);
      } catch (error) {
        return startRefusal(error as ConfigError);
      }
    };
    expect(refused({ PORT: 'http' })).toBe('QuoteCraft cannot start: PORT must be a whole number from 0 to 65535, got "http"');
    expect(refused({ PORT: 'http', REDIS_URL: 'localhost:6379' })).toBe(
      'QuoteCraft cannot start:\n  PORT must be a whole number from 0 to 65535, got "http"\n  REDIS_URL must be an absolute redis:// or rediss:// URL',
    );
  });
});

const TARGET = String.raw`(?:TOKEN_SECRET|tokenSecret|token_secret)`;

/** The literals a text gives TOKEN_SECRET or `tokenSecret`: directly, through a constant of the same text, or as a compose default. */
function tokenSecretsIn(text: string): string[] {
  const found: string[] = [];
  const add = (secret: string | undefined) => {
    if (secret && !secret.startsWith('$')) found.push(secret);
  };
  // TOKEN_SECRET: 'x', tokenSecret: "x", TOKEN_SECRET=x (env files, docs), ${TOKEN_SECRET:-x}
  for (const match of text.matchAll(new RegExp(String.raw`${TARGET}['"]?\s*[:=]\s*['"\`]([^'"\`\s]+)['"\`]`, 'g'))) add(match[1]);
  for (const match of text.matchAll(new RegExp(String.raw`^\s*(?:export\s+)?${TARGET}=['"]?([^'"\s#]+)`, 'gm'))) add(match[1]);
  for (const match of text.matchAll(new RegExp(String.raw`\$\{${TARGET}:?-([^}]+)\}`, 'g'))) add(match[1]);
  // TOKEN_SECRET: SOME_CONSTANT, with SOME_CONSTANT = 'x' in the same text
  for (const match of text.matchAll(new RegExp(String.raw`${TARGET}['"]?\s*:\s*([A-Za-z_][\w]*)\b`, 'g'))) {
    for (const constant of text.matchAll(new RegExp(String.raw`\b${match[1]}\s*=\s*['"\`]([^'"\`\s]+)['"\`]`, 'g'))) add(constant[1]);
  }
  return found;
}

/** Every literal the repository's tracked files (code, tests, benchmarks, docs, compose and env files) give TOKEN_SECRET. */
function tokenSecretsInRepository(): Array<{ file: string; secret: string }> {
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  expect(files.length).toBeGreaterThan(100);
  return files.flatMap((file) => {
    if (/(^|\/)(package-lock\.json|__generated__\/.*)$|\.(png|jpe?g|gif|ico|woff2?|xlsx|zip|pdf)$/.test(file)) return [];
    let text: string;
    try {
      text = readFileSync(join(repoRoot, file), 'utf8');
    } catch {
      return [];
    }
    return /token[_-]?secret/i.test(text) ? tokenSecretsIn(text).map((secret) => ({ file, secret })) : [];
  });
}

describe('published token secrets', () => {
  it('the refusal list holds every secret of 32 characters or more that the repository gives TOKEN_SECRET', () => {
    const found = tokenSecretsInRepository();
    // the scan does see the repository: the API tests' own secret is there
    expect(found.map((f) => f.secret)).toContain('test-secret-test-secret-test-secret-0123456789');
    // a shorter one is refused for its length already
    const missing = found.filter(({ secret }) => secret.trim().length >= 32 && !isPublishedTokenSecret(secret));
    expect(missing).toEqual([]);
  });

  it('the scan finds a secret given directly, through a constant, in an env file or as a compose default', () => {
    // made at run time, so the samples are not secrets written into this file
    const [direct, constant, envFile, composeDefault] = ['direct', 'constant', 'env-file', 'compose'].map((word) => `${word}-`.repeat(6) + randomBytes(2).toString('hex'));
    const sample = [
      `const config = { tokenSecret: '${direct}' };`,
      `const MY_SECRET = '${constant}';`,
      'run({ TOKEN_SECRET: MY_SECRET });',
      `TOKEN_SECRET=${envFile}`,
      `      TOKEN_SECRET: \${TOKEN_SECRET:-${composeDefault}}`,
    ].join('\n');
    expect(tokenSecretsIn(sample).sort()).toEqual([composeDefault, constant, direct, envFile].sort());
    expect(PUBLISHED_TOKEN_SECRETS).toContain('change-me-to-a-long-random-secret-of-32-chars');
  });
});
