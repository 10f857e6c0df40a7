import type { Redis } from 'ioredis';
import { AppError } from '../schema/errors.ts';

/** How a kind of key is slowed down: free failures, then waits doubling from `baseDelayMs` up to `maxDelayMs`. */
export interface ThrottleRule {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface ThrottleOptions {
  /** the rule of a key, chosen by its prefix (`account:`, `address:` …) */
  ruleFor(key: string): ThrottleRule;
  /** a key is forgotten this long after its last failure */
  forgetAfterMs: number;
}

/**
 * A key whose wait is ignored while another key (given by its index) has fewer than `below`
 * failures: the account-wide wait does not hold up an address that has hardly failed at the account.
 */
export interface ThrottleWaiver {
  index: number;
  by: number;
  below: number;
}

/**
 * Where failure counts live: this process's memory, or Redis so that every API instance counts the
 * same guesses. Both reserve atomically: either some key is still waiting (its longest wait is
 * returned and nothing is counted) or every key counts one more failure.
 */
export interface ThrottleStore {
  reserve(keys: string[], rules: ThrottleRule[], now: number, forgetAfterMs: number, waiver?: ThrottleWaiver | null): number | Promise<number>;
  /** takes one reserved failure back; `forgivable` keys are cleared altogether */
  release(keys: string[], rules: ThrottleRule[], forgivable: boolean[], now: number, forgetAfterMs: number): void | Promise<void>;
}

/** The wait that the `count`-th failure starts; the failure that uses up the free ones already starts the first. */
function waitAfter(count: number, rule: ThrottleRule): number {
  const over = count - rule.freeFailures + 1;
  return over > 0 ? Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (over - 1)) : 0;
}

export function memoryThrottleStore(): ThrottleStore {
  const failures = new Map<string, { count: number; lastAt: number; blockedUntil: number }>();
  const entry = (key: string, now: number, forgetAfterMs: number) => {
    const found = failures.get(key);
    if (found && now - found.lastAt > forgetAfterMs) {
      failures.delete(key);
      return undefined;
    }
    return found;
  };
  return {
    reserve(keys, rules, now, forgetAfterMs, waiver) {
      let wait = 0;
      const waived = !!waiver && (entry(keys[waiver.by], now, forgetAfterMs)?.count ?? 0) < waiver.below;
      keys.forEach((key, i) => {
        if (waived && i === waiver!.index) return;
        wait = Math.max(wait, (entry(key, now, forgetAfterMs)?.blockedUntil ?? 0) - now);
      });
      if (wait > 0) return wait;
      if (failures.size > 100_000) {
        for (const [key, found] of failures) if (now - found.lastAt > forgetAfterMs) failures.delete(key);
      }
      keys.forEach((key, i) => {
        const found = entry(key, now, forgetAfterMs) ?? { count: 0, lastAt: now, blockedUntil: 0 };
        found.count += 1;
        found.lastAt = now;
        const delay = waitAfter(found.count, rules[i]);
        if (delay > 0) found.blockedUntil = now + delay;
        failures.set(key, found);
      });
      return 0;
    },
    release(keys, rules, forgivable) {
      keys.forEach((key, i) => {
        const found = failures.get(key);
        if (!found) return;
        if (forgivable[i] || found.count <= 1) {
          failures.delete(key);
        } else {
          found.count -= 1;
          if (found.count < rules[i].freeFailures) found.blockedUntil = 0;
        }
      });
    },
  };
}

/**
 * KEYS: the counters. ARGV: now, forgetAfterMs, per key free failures, base and maximum delay, then
 * the waiver: the waived key's position (0 for none), the position of the key that decides, and its
 * failures from which the waiver no longer applies.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local forget = tonumber(ARGV[2])
local tail = #KEYS * 3 + 3
local waived = tonumber(ARGV[tail])
if waived > 0 then
  local decided = tonumber(redis.call('HGET', KEYS[tonumber(ARGV[tail + 1])], 'c') or '0')
  if decided >= tonumber(ARGV[tail + 2]) then waived = 0 end
end
local wait = 0
for i, key in ipairs(KEYS) do
  if i ~= waived then
    local blocked = tonumber(redis.call('HGET', key, 'b') or '0')
    if blocked - now > wait then wait = blocked - now end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  local free = tonumber(ARGV[i * 3])
  local base = tonumber(ARGV[i * 3 + 1])
  local max = tonumber(ARGV[i * 3 + 2])
  local count = redis.call('HINCRBY', key, 'c', 1)
  local over = count - free + 1
  if over > 0 then
    local delay = math.min(max, base * 2 ^ math.min(over - 1, 40))
    redis.call('HSET', key, 'b', string.format('%.0f', now + delay))
  end
  redis.call('PEXPIRE', key, forget)
end
return 0
`;

/** KEYS: the counters. ARGV: per key 1 when it is forgiven, and its free failures. */
const RELEASE_SCRIPT = `
for i, key in ipairs(KEYS) do
  local forgive = ARGV[i * 2 - 1] == '1'
  local free = tonumber(ARGV[i * 2])
  local count = tonumber(redis.call('HGET', key, 'c') or '0')
  if forgive or count <= 1 then
    redis.call('DEL', key)
  else
    count = redis.call('HINCRBY', key, 'c', -1)
    if count < free then redis.call('HSET', key, 'b', '0') end
  end
end
return 0
`;

type ThrottleRedis = Redis & {
  throttleReserve(numKeys: number, ...args: (string | number)[]): Promise<number>;
  throttleRelease(numKeys: number, ...args: (string | number)[]): Promise<number>;
};

/** Counters shared by every instance on one Redis, each key a hash (count, blocked-until) that expires after the quiet period. */
export function redisThrottleStore(redis: Redis, prefix = 'throttle:'): ThrottleStore {
  const client = redis as ThrottleRedis;
  if (!client.throttleReserve) {
    client.defineCommand('throttleReserve', { lua: RESERVE_SCRIPT });
    client.defineCommand('throttleRelease', { lua: RELEASE_SCRIPT });
  }
  const names = (keys: string[]) => keys.map((key) => prefix + key);
  return {
    async reserve(keys, rules, now, forgetAfterMs, waiver) {
      const ruleArgs = rules.flatMap((rule) => [rule.freeFailures, rule.baseDelayMs, rule.maxDelayMs]);
      const waiverArgs = waiver ? [waiver.index + 1, waiver.by + 1, waiver.below] : [0, 0, 0];
      return Number(await client.throttleReserve(keys.length, ...names(keys), now, forgetAfterMs, ...ruleArgs, ...waiverArgs));
    },
    async release(keys, rules, forgivable) {
      const args = keys.flatMap((_, i) => [forgivable[i] ? '1' : '0', rules[i].freeFailures]);
      await client.throttleRelease(keys.length, ...names(keys), ...args);
    },
  };
}

/**
 * Slows down guessing: each key (an account, an address) gets a few free failures, then must wait
 * a delay that doubles with every further failure, up to its ceiling. An attempt counts as a
 * failure from the moment it starts (atomically, so concurrent attempts each count) and is taken
 * back when it succeeds.
 */
export class FailureThrottle {
  constructor(
    private readonly options: ThrottleOptions,
    private readonly store: ThrottleStore = memoryThrottleStore(),
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Starts an attempt, or throws TOO_MANY_REQUESTS while any key is still waiting out its delay.
   * `succeeded` takes the attempt back and clears the `forgivable` keys (the account) but not the
   * others (the address), so signing in to one's own account does not reset the count of guesses
   * made from that address. `waive` lets the attempt past one key's wait (the account's) while
   * another key (the account at this address) has fewer than `below` failures; the attempt still
   * counts on every key.
   */
  async attempt(
    keys: string[],
    options: { forgivable?: string[]; message?: string; waive?: { key: string; unlessFailedAt: string; below: number } } = {},
  ): Promise<{ succeeded(): Promise<void> }> {
    const rules = keys.map((key) => this.options.ruleFor(key));
    const { waive } = options;
    const waiver = waive ? { index: keys.indexOf(waive.key), by: keys.indexOf(waive.unlessFailedAt), below: waive.below } : null;
    if (waiver && (waiver.index < 0 || waiver.by < 0)) throw new Error('A waiver names keys of the attempt');
    const wait = await this.store.reserve(keys, rules, this.now(), this.options.forgetAfterMs, waiver);
    if (wait > 0) {
      throw new AppError(options.message ?? 'Too many failed attempts. Please wait and try again.', {
        code: 'TOO_MANY_REQUESTS',
        retryAfterSeconds: Math.ceil(wait / 1000),
      });
    }
    const forgivable = keys.map((key) => options.forgivable?.includes(key) ?? false);
    return {
      succeeded: async () => {
        await this.store.release(keys, rules, forgivable, this.now(), this.options.forgetAfterMs);
      },
    };
  }
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The sign-in, passcode and password-reset rules, by key prefix:
 * - `account:` (password guesses at one account from anywhere): 5 free failures, then waits of
 *   1 s, 2 s, 4 s … capped at 15 minutes. Guesses spread over many addresses keep the account
 *   waiting, but not its owner: a sign-in from an address with fewer than
 *   `TRUSTED_ADDRESS_FAILURES` recent failures at the account is let past the account's wait (it
 *   still counts, and the other keys still apply). So an attacker cannot keep an owner out, and
 *   each address guesses at most that many times at an account while it waits.
 * - `account-address:` (password guesses at one account from one address): 5 free failures, then
 *   1 s, 2 s … capped at 15 minutes.
 * - `passcode:` (passcode guesses for one user, who has given the password) and `confirm:` (wrong
 *   current password or passcode of a signed-in user): 5 free, then 1 s, 2 s … capped at 1 minute.
 * - `address:` (every password and passcode guess from one address, or one IPv6 /64): 20 free
 *   failures (an office shares an address), then 1 s, 2 s … capped at 15 minutes.
 * - `reset-account:` / `reset-address:` (reset emails requested): every request counts; 5 free
 *   per account then up to 5 minutes, 20 free per address then up to 15 minutes.
 * - `signup-account:` / `signup-address:` (sign-ups, each of which mails the address): the same.
 * A key is forgotten an hour after its last failure.
 */
export const THROTTLE_RULES: Record<string, ThrottleRule> = {
  account: { freeFailures: 5, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
  'account-address': { freeFailures: 5, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
  passcode: { freeFailures: 5, baseDelayMs: SECOND, maxDelayMs: MINUTE },
  confirm: { freeFailures: 5, baseDelayMs: SECOND, maxDelayMs: MINUTE },
  address: { freeFailures: 20, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
  'reset-account': { freeFailures: 5, baseDelayMs: SECOND, maxDelayMs: 5 * MINUTE },
  'reset-address': { freeFailures: 20, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
  'signup-account': { freeFailures: 5, baseDelayMs: SECOND, maxDelayMs: 5 * MINUTE },
  'signup-address': { freeFailures: 20, baseDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
};

/** Failures at an account from one address below which that address is not held up by the account's wait. */
export const TRUSTED_ADDRESS_FAILURES = 3;

/**
 * The keys of a password sign-in: every guess from the address, at the account from the address,
 * and at the account; the owner's correct password clears the latter two.
 */
export function signInAttempt(username: string, address: string) {
  const account = `account:${username}`;
  const accountAtAddress = `account-address:${username}|${address}`;
  return {
    keys: [`address:${address}`, accountAtAddress, account],
    forgivable: [account, accountAtAddress],
    waive: { key: account, unlessFailedAt: accountAtAddress, below: TRUSTED_ADDRESS_FAILURES },
  };
}

export const LOGIN_THROTTLE_OPTIONS: ThrottleOptions = {
  ruleFor: (key) => {
    const rule = THROTTLE_RULES[key.slice(0, key.indexOf(':'))];
    if (!rule) throw new Error(`No throttle rule for key ${key}`);
    return rule;
  },
  forgetAfterMs: 60 * MINUTE,
};

export const createLoginThrottle = (redis?: Redis | null, now?: () => number) =>
  new FailureThrottle(LOGIN_THROTTLE_OPTIONS, redis ? redisThrottleStore(redis) : memoryThrottleStore(), now);

/**
 * Emails an administrator sends to a chosen address (order status, a new user's password): every
 * send counts. Per recipient (`mail-to:`) 2 go out at once, then waits of 1 min, 2 min, 4 min … up
 * to an hour; per sender (`mail-from:`) 20. A key is forgotten after an hour without sends.
 */
export const OUTBOUND_MAIL_THROTTLE_OPTIONS: ThrottleOptions = {
  ruleFor: (key) => ({ freeFailures: key.startsWith('mail-to:') ? 2 : 20, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE }),
  forgetAfterMs: 60 * MINUTE,
};

export const createOutboundMailThrottle = (redis?: Redis | null, now?: () => number) =>
  new FailureThrottle(OUTBOUND_MAIL_THROTTLE_OPTIONS, redis ? redisThrottleStore(redis) : memoryThrottleStore(), now);
