import { createHash } from 'node:crypto';

/** A statement `pg` sends by name (each connection parses and plans it once), or unnamed. */
export interface PreparedStatement {
  name?: string;
  text: string;
}

/** Connections keep what they prepare until they close: the names given out are bounded. */
const MAX_NAMED = 256;
const names = new Map<string, string>();

/**
 * The name of a statement text, the same for the same text (pg refuses one name for two texts), or
 * undefined once 256 texts have names (selections and `IN` lists vary) and the statement runs
 * unnamed. Plans are kept per connection, and a parameterised statement run often settles on a
 * generic plan: the parsing and planning that dominate a small statement are paid once. The
 * embedded server keeps each connection's names apart (db/pgliteServer.ts).
 */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** A hot statement of our own, sent by name. */
export function prepared(text: string): PreparedStatement {
  return { name: statementName(text), text };
}
