import { describe, expect, it } from 'vitest';
import { firstOrderProblem, ORDER_CHECK_MESSAGES } from './orders.ts';

const ready = { lineCount: 2, customerErpId: 'C-1', jobName: 'Job', specifier: 'Spec', specifierLocation: 'Here' };

describe('the §4.5 order checks', () => {
  it('run in the spec order with its messages, naming the field', () => {
    const empty = { lineCount: 0, customerErpId: null, jobName: '', specifier: '', specifierLocation: '' };
    expect(firstOrderProblem(empty, { erp: true })).toEqual({ field: 'lines', message: 'You must have at least one Quote Line to place an order.' });
    expect(firstOrderProblem({ ...empty, lineCount: 1 }, { erp: true })).toEqual({ field: 'customer', message: 'An ERP ID is required to submit quotes to the ERP' });
    expect(firstOrderProblem({ ...empty, lineCount: 1, customerErpId: 'C' }, { erp: true })).toEqual({
      field: 'jobName',
      message: 'You must provide a job name on the Quote Summary before placing an Order.',
    });
    expect(firstOrderProblem({ ...ready, specifier: ' ' }, { erp: true })?.message).toBe(ORDER_CHECK_MESSAGES.specifier);
    expect(firstOrderProblem({ ...ready, specifierLocation: null }, { erp: true })).toEqual({
      field: 'specifierLocation',
      message: 'You must provide a specifier location on the Quote Summary before placing an Order.',
    });
    expect(firstOrderProblem(ready, { erp: true })).toBeNull();
  });

  it('skip the ERP ID when nothing goes to the ERP', () => {
    expect(firstOrderProblem({ ...ready, customerErpId: null }, { erp: false })).toBeNull();
    expect(firstOrderProblem({ ...ready, customerErpId: null, lineCount: 0 }, { erp: false })?.field).toBe('lines');
  });
});
