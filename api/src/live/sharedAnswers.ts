// A subscription whose answers an audience shares (audiences.ts) hands on each answer complete:
// built once for all the subscribers it reaches, its domain errors mapped and the state its
// execution left on the context let go. The per-event hooks that otherwise do this for every
// subscriber of every event (http/graphqlErrors.ts, eventState.ts) leave such a stream alone.
const streams = new WeakSet<object>();

export function markAnswersComplete<T extends object>(stream: T): T {
  streams.add(stream);
  return stream;
}

export const answersComplete = (result: unknown) => typeof result === 'object' && result !== null && streams.has(result);
