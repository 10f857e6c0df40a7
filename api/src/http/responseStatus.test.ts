import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
});

afterAll(async () => {
  await app?.close();
});

async function post(query: string, accept: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as { data?: any; errors?: any[] } };
}

const missingQuote = Buffer.from('Quote:999999').toString('base64');

describe('HTTP status codes (GraphQL over HTTP)', () => {
  for (const accept of [GRAPHQL_RESPONSE, JSON_TYPE]) {
    it(`answers a partial result (data beside a field's error) with 200 for ${accept}`, async () => {
      const answer = await post(`query($id: ID!) { __typename node(id: $id) { id } }`, accept, { id: missingQuote });
      expect(answer.status).toBe(200);
      expect(answer.type).toContain(accept);
      expect(answer.body.data).toEqual({ __typename: 'Query', node: null });
      expect(answer.body.errors?.[0]).toMatchObject({ message: 'Quote not found.', path: ['node'], extensions: { code: 'NOT_FOUND' } });
    });

    it(`answers a result whose data is null (a refused root field) with 200 for ${accept}`, async () => {
      const answer = await post(`{ quotes(type: 1) { totalCount } }`, accept);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ data: null, errors: [{ message: 'You must be signed in.', extensions: { code: 'UNAUTHENTICATED' } }] });
    });
  }

  it('answers a request that never ran (no data) with 400 for application/graphql-response+json, 200 for application/json', async () => {
    const invalid = `{ noSuchField }`;
    const strict = await post(invalid, GRAPHQL_RESPONSE);
    expect(strict.status).toBe(400);
    expect(strict.body.data).toBeUndefined();
    const legacy = await post(invalid, JSON_TYPE);
    expect(legacy.status).toBe(200);
    expect(legacy.body.data).toBeUndefined();
  });

  it('refuses an operation over the cost limit as a limit, not a "Syntax Error", with 400 (200 for application/json)', async () => {
    const lists = Array.from({ length: 12 }, (_, i) => `l${i}: groups(first: 200) { edges { node { id } } }`).join(' ');
    for (const [accept, status] of [[GRAPHQL_RESPONSE, 400], [JSON_TYPE, 200]] as const) {
      const answer = await post(`{ ${lists} }`, accept);
      expect(answer.status).toBe(status);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toHaveLength(1);
      expect(answer.body.errors?.[0].message).toMatch(/^Query Cost limit of 20000 exceeded, found \d+\.$/);
    }
  });

  it('refuses depth and token limits by name, also when the same document is sent again', async () => {
    const tooDeep = `{ me { platform { a { b { c { d { e { f { g { h { i { j { k { l } } } } } } } } } } } } } }`;
    const tooLong = `{ ${Array.from({ length: 4001 }, () => '__typename').join(' ')} }`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const deep = await post(tooDeep, GRAPHQL_RESPONSE);
      expect(deep.status).toBe(400);
      expect(deep.body.errors?.[0].message).toMatch(/^Query depth limit of 12 exceeded, found \d+\.$/);
      const long = await post(tooLong, GRAPHQL_RESPONSE);
      expect(long.status).toBe(400);
      expect(long.body.errors?.[0].message).toBe('Token limit of 4000 exceeded.');
    }
  });
});
