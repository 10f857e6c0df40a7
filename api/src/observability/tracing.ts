/**
 * OpenTelemetry traces. Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (main.ts calls `startTracing`):
 * then every HTTP request is a server span (observability/http.ts) holding its GraphQL execution
 * (observability/graphql.ts), Prisma's operations and queries (@prisma/instrumentation), the
 * statements on the `pg` pool (observability/database.ts), outbound HTTP calls (the ERP and Stripe
 * through `node:http`, below; fetches through @opentelemetry/instrumentation-undici) and emails
 * sent (mail/mailer.ts), exported over
 * OTLP/HTTP (protobuf) in batches.
 *
 * While off, `tracingEnabled()` is false and the code on the request path starts no span and
 * touches no context: the SDK is not even loaded.
 */
import diagnostics from 'node:diagnostics_channel';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { context, propagation, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { isTracingSuppressed } from '@opentelemetry/core';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';

export { SpanKind };
const TRACER = 'quotecraft-api';
let enabled = false;

/** Whether spans are being recorded (a provider is registered). */
export const tracingEnabled = () => enabled;

export const tracer = () => trace.getTracer(TRACER);

export interface Tracing {
  shutdown(): Promise<void>;
}

/**
 * Registers the tracer provider and the instrumentations. `exporter` replaces the OTLP exporter
 * (tests pass an in-memory one; spans are then handed over as each ends, not batched).
 */
export async function startTracing(options: { otlpEndpoint?: string; otlpHeaders?: Record<string, string>; serviceName?: string; exporter?: SpanExporter }): Promise<Tracing> {
  const [{ NodeTracerProvider }, { BatchSpanProcessor, SimpleSpanProcessor }, { resourceFromAttributes }, { registerInstrumentations }, { UndiciInstrumentation }, { PrismaInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/instrumentation'),
      import('@opentelemetry/instrumentation-undici'),
      import('@prisma/instrumentation'),
    ]);
  let processor;
  if (options.exporter) processor = new SimpleSpanProcessor(options.exporter);
  else {
    if (!options.otlpEndpoint) throw new Error('startTracing needs an OTLP endpoint or an exporter');
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
    processor = new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.otlpEndpoint}/v1/traces`, headers: options.otlpHeaders }));
  }
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName ?? 'quotecraft-api' }),
    spanProcessors: [processor],
  });
  // The global provider, the AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Outbound fetches: spans for each request, and `traceparent` sent along.
      new UndiciInstrumentation(),
      new PrismaInstrumentation(),
    ],
  });
  const stopHttpClient = traceHttpClientRequests();
  enabled = true;
  return {
    async shutdown() {
      enabled = false;
      stopHttpClient();
      unregister();
      await provider.shutdown();
      trace.disable();
      context.disable();
    },
  };
}

/**
 * Outbound requests through `node:http(s)` (the ERP adapters, the Stripe SDK, SMTP aside): a client
 * span each, from Node's own diagnostics channels (no module patching), with `traceparent` sent along.
 */
function traceHttpClientRequests(): () => void {
  const spans = new WeakMap<ClientRequest, Span>();
  const end = (request: ClientRequest, response?: IncomingMessage, error?: Error) => {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    if (response) span.setAttribute('http.response.status_code', response.statusCode ?? 0);
    if (error || (response?.statusCode ?? 0) >= 400) span.setStatus({ code: SpanStatusCode.ERROR, message: error?.message });
    span.end();
  };
  const onStart = (message: unknown) => {
    const { request } = message as { request: ClientRequest };
    const active = context.active();
    // the exporter's own requests are not traced
    if (isTracingSuppressed(active)) return;
    const [host, port] = String(request.getHeader('host') ?? request.host).split(/:(?=\d+$)/);
    const secure = request.protocol === 'https:';
    const span = tracer().startSpan(
      request.method,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'http.request.method': request.method,
          'server.address': host ?? request.host,
          'server.port': port ? Number(port) : secure ? 443 : 80,
          'url.scheme': secure ? 'https' : 'http',
          'url.path': request.path.split('?')[0],
        },
      },
      active,
    );
    spans.set(request, span);
    if (!request.headersSent) propagation.inject(trace.setSpan(active, span), request, { set: (carrier, key, value) => carrier.setHeader(key, value) });
    request.once('error', (error) => end(request, undefined, error));
    request.once('close', () => end(request));
  };
  const onFinish = (message: unknown) => {
    const { request, response } = message as { request: ClientRequest; response: IncomingMessage };
    end(request, response);
  };
  diagnostics.subscribe('http.client.request.start', onStart);
  diagnostics.subscribe('http.client.response.finish', onFinish);
  return () => {
    diagnostics.unsubscribe('http.client.request.start', onStart);
    diagnostics.unsubscribe('http.client.response.finish', onFinish);
  };
}

/**
 * The W3C trace-context headers (`traceparent`) of the current span, for an outbound request to
 * send along (Node 20 renders a request's headers before the diagnostics channel could add them);
 * none while tracing is off.
 */
export function traceHeaders(): Record<string, string> {
  if (!enabled) return {};
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}

/**
 * Runs `work` in a span of its own (a child of the current one) when tracing is on, and simply
 * runs it otherwise. A thrown error marks the span failed and is rethrown.
 */
export function inSpan<T>(name: string, options: { kind?: SpanKind; attributes?: Attributes }, work: (span: Span | null) => Promise<T>): Promise<T> {
  if (!enabled) return work(null);
  return tracer().startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * Runs a job's `work` in a span that continues the trace the job was written in (its `traceparent`,
 * from `traceHeaders()` at the time), so that what a request set going in the background (an ERP
 * order, an email) is part of that request's trace; simply runs it while tracing is off.
 */
export function continueTrace<T>(headers: Record<string, string> | undefined, name: string, work: () => Promise<T>): Promise<T> {
  if (!enabled) return work();
  const parent = headers ? propagation.extract(context.active(), headers) : context.active();
  return context.with(parent, () => inSpan(name, { kind: SpanKind.CONSUMER }, () => work()));
}
