import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { idField, listPageFields } from '../rest/fields.ts';
import { pageArgs } from '../schema/listPage.ts';
import { requireViewer } from '../schema/access.ts';
import type { Context } from '../context.ts';
import { notFound } from '../schema/errors.ts';
import { createRole, deleteRole, roleListWhere, updateRole } from './service.ts';
import { presentRole, ROLE_PRESENTER_SELECT, roleAnswer } from './presenters.ts';

const roleInput = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  roleLevel: z.coerce.number().optional().describe('0 to 9'),
  pid: z.coerce.number().int().nullable().optional().describe('create: the platform, or null for a role every platform shares'),
});

async function loadRole(ctx: Context, id: number) {
  const role = await ctx.prisma.role.findUnique({ where: { id }, select: ROLE_PRESENTER_SELECT });
  if (!role) throw notFound('Role');
  return presentRole(role);
}

defineRestOperation({
  family: 'roleManagement',
  operation: 'getRoles',
  scope: 'admin',
  summary: "The roles the caller may assign: the built-in ones and their platform's (level 9: of `pid`, or all), never above the caller's level.",
  body: z.object({
    roleLevel: z.unknown().optional().describe("the legacy client's own level; the caller's level is what limits the list"),
    pid: z.coerce.number().int().optional(),
    signal: z.unknown().optional().describe('ignored (the legacy client sends its abort signal)'),
    ...listPageFields(),
  }),
  answer: z.array(roleAnswer),
  handler: async (ctx, body) => {
    const where = roleListWhere(requireViewer(ctx.viewer), body.pid);
    const [rows, total] = await Promise.all([
      ctx.prisma.role.findMany({ where, select: ROLE_PRESENTER_SELECT, orderBy: [{ roleLevel: 'desc' }, { name: 'asc' }, { id: 'asc' }], ...pageArgs(body) }),
      ctx.prisma.role.count({ where }),
    ]);
    return restPage(rows.map(presentRole), total);
  },
});

defineRestOperation({
  family: 'roleManagement',
  operation: 'createRole',
  scope: 'superAdmin',
  body: z.object({ input: roleInput }),
  answer: roleAnswer,
  handler: async (ctx, body) => loadRole(ctx, (await createRole(ctx, body.input)).id),
});

defineRestOperation({
  family: 'roleManagement',
  operation: 'updateRole',
  scope: 'superAdmin',
  summary: 'Changes the fields sent; a role stays on its platform.',
  body: z.object({ id: idField, input: roleInput }),
  answer: roleAnswer,
  handler: async (ctx, body) => loadRole(ctx, (await updateRole(ctx, body.id, body.input)).id),
});

defineRestOperation({
  family: 'roleManagement',
  operation: 'deleteRole',
  scope: 'superAdmin',
  summary: 'Deletes a role no user has; answers it as it was.',
  body: z.object({ id: idField }),
  answer: roleAnswer,
  handler: async (ctx, body) => {
    const role = await loadRole(ctx, body.id);
    await deleteRole(ctx, body.id);
    return role;
  },
});
