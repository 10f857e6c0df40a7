import { builder } from '../schema/builder.ts';
import { requireViewer, isSuperAdmin } from '../schema/access.ts';
import { resolveOffsetPage } from '../schema/connections.ts';
import { listImportRuns } from './service.ts';

/** The typeable customer select of the address import: customers of the administrator's platform(s). */
builder.queryField('importAddressCustomers', (t) =>
  t.prismaField({
    type: ['Customer'],
    description: 'Customers an administrator may assign imported shipping addresses to, matched by company or ERP id (at most 50).',
    authScopes: { admin: true },
    args: { search: t.arg.string({ required: false }), pid: t.arg.int({ required: false, description: 'Level 9 only: one platform' }) },
    resolve: (query, _root, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const search = args.search?.trim().slice(0, 100);
      return ctx.prisma.customer.findMany({
        ...query,
        where: {
          ...(isSuperAdmin(viewer) ? (args.pid ? { pid: args.pid } : {}) : { pid: viewer.pid }),
          ...(search
            ? { OR: [{ companyName: { contains: search, mode: 'insensitive' } }, { erpId: { contains: search, mode: 'insensitive' } }] }
            : {}),
        },
        orderBy: [{ companyName: 'asc' }, { id: 'asc' }],
        take: 50,
      });
    },
  }),
);

interface ImportRunRow {
  id: number;
  pid: number;
  type: string;
  username: string;
  customerId: number | null;
  fileName: string;
  created: number;
  updated: number;
  unchanged: number;
  errors: number;
  status: string;
  stoppedAtRow: number | null;
  createdAt: Date;
}

const ImportRunRef = builder.objectRef<ImportRunRow>('ImportRun').implement({
  description: 'An import that was written (dry runs leave none): who ran it, when, its file and counts, and whether it stopped part-way.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'for importManagement/downloadImportFile and downloadRejectedRows' }),
    pid: t.exposeInt('pid'),
    type: t.exposeString('type', { description: 'Products, Customers, Address or Users' }),
    username: t.exposeString('username', { description: 'who imported' }),
    customerId: t.exposeInt('customerId', { nullable: true, description: 'an address import: the customer' }),
    fileName: t.exposeString('fileName'),
    created: t.exposeInt('created'),
    updated: t.exposeInt('updated'),
    unchanged: t.exposeInt('unchanged'),
    errors: t.exposeInt('errors', { description: 'rows rejected (in the rejected rows file), with the rows a stopped import did not write' }),
    status: t.exposeString('status', {
      description:
        'running: being written; completed; stopped: a batch failed, or the server began to stop, after earlier ones were written (the counts are what was written); interrupted: cut short with its server, without counts (upload the file again: rows already written come back unchanged)',
    }),
    stoppedAtRow: t.exposeInt('stoppedAtRow', { nullable: true, description: 'a stopped import: the first row not written (the rows before it were)' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('importRuns', (t) =>
  t.connection(
    {
      type: ImportRunRef,
      description: "The import history, newest first: every platform's (or `pid`'s) for level 9, the platform's for its administrators.",
      authScopes: { admin: true },
      args: { pid: t.arg.int({ required: false }) },
      resolve: (_root, args, ctx) =>
        resolveOffsetPage(
          args,
          async (window) => (await listImportRuns(ctx, { pid: args.pid, limit: window.limit, offset: window.offset })).rows,
          async () => (await listImportRuns(ctx, { pid: args.pid, limit: 1 })).total,
        ),
    },
    { name: 'ImportRunConnection' },
    { name: 'ImportRunEdge' },
  ),
);
