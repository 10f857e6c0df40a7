import type { LivePubSub } from './pubsub.ts';

export function publishPresence(
  pubsub: LivePubSub,
  user: { id: number; pid: number; username: string; isLoggedIn: boolean },
): void {
  pubsub.publish('presence', { userId: user.id, pid: user.pid, username: user.username, isLoggedIn: user.isLoggedIn });
}
