// A live event reaches every subscriber of an instance as one object (the pub/sub parses it once and
// hands the same payload to each listener), so the record it names is read once per event and
// selection rather than once per socket: with a thousand subscribers over two instances, a Prisma
// read per socket made an order-status event cost 338 ms of CPU, against 202 ms read once
// (npm run bench:fanout). The rights are still checked per subscriber (liveEvents.ts) before the
// read, and per field as each subscriber's answer is built.
const readsOfEvent = new WeakMap<object, Map<string, Promise<unknown>>>();

/** `read`'s result for this event and selection, started by the first subscriber who asks. */
export function readOncePerEvent<T>(event: object, selection: unknown, read: () => Promise<T>): Promise<T> {
  let reads = readsOfEvent.get(event);
  if (!reads) readsOfEvent.set(event, (reads = new Map()));
  const key = JSON.stringify(selection);
  let pending = reads.get(key) as Promise<T> | undefined;
  if (!pending) reads.set(key, (pending = read()));
  return pending;
}
