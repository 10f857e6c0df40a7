import { z } from 'zod';
import type { Context } from '../context.ts';

/** What a user answer reads: never the password hash, the MFA secret or session bookkeeping. */
export const USER_PRESENTER_SELECT = {
  id: true, username: true, firstName: true, lastName: true, pid: true, roleId: true, checkoutType: true,
  groupId: true, isLoggedIn: true, enableMFA: true,
  role: { select: { name: true, roleLevel: true } },
  platform: { select: { name: true } },
  memberships: { select: { groupId: true }, orderBy: { groupId: 'asc' } },
} as const;

export interface UserPresenterRow {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  pid: number;
  roleId: number;
  checkoutType: string;
  groupId: number | null;
  isLoggedIn: boolean;
  enableMFA: boolean;
  role: { name: string; roleLevel: number };
  platform: { name: string };
  memberships: { groupId: number }[];
}

export const userAnswer = z.object({
  id: z.number(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleId: z.number(),
  roleName: z.string(),
  roleLevel: z.number(),
  checkoutType: z.string().describe('order or stripe'),
  pid: z.number(),
  platformName: z.string().describe("the Platform column of the user list"),
  groupId: z.number().nullable().describe('the active group filter'),
  groupIds: z.string().describe('the groups the user belongs to, JSON array text such as "[3,7]"'),
  isLoggedIn: z.boolean(),
  enableMFA: z.boolean(),
});

/**
 * A user in the spec's names (part 2 §3, part 3 §3): groupIds as JSON array text, as the group
 * membership form sends it. The password, the MFA secret and reset ids are never answered.
 */
export function presentUser(user: UserPresenterRow): z.infer<typeof userAnswer> {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    roleId: user.roleId,
    roleName: user.role.name,
    roleLevel: user.role.roleLevel,
    checkoutType: user.checkoutType,
    pid: user.pid,
    platformName: user.platform.name,
    groupId: user.groupId,
    groupIds: JSON.stringify(user.memberships.map((m) => m.groupId)),
    isLoggedIn: user.isLoggedIn,
    enableMFA: user.enableMFA,
  };
}

export async function loadPresentedUser(ctx: Context, id: number) {
  return presentUser(await ctx.prisma.user.findUniqueOrThrow({ where: { id }, select: USER_PRESENTER_SELECT }));
}
