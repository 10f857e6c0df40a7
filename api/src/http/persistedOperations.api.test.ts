import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../test/app.ts';
import { loadConfig } from '../config.ts';

// The web client's own list, as `npm run relay` writes it: the ids the server must know.
const persisted = JSON.parse(readFileSync(loadConfig({ NODE_ENV: 'test' }, { tokenSecret: 'x', publicUrl: 'http://x' }).persistedOperationsFile, 'utf8')) as Record<string, string>;
const idOf = (operation: string) => {
  const entry = Object.entries(persisted).find(([, text]) => new RegExp(`^(query|mutation|subscription) ${operation}\\b`).test(text));
  if (!entry) throw new Error(`${operation} is not in the persisted list`);
  return entry[0];
};

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
let app: TestApp;
let session: string;
let apiToken: string;

beforeAll(async () => {
  // Production's rule: browser sessions and visitors send only ids.
  app = await startTestApp({ seed: true, config: { persistedOperationsOnly: true } });
  session = await app.login('admin@acme.test');
  const created = await post({ documentId: idOf('ApiTokensPageCreateMutation'), variables: { name: 'Partner bridge', pid: null, scopes: ['read'], expiresInDays: 30 } }, session);
  apiToken = created.body.data?.createApiToken?.token;
  expect(apiToken).toMatch(/^qct_/);
});

afterAll(async () => {
  await app?.close();
});

async function post(body: Record<string, unknown>, token?: string | null, accept = GRAPHQL_RESPONSE) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { message: string; extensions?: any }[] } };
}

describe('persisted operations over HTTP', () => {
  it("runs the web's operation named by its documentId, for a visitor and for a session", async () => {
    const visitor = await post({ documentId: idOf('ViewerProviderQuery'), operationName: 'ViewerProviderQuery', variables: {} });
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ data: { me: null, activePlatform: expect.objectContaining({ name: expect.any(String) }) } });

    const signedIn = await post({ documentId: idOf('ViewerProviderQuery'), variables: {} }, session);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.me).toMatchObject({ username: 'admin@acme.test' });
  });

  it('answers an id the server does not know with a clear error and 400, running nothing', async () => {
    for (const accept of [GRAPHQL_RESPONSE, 'application/json']) {
      const answer = await post({ documentId: 'f'.repeat(64), variables: {} }, session, accept);
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toEqual([
        expect.objectContaining({ message: expect.stringContaining('Unknown persisted operation'), extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }),
      ]);
    }
  });

  it("refuses a browser session's or a visitor's document text (the allowlist), with 403", async () => {
    for (const token of [session, null]) {
      const answer = await post({ query: '{ activePlatform { name } }' }, token);
      expect(answer.status).toBe(403);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'PERSISTED_QUERY_ONLY' } })]);
      expect(answer.body.errors?.[0].message).toContain('documentId');
    }
  });

  it('still runs a document sent by a platform API token, under the same operation limits', async () => {
    const answer = await post({ query: '{ activePlatform { name } quotes(type: 1, first: 5) { totalCount } }' }, apiToken);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.quotes.totalCount).toBeGreaterThanOrEqual(0);

    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: activePlatform { name }`).join(' ');
    const tooMany = await post({ query: `{ ${aliases} }` }, apiToken);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0]).toMatchObject({ extensions: { code: 'OPERATION_LIMIT_EXCEEDED' } });
  });

  it('answers a body with neither a query nor a documentId with 400 naming both', async () => {
    const answer = await post({ variables: {} }, session);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0].message).toMatch(/query.*documentId/);
  });
});

/** The first thing a live subscription delivers: an event, or its errors. */
function subscribeOnce(payload: Record<string, unknown>, token: string, trigger?: () => Promise<unknown>) {
  return new Promise<unknown>((resolve) => {
    const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authToken: token }, retryAttempts: 0 });
    const done = (value: unknown) => {
      resolve(value);
      void client.dispose();
    };
    client.subscribe(payload as { query: string }, { next: done, error: done, complete: () => done('complete') });
    if (trigger) setTimeout(() => void trigger(), 300);
  });
}

describe('persisted operations over the live socket', () => {
  it('runs a subscription named by its documentId', async () => {
    const event = await subscribeOnce({ query: '', documentId: idOf('UsersPagePresenceSubscription') }, session, () => app.login('user@acme.test'));
    expect(event).toMatchObject({ data: { userPresence: expect.objectContaining({ isLoggedIn: expect.any(Boolean) }) } });
  });

  it("refuses a browser session's subscription text and an unknown id", async () => {
    const text = await subscribeOnce({ query: 'subscription { userPresence { id } }' }, session);
    expect(text).toEqual([expect.objectContaining({ extensions: { code: 'PERSISTED_QUERY_ONLY' } })]);
    const unknown = await subscribeOnce({ query: '', documentId: 'f'.repeat(64) }, session);
    expect(unknown).toEqual([expect.objectContaining({ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } })]);
  });
});
