import { describe, expect, it } from 'vitest';
import { SheetRowsReader, type SheetRow } from './sheetRows.ts';

const SHARED = ['  Widget  ', 'Lamp', 'Extra'];
const sheet = (rows: string, prefix = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<${prefix}worksheet xmlns${prefix ? `:${prefix.slice(0, -1)}` : ''}="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><${prefix}sheetData>${rows}</${prefix}sheetData></${prefix}worksheet>`;

/** Reads `xml` given in pieces of `size` characters (the whole of it when size is 0). */
function read(xml: string, width: number, size = 0): { rows: SheetRow[]; wide: boolean } {
  const reader = new SheetRowsReader(width, (index) => SHARED[index]);
  const rows: SheetRow[] = [];
  const step = size || xml.length;
  for (let start = 0; start < xml.length; start += step) rows.push(...reader.write(xml.slice(start, start + step)));
  rows.push(...reader.end());
  return { rows, wide: reader.widerThanColumns };
}

const EVERY_KIND = sheet(
  '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><r><t>Rich </t></r><r><t xml:space="preserve">text </t></r><rPh><t>ふりがな</t></rPh></is></c>' +
    '<c r="C1" t="b"><v>1</v></c><c r="D1" t="b"><v>0</v></c><c r="E1" t="e"><v>#N/A</v></c></row>' +
    '<row r="2"><c r="A2"><v>1.50</v></c><c r="B2"><v>1E3</v></c><c r="C2" t="d"><v>2026-11-25T00:00:00Z</v></c>' +
    '<c r="D2" t="str"><f>A1&amp;"!"</f><v>Widget &amp; co</v></c><c r="E2"><f>B2*2</f><v>2000</v></c></row>' +
    '<row r="3"><c r="A3"><f>NOW()</f></c><c r="B3"><v></v></c><c r="E3" t="s"><v>1</v></c></row>',
);

describe('SheetRowsReader', () => {
  it('turns every kind of cell into its text, in pieces cut anywhere', () => {
    const expected = [
      { row: 1, cells: ['Widget', 'Rich text', 'true', 'false', '#N/A'] },
      { row: 2, cells: ['1.5', '1000', '2026-11-25', 'Widget & co', '2000'] },
      // a formula with no cached result and an empty value are blank; a skipped column stays blank
      { row: 3, cells: ['', '', '', '', 'Lamp'] },
    ];
    expect(read(EVERY_KIND, 5).rows).toEqual(expected);
    for (const size of [1, 7, 64, 1000]) expect(read(EVERY_KIND, 5, size).rows).toEqual(expected);
  });

  it('keeps the first columns only, and tells when the first row has text beyond them', () => {
    const xml = sheet(
      '<row r="1"><c r="A1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row><row r="2"><c r="A2"><v>7</v></c><c r="D2"><v>8</v></c></row>',
    );
    expect(read(xml, 2)).toEqual({ rows: [{ row: 1, cells: ['Lamp', ''] }, { row: 2, cells: ['7', ''] }], wide: true });
    // text beyond the columns in a later row, or a blank cell beyond them on the first, is not "wider"
    const later = sheet('<row r="1"><c r="A1"><v>1</v></c><c r="C1" t="inlineStr"><is><t>  </t></is></c></row><row r="2"><c r="C2"><v>9</v></c></row>');
    expect(read(later, 2).wide).toBe(false);
  });

  it('counts rows and cells without references in order, and reads elements with a namespace prefix', () => {
    const xml = sheet('<x:row><x:c><x:v>1</x:v></x:c><x:c><x:v>2</x:v></x:c></x:row><x:row r="5"><x:c><x:v>3</x:v></x:c></x:row><x:row><x:c r="B7"><x:v>4</x:v></x:c></x:row>', 'x:');
    expect(read(xml, 2).rows).toEqual([
      { row: 1, cells: ['1', '2'] },
      { row: 5, cells: ['3', ''] },
      { row: 6, cells: ['', '4'] },
    ]);
  });

  it('refuses XML that is not well formed or ends early, and the next sheet reads cleanly', () => {
    expect(() => read(sheet('<row r="1"><c r="A1"><v>1</c></row>'), 2)).toThrow();
    expect(() => read(sheet('<row r="1"><c r="A1"><v>1</v></c></row>').slice(0, -30), 2)).toThrow();
    expect(read(sheet('<row r="1"><c r="A1"><v>5</v></c></row>'), 2).rows).toEqual([{ row: 1, cells: ['5', ''] }]);
  });

  it('reads two sheets at once, piece by piece in turn, each as if alone', () => {
    const first = sheet(Array.from({ length: 40 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`).join(''));
    const second = sheet(Array.from({ length: 30 }, (_, i) => `<row r="${i + 1}"><c r="B${i + 1}" t="s"><v>${i % 3}</v></c></row>`).join(''));
    const readers = [new SheetRowsReader(2, (index) => SHARED[index]), new SheetRowsReader(2, (index) => SHARED[index])];
    const rows: SheetRow[][] = [[], []];
    const pieces = [first, second].map((xml) => Array.from({ length: Math.ceil(xml.length / 50) }, (_, i) => xml.slice(i * 50, i * 50 + 50)));
    for (let index = 0; index < Math.max(pieces[0].length, pieces[1].length); index += 1) {
      for (const which of [0, 1]) if (index < pieces[which].length) rows[which].push(...readers[which].write(pieces[which][index]));
    }
    for (const which of [0, 1]) rows[which].push(...readers[which].end());
    expect(rows[0]).toEqual(read(first, 2).rows);
    expect(rows[1]).toEqual(read(second, 2).rows);
    expect(rows[0]).toHaveLength(40);
    expect(rows[1][29]).toEqual({ row: 30, cells: ['', 'Extra'] });
  });
});
