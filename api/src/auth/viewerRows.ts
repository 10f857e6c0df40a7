import type { DatabaseChanges } from '../db/changes.ts';

/**
 * The user-and-role row behind each signed-in caller, kept between requests so that an
 * authenticated request does not start with a database read. Triggers on "User" and "Role"
 * announce every change to these columns (see db/changes.ts), and the entry goes before the
 * changing statement returns on this instance; other instances hear of it by notification.
 * While nobody listens for other instances' changes, nothing is served from here.
 */
export interface ViewerRows<Row> {
  /** The cached row, or the one `read` returns (cached unless a change was announced meanwhile). */
  get(userId: number, read: () => Promise<Row | undefined>): Promise<Row | undefined>;
  close(): void;
}

/** A safety net only: announcements, not age, are what keep entries current. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

export function createViewerRows<Row>(changes: DatabaseChanges): ViewerRows<Row> {
  const entries = new Map<number, { row: Row; storedAt: number }>();
  // Bumped by every announcement: a read that saw a bump may hold a row from before the change.
  let generation = 0;
  const unsubscribe = changes.subscribe((payload) => {
    generation += 1;
    const userId = Number(payload);
    if (payload === '*' || !Number.isInteger(userId)) entries.clear();
    else entries.delete(userId);
  });

  return {
    async get(userId, read) {
      const entry = entries.get(userId);
      if (entry && changes.live && Date.now() - entry.storedAt < MAX_AGE_MS) return entry.row;
      const seen = generation;
      const row = await read();
      if (row && changes.live && seen === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.delete(userId);
        entries.set(userId, { row, storedAt: Date.now() });
      }
      return row;
    },
    close() {
      unsubscribe();
      entries.clear();
    },
  };
}
