/** The screen that shows a record of the audit log (null: none, or the record is gone). */
export function auditRecordPath(entity: string, entityId: string, pid: number | null, record: unknown): string | null {
  if (record == null || typeof record !== 'object') return null;
  const fields = record as Record<string, unknown>;
  switch (entity) {
    case 'User':
      return typeof fields.username === 'string' ? `/Users/edit/${encodeURIComponent(fields.username)}` : null;
    case 'Product':
      return `/Products/edit/${entityId}`;
    case 'ProductList':
      return pid == null ? null : `/ProductLists/${pid}`;
    case 'Group':
      return pid == null ? null : `/Groups/${pid}`;
    case 'Theme':
      return pid == null ? null : `/Themes/${pid}`;
    case 'Platform':
      return `/Platforms/edit/${entityId}`;
    case 'ApiToken':
      return '/ApiTokens';
    case 'ImportRun':
      return '/Imports/History';
    case 'QuoteApproval':
      return '/Approvals';
    case 'Quote':
      return `/Quote/${entityId}`;
    default:
      return null;
  }
}

type Json = unknown;

const show = (value: Json): string => {
  if (value == null) return '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const SKIP = new Set(['updatedAt', 'createdAt']);

/** What changed between before and after, field by field, as people read it. */
export function auditChanges(before: Json, after: Json): { field: string; before: string; after: string }[] {
  const was = (before && typeof before === 'object' ? before : {}) as Record<string, Json>;
  const is = (after && typeof after === 'object' ? after : {}) as Record<string, Json>;
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter((f) => !SKIP.has(f));
  const changed = fields.filter((f) => show(was[f]) !== show(is[f]));
  // a record created or deleted: all of its fields; otherwise only those that changed
  const listed = before == null || after == null ? fields : changed;
  return listed.map((field) => ({ field, before: before == null ? '' : show(was[field]), after: after == null ? '' : show(is[field]) }));
}
