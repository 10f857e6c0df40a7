import type { Redis } from 'ioredis';
import type { Plugin } from 'graphql-yoga';
import { AppError } from '../schema/errors.ts';
import { graphqlErrorOf } from './graphqlErrors.ts';
import type { Viewer } from '../schema/access.ts';

const WINDOW_MS = 60_000;

/**
 * Operations one caller may run per minute, GraphQL and REST alike: counted per caller (the API
 * token, the user, else the address) in minute windows, in this process's memory or in Redis so
 * that every API instance draws on the same budget. `take` returns nothing when counted in
 * memory, so the usual path costs no promise.
 */
export interface OperationBudget {
  /** counts one operation; throws TOO_MANY_REQUESTS once the caller's minute is used up */
  take(caller: Caller): void | Promise<void>;
}

/** The parts of a request's context that name its caller. */
interface Caller {
  viewer: Viewer | null;
  clientAddress: string;
}

const callerKey = (ctx: Caller) =>
  ctx.viewer?.apiToken
    ? `token:${ctx.viewer.apiToken.id}`
    : ctx.viewer?.userId != null
      ? `user:${ctx.viewer.userId}`
      : `address:${ctx.clientAddress}`;

function refuse(count: number, perMinute: number, windowEndsAt: number, now: number): void {
  if (count > perMinute) {
    throw new AppError('Too many requests. Please slow down.', {
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - now) / 1000)),
    });
  }
}

/** INCR and, for a new window, PEXPIRE in one step. */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count
`;

export function createOperationBudget(perMinute: number, redis?: Redis | null, now: () => number = Date.now): OperationBudget {
  if (redis) {
    const client = redis as Redis & { operationCount(numKeys: number, key: string, ttl: number): Promise<number> };
    if (!client.operationCount) client.defineCommand('operationCount', { lua: COUNT_SCRIPT });
    return {
      async take(ctx) {
        const at = now();
        // windows start on the minute for every instance alike
        const window = Math.floor(at / WINDOW_MS);
        const count = await client.operationCount(1, `ops:${callerKey(ctx)}:${window}`, WINDOW_MS * 2);
        refuse(count, perMinute, (window + 1) * WINDOW_MS, at);
      },
    };
  }
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    take(ctx) {
      const key = callerKey(ctx);
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.startedAt >= WINDOW_MS) {
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
        if (windows.size > 50_000) {
          for (const [other, { startedAt }] of windows) if (at - startedAt >= WINDOW_MS) windows.delete(other);
        }
      }
      window.count += 1;
      refuse(window.count, perMinute, window.startedAt + WINDOW_MS, at);
    },
  };
}

/**
 * Counts GraphQL operations, not HTTP requests, against the caller's budget, so batching cannot
 * multiply what one request may do.
 */
export function useOperationRateLimit(): Plugin<Caller & { operationBudget: OperationBudget }> {
  return {
    onExecute({ args }) {
      const ctx = args.contextValue as Caller & { operationBudget: OperationBudget };
      // A refusal thrown here ends the request before the answer's errors are mapped: it leaves as its GraphQL error.
      const refused = (error: unknown) => {
        throw error instanceof AppError ? graphqlErrorOf(error) : error;
      };
      try {
        const taken = ctx.operationBudget.take(ctx);
        return taken && taken.catch(refused);
      } catch (error) {
        return refused(error);
      }
    },
  };
}
