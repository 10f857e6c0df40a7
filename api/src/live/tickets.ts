import { createHash, randomBytes } from 'node:crypto';
import type { Services } from '../context.ts';
import type { Viewer } from '../schema/access.ts';
import { credentialOf, viewerOfCredential } from '../auth/viewer.ts';
import { unauthenticated } from '../schema/errors.ts';

/**
 * Tickets to the legacy live channel. A WebSocket URL ends up in proxy and access logs, so the
 * channel is not opened with the session token in it: the client first asks for a ticket
 * (`POST /api/v1/auth/liveTicket`, with its bearer token as usual) and connects with `?ticket=`.
 * A ticket is random, works for LIVE_TICKET_SECONDS, and only once: the first connection that
 * presents it deletes it. Only its hash is stored, in PostgreSQL, so any instance can take it.
 */
export const LIVE_TICKET_SECONDS = 30;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export interface LiveTicket {
  ticket: string;
  /** ISO UTC */
  expiresAt: string;
}

export async function issueLiveTicket(services: Pick<Services, 'prisma'>, viewer: Viewer | null): Promise<LiveTicket> {
  const credential = viewer && credentialOf(viewer);
  if (!credential) throw unauthenticated();
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LIVE_TICKET_SECONDS * 1000);
  // Tickets never taken are cleared as new ones are issued.
  await services.prisma.liveTicket.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  await services.prisma.liveTicket.create({
    data: {
      id: hashTicket(ticket),
      expiresAt,
      ...('apiTokenId' in credential ? { apiTokenId: credential.apiTokenId } : credential),
    },
  });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

interface TicketRow {
  userId: number | null;
  sessionId: string | null;
  tokenVersion: number | null;
  apiTokenId: number | null;
  expiresAt: Date;
}

/**
 * The caller a ticket was issued to, as they are now; null for a ticket unknown, used or expired.
 * Taking it deletes it in the same statement, so two connections never share one.
 */
export async function takeLiveTicket(services: Services, ticket: string): Promise<Viewer | null> {
  const { rows } = await services.sql.query<TicketRow>({
    text: 'DELETE FROM "LiveTicket" WHERE id = $1 RETURNING "userId", "sessionId", "tokenVersion", "apiTokenId", "expiresAt"',
    values: [hashTicket(ticket)],
  });
  const row = rows[0];
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  if (row.apiTokenId != null) return viewerOfCredential(services, { apiTokenId: row.apiTokenId });
  if (row.userId == null || row.sessionId == null || row.tokenVersion == null) return null;
  return viewerOfCredential(services, { userId: row.userId, sessionId: row.sessionId, tokenVersion: row.tokenVersion });
}
