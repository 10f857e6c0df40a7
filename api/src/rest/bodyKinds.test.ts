import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createOperationBudget } from '../http/rateLimit.ts';
import { templateWorkbook } from '../imports/testFiles.ts';
import { renderRestDocs, restHeading } from './docs.ts';
import { restOperation, restOperations, restPathOf } from './registry.ts';

// Uploads, imports and downloads are REST registry calls like the JSON ones: the same budget, scope
// and API token checks, the same 405 answer to a method they do not take, listed in docs/REST.md.

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

let app: TestApp;
let admin: string;
let acme: number;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login('admin@acme.test');
  acme = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
});
afterAll(async () => {
  await app?.close();
});

async function postForm(path: string, parts: Record<string, Buffer | string>, token: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)]), `${name}.bin`);
  }
  const response = await fetch(`${app.url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

describe('uploads, imports and downloads in the REST registry', () => {
  it("count against the caller's operation budget", async () => {
    const budget = app.services.operationBudget;
    const now = 1_000_000;
    app.services.operationBudget = createOperationBudget(3, null, () => now);
    try {
      const template = await templateWorkbook('Customers', []);
      const imported = await postForm('/api/v1/importManagement/importCustomers', { file: template, id: String(acme) }, admin);
      expect(imported.status).toBe(200);
      expect((await postForm('/api/uploadfile', { file: PNG }, admin)).status).toBe(200);
      const download = await fetch(`${app.url}/api/v1/importManagement/downloadCustomerTemplate`, { headers: { authorization: `Bearer ${admin}` } });
      expect(download.status).toBe(200);
      // the fourth call of the minute, an import, is refused before its file is read
      const refused = await postForm('/api/v1/importManagement/importCustomers', { file: template, id: String(acme) }, admin);
      expect(refused).toMatchObject({ status: 429, retryAfter: '60', body: { success: false, error: 'Too many requests. Please slow down.' } });
      const logo = await postForm('/api/v1/themeManagement/uploadThemeFiles', { logo: PNG }, admin);
      expect(logo.status).toBe(429);
    } finally {
      app.services.operationBudget = budget;
    }
  });

  it('refuses an upload to an API token without the write scope', async () => {
    const created = await app.gql(`mutation { createApiToken(name: "Reader", scopes: ["read"]) { token } }`, {}, admin);
    const token = created.data.createApiToken.token as string;
    for (const operation of restOperations()) {
      if (operation.kind !== 'multipart') continue;
      const parts = Object.fromEntries(Object.keys(operation.files).slice(0, 1).map((name) => [name, PNG]));
      expect(await postForm(restPathOf(operation), parts, token), restPathOf(operation)).toMatchObject({
        status: 403,
        body: { success: false, error: 'This API token does not have the write scope.' },
      });
    }
  });

  it('answers a method a call does not take with 405 and Allow', async () => {
    const get = await fetch(`${app.url}/api/v1/quoteManagement/getQuotes`, { headers: { authorization: `Bearer ${admin}` } });
    expect({ status: get.status, allow: get.headers.get('allow'), body: await get.json() }).toEqual({
      status: 405,
      allow: 'POST',
      body: { success: false, result: null, error: 'Use POST.' },
    });
    const upload = await fetch(`${app.url}/api/uploadfile`);
    expect({ status: upload.status, allow: upload.headers.get('allow') }).toEqual({ status: 405, allow: 'POST' });
    const put = await fetch(`${app.url}/api/v1/importManagement/downloadUserTemplate`, { method: 'PUT' });
    expect({ status: put.status, allow: put.headers.get('allow') }).toEqual({ status: 405, allow: 'GET, POST' });
  });

  it('are listed in docs/REST.md with their body kind', () => {
    const docs = renderRestDocs();
    const section = (key: string) => {
      const heading = `### \`${restHeading(restOperation(key))}\``;
      const start = docs.indexOf(heading);
      expect(start, key).toBeGreaterThan(-1);
      return docs.slice(start, docs.indexOf('\n### ', start + 1));
    };
    for (const key of ['files/uploadfile', 'themeManagement/uploadThemeFiles', 'importManagement/importProducts', 'importManagement/importAddress']) {
      expect(section(key)).toContain('Body kind: multipart/form-data');
      expect(section(key)).toMatch(/\| `[A-Za-z]+` \| file \|/);
    }
    expect(section('importManagement/downloadProductTemplate')).toContain('Body kind: JSON or none (a file download)');
    expect(restHeading(restOperation('importManagement/downloadProductTemplate'))).toBe('GET, POST /api/v1/importManagement/downloadProductTemplate');
    expect(restHeading(restOperation('files/uploadfile'))).toBe('POST /api/uploadfile');
  });
});
