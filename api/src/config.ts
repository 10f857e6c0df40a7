import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the embedded PGlite database in `dataDir` is used */
  databaseUrl?: string;
  redisUrl?: string;
  /** prepended to every Redis key and pub/sub channel, so deployments (or test runs) sharing one Redis stay apart */
  redisKeyPrefix: string;
  dataDir: string;
  uploadsDir: string;
  outboxDir: string;
  webDistDir: string;
  tokenSecret: string;
  /** the app's public address (scheme, host, port, no trailing slash): every link in an email starts with it */
  publicUrl: string;
  /** session lifetime in seconds, without and with "stay logged in" */
  sessionTtl: number;
  longSessionTtl: number;
  /** origins allowed to open the live WebSocket besides the page's own host */
  allowedOrigins: string[];
  /** GraphQL operations one client may run per minute */
  operationsPerMinute: number;
  legacyLivePort: number | null;
  /**
   * LEGACY_LIVE_TOKEN_IN_URL=true lets the legacy live channel still take `?token=<session token>`
   * (which ends up in proxy and access logs) besides the single-use `?ticket=`; on by default
   * outside production, off in production unless set.
   */
  legacyLiveTokenInUrl: boolean;
  seedDemoData: boolean;
  /** Stripe secret key; card checkout is off without it, the publishable key and the webhook secret */
  stripeSecretKey?: string;
  /** Stripe publishable key, handed to Stripe.js in the browser for the Payment Element */
  stripePublishableKey?: string;
  /** signing secret of the Stripe webhook endpoint */
  stripeWebhookSecret?: string;
  /** base URL of the Stripe API (e.g. a local fake); the SDK's default host when absent */
  stripeApiBase?: string;
  /** seconds between ERP order-status polls; null turns polling off */
  erpPollSeconds: number | null;
  /** proxies in front of the app whose X-Forwarded-For / X-Forwarded-Proto are believed; 0 believes none */
  trustProxy: number;
  /**
   * ERP_ALLOW_PRIVATE_HOSTS=true lets platform ERP URLs point at loopback, private or link-local
   * addresses (an ERP on the local network, a local test ERP); off by default.
   */
  erpAllowPrivateHosts: boolean;
  /**
   * Apply pending migrations (and seed the demo data when asked) at start. Off for instances that
   * share a database migrated once beforehand: they only check that it is up to date.
   */
  migrateOnStart: boolean;
  /** after SIGTERM: seconds `/api/ready` answers 503 while requests are still served, so the balancer takes the instance out first */
  shutdownDelaySeconds: number;
  /** after SIGTERM: the longest in-flight requests may take before their connections are cut */
  shutdownTimeoutSeconds: number;
  /** SMTP server URL (smtp://user:pass@host:587); without it mail is written to `outboxDir` */
  smtpUrl?: string;
  /** jobs (mail, ERP calls, webhook processing) this instance runs at once; 0 runs none (the instance only enqueues) */
  jobConcurrency: number;
  /** milliseconds between an idle worker's looks for jobs due later (retries); new jobs are announced at once (LISTEN/NOTIFY) */
  jobPollMs: number;
  /** milliseconds between an instance's worker heartbeats; a worker silent for 4 heartbeats is dead and its jobs go to another instance */
  jobHeartbeatMs: number;
  /** the longest an ERP call waits for its answer; a call that times out is retried by its job with the same idempotency key */
  erpTimeoutSeconds: number;
  /** how long Place Order waits for its ERP job before answering that the order will be sent when the ERP answers */
  orderWaitSeconds: number;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new ConfigError(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function flagFrom(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

/** The settings a production server refuses to start with: the message names the variable and the fix. */
export class ConfigError extends Error {}

/**
 * Token secrets that were ever written down where anyone can read them: the test suite's and the
 * benchmarks', the old docker-compose default, and the example values of the docs and tests. Any
 * of these signs tokens an attacker can forge. `config.test.ts` scans the repository and fails when
 * a secret given to TOKEN_SECRET or `tokenSecret` there is missing from this list.
 */
export const PUBLISHED_TOKEN_SECRETS = [
  'test-secret-test-secret-test-secret-0123456789',
  'change-me-to-a-long-random-secret-of-32-chars',
  'bench-secret-bench-secret-bench-secret-0123',
  'q3Vx9LrT0mZk2WpA7sYdE5hNcJ8uBf4GiO1aKe6Hl',
  'another-secret-another-secret-another-secret',
];
const PUBLISHED = new Set(PUBLISHED_TOKEN_SECRETS.map((secret) => secret.toLowerCase()));
const PLACEHOLDER_SECRET = /change[-_ .]?me|replace[-_ .]?me|your[-_ .]?secret|placeholder|example|^(secret|password|token)+$/i;
const TOKEN_SECRET_HINT = 'Generate one with `openssl rand -base64 48` and set it in the environment (or .env for docker compose).';

/** A published secret, or one of its trivial variants (other letter case, surrounding spaces). */
export const isPublishedTokenSecret = (secret: string) => PUBLISHED.has(secret.trim().toLowerCase());

/**
 * The guesses an attacker would need, as estimated by zxcvbn (sequences, repeats, keyboard walks,
 * common passwords): about 10^30 (100 bits) takes some 30 random characters.
 */
const MIN_GUESSES_LOG10 = 30;
let strength: ZxcvbnFactory | undefined;
const guessesLog10 = (secret: string) =>
  (strength ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary: { ...commonDictionary } })).check(secret).guessesLog10;

/** Why a TOKEN_SECRET must not be used, or null when it is acceptable. */
export function weakTokenSecret(secret: string): string | null {
  if (secret.trim().length < 32) return 'TOKEN_SECRET must be at least 32 characters.';
  if (isPublishedTokenSecret(secret) || PLACEHOLDER_SECRET.test(secret)) {
    return 'TOKEN_SECRET is a published example value: anyone could sign tokens with it.';
  }
  if (guessesLog10(secret) < MIN_GUESSES_LOG10) {
    return 'TOKEN_SECRET is too predictable (a sequence, a repeated pattern, a keyboard walk or common words) to be random.';
  }
  return null;
}

/**
 * A stable secret for signing tokens: TOKEN_SECRET, else (outside production) one generated once
 * and kept in the data folder. Production requires an explicit, strong secret.
 */
function tokenSecretFor(dataDir: string, explicit: string | undefined, mode: Config['env']): string {
  if (mode === 'production') {
    if (!explicit) throw new ConfigError(`TOKEN_SECRET is required when NODE_ENV=production. ${TOKEN_SECRET_HINT}`);
    const weak = weakTokenSecret(explicit);
    if (weak) throw new ConfigError(`${weak} ${TOKEN_SECRET_HINT}`);
    return explicit;
  }
  if (explicit) {
    if (explicit.length < 32) throw new ConfigError('TOKEN_SECRET must be at least 32 characters.');
    return explicit;
  }
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * PUBLIC_URL without its trailing slash; required in production. Elsewhere this server's own
 * address stands in: HOST when it names one, else localhost. Never a request's Host header.
 */
function publicUrlFor(explicit: string | undefined, mode: Config['env'], host: string | undefined, port: number): string {
  if (!explicit) {
    if (mode === 'production') {
      throw new ConfigError('PUBLIC_URL is required when NODE_ENV=production: the address users open the app at (e.g. https://quotes.example.com), used for links in emails.');
    }
    const named = host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost';
    return `http://${named.includes(':') ? `[${named}]` : named}:${port}`;
  }
  let url: URL;
  try {
    url = new URL(explicit);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL, got "${explicit}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL, got "${explicit}".`);
  if (url.search || url.hash || url.username || url.password) throw new ConfigError('PUBLIC_URL must not carry credentials, a query or a fragment.');
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * Demo data goes into an empty database unless told otherwise; in production only when
 * SEED_DEMO_DATA=true is given explicitly (its accounts' password is published in the README).
 */
const seedDemoDataFor = (value: string | undefined, mode: Config['env']) =>
  mode === 'production' ? value === 'true' : value !== 'false';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, '.data'));
  const port = intFrom(env.PORT, 4000, 'PORT');
  const base: Config = {
    env: mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    // Test runs share one Redis while each has a database of its own: each config gets keys and channels of its own.
    redisKeyPrefix: env.REDIS_KEY_PREFIX || (mode === 'test' ? `qc-test-${randomBytes(6).toString('hex')}:` : 'qc:'),
    dataDir,
    uploadsDir: resolve(env.UPLOADS_DIR ?? join(dataDir, 'uploads')),
    outboxDir: resolve(env.OUTBOX_DIR ?? join(dataDir, 'outbox')),
    publicUrl: overrides.publicUrl ?? publicUrlFor(env.PUBLIC_URL || undefined, mode, env.HOST, port),
    webDistDir: resolve(env.WEB_DIST_DIR ?? join(repoRoot, 'web', 'dist')),
    tokenSecret: overrides.tokenSecret ?? tokenSecretFor(dataDir, env.TOKEN_SECRET, mode),
    sessionTtl: intFrom(env.SESSION_TTL_SECONDS, 12 * 3600, 'SESSION_TTL_SECONDS'),
    longSessionTtl: intFrom(env.LONG_SESSION_TTL_SECONDS, 30 * 24 * 3600, 'LONG_SESSION_TTL_SECONDS'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    operationsPerMinute: intFrom(env.OPERATIONS_PER_MINUTE, 1200, 'OPERATIONS_PER_MINUTE'),
    legacyLivePort: env.LEGACY_LIVE_PORT === 'off' ? null : intFrom(env.LEGACY_LIVE_PORT, 8880, 'LEGACY_LIVE_PORT'),
    legacyLiveTokenInUrl:
      env.LEGACY_LIVE_TOKEN_IN_URL === undefined || env.LEGACY_LIVE_TOKEN_IN_URL === ''
        ? mode !== 'production'
        : flagFrom(env.LEGACY_LIVE_TOKEN_IN_URL, 'LEGACY_LIVE_TOKEN_IN_URL'),
    seedDemoData: seedDemoDataFor(env.SEED_DEMO_DATA, mode),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiBase: env.STRIPE_API_BASE || undefined,
    erpPollSeconds: env.ERP_POLL_SECONDS === 'off' ? null : intFrom(env.ERP_POLL_SECONDS, 300, 'ERP_POLL_SECONDS') || null,
    trustProxy: env.TRUST_PROXY === 'true' ? 1 : env.TRUST_PROXY === 'false' ? 0 : intFrom(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    erpAllowPrivateHosts: flagFrom(env.ERP_ALLOW_PRIVATE_HOSTS, 'ERP_ALLOW_PRIVATE_HOSTS'),
    migrateOnStart: env.MIGRATE_ON_START === undefined || env.MIGRATE_ON_START === '' ? true : flagFrom(env.MIGRATE_ON_START, 'MIGRATE_ON_START'),
    shutdownDelaySeconds: intFrom(env.SHUTDOWN_DELAY_SECONDS, 0, 'SHUTDOWN_DELAY_SECONDS'),
    shutdownTimeoutSeconds: intFrom(env.SHUTDOWN_TIMEOUT_SECONDS, 20, 'SHUTDOWN_TIMEOUT_SECONDS'),
    smtpUrl: env.SMTP_URL || undefined,
    jobConcurrency: intFrom(env.JOB_CONCURRENCY, 4, 'JOB_CONCURRENCY'),
    jobPollMs: intFrom(env.JOB_POLL_MS, mode === 'test' ? 100 : 2000, 'JOB_POLL_MS'),
    jobHeartbeatMs: intFrom(env.JOB_HEARTBEAT_MS, mode === 'test' ? 1000 : 15_000, 'JOB_HEARTBEAT_MS'),
    erpTimeoutSeconds: intFrom(env.ERP_TIMEOUT_SECONDS, 30, 'ERP_TIMEOUT_SECONDS') || 30,
    orderWaitSeconds: intFrom(env.ORDER_WAIT_SECONDS, 20, 'ORDER_WAIT_SECONDS'),
  };
  return { ...base, ...overrides };
}
