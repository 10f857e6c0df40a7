import { contextCacheSymbol } from '@pothos/core';
import type { Plugin } from 'graphql-yoga';
import { clearLoaders, type Loaders } from '../schema/loaders.ts';

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

function freshState({ args }: { args: { contextValue?: unknown } }) {
  const context = args.contextValue as ContextState | undefined;
  if (!context) return;
  context[contextCacheSymbol] = {};
  if (context.loaders) clearLoaders(context.loaders);
}

// One object for every subscription: a socket holds no hooks of its own.
const afterEachEvent = { onNext: freshState };
const afterSubscribe = {
  onSubscribeResult(payload: { args: { contextValue?: unknown } }) {
    freshState(payload);
    return afterEachEvent;
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
