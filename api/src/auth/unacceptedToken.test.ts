import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../test/app.ts';
import { signSessionToken } from './tokens.ts';

/**
 * A token the server does not accept (run out, its session ended, forged) refuses the whole
 * GraphQL request with 401, and a live connection with 4401, as REST refuses it; a request
 * without a token is a visitor's.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
});

afterAll(async () => {
  await app?.close();
});

async function post(query: string, token?: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { message: string; extensions?: any }[] } };
}

async function expiredToken() {
  const user = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
  const { token } = await signSessionToken(app.services.config.tokenSecret, { userId: user.id, username: user.username, version: 0, sessionId: 'ran-out' }, -10);
  return token;
}

async function signedOutToken() {
  const token = await app.login('user@acme.test');
  expect((await app.rest('/api/v1/auth/signOut', {}, token)).status).toBe(200);
  return token;
}

const forged = async () => {
  const [header, payload] = (await app.login('user@acme.test')).split('.');
  return `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
};

/** How a graphql-ws connection with these connection parameters ends: its close code and reason, and any events. */
function subscribe(connectionParams: Record<string, unknown>) {
  const events: unknown[] = [];
  return new Promise<{ code: number; reason: string; events: unknown[] }>((resolve) => {
    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams,
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => {},
      on: {
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: string };
          resolve({ code, reason, events });
        },
        connected: () => {
          // Connected: a visitor's subscription is answered (refused as a visitor's), then the client leaves.
          client.subscribe(
            { query: 'subscription { userPresence { username } }' },
            { next: (value) => void events.push(value), error: (error) => (events.push(error), void client.dispose()), complete: () => void client.dispose() },
          );
        },
      },
    });
  });
}

describe('a token the server does not accept', () => {
  const cases = [
    ['an expired token', expiredToken, 'Your login token has expired.'],
    ['the token of a signed-out session', signedOutToken, 'Your login token has expired.'],
    ['a forged token', forged, 'You must be signed in.'],
    ['an unknown token', async () => 'not-a-token', 'You must be signed in.'],
  ] as const;

  for (const [name, tokenFor, message] of cases) {
    it(`refuses ${name} with 401 over HTTP, even for a field visitors may read`, async () => {
      const token = await tokenFor();
      const answer = await post('{ me { id } activePlatform { id } }', token);
      expect(answer.status).toBe(401);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'UNAUTHENTICATED' } })]);
    });

    it(`closes a live connection opened with ${name} with 4401`, async () => {
      const closed = await subscribe({ authToken: await tokenFor() });
      expect(closed).toMatchObject({ code: 4401, reason: message, events: [] });
    });
  }

  it('refuses a revoked API token with 401', async () => {
    const admin = await app.login('admin@acme.test');
    const created = await app.gql(`mutation { createApiToken(name: "Audit", scopes: ["read"]) { token apiToken { rowId } } }`, {}, admin);
    const { token, apiToken } = created.data.createApiToken;
    expect((await post('{ activePlatform { id } }', token)).status).toBe(200);
    expect((await app.gql(`mutation($id: Int!) { revokeApiToken(id: $id) { status } }`, { id: apiToken.rowId }, admin)).data.revokeApiToken.status).toBe('REVOKED');
    expect((await post('{ activePlatform { id } }', token)).status).toBe(401);
  });
});

describe('no token', () => {
  it('is a visitor over HTTP', async () => {
    const answer = await post('{ me { id } }');
    expect(answer).toEqual({ status: 200, body: { data: { me: null } } });
  });

  it('is a visitor on a live connection: connected, not closed with 4401', async () => {
    const closed = await subscribe({});
    expect(closed.code).not.toBe(4401);
    expect(closed.events).toHaveLength(1);
  });
});
