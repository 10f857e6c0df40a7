import { builder } from '../schema/builder.ts';
import { requireViewer, isSuperAdmin } from '../schema/access.ts';

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
