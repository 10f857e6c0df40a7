import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, DEMO_PASSWORD_FOR_TESTS, type TestApp } from '../test/app.ts';
import { captureLogs, logger } from './logger.ts';
import { enqueueJob } from '../jobs/queue.ts';

const METRICS_TOKEN = 'metrics-token-of-the-tests-0123456789';
const CARD = '4000000000003220';
const CVC = '314';

async function post(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { response, body: await response.json() };
}

describe('structured logs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it('writes one JSON line per request with its id, user, platform, operation, status and duration, and sends the id back', async () => {
    const log = captureLogs('info');
    try {
      const token = await app.login('admin@acme.test');
      const sent = await post(app, '/graphql', { query: 'query LoggedStatusTypes { statusTypes(first: 1) { totalCount } }' }, { authorization: `Bearer ${token}`, 'x-request-id': 'proxy-id-0123456789' });
      expect(sent.response.headers.get('x-request-id')).toBe('proxy-id-0123456789');
      // an id that is not well formed is replaced by one of the server's own
      const forged = await post(app, '/graphql', { query: '{ __typename }' }, { 'x-request-id': 'evil id\twith "quotes"' });
      const replaced = forged.response.headers.get('x-request-id')!;
      expect(replaced).toMatch(/^[0-9a-f-]{36}$/);

      const lines = log.entries();
      const line = lines.find((entry) => entry.requestId === 'proxy-id-0123456789' && entry.status != null);
      const admin = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
      expect(line).toMatchObject({
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        method: 'POST',
        route: '/graphql',
        status: 200,
        operation: 'LoggedStatusTypes',
        userId: admin.id,
        platform: admin.pid,
        durationMs: expect.any(Number),
      });
      const rest = lines.find((entry) => entry.route === '/api/v1/auth/login');
      expect(rest).toMatchObject({ status: 200, operation: 'auth/login', method: 'POST' });
      expect(lines.some((entry) => entry.requestId === replaced)).toBe(true);
    } finally {
      log.restore();
    }
  });

  it('never writes a password, a bearer token or card data, wherever they are sent or logged', async () => {
    const log = captureLogs('debug');
    let token = '';
    try {
      token = await app.login('user@acme.test', DEMO_PASSWORD_FOR_TESTS);
      await app.login('user@acme.test', 'Wrong-Password-42!').catch(() => {});
      await post(app, '/graphql', { query: '{ me { id } }' }, { authorization: `Bearer ${token}`, cookie: `session=${token}` });
      // a Stripe-shaped card payload at the webhook (unsigned, so refused) and in a client's error report
      const card = { type: 'payment_intent.succeeded', data: { object: { payment_method_data: { card: { number: CARD, cvc: CVC, exp_month: 12 } } } } };
      await post(app, '/api/v1/paymentManagement/webhook', card, { 'stripe-signature': 't=1,v1=abc' });
      await post(app, '/api/v1/errorReports/report', { message: `Payment failed for card ${CARD} with Bearer ${token}`, stack: `Error: Authorization: Bearer ${token}` }, { authorization: `Bearer ${token}` });
      // and what code might log itself
      logger.error(
        { body: { username: 'user@acme.test', password: DEMO_PASSWORD_FOR_TESTS }, headers: { authorization: `Bearer ${token}`, cookie: `session=${token}` }, payment: card },
        `Request failed: Bearer ${token}`,
      );
      const text = log.text();
      expect(text).toContain('[redacted]');
      for (const secret of [DEMO_PASSWORD_FOR_TESTS, 'Wrong-Password-42!', token, CARD, `"cvc":"${CVC}"`]) expect(text).not.toContain(secret);
      // the client's report is still there, as an error line of its own
      expect(log.entries().find((entry) => entry.source === 'client')).toMatchObject({ level: 'error', message: 'Payment failed for card [redacted] with Bearer [redacted]' });
    } finally {
      log.restore();
    }
  });
});

/** Prometheus' text exposition format, line by line: comments, and `name{labels} value`. */
function parsePrometheus(text: string) {
  const samples: { name: string; labels: Record<string, string>; value: number }[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') types.set(comment[2]!, comment[3]!);
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|[+-]Inf)(?: \d+)?$/.exec(line);
    if (!sample) throw new Error(`not Prometheus text format: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]) });
  }
  return { samples, types };
}

describe('/metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ config: { metricsToken: METRICS_TOKEN } });
  });
  afterAll(async () => app?.close());

  const scrape = (token?: string) => fetch(`${app.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers 401 without the token or with a wrong one, and 404 where no token is configured', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('not-the-metrics-token-0123456789')).status).toBe(401);
    // without METRICS_TOKEN (outside production) there are no metrics to be had
    app.services.config.metricsToken = undefined;
    try {
      expect((await scrape(METRICS_TOKEN)).status).toBe(404);
    } finally {
      app.services.config.metricsToken = METRICS_TOKEN;
    }
  });

  it('holds, in Prometheus text format, the request, operation, error, database, live and job metrics', async () => {
    const token = await app.login('admin@acme.test');
    await post(app, '/graphql', { query: 'query MeteredStatusTypes { statusTypes(first: 2) { totalCount } }' }, { authorization: `Bearer ${token}` });
    await post(app, '/graphql', { query: 'query MeteredRefusal { users(first: 1) { totalCount } }' });
    // a mail due in an hour: queued, not yet run
    await enqueueJob(app.services.prisma, 'mail', { to: [] }, { runAt: new Date(Date.now() + 3_600_000) });
    const response = await scrape(METRICS_TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const { samples, types } = parsePrometheus(await response.text());
    const value = (name: string, labels: Record<string, string> = {}) =>
      samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

    expect(value('quotecraft_http_request_duration_seconds_count', { method: 'POST', route: '/graphql', status: '200' })).toBeGreaterThanOrEqual(2);
    expect(value('quotecraft_http_request_duration_seconds_count', { method: 'POST', route: '/api/v1/auth/login', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(value('quotecraft_graphql_operation_duration_seconds_count', { operation: 'MeteredStatusTypes', type: 'query' })).toBe(1);
    expect(value('quotecraft_errors_total', { source: 'graphql', code: 'UNAUTHENTICATED' })).toBeGreaterThanOrEqual(1);
    expect(value('quotecraft_db_statement_duration_seconds_count', { statement: 'SELECT' })).toBeGreaterThan(0);
    for (const state of ['total', 'idle', 'waiting']) expect(value('quotecraft_db_pool_connections', { state })).toBeGreaterThanOrEqual(0);
    expect(value('quotecraft_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(value('quotecraft_live_sockets_open')).toBeGreaterThanOrEqual(0);
    expect(value('quotecraft_live_subscriptions_active')).toBeGreaterThanOrEqual(0);
    expect(value('quotecraft_jobs_queued', { queue: 'mail' })).toBe(1);
    expect(value('quotecraft_jobs_failed', { queue: 'mail' })).toBe(0);
    expect(types.get('quotecraft_jobs_queued')).toBe('gauge');
    expect(types.get('quotecraft_jobs_running')).toBe('gauge');
    expect(types.get('quotecraft_import_rows_total')).toBe('counter');
    expect(value('quotecraft_process_cpu_seconds_total')).toBeGreaterThan(0);
  });
});
