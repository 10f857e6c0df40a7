import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeysOnDisk, StringsOnDisk, TempFile } from './tempFiles.ts';

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'quotecraft-tempfiles-test-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

/** A text of `length` characters that differs with `seed`, so a record read from the wrong place shows. */
const text = (seed: number, length: number) => `${seed}:`.padEnd(length, String.fromCharCode(97 + (seed % 26)));

describe('TempFile', () => {
  it('reads back every record, in any order, from far more windows than it caches', () => {
    const file = new TempFile(join(directory, 'records'));
    const positions: number[] = [];
    // about 3 MB: 48 windows of 64 KB, against the 8 kept in memory
    for (let index = 0; index < 6000; index++) positions.push(file.appendRecord(index, text(index, 300 + (index % 400))));
    const order = positions.map((_, index) => (index * 7919) % positions.length);
    for (const index of order) expect(file.readRecord(positions[index])).toEqual({ tag: index, text: text(index, 300 + (index % 400)) });
    // sequential and backwards, so windows are evicted and read again in both directions
    for (let index = 0; index < positions.length; index += 37) expect(file.readRecord(positions[index]).tag).toBe(index);
    for (let index = positions.length - 1; index >= 0; index -= 41) expect(file.readRecord(positions[index]).text).toBe(text(index, 300 + (index % 400)));
    file.close();
  });

  it('reads records back while they are still being written, also from a window first read part-full', () => {
    const file = new TempFile(join(directory, 'growing'));
    // written straight to the file, so later writes end part-way into a window rather than near its end
    file.appendRecord(-1, 'z'.repeat(70_000));
    const positions: number[] = [];
    for (let index = 0; index < 2000; index++) {
      positions.push(file.appendRecord(index, text(index, 200)));
      // about 60 KB back: sometimes still gathered in memory, sometimes just written to a window only partly full
      for (const back of [index - 290, index - 330]) {
        if (back >= 0) expect(file.readRecord(positions[back])).toEqual({ tag: back, text: text(back, 200) });
      }
    }
    file.close();
  });
});

describe('StringsOnDisk and KeysOnDisk', () => {
  it('look up 20,000 strings by index and find a key given twice, with the row it was first on', () => {
    const strings = new StringsOnDisk(directory, 'shared');
    for (let index = 0; index < 20_000; index++) strings.push(`product ${index} ${'é'.repeat(index % 50)}`);
    expect(strings.length).toBe(20_000);
    for (let index = 0; index < 20_000; index += 13) expect(strings.get((index * 104_729) % 20_000)).toBe(`product ${(index * 104_729) % 20_000} ${'é'.repeat(((index * 104_729) % 20_000) % 50)}`);
    expect(strings.get(20_000)).toBeUndefined();
    strings.close();

    const keys = new KeysOnDisk(join(directory, 'keys'), 20_000);
    for (let row = 2; row < 20_002; row++) expect(keys.firstRow(`sku-${row}`, row)).toBeUndefined();
    expect(keys.firstRow('sku-19999', 30_000)).toBe(19_999);
    expect(keys.firstRow('sku-2', 30_001)).toBe(2);
    expect(keys.addedOn(20_001)).toBe(true);
    keys.close();
  });
});
