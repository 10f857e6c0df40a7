import { builder } from '../schema/builder.ts';
import { administers, canReachPlatform } from '../schema/access.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { stripNulls } from '../schema/input.ts';
import { publicErpSettings } from '../erp/settings.ts';
import { seesDealerCost } from '../schema/visibility.ts';
import { createPlatform, getPlatform, platformForViewer, platformListWhere, updatePlatform } from './service.ts';

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
    importFormulaResults: t.exposeBoolean('importFormulaResults', { description: "imports take a formula cell's last calculated value (the row says so) instead of refusing the row" }),
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

const ErpSettingsRef = builder.objectRef<ReturnType<typeof publicErpSettings>>('ErpSettings').implement({
  fields: (t) => ({
    baseUrl: t.exposeString('baseUrl'),
    config: t.exposeString('config'),
    site: t.exposeString('site'),
    username: t.exposeString('username'),
    hasToken: t.exposeBoolean('hasToken'),
    hasPassword: t.exposeBoolean('hasPassword'),
  }),
});

builder.prismaObjectFields(PlatformRef, (t) => ({
  /** The notification addresses: administrators of the platform only. */
  emailAddresses: t.stringList({
    select: { emailAddresses: true, id: true },
    resolve: (p, _args, ctx) =>
      administers(ctx.viewer, p.id) ? p.emailAddresses.split(',').map((e) => e.trim()).filter(Boolean) : [],
  }),
  /** The margin floor (%): dealers and administrators of the platform only (`seesDealerCost`); null when there is none. */
  marginFloorPercent: t.float({
    nullable: true,
    select: { marginFloorPercent: true, id: true },
    resolve: (p, _args, ctx) => (seesDealerCost(ctx.viewer, p.id) && p.marginFloorPercent != null ? Number(p.marginFloorPercent) : null),
  }),
  /** The largest discount (%) each role level may give without approval: dealers and administrators of the platform only. */
  maxDiscountPercents: t.field({
    type: 'JSON',
    select: { maxDiscountPercents: true, id: true },
    resolve: (p, _args, ctx) => (seesDealerCost(ctx.viewer, p.id) ? p.maxDiscountPercents : {}),
  }),
  /** The ERP connection (CSI / VISUAL) without its secrets: administrators of the platform only. */
  erpSettings: t.field({
    type: ErpSettingsRef,
    nullable: true,
    select: { integrationSettings: true, id: true },
    resolve: (p, _args, ctx) => (administers(ctx.viewer, p.id) ? publicErpSettings(p.integrationSettings) : null),
  }),
}));

const ErpSettingsInput = builder.inputType('ErpSettingsInput', {
  description: 'CSI: baseUrl, config, token. VISUAL: baseUrl, site, username, password. A blank token or password keeps the stored one.',
  fields: (t) => ({
    baseUrl: t.string(),
    config: t.string(),
    token: t.string(),
    site: t.string(),
    username: t.string(),
    password: t.string(),
  }),
});

const PlatformInput = builder.inputType('PlatformInput', {
  fields: (t) => ({
    name: t.string(),
    emailAddresses: t.stringList({ description: 'Each entry must be a valid email address' }),
    integration: t.string({ description: 'default, visual or CSI' }),
    requireMFA: t.boolean(),
    requireHttps: t.boolean(),
    importFormulaResults: t.boolean({ description: "level 9 only: imports take a formula cell's last calculated value instead of refusing the row" }),
    csiOrderCompleteString: t.string(),
    erpSettings: t.field({ type: ErpSettingsInput, description: 'Connection settings for the CSI or VISUAL ERP' }),
    marginFloorPercent: t.string({ description: 'lowest margin over dealer cost (% of the price) without approval, 0 to 100; "" for none' }),
    maxDiscountPercents: t.field({ type: 'JSON', description: 'largest discount (%) per role level 3 to 9 without approval, e.g. { "3": 10, "5": 25 }; a level left out has no limit' }),
  }),
});

builder.queryField('platform', (t) =>
  t.prismaField({
    type: 'Platform',
    description: 'Platform settings: the given platform (level 9 any, others their own); level 0 sees the default platform.',
    authScopes: { signedIn: true },
    args: { rowId: t.arg.int({ required: false }) },
    resolve: (query, _root, args, ctx) => getPlatform(ctx, args.rowId, query),
  }),
);

builder.queryField('platforms', (t) =>
  t.connection(
    {
      type: PlatformRef,
      description: 'Every platform for level 9; an administrator sees their own.',
      authScopes: { admin: true },
      args: { search: t.arg.string({ required: false }) },
      resolve: (_root, args, ctx, info) => {
        const term = args.search?.trim();
        const where = {
          AND: [
            platformListWhere(ctx),
            term
              ? { OR: [{ name: { contains: term, mode: 'insensitive' as const } }, { emailAddresses: { contains: term, mode: 'insensitive' as const } }] }
              : {},
          ],
        };
        return resolvePrismaPage(ctx, info, ctx.prisma.platform, args, { where, orderBy: { id: 'asc' } });
      },
    },
    { name: 'PlatformConnection' },
    { name: 'PlatformEdge' },
  ),
);

builder.mutationField('createPlatform', (t) =>
  t.prismaField({
    type: 'Platform',
    authScopes: { superAdmin: true },
    args: { input: t.arg({ type: PlatformInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const created = await createPlatform(ctx, args.input);
      return ctx.prisma.platform.findUniqueOrThrow({ ...query, where: { id: created.id } });
    },
  }),
);

builder.mutationField('updatePlatform', (t) =>
  t.prismaField({
    type: 'Platform',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true, description: 'the platform id' }), input: t.arg({ type: PlatformInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const updated = await updatePlatform(ctx, args.id, stripNulls(args.input));
      return ctx.prisma.platform.findUniqueOrThrow({ ...query, where: { id: updated.id } });
    },
  }),
);
