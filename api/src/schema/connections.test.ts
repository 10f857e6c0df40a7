import { describe, expect, it } from 'vitest';
import { offsetCursor, pageCursors, pageWindow } from './connections.ts';

describe('page cursors', () => {
  it('lists at most 4 pages around the current one', () => {
    const cursors = pageCursors(1000, 48, 12); // page 5 of 84
    expect(cursors.around.map((p) => p.page)).toEqual([4, 5, 6, 7]);
    expect(cursors.around.find((p) => p.isCurrent)?.page).toBe(5);
    expect(cursors.previous?.page).toBe(4);
    expect(cursors.next?.page).toBe(6);
    expect(cursors.last?.page).toBe(84);
  });

  it("a page's cursor loads that page", () => {
    const page3 = pageCursors(100, 0, 12).around.find((p) => p.page === 3)!;
    expect(pageWindow({ first: 12, after: page3.cursor })).toEqual({ offset: 24, limit: 12 });
    expect(pageCursors(100, 0, 12).first?.cursor).toBeNull();
  });

  it('a single page has no previous or next', () => {
    const cursors = pageCursors(5, 0, 12);
    expect(cursors.around).toHaveLength(1);
    expect(cursors.previous).toBeNull();
    expect(cursors.next).toBeNull();
  });

  it('rejects an oversized page and a forged cursor, naming the argument', () => {
    expect(() => pageWindow({ first: 10_000 })).toThrow('first must be between 0 and 200.');
    expect(() => pageWindow({ first: 12, after: 'bm9wZQ' })).toThrow('after is not a valid cursor.');
    expect(pageWindow({ last: 12, before: offsetCursor(30) })).toEqual({ offset: 18, limit: 12 });
  });
});
