import { SIGN_IN_MESSAGES } from '@quotecraft/rules/passwords';
// The session token lives in session storage, and also in local storage when the user chose to
// stay logged in. Local storage is read first.

export const TOKEN_STORAGE_KEY = 'token';
export const TOKEN_EXPIRED_MESSAGE = SIGN_IN_MESSAGES.tokenExpired;

export interface TokenClaims {
  username?: string;
  /** Expiry in seconds since the epoch. */
  exp?: number;
}

export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** Valid only while its `exp` (seconds) is in the future. */
export function isTokenValid(token: string | null | undefined, nowMs = Date.now()): token is string {
  if (!token) return false;
  const exp = decodeTokenClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > nowMs;
}

export function tokenExpiresInMs(token: string, nowMs = Date.now()): number {
  const exp = decodeTokenClaims(token)?.exp ?? 0;
  return exp * 1000 - nowMs;
}

function safeGet(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export interface StoredToken {
  /** The stored token when it is still valid. */
  token: string | null;
  /** A token was stored but has expired. */
  expired: boolean;
}

export function readStoredToken(nowMs = Date.now()): StoredToken {
  const stored =
    safeGet(() => window.localStorage, TOKEN_STORAGE_KEY) ?? safeGet(() => window.sessionStorage, TOKEN_STORAGE_KEY);
  if (!stored) return { token: null, expired: false };
  return isTokenValid(stored, nowMs) ? { token: stored, expired: false } : { token: null, expired: true };
}

export function storeToken(token: string, stayLoggedIn: boolean) {
  window.sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
  if (stayLoggedIn) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  else window.localStorage.removeItem(TOKEN_STORAGE_KEY);
}

export function clearStoredToken() {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  window.sessionStorage.removeItem(TOKEN_STORAGE_KEY);
}

export function authorizationHeaders(token: string | null | undefined): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}
