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

describe('error fields across the registry', () => {
  it("name the body's dotted path, whichever layer names the field", async () => {
    const { restOperations, restFailure, restKeyOf } = await import('./registry.ts');
    const { objectShapeOf } = await import('./fields.ts');
    const { AppError } = await import('../schema/errors.ts');
    await import('./index.ts');
    const answered = (operation: Parameters<typeof restFailure>[0], field: string) => restFailure(operation, new AppError('Refused.', { field })).body.field;
    let nested = 0;
    for (const operation of restOperations()) {
      const shape = objectShapeOf(operation.body) ?? {};
      for (const [outer, schema] of Object.entries(shape)) {
        // a top-level field is named as it is
        expect(answered(operation, outer), restKeyOf(operation)).toBe(outer);
        for (const inner of Object.keys(objectShapeOf(schema) ?? {})) {
          if (inner in shape || Object.entries(shape).some(([other, value]) => other !== outer && Object.keys(shape).indexOf(other) < Object.keys(shape).indexOf(outer) && inner in (objectShapeOf(value) ?? {}))) continue;
          // a service names the fields of its own input; the answer names them as the body carries them
          expect(answered(operation, inner), `${restKeyOf(operation)} ${inner}`).toBe(`${outer}.${inner}`);
          nested += 1;
        }
      }
    }
    expect(nested).toBeGreaterThan(100);
  });
});
