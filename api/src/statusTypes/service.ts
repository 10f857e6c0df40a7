import { z } from 'zod';
import { audited } from '../audit/record.ts';
import { requiredError } from '../schema/zodMessages.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { administers, platformWhere, requireViewer, isSuperAdmin } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { flag, parseInput } from '../schema/input.ts';
import { pageArgs, type ListPage } from '../schema/listPage.ts';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

export const ROLE_LEVEL_MIN_MESSAGE = FORM_MESSAGES.levelAtLeastZero;
export const ROLE_LEVEL_MAX_MESSAGE =
  FORM_MESSAGES.levelAtMostNine;
export const DISPLAY_ORDER_MESSAGE = FORM_MESSAGES.displayOrderAtLeastZero;

const whole = (message: string) => z.coerce.number({ error: message }).int(message);

const fields = {
  name: z.string({ error: requiredError(FORM_MESSAGES.nameRequired) }).trim().min(1, FORM_MESSAGES.nameRequired).max(100),
  visible: z.preprocess(flag, z.boolean({ error: 'visible must be "1" or "0".' })),
  roleLevel: whole(FORM_MESSAGES.statusTypeRoleLevelWhole).min(0, ROLE_LEVEL_MIN_MESSAGE).max(9, ROLE_LEVEL_MAX_MESSAGE),
  displayOrder: whole(FORM_MESSAGES.displayOrderWhole).min(0, DISPLAY_ORDER_MESSAGE),
  pid: z.coerce.number().int().positive().nullish(),
};
const createSchema = z.object({ ...fields, visible: fields.visible.default(true), roleLevel: fields.roleLevel.default(0), displayOrder: fields.displayOrder.default(0) });
const updateSchema = z.object(fields).partial();

/** Status types of the viewer's platform (level 9: all, or one platform), those assignable at `roleLevel` when given. */
export function statusTypeWhere(ctx: Context, options: { roleLevel?: number | null; pid?: number | null; search?: string | null } = {}) {
  const viewer = requireViewer(ctx.viewer);
  const where: Prisma.StatusTypeWhereInput = { ...platformWhere(viewer) };
  if (isSuperAdmin(viewer) && options.pid != null) where.pid = options.pid;
  if (options.roleLevel != null) where.roleLevel = { lte: options.roleLevel };
  const term = options.search?.trim();
  if (term) where.name = { contains: term, mode: 'insensitive' };
  return where;
}

export async function listStatusTypes(ctx: Context, roleLevel: number | null | undefined, page: ListPage) {
  const where = statusTypeWhere(ctx, { roleLevel });
  const [rows, total] = await Promise.all([
    ctx.prisma.statusType.findMany({ where, orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }], ...pageArgs(page) }),
    ctx.prisma.statusType.count({ where }),
  ]);
  return { rows, total };
}

export async function createStatusType(ctx: Context, rawInput: unknown) {
  const viewer = requireViewer(ctx.viewer);
  const { pid: requested, ...data } = parseInput(createSchema, rawInput);
  // Another platform named by an administrator is refused, not replaced by their own.
  const pid = requested ? requested : viewer.pid;
  if (!administers(viewer, pid)) throw forbidden();
  return ctx.prisma.statusType.create({ data: { ...data, pid } });
}

async function loadEditable(ctx: Context, id: number) {
  const viewer = requireViewer(ctx.viewer);
  const existing = await ctx.prisma.statusType.findUnique({ where: { id } });
  if (!existing || !administers(viewer, existing.pid)) throw notFound('Status type');
  return existing;
}

export async function updateStatusType(ctx: Context, id: number, rawInput: unknown) {
  const existing = await loadEditable(ctx, id);
  const { pid, ...data } = parseInput(updateSchema, rawInput);
  if (pid != null && pid !== existing.pid) throw new AppError('A status type stays on its platform.', { field: 'pid' });
  return ctx.prisma.statusType.update({ where: { id }, data });
}

export async function deleteStatusType(ctx: Context, id: number) {
  const existing = await loadEditable(ctx, id);
  await audited(ctx, { action: 'delete', entity: 'StatusType', ids: [id] }, (tx) => tx.statusType.delete({ where: { id } }));
  return existing;
}
