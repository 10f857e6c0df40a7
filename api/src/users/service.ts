import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import { administers, platformWhere, requireViewer, isAdmin, isSuperAdmin, ROLE_LEVEL, type Viewer } from '../schema/access.ts';
import type { Context } from '../context.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { parseInput } from '../schema/input.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  PASSWORD_REQUIRED_ON_CREATE,
  checkConfirmation,
  checkEmail,
  checkNewPassword,
} from '../auth/passwordRules.ts';
import { sendNewUserPasswordEmail } from '../auth/emails.ts';
import { confirmCurrentCredentials } from '../auth/service.ts';
import { announceSessionsEnded, revokeSessions } from '../auth/sessions.ts';
import { publishPresence } from '../live/presence.ts';
import { API_TOKEN_PRIVILEGE_REFUSALS, credentialsRefusal } from '../apiTokens/scopes.ts';
import { recordCreatorsLostAccess } from '../apiTokens/service.ts';
import { admitPlatformMail } from './mailRecipients.ts';
import { newUserDefaultRole } from '../roles/service.ts';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';
import { audited, type AuditSpec } from '../audit/record.ts';

export const CHECKOUT_TYPES = ['order', 'stripe'] as const;
export const MFA_REQUIRED_BY_PLATFORM = FORM_MESSAGES.mfaRequiredByPlatform;
export const CANNOT_DELETE_SELF = FORM_MESSAGES.cannotDeleteYourself;
export const ROLE_ABOVE_OWN = 'You cannot assign a role above your own level.';
export const ROLE_NOT_FOUND = 'Role not found.';
export const USER_ABOVE_OWN = 'You cannot change a user above your own level.';
export const OWN_ROLE = 'You cannot change your own role.';
export const PLATFORM_REQUIRED = FORM_MESSAGES.platformRequired;
export const CHECKOUT_TYPE_REQUIRED = FORM_MESSAGES.checkoutTypeRequired;
export const USERNAME_TAKEN = 'A user with this email address already exists.';

export interface UserInput {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  roleId?: number | null;
  checkoutType?: string | null;
  pid?: number | null;
  enableMFA?: boolean | null;
  /** one's own email, password or MFA changes: the current password (or a passcode when MFA is on) */
  currentPassword?: string | null;
  currentPasscode?: string | null;
}

export type UserOrderField = 'id' | 'username' | 'firstName' | 'lastName' | 'isLoggedIn' | 'roleLevel' | 'pid';

export function userListWhere(viewer: Viewer, args: { search?: string | null; pid?: number | null }): Prisma.UserWhereInput {
  const and: Prisma.UserWhereInput[] = [platformWhere(viewer)];
  if (args.pid != null && isSuperAdmin(viewer)) and.push({ pid: args.pid });
  const search = args.search?.trim();
  if (search) {
    and.push({
      OR: [
        { username: { contains: search, mode: 'insensitive' } },
        { firstName: { contains: search, mode: 'insensitive' } },
        { lastName: { contains: search, mode: 'insensitive' } },
      ],
    });
  }
  return { AND: and };
}

export function userOrderBy(field: UserOrderField, direction: 'asc' | 'desc'): Prisma.UserOrderByWithRelationInput[] {
  if (field === 'id') return [{ id: direction }];
  if (field === 'roleLevel') return [{ role: { roleLevel: direction } }, { id: direction }];
  return [{ [field]: direction } as Prisma.UserOrderByWithRelationInput, { id: direction }];
}

/** A user the viewer may see: themselves, or anyone of a platform they administer. */
export async function loadVisibleUser(ctx: Context, where: { id: number } | { username: string }) {
  const viewer = requireViewer(ctx.viewer);
  const user = await ctx.prisma.user.findUnique({
    where,
    select: { id: true, pid: true, username: true, role: { select: { roleLevel: true } } },
  });
  if (!user || (user.id !== viewer.userId && !administers(viewer, user.pid))) throw notFound('User');
  return user;
}

/**
 * Whether the viewer may give a user of platform `pid` this role: a role of every platform or of
 * that one, at most the viewer's own level, and an administrator's role (level 5 or more) only when
 * signed in, never through an API token. The one rule of the user form and the user import.
 */
export function roleRefusal(viewer: Viewer, role: { pid: number | null; roleLevel: number } | null, pid: number): string | null {
  if (!role || (role.pid != null && role.pid !== pid)) return ROLE_NOT_FOUND;
  if (role.roleLevel > viewer.roleLevel) return ROLE_ABOVE_OWN;
  if (viewer.apiToken && role.roleLevel >= ROLE_LEVEL.admin) return API_TOKEN_PRIVILEGE_REFUSALS.administrators;
  return null;
}

const FORBIDDEN_ROLE_REFUSALS: readonly string[] = [ROLE_ABOVE_OWN, API_TOKEN_PRIVILEGE_REFUSALS.administrators];

async function checkRole(ctx: Context, viewer: Viewer, roleId: number | null | undefined, pid: number) {
  if (roleId == null) throw new AppError(FORM_MESSAGES.roleRequired, { field: 'roleId' });
  const role = await ctx.prisma.role.findUnique({ where: { id: roleId }, select: { id: true, pid: true, roleLevel: true } });
  const refusal = roleRefusal(viewer, role, pid);
  if (refusal) throw new AppError(refusal, { field: 'roleId', ...(FORBIDDEN_ROLE_REFUSALS.includes(refusal) ? { code: 'FORBIDDEN' as const } : {}) });
  return role!;
}

/**
 * The platform a new user (form or import) goes to: level 9 names it, others get their own (and
 * may not name another). Returns the platform with its MFA requirement.
 */
export async function newUserPlatform(ctx: Context, viewer: Viewer, requested: number | null | undefined) {
  if (!isAdmin(viewer)) throw forbidden();
  let pid = viewer.pid;
  if (isSuperAdmin(viewer)) {
    if (requested == null) throw new AppError(PLATFORM_REQUIRED, { field: 'pid' });
    pid = requested;
  } else if (requested != null && requested !== viewer.pid) {
    throw forbidden();
  }
  return platformOf(ctx, pid);
}

function checkCheckoutType(value: string | null | undefined): string {
  if (!value) throw new AppError(CHECKOUT_TYPE_REQUIRED, { field: 'checkoutType' });
  if (!(CHECKOUT_TYPES as readonly string[]).includes(value)) {
    throw new AppError('Checkout type must be order or stripe.', { field: 'checkoutType' });
  }
  return value;
}

function checkName(value: string | null | undefined, field: 'firstName' | 'lastName'): string {
  const name = (value ?? '').trim();
  if (name.length > 100) throw new AppError(`${field === 'firstName' ? 'First' : 'Last'} name must be at most 100 characters.`, { field });
  return name;
}

/** A field rule that throws an AppError, as a zod field whose issue is that error's message. */
const checked = <T>(check: (value: string | null | undefined) => T) =>
  z.unknown().transform((value, ctx): T => {
    try {
      return check(value === undefined ? undefined : value === null ? null : String(value));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
  });

/**
 * The user form's rules for a user's own fields (email, names, checkout type, password), used by
 * createUser and the user import; `creating` requires a password, otherwise a blank one is kept.
 * Role and platform are checked against the database (checkRole, newUserPlatform).
 */
export const userFieldsSchema = (creating: boolean) =>
  z.object({
    username: checked((value) => checkEmail(value)),
    firstName: checked((value) => checkName(value, 'firstName')),
    lastName: checked((value) => checkName(value, 'lastName')),
    // left out (undefined, a blank import cell): order; sent empty: refused as on the form
    checkoutType: checked((value) => checkCheckoutType(value === undefined ? 'order' : value)),
    password: checked((value) =>
      !creating && !value ? null : checkNewPassword(value, { requiredMessage: PASSWORD_REQUIRED_ON_CREATE }),
    ),
  });

async function platformOf(ctx: Context, pid: number) {
  const platform = await ctx.prisma.platform.findUnique({ where: { id: pid }, select: { id: true, requireMFA: true } });
  if (!platform) throw new AppError(PLATFORM_REQUIRED, { field: 'pid' });
  return platform;
}

const uniqueViolation = (error: unknown) => (error as { code?: string }).code === 'P2002';

export async function createUser(ctx: Context, input: UserInput) {
  const viewer = requireViewer(ctx.viewer);
  if (!isAdmin(viewer)) throw forbidden();
  const username = checkEmail(input.username);
  const platform = await newUserPlatform(ctx, viewer, input.pid);
  const pid = platform.id;
  const password = checkNewPassword(input.password, { requiredMessage: PASSWORD_REQUIRED_ON_CREATE });
  if (input.confirmPassword != null) checkConfirmation(password, input.confirmPassword);
  // Without a role the new user gets the platform's level-0 role (spec part 2 §1, §6).
  const role = await checkRole(ctx, viewer, input.roleId ?? (await newUserDefaultRole(ctx.prisma, pid))?.id, pid);
  const fields = parseInput(userFieldsSchema(true), { ...input, checkoutType: input.checkoutType ?? 'order' });
  const checkoutType = fields.checkoutType;
  const data = {
    username,
    firstName: fields.firstName,
    lastName: fields.lastName,
    pid,
    roleId: role.id,
    checkoutType,
    enableMFA: platform.requireMFA || !!input.enableMFA,
    passwordHash: await hashPassword(ctx.config, password),
  };
  if (await ctx.prisma.user.findUnique({ where: { username }, select: { id: true } })) {
    throw new AppError(USERNAME_TAKEN, { field: 'username', code: 'CONFLICT' });
  }
  try {
    return await audited(ctx, { action: 'create', entity: 'User' }, (tx) => tx.user.create({ data, select: { id: true } }));
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError(USERNAME_TAKEN, { field: 'username', code: 'CONFLICT' });
    throw error;
  }
}

/**
 * Edits a user (or one's own profile). Below level 5 only one's own names, email and MFA choice
 * change; administrators may not touch users above their own level or of another platform.
 * Changing one's own email, password or MFA asks for the current password (or a passcode); a new
 * password of one's own ends every other session. An administrator's change to how someone else
 * signs in or what they may do (email, password, MFA, role, platform) ends all of their sessions.
 */
export async function updateUser(ctx: Context, id: number, input: UserInput) {
  const viewer = requireViewer(ctx.viewer);
  const target = await ctx.prisma.user.findUnique({
    where: { id },
    select: { id: true, pid: true, username: true, roleId: true, checkoutType: true, enableMFA: true, role: { select: { roleLevel: true } } },
  });
  // An API token carries its creator's id but is never that user: it edits others as an
  // administrator, and no one's credentials, its creator's account not at all.
  const self = viewer.kind === 'user' && target?.id === viewer.userId;
  if (!target || (!self && !administers(viewer, target.pid))) throw notFound('User');
  if (
    viewer.apiToken &&
    (target.id === viewer.userId ||
      !!input.password ||
      (input.username != null && input.username.trim().toLowerCase() !== target.username) ||
      (input.enableMFA != null && input.enableMFA !== target.enableMFA))
  ) {
    throw credentialsRefusal();
  }
  if (!self && target.role.roleLevel > viewer.roleLevel) throw new AppError(USER_ABOVE_OWN, { code: 'FORBIDDEN' });
  const admin = isAdmin(viewer);

  const data: Prisma.UserUncheckedUpdateInput = {};
  if (input.username != null) data.username = checkEmail(input.username);
  if (input.firstName != null) data.firstName = checkName(input.firstName, 'firstName');
  if (input.lastName != null) data.lastName = checkName(input.lastName, 'lastName');

  let pid = target.pid;
  if (input.pid != null && input.pid !== target.pid) {
    if (!isSuperAdmin(viewer)) throw forbidden();
    await platformOf(ctx, input.pid);
    pid = input.pid;
    data.pid = pid;
    data.groupId = null;
  }
  if (input.roleId != null && (input.roleId !== target.roleId || pid !== target.pid)) {
    if (!admin) throw new AppError(OWN_ROLE, { field: 'roleId', code: 'FORBIDDEN' });
    data.roleId = (await checkRole(ctx, viewer, input.roleId, pid)).id;
  }
  if (input.checkoutType != null && input.checkoutType !== target.checkoutType) {
    if (!admin) throw forbidden();
    data.checkoutType = checkCheckoutType(input.checkoutType);
  }
  if (input.password) {
    if (!admin) throw forbidden('Only an administrator can update a password here. Use "Forgot password" on the login screen.');
    const password = checkNewPassword(input.password, { requiredMessage: PASSWORD_REQUIRED_ON_CREATE });
    if (input.confirmPassword != null) checkConfirmation(password, input.confirmPassword);
    data.passwordHash = await hashPassword(ctx.config, password);
  }
  if (input.enableMFA != null && input.enableMFA !== target.enableMFA) {
    const platform = await platformOf(ctx, pid);
    if (!input.enableMFA && platform.requireMFA) throw new AppError(MFA_REQUIRED_BY_PLATFORM, { field: 'enableMFA' });
    data.enableMFA = input.enableMFA;
    if (!input.enableMFA) {
      data.mfaSecret = null;
      data.mfaLastTimeStep = null;
    }
  }

  const signInChanged = (data.username !== undefined && data.username !== target.username) || data.passwordHash !== undefined || data.enableMFA !== undefined;
  // Sessions that end with this change: one's own others after a new password; all of someone else's.
  let ended: { userId: number; exceptSessionId?: string | null } | null = null;
  if (self) {
    if (signInChanged) await confirmCurrentCredentials(ctx, target.id, input);
    if (data.passwordHash !== undefined) ended = { userId: target.id, exceptSessionId: viewer.session?.id ?? null };
  } else if (signInChanged || data.roleId !== undefined || data.pid !== undefined) {
    ended = { userId: target.id };
    data.isLoggedIn = false;
    // Tokens issued before stop working even where no session row is consulted (passcode steps).
    if (data.passwordHash !== undefined) data.tokenVersion = { increment: 1 };
  }
  try {
    const saved = await ctx.prisma.$transaction(async (tx) => {
      const row = await audited(
        ctx,
        userChange(id, data),
        (tx) => tx.user.update({ where: { id }, data, select: { id: true, pid: true, username: true, isLoggedIn: true } }),
        { tx },
      );
      if (ended) await revokeSessions(tx, ended);
      if (data.roleId !== undefined || data.pid !== undefined) await recordCreatorsLostAccess(tx, { id });
      return row;
    });
    if (ended) announceSessionsEnded(ctx, ended);
    if (data.isLoggedIn === false) publishPresence(ctx.pubsub, saved);
    return saved;
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError(USERNAME_TAKEN, { field: 'username', code: 'CONFLICT' });
    throw error;
  }
}

/**
 * How a user's change is recorded: by what matters most in it (platform, role, password set by an
 * administrator, MFA), or as an update. A new password is noted, never recorded.
 */
function userChange(id: number, data: Prisma.UserUncheckedUpdateInput): AuditSpec {
  const action =
    data.pid !== undefined ? 'platform' : data.roleId !== undefined ? 'role' : data.passwordHash !== undefined ? 'password' : data.enableMFA !== undefined ? 'mfa' : 'update';
  return { action, entity: 'User', ids: [id], ...(data.passwordHash !== undefined ? { note: { passwordChanged: true } } : {}) };
}

async function deletableUsers(ctx: Context, ids: number[]) {
  const viewer = requireViewer(ctx.viewer);
  if (!isAdmin(viewer)) throw forbidden();
  if (ids.length === 0) throw new AppError('Choose at least one user.', { field: 'ids' });
  if (ids.length > 500) throw new AppError('At most 500 users can be deleted at once.', { field: 'ids' });
  if (viewer.userId != null && ids.includes(viewer.userId)) throw new AppError(CANNOT_DELETE_SELF, { field: 'ids', code: 'FORBIDDEN' });
  const users = await ctx.prisma.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, pid: true, username: true, role: { select: { roleLevel: true } } },
  });
  for (const id of ids) {
    const user = users.find((u) => u.id === id);
    if (!user || !administers(viewer, user.pid)) throw notFound('User');
    if (user.role.roleLevel > viewer.roleLevel) throw new AppError(USER_ABOVE_OWN, { code: 'FORBIDDEN' });
  }
  return users;
}

/** Deletes users as one change: every id must be deletable by the viewer, or none is deleted. */
export async function deleteUsers(ctx: Context, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  await deletableUsers(ctx, unique);
  await audited(ctx, { action: 'delete', entity: 'User', ids: unique }, (tx) => tx.user.deleteMany({ where: { id: { in: unique } } }));
  // Their sessions went with them; their live connections close.
  for (const userId of unique) announceSessionsEnded(ctx, { userId });
  return unique;
}

export async function emailNewUserPassword(ctx: Context, input: { username: string; password: string }) {
  const viewer = requireViewer(ctx.viewer);
  if (!isAdmin(viewer)) throw forbidden();
  const username = checkEmail(input.username);
  if (!input.password) throw new AppError('Password is required.', { field: 'password' });
  const user = await ctx.prisma.user.findUnique({
    where: { username },
    select: { id: true, pid: true, username: true, firstName: true, platform: { select: { name: true } } },
  });
  if (!user || !administers(viewer, user.pid)) throw notFound('User');
  await admitPlatformMail(ctx, viewer, user.pid, [user.username], () => 'username');
  await sendNewUserPasswordEmail(ctx, user, input.password);
  return true;
}

export const ADMIN_LEVEL = ROLE_LEVEL.admin;
