// Live connections follow the caller's rights: every event is checked against the caller as they
// are now (their session still open, their role and platform unchanged), not as they were when the
// connection opened. A connection whose session ended closes with 4401, one whose rights changed
// with 4403 (the client may reconnect and is then answered with its new rights).
import type { WebSocket } from 'ws';
import type { Services } from '../context.ts';
import type { Viewer } from '../schema/access.ts';
import { currentViewer } from '../auth/viewer.ts';
import type { SessionsEndedEvent } from './pubsub.ts';
import { SIGN_IN_MESSAGES } from '@quotecraft/rules/passwords';

export const SESSION_ENDED_CLOSE = { code: 4401, reason: SIGN_IN_MESSAGES.tokenExpired } as const;
export const RIGHTS_CHANGED_CLOSE = { code: 4403, reason: 'Your access has changed.' } as const;

/** Closes a socket, if there is one and it is still open. */
function closeSocket(socket: WebSocket | undefined, close: { code: number; reason: string }) {
  if (socket && socket.readyState === socket.OPEN) socket.close(close.code, close.reason);
}

/**
 * The caller for the next event of a connection opened by `viewer`: the current viewer when the
 * session is still open with the same role and platform (names and active group follow along), or
 * null after closing `socket` with the matching code. Answered at once while the caller's session
 * is kept (see currentViewer), otherwise once it has been read.
 */
export function viewerForEvent(services: Services, viewer: Viewer, socket?: WebSocket): Viewer | null | Promise<Viewer | null> {
  const current = currentViewer(services, viewer);
  return current instanceof Promise ? current.then((read) => stillAdmitted(viewer, read, socket)) : stillAdmitted(viewer, current, socket);
}

function stillAdmitted(viewer: Viewer, current: Viewer | null, socket: WebSocket | undefined): Viewer | null {
  if (!current) {
    closeSocket(socket, SESSION_ENDED_CLOSE);
    return null;
  }
  if (current.roleLevel !== viewer.roleLevel || current.pid !== viewer.pid || current.kind !== viewer.kind) {
    closeSocket(socket, RIGHTS_CHANGED_CLOSE);
    return null;
  }
  return current;
}

/** Whether an ended-sessions event covers a connection of this user and session. */
export function sessionEndedFor(event: SessionsEndedEvent, viewer: Viewer | null): boolean {
  if (!viewer || viewer.kind !== 'user' || viewer.userId !== event.userId) return false;
  const sessionId = viewer.session?.id ?? null;
  if (event.sessionId) return sessionId === event.sessionId;
  return !event.exceptSessionId || sessionId !== event.exceptSessionId;
}

/**
 * The sockets of one server, each with the caller who opened it. A socket closes as soon as its
 * caller's session ends or their rights change, on whichever instance the change was made: the
 * `sessionsEnded` event (shared through Redis with REDIS_URL) names ended sessions, and the
 * database's announcement of a changed user, role or session (db/changes.ts, every instance hears
 * it) has that user's sockets checked again.
 */
export function trackSessionSockets(services: Services) {
  const sockets = new Map<WebSocket, Viewer>();
  const ended = services.pubsub.subscribe('sessionsEnded');
  void (async () => {
    for await (const event of ended) {
      for (const [socket, viewer] of sockets) if (sessionEndedFor(event, viewer)) closeSocket(socket, SESSION_ENDED_CLOSE);
    }
  })();
  const recheck = async (socket: WebSocket, viewer: Viewer) => viewerForEvent(services, viewer, socket);
  const unsubscribe = services.changes.subscribe((payload) => {
    const userId = Number(payload);
    const everyone = payload === '*' || !Number.isInteger(userId);
    // After the caches have dropped the changed rows (they listen first), so the check reads afresh.
    queueMicrotask(() => {
      for (const [socket, viewer] of sockets) if (everyone || viewer.userId === userId) recheck(socket, viewer).catch(() => {});
    });
  });
  // One listener for every socket (a socket is `this`), added once per socket however many subscriptions it opens.
  function forget(this: WebSocket) {
    sockets.delete(this);
  }
  return {
    track(socket: WebSocket, viewer: Viewer | null) {
      // a socket that closed while its subscription was being set up would never be forgotten
      if (!viewer || viewer.kind !== 'user' || socket.readyState === socket.CLOSED) return;
      if (!sockets.has(socket)) socket.on('close', forget);
      sockets.set(socket, viewer);
    },
    async close() {
      unsubscribe();
      await ended.return?.();
      sockets.clear();
    },
  };
}
