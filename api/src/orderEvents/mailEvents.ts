import type { Services } from '../context.ts';
import { recordOrderEvent, SYSTEM_ACTORS } from './service.ts';
import { publishOrderEvents } from '../documents/events.ts';

/** A message about an order left (the mail job sent it): it goes on the order's timeline. */
export async function recordMailSent(services: Services, quoteId: number, message: { to: string | string[]; subject: string }) {
  const exists = await services.prisma.quote.findUnique({ where: { id: quoteId }, select: { id: true } });
  if (!exists) return;
  const to = Array.isArray(message.to) ? message.to : [message.to];
  const notice = await recordOrderEvent(services.prisma, {
    quoteId,
    kind: 'email',
    text: `Email "${message.subject}" sent to ${to.join(', ')}`,
    actor: SYSTEM_ACTORS.system,
    data: { subject: message.subject, to },
  });
  publishOrderEvents(services.pubsub, [notice]);
}
