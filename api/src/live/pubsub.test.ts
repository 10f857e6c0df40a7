import { afterEach, describe, expect, it } from 'vitest';
import { createLivePubSub } from './pubsub.ts';
import { testSettings } from '../test/settings.ts';

describe('in-memory live events', () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  afterEach(() => {
    process.off('warning', onWarning);
  });

  it('reach every one of many subscribers without a listener-leak warning', async () => {
    process.on('warning', onWarning);
    const { pubsub } = createLivePubSub();
    const subscriptions = Array.from({ length: 25 }, () => pubsub.subscribe('orderStatus')[Symbol.asyncIterator]());
    const received = Promise.all(subscriptions.map((subscription) => subscription.next()));
    // Listeners attach when each iterator is first pulled.
    await new Promise((resolve) => setTimeout(resolve, 10));
    pubsub.publish('orderStatus', { quoteId: 7, pid: 1, groupId: null, createdByUserId: 3, status: 'Ordered', csiStatus: null });
    const events = await received;
    expect(events.map((event) => event.value.quoteId)).toEqual(Array(25).fill(7));
    await Promise.all(subscriptions.map((subscription) => subscription.return?.()));
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  });
});

describe.runIf(testSettings().TEST_REDIS_URL)('live events through Redis', () => {
  it('reach every instance of a deployment, and never another deployment sharing the Redis', async () => {
    const event = (quoteId: number) => ({ quoteId, pid: 1, groupId: null, createdByUserId: 3, status: 'Ordered', csiStatus: null });
    const [a, b, other] = ['qc-pubsub-a:', 'qc-pubsub-a:', 'qc-pubsub-b:'].map((prefix) =>
      createLivePubSub(testSettings().TEST_REDIS_URL, `${prefix}${process.pid}:`),
    );
    try {
      const heardByB = b.pubsub.subscribe('orderStatus')[Symbol.asyncIterator]();
      const heardByOther = other.pubsub.subscribe('orderStatus')[Symbol.asyncIterator]();
      const nextOnB = heardByB.next();
      const nextOnOther = heardByOther.next();
      await new Promise((resolve) => setTimeout(resolve, 200));
      a.pubsub.publish('orderStatus', event(7));
      expect((await nextOnB).value.quoteId).toBe(7);
      other.pubsub.publish('orderStatus', event(8));
      expect((await nextOnOther).value.quoteId).toBe(8);
      await Promise.all([heardByB.return?.(), heardByOther.return?.()]);
    } finally {
      await Promise.all([a, b, other].map((live) => live.close()));
    }
  });
});
