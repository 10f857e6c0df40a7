import { describe, expect, it } from 'vitest';
import { clearStoredToken, decodeTokenClaims, isTokenValid, readStoredToken, storeToken } from './sessionToken';

function makeToken(claims: object) {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const now = Date.UTC(2025, 0, 1);
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('session token', () => {
  it('reads the claims', () => {
    expect(decodeTokenClaims(makeToken({ username: 'ann@example.com', exp: 123 }))).toEqual({
      username: 'ann@example.com',
      exp: 123,
    });
    expect(decodeTokenClaims('garbage')).toBeNull();
  });

  it('is valid only while exp (seconds) is in the future', () => {
    expect(isTokenValid(makeToken({ exp: seconds(now) + 60 }), now)).toBe(true);
    expect(isTokenValid(makeToken({ exp: seconds(now) - 1 }), now)).toBe(false);
    expect(isTokenValid(makeToken({}), now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
  });

  it('keeps the token in session storage, and in local storage when staying logged in', () => {
    const token = makeToken({ exp: seconds(now) + 60 });
    storeToken(token, false);
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('token')).toBeNull();

    storeToken(token, true);
    expect(localStorage.getItem('token')).toBe(token);

    clearStoredToken();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('reads local storage first, then session storage', () => {
    const local = makeToken({ exp: seconds(now) + 60, username: 'local' });
    const session = makeToken({ exp: seconds(now) + 60, username: 'session' });
    sessionStorage.setItem('token', session);
    expect(readStoredToken(now)).toEqual({ token: session, expired: false });
    localStorage.setItem('token', local);
    expect(readStoredToken(now)).toEqual({ token: local, expired: false });
  });

  it('reports an expired stored token', () => {
    localStorage.setItem('token', makeToken({ exp: seconds(now) - 5 }));
    expect(readStoredToken(now)).toEqual({ token: null, expired: true });
  });
});
