import type { Plugin } from 'graphql-yoga';
import { AppError } from '../schema/errors.ts';
import type { Context } from '../schema/context.ts';

/**
 * Counts GraphQL operations, not HTTP requests, per caller (user, else address) in a one-minute
 * window, so batching cannot multiply what one request may do.
 */
export function useOperationRateLimit(operationsPerMinute: number, now: () => number = Date.now): Plugin<Context> {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    onExecute({ args }) {
      const ctx = args.contextValue as Context;
      const key = ctx.viewer?.userId != null ? `user:${ctx.viewer.userId}` : `address:${ctx.clientAddress}`;
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.startedAt >= 60_000) {
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
        if (windows.size > 50_000) windows.clear();
      }
      window.count += 1;
      if (window.count > operationsPerMinute) {
        throw new AppError('Too many requests. Please slow down.', {
          code: 'TOO_MANY_REQUESTS',
          retryAfterSeconds: Math.ceil((window.startedAt + 60_000 - at) / 1000),
        });
      }
    },
  };
}
