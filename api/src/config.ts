/**
 * The one configuration of the server: every environment variable it reads is declared once in
 * SETTINGS below (its form, default, description, what production requires), read and checked at
 * start by loadConfig, and documented from this declaration in docs/CONFIGURATION.md
 * (`npm run docs:config`; a test fails when the file is out of date). Nothing else in api/src reads
 * `process.env` (configDocs.test.ts fails on such a read).
 *
 * To add a setting: one entry in SETTINGS (`setting(kind, { group, description, default, production })`),
 * its field in Config, and the line in loadConfig that fills the field; then `npm run docs:config`.
 * A rule that involves several settings goes to CHECKS.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

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
  /**
   * The web client's persisted operations (written by `npm run relay`): the Relay compiler's
   * `{ id: text }` file the API accepts `documentId`s from (docs/PERSISTED_OPERATIONS.md).
   */
  persistedOperationsFile: string;
  /**
   * GRAPHQL_PERSISTED_ONLY=true: browser sessions and visitors may send only persisted operations
   * (document ids), never a document's text; platform API tokens still may.
   */
  persistedOperationsOnly: boolean;
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
  /** SMTP transport URL; without it every email is written as an .eml file to `outboxDir` */
  smtpUrl?: string;
  /** where client error reports are forwarded as JSON; without it they are logged */
  errorReportUrl?: string;
  /** Stripe secret key; card checkout is off without it, the publishable key and the webhook secret */
  stripeSecretKey?: string;
  /** Stripe publishable key, handed to Stripe.js in the browser for the Payment Element */
  stripePublishableKey?: string;
  /** signing secret of the Stripe webhook endpoint */
  stripeWebhookSecret?: string;
  /** base URL of the Stripe API (e.g. a local fake); the SDK's default host when absent */
  stripeApiBase?: string;
  /**
   * PAYMENT_PROVIDER: who takes card payments. `stripe` (the three STRIPE_* keys), `test` (the
   * built-in test payment provider: Stripe's test cards, no card is charged; refused in production)
   * or `none`. Unset: stripe when STRIPE_SECRET_KEY is set, else test in development and none
   * otherwise (payments/stripeClient.ts, cardPaymentProvider).
   */
  paymentProvider?: 'stripe' | 'test' | 'none';
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
  /**
   * GRAPHIQL: GraphiQL at /graphql (from the server's own files) with schema introspection. Unset:
   * on outside production, off in production, where only GRAPHIQL=true turns it on (graphiqlEnabled).
   */
  graphiql?: boolean;
  /** after SIGTERM: seconds `/api/ready` answers 503 while requests are still served, so the balancer takes the instance out first */
  shutdownDelaySeconds: number;
  /** after SIGTERM: the longest in-flight requests may take before their connections are cut */
  shutdownTimeoutSeconds: number;
  /** LOG_LEVEL: fatal, error, warn, info (default; warn in tests), debug, trace or silent */
  logLevel: LogLevel;
  /** LOG_FORMAT: `json` (one object per line; the default in tests, and production's only format) or `pretty` (the default in development) */
  logFormat: LogFormat;
  /** METRICS_TOKEN: `/metrics` answers only a request bearing it, and 404 while it is unset */
  metricsToken?: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the OpenTelemetry collector traces go to over OTLP/HTTP; no tracing when unset */
  otlpEndpoint?: string;
  /** OTEL_EXPORTER_OTLP_HEADERS: headers sent with every export (a collector's key, say) */
  otlpHeaders: Record<string, string>;
  /** OTEL_SERVICE_NAME: the service name spans carry */
  otelServiceName: string;
  /** JOB_CONCURRENCY: jobs (mail, ERP calls, webhook processing) this instance runs at once; 0 runs none (the instance only enqueues) */
  jobConcurrency: number;
  /** JOB_POLL_MS: milliseconds between an idle worker's looks for jobs due later (retries); new jobs are announced at once (LISTEN/NOTIFY) */
  jobPollMs: number;
  /** JOB_HEARTBEAT_MS: milliseconds between an instance's worker heartbeats; a worker silent for 4 heartbeats is dead and its jobs go to another instance */
  jobHeartbeatMs: number;
  /** ERP_TIMEOUT_SECONDS: the longest an ERP call waits for its answer; a call that times out is retried by its job with the same idempotency key */
  erpTimeoutSeconds: number;
  /** ORDER_WAIT_SECONDS: how long Place Order waits for its ERP job before answering that the order will be sent when the ERP answers */
  orderWaitSeconds: number;
  /** PASSWORD_HASH_MEMORY_KIB: the memory (KiB) each argon2id password hash takes; 65536 in production (never less), 1024 in tests */
  passwordHashMemoryKib: number;
}

/** argon2id's memory cost for password hashes: production's, the least it accepts. */
export const PASSWORD_HASH_MEMORY_KIB = 65_536;
/** The memory cost with NODE_ENV=test: hashing and signing in are what most API tests do, and argon2's least cost is enough there. */
export const TEST_PASSWORD_HASH_MEMORY_KIB = 1024;

/**
 * Settings the server refuses to start with. `problems` holds one line per wrong variable, each
 * naming it and what it expects; the message is those lines.
 */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string | string[]) {
    super(typeof problems === 'string' ? problems : problems.join('\n'));
    this.problems = typeof problems === 'string' ? [problems] : problems;
  }
}

// ---------------------------------------------------------------------------------------------
// The forms a variable's text may take

/** Thrown by a kind's parse for a refusal worded by the kind itself: the message follows the variable's name. */
export class SettingProblem extends Error {}

/** How the text of a variable becomes its value. */
export interface Kind<T> {
  /** the accepted form, in docs and in refusals: "PORT must be {expects}, got …" */
  expects: string;
  /** the value for a variable's text (never empty: empty counts as unset); throws when the text is not of the form */
  parse(text: string): T;
}

/** A kind from a zod schema over the variable's text. */
export const fromZod = <T>(schema: z.ZodType<T, string>, expects: string): Kind<T> => ({
  expects,
  parse: (text) => schema.parse(text),
});

export const integer = ({ min = 0, max }: { min?: number; max?: number } = {}): Kind<number> =>
  fromZod(
    z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max ?? Number.MAX_SAFE_INTEGER)),
    max === undefined ? (min === 0 ? 'a whole number' : `a whole number of at least ${min}`) : `a whole number from ${min} to ${max}`,
  );

export const port = (): Kind<number> => integer({ max: 65535 });

export const flag = (): Kind<boolean> => fromZod(z.enum(['true', 'false']).transform((text) => text === 'true'), 'true or false');

export const text = ({ minLength }: { minLength?: number } = {}): Kind<string> =>
  fromZod(z.string().min(minLength ?? 1), minLength ? `at least ${minLength} characters` : 'text');

export const oneOf = <const V extends readonly [string, ...string[]]>(values: V): Kind<V[number]> =>
  fromZod(z.enum(values), `one of ${values.join(', ')}`);

/** An absolute URL with one of the schemes (no credentials check: database URLs carry them). */
export const url = (schemes: string[]): Kind<string> =>
  fromZod(
    z.string().refine((value) => {
      try {
        return schemes.includes(new URL(value).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    }),
    `an absolute ${schemes.map((scheme) => `${scheme}://`).join(' or ')} URL`,
  );

/** Comma-separated values, spaces around them ignored. */
export const list = (): Kind<string[]> => ({
  expects: 'a comma-separated list',
  parse: (value) => value.split(',').map((item) => item.trim()).filter(Boolean),
});

/** A file system path, made absolute against the working folder. */
export const path = (): Kind<string> => ({ expects: 'a path', parse: (value) => resolve(value) });

/** `off` (null) or a value of the given kind. */
export const orOff = <T>(kind: Kind<T>): Kind<T | null> => ({
  expects: `${kind.expects}, or off`,
  parse: (value) => (value === 'off' ? null : kind.parse(value)),
});

// ---------------------------------------------------------------------------------------------
// A declared setting

export interface SettingOptions<T> {
  /** heading it is listed under in docs/CONFIGURATION.md */
  group: string;
  /** what it does, in a sentence or two of Markdown */
  description: string;
  /** the default in words, where the value alone does not say it (computed, or what "unset" means) */
  defaultText?: string;
  /** never repeated in refusals or printed */
  secret?: boolean;
  /** a sample value for .env.example, where the default is not one */
  example?: string;
  /** added to every refusal of this variable: how to make a good value */
  hint?: string;
  production?: {
    /** required when NODE_ENV=production; a text says why (the refusal reads "X is required when NODE_ENV=production: {required}") */
    required?: true | string;
    /** the default in production, when it differs */
    default?: T;
    /** a refusal of a given value in production (its whole message), or null */
    check?: (value: T) => string | null;
    /** what production asks of it, for the docs when `required`/`check` alone do not say it */
    note?: string;
  };
}

export interface Setting<T, Defaulted extends boolean = boolean> extends SettingOptions<T> {
  kind: Kind<T>;
  default?: T;
  /** type only: whether a value is always there */
  readonly defaulted?: Defaulted;
}

/** Declares a variable: its kind, with a default (its value is then always there) or without one (possibly undefined). */
export function setting<T>(kind: Kind<T>, options: SettingOptions<NoInfer<T>> & { default: NoInfer<T> }): Setting<T, true>;
export function setting<T>(kind: Kind<T>, options: SettingOptions<NoInfer<T>>): Setting<T, false>;
export function setting<T>(kind: Kind<T>, options: SettingOptions<T> & { default?: T }): Setting<T> {
  return { kind, ...options };
}

export type Declaration = Record<string, Setting<any>>;
type SettingValue<S> = S extends Setting<infer T, infer D> ? (D extends true ? T : T | undefined) : never;
export type SettingValues<D extends Declaration> = { -readonly [K in keyof D]: SettingValue<D[K]> };
export type Environment = Record<string, string | undefined>;

/**
 * The values of a declaration's variables in `env`: each checked against its kind (and, when
 * NODE_ENV=production, against what production requires), else its default. Every wrong variable
 * is named at once in the ConfigError thrown.
 */
export function readSettings<D extends Declaration>(declaration: D, env: Environment = process.env): SettingValues<D> {
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(declaration)) {
    const given = env[name];
    const refuse = (problem: string) => problems.push(entry.hint ? `${problem}${/[.!?]$/.test(problem) ? '' : '.'} ${entry.hint}` : problem);
    if (given === undefined || given === '') {
      const required = production ? entry.production?.required : undefined;
      if (required) refuse(`${name} is required when NODE_ENV=production${required === true ? '.' : `: ${required}`}`);
      values[name] = production && entry.production && 'default' in entry.production ? entry.production.default : entry.default;
      continue;
    }
    let value: unknown;
    try {
      value = entry.kind.parse(given);
    } catch (error) {
      refuse(
        error instanceof SettingProblem
          ? `${name} ${error.message}`
          : `${name} must be ${entry.kind.expects}${entry.secret ? '' : `, got "${given}"`}`,
      );
      continue;
    }
    const refusal = production ? entry.production?.check?.(value) : null;
    if (refusal) refuse(refusal);
    values[name] = value;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return values as SettingValues<D>;
}

/** What the server prints when it refuses its configuration: the reason, or every reason one a line. */
export const startRefusal = (error: ConfigError) =>
  `QuoteCraft cannot start:${error.problems.length > 1 ? `\n  ${error.problems.join('\n  ')}` : ` ${error.message}`}`;

/** readSettings for a command-line script: a wrong variable ends it, the refusal on stderr, with exit code 1. */
export function readScriptSettings<D extends Declaration>(declaration: D): SettingValues<D> {
  try {
    return readSettings(declaration);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Moves this process to another time zone (Node follows TZ as it changes) and returns how to move
 * it back: for the tests that check no instant depends on the server's zone.
 */
export function switchTimeZone(zone: string): () => void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  return () => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  };
}

/** The named entries of a declaration: scripts read only what they use (a migration needs no TOKEN_SECRET). */
export function pickSettings<D extends Declaration, K extends keyof D>(declaration: D, ...names: K[]): Pick<D, K> {
  return Object.fromEntries(names.map((name) => [name, declaration[name]])) as Pick<D, K>;
}

/**
 * NODE_ENV=production, for code that runs as modules load, before loadConfig (the schema builder).
 * loadConfig refuses any NODE_ENV other than development, production and test.
 */
export const runsInProduction = (env: Environment = process.env) => env.NODE_ENV === 'production';

/**
 * The environment a child process starts with: this process's (PATH, HOME, the settings), or only
 * the variables named in `only`; callers put theirs on top.
 */
export function inheritedEnvironment(only?: string[]): Environment {
  if (!only) return { ...process.env };
  return Object.fromEntries(only.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]]])));
}

// ---------------------------------------------------------------------------------------------
// TOKEN_SECRET

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
 * common passwords): 10^24, about 80 bits. zxcvbn reads years and short words into random text, so
 * it scores a random 128-bit hex secret from 10^27 up (the lowest of 10,000), while the predictable
 * secrets it is here for score below 10^22.
 */
const MIN_GUESSES_LOG10 = 24;
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

/** A stable secret for signing tokens outside production when TOKEN_SECRET is unset: generated once and kept in the data folder. */
function generatedTokenSecret(dataDir: string): string {
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** PUBLIC_URL: an absolute http(s) address without credentials, query or fragment; kept without its trailing slash. */
const publicAddress = (): Kind<string> => ({
  expects: 'an absolute http(s) URL',
  parse(value) {
    let address: URL;
    try {
      address = new URL(value);
    } catch {
      throw new SettingProblem(`must be an absolute http(s) URL, got "${value}"`);
    }
    if (address.protocol !== 'http:' && address.protocol !== 'https:') throw new SettingProblem(`must be an absolute http(s) URL, got "${value}"`);
    if (address.search || address.hash || address.username || address.password) throw new SettingProblem('must not carry credentials, a query or a fragment');
    return `${address.origin}${address.pathname}`.replace(/\/+$/, '');
  },
});

/** TRUST_PROXY: a count of proxies; `true` is one, `false` none. */
const proxyCount = (): Kind<number> => ({
  expects: 'a number of proxies (0, 1, 2 …), true (one) or false (none)',
  parse: (value) => (value === 'true' ? 1 : value === 'false' ? 0 : integer().parse(value)),
});

// ---------------------------------------------------------------------------------------------
// Every environment variable the server reads

/** Whether GraphiQL is served: GRAPHIQL when given, else everywhere but production. */
export const graphiqlEnabled = (config: Pick<Config, 'env' | 'graphiql'>) => config.graphiql ?? config.env !== 'production';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFormat = 'json' | 'pretty';

export const SETTINGS = {
  NODE_ENV: setting(oneOf(['development', 'production', 'test']), {
    group: 'Server',
    default: 'development',
    description:
      '`production` turns off GraphiQL, introspection and field suggestions, masks unexpected errors and applies the production requirements of this page; `test` is set by the test runner.',
  }),
  GRAPHIQL: setting(flag(), {
    group: 'Server',
    defaultText: 'on outside production, off in production',
    description: 'GraphiQL at `/graphql`, served from the app\'s own files, with schema introspection; in production only when `true`.',
  }),
  PORT: setting(port(), { group: 'Server', default: 4000, description: 'HTTP port of the app, GraphQL and REST.' }),
  HOST: setting(text(), { group: 'Server', default: '0.0.0.0', description: 'Interface to listen on.' }),
  PUBLIC_URL: setting(publicAddress(), {
    group: 'Server',
    defaultText: '`http://{HOST, or localhost}:{PORT}`',
    example: 'https://quotes.example.com',
    description:
      'The address users open the app at (scheme, host, port, path; a trailing slash is dropped). Every link and image address in an email starts with it, never with the address a request came in on.',
    production: { required: 'the address users open the app at (e.g. https://quotes.example.com), used for links in emails.' },
  }),
  TRUST_PROXY: setting(proxyCount(), {
    group: 'Server',
    default: 0,
    description:
      'How many reverse proxies in front of the app to believe (`1`, `2` …; `true` = 1): the client address is then read from `X-Forwarded-For` (the entry before those proxies) and HTTPS from `X-Forwarded-Proto`; otherwise both headers are ignored and the socket\'s address is used.',
  }),
  ALLOWED_ORIGINS: setting(list(), {
    group: 'Server',
    default: [],
    defaultText: 'none: only the page\'s own host',
    description: 'Extra origins allowed to open the live WebSocket.',
  }),
  GRAPHQL_PERSISTED_ONLY: setting(flag(), {
    group: 'Server',
    default: false,
    description:
      'Browser sessions and visitors may send only the web client\'s persisted operation ids (`documentId`), not GraphQL text; platform API tokens still may, under the same cost, depth and alias limits (docs/PERSISTED_OPERATIONS.md). GraphiQL with `GRAPHIQL=true` then needs an API token in its headers.',
    production: { default: true },
  }),
  PERSISTED_OPERATIONS_FILE: setting(path(), {
    group: 'Server',
    default: join(repoRoot, 'web', 'persisted-queries.json'),
    defaultText: '`web/persisted-queries.json` in the repository',
    description: 'The Relay compiler\'s persisted operations (`npm run relay` writes it): the ids the web client sends.',
  }),
  OPERATIONS_PER_MINUTE: setting(integer({ min: 1 }), {
    group: 'Server',
    default: 1200,
    description: 'Operations one caller (user, else address) may run per minute: GraphQL operations and REST calls together, across every instance sharing REDIS_URL.',
  }),
  WEB_DIST_DIR: setting(path(), {
    group: 'Server',
    default: join(repoRoot, 'web', 'dist'),
    defaultText: '`web/dist` in the repository',
    description: 'The built web client that is served.',
  }),

  DATABASE_URL: setting(url(['postgres', 'postgresql']), {
    group: 'Database and Redis',
    defaultText: 'unset: the embedded PGlite database in `DATA_DIR/pglite`',
    secret: true,
    description: 'PostgreSQL connection URL.',
    production: { note: 'PostgreSQL, which several instances need.' },
  }),
  REDIS_URL: setting(url(['redis', 'rediss']), {
    group: 'Database and Redis',
    defaultText: 'unset: live events, throttles and operation budgets stay within the instance',
    secret: true,
    description: 'Redis shared by several API instances: live events, sign-in throttle counters and operation budgets; `/api/ready` pings it.',
    production: { note: 'needed with more than one instance.' },
  }),
  REDIS_KEY_PREFIX: setting(text(), {
    group: 'Database and Redis',
    defaultText: '`qc:`; with NODE_ENV=test one of its own for each configuration loaded',
    description: 'Prepended to every Redis key and pub/sub channel, so several deployments (or test runs) can share one Redis.',
  }),
  MIGRATE_ON_START: setting(flag(), {
    group: 'Database and Redis',
    default: true,
    description:
      '`true` applies pending migrations (and seeds, see SEED_DEMO_DATA) at start; `false` for instances sharing a database that is migrated once beforehand (`npm run db:migrate`, the compose file\'s `migrate` service): the instance only checks that no migration is missing and refuses to start otherwise, naming them.',
  }),
  SEED_DEMO_DATA: setting(flag(), {
    group: 'Database and Redis',
    default: true,
    description:
      'Seed the demo data (accounts with the password published in the README) into an empty database at start; `npm run db:migrate` seeds only when it is `true`.',
    production: {
      default: false,
      note: 'only when `true` is given, and then with a warning; an instance started without it on a database where a demo account still has the published password refuses to start, naming the accounts.',
    },
  }),

  DATA_DIR: setting(path(), {
    group: 'Files',
    default: join(repoRoot, '.data'),
    defaultText: '`.data` in the repository',
    description: 'The embedded database, uploads, the mail outbox and the generated token secret.',
  }),
  UPLOADS_DIR: setting(path(), { group: 'Files', defaultText: '`DATA_DIR/uploads`', description: 'Where uploaded images go (shared by every instance).' }),
  OUTBOX_DIR: setting(path(), { group: 'Files', defaultText: '`DATA_DIR/outbox`', description: 'Where emails are written as `.eml` files when SMTP_URL is unset.' }),

  TOKEN_SECRET: setting(text({ minLength: 32 }), {
    group: 'Sign-in and sessions',
    defaultText: 'generated once into `DATA_DIR/token-secret`',
    secret: true,
    hint: TOKEN_SECRET_HINT,
    description: 'Signs session tokens: 32 or more random characters. Changing it signs everyone out.',
    production: {
      required: true,
      check: weakTokenSecret,
      note: 'short, predictable (zxcvbn) and published example values are refused, whatever their letter case or surrounding spaces.',
    },
  }),
  SESSION_TTL_SECONDS: setting(integer({ min: 1 }), { group: 'Sign-in and sessions', default: 12 * 3600, description: 'Session lifetime in seconds (12 hours).' }),
  LONG_SESSION_TTL_SECONDS: setting(integer({ min: 1 }), {
    group: 'Sign-in and sessions',
    default: 30 * 24 * 3600,
    description: 'Session lifetime with "stay logged in" (30 days); at least SESSION_TTL_SECONDS.',
  }),

  LEGACY_LIVE_PORT: setting(orOff(port()), { group: 'Live events', default: 8880, description: 'Port of the legacy live channel; `off` disables it.' }),
  LEGACY_LIVE_TOKEN_IN_URL: setting(flag(), {
    group: 'Live events',
    default: true,
    description: 'Also let the legacy live channel take `?token=<session or API token>` (which ends up in proxy and access logs) besides the single-use `?ticket=`.',
    production: { default: false },
  }),

  SMTP_URL: setting(url(['smtp', 'smtps']), {
    group: 'Email and error reports',
    defaultText: 'unset: emails are written as `.eml` files to OUTBOX_DIR',
    secret: true,
    description: 'Mail transport, e.g. `smtps://user:password@mail.example.com:465`.',
    production: { note: 'needed for real email.' },
  }),
  ERROR_REPORT_URL: setting(url(['http', 'https']), {
    group: 'Email and error reports',
    defaultText: 'unset: reports are logged on stderr',
    description: 'Where client error reports are forwarded (POST, JSON).',
  }),

  STRIPE_SECRET_KEY: setting(text(), {
    group: 'Payments',
    defaultText: 'unset: card checkout is off ("Card payment is not configured.")',
    secret: true,
    description: 'Stripe secret key for card checkout; card checkout needs it, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.',
  }),
  STRIPE_PUBLISHABLE_KEY: setting(text(), {
    group: 'Payments',
    defaultText: 'unset: card checkout is off',
    description: 'Stripe publishable key, handed to Stripe.js for the Payment Element.',
  }),
  STRIPE_WEBHOOK_SECRET: setting(text(), {
    group: 'Payments',
    defaultText: 'unset: card checkout is off',
    secret: true,
    description: 'Signing secret of the webhook endpoint `POST /api/v1/paymentManagement/webhook`.',
  }),
  STRIPE_API_BASE: setting(url(['http', 'https']), {
    group: 'Payments',
    defaultText: 'Stripe\'s own API',
    description: 'Another base URL for the Stripe API (e.g. `http://127.0.0.1:12111` for a local fake).',
  }),
  PAYMENT_PROVIDER: setting(oneOf(['stripe', 'test', 'none']), {
    group: 'Payments',
    defaultText: '`stripe` when STRIPE_SECRET_KEY is set; otherwise `test` in development and `none` elsewhere',
    description:
      'Who takes card payments: `stripe` (the three STRIPE_* keys), `test` (the built-in test payment provider: Stripe\'s test cards such as 4242 4242 4242 4242, no card is charged) or `none` (card checkout off).',
    production: {
      check: (provider) =>
        provider === 'test'
          ? 'PAYMENT_PROVIDER=test is refused when NODE_ENV=production: the test payment provider takes no real card. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET for card checkout through Stripe, or PAYMENT_PROVIDER=none.'
          : null,
      note: 'never `test`.',
    },
  }),

  ERP_POLL_SECONDS: setting(orOff(integer()), {
    group: 'ERP',
    default: 300,
    description:
      'How often order status is polled from CSI / VISUAL ERPs; `off` or `0` disables polling (ERPs can also call `POST /api/v1/orderManagement/updateOrderStatus` with a platform API token).',
  }),
  ERP_ALLOW_PRIVATE_HOSTS: setting(flag(), {
    group: 'ERP',
    default: false,
    description:
      '`true` lets a platform\'s ERP URL point at loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local or metadata addresses, e.g. an ERP on the local network. Off, such a URL is refused when saved (by its address and by what its name resolves to) and every call checks the address again as it connects.',
  }),

  SHUTDOWN_DELAY_SECONDS: setting(integer(), {
    group: 'Shutdown',
    default: 0,
    description: 'After SIGTERM, how long `/api/ready` answers 503 while requests are still taken, so the balancer takes the instance out before it stops listening.',
  }),
  SHUTDOWN_TIMEOUT_SECONDS: setting(integer(), {
    group: 'Shutdown',
    default: 20,
    description: 'After SIGTERM (and the delay), the longest requests in flight may take before their connections are cut.',
  }),

  JOB_CONCURRENCY: setting(integer(), {
    group: 'Jobs',
    default: 4,
    description: 'Jobs (emails, ERP calls, webhook processing) this instance runs at once; `0` runs none here (the instance only writes jobs, for a separate `npm run worker -w api` process).',
  }),
  JOB_POLL_MS: setting(integer({ min: 10 }), {
    group: 'Jobs',
    defaultText: '`2000`; `100` with NODE_ENV=test',
    description: 'How often an idle worker looks for jobs due later (retries); new jobs are announced at once with `LISTEN`/`NOTIFY`.',
  }),
  JOB_HEARTBEAT_MS: setting(integer({ min: 100 }), {
    group: 'Jobs',
    defaultText: '`15000`; `1000` with NODE_ENV=test',
    description: 'Each instance\'s worker heartbeat; a worker silent for four heartbeats is taken for dead, and its running jobs go to another instance.',
  }),
  ERP_TIMEOUT_SECONDS: setting(integer({ min: 1 }), {
    group: 'ERP',
    default: 30,
    description: 'The longest an ERP call waits for its answer; a call that times out is retried by its job with the same idempotency key.',
  }),
  ORDER_WAIT_SECONDS: setting(integer(), {
    group: 'Jobs',
    default: 20,
    description: 'How long Place Order waits for its ERP job before answering that the order is sent as soon as the ERP answers.',
  }),
  PASSWORD_HASH_MEMORY_KIB: setting(integer({ min: 1024 }), {
    group: 'Sign-in and sessions',
    defaultText: '`65536`; `1024` with NODE_ENV=test',
    description:
      'The memory in KiB each argon2id password hash takes (time cost 3, parallelism 4), which is what makes guessing a stolen hash expensive. Production refuses less than 65536; tests use less because signing in is most of what they do. A hash keeps the cost it was made with, so changing it needs no migration.',
  }),

  LOG_LEVEL: setting(oneOf(LOG_LEVELS), {
    group: 'Logs, metrics and traces',
    defaultText: '`info`; `warn` with NODE_ENV=test',
    description: 'The least severe log line written.',
  }),
  LOG_FORMAT: setting(oneOf(['json', 'pretty']), {
    group: 'Logs, metrics and traces',
    defaultText: '`pretty` in development, `json` otherwise',
    description: '`json`: one object per line (level, time, request id, user, platform, operation, status, duration); `pretty`: coloured single lines for a developer\'s terminal.',
    production: {
      check: (format) => (format === 'pretty' ? 'LOG_FORMAT=pretty is for development: production logs JSON lines. Remove LOG_FORMAT.' : null),
      note: 'JSON only.',
    },
  }),
  METRICS_TOKEN: setting(text({ minLength: 24 }), {
    group: 'Logs, metrics and traces',
    defaultText: 'unset: `/metrics` answers 404',
    secret: true,
    hint: 'Generate one with `openssl rand -base64 32`.',
    description: '`/metrics` (Prometheus text format) answers only a request bearing `Authorization: Bearer <token>`.',
    production: { required: '/metrics answers only requests bearing it.' },
  }),
  OTEL_EXPORTER_OTLP_ENDPOINT: setting(url(['http', 'https']), {
    group: 'Logs, metrics and traces',
    defaultText: 'unset: no tracing at all',
    example: 'http://otel-collector:4318',
    description: 'OpenTelemetry collector that traces are sent to over OTLP/HTTP (protobuf), at `{endpoint}/v1/traces`.',
  }),
  OTEL_EXPORTER_OTLP_HEADERS: setting(list(), {
    group: 'Logs, metrics and traces',
    default: [],
    defaultText: 'none',
    secret: true,
    example: 'x-api-key=change-me',
    description: 'Headers sent with every export to the collector, as comma-separated `name=value` pairs (a collector\'s key, say).',
  }),
  OTEL_SERVICE_NAME: setting(text(), {
    group: 'Logs, metrics and traces',
    default: 'quotecraft-api',
    description: 'The service name spans carry.',
  }),
};

/** The rules that involve several settings, checked once each variable is valid (on the environment's values, before a test's overrides). */
export const CHECKS: Array<{ rule: string; check(config: Config): string | null }> = [
  {
    rule: 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.',
    check: (config) =>
      config.paymentProvider === 'stripe' && !config.stripeSecretKey
        ? 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.'
        : null,
  },
  {
    rule: 'LONG_SESSION_TTL_SECONDS is at least SESSION_TTL_SECONDS.',
    check: ({ sessionTtl, longSessionTtl }) =>
      longSessionTtl < sessionTtl
        ? `LONG_SESSION_TTL_SECONDS (${longSessionTtl}) must be at least SESSION_TTL_SECONDS (${sessionTtl}): "stay logged in" keeps a session longer, not shorter.`
        : null,
  },
  {
    rule: 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all.',
    check: (config) => {
      const keys = { STRIPE_SECRET_KEY: config.stripeSecretKey, STRIPE_PUBLISHABLE_KEY: config.stripePublishableKey, STRIPE_WEBHOOK_SECRET: config.stripeWebhookSecret };
      const missing = Object.entries(keys).filter(([, value]) => !value).map(([name]) => name);
      return missing.length > 0 && missing.length < 3
        ? `${missing.join(' and ')} must be set as well: card checkout needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together (or none of them).`
        : null;
    },
  },
  {
    rule: `PASSWORD_HASH_MEMORY_KIB is at least ${PASSWORD_HASH_MEMORY_KIB} in production.`,
    check: ({ env, passwordHashMemoryKib }) =>
      env === 'production' && passwordHashMemoryKib < PASSWORD_HASH_MEMORY_KIB
        ? `PASSWORD_HASH_MEMORY_KIB (${passwordHashMemoryKib}) must be at least ${PASSWORD_HASH_MEMORY_KIB} in production: a cheaper hash makes a stolen password hash cheaper to guess.`
        : null,
  },
];

/**
 * The server's configuration from `env` (the process's environment by default), every variable
 * checked: a wrong one throws a ConfigError naming it and what it expects. `overrides` (tests)
 * replace fields afterwards; a tokenSecret or publicUrl among them is used as is.
 */
export function loadConfig(env: Environment = process.env, overrides: Partial<Config> = {}): Config {
  const settings = readSettings(SETTINGS, env);
  const mode = settings.NODE_ENV;
  const dataDir = settings.DATA_DIR;
  const named = settings.HOST !== '0.0.0.0' && settings.HOST !== '::' ? settings.HOST : 'localhost';
  const base: Config = {
    env: mode,
    port: settings.PORT,
    host: settings.HOST,
    databaseUrl: settings.DATABASE_URL,
    redisUrl: settings.REDIS_URL,
    // Test runs share one Redis while each has a database of its own: each config gets keys and channels of its own.
    redisKeyPrefix: settings.REDIS_KEY_PREFIX ?? (mode === 'test' ? `qc-test-${randomBytes(6).toString('hex')}:` : 'qc:'),
    dataDir,
    uploadsDir: settings.UPLOADS_DIR ?? join(dataDir, 'uploads'),
    outboxDir: settings.OUTBOX_DIR ?? join(dataDir, 'outbox'),
    publicUrl: overrides.publicUrl ?? settings.PUBLIC_URL ?? `http://${named.includes(':') ? `[${named}]` : named}:${settings.PORT}`,
    webDistDir: settings.WEB_DIST_DIR,
    tokenSecret: overrides.tokenSecret ?? settings.TOKEN_SECRET ?? generatedTokenSecret(dataDir),
    sessionTtl: settings.SESSION_TTL_SECONDS,
    longSessionTtl: settings.LONG_SESSION_TTL_SECONDS,
    allowedOrigins: settings.ALLOWED_ORIGINS,
    persistedOperationsFile: settings.PERSISTED_OPERATIONS_FILE,
    persistedOperationsOnly: settings.GRAPHQL_PERSISTED_ONLY,
    operationsPerMinute: settings.OPERATIONS_PER_MINUTE,
    legacyLivePort: settings.LEGACY_LIVE_PORT,
    legacyLiveTokenInUrl: settings.LEGACY_LIVE_TOKEN_IN_URL,
    seedDemoData: settings.SEED_DEMO_DATA,
    smtpUrl: settings.SMTP_URL,
    errorReportUrl: settings.ERROR_REPORT_URL,
    stripeSecretKey: settings.STRIPE_SECRET_KEY,
    stripePublishableKey: settings.STRIPE_PUBLISHABLE_KEY,
    stripeWebhookSecret: settings.STRIPE_WEBHOOK_SECRET,
    stripeApiBase: settings.STRIPE_API_BASE,
    paymentProvider: settings.PAYMENT_PROVIDER,
    erpPollSeconds: settings.ERP_POLL_SECONDS || null,
    trustProxy: settings.TRUST_PROXY,
    erpAllowPrivateHosts: settings.ERP_ALLOW_PRIVATE_HOSTS,
    migrateOnStart: settings.MIGRATE_ON_START,
    graphiql: settings.GRAPHIQL,
    shutdownDelaySeconds: settings.SHUTDOWN_DELAY_SECONDS,
    shutdownTimeoutSeconds: settings.SHUTDOWN_TIMEOUT_SECONDS,
    logLevel: settings.LOG_LEVEL ?? (mode === 'test' ? 'warn' : 'info'),
    logFormat: settings.LOG_FORMAT ?? (mode === 'development' ? 'pretty' : 'json'),
    metricsToken: settings.METRICS_TOKEN,
    otlpEndpoint: settings.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, ''),
    otlpHeaders: Object.fromEntries(
      settings.OTEL_EXPORTER_OTLP_HEADERS.flatMap((pair) => {
        const [name, ...value] = pair.split('=');
        return name!.trim() && value.length > 0 ? [[name!.trim(), value.join('=').trim()]] : [];
      }),
    ),
    otelServiceName: settings.OTEL_SERVICE_NAME,
    jobConcurrency: settings.JOB_CONCURRENCY,
    jobPollMs: settings.JOB_POLL_MS ?? (mode === 'test' ? 100 : 2000),
    jobHeartbeatMs: settings.JOB_HEARTBEAT_MS ?? (mode === 'test' ? 1000 : 15_000),
    erpTimeoutSeconds: settings.ERP_TIMEOUT_SECONDS,
    orderWaitSeconds: settings.ORDER_WAIT_SECONDS,
    passwordHashMemoryKib: settings.PASSWORD_HASH_MEMORY_KIB ?? (mode === 'test' ? TEST_PASSWORD_HASH_MEMORY_KIB : PASSWORD_HASH_MEMORY_KIB),
  };
  const problems = CHECKS.flatMap(({ check }) => check(base) ?? []);
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...base, ...overrides };
}
