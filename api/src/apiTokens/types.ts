import { builder } from '../schema/builder.ts';
import { administers } from '../schema/access.ts';
import { platformWhere } from '../schema/access.ts';
import { createApiToken, revokeApiToken } from './service.ts';

export const ApiTokenRef = builder.prismaNode('ApiToken', {
  id: { field: 'id' },
  authScopes: (token, ctx) => administers(ctx.viewer, token.pid),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('apiTokens', (t) =>
  t.prismaField({
    type: ['ApiToken'],
    description: "API tokens of the administrator's platform (every platform for level 9).",
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.apiToken.findMany({ ...query, where: platformWhere(ctx.viewer!), orderBy: { id: 'desc' } }),
  }),
);

const CreateApiTokenPayload = builder
  .objectRef<{ token: string; record: { id: number } }>('CreateApiTokenPayload')
  .implement({
    fields: (t) => ({
      token: t.exposeString('token', { description: 'Shown once: store it now' }),
      apiToken: t.prismaField({
        type: 'ApiToken',
        resolve: (query, payload, _args, ctx) => ctx.prisma.apiToken.findUniqueOrThrow({ ...query, where: { id: payload.record.id } }),
      }),
    }),
  });

builder.mutationField('createApiToken', (t) =>
  t.field({
    type: CreateApiTokenPayload,
    authScopes: { admin: true },
    args: {
      name: t.arg.string({ required: true }),
      pid: t.arg.int({ required: false, description: 'Level 9 only: another platform' }),
    },
    resolve: (_root, args, ctx) => createApiToken(ctx, args),
  }),
);

builder.mutationField('revokeApiToken', (t) =>
  t.prismaField({
    type: 'ApiToken',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const revoked = await revokeApiToken(ctx, args.id);
      return ctx.prisma.apiToken.findUniqueOrThrow({ ...query, where: { id: revoked.id } });
    },
  }),
);
