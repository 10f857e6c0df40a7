import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { XLSX_MIME } from '../imports/templates.ts';
import { EXPORT_LIST_NAMES, EXPORT_LISTS } from './lists.ts';
import { prepareExport } from './service.ts';

const listsHelp = Object.entries(EXPORT_LISTS)
  .map(([name, list]) => {
    const filters = Object.keys(list.filters);
    const columns = 'template' in list && list.template ? `the ${list.template} import template's columns` : `columns ${list.columns.map((c) => c.key).join(', ')}`;
    return `${name} (sorts by ${list.orderFields.join(', ')}; ${filters.length ? `filters ${filters.join(', ')}` : 'no filters'}; ${columns})`;
  })
  .join('; ');

defineRestOperation({
  family: 'exportManagement',
  operation: 'exportList',
  kind: 'download',
  scope: 'admin',
  access: 'read',
  summary:
    "An admin list as an .xlsx file, with the list screen's search, filters, sort and visible columns and the same scope (platform, role level, group). Text cells are always text: one beginning with =, +, - or @ is never a formula. The users, customers, addresses and products exports carry their import template's columns, so the file imports back unchanged.",
  body: z.object({
    list: z.enum(EXPORT_LIST_NAMES, { error: `list must be one of ${EXPORT_LIST_NAMES.join(', ')}.` }).describe(listsHelp),
    search: z.string().max(200, 'search is at most 200 characters.').optional().describe("the list screen's search"),
    order: z
      .tuple([z.string(), z.string()], { error: 'order must be [field, "ASC" | "DESC"].' })
      .optional()
      .describe('[field, "ASC" | "DESC"]: one of the list\'s sort fields; the list screen\'s default otherwise'),
    columns: z.array(z.string(), { error: 'columns must be a list of column keys.' }).optional().describe("the visible columns' keys, in order (every column when left out)"),
    filters: z.record(z.string(), z.unknown(), { error: 'filters must be an object.' }).optional().describe("the list's own filters (see list)"),
  }),
  file: `the list as an .xlsx (${XLSX_MIME})`,
  handler: async (ctx, body) => prepareExport(ctx, body),
});
