import { createHash } from 'node:crypto';

/** A statement `pg` sends by name (each connection parses and plans it once), or unnamed. */
export interface PreparedStatement {
  name?: string;
  text: string;
}

/**
 * Names statement texts after their hash, the same name for the same text (pg refuses one name for
 * two texts). Connections keep what they prepare until they close, so only the first `max` texts
 * get a name and later ones run unnamed. Plans are kept per connection, and a parameterised
 * statement run often settles on a generic plan: the parsing and planning that dominate a small
 * statement are paid once. The embedded server keeps each connection's names apart
 * (db/pgliteServer.ts).
 */
function statementNames(prefix: string, max: number): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `${prefix}${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
}

/** Prisma's statements (through the adapter's `statementNameGenerator`); `IN` lists and batch inserts vary their text. */
export const prismaStatementName = statementNames('p_', 256);

const hotStatementName = statementNames('s_', 128);

/** A hot statement of our own (the viewer, list counts, the quantity buttons), with a budget of names of its own. */
export function prepared(text: string): PreparedStatement {
  return { name: hotStatementName(text), text };
}
