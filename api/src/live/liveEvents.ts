// A subscription's events. Each instance listens to a topic once, however many subscriptions it
// has open, and hands each event to every subscription's queue; a subscription then lets through
// only the events its caller, as they are now, may have (rights.ts). An event is one object for
// every subscriber of the instance, so what is worked out for it once (eventReads.ts,
// audiences.ts) is shared by all.
import type { WebSocket } from 'ws';
import type { Context } from '../context.ts';
import type { Viewer } from '../schema/access.ts';
import type { LivePubSub, LiveTopics } from './pubsub.ts';
import { viewerForEvent } from './rights.ts';
import { logger } from '../observability/logger.ts';

type Topic = keyof LiveTopics;
type EventOf<T extends Topic> = LiveTopics[T][0];

/** Events waiting for a subscriber slower than the events: beyond this the subscription ends. */
const MAX_WAITING_EVENTS = 1000;

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/** One subscription's queue of events, read by graphql-ws one event at a time. */
class EventQueue<T> {
  private readonly waiting: T[] = [];
  private reader: ((result: IteratorResult<T>) => void) | null = null;
  ended = false;

  constructor(private readonly onEnd: (queue: EventQueue<T>) => void) {}

  offer(event: T) {
    if (this.ended) return;
    if (this.reader) {
      const reader = this.reader;
      this.reader = null;
      reader({ done: false, value: event });
    } else if (this.waiting.length < MAX_WAITING_EVENTS) {
      this.waiting.push(event);
    } else {
      this.end();
    }
  }

  take(): Promise<IteratorResult<T>> {
    if (this.waiting.length) return Promise.resolve({ done: false, value: this.waiting.shift()! });
    if (this.ended) return Promise.resolve(DONE);
    return new Promise((resolve) => (this.reader = resolve));
  }

  end() {
    if (this.ended) return;
    this.ended = true;
    this.waiting.length = 0;
    this.reader?.(DONE);
    this.reader = null;
    this.onEnd(this);
  }
}

/** An instance's listeners: one per topic, while it has subscriptions. */
class Hub {
  private readonly topics = new Map<Topic, { queues: Set<EventQueue<unknown>>; stop(): void }>();

  constructor(private readonly pubsub: LivePubSub) {}

  open<T extends Topic>(topic: T): EventQueue<EventOf<T>> {
    let listening = this.topics.get(topic);
    if (!listening) this.topics.set(topic, (listening = this.listen(topic)));
    const queue = new EventQueue<EventOf<T>>((ended) => this.close(topic, ended as EventQueue<unknown>));
    listening.queues.add(queue as EventQueue<unknown>);
    return queue;
  }

  private listen(topic: Topic) {
    const queues = new Set<EventQueue<unknown>>();
    const events = this.pubsub.subscribe(topic)[Symbol.asyncIterator]();
    void (async () => {
      try {
        for (let next = await events.next(); !next.done; next = await events.next()) {
          for (const queue of queues) queue.offer(next.value);
        }
      } catch (error) {
        // The pub/sub failed (Redis gone): its subscriptions end, and their clients subscribe again.
        logger.warn({ err: error, topic }, 'live events: listening failed');
        for (const queue of [...queues]) queue.end();
      }
    })();
    return { queues, stop: () => void events.return?.() };
  }

  private close(topic: Topic, queue: EventQueue<unknown>) {
    const listening = this.topics.get(topic);
    if (!listening?.queues.delete(queue) || listening.queues.size > 0) return;
    this.topics.delete(topic);
    listening.stop();
  }
}

const hubs = new WeakMap<LivePubSub, Hub>();

function hubOf(pubsub: LivePubSub): Hub {
  let hub = hubs.get(pubsub);
  if (!hub) hubs.set(pubsub, (hub = new Hub(pubsub)));
  return hub;
}

/**
 * The events of `topic` the caller may have: each is checked against the caller as they are now
 * (their session open, their role and platform unchanged; otherwise the socket closes, see
 * rights.ts) and then against `allowed`. The context's viewer is brought up to date first, so the
 * event's fields are resolved with current rights.
 */
export function liveEvents<T extends Topic>(
  ctx: Context,
  topic: T,
  allowed: (viewer: Viewer, event: EventOf<T>) => boolean,
): AsyncIterableIterator<EventOf<T>> {
  const socket = (ctx as Context & { socket?: WebSocket }).socket;
  const queue = hubOf(ctx.pubsub).open(topic);
  const admitsAs = (viewer: Viewer | null, event: EventOf<T>) => {
    if (!viewer || !ctx.viewer) return false;
    if (viewer !== ctx.viewer) Object.assign(ctx.viewer, viewer);
    return allowed(ctx.viewer, event);
  };
  // synchronous while the caller's session is kept (rights.ts), as it is for nearly every event
  const admits = (event: EventOf<T>): boolean | Promise<boolean> => {
    if (!ctx.viewer) return false;
    const viewer = viewerForEvent(ctx, ctx.viewer, socket);
    return viewer instanceof Promise ? viewer.then((current) => admitsAs(current, event)) : admitsAs(viewer, event);
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      for (;;) {
        const next = await queue.take();
        if (next.done) return next;
        const admitted = admits(next.value);
        if (admitted === true || (admitted !== false && (await admitted))) return next;
      }
    },
    async return() {
      queue.end();
      return DONE;
    },
  };
}
