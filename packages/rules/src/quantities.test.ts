import { describe, expect, it } from 'vitest';
import { lineQuantityProblem, QUANTITY_MESSAGES } from './quantities.ts';

describe('line quantities', () => {
  it('accepts whole numbers from 1 up to the stock, sent as numbers or digits', () => {
    expect(lineQuantityProblem(1)).toBeUndefined();
    expect(lineQuantityProblem('12')).toBeUndefined();
    expect(lineQuantityProblem(340, 340)).toBeUndefined();
  });

  it('refuses a fraction as a fraction, never as a number below 1', () => {
    for (const value of [2.5, '2.5', 0.5, '1.0001']) expect(lineQuantityProblem(value)).toBe('Quantity must be a whole number.');
    expect(lineQuantityProblem('two')).toBe(QUANTITY_MESSAGES.notWhole);
    expect(lineQuantityProblem('')).toBe(QUANTITY_MESSAGES.notWhole);
  });

  it('refuses below 1 and above the stock with the spec messages', () => {
    expect(lineQuantityProblem(0)).toBe('Cannot set quantity to a number less than 1.');
    expect(lineQuantityProblem(-3)).toBe('Cannot set quantity to a number less than 1.');
    expect(lineQuantityProblem(0, null, QUANTITY_MESSAGES.catalogBelowOne)).toBe('Cannot set Quantity lower than 1.');
    expect(lineQuantityProblem(341, 340)).toBe('Cannot set quantity to a number greater than the number in stock.');
  });
});
