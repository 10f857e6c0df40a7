import type { IncomingMessage } from 'node:http';
import { WebSocketServer, WebSocket } from 'ws';
import type { Services } from '../context.ts';
import { canReachPlatform, type Viewer, isAdmin } from '../schema/access.ts';
import { resolveViewer } from '../auth/viewer.ts';
import { setLoggedIn } from '../auth/service.ts';
import { legacyOriginAllowed } from '../http/origin.ts';
import type { OrderStatusEvent, PresenceEvent } from './pubsub.ts';
import { RIGHTS_CHANGED_CLOSE, SESSION_ENDED_CLOSE, trackSessionSockets, viewerForEvent } from './rights.ts';
import { apiTokenRefusal } from '../apiTokens/scopes.ts';
import { SERVICE_RESTART_CLOSE } from '../http/lifecycle.ts';
import { takeLiveTicket } from './tickets.ts';

/**
 * The legacy live channel: a plain WebSocket (port 8880 by default) speaking JSON `userevent` and
 * `contentchange` messages, fed by the same pub/sub as the GraphQL subscriptions. Clients sign in
 * with `?ticket=` (a single-use ticket from auth/liveTicket, tickets.ts), so no token is written
 * into URLs and logs; `?token=<session or API token>` only where LEGACY_LIVE_TOKEN_IN_URL allows
 * it (outside production by default). Each only hears about its own platform, and only what
 * its caller may have as they are now: every event is checked against the caller's current session
 * and role, and the socket closes (4401, 4403) when the session ends or the rights change.
 */
export interface LegacyChannel {
  port: number;
  /** The graceful stop: no new connections; open ones close with 1012 (reconnect), cut after `timeoutMs`. */
  drain(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

interface Client {
  socket: WebSocket;
  viewer: Viewer;
}

const send = (socket: WebSocket, message: unknown) => {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
};

export const presenceMessage = (event: PresenceEvent) => ({
  type: 'userevent',
  users: [{ id: event.userId, username: event.username, isLoggedIn: event.isLoggedIn }],
});

export const orderStatusMessage = (event: OrderStatusEvent) => ({
  type: 'contentchange',
  activeOrders: [{ id: event.quoteId, status: event.status, csiStatus: event.csiStatus }],
  numItemsUpdated: 1,
});

/** Whether a client may hear about an order: its platform's admins, its creator, its group while filtering by it. */
function hearsOrder(viewer: Viewer, event: OrderStatusEvent) {
  if (!canReachPlatform(viewer, event.pid)) return false;
  return isAdmin(viewer) || event.createdByUserId === viewer.userId || (event.groupId != null && event.groupId === viewer.groupId);
}

export async function startLegacyChannel(services: Services, port: number, host = '0.0.0.0'): Promise<LegacyChannel> {
  const clients = new Set<Client>();
  const server = new WebSocketServer({ port, host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });

  const sessionSockets = trackSessionSockets(services);
  server.on('connection', async (socket: WebSocket, request: IncomingMessage) => {
    if (!legacyOriginAllowed(request.headers.origin, request.headers.host, services.config)) {
      socket.close(4403, 'Origin not allowed');
      return;
    }
    const params = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const ticket = params.get('ticket');
    const token = params.get('token');
    if (!ticket && token && !services.config.legacyLiveTokenInUrl) {
      socket.close(SESSION_ENDED_CLOSE.code, 'Connect with a ticket from auth/liveTicket');
      return;
    }
    const { viewer, tokenExpired } = ticket
      ? { viewer: await takeLiveTicket(services, ticket), tokenExpired: false }
      : await resolveViewer(services, token);
    if (!viewer) {
      socket.close(SESSION_ENDED_CLOSE.code, tokenExpired ? SESSION_ENDED_CLOSE.reason : 'Sign in first');
      return;
    }
    const refusal = apiTokenRefusal(viewer, { name: 'legacyLiveChannel', access: 'read' });
    if (refusal) {
      socket.close(RIGHTS_CHANGED_CLOSE.code, refusal.message.slice(0, 120));
      return;
    }
    const client = { socket, viewer };
    clients.add(client);
    sessionSockets.track(socket, viewer);
    socket.on('close', () => clients.delete(client));
    socket.on('message', (data) => void handleMessage(client, data.toString()));
  });

  async function handleMessage(client: Client, raw: string) {
    let message: { type?: unknown; username?: unknown; content?: { isLoggedIn?: unknown } };
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    // A client announces its own sign-in state; it can never speak for another user.
    if (
      message.type === 'userevent' &&
      message.username === client.viewer.username &&
      client.viewer.kind === 'user' &&
      client.viewer.userId != null &&
      typeof message.content?.isLoggedIn === 'boolean' &&
      (await viewerForEvent(services, client.viewer, client.socket))
    ) {
      await setLoggedIn(services, client.viewer.userId, message.content.isLoggedIn);
    }
  }

  /** Sends to each client the caller may have the event as they are now (see rights.ts). */
  async function deliver(allowed: (viewer: Viewer) => boolean, message: unknown) {
    await Promise.all(
      [...clients].map(async (client) => {
        let viewer: Viewer | null = null;
        try {
          viewer = await viewerForEvent(services, client.viewer, client.socket);
        } catch {
          // a caller who cannot be checked now does not get the event
        }
        if (viewer && allowed(viewer)) send(client.socket, message);
      }),
    );
  }

  const presence = services.pubsub.subscribe('presence');
  const orderStatus = services.pubsub.subscribe('orderStatus');
  void (async () => {
    for await (const event of presence) {
      await deliver((viewer) => isAdmin(viewer) && canReachPlatform(viewer, event.pid), presenceMessage(event));
    }
  })();
  void (async () => {
    for await (const event of orderStatus) await deliver((viewer) => hearsOrder(viewer, event), orderStatusMessage(event));
  })();

  const address = server.address();
  const close = async () => {
    await Promise.all([presence.return?.(), orderStatus.return?.(), sessionSockets.close()]);
    for (const client of clients) client.socket.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    port: typeof address === 'object' && address ? address.port : port,
    drain: async (timeoutMs = 5000) => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      const open = [...clients].map(
        ({ socket }) =>
          new Promise<void>((resolve) => {
            socket.once('close', () => resolve());
            socket.close(SERVICE_RESTART_CLOSE.code, SERVICE_RESTART_CLOSE.reason);
          }),
      );
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(open), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
      await close();
      await stopped;
    },
    close,
  };
}
