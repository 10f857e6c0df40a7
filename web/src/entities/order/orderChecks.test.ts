import { describe, expect, it } from 'vitest';
import { totalInCents } from './orderChecks';

describe('card checkout helpers', () => {
  it('pays the total in cents', () => {
    expect(totalInCents('1234.5')).toBe(123450);
    expect(totalInCents('0.07')).toBe(7);
    expect(totalInCents('19.99')).toBe(1999);
    expect(totalInCents('100')).toBe(10000);
  });
});
