import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import createClient from 'openapi-fetch';
import { repoRoot } from '../config.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { OPENAPI_CLIENT_TYPES, renderOpenApiClientTypes } from '../test/openapiClient.ts';
import type { paths } from '../test/openapiClient.generated.ts';
import './index.ts';
import { restOperations, restPathOf } from './registry.ts';
import { renderOpenApi, renderOpenApiJson } from './openapi.ts';

// The OpenAPI 3.1 document of the REST shims: generated from the registry like docs/REST.md,
// valid by Redocly's own checks, served by the app, and good for a typed client (openapi-typescript
// and openapi-fetch) that runs a quote request's life against the app.

type Document = { paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>>; components: { securitySchemes: Record<string, unknown> } };

describe('docs/openapi.json', () => {
  it('is what the registry generates (run `npm run docs:rest` after changing a shim), and so is the typed client', async () => {
    expect(readFileSync(join(repoRoot, 'docs', 'openapi.json'), 'utf8')).toBe(renderOpenApiJson());
    expect(readFileSync(OPENAPI_CLIENT_TYPES, 'utf8')).toBe(await renderOpenApiClientTypes(renderOpenApi()));
  });

  it('describes every shim once, with the bearer token scheme', () => {
    const document = renderOpenApi() as unknown as Document;
    for (const operation of restOperations()) expect(Object.keys(document.paths)).toContain(restPathOf(operation));
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/v1/auth/login']!.post!.security).toEqual([{}, { bearerAuth: [] }]);
    expect(document.paths['/api/v1/quoteManagement/createQuote']!.post!.security).toEqual([{ bearerAuth: [] }]);
  });

  it("passes Redocly's OpenAPI 3.1 validation with its recommended rules: no error", async () => {
    const problems = await lintFromString({ source: renderOpenApiJson(), absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });
});

describe('the OpenAPI document served by the app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it('is at /api/v1/openapi.json, and its reference at /api/docs runs from local files without inline script', async () => {
    const served = await fetch(`${app.url}/api/v1/openapi.json`);
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual(renderOpenApi());

    const page = await fetch(`${app.url}/api/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/https?:\/\//);
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    for (const file of [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!)) {
      expect((await fetch(`${app.url}${file}`)).status, file).toBe(200);
    }
  });

  it('generates a typed client that runs a quote request through its life: sign in, create, add a line, read totals, submit', async () => {
    const client = createClient<paths>({ baseUrl: app.url });
    const login = await client.POST('/api/v1/auth/login', { body: { username: 'public@acme.test', password: 'Demo!2345' } });
    expect(login.response.status).toBe(200);
    const token = login.data!.result.token!;
    const headers = { authorization: `Bearer ${token}` };

    const created = await client.POST('/api/v1/quoteManagement/createQuote', { headers, body: { input: {} } });
    expect(created.error).toBeUndefined();
    const quote = created.data!.result.quote;
    expect(quote.type).toBe(3);

    const { prisma } = app.services;
    const product = await prisma.product.findFirstOrThrow({ where: { productNumber: 'PC-120277', platform: { name: 'Acme Lighting' } } });
    const added = await client.POST('/api/v1/quoteManagement/addProduct', { headers, body: { quoteId: quote.id, productId: product.id, quantity: 3 } });
    expect(added.data!.result.line.quantity).toBe(3);
    const linePrice = added.data!.result.line.price;

    const read = await client.POST('/api/v1/quoteManagement/getQuoteById', { headers, body: { id: quote.id } });
    expect(read.data!.result.lineCount).toBe(1);
    expect(read.data!.result.totalCost).toBe((Number(linePrice) * 3).toFixed(2));

    // refused as the document says: the order checks want the job fields first
    const early = await client.POST('/api/v1/quoteManagement/submitQuoteRequest', { headers, body: { id: quote.id } });
    expect(early.response.status).toBe(400);
    expect(early.error).toMatchObject({ success: false, result: null });
    expect(early.error!.error).toMatch(/job name|specifier/i);

    const updated = await client.POST('/api/v1/quoteManagement/updateQuote', {
      headers,
      body: { id: quote.id, input: { jobName: 'Partner client', specifier: 'Self', specifierLocation: 'Madison, WI' } },
    });
    expect(updated.error).toBeUndefined();
    const submitted = await client.POST('/api/v1/quoteManagement/submitQuoteRequest', { headers, body: { id: quote.id } });
    expect(submitted.error).toBeUndefined();
    expect(submitted.data!.result.submittedAt).toBeTruthy();
  });
});
