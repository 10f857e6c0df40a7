import { builder } from '../schema/builder.ts';
import { canReachPlatform, isAdmin } from '../schema/access.ts';
import { liveEvents } from './liveEvents.ts';
import { readOncePerEvent } from './eventReads.ts';

builder.subscriptionField('userPresence', (t) =>
  t.prismaField({
    type: 'User',
    description: "A user of the administrator's platform signed in or out.",
    authScopes: { admin: true },
    subscribe: (_root, _args, ctx) =>
      liveEvents(ctx, 'presence', (viewer, event: { pid: number }) => isAdmin(viewer) && canReachPlatform(viewer, event.pid)),
    resolve: (query, event, _args, ctx) =>
      readOncePerEvent(event, query, () => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: (event as unknown as { userId: number }).userId } })),
  }),
);
