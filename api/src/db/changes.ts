// Changes the database announces with NOTIFY (triggers in prisma/migrations), for caches that must
// drop an entry the moment its row changes, whichever instance or statement changed it.
//
// Two kinds of connection listen:
// - every pool connection, because a session receives its own notifications as its transaction
//   commits, before the statement's answer: a change made through this instance is seen before
//   the request that made it gets its answer;
// - one connection of its own, so that changes made by other instances arrive while the pool's
//   connections are idle or closed. While it is down, `live` is false and caches must not be trusted.
import pg from 'pg';

/** The channel the user and role triggers announce on: a user id, or `*` for a change that may touch anyone. */
export const VIEWER_CHANGE_CHANNEL = 'viewer_change';

export interface DatabaseChanges {
  /** Calls `listener` with every payload announced on the viewer channel; returns the unsubscribe. */
  subscribe(listener: (payload: string) => void): () => void;
  /** True while the connection of its own listens; false before it is up and after it failed. */
  readonly live: boolean;
  /** Makes a pool connection listen (the pool's `onConnect`, which pg-pool awaits before handing the connection out). */
  attach(client: pg.ClientBase): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

export function listenForChanges(url: string): DatabaseChanges {
  const listeners = new Set<(payload: string) => void>();
  const announce = (payload: string) => {
    for (const listener of listeners) listener(payload);
  };
  const onNotification = (message: pg.Notification) => {
    if (message.channel === VIEWER_CHANGE_CHANNEL) announce(message.payload ?? '*');
  };

  let live = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const lost = () => {
    if (!live && !client) return;
    live = false;
    client = null;
    // What changed while nobody listened is unknown: everything cached goes.
    announce('*');
    if (!closed) retry = setTimeout(connect, RECONNECT_MS);
  };

  async function connect() {
    retry = null;
    if (closed || listeners.size === 0) return;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', onNotification);
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${VIEWER_CHANGE_CHANNEL}`);
      if (closed) await next.end();
      else live = true;
    } catch {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      lost();
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!client && !retry && !closed) void connect();
      return () => listeners.delete(listener);
    },
    get live() {
      return live;
    },
    async attach(poolClient) {
      poolClient.on('notification', onNotification);
      await poolClient.query(`LISTEN ${VIEWER_CHANGE_CHANNEL}`);
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        current.removeAllListeners('error');
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
