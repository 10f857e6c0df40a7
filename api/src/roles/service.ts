import type { Prisma } from '../generated/prisma/client.ts';
import { audited } from '../audit/record.ts';
import { canReachPlatform, requireViewer, isSuperAdmin, type Viewer } from '../schema/access.ts';
import type { Context } from '../context.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { requireSignedInFor } from '../apiTokens/scopes.ts';
import { recordCreatorsLostAccess } from '../apiTokens/service.ts';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';
import { NEW_USER_LEVEL, defaultNewUserRole } from '@quotecraft/rules/roles';

export const ROLE_LEVEL_MIN = FORM_MESSAGES.levelAtLeastZero;
export const ROLE_LEVEL_MAX =
  FORM_MESSAGES.levelAtMostNine;
export const ROLE_NAME_REQUIRED = 'Name is required';
export const ROLE_IN_USE = 'This role is assigned to users. Assign them another role before deleting it.';

export interface RoleInput {
  name?: string | null;
  description?: string | null;
  roleLevel?: number | null;
  /** null: a built-in role shared by every platform */
  pid?: number | null;
}

/**
 * Roles offered on a platform: the built-in ones and the platform's own, never above the viewer's
 * level (so a form never offers a role its user may not assign).
 */
export function roleListWhere(viewer: Viewer, pid?: number | null): Prisma.RoleWhereInput {
  // Level 9 without a platform: every role, so a form can offer those of whichever platform is picked.
  if (isSuperAdmin(viewer) && pid == null) return {};
  const platform = pid != null && isSuperAdmin(viewer) ? pid : viewer.pid;
  return { roleLevel: { lte: viewer.roleLevel }, OR: [{ pid: null }, { pid: platform }] };
}

function checkInput(input: RoleInput, creating: boolean) {
  const data: Prisma.RoleUncheckedUpdateInput & Prisma.RoleUncheckedCreateInput = {} as never;
  if (creating || input.name != null) {
    const name = (input.name ?? '').trim();
    if (!name) throw new AppError(ROLE_NAME_REQUIRED, { field: 'name' });
    if (name.length > 100) throw new AppError('Name must be at most 100 characters.', { field: 'name' });
    data.name = name;
  }
  if (input.description != null) {
    if (input.description.length > 500) throw new AppError('Description must be at most 500 characters.', { field: 'description' });
    data.description = input.description;
  }
  if (creating || input.roleLevel != null) {
    const level = input.roleLevel;
    if (level == null || !Number.isInteger(level)) throw new AppError(FORM_MESSAGES.roleLevelWhole, { field: 'roleLevel' });
    if (level < 0) throw new AppError(ROLE_LEVEL_MIN, { field: 'roleLevel' });
    if (level > 9) throw new AppError(ROLE_LEVEL_MAX, { field: 'roleLevel' });
    data.roleLevel = level;
  }
  return data;
}

/** Roles are changed by a signed-in level 9 only: never through an API token, whatever its creator's level. */
function roleEditor(ctx: Context): Viewer {
  const viewer = requireViewer(ctx.viewer);
  requireSignedInFor(viewer, 'roles');
  if (!isSuperAdmin(viewer)) throw forbidden();
  return viewer;
}

const nameTaken = () => new AppError('A role with this name already exists.', { field: 'name', code: 'CONFLICT' });

export async function createRole(ctx: Context, input: RoleInput) {
  const viewer = roleEditor(ctx);
  const data = checkInput(input, true);
  const pid = input.pid ?? null;
  if (pid != null && !canReachPlatform(viewer, pid)) throw forbidden();
  if (await ctx.prisma.role.findFirst({ where: { pid, name: data.name as string }, select: { id: true } })) throw nameTaken();
  return ctx.prisma.role.create({
    data: { name: data.name as string, description: (data.description as string) ?? '', roleLevel: data.roleLevel as number, pid },
    select: { id: true },
  });
}

export async function updateRole(ctx: Context, id: number, input: RoleInput) {
  roleEditor(ctx);
  const role = await ctx.prisma.role.findUnique({ where: { id }, select: { id: true, pid: true } });
  if (!role) throw notFound('Role');
  if (input.pid !== undefined && input.pid !== role.pid) throw new AppError('A role stays on its platform.', { field: 'pid' });
  const data = checkInput(input, false);
  if (data.name && (await ctx.prisma.role.findFirst({ where: { pid: role.pid, name: data.name as string, NOT: { id } }, select: { id: true } }))) {
    throw nameTaken();
  }
  return ctx.prisma.$transaction(async (tx) => {
    const saved = await tx.role.update({ where: { id }, data, select: { id: true } });
    if (data.roleLevel !== undefined) await recordCreatorsLostAccess(tx, { roleId: id });
    return saved;
  });
}

export async function deleteRole(ctx: Context, id: number) {
  roleEditor(ctx);
  const role = await ctx.prisma.role.findUnique({ where: { id }, select: { id: true, _count: { select: { users: true } } } });
  if (!role) throw notFound('Role');
  if (role._count.users > 0) throw new AppError(ROLE_IN_USE, { code: 'CONFLICT' });
  await audited(ctx, { action: 'delete', entity: 'Role', ids: [id] }, (tx) => tx.role.delete({ where: { id } }));
  return id;
}

/** The role a new user of platform `pid` gets when none is named (level 0, spec part 2 §1): the rule of `defaultNewUserRole`. */
export async function newUserDefaultRole(db: Pick<Context['prisma'], 'role'>, pid: number) {
  const roles = await db.role.findMany({
    where: { roleLevel: NEW_USER_LEVEL, OR: [{ pid: null }, { pid }] },
    orderBy: { id: 'asc' },
    select: { id: true, pid: true, roleLevel: true },
  });
  return defaultNewUserRole(roles, pid);
}
