// Signed-in users for the benches: real user rows (role, platform, group membership, the demo
// password's hash, so each could also sign in by hand) with an open session each, and the session
// token the sign-in would have issued for it. Signing in a thousand users through argon2 would take
// minutes on this machine; the token is the same as a sign-in's, signed with the instances' secret.
import pg from 'pg';
import { newSessionId, signSessionToken } from '../../api/src/auth/tokens.ts';

export interface BenchUser {
  userId: number;
  username: string;
  token: string;
}

/**
 * Creates `count` users named `{prefix}{n}@bench.test` on the platform `platformName` with the
 * built-in role of `roleLevel`, active in `groupId` (and members of it), each with one session.
 */
export async function createSignedInUsers(
  databaseUrl: string,
  tokenSecret: string,
  options: { count: number; prefix: string; platformName: string; roleLevel: number; groupId?: number | null },
): Promise<BenchUser[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: platforms } = await client.query<{ id: number }>(`SELECT id FROM "Platform" WHERE name = $1`, [options.platformName]);
    const pid = platforms[0]!.id;
    const { rows: roles } = await client.query<{ id: number }>(
      `SELECT id FROM "Role" WHERE "roleLevel" = $1 AND (pid IS NULL OR pid = $2) ORDER BY pid NULLS FIRST, id LIMIT 1`,
      [options.roleLevel, pid],
    );
    const { rows: hashes } = await client.query<{ passwordHash: string }>(`SELECT "passwordHash" FROM "User" WHERE username = 'user@acme.test'`);
    const { rows: users } = await client.query<{ id: number; username: string; tokenVersion: number }>(
      `INSERT INTO "User" (pid, username, "firstName", "lastName", "passwordHash", "roleId", "groupId", "updatedAt")
       SELECT $1, $2 || g || '@bench.test', 'Bench', 'User ' || g, $3, $4, $5, now() AT TIME ZONE 'UTC' FROM generate_series(1, $6) AS g
       RETURNING id, username, "tokenVersion"`,
      [pid, options.prefix, hashes[0]!.passwordHash, roles[0]!.id, options.groupId ?? null, options.count],
    );
    if (options.groupId != null) {
      await client.query(`INSERT INTO "GroupMembership" ("groupId", "userId") SELECT $1, unnest($2::int[])`, [options.groupId, users.map((u) => u.id)]);
    }
    const ttlSeconds = 12 * 3600;
    const sessions = users.map((user) => ({ user, sessionId: newSessionId() }));
    await client.query(
      `INSERT INTO "Session" (id, "userId", "expiresAt", "userAgent") SELECT unnest($1::text[]), unnest($2::int[]), (now() AT TIME ZONE 'UTC') + make_interval(secs => $3), 'bench'`,
      [sessions.map((s) => s.sessionId), sessions.map((s) => s.user.id), ttlSeconds],
    );
    return Promise.all(
      sessions.map(async ({ user, sessionId }) => ({
        userId: user.id,
        username: user.username,
        token: (await signSessionToken(tokenSecret, { userId: user.id, username: user.username, version: user.tokenVersion, sessionId }, ttlSeconds)).token,
      })),
    );
  } finally {
    await client.end();
  }
}
