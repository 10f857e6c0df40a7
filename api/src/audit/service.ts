import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { isAdmin, isSuperAdmin, requireViewer, type Viewer } from '../schema/access.ts';
import { forbidden } from '../schema/errors.ts';
import { parseInput } from '../schema/input.ts';
import { pageArgs, type ListPage } from '../schema/listPage.ts';

const day = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} must be a date (YYYY-MM-DD).`);
const optionalText = z.string().trim().max(200).nullish().transform((v) => v || null);

/** The audit log's filters (GraphQL arguments and the REST call's `filters`). */
export const auditFilterSchema = z.object({
  /** who: part of the actor's email address or name */
  actor: optionalText,
  action: optionalText,
  entity: optionalText,
  /** the record: its id (with `entity`) */
  entityId: optionalText,
  /** level 9: one platform */
  pid: z.coerce.number({ error: 'Platform must be a platform id.' }).int('Platform must be a platform id.').positive('Platform must be a platform id.').nullish(),
  /** on or after this day (UTC) */
  from: z.preprocess((v) => (v === '' ? null : v), day('From').nullish()).transform((v) => v ?? null),
  /** on or before this day (UTC) */
  to: z.preprocess((v) => (v === '' ? null : v), day('To').nullish()).transform((v) => v ?? null),
});
export type AuditFilter = z.input<typeof auditFilterSchema>;

/** Who reads the log: administrators their platform's entries, level 9 every platform's. */
export function requireAuditReader(viewer: Viewer | null) {
  const reader = requireViewer(viewer);
  if (!isAdmin(reader)) throw forbidden();
  return reader;
}

export function auditLogWhere(viewer: Viewer, raw: AuditFilter = {}): Prisma.AuditEntryWhereInput {
  const reader = requireAuditReader(viewer);
  const filter = parseInput(auditFilterSchema, raw);
  const and: Prisma.AuditEntryWhereInput[] = [];
  if (!isSuperAdmin(reader)) and.push({ pid: reader.pid });
  else if (filter.pid != null) and.push({ pid: filter.pid });
  if (filter.actor) and.push({ actor: { contains: filter.actor, mode: 'insensitive' } });
  if (filter.action) and.push({ action: filter.action });
  if (filter.entity) and.push({ entity: filter.entity });
  if (filter.entityId) and.push({ entityId: filter.entityId });
  if (filter.from) and.push({ at: { gte: new Date(`${filter.from}T00:00:00Z`) } });
  if (filter.to) and.push({ at: { lt: new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000) } });
  return { AND: and };
}

/** Newest first; the id breaks ties between entries of the same instant. */
export const AUDIT_ORDER: Prisma.AuditEntryOrderByWithRelationInput[] = [{ at: 'desc' }, { id: 'desc' }];

export async function listAuditEntries(ctx: Context, filter: AuditFilter, page: ListPage) {
  const where = auditLogWhere(requireViewer(ctx.viewer), filter);
  const [rows, total] = await Promise.all([
    ctx.prisma.auditEntry.findMany({ where, orderBy: AUDIT_ORDER, ...pageArgs(page) }),
    ctx.prisma.auditEntry.count({ where }),
  ]);
  return { rows, total };
}

/** The actions and entities the log holds (the filter's choices), of the entries the viewer may read. */
export async function auditLogChoices(ctx: Context) {
  const where = auditLogWhere(requireViewer(ctx.viewer));
  const [actions, entities] = await Promise.all([
    ctx.prisma.auditEntry.findMany({ where, distinct: ['action'], select: { action: true }, orderBy: { action: 'asc' } }),
    ctx.prisma.auditEntry.findMany({ where, distinct: ['entity'], select: { entity: true }, orderBy: { entity: 'asc' } }),
  ]);
  return { actions: actions.map((a) => a.action), entities: entities.map((e) => e.entity) };
}
