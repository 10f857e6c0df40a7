import { contextCacheSymbol } from '@pothos/core';
import type { Plugin } from 'graphql-yoga';
import { clearLoaders, type Loaders } from '../schema/loaders.ts';
import { answersComplete } from './sharedAnswers.ts';

/**
 * A subscription keeps its context for its whole life, and what a request caches on its context
 * (Pothos's granted scopes and Prisma selections, kept under the context's cache key, and the
 * loaders) would be kept with it: by every idle socket, between events, for hours. Each event of a
 * subscription is answered like a request of its own instead: the caches start empty under a key
 * of the subscription's own (set before its subscribe runs), and once the subscribe and then each
 * event's answer is built, the key is replaced and the loaders are let go, so an idle subscription
 * holds none of it and the next event reads afresh.
 */
type ContextState = { [contextCacheSymbol]?: object; loaders?: Loaders };

export function letGoOfEventState(contextValue: unknown) {
  const context = contextValue as ContextState | undefined;
  if (!context) return;
  context[contextCacheSymbol] = {};
  if (context.loaders) clearLoaders(context.loaders);
}

const freshState = ({ args }: { args: { contextValue?: unknown } }) => letGoOfEventState(args.contextValue);

// One object for every subscription: a socket holds no hooks of its own.
const afterEachEvent = { onNext: freshState };
const afterSubscribe = {
  onSubscribeResult(payload: { args: { contextValue?: unknown }; result: unknown }) {
    freshState(payload);
    // an answer an audience shares lets go of its state as it is built (sharedAnswers.ts)
    return answersComplete(payload.result) ? undefined : afterEachEvent;
  },
};

export function useFreshStatePerEvent(): Plugin {
  return {
    onSubscribe(payload) {
      freshState(payload);
      return afterSubscribe;
    },
  };
}
