import { z } from 'zod';
import { audited } from '../audit/record.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { administers, canReachPlatform, platformWhere, requireViewer, type Viewer, isAdmin } from '../schema/access.ts';
import { AppError, forbidden, notFound } from '../schema/errors.ts';
import { parseInput } from './validation.ts';
import { pageArgs, type ListPage } from '../schema/listPage.ts';

/** Sets (or with null clears) the signed-in user's group filter; only a group the user belongs to. */
export async function setActiveGroup(ctx: Context, groupId: number | null): Promise<number> {
  const viewer = requireViewer(ctx.viewer);
  if (viewer.kind !== 'user' || viewer.userId == null) throw forbidden();
  if (groupId != null) {
    const membership = await ctx.prisma.groupMembership.findUnique({
      where: { groupId_userId: { groupId, userId: viewer.userId } },
      select: { groupId: true },
    });
    if (!membership) throw new AppError('You are not a member of that group.', { field: 'groupId', code: 'FORBIDDEN' });
  }
  await ctx.prisma.user.update({ where: { id: viewer.userId }, data: { groupId } });
  return viewer.userId;
}

export async function isGroupMember(ctx: Context, groupId: number): Promise<boolean> {
  const userId = ctx.viewer?.userId;
  if (userId == null) return false;
  const membership = await ctx.prisma.groupMembership.findUnique({
    where: { groupId_userId: { groupId, userId } },
    select: { groupId: true },
  });
  return !!membership;
}

export function requireAdmin(ctx: Context): Viewer {
  const viewer = requireViewer(ctx.viewer);
  if (!isAdmin(viewer)) throw forbidden();
  return viewer;
}

/** The platforms an administrator may assign things to: their own, or every platform for level 9. */
export function assignablePlatformsWhere(viewer: Viewer): Prisma.PlatformWhereInput {
  return platformWhere(viewer).pid != null ? { id: viewer.pid } : {};
}

/** The pid of a list request: level 9 may name any platform, others only their own. */
export function listPid(viewer: Viewer, pid: number | null | undefined): number {
  if (pid == null) return viewer.pid;
  if (!canReachPlatform(viewer, pid)) throw forbidden();
  return pid;
}

const optionalId = z.preprocess(
  (value) => (value === '' || value === 'null' || value === 0 || value === '0' ? null : value),
  z.coerce.number().int().positive().nullish(),
);

export const groupInputSchema = z.object({
  pid: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: 'Platform is required!' }).int().positive('Platform is required!')),
  name: z.string().trim().max(200).nullish().transform((v) => v ?? ''),
  description: z.string().trim().max(2000).nullish().transform((v) => v ?? ''),
  defaultCustomerId: optionalId,
  productListId: optionalId,
});

export type GroupInput = z.input<typeof groupInputSchema>;

async function loadGroup(ctx: Context, viewer: Viewer, id: number) {
  const group = await ctx.prisma.group.findUnique({ where: { id } });
  if (!group || !administers(viewer, group.pid)) throw notFound('Group');
  return group;
}

export async function getGroup(ctx: Context, id: number) {
  const viewer = requireAdmin(ctx);
  const group = await loadGroup(ctx, viewer, id);
  const members = await ctx.prisma.groupMembership.findMany({ where: { groupId: id }, select: { userId: true }, orderBy: { userId: 'asc' } });
  return { ...group, userIds: members.map((m) => m.userId) };
}

/** The groups of a platform (with their members' ids), or only those `username` belongs to. */
export async function listGroups(ctx: Context, options: { pid?: number | null; username?: string | null }, page: ListPage) {
  const viewer = requireAdmin(ctx);
  const username = options.username?.trim().toLowerCase();
  const where: Prisma.GroupWhereInput = { pid: listPid(viewer, options.pid), ...(username ? { members: { some: { user: { username } } } } : {}) };
  const [groups, total] = await Promise.all([
    ctx.prisma.group.findMany({
      where,
      include: { members: { select: { userId: true }, orderBy: { userId: 'asc' } } },
      orderBy: { id: 'asc' },
      ...pageArgs(page),
    }),
    ctx.prisma.group.count({ where }),
  ]);
  return { rows: groups.map(({ members, ...group }) => ({ ...group, userIds: members.map((m) => m.userId) })), total };
}

async function checkReferences(db: Prisma.TransactionClient, pid: number, input: { defaultCustomerId?: number | null; productListId?: number | null }) {
  if (input.defaultCustomerId != null) {
    const customer = await db.customer.findUnique({ where: { id: input.defaultCustomerId }, select: { pid: true, erpId: true } });
    if (!customer || customer.pid !== pid) throw new AppError('The default customer must be a customer of the group’s platform.', { field: 'defaultCustomerId' });
    if (!customer.erpId) throw new AppError('The default customer must have an ERP id.', { field: 'defaultCustomerId' });
  }
  if (input.productListId != null) {
    const list = await db.productList.findUnique({ where: { id: input.productListId }, select: { pid: true } });
    if (!list || list.pid !== pid) throw new AppError('The product list must belong to the group’s platform.', { field: 'productListId' });
  }
}

/** Another platform named by an administrator is refused with the access error, as for any foreign record. */
function assertCanAssignPlatform(viewer: Viewer, pid: number) {
  if (!canReachPlatform(viewer, pid)) throw forbidden();
}

export async function createGroup(ctx: Context, rawInput: unknown) {
  const viewer = requireAdmin(ctx);
  const input = parseInput(groupInputSchema, rawInput);
  assertCanAssignPlatform(viewer, input.pid);
  await checkReferences(ctx.prisma, input.pid, input);
  return audited(ctx, { action: 'create', entity: 'Group' }, (tx) => tx.group.create({ data: input }));
}

export async function updateGroup(ctx: Context, id: number, rawInput: unknown) {
  const viewer = requireAdmin(ctx);
  const existing = await loadGroup(ctx, viewer, id);
  const raw = (rawInput ?? {}) as Record<string, unknown>;
  const input = parseInput(groupInputSchema, {
    pid: existing.pid,
    name: existing.name,
    description: existing.description,
    defaultCustomerId: existing.defaultCustomerId,
    productListId: existing.productListId,
    ...Object.fromEntries(Object.entries(raw).filter(([key]) => key in groupInputSchema.shape)),
  });
  assertCanAssignPlatform(viewer, input.pid);
  return audited(ctx, { action: 'update', entity: 'Group', ids: [id] }, async (tx) => {
    await checkReferences(tx, input.pid, input);
    if (input.pid !== existing.pid) {
      // Members must be users of the group's platform.
      const strangers = await tx.groupMembership.findMany({ where: { groupId: id, user: { pid: { not: input.pid } } }, select: { userId: true } });
      const userIds = strangers.map((s) => s.userId);
      await tx.groupMembership.deleteMany({ where: { groupId: id, userId: { in: userIds } } });
      await tx.user.updateMany({ where: { id: { in: userIds }, groupId: id }, data: { groupId: null } });
    }
    return tx.group.update({ where: { id }, data: input });
  });
}

export async function deleteGroup(ctx: Context, id: number) {
  const viewer = requireAdmin(ctx);
  const existing = await loadGroup(ctx, viewer, id);
  await audited(ctx, { action: 'delete', entity: 'Group', ids: [id] }, (tx) => tx.group.delete({ where: { id } }));
  return existing;
}

async function loadMemberCandidate(db: Prisma.TransactionClient, group: { pid: number }, userId: number) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, pid: true, username: true } });
  if (!user || user.pid !== group.pid) throw new AppError('The user must belong to the group’s platform.', { field: 'userId', code: 'NOT_FOUND' });
  return user;
}

/** Adds or removes one member: the user's group list and the group's members are the same rows. */
export async function setGroupMember(ctx: Context, groupId: number, userId: number, member: boolean) {
  const viewer = requireAdmin(ctx);
  const group = await loadGroup(ctx, viewer, groupId);
  return audited(ctx, { action: 'groups', entity: 'User', ids: [userId] }, async (tx) => {
    await loadMemberCandidate(tx, group, userId);
    if (member) {
      await tx.groupMembership.upsert({
        where: { groupId_userId: { groupId, userId } },
        create: { groupId, userId },
        update: {},
      });
    } else {
      await tx.groupMembership.deleteMany({ where: { groupId, userId } });
      // A user no longer in the group stops filtering by it.
      await tx.user.updateMany({ where: { id: userId, groupId }, data: { groupId: null } });
    }
    return group;
  });
}

/** Replaces the group's members with exactly these users (the `userIds` JSON array form). */
export async function setGroupMembers(ctx: Context, groupId: number, userIds: number[]) {
  const viewer = requireAdmin(ctx);
  const group = await loadGroup(ctx, viewer, groupId);
  const wanted = [...new Set(userIds)];
  const current = await ctx.prisma.groupMembership.findMany({ where: { groupId }, select: { userId: true } });
  const touched = [...new Set([...wanted, ...current.map((m) => m.userId)])];
  return audited(ctx, { action: 'groups', entity: 'User', ids: touched }, async (tx) => {
    for (const userId of wanted) await loadMemberCandidate(tx, group, userId);
    const removed = await tx.groupMembership.findMany({ where: { groupId, userId: { notIn: wanted } }, select: { userId: true } });
    await tx.groupMembership.deleteMany({ where: { groupId, userId: { notIn: wanted } } });
    await tx.user.updateMany({ where: { id: { in: removed.map((r) => r.userId) }, groupId }, data: { groupId: null } });
    await tx.groupMembership.createMany({ data: wanted.map((userId) => ({ groupId, userId })), skipDuplicates: true });
    return group;
  });
}

/** Replaces the user's groups (the user-side `groupIds` JSON array form). */
export async function setUserGroups(ctx: Context, userId: number, groupIds: number[]) {
  const viewer = requireAdmin(ctx);
  const user = await ctx.prisma.user.findUnique({ where: { id: userId }, select: { id: true, pid: true, groupId: true } });
  if (!user || !administers(viewer, user.pid)) throw notFound('User');
  const wanted = [...new Set(groupIds)];
  return audited(ctx, { action: 'groups', entity: 'User', ids: [userId] }, async (tx) => {
    const groups = await tx.group.findMany({ where: { id: { in: wanted } }, select: { id: true, pid: true } });
    if (groups.length !== wanted.length || groups.some((g) => g.pid !== user.pid)) {
      throw new AppError('Every group must belong to the user’s platform.', { field: 'groupIds' });
    }
    await tx.groupMembership.deleteMany({ where: { userId, groupId: { notIn: wanted } } });
    await tx.groupMembership.createMany({ data: wanted.map((groupId) => ({ groupId, userId })), skipDuplicates: true });
    if (user.groupId != null && !wanted.includes(user.groupId)) await tx.user.update({ where: { id: userId }, data: { groupId: null } });
    return wanted;
  });
}

/** Customers with an ERP id, offered as a group's default customer. Label: company name or ERP id, plus billing address. */
export async function defaultCustomerOptions(ctx: Context, pid: number) {
  const viewer = requireAdmin(ctx);
  if (!canReachPlatform(viewer, pid)) throw forbidden();
  const customers = await ctx.prisma.customer.findMany({
    where: { pid, erpId: { not: null }, NOT: { erpId: '' } },
    select: { id: true, erpId: true, companyName: true, billingAddress: { select: { address: true, address2: true, city: true, state: true, zip: true } } },
    orderBy: [{ companyName: 'asc' }, { id: 'asc' }],
    take: 1000,
  });
  return customers.map((c) => ({ id: c.id, erpId: c.erpId, companyName: c.companyName, label: customerOptionLabel(c) }));
}

export function customerOptionLabel(customer: {
  erpId: string | null;
  companyName: string;
  billingAddress: { address: string | null; address2: string | null; city: string | null; state: string | null; zip: string | null } | null;
}) {
  const name = customer.companyName || customer.erpId || '';
  const b = customer.billingAddress;
  if (!b) return name;
  const street = [b.address, b.address2].filter(Boolean).join(' ');
  const place = [b.city, [b.state, b.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const address = [street, place].filter(Boolean).join(', ');
  return address ? `${name} - ${address}` : name;
}
