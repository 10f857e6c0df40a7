import type pg from 'pg';
import type { Redis } from 'ioredis';
import type { PrismaClient } from './generated/prisma/client.ts';
import type { Config } from './config.ts';
import type { LivePubSub } from './live/pubsub.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ErrorReporter } from './errorReports/reporter.ts';
import type { FailureThrottle } from './auth/throttle.ts';
import type { OperationBudget } from './http/rateLimit.ts';
import type { ViewerRow, ViewerRows } from './auth/viewerRows.ts';
import type { DatabaseChanges } from './db/changes.ts';
import type { Viewer } from './schema/access.ts';
import type { Loaders } from './schema/loaders.ts';
import type { Logger } from './observability/logger.ts';

/**
 * What every service function and resolver receives. The app puts it together: `createServices`
 * (services.ts) builds the shared parts once per process, and `buildContext` (server.ts) adds the
 * caller of each request. Modules that provide a part (throttles, caches, the pub/sub) never import
 * this file, so no domain sits in a circle with it.
 */
export interface Services {
  prisma: PrismaClient;
  /** the `pg` pool beneath Prisma, for the few statements of our own (the viewer, list counts, the quantity buttons) */
  sql: pg.Pool;
  config: Config;
  pubsub: LivePubSub;
  /** queues every message as a `mail` job (mail/queuedMailer.ts) */
  mailer: Mailer;
  /** what the `mail` job sends through: SMTP, or the outbox folder */
  mailTransport: Mailer;
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
  /** the Redis connection for shared counters and locks, when REDIS_URL is set (the readiness check pings it) */
  redis: Redis | null;
  /** aborted when the instance begins its graceful stop: long work in a request (an import's batches) ends at its next step */
  stopping: AbortSignal;
}

export interface Context extends Services {
  viewer: Viewer | null;
  /** a session token came with the request but had expired */
  tokenExpired: boolean;
  /** the caller's address, for throttling */
  clientAddress: string;
  request?: Request;
  /** this request's batched reads by id (schema/loaders.ts) */
  loaders: Loaders;
  /** the bearer token as sent; the legacy sign-in steps send the pending sign-in (MFA step) token this way */
  bearerToken?: string | null;
  /** this request's logger: every line carries the request id, and the user and platform once signed in */
  log: Logger;
}
