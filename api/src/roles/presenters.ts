import { z } from 'zod';

/** What a role answer reads (part 3 §3). */
export const ROLE_PRESENTER_SELECT = { id: true, pid: true, name: true, description: true, roleLevel: true } as const;

export const roleAnswer = z.object({
  id: z.number(),
  pid: z.number().nullable().describe('null: a built-in role shared by every platform'),
  name: z.string(),
  description: z.string(),
  roleLevel: z.number().describe('0 to 9'),
});

export const presentRole = (role: { id: number; pid: number | null; name: string; description: string; roleLevel: number }): z.infer<typeof roleAnswer> => ({
  id: role.id,
  pid: role.pid,
  name: role.name,
  description: role.description,
  roleLevel: role.roleLevel,
});
