import type { DatabaseChanges } from '../db/changes.ts';

/** A signed-in caller's session, user and role, as read by `resolveViewer` (auth/viewer.ts). */
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
  /** the session's expiry and when its use was last recorded (milliseconds since the epoch), and whether it was ended */
  expiresAtMs: number;
  lastSeenAtMs: number;
  revoked: boolean;
}

/**
 * The session, user and role row behind each signed-in caller, kept between requests so that an
 * authenticated request does not start with a database read. Entries are keyed by session and
 * belong to a user. Triggers on "User", "Role" and "Session" announce every change to these columns
 * (see db/changes.ts) with the user's id, and the user's entries go before the changing statement
 * returns on this instance; other instances hear of it by notification. While nobody listens for
 * other instances' changes, nothing is served from here.
 */
export interface ViewerRows<Row> {
  /** The cached row of a session, if there is one to serve. */
  cached(sessionId: string, userId: number): Row | undefined;
  /** The cached row of a session, or the one `read` returns (cached unless a change was announced meanwhile). */
  get(sessionId: string, userId: number, read: () => Promise<Row | undefined>): Promise<Row | undefined>;
  close(): void;
}

/** A safety net only: announcements, not age, are what keep entries current. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

export function createViewerRows<Row>(changes: DatabaseChanges): ViewerRows<Row> {
  const entries = new Map<string, { row: Row; userId: number; storedAt: number }>();
  const sessionsOf = new Map<number, Set<string>>();
  // Bumped by every announcement: a read that saw a bump may hold a row from before the change.
  let generation = 0;

  const forget = (sessionId: string) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entries.delete(sessionId);
    const sessions = sessionsOf.get(entry.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) sessionsOf.delete(entry.userId);
  };
  const clear = () => {
    entries.clear();
    sessionsOf.clear();
  };

  const unsubscribe = changes.subscribe((payload) => {
    generation += 1;
    const userId = Number(payload);
    if (payload === '*' || !Number.isInteger(userId)) clear();
    else for (const sessionId of sessionsOf.get(userId) ?? []) forget(sessionId);
  });

  const cached = (sessionId: string, userId: number) => {
    const entry = entries.get(sessionId);
    return entry && entry.userId === userId && changes.live && Date.now() - entry.storedAt < MAX_AGE_MS ? entry.row : undefined;
  };

  return {
    cached,
    async get(sessionId, userId, read) {
      const kept = cached(sessionId, userId);
      if (kept) return kept;
      const seen = generation;
      const row = await read();
      if (row && changes.live && seen === generation) {
        if (entries.size >= MAX_ENTRIES) forget(entries.keys().next().value!);
        forget(sessionId);
        entries.set(sessionId, { row, userId, storedAt: Date.now() });
        let sessions = sessionsOf.get(userId);
        if (!sessions) sessionsOf.set(userId, (sessions = new Set()));
        sessions.add(sessionId);
      }
      return row;
    },
    close() {
      unsubscribe();
      clear();
    },
  };
}
