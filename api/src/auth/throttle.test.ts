import { describe, expect, it } from 'vitest';
import { createLoginThrottle, FailureThrottle } from './throttle.ts';

describe('failure throttle', () => {
  it('doubles the wait after the free failures and forgets after a quiet hour', () => {
    let now = 0;
    const throttle = new FailureThrottle({ freeFailures: () => 2, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 3_600_000 }, () => now);
    const fail = () => throttle.reserve(['account:a']);
    fail();
    expect(() => throttle.check(['account:a'])).not.toThrow();
    fail(); // second failure uses up the free ones: 1 s
    expect(() => throttle.check(['account:a'])).toThrow('Too many failed attempts. Please wait and try again.');
    now += 1001;
    expect(() => throttle.check(['account:a'])).not.toThrow();
    fail(); // third: 2 s
    now += 1500;
    expect(() => throttle.check(['account:a'])).toThrow();
    now += 3_600_001;
    expect(() => throttle.check(['account:a'])).not.toThrow();
  });

  it('a success clears the account but only takes back its own attempt from the address', () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < 19; i += 1) throttle.reserve(['address:x', `account:${i}`]);
    throttle.reserve(['address:x', 'account:mine'], ['account:mine']).succeeded();
    expect(() => throttle.check(['address:x'])).not.toThrow();
    throttle.reserve(['address:x', 'account:other']);
    expect(() => throttle.check(['address:x'])).toThrow();
  });
});
