import type pg from 'pg';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Config } from '../config.ts';
import type { LivePubSub } from '../live/pubsub.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ErrorReporter } from '../errorReports/reporter.ts';
import type { FailureThrottle } from '../auth/throttle.ts';
import type { OperationBudget } from '../http/rateLimit.ts';
import type { ViewerRows } from '../auth/viewerRows.ts';
import type { ViewerRow } from '../auth/viewer.ts';
import type { DatabaseChanges } from '../db/changes.ts';

export const ROLE_LEVEL = { public: 0, registered: 1, admin: 5, superAdmin: 9 } as const;

/** Who is calling: a signed-in user, or a partner system holding a platform API token. */
export interface Viewer {
  kind: 'user' | 'apiToken';
  /** user id; for API tokens the id of the user who created the token, if any */
  userId: number | null;
  username: string;
  pid: number;
  roleLevel: number;
  groupId: number | null;
  firstName: string;
  lastName: string;
  /** the user's own customer and contact (levels 1 and below quote for themselves) */
  customerId: number | null;
  contactId: number | null;
  /** set for a platform API token: its id and scopes (apiTokens/scopes.ts) */
  apiToken?: { id: number; scopes: readonly string[] };
  /** a signed-in user's session (the token's `jti`) and the token version it was issued under */
  session?: { id: string; tokenVersion: number } | null;
}

export interface Services {
  prisma: PrismaClient;
  /** the `pg` pool beneath Prisma, for hot reads of plain rows */
  sql: pg.Pool;
  config: Config;
  pubsub: LivePubSub;
  mailer: Mailer;
  errorReporter: ErrorReporter;
  loginThrottle: FailureThrottle;
  /** emails sent on an administrator's say-so, per sender and per recipient */
  mailThrottle: FailureThrottle;
  /** operations per caller per minute, shared by GraphQL and the REST shims */
  operationBudget: OperationBudget;
  /** signed-in callers' user and role rows, dropped as soon as the database announces a change */
  viewerRows: ViewerRows<ViewerRow>;
  /** the database's announcements of changed users, roles and sessions (db/changes.ts) */
  changes: DatabaseChanges;
}

export interface Context extends Services {
  viewer: Viewer | null;
  /** a session token came with the request but had expired */
  tokenExpired: boolean;
  /** the caller's address, for throttling */
  clientAddress: string;
  request?: Request;
}

export const isSuperAdmin = (viewer: Viewer | null) => (viewer?.roleLevel ?? -1) >= ROLE_LEVEL.superAdmin;
export const isAdmin = (viewer: Viewer | null) => (viewer?.roleLevel ?? -1) >= ROLE_LEVEL.admin;
