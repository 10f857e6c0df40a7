import type { Context } from '../context.ts';
import type { Viewer } from '../schema/access.ts';
import { AppError } from '../schema/errors.ts';

export const recipientRefused = (address: string) => `${address} is not a user or contact of this platform.`;
export const MAIL_THROTTLED = 'Too many emails sent. Please wait and try again.';

/**
 * The one rule for emails an administrator addresses (order status, a new user's password): each
 * address must belong to the platform, as a user's username, a contact's email (customer and quote
 * contacts) or one of the platform's notification addresses; then the send counts against the
 * sender and each recipient (`ctx.mailThrottle`). Refuses naming the address and its field
 * (`fieldOf(index)`, e.g. `emails.2`).
 */
export async function admitPlatformMail(
  ctx: Context,
  viewer: Viewer,
  pid: number,
  addresses: string[],
  fieldOf: (index: number) => string,
): Promise<string[]> {
  const wanted = [...new Set(addresses.map((address) => address.trim().toLowerCase()))];
  const [users, contacts, platform] = await Promise.all([
    ctx.prisma.user.findMany({ where: { pid, username: { in: wanted, mode: 'insensitive' } }, select: { username: true } }),
    ctx.prisma.contact.findMany({ where: { pid, email: { in: wanted, mode: 'insensitive' } }, select: { email: true } }),
    ctx.prisma.platform.findUnique({ where: { id: pid }, select: { emailAddresses: true } }),
  ]);
  const known = new Set([
    ...users.map((user) => user.username.toLowerCase()),
    ...contacts.map((contact) => (contact.email ?? '').toLowerCase()),
    ...(platform?.emailAddresses ?? '').split(',').map((address) => address.trim().toLowerCase()),
  ]);
  const index = addresses.findIndex((address) => !known.has(address.trim().toLowerCase()));
  if (index >= 0) {
    throw new AppError(recipientRefused(addresses[index]!.trim()), { field: fieldOf(index) });
  }
  const keys = [`mail-from:${viewer.kind}:${viewer.userId ?? viewer.username}`, ...wanted.map((address) => `mail-to:${address}`)];
  await ctx.mailThrottle.attempt(keys, { message: MAIL_THROTTLED });
  return wanted;
}
