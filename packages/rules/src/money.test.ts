import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatMoney, lineTotal, multiplyToCents, quoteTotal, sumCents, toCents } from './money.ts';

describe('exact money arithmetic', () => {
  it('sums decimal strings exactly', () => {
    const total = sumCents(['0.10', '0.20', '1000000.01'].map(toCents));
    expect(centsToDecimal(total)).toBe('1000000.31');
  });

  it('multiplies price by quantity before rounding', () => {
    expect(centsToDecimal(multiplyToCents('19.995', 3)!)).toBe('59.99');
    expect(centsToDecimal(multiplyToCents('0.1', 3)!)).toBe('0.30');
  });

  it('rounds half away from zero', () => {
    expect(centsToDecimal(toCents('2.675')!)).toBe('2.68');
    expect(centsToDecimal(toCents('-2.675')!)).toBe('-2.68');
  });
});

describe('quote totals', () => {
  it("gives a line's total as price times quantity with two places", () => {
    expect(lineTotal('19.99', 3)).toBe('59.97');
    expect(lineTotal('0', 5)).toBe('0.00');
    expect(lineTotal(12, 2)).toBe('24.00');
  });

  it('adds the lines of a quote without floating point error', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004
    expect(quoteTotal([{ price: '0.10', quantity: 1 }, { price: '0.20', quantity: 1 }])).toBe('0.30');
    expect(quoteTotal([{ price: '1234.56', quantity: 300 }, { price: '0.01', quantity: 7 }])).toBe('370368.07');
  });

  it('is zero for a quote without lines', () => {
    expect(quoteTotal([])).toBe('0.00');
  });
});

describe('the one money format of screens, print and emails', () => {
  it("writes a $ prefix, two decimals and ',' thousands", () => {
    expect(formatMoney('1109')).toBe('$1,109.00');
    expect(formatMoney('1234567.891')).toBe('$1,234,567.89');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney('-1500.5')).toBe('-$1,500.50');
  });

  it('takes the API decimals as they are (anything with toFixed)', () => {
    expect(formatMoney({ toFixed: () => '1109.00' })).toBe('$1,109.00');
  });

  it('shows a dash, or the given text, for no amount', () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined, '')).toBe('');
    expect(formatMoney('abc')).toBe('-');
  });
});
