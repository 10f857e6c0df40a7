// docs/CONFIGURATION.md and .env.example, generated from the declarations (config.ts for the server,
// test/settings.ts for the API tests, TOOL_VARIABLES below for the build, test and benchmark tools
// outside the server, COMPOSE_VARIABLES for docker-compose.yml) by `npm run docs:config`.
// configDocs.test.ts fails when either file is out of date, when something in api/src other than
// config.ts reads process.env, and when a tool reads a variable declared nowhere.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CHECKS, repoRoot, SETTINGS, type Declaration, type Setting } from './config.ts';
import { TEST_SETTINGS } from './test/settings.ts';

/** A variable read outside the server (build, test runners, benchmarks): documented only. */
export interface ToolVariable {
  group: string;
  default: string;
  description: string;
}

export const TOOL_VARIABLES: Record<string, ToolVariable> = {
  API_ORIGIN: {
    group: 'Build and development',
    default: '`http://127.0.0.1:4000`',
    description: 'Where the Vite server of `npm run dev` (and `vite preview`) sends `/graphql`, `/api` and `/uploads`.',
  },
  PRISMA_SCHEMA_ENGINE_BINARY: {
    group: 'Build and development',
    default: 'a placeholder file',
    description: "Prisma's native schema engine. `prisma generate` (run after `npm install`) only needs it to name a file, so a placeholder stands in on machines that cannot download one.",
  },
  CI: {
    group: 'Browser tests',
    default: 'unset (`.ci/run` sets it)',
    description: 'Set on continuous integration: the browser tests take no screenshots unless SCREENSHOTS=1.',
  },
  SCREENSHOTS: {
    group: 'Browser tests',
    default: 'taken unless CI is set',
    description: '`1` makes the browser tests save screenshots of the screens they visit, `0` not.',
  },
  CHROMIUM_PATH: {
    group: 'Browser tests',
    default: '`/usr/bin/chromium`, else `/usr/bin/chromium-browser`',
    description: 'The Chromium the browser tests drive.',
  },
  BENCH_DATABASE_URL: {
    group: 'Benchmarks',
    default: 'unset: embedded PGlite only (the multi-instance benchmarks: `postgres://postgres@127.0.0.1:5432/postgres`)',
    description: 'A PostgreSQL server (its `postgres` database) the benchmarks measure on as well; each benchmark creates databases of its own there.',
  },
  BENCH_REDIS_URL: {
    group: 'Benchmarks',
    default: 'a `redis-server` of its own, else REDIS_URL, else `redis://127.0.0.1:6379`',
    description: 'The Redis the multi-instance benchmarks share.',
  },
  BENCH_INSTANCE_ARGS: { group: 'Benchmarks', default: 'none', description: 'Extra Node arguments for the API instances the multi-instance benchmarks start (e.g. `--cpu-prof`).' },
  BENCH_ONLY: { group: 'Benchmarks', default: 'all', description: '`screens` makes `npm run bench` stop after the screens benchmark.' },
  BENCH_DOCUMENTS: { group: 'Benchmarks', default: '`100000`', description: 'Documents (quotes and orders) in the benchmark fixture.' },
  BENCH_CUSTOMERS: { group: 'Benchmarks', default: '`2000`', description: 'Customers in the benchmark fixture.' },
  BENCH_PROCESSES: { group: 'Benchmarks', default: '`3`', description: 'Fresh processes each database is measured in by the screens benchmark (the median is shown).' },
  BENCH_SKIP_PGLITE: { group: 'Benchmarks', default: 'unset', description: 'Set: the screens benchmark measures PostgreSQL (BENCH_DATABASE_URL) only.' },
  BENCH_SCREEN_REQUESTS: { group: 'Benchmarks', default: '`150`', description: 'Requests per screen in the screens benchmark.' },
  BENCH_SCREEN_WARMUP_MS: { group: 'Benchmarks', default: '`4000`', description: 'Warm-up of each screen before it is measured.' },
  BENCH_PLANS: { group: 'Benchmarks', default: 'unset', description: 'Set: the screens benchmark prints the query plans (`EXPLAIN ANALYZE`) of every screen.' },
  BENCH_CONFIGURE_REQUESTS: { group: 'Benchmarks', default: '`300`', description: 'Configure requests the configurator benchmark sends.' },
  BENCH_WARMUP_MS: { group: 'Benchmarks', default: '`3000`', description: 'Warm-up before a side-by-side measurement.' },
  BENCH_FANOUT_SIZES: { group: 'Benchmarks', default: '`100,1000`', description: 'Subscriber counts the live-event fan-out benchmark measures.' },
  BENCH_FANOUT_CASES: { group: 'Benchmarks', default: '`status,timeline,feed`', description: 'Subscriptions the fan-out benchmark measures: order status, order timeline, administrators\' feed.' },
  BENCH_START_SECONDS: { group: 'Benchmarks', default: '`60`', description: 'How long the multi-instance benchmarks wait for an API instance to start.' },
  BENCH_LINE_ROWS: { group: 'Benchmarks', default: '`500`', description: 'Rows the configured-lines import benchmark imports.' },
  BENCH_EXPORT_ROWS: { group: 'Benchmarks', default: '`100000`', description: 'Rows the export benchmark exports.' },
  BENCH_FANOUT_EVENTS: { group: 'Benchmarks', default: '`20`', description: 'Events sent per subscriber count.' },
  BENCH_FANOUT_PROFILE: { group: 'Benchmarks', default: 'unset', description: "A folder for each instance's CPU profile of the fan-out events (not of the start or the idle spell)." },
  BENCH_SATURATION_CLIENTS: { group: 'Benchmarks', default: '`50`', description: 'Concurrent clients of the saturation benchmark.' },
  BENCH_SATURATION_ROUND_MS: { group: 'Benchmarks', default: '`6000`', description: 'Length of one saturation round.' },
  BENCH_SATURATION_ROUNDS: { group: 'Benchmarks', default: '`3`', description: 'Saturation rounds.' },
  BENCH_SATURATION_WARMUP_REQUESTS: { group: 'Benchmarks', default: '`3000`', description: 'Requests the saturation benchmark warms up with.' },
  BENCH_SATURATION_WARMUP_MS: { group: 'Benchmarks', default: '`30000`', description: 'Longest warm-up of the saturation benchmark.' },
  BENCH_QUICK: { group: 'Benchmarks', default: 'unset', description: 'Set (or `--quick`): `npm run bench` runs on small data, as a smoke test.' },
  BENCH_SEED: { group: 'Benchmarks', default: '`40`', description: 'Seed of the list shapes the benchmarks draw: the same sequence for every run and both sides.' },
  BENCH_LIST_SHAPES: { group: 'Benchmarks', default: '`24`', description: 'Shapes per list in the screens benchmark (at least twice its sortable columns).' },
  BENCH_MIN_SAMPLES: { group: 'Benchmarks', default: 'unset', description: 'Least measured requests per shape and side in the screens benchmark.' },
  BENCH_CASES: { group: 'Benchmarks', default: 'all', description: 'Only the screens benchmark\'s cases whose names start with one of these (comma-separated), e.g. `Mutations,Quote list`.' },
  BENCH_SHAPES: { group: 'Benchmarks', default: 'the 3 worst', description: '`all` prints every shape\'s line under a list case, not only the worst three.' },
  BENCH_SATURATION_SHAPES: { group: 'Benchmarks', default: '`32`', description: 'List shapes each saturation client walks.' },
  BENCH_WEB_REPEATS: { group: 'Benchmarks', default: '`5`', description: 'Times `npm run bench:web` repeats each measurement (the median is shown).' },
  BENCH_SATURATION_QUOTES: { group: 'Benchmarks', default: '`200`', description: 'Quotes per user in the saturation fixture.' },
  BENCH_IMPORT_ROWS: { group: 'Benchmarks', default: '`50000`', description: 'Customer rows of the import benchmark (dry run, then commit).' },
  BENCH_QUOTES: { group: 'Benchmarks', default: '`100000`', description: 'Quotes in the paging benchmark.' },
  BENCH_DEEP_PAGE: { group: 'Benchmarks', default: '`8000`', description: 'The deep page the paging benchmark opens.' },
  BENCH_REQUESTS: { group: 'Benchmarks', default: '`200`', description: 'Requests per paging measurement.' },
  BREAKDOWN_CASE: { group: 'Benchmarks', default: 'every case', description: 'The one case `tests/bench/breakdown.ts` profiles.' },
  BREAKDOWN_REQUESTS: { group: 'Benchmarks', default: '`100`', description: 'Requests profiled per case.' },
  BREAKDOWN_WARMUP_MS: { group: 'Benchmarks', default: '`3000`', description: 'Warm-up before profiling.' },
  BREAKDOWN_OUT: { group: 'Benchmarks', default: 'unset', description: 'A path prefix the CPU profiles are written to (`<prefix>-<case>.cpuprofile`).' },
  BREAKDOWN_OTHER: { group: 'Benchmarks', default: 'unset', description: 'Set: also list the functions counted as "other".' },
  PROFILE_DATABASE_URL: { group: 'Benchmarks', default: 'unset: embedded PGlite', description: 'A PostgreSQL server `tests/bench/profile.ts` profiles on instead.' },
  PROFILE_ONLY: { group: 'Benchmarks', default: 'every part', description: 'The one part `tests/bench/profile.ts` profiles.' },
  PROFILE_N: { group: 'Benchmarks', default: '`200`', description: 'Requests profiled per part.' },
  PROFILE_WARMUP_MS: { group: 'Benchmarks', default: '`3000`', description: 'Warm-up before profiling.' },
  PROFILE_OUT: { group: 'Benchmarks', default: 'unset', description: 'A path prefix the CPU profiles are written to (`<prefix>-<part>.cpuprofile`).' },
};

/** A variable docker-compose.yml itself reads from `.env`, besides the server settings it passes on. */
export interface ComposeVariable {
  /** compose refuses to start without it */
  required?: boolean;
  /** the value .env.example shows (empty when unset) */
  example?: string;
  description: string;
}

export const COMPOSE_VARIABLES: Record<string, ComposeVariable> = {
  POSTGRES_PASSWORD: { required: true, description: "Password of the compose file's PostgreSQL user `quotecraft`, e.g. `openssl rand -hex 24`." },
  HTTP_PORT: { example: '80', description: 'Host port of the load balancer for the app (HTTP, GraphQL and its WebSocket).' },
  LEGACY_LIVE_HTTP_PORT: { example: '8880', description: 'Host port of the load balancer for the legacy live channel.' },
};

const rel = (file: string) => relative(repoRoot, file).split('\\').join('/');

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'generated' || entry.name === '__generated__') return [];
    const file = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(file, pattern);
    return pattern.test(entry.name) ? [file] : [];
  });
}

/** The files outside the server that read environment variables directly: the build, the test runners, the benchmarks. */
export const toolFiles = () =>
  [
    ...filesUnder(join(repoRoot, 'scripts'), /\.m?[jt]s$/),
    ...filesUnder(join(repoRoot, 'tests'), /\.m?[jt]s$/),
    ...readdirSync(join(repoRoot, 'web')).filter((name) => /^vite\.config\./.test(name)).map((name) => join(repoRoot, 'web', name)),
  ].sort();

/** The variable names a source text reads: `process.env.X`, `process.env['X']`, `const { X } = process.env`, and `env.X` of a copy. */
export function variablesReadIn(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/\benv\s*(?:\.\s*([A-Z][A-Z0-9_]*)|\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\])/g)) names.add(match[1] ?? match[2]);
  for (const match of source.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b/g)) {
    for (const name of match[1].matchAll(/(?:^|,)\s*([A-Z][A-Z0-9_]*)\b/g)) names.add(name[1]);
  }
  return [...names].sort();
}

/** Each variable read by a tool, with the files reading it. */
export function toolReads(): Map<string, string[]> {
  const reads = new Map<string, string[]>();
  for (const file of toolFiles()) {
    for (const name of variablesReadIn(readFileSync(file, 'utf8'))) reads.set(name, [...(reads.get(name) ?? []), rel(file)]);
  }
  return reads;
}

/** The variables docker-compose.yml takes from `.env` (`${NAME}`, `${NAME:-default}`, `${NAME:?message}`) with the default it gives. */
export function composeVariables(): Map<string, string | undefined> {
  const compose = readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8').replace(/^\s*#.*$/gm, '');
  const found = new Map<string, string | undefined>();
  for (const match of compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)(?::?([-?])([^}]*))?\}/g)) {
    if (!found.has(match[1]) || match[2] === '-') found.set(match[1], match[2] === '-' ? match[3] : found.get(match[1]));
  }
  return found;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (value: unknown) => `\`${Array.isArray(value) ? value.join(',') : String(value)}\``;

function defaultOf(entry: Setting<unknown>): string {
  if (entry.defaultText) return entry.defaultText;
  if (entry.default === undefined) return 'unset';
  if (Array.isArray(entry.default) && entry.default.length === 0) return 'empty';
  return code(entry.default);
}

function productionOf(entry: Setting<unknown>, { withRequired = true } = {}): string {
  const production = entry.production;
  if (!production) return '';
  return [
    production.required && withRequired ? `**required**${typeof production.required === 'string' ? `: ${production.required}` : ''}` : '',
    'default' in production ? `default ${code(production.default)}` : '',
    production.note ?? '',
  ]
    .filter(Boolean)
    .map((part) => part.replace(/\.$/, ''))
    .join('; ');
}

function groupsOf<T extends { group: string }>(entries: Array<[string, T]>): Map<string, Array<[string, T]>> {
  const groups = new Map<string, Array<[string, T]>>();
  for (const entry of entries) groups.set(entry[1].group, [...(groups.get(entry[1].group) ?? []), entry]);
  return groups;
}

function settingsTable(declaration: Declaration, withProduction: boolean): string[] {
  const lines: string[] = [];
  const groups = groupsOf(Object.entries(declaration));
  for (const [group, entries] of groups) {
    if (groups.size > 1) lines.push(`### ${group}`, '');
    lines.push(withProduction ? '| variable | value | default | production | meaning |' : '| variable | value | default | meaning |');
    lines.push(withProduction ? '| --- | --- | --- | --- | --- |' : '| --- | --- | --- | --- |');
    for (const [name, entry] of entries) {
      const cells = [`\`${name}\``, entry.kind.expects, defaultOf(entry), ...(withProduction ? [productionOf(entry)] : []), entry.description + (entry.secret ? ' Never printed.' : '')];
      lines.push(`| ${cells.map(cell).join(' | ')} |`);
    }
    lines.push('');
  }
  return lines;
}

export function renderConfigurationDocs(): string {
  const reads = toolReads();
  const compose = composeVariables();
  const required = Object.entries(SETTINGS).filter(([, entry]) => (entry as Setting<unknown>).production?.required);
  const checked = Object.entries(SETTINGS).filter(([, entry]) => (entry as Setting<unknown>).production?.check);
  const lines = [
    '# Configuration',
    '',
    '<!-- Generated by `npm run docs:config` from api/src/config.ts, api/src/test/settings.ts and api/src/configDocs.ts; a test fails when this file is out of date. Edit those, not this file. -->',
    '',
    'QuoteCraft reads its settings from environment variables, and only from them. Each variable is',
    'declared once, in `api/src/config.ts`, with the form its value takes, its default, what it does and',
    'what production asks of it; this page is generated from that declaration. An empty value counts',
    'as unset.',
    '',
    'Every variable is checked at start: a wrong one stops the server (exit code 1) with a message on',
    'stderr naming each wrong variable and what it expects, e.g.',
    '`QuoteCraft cannot start: PORT must be a whole number from 0 to 65535, got "http"`. Secrets are',
    'never repeated in such messages.',
    '',
    '`docker-compose.yml` passes the settings of [docker compose](#docker-compose) from `.env`',
    '(copy `.env.example`) and sets the rest itself; see "Running in production" in the README.',
    '',
    '## Server settings',
    '',
    ...settingsTable(SETTINGS, true),
    '## Production requirements',
    '',
    'With `NODE_ENV=production` the server refuses to start until:',
    '',
    ...required.map(([name, entry]) => `- \`${name}\` is set${typeof entry.production?.required === 'string' ? `: ${entry.production.required.replace(/\.$/, '')}` : ''}.`),
    ...checked.map(([name, entry]) => `- \`${name}\` passes the production check${entry.production?.note ? `: ${entry.production.note.replace(/\.$/, '')}` : ''}.`),
    '- no demo account still has the published demo password, unless `SEED_DEMO_DATA=true` (checked on the database at start).',
    '',
    'Production defaults differ for: ' +
      Object.entries(SETTINGS)
        .filter(([, entry]) => entry.production && 'default' in entry.production)
        .map(([name, entry]) => `\`${name}\` (${code((entry.production as { default: unknown }).default)})`)
        .join(', ') +
      '.',
    '',
    '## Rules across settings',
    '',
    'Checked at start, once each variable is valid (a rule for production says so):',
    '',
    ...CHECKS.map(({ rule }) => `- ${rule}`),
    '',
    '## API test settings',
    '',
    'Declared like the server settings in `api/src/test/settings.ts`; the API tests read them through',
    '`testSettings()`. `npm run test:api` (`scripts/test-api.mjs`) runs the API suite once on the',
    'embedded database and, when `TEST_DATABASE_URL` is set, once more on that PostgreSQL server.',
    '',
    ...settingsTable(TEST_SETTINGS, false),
    '## Build and test tools',
    '',
    'Read by the build, the browser test harness and the benchmarks, which run outside the server and',
    'read the environment themselves (`scripts/cluster.mjs` reads its DATABASE_URL and REDIS_URL',
    'through `api/src/config.ts`). A test fails when one of them reads a variable this page does not',
    'list.',
    '',
  ];
  for (const [group, entries] of groupsOf(Object.entries(TOOL_VARIABLES))) {
    lines.push(`### ${group}`, '', '| variable | read by | default | meaning |', '| --- | --- | --- | --- |');
    for (const [name, entry] of entries) {
      lines.push(`| ${[`\`${name}\``, (reads.get(name) ?? []).map((file) => `\`${file}\``).join(', '), entry.default, entry.description].map(cell).join(' | ')} |`);
    }
    lines.push('');
  }
  const alsoRead = [...reads].filter(([name]) => !(name in TOOL_VARIABLES));
  if (alsoRead.length > 0) {
    lines.push('Variables declared above (or the system\'s own) that these tools read or pass on as well:', '');
    for (const [name, files] of alsoRead) lines.push(`- \`${name}\`: ${files.map((file) => `\`${file}\``).join(', ')}`);
    lines.push('');
  }
  const passed = [...compose.keys()].filter((name) => name in SETTINGS);
  lines.push(
    '## docker compose',
    '',
    '`docker-compose.yml` reads these from `.env` (generated `.env.example` lists them); compose refuses',
    'to start while a required one is missing.',
    '',
    '| variable | compose default | meaning |',
    '| --- | --- | --- |',
    ...Object.entries(COMPOSE_VARIABLES).map(
      ([name, entry]) => `| ${[`\`${name}\``, entry.required ? '**required**' : compose.get(name) ? code(compose.get(name)) : 'unset', entry.description].map(cell).join(' | ')} |`,
    ),
    '',
    `It passes these server settings on to every instance: ${passed
      .map((name) => {
        const given = compose.get(name);
        return `\`${name}\`${given ? ` (compose default ${code(given)})` : ''}`;
      })
      .join(', ')}. It sets \`NODE_ENV=production\`, \`DATABASE_URL\` and \`REDIS_URL\` (its own services), \`MIGRATE_ON_START=false\`, \`PORT\` and \`LEGACY_LIVE_PORT\` itself.`,
    '',
  );
  return lines.join('\n');
}

/** `.env.example` for docker compose: every variable the compose file reads, with its description and compose default. */
export function renderEnvExample(): string {
  const compose = composeVariables();
  const wrap = (text: string) => {
    const words = text.replace(/\*\*/g, '').match(/`[^`]*`\S*|\S+/g) ?? [];
    const out: string[] = [];
    let line = '#';
    for (const word of words) {
      if (line.length + word.length + 1 > 100 && line !== '#') {
        out.push(line);
        line = '#';
      }
      line += ` ${word}`;
    }
    return [...out, line];
  };
  const lines = [
    '# Generated by `npm run docs:config` from api/src/config.ts and api/src/configDocs.ts; every',
    '# variable is described in docs/CONFIGURATION.md.',
    '#',
    '# Copy to .env (never commit .env) and fill in. docker compose reads it and refuses to start while',
    '# a required value is missing; the server itself refuses weak or example values in production.',
    '',
  ];
  const entries: Array<[string, string, boolean, string]> = [];
  for (const [name, given] of compose) {
    const setting = (SETTINGS as Declaration)[name];
    const own = COMPOSE_VARIABLES[name];
    if (setting) {
      const required = Boolean(setting.production?.required);
      const example = setting.example ?? given ?? '';
      const production = productionOf(setting, { withRequired: false });
      const description = [setting.description, setting.hint, production && `In production: ${production}.`].filter(Boolean).join(' ');
      entries.push([name, description, required, example]);
    } else if (own) {
      entries.push([name, own.description, Boolean(own.required), own.example ?? given ?? '']);
    }
  }
  entries.sort((a, b) => Number(b[2]) - Number(a[2]));
  for (const [name, description, required, example] of entries) {
    lines.push(...wrap(`${required ? 'Required. ' : ''}${description}`), `${name}=${example}`, '');
  }
  return lines.join('\n');
}
