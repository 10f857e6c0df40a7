import { AppError } from '../schema/errors.ts';

/**
 * Slows down guessing: each key (an address, an account) gets a few free failures, then must wait
 * a delay that doubles with every further failure, up to a ceiling. Attempts are reserved
 * synchronously before any await, so concurrent attempts in one request (aliases, batches) each count.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, { count: number; lastAt: number; blockedUntil: number }>();

  constructor(
    private readonly options: {
      /** failures a key may have before delays start */
      freeFailures: (key: string) => number;
      baseDelayMs: number;
      maxDelayMs: number;
      forgetAfterMs: number;
    },
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws when any key is still waiting out its delay. */
  check(keys: string[], message = 'Too many failed attempts. Please wait and try again.'): void {
    const now = this.now();
    for (const key of keys) {
      const entry = this.entry(key, now);
      if (entry && entry.blockedUntil > now) {
        const retryAfterSeconds = Math.ceil((entry.blockedUntil - now) / 1000);
        throw new AppError(message, { code: 'TOO_MANY_REQUESTS', retryAfterSeconds });
      }
    }
  }

  /**
   * Counts an attempt as a failure before its outcome is known. `succeeded` takes the attempt back
   * and clears the `forgivable` keys (the account) but not the others (the address), so signing in
   * to one's own account does not reset the count of guesses made from that address.
   */
  reserve(keys: string[], forgivable: string[] = []): { succeeded(): void } {
    const now = this.now();
    for (const key of keys) {
      const entry = this.entry(key, now) ?? { count: 0, lastAt: now, blockedUntil: 0 };
      entry.count += 1;
      entry.lastAt = now;
      // the failure that uses up the free ones already starts the first wait
      const over = entry.count - this.options.freeFailures(key) + 1;
      if (over > 0) {
        entry.blockedUntil = now + Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** (over - 1));
      }
      this.failures.set(key, entry);
    }
    return {
      succeeded: () => {
        for (const key of keys) {
          const entry = this.failures.get(key);
          if (!entry) continue;
          if (forgivable.includes(key) || entry.count <= 1) {
            this.failures.delete(key);
          } else {
            entry.count -= 1;
            if (entry.count < this.options.freeFailures(key)) entry.blockedUntil = 0;
          }
        }
      },
    };
  }

  private entry(key: string, now: number) {
    const entry = this.failures.get(key);
    if (entry && now - entry.lastAt > this.options.forgetAfterMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }
}

/**
 * Sign-in guessing: 5 free failures per account and 20 per address (an office shares one), then
 * waits of 1 s, 2 s, 4 s … up to 5 minutes; a key is forgotten after an hour without failures.
 */
export const LOGIN_THROTTLE_OPTIONS = {
  freeFailures: (key: string) => (key.startsWith('address:') ? 20 : 5),
  baseDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

export const createLoginThrottle = (now?: () => number) => new FailureThrottle(LOGIN_THROTTLE_OPTIONS, now);

/**
 * Emails an administrator sends to a chosen address (order status, a new user's password): every
 * send counts. Per recipient 2 go out at once, then waits of 1 min, 2 min, 4 min … up to an hour;
 * per sender 20. A key is forgotten after an hour without sends.
 */
export const OUTBOUND_MAIL_THROTTLE_OPTIONS = {
  freeFailures: (key: string) => (key.startsWith('mail-to:') ? 2 : 20),
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

export const createOutboundMailThrottle = (now?: () => number) => new FailureThrottle(OUTBOUND_MAIL_THROTTLE_OPTIONS, now);
