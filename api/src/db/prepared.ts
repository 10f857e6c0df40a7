import { createHash } from 'node:crypto';

/** A statement `pg` sends by name (each connection parses and plans it once), or unnamed. */
export interface PreparedStatement {
  name?: string;
  text: string;
}

/** Connections keep what they prepare until they close: the names given out are bounded. */
const MAX_NAMED = 64;
const named = new Set<string>();

/**
 * Names a hot statement after its text, so that the same text always has the same name (pg refuses
 * one name for two texts). Plans are kept per connection, and a parameterised statement run often
 * settles on a generic plan: the planning that dominates a small statement is paid once. Texts
 * beyond the first 64 (selections are chosen by clients) run unnamed. The embedded server keeps
 * each connection's names apart (db/pgliteServer.ts).
 */
export function prepared(text: string): PreparedStatement {
  if (!named.has(text)) {
    if (named.size >= MAX_NAMED) return { text };
    named.add(text);
  }
  return { name: `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`, text };
}
