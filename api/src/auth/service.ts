import { randomBytes } from 'node:crypto';
import type { Context, Services } from '../context.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { AppError } from '../schema/errors.ts';
import { publishPresence } from '../live/presence.ts';
import { hashPassword, decoyPasswordHash, randomPassword, verifyPassword } from './passwords.ts';
import { signSessionToken, readExpiredSessionToken } from './tokens.ts';
import {
  CANNOT_GENERATE_SECRET,
  INCORRECT_PASSCODE,
  enrolmentDetails,
  newMfaSecret,
  normalizePasscode,
  passcodeTimeStep,
  signMfaChallenge,
  verifyMfaChallenge,
} from './mfa.ts';
import {
  NAME_REQUIRED,
  checkConfirmation,
  checkEmail,
  checkNewPassword,
  normalizeUsername,
} from './passwordRules.ts';
import { sendPasswordResetEmail, sendSignUpAttemptEmail, welcomeEmail } from './emails.ts';
import { signInAttempt } from './throttle.ts';
import { newUserDefaultRole } from '../roles/service.ts';
import { announceSessionsEnded, endSessions, openSession, revokeSessions } from './sessions.ts';
import { SIGN_IN_MESSAGES } from '@quotecraft/rules/passwords';

export const LOGIN_FAILED = 'Login failed!';
export const INVALID_RESET_REQUEST = SIGN_IN_MESSAGES.invalidResetRequest;
export const ACCOUNT_EXISTS = 'An account with this email address already exists.';
/** How long a password reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000;

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
  /** exchanged with a passcode for the session token (verifyPasscode) */
  mfaToken?: string | null;
  /** enrolment: the user has no secret yet; scan this and confirm with a passcode */
  needsEnrollment?: boolean;
  secret?: string | null;
  otpauthUrl?: string | null;
  qrCode?: string | null;
}

const SESSION_USER_SELECT = {
  id: true, username: true, passwordHash: true, tokenVersion: true, enableMFA: true, mfaSecret: true,
  platform: { select: { requireMFA: true } },
} as const;

type SessionUser = { id: number; username: string; tokenVersion: number; enableMFA: boolean; mfaSecret: string | null; platform: { requireMFA: boolean } };

/**
 * Signs a user in. Every failure gives the same message, whether the account or the password was
 * wrong, and repeated failures from one address or against one account are slowed down.
 */
export async function login(ctx: Context, input: LoginInput): Promise<LoginResult> {
  const username = normalizeUsername(input.username ?? '');
  if (!username) throw new AppError('Email address is required.', { field: 'username' });
  if (!input.password) throw new AppError('Password is required.', { field: 'password' });

  const { keys, ...options } = signInAttempt(username, ctx.clientAddress);
  const attempt = await ctx.loginThrottle.attempt(keys, options);

  const user = await ctx.prisma.user.findUnique({ where: { username }, select: SESSION_USER_SELECT });
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash(ctx.config)), input.password);
  if (!user || !passwordOk) throw new AppError(LOGIN_FAILED, { code: 'UNAUTHENTICATED' });
  await attempt.succeeded();
  return continueSignIn(ctx, user, input.stayLoggedIn);
}

/** After the password (or a new account): a passcode step when MFA applies, else a session. */
async function continueSignIn(ctx: Context, user: SessionUser, stayLoggedIn: boolean, forceMfa = false): Promise<LoginResult> {
  const platformRequiresMFA = user.platform.requireMFA;
  if (platformRequiresMFA || user.enableMFA || forceMfa) {
    // The passcode step completes the sign-in; no session token is issued before it.
    const pendingSecret = user.mfaSecret ? null : newMfaSecret();
    const mfaToken = await signMfaChallenge(ctx.config.tokenSecret, {
      userId: user.id, version: user.tokenVersion, stayLoggedIn, pendingSecret,
    });
    const enrolment = pendingSecret ? await enrolmentDetails(user.username, pendingSecret) : null;
    return {
      token: null, expiresAt: null, userId: user.id, mfaRequired: true, platformRequiresMFA, mfaToken,
      needsEnrollment: !!pendingSecret,
      secret: enrolment?.secret ?? null,
      otpauthUrl: enrolment?.otpauthUrl ?? null,
      qrCode: enrolment?.qrCode ?? null,
    };
  }
  return { ...(await startSession(ctx, user, stayLoggedIn)), platformRequiresMFA, needsEnrollment: false };
}

export interface PasscodeInput {
  mfaToken: string;
  passcode: string;
  /** the legacy body names the account and echoes the enrolment secret; both must be the step's own */
  username?: string | null;
  secret?: string | null;
}

/**
 * The passcode step: a passcode of the user's secret (or of the secret offered for enrolment) for
 * a time step later than the last one accepted, so an intercepted passcode cannot be replayed.
 * Wrong passcodes are throttled per account and per address like passwords.
 */
export async function verifyPasscode(ctx: Context, input: PasscodeInput): Promise<LoginResult> {
  const passcode = normalizePasscode(input.passcode);
  const challenge = await verifyMfaChallenge(ctx.config.tokenSecret, input.mfaToken);
  const keys = [`address:${ctx.clientAddress}`, `passcode:${challenge.userId}`];
  const attempt = await ctx.loginThrottle.attempt(keys, { forgivable: [`passcode:${challenge.userId}`] });

  const user = await ctx.prisma.user.findUnique({ where: { id: challenge.userId }, select: SESSION_USER_SELECT });
  if (!user || user.tokenVersion !== challenge.version) throw new AppError(INCORRECT_PASSCODE, { code: 'UNAUTHENTICATED', field: 'passcode' });
  if (input.username && normalizeUsername(input.username) !== user.username) throw new AppError(INCORRECT_PASSCODE, { code: 'UNAUTHENTICATED', field: 'username' });
  const secret = user.mfaSecret ?? challenge.pendingSecret;
  if (!secret) throw new AppError(INCORRECT_PASSCODE, { code: 'UNAUTHENTICATED', field: 'passcode' });
  // Only the secret this step offered can be enrolled; an enrolled user's secret is never sent out, so nothing else is compared.
  if (input.secret && !user.mfaSecret && input.secret !== challenge.pendingSecret) throw new AppError(INCORRECT_PASSCODE, { code: 'UNAUTHENTICATED', field: 'secret' });
  const step = passcodeTimeStep(passcode, secret);
  if (step === null) throw new AppError(INCORRECT_PASSCODE, { code: 'UNAUTHENTICATED', field: 'passcode' });

  // One conditional update: two requests racing with the same passcode cannot both win.
  const accepted = await ctx.prisma.user.updateMany({
    where: {
      id: user.id,
      tokenVersion: challenge.version,
      OR: [{ mfaLastTimeStep: null }, { mfaLastTimeStep: { lt: step } }],
      ...(user.mfaSecret ? { mfaSecret: user.mfaSecret } : { mfaSecret: null }),
    },
    data: { mfaLastTimeStep: step, mfaSecret: secret, enableMFA: true },
  });
  if (accepted.count !== 1) throw new AppError(INCORRECT_PASSCODE, { code: 'UNAUTHENTICATED', field: 'passcode' });
  await attempt.succeeded();
  return { ...(await startSession(ctx, user, challenge.stayLoggedIn)), platformRequiresMFA: user.platform.requireMFA, needsEnrollment: false };
}

/** The enrolment secret and QR code of an open passcode step ("Cannot generate secret." otherwise). */
export async function mfaSecretFor(ctx: Context, mfaToken: string | null | undefined) {
  let challenge;
  try {
    challenge = await verifyMfaChallenge(ctx.config.tokenSecret, mfaToken);
  } catch {
    throw new AppError(CANNOT_GENERATE_SECRET, { code: 'UNAUTHENTICATED' });
  }
  const user = await ctx.prisma.user.findUnique({ where: { id: challenge.userId }, select: { username: true, mfaSecret: true } });
  if (!user || user.mfaSecret || !challenge.pendingSecret) throw new AppError(CANNOT_GENERATE_SECRET);
  return enrolmentDetails(user.username, challenge.pendingSecret);
}

/** Opens a session, issues its token and marks the user online. */
export async function startSession(
  ctx: Context,
  user: { id: number; username: string; tokenVersion: number },
  stayLoggedIn: boolean,
): Promise<Omit<LoginResult, 'platformRequiresMFA'>> {
  const ttl = stayLoggedIn ? ctx.config.longSessionTtl : ctx.config.sessionTtl;
  const session = await openSession(ctx, user.id, ttl);
  const { token, expiresAt } = await signSessionToken(
    ctx.config.tokenSecret,
    { userId: user.id, username: user.username, version: user.tokenVersion, sessionId: session.id },
    ttl,
  );
  await setLoggedIn(ctx, user.id, true);
  return { token, expiresAt, userId: user.id, mfaRequired: false, mfaToken: null };
}

/** Ends the caller's session: its token is refused from now on, on every instance, and its live connections close. */
export async function signOut(ctx: Context): Promise<boolean> {
  if (ctx.viewer?.kind !== 'user' || ctx.viewer.userId == null || !ctx.viewer.session) return false;
  await endSessions(ctx, { userId: ctx.viewer.userId, sessionId: ctx.viewer.session.id });
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

/**
 * A session token ran out: the user is shown offline, unless they signed in again since that token
 * was issued (another session is still open).
 */
export async function expireSession(ctx: Pick<Services, 'prisma' | 'pubsub' | 'config'>, token: string): Promise<boolean> {
  const expired = await readExpiredSessionToken(ctx.config.tokenSecret, token);
  if (!expired) return false;
  const user = await ctx.prisma.user.findUnique({
    where: { id: expired.userId },
    select: { isLoggedIn: true, lastSeenAt: true, tokenVersion: true },
  });
  if (!user?.isLoggedIn || user.tokenVersion !== expired.version) return false;
  if (user.lastSeenAt && user.lastSeenAt.getTime() > expired.issuedAt * 1000 + 1000) return false;
  await setLoggedIn(ctx, expired.userId, false);
  return true;
}

// Confirming who is at the keyboard before changes to one's own sign-in

export const CURRENT_PASSWORD_REQUIRED =
  'Enter your current password to change your email address, password or two-factor authentication.';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect.';

/**
 * A holder of a session token proves they also know the account's password (or, with MFA on, hold
 * its authenticator: a passcode for a time step not used before) before changing how the account
 * signs in. Wrong answers are throttled per account and per address like sign-ins.
 */
export async function confirmCurrentCredentials(
  ctx: Context,
  userId: number,
  proof: { currentPassword?: string | null; currentPasscode?: string | null },
): Promise<void> {
  const password = proof.currentPassword ?? '';
  const passcode = (proof.currentPasscode ?? '').trim();
  if (!password && !passcode) throw new AppError(CURRENT_PASSWORD_REQUIRED, { field: 'currentPassword', code: 'FORBIDDEN' });
  const keys = [`address:${ctx.clientAddress}`, `confirm:${userId}`];
  const attempt = await ctx.loginThrottle.attempt(keys, { forgivable: [`confirm:${userId}`] });
  const user = await ctx.prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { passwordHash: true, enableMFA: true, mfaSecret: true },
  });
  if (password) {
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError(CURRENT_PASSWORD_INCORRECT, { field: 'currentPassword', code: 'FORBIDDEN' });
    }
  } else {
    if (!user.enableMFA || !user.mfaSecret) throw new AppError(CURRENT_PASSWORD_REQUIRED, { field: 'currentPassword', code: 'FORBIDDEN' });
    const step = passcodeTimeStep(normalizePasscode(passcode), user.mfaSecret);
    const accepted =
      step !== null &&
      (await ctx.prisma.user.updateMany({
        where: { id: userId, mfaSecret: user.mfaSecret, OR: [{ mfaLastTimeStep: null }, { mfaLastTimeStep: { lt: step } }] },
        data: { mfaLastTimeStep: step },
      })).count === 1;
    if (!accepted) throw new AppError(INCORRECT_PASSCODE, { field: 'currentPasscode', code: 'FORBIDDEN' });
  }
  await attempt.succeeded();
}

// Sign-up and registration

export interface SignUpInput {
  name: string;
  username: string;
  password?: string | null;
  confirmPassword?: string | null;
  stayLoggedIn?: boolean | null;
}

function splitName(name: string) {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/** What sign-up checks before it answers: the same for every address, taken or not. */
async function checkSignUp(ctx: Context, input: SignUpInput, options: { passwordRequired: boolean }) {
  const name = (input.name ?? '').trim();
  if (!name) throw new AppError(NAME_REQUIRED, { field: 'name' });
  if (name.length > 200) throw new AppError('Name must be at most 200 characters.', { field: 'name' });
  const username = checkEmail(input.username);
  if (options.passwordRequired && input.password == null) throw new AppError('Password is required.', { field: 'password' });
  // Without a password the account gets a random one, which the welcome email's link replaces.
  const password = input.password == null ? null : checkNewPassword(input.password);
  if (password != null) checkConfirmation(password, input.confirmPassword);
  // Every request counts, whether the address has an account or not.
  await ctx.loginThrottle.attempt([`signup-address:${ctx.clientAddress}`, `signup-account:${username}`], {
    message: 'Too many sign-up requests. Please wait and try again.',
  });
  return { name, username, passwordHash: await hashPassword(ctx.config, password ?? randomPassword()), ownPassword: password != null };
}

type CheckedSignUp = Awaited<ReturnType<typeof checkSignUp>>;

/**
 * After the answer: a new address gets its account and a welcome email; an address that already
 * has an account gets no second one, and its owner an email saying someone tried to register it.
 */
async function completeSignUp(ctx: Context, signUp: CheckedSignUp, options: { enableMFA: boolean }): Promise<void> {
  const existing = await ctx.prisma.user.findUnique({ where: { username: signUp.username }, select: ACCOUNT_MAIL_SELECT });
  if (existing) {
    await sendSignUpAttemptEmail(ctx, existing);
    return;
  }
  const platform = await ctx.prisma.platform.findFirst({ where: { isDefault: true }, orderBy: { id: 'asc' }, select: { id: true, name: true } });
  const role = platform && (await newUserDefaultRole(ctx.prisma, platform.id));
  if (!platform || !role) throw new Error('Sign-up needs a default platform with a level-0 role');
  const names = splitName(signUp.name);
  const passwordLink = signUp.ownPassword ? null : newResetLink(SIGN_UP_PASSWORD_LINK_TTL_MS);
  const welcome = await welcomeEmail(
    ctx,
    { username: signUp.username, firstName: names.firstName, pid: platform.id, platform: { name: platform.name } },
    { mfa: options.enableMFA, passwordLink },
  );
  try {
    // One change: the account, the link that sets its password (when it has none) and the welcome
    // email (a mail job, sent and retried by a worker) are written together or not at all.
    await ctx.prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { ...names, username: signUp.username, passwordHash: signUp.passwordHash, pid: platform.id, roleId: role.id, enableMFA: options.enableMFA },
        select: { id: true },
      });
      if (passwordLink) await tx.passwordResetRequest.create({ data: { ...passwordLink, userId: user.id } });
      await ctx.mailer.send(welcome.message, { ...welcome.options, db: tx });
    });
  } catch (error) {
    // registered meanwhile by another request: its owner is told, as above
    if ((error as { code?: string }).code !== 'P2002') throw error;
    const raced = await ctx.prisma.user.findUnique({ where: { username: signUp.username }, select: ACCOUNT_MAIL_SELECT });
    if (raced) await sendSignUpAttemptEmail(ctx, raced);
  }
}

const ACCOUNT_MAIL_SELECT = { id: true, username: true, firstName: true, pid: true, platform: { select: { name: true } } } as const;
/** How long the link that sets the password of an account signed up without one works. */
export const SIGN_UP_PASSWORD_LINK_TTL_MS = 24 * 60 * 60_000;

/**
 * Sign-up answers the same whether the address already has an account or not, byte for byte and
 * after the same work (checks, throttle, password hash): the account is created, or its owner
 * warned, by email afterwards. So sign-up never tells which addresses have accounts.
 */
async function startSignUp(ctx: Context, input: SignUpInput, options: { enableMFA: boolean }): Promise<boolean> {
  const checked = await checkSignUp(ctx, input, { passwordRequired: options.enableMFA });
  void completeSignUp(ctx, checked, options).catch((error) => ctx.log.error({ err: error }, 'Completing a sign-up failed'));
  return true;
}

/** "Try it out!": a public account on the default platform; the visitor signs in once the welcome email has come. */
export function signUp(ctx: Context, input: SignUpInput): Promise<boolean> {
  return startSignUp(ctx, input, { enableMFA: false });
}

/** Password registration: as sign-up, and the first sign-in enrols an authenticator. */
export function registerWithPassword(ctx: Context, input: SignUpInput): Promise<boolean> {
  return startSignUp(ctx, input, { enableMFA: true });
}

// Password reset

/**
 * Sends a reset link when the account exists. The answer is the same either way, byte for byte,
 * and comes before the account is even looked up: the link and the email are made afterwards, so
 * neither the answer nor the time it takes tells which addresses have accounts.
 */
export async function forgotPassword(ctx: Context, input: { username: string }): Promise<boolean> {
  const username = checkEmail(input.username);
  // Every request counts; the delays only start after the free ones.
  await ctx.loginThrottle.attempt([`reset-address:${ctx.clientAddress}`, `reset-account:${username}`], {
    message: 'Too many password reset requests. Please wait and try again.',
  });
  void sendResetLink(ctx, username).catch((error) => ctx.log.error({ err: error }, 'Sending a password reset email failed'));
  return true;
}

async function sendResetLink(ctx: Context, username: string): Promise<void> {
  const user = await ctx.prisma.user.findUnique({
    where: { username },
    select: { id: true, username: true, firstName: true, pid: true, platform: { select: { name: true } } },
  });
  if (!user) return;
  // the link and its email together: a link nobody was sent is never left behind
  await ctx.prisma.$transaction(async (tx) => {
    const { id, expirationDate } = await openResetLink(tx, user.id, RESET_LINK_TTL_MS);
    await sendPasswordResetEmail(ctx, user, id, expirationDate, tx);
  });
}

/** A password link (/ResetPassword?request=…) for a user, working once until it expires. */
/** A new password link's id and expiry (not yet written). */
function newResetLink(ttlMs: number) {
  return { id: randomBytes(32).toString('base64url'), expirationDate: new Date(Date.now() + ttlMs) };
}

async function openResetLink(db: Prisma.TransactionClient, userId: number, ttlMs: number) {
  const { id, expirationDate } = newResetLink(ttlMs);
  await db.passwordResetRequest.create({ data: { id, userId, expirationDate } });
  return { id, expirationDate };
}

async function openResetRequest(ctx: Context, requestId: string | null | undefined) {
  if (!requestId || requestId.length > 200) throw new AppError(INVALID_RESET_REQUEST, { field: 'request' });
  const request = await ctx.prisma.passwordResetRequest.findUnique({
    where: { id: requestId },
    select: { id: true, userId: true, expirationDate: true, usedAt: true, user: { select: { username: true } } },
  });
  if (!request || request.usedAt || request.expirationDate.getTime() <= Date.now()) {
    throw new AppError(INVALID_RESET_REQUEST, { field: 'request' });
  }
  return request;
}

/** The reset link's request while it is unused and unexpired. */
export async function getPasswordResetRequest(ctx: Context, requestId: string) {
  const request = await openResetRequest(ctx, requestId);
  return { id: request.id, userId: request.userId, username: request.user.username, expirationDate: request.expirationDate };
}

/**
 * Sets a new password from a reset link. The link works once; every session of the user ends, and
 * signing in afterwards still asks for the passcode when MFA applies.
 */
export async function resetPassword(
  ctx: Context,
  input: { request: string; password: string; confirmPassword: string },
): Promise<boolean> {
  await openResetRequest(ctx, input.request);
  const password = checkNewPassword(input.password);
  checkConfirmation(password, input.confirmPassword);
  const passwordHash = await hashPassword(ctx.config, password);
  const userId = await ctx.prisma.$transaction(async (tx) => {
    const used = await tx.passwordResetRequest.updateMany({
      where: { id: input.request, usedAt: null, expirationDate: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (used.count !== 1) throw new AppError(INVALID_RESET_REQUEST, { field: 'request' });
    const request = await tx.passwordResetRequest.findUniqueOrThrow({ where: { id: input.request }, select: { userId: true } });
    await tx.user.update({
      where: { id: request.userId },
      data: { passwordHash, tokenVersion: { increment: 1 }, isLoggedIn: false },
    });
    await revokeSessions(tx, { userId: request.userId });
    // Other links sent before this one stop working too.
    await tx.passwordResetRequest.updateMany({ where: { userId: request.userId, usedAt: null }, data: { usedAt: new Date() } });
    return request.userId;
  });
  announceSessionsEnded(ctx, { userId });
  const user = await ctx.prisma.user.findUnique({ where: { id: userId }, select: { id: true, pid: true, username: true, isLoggedIn: true } });
  if (user) publishPresence(ctx.pubsub, user);
  return true;
}
