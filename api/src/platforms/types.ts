import { builder } from '../schema/builder.ts';
import { canReachPlatform } from '../schema/access.ts';
import { platformForViewer } from './service.ts';

/** Visitors and level 0 see the default platform; signed-in users their own; level 9 every platform. */
export const PlatformRef = builder.prismaNode('Platform', {
  id: { field: 'id' },
  authScopes: (platform, ctx) =>
    canReachPlatform(ctx.viewer, platform.id) || (platform.isDefault && (!ctx.viewer || ctx.viewer.roleLevel === 0)),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    name: t.exposeString('name'),
    isDefault: t.exposeBoolean('isDefault'),
    requireMFA: t.exposeBoolean('requireMFA'),
    requireHttps: t.exposeBoolean('requireHttps'),
    integration: t.exposeString('integration'),
    csiOrderCompleteString: t.exposeString('csiOrderCompleteString'),
  }),
});

builder.queryField('activePlatform', (t) =>
  t.prismaField({
    type: 'Platform',
    description: "The signed-in user's platform, or the default platform for visitors.",
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => platformForViewer(ctx, query),
  }),
);
