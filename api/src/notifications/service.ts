import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { requireViewer, type Viewer } from '../schema/access.ts';
import { AppError, notFound } from '../schema/errors.ts';
import { identityRefusal } from '../apiTokens/scopes.ts';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '@quotecraft/rules/notifications';
import { PREFERENCE_COLUMNS, PREFERENCE_SELECT, type PreferenceColumns } from './notify.ts';

/**
 * A signed-in user's own notifications (the header's menu) and their email choices (My Profile).
 * Only the user themselves reaches them: not their administrators, not an API token they made.
 */

/** The signed-in user (an API token acts for a platform, not for the person who made it). */
export function requireSignedInUser(viewer: Viewer | null): Viewer & { userId: number } {
  const current = requireViewer(viewer);
  if (current.kind !== 'user' || current.userId == null) throw identityRefusal();
  return current as Viewer & { userId: number };
}

export type NotificationPreferences = Record<NotificationTopic, boolean>;

/** A user's choices by topic. */
export const preferencesOf = (user: PreferenceColumns): NotificationPreferences =>
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, user[PREFERENCE_COLUMNS[topic]]])) as NotificationPreferences;

const choice = (topic: NotificationTopic) =>
  z.boolean({ error: `${topic} must be true or false.` }).optional();

/** The topics sent, each true or false; those left out keep their choice. */
export const notificationPreferencesInput = z
  .object({ placed: choice('placed'), shipped: choice('shipped'), delivered: choice('delivered'), status: choice('status'), returns: choice('returns') })
  .strict();

/** Saves the caller's own email choices; answers them all. */
export async function updateNotificationPreferences(ctx: Context, input: z.infer<typeof notificationPreferencesInput>): Promise<NotificationPreferences> {
  const viewer = requireSignedInUser(ctx.viewer);
  const data: Partial<PreferenceColumns> = {};
  for (const topic of NOTIFICATION_TOPICS) {
    const value = input[topic];
    if (value !== undefined && value !== null) data[PREFERENCE_COLUMNS[topic]] = value;
  }
  const user = await ctx.prisma.user.update({ where: { id: viewer.userId }, data, select: PREFERENCE_SELECT });
  return preferencesOf(user);
}

export async function loadNotificationPreferences(ctx: Context): Promise<NotificationPreferences> {
  const viewer = requireSignedInUser(ctx.viewer);
  return preferencesOf(await ctx.prisma.user.findUniqueOrThrow({ where: { id: viewer.userId }, select: PREFERENCE_SELECT }));
}

/** Newest first; the id breaks ties of the same instant. */
export const notificationOrderBy: Prisma.NotificationOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** The caller's own notifications (unread only, if asked). */
export function notificationsWhere(viewer: Viewer | null, filter: { unreadOnly?: boolean | null } = {}): Prisma.NotificationWhereInput {
  const user = requireSignedInUser(viewer);
  return { userId: user.userId, ...(filter.unreadOnly ? { readAt: null } : {}) };
}

export const unreadNotificationCount = (ctx: Context, userId: number) => ctx.prisma.notification.count({ where: { userId, readAt: null } });

export const markNotificationsReadInput = z
  .object({
    ids: z.array(z.coerce.number().int().positive()).max(500).optional(),
    all: z.boolean().optional(),
  })
  .strict()
  .refine((input) => input.all === true || (input.ids?.length ?? 0) > 0, { message: 'Choose the notifications to mark read (ids), or all.', path: ['ids'] });

/**
 * Marks the caller's notifications read: those listed (each must be theirs: another's is "not
 * found") or all. Answers the ids now read; the caller's other tabs hear of it.
 */
export async function markNotificationsRead(ctx: Context, input: z.infer<typeof markNotificationsReadInput>): Promise<number[]> {
  const viewer = requireSignedInUser(ctx.viewer);
  let ids: number[];
  if (input.all) {
    const unread = await ctx.prisma.notification.findMany({ where: { userId: viewer.userId, readAt: null }, select: { id: true } });
    ids = unread.map((row) => row.id);
  } else {
    ids = [...new Set(input.ids ?? [])];
    const own = await ctx.prisma.notification.findMany({ where: { id: { in: ids }, userId: viewer.userId }, select: { id: true } });
    if (own.length !== ids.length) throw new AppError(notFound('Notification').message, { code: 'NOT_FOUND', field: 'ids' });
  }
  if (ids.length > 0) {
    await ctx.prisma.notification.updateMany({ where: { id: { in: ids }, userId: viewer.userId, readAt: null }, data: { readAt: new Date() } });
    ctx.pubsub.publish('notification', { userId: viewer.userId, orderEventId: null });
  }
  return ids;
}

export const NOTIFICATION_PRESENTER_SELECT = {
  id: true,
  topic: true,
  text: true,
  quoteId: true,
  createdAt: true,
  readAt: true,
  orderEvent: { select: { kind: true, quote: { select: { erpOrderNo: true } } } },
} as const satisfies Prisma.NotificationSelect;

type PresentedRow = Prisma.NotificationGetPayload<{ select: typeof NOTIFICATION_PRESENTER_SELECT }>;

/** How the menu names an order: its ERP order number, else its quote number. */
export const notificationOrderNumber = (row: { quoteId: number; orderEvent: { quote: { erpOrderNo: string | null } } }) =>
  row.orderEvent.quote.erpOrderNo || `#${row.quoteId}`;

/** A notification as REST answers it. */
export const presentNotification = (row: PresentedRow) => ({
  id: row.id,
  topic: row.topic,
  kind: row.orderEvent.kind,
  text: row.text,
  quoteId: row.quoteId,
  orderNumber: notificationOrderNumber(row),
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});
