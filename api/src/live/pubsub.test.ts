import { afterEach, describe, expect, it } from 'vitest';
import { createLivePubSub } from './pubsub.ts';

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
