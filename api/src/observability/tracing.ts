/**
 * OpenTelemetry traces. Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (main.ts calls `startTracing`):
 * then every HTTP request is a server span (observability/http.ts) holding its GraphQL execution
 * (observability/graphql.ts), Prisma's operations and queries (@prisma/instrumentation), the
 * statements on the `pg` pool (observability/database.ts), outbound fetches (ERP, Stripe, error
 * reports; @opentelemetry/instrumentation-undici) and emails sent (mail/mailer.ts), exported over
 * OTLP/HTTP (protobuf) in batches.
 *
 * While off, `tracingEnabled()` is false and the code on the request path starts no span and
 * touches no context: the SDK is not even loaded.
 */
import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
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
export async function startTracing(options: { otlpEndpoint?: string; serviceName?: string; exporter?: SpanExporter }): Promise<Tracing> {
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
    processor = new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.otlpEndpoint}/v1/traces` }));
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
  enabled = true;
  return {
    async shutdown() {
      enabled = false;
      unregister();
      await provider.shutdown();
      trace.disable();
      context.disable();
    },
  };
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
