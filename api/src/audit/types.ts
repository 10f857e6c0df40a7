import { builder } from '../schema/builder.ts';
import { isSuperAdmin, requireViewer } from '../schema/access.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { AUDIT_ORDER, auditLogChoices, auditLogWhere } from './service.ts';

/** One change in the audit trail. Read-only: no mutation writes, changes or deletes an entry. */
export const AuditEntryRef = builder.prismaNode('AuditEntry', {
  id: { field: 'id' },
  authScopes: (entry, ctx) => !!ctx.viewer && ctx.viewer.roleLevel >= 5 && (isSuperAdmin(ctx.viewer) || entry.pid === ctx.viewer.pid),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    at: t.expose('at', { type: 'DateTime' }),
    actorId: t.exposeInt('actorId', { nullable: true }),
    actor: t.exposeString('actor'),
    action: t.exposeString('action'),
    entity: t.exposeString('entity'),
    entityId: t.exposeString('entityId'),
    pid: t.exposeInt('pid', { nullable: true }),
    before: t.expose('before', { type: 'JSON', nullable: true }),
    after: t.expose('after', { type: 'JSON', nullable: true }),
  }),
});

const AuditLogFilter = builder.inputType('AuditLogFilter', {
  fields: (t) => ({
    actor: t.string({ required: false, description: "part of the actor's email address" }),
    action: t.string({ required: false }),
    entity: t.string({ required: false }),
    entityId: t.string({ required: false, description: 'the record (with entity)' }),
    pid: t.int({ required: false, description: 'level 9: one platform' }),
    from: t.string({ required: false, description: 'on or after this day, YYYY-MM-DD (UTC)' }),
    to: t.string({ required: false, description: 'on or before this day, YYYY-MM-DD (UTC)' }),
  }),
});

builder.queryField('auditLog', (t) =>
  t.connection(
    {
      type: AuditEntryRef,
      description: "The audit trail, newest first: administrators read their platform's entries, level 9 every platform's.",
      authScopes: { admin: true },
      args: { filter: t.arg({ type: AuditLogFilter, required: false }) },
      resolve: (_root, args, ctx, info) => {
        const where = auditLogWhere(requireViewer(ctx.viewer), args.filter ?? {});
        return resolvePrismaPage(ctx, info, ctx.prisma.auditEntry, args, { where, orderBy: AUDIT_ORDER });
      },
    },
    { name: 'AuditEntryConnection' },
    { name: 'AuditEntryEdge' },
  ),
);

const AuditLogChoices = builder.objectRef<{ actions: string[]; entities: string[] }>('AuditLogChoices').implement({
  fields: (t) => ({
    actions: t.exposeStringList('actions'),
    entities: t.exposeStringList('entities'),
  }),
});

builder.queryField('auditLogChoices', (t) =>
  t.field({
    type: AuditLogChoices,
    description: 'The actions and record types the audit log holds, for its filters.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => auditLogChoices(ctx),
  }),
);
