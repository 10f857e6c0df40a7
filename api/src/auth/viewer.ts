import type { Services, Viewer } from '../schema/context.ts';
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
  if (token.startsWith(API_TOKEN_PREFIX)) return { viewer: await apiTokenViewer(services, token), tokenExpired: false };

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

/** A partner system acts as a platform administrator of its own platform, never across platforms. */
async function apiTokenViewer(services: Services, token: string): Promise<Viewer | null> {
  const record = await services.prisma.apiToken.findUnique({
    where: { tokenHash: hashApiToken(token) },
    select: { id: true, pid: true, name: true, revokedAt: true, createdByUserId: true },
  });
  if (!record || record.revokedAt) return null;
  void services.prisma.apiToken.update({ where: { id: record.id }, data: { lastUsedAt: new Date() } }).catch(() => {});
  return {
    kind: 'apiToken',
    userId: record.createdByUserId,
    username: `api-token:${record.name}`,
    pid: record.pid,
    roleLevel: 5,
    groupId: null,
    firstName: record.name,
    lastName: '',
    customerId: null,
    contactId: null,
  };
}
