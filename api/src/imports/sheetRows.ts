import { SaxesParser, type SaxesTagPlain } from 'saxes';

export interface SheetRow {
  /** the spreadsheet's row number (the header is row 1) */
  row: number;
  cells: string[];
}

/** A cell reference's column, from 1 ("B7" is 2, "AA1" is 27). */
function columnOf(reference: string): number {
  let column = 0;
  for (let index = 0; index < reference.length; index += 1) {
    const code = reference.charCodeAt(index);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The reader whose piece a parser is parsing: parsers hand over their events synchronously, within `write`. */
let parsing: SheetRowsReader | null = null;
const onOpenTag = (tag: SaxesTagPlain) => parsing!.open(tag);
const onCloseTag = (tag: SaxesTagPlain) => parsing!.close(localName(tag.name));
const onText = (text: string) => parsing!.addText(text);
const onError = (error: Error) => parsing!.fail(error);

/**
 * Parsers that read a sheet to its end, for the next sheets (a parser starts afresh once closed).
 * V8 optimises a parser's code for the parser objects it has seen; with a new parser for every
 * sheet, that code was thrown away once the last sheet's parser was collected, and a large sheet
 * read in the app was parsed three times slower.
 */
const idleParsers: SaxesParser[] = [];
const IDLE_PARSERS = 4;
function takeParser(): SaxesParser {
  const idle = idleParsers.pop();
  if (idle) return idle;
  const parser = new SaxesParser();
  parser.on('error', onError);
  parser.on('opentag', onOpenTag);
  parser.on('closetag', onCloseTag);
  parser.on('text', onText);
  parser.on('cdata', onText);
  return parser;
}

/**
 * Turns a worksheet's XML, given piece by piece, into rows of trimmed text cells: a shared string
 * (`t="s"`) is looked up by index, an inline string is its runs' text, a boolean is true or false,
 * an error is its code, a number (or a formula's cached result) is as JavaScript writes it, an ISO
 * date (`t="d"`) is its date. Only the first `width` columns are kept; `widerThanColumns` tells
 * whether the first row had text beyond them.
 *
 * Each piece's rows are handed back as plain strings once the piece is parsed, and nothing else of
 * the XML outlives it. exceljs's worksheet reader made parse events, row and cell objects for every
 * piece and kept them until every row of the piece had been handled, across an import's database
 * calls: in a heap profile they were most of what reached the old generation, and a 50,000-row
 * import's peak heap was 2 to 6 times a 2,500-row one's.
 */
export class SheetRowsReader {
  private readonly parser = takeParser();
  private error: Error | null = null;
  private done: SheetRow[] = [];
  private rowNumber = 0;
  private cells: string[] | null = null;
  private column = 0;
  private type = '';
  private value: string | null = null;
  private text: string | null = null;
  private inInlineString = false;
  private inPhonetic = false;
  private rowsSeen = 0;
  widerThanColumns = false;

  constructor(
    private readonly width: number,
    private readonly sharedString: (index: number) => string | undefined,
  ) {}

  /** Parses the next piece of the sheet's XML and returns the rows it completed. */
  write(xml: string): SheetRow[] {
    return this.parse(xml);
  }

  /** Ends the sheet: an unclosed element or a missing end is an error. */
  end(): SheetRow[] {
    const rows = this.parse(null);
    if (idleParsers.length < IDLE_PARSERS) idleParsers.push(this.parser);
    return rows;
  }

  /** Parses a piece (null ends the sheet, as saxes's `close`) and returns the rows it completed. */
  private parse(xml: string | null): SheetRow[] {
    parsing = this;
    try {
      this.parser.write(xml);
    } finally {
      parsing = null;
    }
    if (this.error) throw this.error;
    const rows = this.done;
    this.done = [];
    return rows;
  }

  fail(error: Error) {
    this.error ??= error;
  }

  addText(text: string) {
    if (this.text !== null) this.text += text;
  }

  open(tag: SaxesTagPlain) {
    const attributes = tag.attributes as Record<string, string>;
    switch (localName(tag.name)) {
      case 'row':
        this.rowNumber = Number.parseInt(attributes.r ?? '', 10) || this.rowNumber + 1;
        this.cells = new Array<string>(this.width).fill('');
        this.column = 0;
        break;
      case 'c':
        if (!this.cells) break;
        this.column = attributes.r ? columnOf(attributes.r) : this.column + 1;
        this.type = attributes.t ?? 'n';
        this.value = null;
        break;
      case 'v':
        if (this.cells) this.text = '';
        break;
      case 'is':
        if (this.cells) {
          this.inInlineString = true;
          this.value = '';
        }
        break;
      case 'rPh':
        this.inPhonetic = true;
        break;
      case 't':
        if (this.inInlineString && !this.inPhonetic) this.text = '';
        break;
    }
  }

  close(name: string) {
    switch (name) {
      case 'v':
        this.value = this.text;
        this.text = null;
        break;
      case 't':
        if (this.text !== null && this.value !== null) this.value += this.text;
        this.text = null;
        break;
      case 'rPh':
        this.inPhonetic = false;
        break;
      case 'is':
        this.inInlineString = false;
        break;
      case 'c':
        if (this.cells && this.value !== null) this.setCell(this.cellText(this.value));
        this.value = null;
        break;
      case 'row':
        if (this.cells) this.done.push({ row: this.rowNumber, cells: this.cells });
        this.cells = null;
        this.rowsSeen += 1;
        break;
    }
  }

  private cellText(value: string): string {
    switch (this.type) {
      case 's':
        return (this.sharedString(Number.parseInt(value, 10)) ?? '').trim();
      case 'b':
        return Number.parseInt(value, 10) !== 0 ? 'true' : 'false';
      case 'd':
        return value.trim().slice(0, 10);
      case 'e':
      case 'str':
      case 'inlineStr':
        return value.trim();
      default: {
        const trimmed = value.trim();
        return trimmed === '' ? '' : String(Number.parseFloat(trimmed));
      }
    }
  }

  private setCell(text: string) {
    if (this.column >= 1 && this.column <= this.width) this.cells![this.column - 1] = text;
    else if (this.column > this.width && text !== '' && this.rowsSeen === 0) this.widerThanColumns = true;
  }
}
