import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationError } from './registry.ts';

describe('validationError', () => {
  const body = z.strictObject({ input: z.object({ jobName: z.string().min(1, 'Job Name is required.'), quantity: z.number().optional() }) });
  const errorOf = (value: unknown) => {
    const error = validationError(body.safeParse(value, { reportInput: true }).error!);
    return { message: error.message, field: error.field, status: error.status };
  };

  it("keeps a schema's own message word for word and names the field", () => {
    expect(errorOf({ input: { jobName: '' } })).toEqual({ message: 'Job Name is required.', field: 'input.jobName', status: 400 });
  });

  it("words zod's own checks as a sentence naming the field", () => {
    expect(errorOf({ input: { jobName: 'x', quantity: 'two' } })).toEqual({
      message: 'Quantity must be a number.',
      field: 'input.quantity',
      status: 400,
    });
  });

  it('names an undeclared field', () => {
    expect(errorOf({ input: { jobName: 'x' }, colour: 'red' })).toEqual({ message: 'Unknown field: colour.', field: 'colour', status: 400 });
  });
});
