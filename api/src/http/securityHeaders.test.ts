import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import type { Config } from '../config.ts';

/** A GET over plain HTTP with any headers (Host included), answering status, headers and body. */
function get(url: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request(`${url}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const directives = (policy: unknown) =>
  Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

let webDistDir: string;
const apps: TestApp[] = [];
async function appWith(config: Partial<Config>) {
  const app = await startTestApp({ seed: false, config: { webDistDir, ...config } });
  apps.push(app);
  return app;
}

beforeAll(() => {
  webDistDir = mkdtempSync(join(tmpdir(), 'qc-web-'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>QuoteCraft</title><script type="module" src="/assets/app.js"></script>');
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('security headers of the web client', () => {
  it('/ and a deep route get the strict policy, no framing, no sniffing and a referrer policy; no HSTS over plain HTTP', async () => {
    const app = await appWith({ legacyLivePort: 8880 });
    const host = new URL(app.url).host;
    for (const path of ['/', '/Quote/12?tab=summary', '/MyOrders/user@acme.test']) {
      const page = await get(app.url, path);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<title>QuoteCraft</title>');
      const csp = directives(page.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toEqual(["'self'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", `ws://${host}`, 'ws://127.0.0.1:8880']));
      expect(csp['connect-src'].every((source: string) => source === "'self'" || source.startsWith('ws://'))).toBe(true);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(String(page.headers['content-security-policy'])).not.toContain('unsafe');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('API answers may run nothing at all', async () => {
    const app = await appWith({});
    const health = await get(app.url, '/api/health');
    expect(directives(health.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
    expect(health.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a forged Host header never reaches the policy', async () => {
    const app = await appWith({ legacyLivePort: null, publicUrl: 'http://quotes.example.com' });
    const page = await get(app.url, '/', { host: 'evil.example; script-src *' });
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['connect-src']).toEqual(["'self'", 'ws://quotes.example.com']);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('Stripe is allowed only when card payment is configured', async () => {
    const plain = await get((await appWith({})).url, '/');
    expect(String(plain.headers['content-security-policy'])).not.toContain('stripe');
    // a secret key alone does not turn card checkout on
    const half = await get((await appWith({ stripeSecretKey: 'sk_test_123' })).url, '/');
    expect(String(half.headers['content-security-policy'])).not.toContain('stripe');
    const card = await get((await appWith({ stripeSecretKey: 'sk_test_123', stripePublishableKey: 'pk_test_123', stripeWebhookSecret: 'whsec_123' })).url, '/');
    const csp = directives(card.headers['content-security-policy']);
    expect(csp['script-src']).toContain('https://js.stripe.com');
    expect(csp['frame-src']).toContain('https://js.stripe.com');
    expect(csp['connect-src']).toContain('https://api.stripe.com');
  });
});

describe('HSTS only over HTTPS', () => {
  it('PUBLIC_URL https turns it on, and the WebSockets become wss on the public host', async () => {
    const app = await appWith({ publicUrl: 'https://quotes.example.com', legacyLivePort: 8880 });
    const page = await get(app.url, '/Catalog', { host: 'quotes.example.com' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(page.headers['content-security-policy'])['connect-src']).toEqual([
      "'self'",
      'wss://quotes.example.com',
      'wss://quotes.example.com:8880',
    ]);
  });

  it('X-Forwarded-Proto counts only behind a trusted proxy', async () => {
    const direct = await appWith({});
    expect((await get(direct.url, '/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();

    const proxied = await appWith({ trustProxy: 1 });
    const overHttps = await get(proxied.url, '/', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(overHttps.headers['content-security-policy'])['connect-src']).toContain(`wss://${new URL(proxied.url).host}`);
    expect((await get(proxied.url, '/', { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('GraphiQL', () => {
  it('is served in development from local files, under a policy without inline script or any other site', async () => {
    const app = await appWith({});
    const page = await get(app.url, '/graphql', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/graphiql/i);
    // the page only links the server's own files: no inline script, nothing from a CDN
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.body).not.toMatch(/https?:\/\//);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{20,}'$/)]);
    // only style attributes are allowed inline (the editor positions its lines with them): never a script
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(String(page.headers['content-security-policy']).match(/'unsafe-inline'/g)).toHaveLength(1);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    const nonce = /'nonce-([^']+)'/.exec(csp['style-src']![1]!)![1];
    expect(page.body).toContain(`nonce="${nonce}"`);
    // a new page, a new nonce
    expect((await get(app.url, '/graphql', { accept: 'text/html' })).headers['content-security-policy']).not.toContain(nonce);
    for (const file of ['nonce.js', 'graphiql.js', 'graphiql.css', 'start.js', 'editor.worker.js', 'json.worker.js', 'graphql.worker.js']) {
      expect((await get(app.url, `/graphiql/${file}`)).status).toBe(200);
    }
  });

  it('is served in production only with GRAPHIQL=true', async () => {
    const on = await appWith({ env: 'production', graphiql: true });
    expect((await get(on.url, '/graphql', { accept: 'text/html' })).body).toMatch(/graphiql/i);
    expect((await get(on.url, '/graphiql/start.js')).status).toBe(200);
    const off = await appWith({ env: 'production' });
    expect((await get(off.url, '/graphiql/start.js')).status).not.toBe(200);
  });

  it('has no relaxed policy in production, where it is off', async () => {
    const app = await appWith({ env: 'production' });
    const page = await get(app.url, '/graphql', { accept: 'text/html' });
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });
});
