import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify, errors as joseErrors } from 'jose';

export interface SessionClaims {
  userId: number;
  username: string;
  /** the user's tokenVersion when the token was issued */
  version: number;
  /** the server-side session (`jti`) the token belongs to; it works only while that session is open */
  sessionId: string;
  /** expiry, seconds since the epoch */
  exp: number;
}

const encoder = new TextEncoder();
const ISSUER = 'quotecraft';

export async function signSessionToken(
  secret: string,
  claims: { userId: number; username: string; version: number; sessionId: string },
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
  const token = await new SignJWT({ username: claims.username, ver: claims.version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setJti(claims.sessionId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(encoder.encode(secret));
  return { token, expiresAt };
}

export type VerifyResult = { ok: true; claims: SessionClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Tokens whose signature and claims already checked out, so each request does not redo the HMAC
 * and key import. Keyed by the exact token string (any other string is verified afresh); expiry
 * is still checked on every use. Whether the session is still open (sign-out, revocation) and the
 * user's role are the viewer lookup's job, on every request.
 */
const verifiedTokens = new Map<string, { secret: string; claims: SessionClaims }>();
const VERIFIED_TOKENS_MAX = 10_000;

export async function verifySessionToken(secret: string, token: string): Promise<VerifyResult> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret) {
    if (known.claims.exp > Math.floor(Date.now() / 1000)) return { ok: true, claims: known.claims };
    verifiedTokens.delete(token);
  }
  const result = await verifyUncached(secret, token);
  if (result.ok) {
    if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) verifiedTokens.clear();
    verifiedTokens.set(token, { secret, claims: result.claims });
  }
  return result;
}

async function verifyUncached(secret: string, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (
      !Number.isInteger(userId) ||
      typeof payload.username !== 'string' ||
      typeof payload.exp !== 'number' ||
      typeof payload.jti !== 'string' ||
      !payload.jti
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return {
      ok: true,
      claims: { userId, username: payload.username, version: Number(payload.ver ?? 0), sessionId: payload.jti, exp: payload.exp },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/**
 * The claims of a genuine session token that has run out (signature checked as of just before its
 * expiry), or null when the token is still valid, forged or malformed.
 */
export async function readExpiredSessionToken(
  secret: string,
  token: string,
): Promise<{ userId: number; version: number; issuedAt: number } | null> {
  try {
    const { exp } = decodeJwt(token);
    if (typeof exp !== 'number' || exp * 1000 > Date.now()) return null;
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: new Date((exp - 1) * 1000),
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId)) return null;
    return { userId, version: Number(payload.ver ?? 0), issuedAt: Number(payload.iat ?? 0) };
  } catch {
    return null;
  }
}

/** A new session id: the token's `jti` and the key of its "Session" row. */
export const newSessionId = () => randomBytes(24).toString('base64url');

/** Platform API tokens: shown once, stored only as a hash. */
export const API_TOKEN_PREFIX = 'qct_';
export const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');
