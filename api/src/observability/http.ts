import { randomUUID, timingSafeEqual, createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { context as otelContext, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { logger, requestLogState, type RequestLogState } from './logger.ts';
import { errorsTotal, httpRequestDuration, metricsText } from './metrics.ts';
import { tracer, tracingEnabled } from './tracing.ts';

/** An `X-Request-Id` a proxy or client sent is kept when it looks like an id (no spaces, quotes or control characters). */
const WELL_FORMED_ID = /^[A-Za-z0-9._:@/+=-]{8,128}$/;

export function requestIdOf(headers: IncomingHttpHeaders): string {
  const sent = headers['x-request-id'];
  const id = Array.isArray(sent) ? sent[0] : sent;
  return id && WELL_FORMED_ID.test(id) ? id : randomUUID();
}

/** Routes polled by balancers and scrapers: their lines are at debug level, so they do not drown the log. */
const QUIET_ROUTES = new Set(['/api/health', '/api/ready', '/metrics']);

const headerGetter = {
  keys: (headers: IncomingHttpHeaders) => Object.keys(headers),
  get: (headers: IncomingHttpHeaders, key: string) => headers[key],
};

/**
 * Serves one HTTP request under its request id (sent back as `X-Request-Id`): `handle` and all it
 * calls log through a child logger carrying the id (`currentLog()`, `ctx.log`), and when the answer
 * is sent one line records method, route, status, duration, user, platform and the GraphQL operation
 * or REST call; the duration goes into `quotecraft_http_request_duration_seconds`, and with tracing on
 * the request is a server span continuing the caller's trace (`traceparent`).
 */
export function observeRequest(req: IncomingMessage, res: ServerResponse, route: string, handle: () => Promise<void>): Promise<void> {
  const started = performance.now();
  const requestId = requestIdOf(req.headers);
  res.setHeader('x-request-id', requestId);
  const state: RequestLogState = { requestId, route, log: logger.child({ requestId }) };
  const method = req.method ?? 'GET';
  const span = tracingEnabled()
    ? tracer().startSpan(
        `${method} ${route}`,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'http.route': route, 'url.path': (req.url ?? '/').split('?')[0], 'quotecraft.request_id': requestId } },
        propagation.extract(otelContext.active(), req.headers, headerGetter),
      )
    : null;

  let recorded = false;
  const record = () => {
    if (recorded) return;
    recorded = true;
    const seconds = (performance.now() - started) / 1000;
    // An answer cut off before it was sent (the client left) is recorded as 499, as proxies do.
    const status = res.writableFinished || res.headersSent ? res.statusCode : 499;
    httpRequestDuration.observe({ method, route: state.route, status: String(status) }, seconds);
    if (status >= 400 && state.route !== '/graphql') errorsTotal.inc({ source: 'http', code: `HTTP_${status}` });
    // (the user and platform are on the request's logger once known)
    const line = {
      method,
      route: state.route,
      path: (req.url ?? '/').split('?')[0],
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      operation: state.operation,
    };
    const message = `${method} ${line.path}${state.operation ? ` (${state.operation})` : ''} ${status} ${line.durationMs} ms`;
    if (status >= 500) state.log.error(line, message);
    else if (QUIET_ROUTES.has(state.route)) state.log.debug(line, message);
    else state.log.info(line, message);
    if (span) {
      span.setAttribute('http.response.status_code', status);
      if (state.operation) span.setAttribute('quotecraft.operation', state.operation);
      if (state.userId != null) span.setAttribute('enduser.id', String(state.userId));
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  };
  res.once('finish', record);
  res.once('close', record);

  const serve = () => requestLogState.run(state, handle);
  return span ? otelContext.with(trace.setSpan(otelContext.active(), span), serve) : serve();
}

/** Notes who is calling (once the session is known) on the request's log lines and its record. */
export function noteCaller(caller: { userId: number | null; pid: number } | null) {
  const state = requestLogState.getStore();
  if (!state || !caller) return state?.log ?? null;
  state.userId = caller.userId;
  state.platform = caller.pid;
  state.log = state.log.child({ userId: caller.userId, platform: caller.pid });
  return state.log;
}

/** Notes the REST call being served (`family/operation`) on the request's log line. */
export function noteOperation(operation: string) {
  const state = requestLogState.getStore();
  if (state) state.operation = operation;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `/metrics`: Prometheus' text format for a request bearing `Authorization: Bearer <METRICS_TOKEN>`;
 * 401 with a wrong or missing token, 404 when no token is configured (metrics are then off).
 */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse, metricsToken: string | undefined, refresh?: () => Promise<void>) {
  res.setHeader('cache-control', 'no-store');
  if (!metricsToken) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found.\n');
    return;
  }
  const sent = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  if (!timingSafeEqual(digest(sent), digest(metricsToken))) {
    res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' }).end('Send Authorization: Bearer <METRICS_TOKEN>.\n');
    return;
  }
  // Gauges read from the database (the job queue) are brought up to date for each scrape.
  await refresh?.().catch((error) => logger.warn({ err: error }, 'A metric could not be read'));
  const { contentType, body } = await metricsText();
  res.writeHead(200, { 'content-type': contentType }).end(body);
}
