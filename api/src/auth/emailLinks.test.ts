import { request } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

const PUBLIC_URL = 'https://quotes.example.com';
let app: TestApp;
let outbox: string;

beforeAll(async () => {
  app = await startTestApp({ config: { publicUrl: PUBLIC_URL } });
  outbox = app.services.config.outboxDir;
});
afterAll(async () => {
  await app?.close();
});

/** POSTs GraphQL with whatever Host and forwarding headers an attacker chooses. */
function postWithHeaders(body: unknown, headers: Record<string, string>): Promise<number> {
  const url = new URL('/graphql', app.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The message to an address once it is in the outbox (mail may be sent after the answer). */
async function mailTo(address: string): Promise<string> {
  for (;;) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    const mail = files.map((file) => readFileSync(join(outbox, file), 'utf8')).find((text) => text.includes(`To: ${address}`));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The HTML part of a message, quoted-printable undone. */
const htmlOf = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));

describe('links and images in emails', () => {
  it('a reset link points at PUBLIC_URL even when the request forged its Host', async () => {
    const status = await postWithHeaders(
      { query: 'mutation($username: String!) { forgotPassword(username: $username) }', variables: { username: 'user@acme.test' } },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', origin: 'https://evil.example' },
    );
    expect(status).toBe(200);
    const html = htmlOf(await mailTo('user@acme.test'));
    const links = [...html.matchAll(/https?:\/\/[^\s"'<>]+ResetPassword\?request=[\w-]+/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/ResetPassword?request=`)).toBe(true);
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('127.0.0.1');
  });

  it("the platform's inline logo travels as an attachment the HTML shows by Content-ID, not as a broken address", async () => {
    const admin = await app.login('admin@acme.test');
    const stored = await app.services.prisma.theme.findFirstOrThrow({ where: { platform: { name: 'Acme Lighting' }, emailLogo: { not: null } } });
    expect(stored.emailLogo).toMatch(/^data:image\//); // the demo's logos are stored inline
    const sent = await app.gql(
      'mutation($username: String!, $password: String!) { emailNewUserPassword(username: $username, password: $password) }',
      { username: 'dealer@acme.test', password: 'Lantern-Harbor-42' },
      admin,
    );
    expect(sent.errors).toBeUndefined();
    const mail = await mailTo('dealer@acme.test');
    const html = htmlOf(mail);
    const img = /<img src="([^"]+)"/.exec(html)?.[1];
    expect(img).toMatch(/^cid:/);
    expect(html).not.toMatch(/https?:\/\/[^"]*data:/);
    const cid = img!.slice('cid:'.length);
    expect(mail).toMatch(new RegExp(`Content-ID: <${cid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}>`));
    expect(mail).toMatch(/Content-Type: image\/svg\+xml/);
    expect(html).toContain(`${PUBLIC_URL}/Login`);
  });

  it('an uploaded logo is an absolute address under PUBLIC_URL', async () => {
    const borealis = await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } });
    await app.services.prisma.theme.updateMany({ where: { pid: borealis.id }, data: { emailLogo: '/uploads/1/logo.png' } });
    const admin = await app.login('admin@borealis.test');
    await app.gql(
      'mutation($username: String!, $password: String!) { emailNewUserPassword(username: $username, password: $password) }',
      { username: 'user@borealis.test', password: 'Lantern-Harbor-42' },
      admin,
    );
    const html = htmlOf(await mailTo('user@borealis.test'));
    expect(/<img src="([^"]+)"/.exec(html)?.[1]).toBe(`${PUBLIC_URL}/uploads/1/logo.png`);
  });
});
