import type { IncomingMessage } from 'node:http';
import { WebSocketServer, WebSocket } from 'ws';
import type { Services, Viewer } from '../schema/context.ts';
import { isAdmin } from '../schema/context.ts';
import { canReachPlatform } from '../schema/access.ts';
import { resolveViewer } from '../auth/viewer.ts';
import { setLoggedIn } from '../auth/service.ts';
import { originAllowed } from '../http/origin.ts';
import type { OrderStatusEvent, PresenceEvent } from './pubsub.ts';

/**
 * The legacy live channel: a plain WebSocket (port 8880 by default) speaking JSON `userevent` and
 * `contentchange` messages, fed by the same pub/sub as the GraphQL subscriptions. Clients sign in
 * with `?token=<session or API token>`; each only hears about its own platform.
 */
export interface LegacyChannel {
  port: number;
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

  server.on('connection', async (socket: WebSocket, request: IncomingMessage) => {
    if (!originAllowed(request.headers.origin, request.headers.host, services.config.allowedOrigins, false)) {
      socket.close(4403, 'Origin not allowed');
      return;
    }
    const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token');
    const { viewer } = await resolveViewer(services, token);
    if (!viewer) {
      socket.close(4401, 'Sign in first');
      return;
    }
    const client = { socket, viewer };
    clients.add(client);
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
      typeof message.content?.isLoggedIn === 'boolean'
    ) {
      await setLoggedIn(services, client.viewer.userId, message.content.isLoggedIn);
    }
  }

  const presence = services.pubsub.subscribe('presence');
  const orderStatus = services.pubsub.subscribe('orderStatus');
  void (async () => {
    for await (const event of presence) {
      for (const client of clients) {
        if (isAdmin(client.viewer) && canReachPlatform(client.viewer, event.pid)) send(client.socket, presenceMessage(event));
      }
    }
  })();
  void (async () => {
    for await (const event of orderStatus) {
      for (const client of clients) if (hearsOrder(client.viewer, event)) send(client.socket, orderStatusMessage(event));
    }
  })();

  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: async () => {
      await Promise.all([presence.return?.(), orderStatus.return?.()]);
      for (const client of clients) client.socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
