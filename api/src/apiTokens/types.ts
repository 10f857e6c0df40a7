import { builder } from '../schema/builder.ts';
import { administers } from '../schema/access.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { apiTokenListWhere, createApiToken, revokeApiToken } from './service.ts';
import {
  API_TOKEN_DEFAULT_DAYS,
  API_TOKEN_MAX_DAYS,
  API_TOKEN_SCOPE_DESCRIPTIONS,
  API_TOKEN_SCOPES,
  DEFAULT_API_TOKEN_SCOPES,
  apiTokenStatus,
} from './scopes.ts';

const ApiTokenStatusEnum = builder.enumType('ApiTokenStatus', {
  values: {
    ACTIVE: { description: 'works' },
    EXPIRED: { description: 'past its expiry' },
    REVOKED: { description: 'revoked by an administrator' },
    CREATOR_LOST_ACCESS: { description: 'its creator was deleted, demoted below level 5 or moved to another platform' },
  } as const,
});

export const ApiTokenRef = builder.prismaNode('ApiToken', {
  id: { field: 'id' },
  authScopes: (token, ctx) => ctx.viewer?.kind === 'user' && administers(ctx.viewer, token.pid),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    platformName: t.string({ select: { platform: { select: { name: true } } }, resolve: (token) => token.platform.name }),
    name: t.exposeString('name'),
    scopes: t.exposeStringList('scopes'),
    createdByName: t.string({
      nullable: true,
      description: 'who created the token (null once that user is deleted)',
      select: { createdBy: { select: { username: true, firstName: true, lastName: true } } },
      resolve: (token) => {
        const creator = token.createdBy;
        if (!creator) return null;
        const name = `${creator.firstName} ${creator.lastName}`.trim();
        return name ? `${name} (${creator.username})` : creator.username;
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    status: t.field({
      type: ApiTokenStatusEnum,
      select: { pid: true, expiresAt: true, revokedAt: true, creatorLostAccessAt: true, createdBy: { select: { pid: true, role: { select: { roleLevel: true } } } } },
      resolve: (token) =>
        apiTokenStatus(token, token.createdBy ? { pid: token.createdBy.pid, roleLevel: token.createdBy.role.roleLevel } : null),
    }),
  }),
});

const ApiTokenScopeInfo = builder
  .objectRef<{ name: string; description: string; default: boolean }>('ApiTokenScopeInfo')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      description: t.exposeString('description'),
      default: t.exposeBoolean('default', { description: 'granted when a token is created without scopes' }),
    }),
  });

const ApiTokenSettings = builder
  .objectRef<{ defaultDays: number; maxDays: number }>('ApiTokenSettings')
  .implement({
    fields: (t) => ({
      scopes: t.field({
        type: [ApiTokenScopeInfo],
        resolve: () =>
          API_TOKEN_SCOPES.map((name) => ({ name, description: API_TOKEN_SCOPE_DESCRIPTIONS[name], default: DEFAULT_API_TOKEN_SCOPES.includes(name) })),
      }),
      defaultDays: t.exposeInt('defaultDays', { description: 'lifetime of a token created without expiresInDays' }),
      maxDays: t.exposeInt('maxDays'),
    }),
  });

builder.queryField('apiTokenSettings', (t) =>
  t.field({
    type: ApiTokenSettings,
    description: 'The scopes and lifetimes a new API token can have.',
    authScopes: { admin: true },
    resolve: () => ({ defaultDays: API_TOKEN_DEFAULT_DAYS, maxDays: API_TOKEN_MAX_DAYS }),
  }),
);

builder.queryField('apiTokens', (t) =>
  t.connection(
    {
      type: ApiTokenRef,
      description: "API tokens of the administrator's platform (every platform for level 9), newest first.",
      authScopes: { admin: true },
      args: { pid: t.arg.int({ required: false, description: 'Level 9 only: narrow to one platform' }) },
      resolve: (_root, args, ctx, info) =>
        resolvePrismaPage(ctx, info, ctx.prisma.apiToken, args, { where: apiTokenListWhere(ctx, args), orderBy: [{ id: 'desc' }] }),
    },
    { name: 'ApiTokenConnection' },
    { name: 'ApiTokenEdge' },
  ),
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
      scopes: t.arg.stringList({ required: false, description: `Any of ${API_TOKEN_SCOPES.join(', ')}; default ${DEFAULT_API_TOKEN_SCOPES.join(' and ')}` }),
      expiresInDays: t.arg.int({ required: false, description: `1 to ${API_TOKEN_MAX_DAYS}; default ${API_TOKEN_DEFAULT_DAYS}` }),
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
