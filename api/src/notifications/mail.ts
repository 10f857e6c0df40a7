import type { Services } from '../context.ts';
import { escapeHtml, layout, publicOrigin } from '../auth/emails.ts';
import { formatWhen } from '../approvals/service.ts';
import { formatMoney } from '@quotecraft/rules/money';
import { NOTIFICATION_TOPIC_LABELS } from '@quotecraft/rules/notifications';
import { contactUsers, notificationTopicOf, PREFERENCE_SELECT, wantsEmail, type PreferenceColumns } from './notify.ts';

/** The `orderNotice` job: one order event to email about. */
export interface OrderNoticeJob {
  orderEventId: number;
}

/** How an email names an order: its ERP order number, else its quote number. */
export const orderName = (order: { id: number; erpOrderNo: string | null }) => (order.erpOrderNo ? `Order ${order.erpOrderNo}` : `Order #${order.id}`);

/**
 * Emails an order event to the order's creator and its contact, each as they chose in My Profile (a
 * contact without an account: the defaults), never to whoever caused it. Each address gets the
 * event once: its OrderEventMail row (the event and the address) is written with its mail job, and
 * a second run finds it and sends nothing.
 */
export async function sendOrderNotice(services: Services, job: OrderNoticeJob): Promise<void> {
  const { prisma } = services;
  const event = await prisma.orderEvent.findUnique({
    where: { id: job.orderEventId },
    select: {
      id: true,
      kind: true,
      text: true,
      at: true,
      data: true,
      actorUserId: true,
      quote: {
        select: {
          id: true,
          pid: true,
          erpOrderNo: true,
          jobName: true,
          totalCost: true,
          contactId: true,
          contact: { select: { email: true, firstName: true } },
          createdBy: { select: { id: true, username: true, firstName: true, ...PREFERENCE_SELECT } },
          platform: { select: { name: true } },
        },
      },
    },
  });
  if (!event) return;
  const topic = notificationTopicOf(event.kind, event.data);
  if (!topic) return;
  const order = event.quote;
  const people: { id: number | null; address: string; name: string; choice: PreferenceColumns | null }[] = [];
  if (order.createdBy) people.push({ id: order.createdBy.id, address: order.createdBy.username, name: order.createdBy.firstName, choice: order.createdBy });
  const contactAccounts = await contactUsers(prisma, order, order.contact?.email, { id: true, username: true, firstName: true, ...PREFERENCE_SELECT });
  for (const user of contactAccounts) people.push({ id: user.id, address: user.username, name: user.firstName, choice: user });
  // a contact without an account on the platform: the defaults
  const contactEmail = order.contact?.email?.trim();
  if (contactEmail && !people.some((person) => person.address.toLowerCase() === contactEmail.toLowerCase())) {
    people.push({ id: null, address: contactEmail, name: order.contact?.firstName ?? '', choice: null });
  }
  const seen = new Set<string>();
  const recipients = people.filter((person) => {
    const address = person.address.trim().toLowerCase();
    if (!address.includes('@') || seen.has(address)) return false;
    seen.add(address);
    return (person.id == null || person.id !== event.actorUserId) && wantsEmail(topic, person.choice);
  });
  if (recipients.length === 0) return;

  const name = orderName(order);
  const link = `${publicOrigin(services)}/Quote/${order.id}`;
  const subject = `${name}: ${NOTIFICATION_TOPIC_LABELS[topic].replace(/^Order /, '').toLowerCase()}`;
  const when = formatWhen(event.at);
  const messages = await Promise.all(
    recipients.map(async (person) => {
      const { html, attachments } = await layout(
        services,
        order.pid,
        order.platform.name,
        `<p>Hello ${escapeHtml(person.name || person.address)},</p>
<p><strong>${escapeHtml(event.text)}</strong></p>
<table style="border-collapse:collapse;margin:12px 0">
<tr><td style="padding:2px 12px 2px 0;color:#57606a">Order</td><td>${escapeHtml(name.replace(/^Order /, ''))} (Quote #${order.id})</td></tr>
${order.jobName ? `<tr><td style="padding:2px 12px 2px 0;color:#57606a">Job Name</td><td>${escapeHtml(order.jobName)}</td></tr>` : ''}
<tr><td style="padding:2px 12px 2px 0;color:#57606a">Total</td><td>${escapeHtml(formatMoney(order.totalCost))}</td></tr>
<tr><td style="padding:2px 12px 2px 0;color:#57606a">When</td><td>${escapeHtml(when)}</td></tr>
</table>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f6feb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">View the order</a></p>
<p style="color:#57606a;font-size:12px">You receive this email because of your choices in My Profile${person.id == null ? ' (as the order\u2019s contact, the usual ones)' : ''}.</p>`,
      );
      return {
        address: person.address.trim().toLowerCase(),
        message: {
          to: [person.address.trim()],
          subject,
          html,
          attachments,
          text: `${event.text}\n${name} (Quote #${order.id})\nTotal: ${formatMoney(order.totalCost)}\nWhen: ${when}\n${link}`,
        },
      };
    }),
  );
  await prisma.$transaction(async (tx) => {
    for (const { address, message } of messages) {
      // the event and the address: the one key of this email, written with its mail job
      const fresh = await tx.$queryRaw<{ address: string }[]>`
        INSERT INTO "OrderEventMail" ("orderEventId", address) VALUES (${event.id}, ${address})
        ON CONFLICT DO NOTHING RETURNING address`;
      if (fresh.length === 0) continue;
      await services.mailer.send(message, {
        db: tx,
        key: `orderEventMail:${event.id}:${address}`,
        about: { pid: order.pid, record: `Order #${order.id}`, quoteId: order.id },
      });
    }
  });
}
