import { builder } from '../schema/builder.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { liveEvents } from '../live/liveEvents.ts';
import type { NotificationEvent } from '../live/pubsub.ts';
import { parseInput } from '../groups/validation.ts';
import { UserRef } from '../users/types.ts';
import { PREFERENCE_SELECT } from './notify.ts';
import {
  markNotificationsRead,
  markNotificationsReadInput,
  notificationOrderBy,
  notificationOrderNumber,
  notificationPreferencesInput,
  notificationsWhere,
  preferencesOf,
  requireSignedInUser,
  unreadNotificationCount,
  updateNotificationPreferences,
} from './service.ts';

/** An order event told to one user: seen by that user only. */
export const NotificationRef = builder.prismaNode('Notification', {
  id: { field: 'id' },
  authScopes: (row, ctx) => ctx.viewer?.kind === 'user' && ctx.viewer.userId === row.userId,
  select: { userId: true },
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    topic: t.exposeString('topic', { description: 'placed, shipped, delivered, status or returns' }),
    text: t.exposeString('text', { description: "the event as the order's timeline says it" }),
    quoteId: t.exposeInt('quoteId'),
    orderNumber: t.string({
      description: 'the ERP order number, else # and the quote number',
      select: { quoteId: true, orderEvent: { select: { quote: { select: { erpOrderNo: true } } } } },
      resolve: (row) => notificationOrderNumber(row),
    }),
    kind: t.string({ select: { orderEvent: { select: { kind: true } } }, resolve: (row) => row.orderEvent.kind }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true }),
    user: t.relation('user'),
  }),
});

const NotificationPreferencesRef = builder.objectRef<ReturnType<typeof preferencesOf>>('NotificationPreferences').implement({
  description: 'Which events of their orders email the user.',
  fields: (t) => ({
    placed: t.exposeBoolean('placed'),
    shipped: t.exposeBoolean('shipped'),
    delivered: t.exposeBoolean('delivered'),
    status: t.exposeBoolean('status', { description: 'status changes other than delivered' }),
    returns: t.exposeBoolean('returns'),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  notificationPreferences: t.field({
    type: NotificationPreferencesRef,
    description: 'Which events of their orders email the user (My Profile).',
    select: PREFERENCE_SELECT,
    resolve: (user) => preferencesOf(user),
  }),
  unreadNotificationCount: t.int({
    nullable: true,
    description: "The user's unread notifications: for the user themselves only (null for anyone else).",
    resolve: (user, _args, ctx) => (ctx.viewer?.kind === 'user' && ctx.viewer.userId === user.id ? unreadNotificationCount(ctx, user.id) : null),
  }),
}));

builder.queryField('notifications', (t) =>
  t.connection({
    type: NotificationRef,
    description: "The caller's own notifications, newest first.",
    authScopes: { signedIn: true },
    args: { unreadOnly: t.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx, info) =>
      resolvePrismaPage(ctx, info, ctx.prisma.notification, args, { where: notificationsWhere(ctx.viewer, args), orderBy: notificationOrderBy }) as never,
  }),
);

const NotificationPreferencesInput = builder.inputType('NotificationPreferencesInput', {
  fields: (t) => ({
    placed: t.boolean({ required: false }),
    shipped: t.boolean({ required: false }),
    delivered: t.boolean({ required: false }),
    status: t.boolean({ required: false }),
    returns: t.boolean({ required: false }),
  }),
});

builder.mutationField('updateNotificationPreferences', (t) =>
  t.prismaField({
    type: 'User',
    description: 'Chooses which events of their orders email the caller; topics left out keep their choice.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: NotificationPreferencesInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      await updateNotificationPreferences(ctx, parseInput(notificationPreferencesInput, args.input));
      return ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: requireSignedInUser(ctx.viewer).userId } });
    },
  }),
);

builder.mutationField('markNotificationsRead', (t) =>
  t.prismaField({
    type: ['Notification'],
    description: "Marks the caller's notifications read: those listed, or all; answers those now read (their user carries the new unread count).",
    authScopes: { signedIn: true },
    args: { ids: t.arg.intList({ required: false }), all: t.arg.boolean({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      const ids = await markNotificationsRead(ctx, parseInput(markNotificationsReadInput, { ids: args.ids ?? undefined, all: args.all ?? undefined }));
      return ctx.prisma.notification.findMany({ ...query, where: { id: { in: ids } }, orderBy: notificationOrderBy });
    },
  }),
);

builder.subscriptionField('notificationsChanged', (t) =>
  t.prismaField({
    type: UserRef,
    description: "The caller's user, with its unread count, each time one of their notifications arrives or is read (on any instance).",
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => {
      const user = requireSignedInUser(ctx.viewer);
      return liveEvents(ctx, 'notification', (viewer, event: NotificationEvent) => viewer.userId === user.userId && event.userId === user.userId);
    },
    resolve: (query, _event, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: requireSignedInUser(ctx.viewer).userId } }),
  }),
);
