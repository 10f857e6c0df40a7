import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { expectDocumentedRefusal } from '../rest/contract.ts';
import { renderRestDocs } from '../rest/docs.ts';
import { ORDER_MESSAGES } from './orderService.ts';

// quoteManagement/placeOrder answers its refusals as docs/REST.md lists them.

let app: TestApp;
let user: string;
beforeAll(async () => {
  app = await startTestApp();
  user = await app.login('user@acme.test');
});
afterAll(async () => {
  await app?.close();
});

const KEY = 'quoteManagement/placeOrder';
const placeOrder = (body: unknown) => app.rest(`/api/v1/${KEY}`, body, user);

describe('placeOrder refusals', () => {
  it('are listed in docs/REST.md with their status, message and field', () => {
    const docs = renderRestDocs();
    const section = docs.slice(docs.indexOf(`### \`POST /api/v1/${KEY}\``));
    expect(section.slice(0, section.indexOf('\n### ', 1))).toContain(`| 400 | ${ORDER_MESSAGES.noLines} | \`lines\` |`);
  });

  it('answer a quote without lines, an over-long job field and a missing quote as documented', async () => {
    const created = await app.rest('/api/v1/quoteManagement/createQuote', { input: {} }, user);
    const quoteId = created.body.result.quote.id as number;
    const empty = await placeOrder({ id: quoteId, input: { jobName: 'Job' } });
    expect(empty.body.error).toBe(ORDER_MESSAGES.noLines);
    expectDocumentedRefusal(KEY, empty);
    const long = await placeOrder({ id: quoteId, input: { jobName: 'x'.repeat(51) } });
    expect(long.body.field).toBe('input.jobName');
    expectDocumentedRefusal(KEY, long);
    expectDocumentedRefusal(KEY, await placeOrder({ id: 99_999_999 }));
  });
});
