import type { Services } from '../context.ts';
import { ROLE_LEVEL, type Viewer } from '../schema/access.ts';
import { apiTokenStatus, LAST_USED_PRECISION_MS } from '../apiTokens/scopes.ts';
import { API_TOKEN_PREFIX, hashApiToken, verifySessionToken, type SessionClaims } from './tokens.ts';
import { expireSession } from './service.ts';
import { prepared } from '../db/prepared.ts';
import type { ViewerRow } from './viewerRows.ts';

export interface ViewerResolution {
  viewer: Viewer | null;
  /** a session token was sent but has expired */
  tokenExpired: boolean;
}

export function bearerToken(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}

const VIEWER_STATEMENT = prepared(`
  SELECT u.id, u.username, u.pid, u."groupId", u."firstName", u."lastName", u."tokenVersion", u."customerId", u."contactId", r."roleLevel",
    (extract(epoch FROM s."expiresAt" AT TIME ZONE 'UTC') * 1000)::float8 AS "expiresAtMs",
    (extract(epoch FROM s."lastSeenAt" AT TIME ZONE 'UTC') * 1000)::float8 AS "lastSeenAtMs",
    s."revokedAt" IS NOT NULL AS revoked
  FROM "Session" s JOIN "User" u ON u.id = s."userId" JOIN "Role" r ON r.id = u."roleId"
  WHERE s.id = $1`);

const TOUCH_SESSIONS = prepared(`UPDATE "Session" SET "lastSeenAt" = now() AT TIME ZONE 'UTC' WHERE id = ANY($1::text[]) AND "revokedAt" IS NULL`);

/**
 * Sessions whose use is due to be recorded, written together once the current turn of the event
 * loop is done: a live event reaching a thousand sockets checks a thousand sessions at once, and
 * recording each apart queued a thousand writes ahead of the event's own read on the pool.
 */
const usedSessions = new WeakMap<Services['sql'], Set<string>>();

function recordSessionUse(services: Services, sessionId: string) {
  let pending = usedSessions.get(services.sql);
  if (!pending) {
    const sessions = new Set<string>();
    usedSessions.set(services.sql, (pending = sessions));
    setImmediate(() => {
      usedSessions.delete(services.sql);
      void services.sql.query({ ...TOUCH_SESSIONS, values: [[...sessions]] }).catch(() => {});
    });
  }
  pending.add(sessionId);
}

type SessionCredential = Pick<SessionClaims, 'userId' | 'sessionId' | 'version'>;

/**
 * The caller of an open session: its user and role, read once and then kept until a trigger
 * announces a change to the session, the user or the role (viewerRows.ts), so sign-out, revocation
 * and role changes apply to the very next request on every instance. Null when the session was
 * ended or has run out, or the user's tokens were all invalidated since.
 */
async function sessionViewer(services: Services, claims: SessionCredential): Promise<Viewer | null> {
  const { sessionId, userId } = claims;
  const row = await services.viewerRows.get(sessionId, userId, async () =>
    (await services.sql.query<ViewerRow>({ ...VIEWER_STATEMENT, values: [sessionId] })).rows[0],
  );
  return viewerOfRow(services, claims, row);
}

/** The caller a session's row stands for, or null when the row no longer admits these claims. */
function viewerOfRow(services: Services, claims: SessionCredential, row: ViewerRow | undefined): Viewer | null {
  const { sessionId, userId } = claims;
  if (!row || row.id !== userId || row.tokenVersion !== claims.version) return null;
  if (row.revoked || row.expiresAtMs <= Date.now()) return null;
  if (Date.now() - row.lastSeenAtMs > LAST_USED_PRECISION_MS) {
    // Bookkeeping only (no trigger fires): the kept row remembers the time so the next minute writes nothing.
    row.lastSeenAtMs = Date.now();
    recordSessionUse(services, sessionId);
  }
  return {
    kind: 'user',
    userId: row.id,
    username: row.username,
    pid: row.pid,
    roleLevel: row.roleLevel,
    groupId: row.groupId,
    firstName: row.firstName,
    lastName: row.lastName,
    customerId: row.customerId,
    contactId: row.contactId,
    session: { id: sessionId, tokenVersion: claims.version },
  };
}

/**
 * The connection's caller as of now, for long-lived connections (WebSockets) that check each event:
 * the same viewer with its current role and platform, or null once its session has ended (for a
 * platform API token: once the token stopped working). Answered at once while the session's row
 * is kept: a live event reaching a thousand sockets checks a thousand callers.
 */
export function currentViewer(services: Services, viewer: Viewer): Viewer | null | Promise<Viewer | null> {
  if (viewer.apiToken) return currentApiTokenViewer(services, viewer.apiToken.id);
  if (viewer.kind !== 'user' || !viewer.session || viewer.userId == null) return viewer;
  const claims = { userId: viewer.userId, sessionId: viewer.session.id, version: viewer.session.tokenVersion };
  const kept = services.viewerRows.cached(claims.sessionId, claims.userId);
  return kept ? viewerOfRow(services, claims, kept) : sessionViewer(services, claims);
}

/** What a stored pass (a live channel ticket) remembers of its caller: their session, or their API token. */
export type ViewerCredential = { apiTokenId: number } | { userId: number; sessionId: string; tokenVersion: number };

export const credentialOf = (viewer: Viewer): ViewerCredential | null =>
  viewer.apiToken
    ? { apiTokenId: viewer.apiToken.id }
    : viewer.userId != null && viewer.session
      ? { userId: viewer.userId, sessionId: viewer.session.id, tokenVersion: viewer.session.tokenVersion }
      : null;

/** The caller a stored credential stands for as of now; null once its session or token stopped working. */
export async function viewerOfCredential(services: Services, credential: ViewerCredential): Promise<Viewer | null> {
  if ('apiTokenId' in credential) return currentApiTokenViewer(services, credential.apiTokenId);
  return sessionViewer(services, { userId: credential.userId, sessionId: credential.sessionId, version: credential.tokenVersion });
}

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
  const viewer = await sessionViewer(services, verified.claims);
  // A genuine token whose session has ended (signed out, revoked) is answered like an expired one.
  return { viewer, tokenExpired: !viewer };
}

const API_TOKEN_COLUMNS = `
  SELECT t.id, t.pid, t.name, t.scopes, t."expiresAt", t."lastUsedAt", t."revokedAt", t."creatorLostAccessAt", t."createdByUserId",
         u.pid AS "creatorPid", r."roleLevel" AS "creatorLevel"
  FROM "ApiToken" t
  LEFT JOIN "User" u ON u.id = t."createdByUserId"
  LEFT JOIN "Role" r ON r.id = u."roleId"`;
const API_TOKEN_STATEMENT = prepared(`${API_TOKEN_COLUMNS} WHERE t."tokenHash" = $1`);
const API_TOKEN_BY_ID_STATEMENT = prepared(`${API_TOKEN_COLUMNS} WHERE t.id = $1`);

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
  creatorLostAccessAt: Date | null;
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
  const now = new Date();
  const status = apiTokenRowStatus(record, now);
  if (status !== 'ACTIVE') return { viewer: null, tokenExpired: status === 'EXPIRED' };
  // Written at most once a minute per token: a busy partner system costs no write per request.
  if (!record.lastUsedAt || now.getTime() - record.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await services.sql.query({ ...TOUCH_API_TOKEN, values: [record.id, LAST_USED_PRECISION_MS / 1000] });
  }
  return { viewer: apiTokenRowViewer(record), tokenExpired: false };
}

function apiTokenRowStatus(record: ApiTokenRow, now = new Date()) {
  const creator = record.creatorLevel == null || record.creatorPid == null ? null : { pid: record.creatorPid, roleLevel: record.creatorLevel };
  return apiTokenStatus(record, creator, now);
}

/** The caller an open connection of an API token now is: null once the token stopped working (revoked, expired, creator lost access). */
async function currentApiTokenViewer(services: Services, id: number): Promise<Viewer | null> {
  const record = (await services.sql.query<ApiTokenRow>({ ...API_TOKEN_BY_ID_STATEMENT, values: [id] })).rows[0];
  return record && apiTokenRowStatus(record) === 'ACTIVE' ? apiTokenRowViewer(record) : null;
}

function apiTokenRowViewer(record: ApiTokenRow): Viewer {
  return {
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
  };
}
