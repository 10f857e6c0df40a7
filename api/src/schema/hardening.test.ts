import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { printedSchema } from './index.ts';

describe('schema.graphql', () => {
  it('is printed from the current Pothos schema (run `npm run schema:print` after changing it)', () => {
    expect(readFileSync(join(repoRoot, 'schema.graphql'), 'utf8')).toBe(printedSchema());
  });
});

describe('GraphQL limits (development mode)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
  });
  afterAll(async () => app?.close());

  it('rejects queries deeper than 12 levels', async () => {
    const tooDeep = `{ me { platform { a { b { c { d { e { f { g { h { i { j { k { l } } } } } } } } } } } } } }`;
    const response = await app.gql(tooDeep);
    expect(response.data).toBeUndefined();
    expect(response.errors?.map((e) => e.message).join('\n')).toMatch(/depth/i);
  });

  it('rejects more than 15 aliases', async () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => `a${i}: me { id }`).join(' ');
    expect((await app.gql(`{ ${fifteen} }`)).errors).toBeUndefined();
    const sixteen = `${fifteen} a15: me { id }`;
    const response = await app.gql(`{ ${sixteen} }`);
    expect(response.data).toBeUndefined();
    expect(response.errors?.[0].message).toMatch(/aliases/i);
  });

  it('refuses a body over 1 MB with 413, and a body of undeclared length with 411', async () => {
    const big = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(1024 * 1024) } }),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).errors[0].message).toBe('Request body is too large.');

    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      request.on('error', reject);
      request.write('{"query":');
      request.end('"{ __typename }"}');
    });
    expect(chunked.status).toBe(411);
    expect(JSON.parse(chunked.body).errors[0].message).toBe('Send the request body with a Content-Length header.');

    expect((await app.gql(`{ __typename }`)).data.__typename).toBe('Query');
  });

  it('allows introspection for GraphiQL in development', async () => {
    const response = await app.gql(`{ __schema { queryType { name } } }`);
    expect(response.data.__schema.queryType.name).toBe('Query');
  });
});

describe('GraphQL in production mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false, config: { env: 'production', operationsPerMinute: 5 } });
  });
  afterAll(async () => app?.close());

  it('refuses introspection and gives no field suggestions', async () => {
    const introspection = await app.gql(`{ __schema { queryType { name } } }`);
    expect(introspection.data).toBeUndefined();
    expect(introspection.errors?.[0].message).toMatch(/introspection/i);
    const typo = await app.gql(`{ mee { id } }`);
    expect(typo.errors?.[0].message).not.toMatch(/Did you mean/);
  });

  it('serves no GraphiQL page', async () => {
    const response = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toMatch(/graphiql/i);
  });

  it('names a missing record instead of masking it as unexpected', async () => {
    const missing = await app.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: Buffer.from('Quote:999999').toString('base64') });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Quote not found.', extensions: { code: 'NOT_FOUND' }, path: ['node'] });
  });

  it('counts operations, not requests: the sixth operation in a minute is refused', async () => {
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await app.gql(`{ activePlatform { id } }`));
    // earlier tests in this block used some of the budget; at least one is refused
    expect(results.some((r) => r.errors?.[0].extensions?.code === 'TOO_MANY_REQUESTS')).toBe(true);
    expect(results.at(-1)?.errors?.[0].message).toBe('Too many requests. Please slow down.');
  });
});
