// The benchmarks' own logic (tests/bench/shapes.ts), not their timing: the list shapes a seed
// gives, and the answer comparison that must refuse to measure two sides that answer differently.
import { describe, expect, it } from 'vitest';
import { offsetCursor } from '../schema/connections.ts';
import { assertSameAnswer, geometricMean, listShapes, pageOf, pageVariables, shapeLabel, type ListSpec } from '../../../tests/bench/shapes.ts';

const spec: ListSpec = {
  columns: ['id', 'jobName', 'customerName', 'createdByLastName', 'createdAt', 'totalCost'],
  searchTerms: ['job 12', 'bench'],
  groups: true,
  pageSizes: [12, 25, 50],
};

describe('list shapes', () => {
  it('are the same sequence for the same seed and another for another seed', () => {
    expect(listShapes(spec, 40, 24)).toEqual(listShapes(spec, 40, 24));
    expect(listShapes(spec, 41, 24)).not.toEqual(listShapes(spec, 40, 24));
  });

  it('sort by every sortable column both ways, even with as few shapes as that takes', () => {
    for (const count of [24, 12, 3]) {
      const shapes = listShapes(spec, 7, count);
      expect(shapes.length).toBe(Math.max(count, 12));
      const orders = new Set(shapes.map((shape) => `${shape.orderBy.field} ${shape.orderBy.direction}`));
      for (const column of spec.columns) {
        expect(orders).toContain(`${column} ASC`);
        expect(orders).toContain(`${column} DESC`);
      }
    }
  });

  it('mix searches, the group filter, page sizes and first, near and deep pages', () => {
    const shapes = listShapes(spec, 40, 48);
    expect(new Set(shapes.map((shape) => shape.search))).toEqual(new Set([null, 'job 12', 'bench']));
    expect(new Set(shapes.map((shape) => shape.group))).toEqual(new Set([true, false]));
    expect(new Set(shapes.map((shape) => shape.pageSize))).toEqual(new Set([12, 25, 50]));
    expect(new Set(shapes.map((shape) => shape.position.kind))).toEqual(new Set(['first', 'near', 'deep']));
    // A list without a group filter never asks for one.
    expect(listShapes({ ...spec, groups: false }, 40, 48).some((shape) => shape.group)).toBe(false);
  });

  it('ask for a page inside the list, with the cursor the web pager sends', () => {
    const deep = { group: false, search: null, orderBy: { field: 'id', direction: 'ASC' as const }, pageSize: 25, position: { kind: 'deep' as const, fraction: 0.5 } };
    expect(pageOf(deep, 10_000)).toBe(200);
    expect(pageOf(deep, 0)).toBe(1);
    expect(pageOf({ ...deep, position: { kind: 'near', page: 4 } }, 30)).toBe(2);
    expect(pageVariables(deep, 200)).toEqual({ first: 25, after: offsetCursor(199 * 25 - 1), orderBy: deep.orderBy, search: null });
    expect(pageVariables(deep, 1).after).toBeNull();
    expect(shapeLabel({ ...deep, group: true, search: 'job 12' }, 200)).toBe('group · "job 12" · id ASC · p.200 ×25');
  });
});

describe('the answer check before measuring', () => {
  const answer = () => ({
    data: { quotes: { totalCount: 2, edges: [{ node: { rowId: 1, jobName: 'Job 1', totalCost: '10.00' } }, { node: { rowId: 2, jobName: 'Job 2', totalCost: '20.00' } }] } },
  });

  it('passes the same answer, whatever the order of its keys', () => {
    const reordered = { data: { quotes: { edges: answer().data.quotes.edges, totalCount: 2 } } };
    expect(() => assertSameAnswer('Quote list', answer(), reordered)).not.toThrow();
  });

  it('fails on a different answer, naming the shape and where it differs', () => {
    const different = answer();
    different.data.quotes.edges[1]!.node.totalCost = '20.0';
    expect(() => assertSameAnswer('Quote list, p.1', answer(), different)).toThrow(
      'Quote list, p.1: the two answers differ at data.quotes.edges[1].node.totalCost: GraphQL "20.00" / hand-written "20.0"',
    );
    const missing = answer();
    missing.data.quotes.edges.pop();
    expect(() => assertSameAnswer('Quote list', answer(), missing)).toThrow(/differ at data\.quotes\.edges\[1\]/);
    expect(() => assertSameAnswer('Quote list', answer(), { data: { quotes: { ...answer().data.quotes, totalCount: 3 } } })).toThrow(/totalCount/);
  });

  it('fails when either side answers errors', () => {
    expect(() => assertSameAnswer('Quote list', { errors: [{ message: 'Forbidden.' }] }, answer())).toThrow(/GraphQL answered errors/);
    expect(() => assertSameAnswer('Quote list', answer(), { errors: [{ message: 'Forbidden.' }] })).toThrow(/hand-written endpoint answered errors/);
  });

  it('summarises ratios by their geometric mean', () => {
    expect(geometricMean([1, 4])).toBeCloseTo(2);
    expect(geometricMean([1.5])).toBeCloseTo(1.5);
  });
});
