// Serves one PGlite instance to many Postgres wire-protocol clients (pg.Pool, the schema engine, psql).
//
// PGlite is a single Postgres session, so every client shares it. @electric-sql/pglite-socket's
// PGLiteSocketServer queues individual protocol messages: when a client's Parse/Bind/Execute/Sync
// arrive in separate TCP reads (large parameters do), another client's query can run in between and
// replace the unnamed prepared statement, so the first client binds its values to the wrong SQL.
// This server instead runs each client's messages as whole batches (up to Sync, Query, Flush or
// CopyDone) and gives one client the session until the session is idle again: after every
// ReadyForQuery with status 'I'. A client inside a transaction therefore holds the session until
// COMMIT or ROLLBACK, like a row lock would hold other writers on a real server.
//
// Named prepared statements belong to a session on a real server; here each connection's names are
// given a prefix of its own (in Parse, Bind, Describe and Close), so that clients caching the same
// statement name on several connections do not collide, and they are deallocated when it closes.
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const PROTOCOL_VERSION_3 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

const SYNC_MESSAGE = new Uint8Array([0x53, 0, 0, 0, 4]);
/** Backend messages that may follow ReadyForQuery without ending the idle state: notification, notice, parameter status. */
const ASYNC_MESSAGE_TYPES = new Set([0x41, 0x4e, 0x53]);
/** Frontend message types after which the client waits for an answer. */
const BATCH_END = new Set(['S', 'Q', 'H', 'c', 'f']);

export interface PgliteServer {
  port: number;
  host: string;
  close(): Promise<void>;
  stats(): { connections: number; waiting: number };
}

/** Hands the single PGlite session to one connection at a time, first come first served. */
class SessionLock {
  private owner: Connection | null = null;
  private waiters: { connection: Connection; grant: (granted: boolean) => void }[] = [];

  /** Resolves true once the connection holds the session, false when it closed while waiting. */
  async acquire(connection: Connection): Promise<boolean> {
    if (this.owner === connection) return true;
    if (this.owner === null) {
      this.owner = connection;
      return true;
    }
    return new Promise<boolean>((grant) => this.waiters.push({ connection, grant }));
  }

  isHeldBy(connection: Connection): boolean {
    return this.owner === connection;
  }

  release(connection: Connection): void {
    if (this.owner !== connection) return;
    const next = this.waiters.shift();
    this.owner = next?.connection ?? null;
    next?.grant(true);
  }

  /** Drops a closed connection from the queue. */
  forget(connection: Connection): void {
    for (const waiter of this.waiters) if (waiter.connection === connection) waiter.grant(false);
    this.waiters = this.waiters.filter((waiter) => waiter.connection !== connection);
  }

  get waiting(): number {
    return this.waiters.length;
  }
}

const NOTIFICATION_RESPONSE = 0x41;

/**
 * Follows backend message boundaries across output chunks to learn the last ReadyForQuery status,
 * and hands over each NotificationResponse whole.
 */
class ReadyForQueryTracker {
  private header = Buffer.alloc(5);
  private headerBytes = 0;
  private bodyRemaining = 0;
  private currentType = 0;
  private notification: Buffer[] = [];
  /** 'I' idle, 'T' in transaction, 'E' failed transaction; null when the last message was no ReadyForQuery. */
  status: string | null = null;

  constructor(private readonly onNotification: (message: Buffer) => void) {}

  reset(): void {
    this.status = null;
  }

  feed(chunk: Uint8Array): void {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.bodyRemaining > 0) {
        const take = Math.min(this.bodyRemaining, chunk.length - offset);
        if (this.currentType === 0x5a && take > 0) this.status = String.fromCharCode(chunk[offset + take - 1]!);
        if (this.currentType === NOTIFICATION_RESPONSE) this.notification.push(Buffer.from(chunk.subarray(offset, offset + take)));
        this.bodyRemaining -= take;
        offset += take;
        if (this.currentType === NOTIFICATION_RESPONSE && this.bodyRemaining === 0) this.endNotification();
        continue;
      }
      const take = Math.min(5 - this.headerBytes, chunk.length - offset);
      this.header.set(chunk.subarray(offset, offset + take), this.headerBytes);
      this.headerBytes += take;
      offset += take;
      if (this.headerBytes === 5) {
        this.currentType = this.header[0]!;
        this.bodyRemaining = this.header.readInt32BE(1) - 4;
        this.headerBytes = 0;
        if (!ASYNC_MESSAGE_TYPES.has(this.currentType)) this.status = null;
        if (this.currentType === NOTIFICATION_RESPONSE) {
          this.notification = [Buffer.from(this.header)];
          if (this.bodyRemaining === 0) this.endNotification();
        }
      }
    }
  }

  private endNotification(): void {
    const message = Buffer.concat(this.notification);
    this.notification = [];
    this.onNotification(message);
  }
}

/** Rewrites the statement name a frontend message carries, if it names one; null when it does not. */
function renameStatement(message: Buffer, rename: (name: string) => string): Buffer | null {
  const type = message[0];
  let start: number;
  if (type === 0x50) start = 5; // Parse: statement name first
  else if (type === 0x42) start = message.indexOf(0, 5) + 1; // Bind: portal name, then statement name
  else if ((type === 0x44 || type === 0x43) && message[5] === 0x53) start = 6; // Describe / Close of a statement ('S')
  else return null;
  const end = message.indexOf(0, start);
  if (start <= 0 || end < 0 || end === start) return null;
  const name = Buffer.from(rename(message.toString('utf8', start, end)), 'utf8');
  const renamed = Buffer.concat([message.subarray(0, start), name, message.subarray(end)]);
  renamed.writeInt32BE(renamed.length - 1, 1);
  return renamed;
}

let connectionCount = 0;

class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  /** the prefix of this connection's prepared statement names, and the names it prepared */
  private readonly statementPrefix = `c${(connectionCount += 1)}_`;
  private readonly statements = new Set<string>();
  private started = false;
  private pending: Buffer[] = [];
  private work: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly tracker: ReadyForQueryTracker;

  constructor(
    private readonly socket: Socket,
    private readonly db: PGlite,
    private readonly lock: SessionLock,
    private readonly onClosed: (connection: Connection) => void,
    /** a notification this connection's statement raised, for the other connections */
    onNotification: (from: Connection, message: Buffer) => void,
  ) {
    this.tracker = new ReadyForQueryTracker((message) => onNotification(this, message));
    socket.setNoDelay(true);
    socket.on('data', (data) => this.receive(data));
    socket.on('error', () => this.close());
    socket.on('close', () => this.close());
  }

  private receive(data: Buffer): void {
    this.buffer = this.buffer.length === 0 ? data : Buffer.concat([this.buffer, data]);
    for (;;) {
      const message = this.started ? this.takeTypedMessage() : this.takeStartupMessage();
      if (message === null) return;
      if (message === 'handled') continue;
      const type = String.fromCharCode(message[0]!);
      if (type === 'X') {
        this.close();
        return;
      }
      this.pending.push(renameStatement(message, (name) => this.ownName(type, name)) ?? message);
      if (BATCH_END.has(type)) this.runPendingBatch();
    }
  }

  private ownName(type: string, name: string): string {
    const own = this.statementPrefix + name;
    if (type === 'P') this.statements.add(own);
    return own;
  }

  private takeStartupMessage(): Buffer | 'handled' | null {
    if (this.buffer.length < 8) return null;
    const length = this.buffer.readInt32BE(0);
    if (this.buffer.length < length) return null;
    const code = this.buffer.readInt32BE(4);
    const message = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
      this.socket.write('N');
      return 'handled';
    }
    if (code === CANCEL_REQUEST || code !== PROTOCOL_VERSION_3) {
      this.close();
      return null;
    }
    this.started = true;
    this.enqueue([message]);
    return 'handled';
  }

  private takeTypedMessage(): Buffer | null {
    if (this.buffer.length < 5) return null;
    const length = 1 + this.buffer.readInt32BE(1);
    if (this.buffer.length < length) return null;
    const message = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return message;
  }

  private runPendingBatch(): void {
    const batch = this.pending;
    this.pending = [];
    this.enqueue(batch);
  }

  /** Runs batches of this connection one after another, in arrival order. */
  private enqueue(messages: Buffer[]): void {
    this.work = this.work.then(() => this.execute(Buffer.concat(messages)));
  }

  private async execute(batch: Buffer): Promise<void> {
    if (this.closed || !(await this.lock.acquire(this))) return;
    if (this.closed) {
      await this.endSession();
      return;
    }
    this.tracker.reset();
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(new Uint8Array(batch.buffer, batch.byteOffset, batch.byteLength), {
          onRawData: (chunk) => {
            this.tracker.feed(chunk);
            if (!this.socket.destroyed) this.socket.write(Buffer.from(chunk));
          },
        }),
      );
    } catch {
      this.close();
      return;
    }
    if (this.tracker.status === 'I') this.lock.release(this);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.destroy();
    this.lock.forget(this);
    // Whatever the client left open (a transaction, an unfinished extended query) is ended
    // before the next client gets the session.
    this.work = this.work
      .then(() => this.endSession())
      .then(() => this.deallocateStatements())
      .finally(() => this.onClosed(this));
  }

  private async deallocateStatements(): Promise<void> {
    if (this.statements.size === 0 || !(await this.lock.acquire(this))) return;
    try {
      for (const name of this.statements) {
        // A Parse the server refused left nothing to deallocate.
        await this.db.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`).catch(() => {});
      }
    } finally {
      this.lock.release(this);
    }
  }

  private async endSession(): Promise<void> {
    if (!this.lock.isHeldBy(this)) return;
    try {
      await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC_MESSAGE));
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    } finally {
      this.lock.release(this);
    }
  }

  /**
   * A notification raised by another connection's statement. The session is one, so whoever
   * listens on it listens for all its connections; only the session's owner is being answered,
   * so a whole message written here never lands inside another answer.
   */
  notify(message: Buffer): void {
    if (this.started && !this.closed && !this.socket.destroyed) this.socket.write(message);
  }

  get done(): Promise<void> {
    return this.work;
  }
}

export async function servePglite(db: PGlite, options: { host?: string; port?: number } = {}): Promise<PgliteServer> {
  const host = options.host ?? '127.0.0.1';
  const lock = new SessionLock();
  const connections = new Set<Connection>();
  await db.waitReady;

  const server: Server = createServer((socket) => {
    const broadcast = (from: Connection, message: Buffer) => {
      for (const connection of connections) if (connection !== from) connection.notify(message);
    };
    connections.add(new Connection(socket, db, lock, (connection) => connections.delete(connection), broadcast));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address !== 'object') throw new Error('PGlite server has no TCP address');

  return {
    host,
    port: address.port,
    stats: () => ({ connections: connections.size, waiting: lock.waiting }),
    async close() {
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      const open = [...connections];
      for (const connection of open) connection.close();
      await Promise.all(open.map((connection) => connection.done));
      await closing;
    },
  };
}
