import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { SpanKind } from '@opentelemetry/api';
import { startTestApp, type TestApp } from '../test/app.ts';
import { startFakeCsi, type FakeCsi } from '../erp/fakeErp.ts';
import { createQuoteWithLines } from '../documents/testHelpers.ts';
import { startTracing, type Tracing } from './tracing.ts';

const PLACE = `mutation PlaceTracedOrder($id: Int!) { placeOrder(id: $id) { type erpOrderNo } }`;

describe('traces', () => {
  const exporter = new InMemorySpanExporter();
  let tracing: Tracing;
  let app: TestApp;
  let csi: FakeCsi;
  beforeAll(async () => {
    tracing = await startTracing({ exporter, serviceName: 'quotecraft-test' });
    app = await startTestApp();
    csi = await startFakeCsi({ token: 'csi-token-1', config: 'BOREALIS_LIVE' });
    const platform = await app.services.prisma.platform.findFirstOrThrow({ where: { name: { contains: 'Borealis' } } });
    await app.services.prisma.platform.update({
      where: { id: platform.id },
      data: { integration: 'CSI', integrationSettings: { baseUrl: csi.url, config: 'BOREALIS_LIVE', token: 'csi-token-1' } },
    });
  });
  afterAll(async () => {
    await app?.close();
    await csi?.close();
    await tracing?.shutdown();
  });

  it('records one Place Order as one trace holding its HTTP, GraphQL, database and ERP spans', async () => {
    const token = await app.login('user@borealis.test');
    const quote = await createQuoteWithLines(app.services.prisma, 'user@borealis.test');
    exporter.reset();
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-request-id': 'traced-place-order-1' },
      body: JSON.stringify({ query: PLACE, variables: { id: quote.id } }),
    });
    const answer = await response.json();
    expect(answer.errors).toBeUndefined();
    expect(answer.data.placeOrder.erpOrderNo).toBeTruthy();
    expect(csi.requests.length).toBeGreaterThan(0);

    // work the request started may still be finishing after its answer (a Prisma operation whose first steps have ended): wait until every span's parent has ended too
    const unfinishedParents = () => {
      const finished = exporter.getFinishedSpans();
      const ids = new Set(finished.map((span) => span.spanContext().spanId));
      return finished.filter((span) => span.parentSpanContext && span.kind !== SpanKind.CLIENT && !ids.has(span.parentSpanContext.spanId)).length;
    };
    await expect.poll(unfinishedParents).toBe(0);
    const spans = exporter.getFinishedSpans();
    const server = spans.find((span) => span.kind === SpanKind.SERVER && span.attributes['quotecraft.request_id'] === 'traced-place-order-1');
    expect(server?.name).toBe('POST /graphql');
    expect(server?.attributes).toMatchObject({ 'http.response.status_code': 200, 'quotecraft.operation': 'PlaceTracedOrder' });
    const traceId = server!.spanContext().traceId;
    const inTrace = spans.filter((span) => span.spanContext().traceId === traceId);
    // The test's own fetch is traced too and sent its trace along (traceparent): the server span
    // continues it, and every other span of the request hangs off the server span.
    const caller = inTrace.find((span) => span.kind === SpanKind.CLIENT && span.attributes['server.port'] === Number(new URL(app.url).port));
    expect(inTrace.filter((span) => !span.parentSpanContext)).toEqual([caller]);
    expect(server!.parentSpanContext?.spanId).toBe(caller!.spanContext().spanId);

    const graphql = inTrace.find((span) => span.name === 'graphql.mutation PlaceTracedOrder');
    expect(graphql).toBeDefined();
    expect(graphql!.parentSpanContext?.spanId).toBe(server!.spanContext().spanId);
    const under = (span: ReadableSpan, ancestor: ReadableSpan): boolean => {
      for (let current: ReadableSpan | undefined = span; current; ) {
        if (current.parentSpanContext?.spanId === ancestor.spanContext().spanId) return true;
        current = inTrace.find((candidate) => candidate.spanContext().spanId === current!.parentSpanContext?.spanId);
      }
      return false;
    };
    // the database: Prisma's operations and the statements on the pool
    expect(inTrace.filter((span) => span !== caller && span !== server).every((span) => under(span, server!))).toBe(true);
    const prisma = inTrace.filter((span) => span.name.startsWith('prisma:client:operation'));
    const statements = inTrace.filter((span) => span.kind === SpanKind.CLIENT && span.attributes['db.system.name'] === 'postgresql');
    expect(prisma.length).toBeGreaterThan(0);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.some((span) => span.attributes['db.operation.name'] === 'UPDATE' || span.attributes['db.operation.name'] === 'INSERT')).toBe(true);
    expect(prisma.every((span) => under(span, graphql!))).toBe(true);
    // the ERP: the outbound HTTP call to the fake CSI
    const csiPort = Number(new URL(csi.url).port);
    const erp = inTrace.filter((span) => span.kind === SpanKind.CLIENT && span.attributes['server.port'] === csiPort);
    expect(erp.length).toBeGreaterThan(0);
    const submission = inTrace.find((span) => /^ERP \w+ submitOrder$/.test(span.name));
    expect(submission?.attributes['quotecraft.quote_id']).toBe(quote.id);
    expect(under(submission!, graphql!)).toBe(true);
    expect(erp.every((span) => under(span, submission!))).toBe(true);
    // the fake ERP was sent the trace along
    expect(csi.requests.some((request) => JSON.stringify(request).includes(traceId))).toBe(true);
  });
});
