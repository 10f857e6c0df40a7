import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, normalizeAddress } from './clientAddress.ts';
import { startTestApp, DEMO_PASSWORD_FOR_TESTS, type TestApp } from '../test/app.ts';
import { createLoginThrottle } from '../auth/throttle.ts';

const request = (peer: string, forwardedFor?: string | string[]) =>
  ({ socket: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

describe('client address', () => {
  it('is the socket peer unless proxies are trusted, then the hop before the trusted ones', () => {
    expect(clientAddress(request('10.0.0.5', '203.0.113.7'), 0)).toBe('10.0.0.5');
    expect(clientAddress(request('10.0.0.5', '203.0.113.7'), 1)).toBe('203.0.113.7');
    // a client's own X-Forwarded-For entries come first; only the proxy's last entry is believed
    expect(clientAddress(request('10.0.0.5', '1.2.3.4, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(request('10.0.0.5', ['1.2.3.4', '198.51.100.2, 10.0.0.9']), 2)).toBe('198.51.100.2');
    // fewer hops than trusted proxies: the first one there is
    expect(clientAddress(request('10.0.0.5', '203.0.113.7'), 3)).toBe('203.0.113.7');
    expect(clientAddress(request('10.0.0.5'), 1)).toBe('10.0.0.5');
    // garbage from the proxy falls back to the peer
    expect(clientAddress(request('10.0.0.5', 'not-an-address'), 1)).toBe('10.0.0.5');
  });

  it('counts IPv4-mapped addresses as IPv4 and IPv6 by its /64', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('::1')).toBe('0:0:0:0::/64');
  });
});

async function login(url: string, username: string, password: string, forwardedFor: string) {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

describe('X-Forwarded-For and the sign-in throttle', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await startTestApp({ seed: false });
    proxied = await startTestApp({ config: { trustProxy: 1 } });
    // clocks of the test's own, so no wait runs out while the test runs
    for (const app of [direct, proxied]) app.services.loginThrottle = createLoginThrottle(null, () => 1_000_000);
  }, 180_000);
  afterAll(async () => Promise.all([direct?.close(), proxied?.close()]));

  it('is ignored without TRUST_PROXY: a client cannot pose as fresh addresses', async () => {
    for (let i = 0; i < 20; i += 1) expect(await login(direct.url, `nobody${i}@example.com`, 'Wrong-1', `10.9.0.${i}`)).toBe(401);
    expect(await login(direct.url, 'someone@example.com', 'Any-Pass-1', '10.9.1.1')).toBe(429);
  }, 120_000); // 21 password checks, each a deliberately slow hash

  it('is honoured with TRUST_PROXY: one client behind the proxy does not hold up the others', async () => {
    for (let i = 0; i < 20; i += 1) expect(await login(proxied.url, `nobody${i}@example.com`, 'Wrong-1', '10.9.0.1')).toBe(401);
    expect(await login(proxied.url, 'user@acme.test', DEMO_PASSWORD_FOR_TESTS, '10.9.0.1')).toBe(429);
    expect(await login(proxied.url, 'user@acme.test', DEMO_PASSWORD_FOR_TESTS, '10.9.0.2')).toBe(200);
  }, 120_000);
});
