import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { listPageFields, optionalIdField } from '../rest/fields.ts';
import { listAuditEntries } from './service.ts';

const json = z.unknown().describe("the record's fields (secrets left out); null when there was none");

const auditEntryAnswer = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601, UTC'),
  actorId: z.number().int().nullable(),
  actor: z.string().describe("the actor's email address (an API token's creator and the token id)"),
  action: z.string(),
  entity: z.string().describe('the record type: User, Product, ProductList, Group, Theme, ApiToken, Platform, ImportRun, QuoteLine, QuoteApproval …'),
  entityId: z.string(),
  pid: z.number().int().nullable(),
  before: json,
  after: json,
});

defineRestOperation({
  family: 'auditManagement',
  operation: 'getAuditLog',
  scope: 'admin',
  summary: "A page of the audit trail, newest first: the caller's platform's entries (level 9: every platform's, or filters.pid's). Entries cannot be changed or deleted.",
  body: z.object({
    filters: z
      .object({
        actor: z.string().optional().describe("part of the actor's email address"),
        action: z.string().optional(),
        entity: z.string().optional(),
        entityId: z.union([z.string(), z.number()]).optional().describe('the record (with entity)'),
        pid: optionalIdField.describe('role level 9: this platform'),
        from: z.string().optional().describe('on or after this day, YYYY-MM-DD (UTC)'),
        to: z.string().optional().describe('on or before this day, YYYY-MM-DD (UTC)'),
      })
      .optional(),
    ...listPageFields(),
  }),
  answer: z.array(auditEntryAnswer),
  handler: async (ctx, body) => {
    const filters = body.filters ?? {};
    const { rows, total } = await listAuditEntries(ctx, { ...filters, entityId: filters.entityId == null ? undefined : String(filters.entityId) }, body);
    return restPage(
      rows.map((row) => ({ ...row, at: row.at.toISOString(), before: row.before ?? null, after: row.after ?? null })),
      total,
    );
  },
});
