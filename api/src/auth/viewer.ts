import { ROLE_LEVEL, type Services, type Viewer } from '../schema/context.ts';
import { apiTokenStatus, LAST_USED_PRECISION_MS } from '../apiTokens/scopes.ts';
import { API_TOKEN_PREFIX, hashApiToken, verifySessionToken } from './tokens.ts';
import { expireSession } from './service.ts';
import { prepared } from '../db/prepared.ts';

export interface ViewerResolution {
  viewer: Viewer | null;
  /** a session token was sent but has expired */
  tokenExpired: boolean;
}

export interface ViewerRow {
  id: number;
  username: string;
  pid: number;
  groupId: number | null;
  firstName: string;
  lastName: string;
  tokenVersion: number;
  customerId: number | null;
  contactId: number | null;
  roleLevel: number;
}

export function bearerToken(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}

const VIEWER_STATEMENT = prepared(`
  SELECT u.id, u.username, u.pid, u."groupId", u."firstName", u."lastName", u."tokenVersion", u."customerId", u."contactId", r."roleLevel"
  FROM "User" u JOIN "Role" r ON r.id = u."roleId"
  WHERE u.id = $1`);

/** Works out who is calling from a bearer token: a user's session token or a platform API token. */
export async function resolveViewer(services: Services, token: string | null): Promise<ViewerResolution> {
  if (!token) return { viewer: null, tokenExpired: false };
  if (token.startsWith(API_TOKEN_PREFIX)) return apiTokenViewer(services, token);

  const verified = await verifySessionToken(services.config.tokenSecret, token);
  if (!verified.ok) {
    if (verified.reason === 'expired') {
      // The holder of an expired token is no longer online.
      await expireSession(services, token).catch(() => false);
    }
    return { viewer: null, tokenExpired: verified.reason === 'expired' };
  }
  // User and role together, read once and then kept until a trigger announces a change to either
  // (viewerRows.ts), so role changes and revocation apply at once.
  const userId = verified.claims.userId;
  const user = await services.viewerRows.get(userId, async () => (await services.sql.query<ViewerRow>({ ...VIEWER_STATEMENT, values: [userId] })).rows[0]);
  if (!user || user.tokenVersion !== verified.claims.version) return { viewer: null, tokenExpired: false };
  return {
    viewer: {
      kind: 'user',
      userId: user.id,
      username: user.username,
      pid: user.pid,
      roleLevel: user.roleLevel,
      groupId: user.groupId,
      firstName: user.firstName,
      lastName: user.lastName,
      customerId: user.customerId,
      contactId: user.contactId,
    },
    tokenExpired: false,
  };
}

const API_TOKEN_STATEMENT = prepared(`
  SELECT t.id, t.pid, t.name, t.scopes, t."expiresAt", t."lastUsedAt", t."revokedAt", t."createdByUserId",
         u.pid AS "creatorPid", r."roleLevel" AS "creatorLevel"
  FROM "ApiToken" t
  LEFT JOIN "User" u ON u.id = t."createdByUserId"
  LEFT JOIN "Role" r ON r.id = u."roleId"
  WHERE t."tokenHash" = $1`);

const TOUCH_API_TOKEN = prepared(`
  UPDATE "ApiToken" SET "lastUsedAt" = now()
  WHERE id = $1 AND ("lastUsedAt" IS NULL OR "lastUsedAt" < now() - make_interval(secs => $2))`);

interface ApiTokenRow {
  id: number;
  pid: number;
  name: string;
  scopes: string[] | null;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdByUserId: number | null;
  creatorPid: number | null;
  creatorLevel: number | null;
}

/**
 * A partner system acts on its own platform with its token's scopes (apiTokens/scopes.ts), never
 * across platforms, and only while the token is unrevoked, unexpired and its creator could still
 * create it (apiTokenStatus).
 */
async function apiTokenViewer(services: Services, token: string): Promise<ViewerResolution> {
  const record = (await services.sql.query<ApiTokenRow>({ ...API_TOKEN_STATEMENT, values: [hashApiToken(token)] })).rows[0];
  if (!record) return { viewer: null, tokenExpired: false };
  const creator = record.creatorLevel == null || record.creatorPid == null ? null : { pid: record.creatorPid, roleLevel: record.creatorLevel };
  const now = new Date();
  const status = apiTokenStatus(record, creator, now);
  if (status !== 'ACTIVE') return { viewer: null, tokenExpired: status === 'EXPIRED' };
  // Written at most once a minute per token: a busy partner system costs no write per request.
  if (!record.lastUsedAt || now.getTime() - record.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await services.sql.query({ ...TOUCH_API_TOKEN, values: [record.id, LAST_USED_PRECISION_MS / 1000] });
  }
  return {
    viewer: {
      kind: 'apiToken',
      userId: record.createdByUserId,
      username: `api-token:${record.name}`,
      pid: record.pid,
      roleLevel: ROLE_LEVEL.admin,
      groupId: null,
      firstName: record.name,
      lastName: '',
      customerId: null,
      contactId: null,
      apiToken: { id: record.id, scopes: record.scopes ?? [] },
    },
    tokenExpired: false,
  };
}
