import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import type { Viewer } from '../schema/access.ts';

type Tx = Prisma.TransactionClient;

/** What the audit trail needs of a request: who is calling and the database. */
export interface AuditContext {
  prisma: PrismaClient;
  viewer: Viewer | null;
}

export type AuditEntity = Prisma.ModelName;
export type AuditId = number | string;

/** One change to one or more records of a model, as a service describes it. */
export interface AuditSpec {
  /** create | update | delete | role | groups | password | mfa | price | override | approval | import … */
  action: string;
  entity: AuditEntity;
  /** the records changed; left out when creating one (taken from the written row's `id`) */
  ids?: readonly AuditId[];
  /** the platform, for records without a `pid` of their own */
  pid?: number | null;
  /** what is recorded beyond the record's fields (say, that a password was set, never the password) */
  note?: Record<string, unknown>;
}

/**
 * Field names never recorded: passwords and their hashes, MFA secrets, token hashes, keys and
 * credentials, at any depth (platform ERP settings hold a credentials reference).
 */
const SECRET_KEY = /password|secret|hash|token|apikey|credential|privatekey|signingkey/i;
/** Kept despite the pattern: not secrets, and useful to read. */
const NOT_SECRET = new Set(['tokenVersion', 'passwordChanged']);
/** Long strings (inline images) are recorded by length. */
const LONG_TEXT = 2_000;

/** A record's fields as the trail keeps them: JSON, without secrets, binaries or inline images. */
export function auditValue(value: unknown): Prisma.InputJsonValue | null {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Prisma.Decimal.isDecimal(value)) return (value as Prisma.Decimal).toString();
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return `(${value.byteLength} bytes)`;
  if (typeof value === 'string') return value.length > LONG_TEXT ? `(${value.length} characters)` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item) => auditValue(item) as Prisma.InputJsonValue);
  if (typeof value === 'object') {
    const out: Record<string, Prisma.InputJsonValue | null> = {};
    for (const [key, field] of Object.entries(value)) {
      if (SECRET_KEY.test(key) && !NOT_SECRET.has(key)) continue;
      out[key] = auditValue(field);
    }
    return out as Prisma.InputJsonValue;
  }
  return String(value);
}

const delegateName = (entity: AuditEntity) => `${entity[0]!.toLowerCase()}${entity.slice(1)}`;

/** Related rows recorded with a record: a user's role and groups. */
const INCLUDE: Partial<Record<AuditEntity, object>> = {
  User: { role: { select: { name: true, roleLevel: true } }, memberships: { select: { groupId: true }, orderBy: { groupId: 'asc' } } },
};

type Row = Record<string, unknown> & { id: AuditId };

async function snapshots(tx: Tx, entity: AuditEntity, ids: readonly AuditId[]): Promise<Map<string, Row>> {
  if (ids.length === 0) return new Map();
  const delegate = (tx as unknown as Record<string, { findMany(args: object): Promise<Row[]> }>)[delegateName(entity)]!;
  const include = INCLUDE[entity];
  const rows = await delegate.findMany({ where: { id: { in: [...ids] } }, ...(include ? { include } : {}) });
  return new Map(rows.map((row) => [String(row.id), row]));
}

function actorOf(viewer: Viewer | null) {
  if (!viewer) return { actorId: null, actor: '(system)' };
  return {
    actorId: viewer.userId,
    actor: viewer.apiToken ? `${viewer.username} (API token ${viewer.apiToken.id})` : viewer.username,
  };
}

/** Writes entries as they are (a change with no single record, or one a service has described itself). */
export async function writeAuditEntries(
  tx: Tx,
  viewer: Viewer | null,
  entries: { action: string; entity: AuditEntity; entityId: AuditId; pid: number | null; before: unknown; after: unknown }[],
) {
  if (entries.length === 0) return;
  const actor = actorOf(viewer);
  await tx.auditEntry.createMany({
    data: entries.map((entry) => ({
      ...actor,
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId),
      pid: entry.pid,
      before: auditValue(entry.before) ?? Prisma.DbNull,
      after: auditValue(entry.after) ?? Prisma.DbNull,
    })),
  });
}

/**
 * Runs a write and records it in the same transaction: for each record the spec names (or the row
 * the write returns, when creating), its fields before and after, without secrets. Pass `tx` when
 * the service already holds a transaction; otherwise one is opened. The one way services audit.
 */
export async function audited<T>(ctx: AuditContext, spec: AuditSpec, write: (tx: Tx) => Promise<T>, options: { tx?: Tx } = {}): Promise<T> {
  const run = async (tx: Tx) => {
    const before = await snapshots(tx, spec.entity, spec.ids ?? []);
    const result = await write(tx);
    const ids = spec.ids ?? writtenIds(result);
    const after = await snapshots(tx, spec.entity, ids);
    await writeAuditEntries(
      tx,
      ctx.viewer,
      ids.map((id) => {
        const was = before.get(String(id)) ?? null;
        const is = after.get(String(id)) ?? null;
        const pid = spec.entity === 'Platform' ? Number(id) : ((is?.pid ?? was?.pid ?? spec.pid ?? null) as number | null);
        return { action: spec.action, entity: spec.entity, entityId: id, pid, before: was, after: is && spec.note ? { ...is, ...spec.note } : (is ?? (spec.note ? spec.note : null)) };
      }),
    );
    return result;
  };
  return options.tx ? run(options.tx) : ctx.prisma.$transaction(run);
}

function writtenIds(result: unknown): AuditId[] {
  const rows = Array.isArray(result) ? result : [result];
  return rows.flatMap((row) => (row && typeof row === 'object' && 'id' in row ? [(row as { id: AuditId }).id] : []));
}
