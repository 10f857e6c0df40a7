import { builder } from '../schema/builder.ts';
import { administers, platformWhere, requireViewer, isSuperAdmin } from '../schema/access.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { ProductRef } from '../products/types.ts';
import {
  checkLineById,
  configure,
  copyConfiguration,
  finishConfiguration,
  saveAsPublicUser,
  sessionState,
  startConfiguration,
  type ConfigurationCheck,
  type FinishResult,
} from './service.ts';
import type { ConfigureResult, StartResult } from '@quotecraft/rules/configurator';
import { createModel, previewDocument, updateModel, validateDocument } from './models.ts';

export const ConfiguratorModelRef = builder.prismaNode('ConfiguratorModel', {
  id: { field: 'id' },
  authScopes: (model, ctx) => administers(ctx.viewer, model.pid),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    latestVersion: t.exposeInt('latestVersion'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    productCount: t.relationCount('products'),
    /** the latest version's document */
    document: t.field({
      type: 'JSON',
      select: { versions: { orderBy: { version: 'desc' }, take: 1, select: { document: true } } },
      resolve: (model) => model.versions[0]?.document ?? null,
    }),
  }),
});

const ModelIssue = builder.objectRef<{ path: string; message: string; rule?: string }>('ConfiguratorModelIssue').implement({
  fields: (t) => ({
    path: t.exposeString('path'),
    message: t.exposeString('message'),
    rule: t.exposeString('rule', { nullable: true }),
  }),
});

builder.queryField('configuratorModels', (t) =>
  t.connection(
    {
      type: ConfiguratorModelRef,
      authScopes: { admin: true },
      args: { search: t.arg.string({ required: false }), pid: t.arg.int({ required: false }) },
      resolve: (_root, args, ctx, info) => {
        const viewer = requireViewer(ctx.viewer);
        const term = args.search?.trim();
        const where = {
          ...platformWhere(viewer),
          ...(isSuperAdmin(viewer) && args.pid != null ? { pid: args.pid } : {}),
          ...(term ? { OR: [{ name: { contains: term, mode: 'insensitive' as const } }, { key: { contains: term, mode: 'insensitive' as const } }] } : {}),
        };
        return resolvePrismaPage(ctx, info, ctx.prisma.configuratorModel, args, { where, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
      },
    },
    { name: 'ConfiguratorModelConnection' },
    { name: 'ConfiguratorModelEdge' },
  ),
);

builder.queryField('configuratorModel', (t) =>
  t.prismaField({
    type: 'ConfiguratorModel',
    nullable: true,
    authScopes: { admin: true },
    args: { rowId: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const model = await ctx.prisma.configuratorModel.findUnique({ ...query, where: { id: args.rowId } });
      return model && administers(ctx.viewer, model.pid) ? model : null;
    },
  }),
);

builder.queryField('validateConfiguratorModel', (t) =>
  t.field({
    type: [ModelIssue],
    description: 'Problems of a model document by path; empty when it can be saved',
    authScopes: { admin: true },
    args: { document: t.arg({ type: 'JSON', required: true }) },
    resolve: (_root, args) => validateDocument(args.document),
  }),
);

const PreviewRef = builder.objectRef<ReturnType<typeof previewDocument>>('ConfiguratorPreview').implement({
  fields: (t) => ({
    issues: t.field({ type: [ModelIssue], resolve: (preview) => preview.issues }),
    values: t.field({ type: 'JSON', nullable: true, resolve: (preview) => preview.values }),
    d: t.field({ type: 'JSON', nullable: true, resolve: (preview) => preview.d }),
  }),
});

const ChangeInput = builder.inputType('ConfiguratorChangeInput', {
  fields: (t) => ({ id: t.string({ required: true }), value: t.string({ required: false }) }),
});

builder.queryField('previewConfiguratorModel', (t) =>
  t.field({
    type: PreviewRef,
    description: 'Runs an unsaved model document, for the live preview of the model editor',
    authScopes: { admin: true },
    args: {
      document: t.arg({ type: 'JSON', required: true }),
      values: t.arg({ type: 'JSON', required: false }),
      changes: t.arg({ type: [ChangeInput], required: false }),
    },
    resolve: (_root, args) => previewDocument(args.document, (args.values as never) ?? null, args.changes?.map((c) => ({ id: c.id, value: c.value ?? null })) ?? null),
  }),
);

builder.mutationField('createConfiguratorModel', (t) =>
  t.prismaField({
    type: 'ConfiguratorModel',
    authScopes: { admin: true },
    args: {
      pid: t.arg.int({ required: false }),
      key: t.arg.string({ required: true }),
      name: t.arg.string({ required: true }),
      description: t.arg.string({ required: false }),
      document: t.arg({ type: 'JSON', required: true }),
    },
    resolve: async (query, _root, args, ctx) => {
      const created = await createModel(ctx, { ...args, document: args.document });
      return ctx.prisma.configuratorModel.findUniqueOrThrow({ ...query, where: { id: created.id } });
    },
  }),
);

builder.mutationField('updateConfiguratorModel', (t) =>
  t.prismaField({
    type: 'ConfiguratorModel',
    authScopes: { admin: true },
    args: {
      rowId: t.arg.int({ required: true }),
      name: t.arg.string({ required: false }),
      description: t.arg.string({ required: false }),
      document: t.arg({ type: 'JSON', required: false }),
    },
    resolve: async (query, _root, args, ctx) => {
      await updateModel(ctx, { id: args.rowId, name: args.name, description: args.description, ...(args.document != null ? { document: args.document } : {}) });
      return ctx.prisma.configuratorModel.findUniqueOrThrow({ ...query, where: { id: args.rowId } });
    },
  }),
);

builder.prismaObjectField(ProductRef, 'configuratorModel', (t) =>
  t.relation('configuratorModel', { nullable: true, authScopes: { admin: true } }),
);

const StartRef = builder.objectRef<StartResult>('ConfiguratorStart').implement({
  fields: (t) => ({
    sessionId: t.string({ resolve: (start) => start.prepare.SessionId }),
    prepare: t.field({ type: 'JSON', resolve: (start) => start.prepare }),
    initialize: t.field({ type: 'JSON', resolve: (start) => start.initialize }),
    ui: t.field({ type: 'JSON', resolve: (start) => start.ui }),
  }),
});

const StateRef = builder.objectRef<ConfigureResult>('ConfiguratorState').implement({
  fields: (t) => ({
    sessionId: t.string({ resolve: (state) => state.SessionId }),
    d: t.field({ type: 'JSON', description: 'Pages, price, details, messages and completeness', resolve: (state) => state.d }),
    blocked: t.field({ type: 'JSON', nullable: true, description: 'Set when a rule refused the change: the reason and the nearest valid configuration', resolve: (state) => state.Blocked }),
  }),
});

const FinishRef = builder.objectRef<FinishResult>('ConfiguratorFinish').implement({
  fields: (t) => ({
    quoteId: t.exposeInt('quoteId'),
    lineId: t.exposeInt('lineId'),
    lineNumber: t.exposeInt('lineNumber'),
    configurationId: t.exposeString('configurationId'),
    type: t.exposeInt('type'),
    outcome: t.exposeString('outcome'),
  }),
});

builder.mutationField('startConfiguration', (t) =>
  t.field({
    type: StartRef,
    authScopes: { public: true },
    args: {
      productId: t.arg.int({ required: true }),
      configurationId: t.arg.string({ required: false }),
      quoteId: t.arg.string({ required: false }),
      reconfigure: t.arg.boolean({ required: false }),
      headerId: t.arg.string({ required: false }),
      lineId: t.arg.int({ required: false }),
      sourceHeaderId: t.arg.string({ required: false }),
      sourceConfigurationId: t.arg.string({ required: false }),
      sessionId: t.arg.string({ required: false, description: 'A session this page started before (after a reload): it goes on with its choices while it is open and the caller may use it' }),
    },
    resolve: (_root, args, ctx) => startConfiguration(ctx, args),
  }),
);

builder.mutationField('configure', (t) =>
  t.field({
    type: StateRef,
    authScopes: { public: true },
    args: {
      sessionId: t.arg.string({ required: true }),
      id: t.arg.string({ required: false }),
      value: t.arg.string({ required: false }),
      changes: t.arg({ type: [ChangeInput], required: false }),
    },
    resolve: (_root, args, ctx) =>
      configure(ctx, { sessionId: args.sessionId, id: args.id, value: args.value, changes: args.changes?.map((c) => ({ id: c.id, value: c.value ?? null })) }),
  }),
);

builder.queryField('configuratorSession', (t) =>
  t.field({
    type: StateRef,
    authScopes: { public: true },
    args: { sessionId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => sessionState(ctx, args.sessionId),
  }),
);

builder.mutationField('finishConfiguration', (t) =>
  t.field({
    type: FinishRef,
    authScopes: { signedIn: true },
    args: {
      sessionId: t.arg.string({ required: true }),
      quoteId: t.arg.string({ required: false }),
      lineId: t.arg.int({ required: false }),
      lineNumber: t.arg.int({ required: false }),
      quantity: t.arg.int({ required: false }),
      values: t.arg({ type: [ChangeInput], required: false, description: 'the values the screen shows; each is checked by the model, and a refused one stops Finish' }),
    },
    resolve: (_root, { values, ...args }, ctx) => finishConfiguration(ctx, { ...args, values: values?.map((v) => ({ id: v.id, value: v.value ?? null })) }),
  }),
);

const PublicSaveRef = builder.objectRef<Awaited<ReturnType<typeof saveAsPublicUser>>>('ConfiguratorPublicSave').implement({
  fields: (t) => ({
    token: t.exposeString('token'),
    expiresAt: t.exposeInt('expiresAt'),
    username: t.exposeString('username'),
    quoteId: t.exposeInt('quoteId'),
  }),
});

builder.mutationField('saveConfigurationAsPublicUser', (t) =>
  t.field({
    type: PublicSaveRef,
    authScopes: { public: true },
    args: {
      sessionId: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      values: t.arg({ type: [ChangeInput], required: false, description: 'the values the screen shows, checked as finishConfiguration checks them' }),
    },
    resolve: (_root, { values, ...args }, ctx) => saveAsPublicUser(ctx, { ...args, values: values?.map((v) => ({ id: v.id, value: v.value ?? null })) }),
  }),
);

builder.mutationField('copyLineConfiguration', (t) =>
  t.field({
    type: 'String',
    nullable: true,
    description: 'Copies the configuration of a line to a new configuration id; returns the new session id',
    authScopes: { signedIn: true },
    args: {
      sourceHeaderId: t.arg.string({ required: false }),
      sourceDetailId: t.arg.string({ required: true }),
      headerId: t.arg.string({ required: false }),
      detailId: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => (await copyConfiguration(ctx, args)).sessionId,
  }),
);

export const CheckRef = builder.objectRef<ConfigurationCheck>('ConfigurationCheck').implement({
  fields: (t) => ({
    status: t.exposeString('status', { description: 'current, repriced, invalid or unchecked' }),
    lineVersion: t.exposeInt('lineVersion', { nullable: true }),
    currentVersion: t.exposeInt('currentVersion', { nullable: true }),
    linePrice: t.exposeString('linePrice'),
    currentPrice: t.exposeString('currentPrice', { nullable: true }),
    messages: t.exposeStringList('messages'),
  }),
});

builder.queryField('configurationCheck', (t) =>
  t.field({
    type: CheckRef,
    description: "Re-checks a quote line's configuration against the current model version",
    authScopes: { signedIn: true },
    args: { lineId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => checkLineById(ctx, args.lineId),
  }),
);

export const LineCheckRef = builder.objectRef<{ lineId: number; check: ConfigurationCheck }>('QuoteLineCheck').implement({
  description: "A configured line's re-check",
  fields: (t) => ({
    lineId: t.exposeInt('lineId', { description: "the line's row id" }),
    check: t.field({ type: CheckRef, resolve: (row) => row.check }),
  }),
});
