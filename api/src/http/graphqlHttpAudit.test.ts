import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

/**
 * The GraphQL over HTTP spec's conformance audits (graphql-http's serverAudits), MUST and SHOULD,
 * each run as a test of its own against the running app's /graphql.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
});

afterAll(async () => {
  await app?.close();
});

describe('GraphQL over HTTP conformance', () => {
  for (const audit of serverAudits({ url: () => `${app.url}/graphql` })) {
    it(audit.name, async () => {
      const result = await audit.fn();
      const failure = result.status === 'ok' ? null : `${result.reason} (HTTP ${result.response.status}: ${await result.response.clone().text().catch(() => '')})`;
      expect(failure).toBeNull();
    });
  }
});
