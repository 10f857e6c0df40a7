// The saturation bench's baseline: the quote list page written by hand on node:http and pg, one
// process per instance like the API. It does the work the API does for the web client's
// QuoteListRefetchQuery, and only that: reads the JSON body, checks the bearer session token
// (HS256 signature and claims, verified once per token string; the session, user and role row read
// once per session and kept, as the API keeps them), reads the page and the total count of the
// caller's list (level 1: the active group's quotes, else their own; searched, sorted and paged as
// asked) with the API's statements (the count, the page's ids from the list's index, then those
// rows, their contact joined rather than read apart; prepared by name), and answers
// JSON.stringify of the same shape as the GraphQL answer. Env: PORT, DATABASE_URL, TOKEN_SECRET.
import { createServer } from 'node:http';
import { jwtVerify } from 'jose';
import pg from 'pg';

// timestamp columns hold UTC (as Prisma writes them)
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (text) => new Date(`${text.replace(' ', 'T')}Z`));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = new TextEncoder().encode(process.env.TOKEN_SECRET);

interface Claims {
  userId: number;
  sessionId: string;
  version: number;
  exp: number;
}
interface Caller {
  userId: number;
  pid: number;
  roleLevel: number;
  groupId: number | null;
  tokenVersion: number;
  expiresAtMs: number;
  revoked: boolean;
}

const verified = new Map<string, Claims>();
const sessions = new Map<string, Caller>();

async function caller(authorization: string | undefined): Promise<Caller | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return null;
  let claims = verified.get(token);
  if (!claims) {
    try {
      const { payload } = await jwtVerify(token, secret, { issuer: 'quotecraft', algorithms: ['HS256'] });
      claims = { userId: Number(payload.sub), sessionId: String(payload.jti), version: Number(payload.ver), exp: Number(payload.exp) };
      verified.set(token, claims);
    } catch {
      return null;
    }
  }
  if (claims.exp <= Date.now() / 1000) return null;
  let row = sessions.get(claims.sessionId);
  if (!row) {
    const { rows } = await pool.query<Caller>({
      name: 'raw-session',
      text: `SELECT u.id AS "userId", u.pid, r."roleLevel", u."groupId", u."tokenVersion",
                    (extract(epoch FROM s."expiresAt" AT TIME ZONE 'UTC') * 1000)::float8 AS "expiresAtMs", s."revokedAt" IS NOT NULL AS revoked
             FROM "Session" s JOIN "User" u ON u.id = s."userId" JOIN "Role" r ON r.id = u."roleId" WHERE s.id = $1`,
      values: [claims.sessionId],
    });
    row = rows[0];
    if (!row) return null;
    sessions.set(claims.sessionId, row);
  }
  if (row.userId !== claims.userId || row.tokenVersion !== claims.version || row.revoked || row.expiresAtMs <= Date.now()) return null;
  return row;
}

// As the API reads a page: the page's ids from the list's index, then those rows with their contact.
// The filter, search and order vary with the request; each text is prepared by a name of its own.
const names = new Map<string, string>();
const named = (text: string) => {
  let name = names.get(text);
  if (!name) names.set(text, (name = `raw-${names.size}`));
  return { name, text };
};

const SORT_COLUMNS = new Set(['createdAt', 'createdByLastName', 'customerName', 'dateOrderPlaced', 'erpOrderNo', 'id', 'jobName', 'totalCost']);

/** The caller's list (quoteListWhere for level 1: the active group's documents, else their own), searched as the API searches. */
function listFilter(viewer: Caller, type: number, search: string | null | undefined) {
  const values: unknown[] = [type, viewer.pid, viewer.groupId ?? viewer.userId];
  const conditions = ['type = $1', 'pid = $2', viewer.groupId != null ? '"groupId" = $3' : '"createdByUserId" = $3'];
  const term = search?.trim();
  if (term) {
    values.push(`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const like = `$${values.length}`;
    const or = ['jobName', 'customerName', 'createdByFirstName', 'createdByLastName', 'erpOrderNo'].map((column) => `"${column}" ILIKE ${like}`);
    if (/^\d{1,9}$/.test(term)) {
      values.push(Number(term));
      or.push(`id = $${values.length}`);
    }
    conditions.push(`(${or.join(' OR ')})`);
  }
  return { where: conditions.join(' AND '), values };
}

function orderOf(orderBy: { field?: string; direction?: string } | undefined, alias = '') {
  const field = orderBy?.field ?? 'createdAt';
  if (!SORT_COLUMNS.has(field)) throw new Error(`orderBy.field ${field}`);
  const direction = orderBy?.direction === 'ASC' ? 'ASC' : 'DESC';
  return field === 'id' ? `${alias}id ${direction}` : `${alias}"${field}" ${direction}, ${alias}id ${direction}`;
}

const cursorOf = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

function pageCursors(totalCount: number, offset: number, limit: number) {
  const size = Math.max(1, limit);
  const pageCount = Math.max(1, Math.ceil(totalCount / size));
  const current = Math.min(pageCount, Math.floor(offset / size) + 1);
  const page = (n: number) => ({ cursor: n === 1 ? null : cursorOf((n - 1) * size - 1), page: n, isCurrent: n === current });
  let start = Math.max(1, current - 1);
  const end = Math.min(pageCount, start + 3);
  start = Math.max(1, end - 3);
  const around = [];
  for (let n = start; n <= end; n += 1) around.push(page(n));
  return { around, first: page(1), last: page(pageCount), previous: current > 1 ? page(current - 1) : null, next: current < pageCount ? page(current + 1) : null };
}

function send(res: import('node:http').ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      const { variables } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        variables: { type: number; first?: number; after?: string | null; orderBy?: { field?: string; direction?: string }; search?: string | null };
      };
      const viewer = await caller(req.headers.authorization);
      if (!viewer || viewer.roleLevel !== 1) {
        send(res, 200, { errors: [{ message: 'Not authorized.' }], data: null });
        return;
      }
      const limit = variables.first ?? 12;
      const offset = variables.after ? Number(/^offset:(\d+)$/.exec(Buffer.from(variables.after, 'base64url').toString())![1]) + 1 : 0;
      const { where, values } = listFilter(viewer, variables.type, variables.search);
      const order = orderOf(variables.orderBy);
      const [ids, count] = await Promise.all([
        pool.query({ ...named(`SELECT id FROM "Quote" WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`), values }),
        pool.query({ ...named(`SELECT count(*)::int AS n FROM "Quote" WHERE ${where}`), values }),
      ]);
      const page = await pool.query({
        ...named(
          `SELECT q.id, q."jobName", q."customerName", c."firstName" AS "contactFirstName", c."lastName" AS "contactLastName",
                  q."createdByFirstName", q."createdByLastName", q."createdAt", q."totalCost"
           FROM "Quote" q LEFT JOIN "Contact" c ON c.id = q."contactId"
           WHERE q.id = ANY($1::int[]) ORDER BY ${orderOf(variables.orderBy, 'q.')}`,
        ),
        values: [ids.rows.map((row) => row.id)],
      });
      const totalCount = count.rows[0].n as number;
      send(res, 200, {
        data: {
          quotes: {
            totalCount,
            pageCursors: pageCursors(totalCount, offset, limit),
            edges: page.rows.map((row) => ({
              node: {
                id: Buffer.from(`Quote:${row.id}`).toString('base64'),
                rowId: row.id,
                jobName: row.jobName,
                customerName: row.customerName,
                contactFirstName: row.contactFirstName,
                contactLastName: row.contactLastName,
                createdByFirstName: row.createdByFirstName,
                createdByLastName: row.createdByLastName,
                createdAt: (row.createdAt as Date).toISOString(),
                totalCost: row.totalCost,
              },
            })),
          },
        },
      });
    } catch (error) {
      console.error('raw quote list failed', error);
      send(res, 500, { errors: [{ message: 'Unexpected error.' }] });
    }
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  void pool.end();
});
