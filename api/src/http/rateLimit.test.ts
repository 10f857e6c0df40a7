import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createOperationBudget } from './rateLimit.ts';

describe('per-caller operation budget', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
    // 5 operations a minute, on a clock of the test's own so the minute cannot turn meanwhile
    app.services.operationBudget = createOperationBudget(5, null, () => 1_000_000);
  });
  afterAll(async () => app?.close());

  it('REST calls draw on the same budget as GraphQL operations', async () => {
    for (let i = 0; i < 3; i += 1) expect((await app.gql('{ __typename }')).data.__typename).toBe('Query');
    const getSecret = () => app.rest('/api/v1/auth/getSecret', {});
    // the REST shims answer normally (here a refusal of their own) while the budget lasts
    expect((await getSecret()).status).not.toBe(429);
    expect((await getSecret()).status).not.toBe(429);
    const rest = await fetch(`${app.url}/api/v1/auth/getSecret`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect([rest.status, await rest.json()]).toEqual([429, { success: false, result: null, error: 'Too many requests. Please slow down.' }]);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(gql.status).toBe(429);
    expect(Number(gql.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await gql.json()).errors?.[0]).toMatchObject({ message: 'Too many requests. Please slow down.', extensions: { code: 'TOO_MANY_REQUESTS' } });
  });
});
