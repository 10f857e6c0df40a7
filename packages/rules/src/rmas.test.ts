import { describe, expect, it } from 'vitest';
import { canSubmit, returnQuantityProblem, rmaDetailProblems, submitProblems } from './rmas.ts';

describe('RMA detail form', () => {
  it('names each missing field with the spec message', () => {
    expect(rmaDetailProblems({ productNumber: ' ', quantity: '', modelNo: '', reason: '' })).toEqual({
      productNumber: 'You must select a product to return.',
      quantity: 'Quantity is required.',
      reason: 'You must provide a reason for the return.',
      modelNo: 'Please enter a model number, or NA if there is no Model Number',
    });
    expect(rmaDetailProblems({ productNumber: 'PC-1', quantity: 2, modelNo: 'NA', reason: 'Broken' })).toEqual({});
  });

  it('takes a whole return quantity of at least 1, capped by what was ordered', () => {
    expect(returnQuantityProblem('2.5')).toBe('Quantity must be a number.');
    expect(returnQuantityProblem(2.5)).toBe('Quantity must be a number.');
    expect(returnQuantityProblem('abc')).toBe('Quantity must be a number.');
    expect(returnQuantityProblem('0')).toBe('The minimum quantity to return is 1.');
    expect(returnQuantityProblem(8, 7)).toBe('You cannot return more items than were ordered.');
    expect(returnQuantityProblem(1, 0)).toBeUndefined();
    expect(returnQuantityProblem('7', 7)).toBeUndefined();
  });
});

describe('RMA submit', () => {
  const complete = { productNumber: 'PC-1', modelNo: 'NA', reason: 'Broken', quantity: 1 };
  it('is blocked per incomplete line, then by no line with a quantity', () => {
    expect(submitProblems([complete, { productNumber: '', modelNo: '', reason: ' ', quantity: 2 }])).toEqual([
      'Please set a Product Number for the RMA Detail #2',
      'Please set a Model Number for the RMA Detail #2',
      'Please enter a Reason for the RMA Detail #2',
    ]);
    expect(submitProblems([])).toEqual(['Please add an RMA Detail with a quantity before submitting.']);
    expect(canSubmit([{ ...complete, quantity: null }])).toBe(false);
    expect(canSubmit([complete])).toBe(true);
  });
});
