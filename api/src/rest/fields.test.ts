import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnknownField, withAliases } from './fields.ts';

describe('findUnknownField', () => {
  const body = z.object({
    id: z.number(),
    input: z.object({ name: z.string().optional(), rows: z.array(z.object({ Caption: z.string() })).optional() }).optional(),
    filters: z.object({ pid: z.number() }).passthrough().optional(),
    bag: z.record(z.string(), z.unknown()).optional(),
  });

  it('names the first undeclared field, nested ones by their dotted path', () => {
    expect(findUnknownField(body, { id: 1, defaultCustomer: 3 })).toBe('defaultCustomer');
    expect(findUnknownField(body, { id: 1, input: { name: 'a', colour: 'red' } })).toBe('input.colour');
    expect(findUnknownField(body, { id: 1, input: { rows: [{ Caption: 'a' }, { Caption: 'b', Kind: 1 }] } })).toBe('input.rows.1.Kind');
  });

  it('lets declared fields, passthrough objects and records through', () => {
    expect(findUnknownField(body, { id: 1, input: { name: 'a' }, filters: { pid: 1, gid: 2 }, bag: { anything: 1 } })).toBeNull();
  });

  it('knows the aliases of an object', () => {
    const aliased = z.object({ input: withAliases(z.object({ details: z.string().optional() }), { Details: 'details' }) });
    expect(findUnknownField(aliased, { input: { Details: '[]' } })).toBeNull();
    expect(findUnknownField(aliased, { input: { Detail: '[]' } })).toBe('input.Detail');
    expect(aliased.parse({ input: { Details: '[]' } })).toEqual({ input: { details: '[]' } });
    expect(aliased.safeParse({ input: { Details: '[]', details: '[]' } }).error?.issues[0]?.message).toBe('Send Details or details, not both.');
  });

  it('accepts a field any alternative of a union declares', () => {
    const union = z.union([z.object({ a: z.number() }), z.object({ b: z.number() })]);
    expect(findUnknownField(union, { b: 1 })).toBeNull();
    expect(findUnknownField(union, { c: 1 })).toBe('c');
  });
});
