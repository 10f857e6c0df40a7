import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { requireViewer } from '../schema/access.ts';
import { createRole, deleteRole, roleListWhere, updateRole } from './service.ts';

const ROLE_SELECT = { id: true, pid: true, name: true, description: true, roleLevel: true } as const;

const roleInput = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  roleLevel: z.coerce.number().optional(),
  pid: z.coerce.number().int().nullable().optional(),
});

defineRestOperation({
  family: 'roleManagement',
  operation: 'getRoles',
  scope: 'admin',
  // roleLevel is accepted for the legacy client; the viewer's own level is what limits the list.
  body: z.object({ roleLevel: z.unknown().optional(), pid: z.coerce.number().int().optional(), signal: z.unknown().optional() }),
  handler: (ctx, body) =>
    ctx.prisma.role.findMany({
      where: roleListWhere(requireViewer(ctx.viewer), body.pid),
      select: ROLE_SELECT,
      orderBy: [{ roleLevel: 'desc' }, { name: 'asc' }, { id: 'asc' }],
    }),
});

defineRestOperation({
  family: 'roleManagement',
  operation: 'createRole',
  scope: 'superAdmin',
  body: z.object({ input: roleInput }),
  handler: async (ctx, body) => {
    const { id } = await createRole(ctx, body.input);
    return ctx.prisma.role.findUniqueOrThrow({ where: { id }, select: ROLE_SELECT });
  },
});

defineRestOperation({
  family: 'roleManagement',
  operation: 'updateRole',
  scope: 'superAdmin',
  body: z.object({ id: z.coerce.number().int(), input: roleInput }),
  handler: async (ctx, body) => {
    const { id } = await updateRole(ctx, body.id, body.input);
    return ctx.prisma.role.findUniqueOrThrow({ where: { id }, select: ROLE_SELECT });
  },
});

defineRestOperation({
  family: 'roleManagement',
  operation: 'deleteRole',
  scope: 'superAdmin',
  body: z.object({ id: z.coerce.number().int() }),
  handler: async (ctx, body) => ({ id: await deleteRole(ctx, body.id) }),
});
