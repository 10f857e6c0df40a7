import { describe, expect, it } from 'vitest';
import { checkOrder, ORDER_CHECK_MESSAGES, totalInCents } from './orderChecks';

const ready = { lineCount: 2, customerErpId: 'C-1', jobName: 'Job', specifier: 'Spec', specifierLocation: 'Here' };

describe('Place Order checks', () => {
  it('runs in the spec order with the exact messages', () => {
    const empty = { lineCount: 0, customerErpId: null, jobName: '', specifier: '', specifierLocation: '' };
    expect(checkOrder(empty, { stripe: false })).toBe('You must have at least one Quote Line to place an order.');
    expect(checkOrder({ ...empty, lineCount: 1 }, { stripe: false })).toBe('An ERP ID is required to submit quotes to the ERP');
    expect(checkOrder({ ...empty, lineCount: 1, customerErpId: 'C' }, { stripe: false })).toBe(
      'You must provide a job name on the Quote Summary before placing an Order.',
    );
    expect(checkOrder({ ...ready, specifier: ' ' }, { stripe: false })).toBe(ORDER_CHECK_MESSAGES.specifier);
    expect(checkOrder({ ...ready, specifierLocation: '' }, { stripe: false })).toBe(
      'You must provide a specifier location on the Quote Summary before placing an Order.',
    );
    expect(checkOrder(ready, { stripe: false })).toBeNull();
  });

  it('skips the ERP ID check for card checkout', () => {
    expect(checkOrder({ ...ready, customerErpId: null }, { stripe: true })).toBeNull();
  });
});

describe('card checkout helpers', () => {
  it('pays the total in cents', () => {
    expect(totalInCents('1234.5')).toBe(123450);
    expect(totalInCents('0.07')).toBe(7);
    expect(totalInCents('19.99')).toBe(1999);
    expect(totalInCents('100')).toBe(10000);
  });
});
