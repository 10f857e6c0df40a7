import type { Context, Services } from '../schema/context.ts';
import { AppError } from '../schema/errors.ts';
import { publishPresence } from '../live/presence.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.ts';
import { signSessionToken } from './tokens.ts';

export const LOGIN_FAILED = 'Login failed!';

export interface LoginInput {
  username: string;
  password: string;
  stayLoggedIn: boolean;
}

export interface LoginResult {
  token: string | null;
  expiresAt: number | null;
  userId: number | null;
  mfaRequired: boolean;
  platformRequiresMFA: boolean;
}

const normalizeUsername = (username: string) => username.trim().toLowerCase();

/**
 * Signs a user in. Every failure gives the same message, whether the account or the password was
 * wrong, and repeated failures from one address or against one account are slowed down.
 */
export async function login(ctx: Context, input: LoginInput): Promise<LoginResult> {
  const username = normalizeUsername(input.username ?? '');
  if (!username) throw new AppError('Email address is required.', { field: 'username' });
  if (!input.password) throw new AppError('Password is required.', { field: 'password' });

  const keys = [`address:${ctx.clientAddress}`, `account:${username}`];
  ctx.loginThrottle.check(keys);
  const attempt = ctx.loginThrottle.reserve(keys, [`account:${username}`]);

  const user = await ctx.prisma.user.findUnique({
    where: { username },
    select: {
      id: true, username: true, passwordHash: true, tokenVersion: true, enableMFA: true, mfaSecret: true,
      platform: { select: { requireMFA: true } },
    },
  });
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk) throw new AppError(LOGIN_FAILED, { code: 'UNAUTHENTICATED' });
  attempt.succeeded();

  const platformRequiresMFA = user.platform.requireMFA;
  if (platformRequiresMFA || (user.enableMFA && user.mfaSecret)) {
    // The passcode step completes the sign-in; no session token is issued before it.
    return { token: null, expiresAt: null, userId: user.id, mfaRequired: true, platformRequiresMFA };
  }
  return { ...(await startSession(ctx, user, input.stayLoggedIn)), platformRequiresMFA };
}

/** Issues a session token and marks the user online. */
export async function startSession(
  ctx: Context,
  user: { id: number; username: string; tokenVersion: number },
  stayLoggedIn: boolean,
): Promise<Omit<LoginResult, 'platformRequiresMFA'>> {
  const ttl = stayLoggedIn ? ctx.config.longSessionTtl : ctx.config.sessionTtl;
  const { token, expiresAt } = await signSessionToken(
    ctx.config.tokenSecret,
    { userId: user.id, username: user.username, version: user.tokenVersion },
    ttl,
  );
  await setLoggedIn(ctx, user.id, true);
  return { token, expiresAt, userId: user.id, mfaRequired: false };
}

export async function signOut(ctx: Context): Promise<boolean> {
  if (ctx.viewer?.kind !== 'user' || ctx.viewer.userId == null) return false;
  await setLoggedIn(ctx, ctx.viewer.userId, false);
  return true;
}

export async function setLoggedIn(
  ctx: Pick<Services, 'prisma' | 'pubsub'>,
  userId: number,
  isLoggedIn: boolean,
): Promise<void> {
  const user = await ctx.prisma.user.update({
    where: { id: userId },
    data: { isLoggedIn, lastSeenAt: new Date() },
    select: { id: true, pid: true, username: true, isLoggedIn: true },
  });
  publishPresence(ctx.pubsub, user);
}
