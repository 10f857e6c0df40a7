import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { listPageFields } from '../rest/fields.ts';
import { DEFAULT_PAGE_SIZE } from '../schema/connections.ts';
import { NOTIFICATION_TOPICS } from '@quotecraft/rules/notifications';
import {
  loadNotificationPreferences,
  markNotificationsRead,
  markNotificationsReadInput,
  NOTIFICATION_PRESENTER_SELECT,
  notificationOrderBy,
  notificationPreferencesInput,
  notificationsWhere,
  presentNotification,
  unreadNotificationCount,
  updateNotificationPreferences,
} from './service.ts';

const preferencesAnswer = z.object({
  placed: z.boolean(),
  shipped: z.boolean(),
  delivered: z.boolean(),
  status: z.boolean().describe('status changes other than delivered'),
  returns: z.boolean(),
});

defineRestOperation({
  family: 'userManagement',
  operation: 'getNotificationPreferences',
  scope: 'signedIn',
  summary: 'Which events of their orders email the caller (placed, shipped, delivered, other status changes, return updates).',
  body: z.object({}),
  answer: preferencesAnswer,
  handler: (ctx) => loadNotificationPreferences(ctx),
});

defineRestOperation({
  family: 'userManagement',
  operation: 'updateNotificationPreferences',
  scope: 'signedIn',
  summary: 'Chooses which events of their orders email the caller; topics left out keep their choice.',
  body: notificationPreferencesInput,
  answer: preferencesAnswer,
  handler: (ctx, body) => updateNotificationPreferences(ctx, body),
});

const notificationAnswer = z.object({
  id: z.number().int(),
  topic: z.enum(NOTIFICATION_TOPICS),
  kind: z.string().describe("the order event's kind"),
  text: z.string(),
  quoteId: z.number().int().describe('the order'),
  orderNumber: z.string().describe('the ERP order number, else # and the quote number'),
  createdAt: z.string().describe('ISO 8601'),
  readAt: z.string().nullable(),
});

defineRestOperation({
  family: 'userManagement',
  operation: 'getNotifications',
  scope: 'signedIn',
  summary: "The caller's own notifications, newest first, with the unread count.",
  body: z.object({ ...listPageFields(DEFAULT_PAGE_SIZE), unreadOnly: z.boolean().optional() }),
  answer: z.object({ unread: z.number().int(), rows: z.array(notificationAnswer) }),
  handler: async (ctx, body) => {
    const where = notificationsWhere(ctx.viewer, body);
    const [rows, total, unread] = await Promise.all([
      ctx.prisma.notification.findMany({ where, select: NOTIFICATION_PRESENTER_SELECT, orderBy: notificationOrderBy, skip: body.offset, take: body.limit }),
      ctx.prisma.notification.count({ where }),
      unreadNotificationCount(ctx, where.userId as number),
    ]);
    return restPage({ unread, rows: rows.map(presentNotification) }, total);
  },
});

defineRestOperation({
  family: 'userManagement',
  operation: 'markNotificationsRead',
  scope: 'signedIn',
  summary: "Marks the caller's notifications read: those listed by id (each must be the caller's), or all.",
  body: markNotificationsReadInput,
  answer: z.object({ read: z.array(z.number().int()).describe('the ids now read') }),
  handler: async (ctx, body) => ({ read: await markNotificationsRead(ctx, body) }),
});
