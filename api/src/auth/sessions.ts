// Server-side sessions: every session token names a "Session" row (its `jti`) and works only while
// that row is open. Ending a session is a database write, so it holds on every API instance at
// once (viewer.ts reads the row; the row's trigger tells every instance's cache), and the
// `sessionsEnded` event closes the live connections that belong to it (live/rights.ts).
import type { Context, Services } from '../context.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { newSessionId } from './tokens.ts';

type SessionStore = Pick<Prisma.TransactionClient, 'session'>;

/** Opens a session row for a new token. */
export async function openSession(ctx: Context, userId: number, ttlSeconds: number): Promise<{ id: string; expiresAt: Date }> {
  const id = newSessionId();
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const userAgent = ctx.request?.headers.get('user-agent')?.slice(0, 300) ?? null;
  await ctx.prisma.session.create({
    data: { id, userId, expiresAt, userAgent, ipAddress: ctx.clientAddress === 'unknown' ? null : ctx.clientAddress.slice(0, 100) },
  });
  return { id, expiresAt };
}

/**
 * Ends sessions in the database: one session, or every open session of a user but `exceptSessionId`.
 * Call `announceSessionsEnded` once the change is committed.
 */
export async function revokeSessions(
  db: SessionStore,
  target: { userId: number; sessionId?: string | null; exceptSessionId?: string | null },
): Promise<number> {
  const result = await db.session.updateMany({
    where: {
      userId: target.userId,
      revokedAt: null,
      ...(target.sessionId ? { id: target.sessionId } : target.exceptSessionId ? { id: { not: target.exceptSessionId } } : {}),
    },
    data: { revokedAt: new Date() },
  });
  return result.count;
}

/** Tells every instance to close the live connections of ended sessions. */
export function announceSessionsEnded(
  services: Pick<Services, 'pubsub'>,
  target: { userId: number; sessionId?: string | null; exceptSessionId?: string | null },
): void {
  services.pubsub.publish('sessionsEnded', {
    userId: target.userId,
    sessionId: target.sessionId ?? null,
    exceptSessionId: target.exceptSessionId ?? null,
  });
}

/** Ends sessions and closes their live connections (outside a transaction). */
export async function endSessions(
  services: Pick<Services, 'prisma' | 'pubsub'>,
  target: { userId: number; sessionId?: string | null; exceptSessionId?: string | null },
): Promise<void> {
  await revokeSessions(services.prisma, target);
  announceSessionsEnded(services, target);
}
