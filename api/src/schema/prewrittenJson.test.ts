import { describe, expect, it } from 'vitest';
import { stringifyWithPrewritten } from './prewrittenJson.ts';

describe('splicing prewritten lists into an answer', () => {
  it('puts each list at its path, whatever order the lists were recorded in, and leaves the answer as it was', () => {
    const first: unknown[] = [];
    const second: unknown[] = [];
    const result = { data: { a: { lines: first, n: 1 }, b: [{ lines: second }], note: 'prewritten-looking "text"' } };
    const pending = new Map([
      ['b.0.lines', { path: ['b', 0, 'lines'], json: '[{"x":2}]' }],
      ['a.lines', { path: ['a', 'lines'], json: '[{"x":1},{"x":1.5}]' }],
    ]);
    const text = stringifyWithPrewritten(result, pending);
    expect(JSON.parse(text)).toEqual({ data: { a: { lines: [{ x: 1 }, { x: 1.5 }], n: 1 }, b: [{ lines: [{ x: 2 }] }], note: 'prewritten-looking "text"' } });
    expect(result.data.a.lines).toBe(first);
    expect(result.data.b[0].lines).toBe(second);
  });

  it('skips a list whose parent an error took away', () => {
    const text = stringifyWithPrewritten({ data: { a: null }, errors: [] } as never, new Map([['a.lines', { path: ['a', 'lines'], json: '[1]' }]]));
    expect(JSON.parse(text)).toEqual({ data: { a: null }, errors: [] });
  });
});
