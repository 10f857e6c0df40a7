import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL URL; when absent the embedded PGlite database in `dataDir` is used */
  databaseUrl?: string;
  redisUrl?: string;
  dataDir: string;
  uploadsDir: string;
  outboxDir: string;
  webDistDir: string;
  tokenSecret: string;
  /** session lifetime in seconds, without and with "stay logged in" */
  sessionTtl: number;
  longSessionTtl: number;
  /** origins allowed to open the live WebSocket besides the page's own host */
  allowedOrigins: string[];
  /** GraphQL operations one client may run per minute */
  operationsPerMinute: number;
  legacyLivePort: number | null;
  seedDemoData: boolean;
  /** Stripe secret key; card checkout is off without it */
  stripeSecretKey?: string;
  /** signing secret of the Stripe webhook endpoint */
  stripeWebhookSecret?: string;
  /** base URL of the Stripe API (e.g. a local fake); the SDK's default host when absent */
  stripeApiBase?: string;
  /** seconds between ERP order-status polls; null turns polling off */
  erpPollSeconds: number | null;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/** A stable secret for signing tokens: TOKEN_SECRET, else one generated once and kept in the data folder. */
function tokenSecretFor(dataDir: string, explicit?: string): string {
  if (explicit) {
    if (explicit.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters');
    return explicit;
  }
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, '.data'));
  const base: Config = {
    env: mode,
    port: intFrom(env.PORT, 4000, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    dataDir,
    uploadsDir: resolve(env.UPLOADS_DIR ?? join(dataDir, 'uploads')),
    outboxDir: resolve(env.OUTBOX_DIR ?? join(dataDir, 'outbox')),
    webDistDir: resolve(env.WEB_DIST_DIR ?? join(repoRoot, 'web', 'dist')),
    tokenSecret: overrides.tokenSecret ?? tokenSecretFor(dataDir, env.TOKEN_SECRET),
    sessionTtl: intFrom(env.SESSION_TTL_SECONDS, 12 * 3600, 'SESSION_TTL_SECONDS'),
    longSessionTtl: intFrom(env.LONG_SESSION_TTL_SECONDS, 30 * 24 * 3600, 'LONG_SESSION_TTL_SECONDS'),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    operationsPerMinute: intFrom(env.OPERATIONS_PER_MINUTE, 1200, 'OPERATIONS_PER_MINUTE'),
    legacyLivePort: env.LEGACY_LIVE_PORT === 'off' ? null : intFrom(env.LEGACY_LIVE_PORT, 8880, 'LEGACY_LIVE_PORT'),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiBase: env.STRIPE_API_BASE || undefined,
    erpPollSeconds: env.ERP_POLL_SECONDS === 'off' ? null : intFrom(env.ERP_POLL_SECONDS, 300, 'ERP_POLL_SECONDS') || null,
  };
  return { ...base, ...overrides };
}
