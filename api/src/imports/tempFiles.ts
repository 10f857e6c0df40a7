import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The name every import's temporary directory starts with (the process id keeps test processes apart). */
export const tempDirectoryPrefix = () => `quotecraft-import-${process.pid}-`;

/**
 * Runs `work` with a new temporary directory and removes the directory with everything in it
 * afterwards, whether `work` succeeds or fails.
 */
export async function withTempDirectory<T>(work: (directory: string) => Promise<T>): Promise<T> {
  const directory = await mkdtemp(join(tmpdir(), tempDirectoryPrefix()));
  try {
    return await work(directory);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

const WINDOW_BYTES = 64 * 1024;
const CACHED_WINDOWS = 8;

/**
 * An append-only temporary file read back by position: appends are gathered into 64 KB writes and
 * reads go through a few cached 64 KB windows, so what it holds stays on disk and its memory is a
 * constant (at most CACHED_WINDOWS + 1 windows). Synchronous I/O in small pieces on a local file,
 * so a caller can look things up in the middle of a parse without awaiting.
 */
export class TempFile {
  private readonly fd: number;
  private written = 0;
  private readonly pending = Buffer.allocUnsafe(WINDOW_BYTES);
  private pendingLength = 0;
  // The cached windows, in fixed slots: which window each holds (-1: none), its bytes and when it
  // was last used. Plain arrays rather than a Map kept in use order: a Map's delete and set on every
  // read rebuild its table now and then, and once the Map is old those tables are made in the old
  // generation, where only full collections take them back (most of an import's garbage).
  private readonly slotWindow = new Int32Array(CACHED_WINDOWS).fill(-1);
  private readonly slotBytes: Buffer[] = [];
  private readonly slotLength = new Int32Array(CACHED_WINDOWS);
  private readonly slotUsed = new Float64Array(CACHED_WINDOWS);
  private uses = 0;
  // Where the bytes asked for last can be read: `found` from `foundAt`. Kept in fields rather than
  // returned as a view, so that reading a record allocates nothing but its text.
  private found: Buffer = this.pending;
  private foundAt = 0;

  constructor(path: string) {
    this.fd = openSync(path, 'w+');
  }

  get length() {
    return this.written + this.pendingLength;
  }

  /** Appends a 32-bit unsigned number; returns where it starts. */
  appendUInt32(value: number): number {
    const position = this.length;
    this.makeRoom(4);
    this.pending.writeUInt32LE(value, this.pendingLength);
    this.pendingLength += 4;
    return position;
  }

  /** Appends `text` as a length-prefixed UTF-8 record after a 32-bit `tag`; returns the record's position. */
  appendRecord(tag: number, text: string): number {
    const position = this.length;
    const length = Buffer.byteLength(text, 'utf8');
    this.makeRoom(8 + length);
    this.pending.writeInt32LE(tag, this.pendingLength);
    this.pending.writeUInt32LE(length, this.pendingLength + 4);
    this.pendingLength += 8;
    if (this.pendingLength + length <= this.pending.length) {
      this.pending.write(text, this.pendingLength, 'utf8');
      this.pendingLength += length;
    } else {
      // longer than the gathering buffer holds: written straight to the file
      this.flush();
      this.writeAt(Buffer.from(text, 'utf8'), this.written);
      this.written += length;
    }
    return position;
  }

  readUInt32(position: number): number {
    this.locate(position, 4);
    return this.found.readUInt32LE(this.foundAt);
  }

  readRecord(position: number): { tag: number; text: string } {
    this.locate(position, 8);
    const tag = this.found.readInt32LE(this.foundAt);
    return { tag, text: this.textAt(position + 8, this.found.readUInt32LE(this.foundAt + 4)) };
  }

  /** The text of the record at `position`. */
  readText(position: number): string {
    this.locate(position, 8);
    return this.textAt(position + 8, this.found.readUInt32LE(this.foundAt + 4));
  }

  close() {
    closeSync(this.fd);
  }

  private locate(position: number, length: number) {
    if (position >= this.written && position + length <= this.length) {
      this.found = this.pending;
      this.foundAt = position - this.written;
      return;
    }
    if (position + length > this.written) this.flush();
    const first = Math.floor(position / WINDOW_BYTES);
    if (length === 0 || first !== Math.floor((position + length - 1) / WINDOW_BYTES)) {
      this.found = Buffer.allocUnsafe(length);
      this.foundAt = 0;
      readSync(this.fd, this.found, 0, length, position);
      return;
    }
    this.foundAt = position - first * WINDOW_BYTES;
    this.found = this.window(first, this.foundAt + length);
  }

  private textAt(position: number, length: number): string {
    this.locate(position, length);
    return this.found.toString('utf8', this.foundAt, this.foundAt + length);
  }

  /** Writes the gathered bytes out when `length` more do not fit after them. */
  private makeRoom(length: number) {
    if (this.pendingLength + length > this.pending.length) this.flush();
  }

  private flush() {
    if (this.pendingLength === 0) return;
    this.writeAt(this.pending.subarray(0, this.pendingLength), this.written);
    this.written += this.pendingLength;
    this.pendingLength = 0;
  }

  private writeAt(bytes: Uint8Array, position: number) {
    let done = 0;
    while (done < bytes.length) done += writeSync(this.fd, bytes, done, bytes.length - done, position + done);
  }

  /** The cached window `index`, holding at least its first `needed` bytes (a window read while the file ended inside it is read again). */
  private window(index: number, needed: number): Buffer {
    let slot = this.slotWindow.indexOf(index);
    if (slot < 0 || this.slotLength[slot] < needed) {
      if (slot < 0) {
        // the least recently used slot (an empty one has never been used)
        slot = 0;
        for (let candidate = 1; candidate < CACHED_WINDOWS; candidate++) {
          if (this.slotUsed[candidate] < this.slotUsed[slot]) slot = candidate;
        }
      }
      const bytes = (this.slotBytes[slot] ??= Buffer.allocUnsafe(WINDOW_BYTES));
      this.slotLength[slot] = readSync(this.fd, bytes, 0, WINDOW_BYTES, index * WINDOW_BYTES);
      this.slotWindow[slot] = index;
    }
    this.slotUsed[slot] = ++this.uses;
    return this.slotBytes[slot];
  }
}

/**
 * A list of strings kept on disk: the strings in one temporary file, where each starts in another
 * (4 bytes per string), so looking one up by index holds neither in memory.
 */
export class StringsOnDisk {
  private readonly strings: TempFile;
  private readonly offsets: TempFile;
  private count = 0;

  constructor(directory: string, name: string) {
    this.strings = new TempFile(join(directory, `${name}.strings`));
    this.offsets = new TempFile(join(directory, `${name}.offsets`));
  }

  get length() {
    return this.count;
  }

  push(text: string) {
    this.offsets.appendUInt32(this.strings.appendRecord(0, text));
    this.count += 1;
  }

  get(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return undefined;
    return this.strings.readText(this.offsets.readUInt32(index * 4));
  }

  close() {
    this.strings.close();
    this.offsets.close();
  }
}

/** FNV-1a over the string's UTF-16 code units. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash | 0;
}

/**
 * The keys of a file being checked, with the row each first appeared on: the keys and rows in a
 * temporary file, and in memory only a fixed open-addressing table of `capacity` slots (a hash and
 * a file position each, 8 bytes a slot), whatever the number of keys. A hash match is confirmed by
 * reading the key back, so two keys are the same only when their text is.
 */
export class KeysOnDisk {
  private readonly file: TempFile;
  private readonly hashes: Int32Array;
  /** record position + 1; 0 is an empty slot */
  private readonly positions: Int32Array;
  private count = 0;
  /** the row of the key added last */
  private lastAddedRow = -1;

  /** `maxKeys`: the most keys that will be added (the table has at least twice as many slots). */
  constructor(path: string, maxKeys: number) {
    this.file = new TempFile(path);
    let capacity = 1024;
    while (capacity < maxKeys * 2) capacity *= 2;
    this.hashes = new Int32Array(capacity);
    this.positions = new Int32Array(capacity);
  }

  /** The row `key` was added on before, or, when it is new, adds it on `row` and returns undefined. */
  firstRow(key: string, row: number): number | undefined {
    const hash = hash32(key);
    const mask = this.positions.length - 1;
    let slot = hash & mask;
    while (this.positions[slot] !== 0) {
      if (this.hashes[slot] === hash) {
        const stored = this.file.readRecord(this.positions[slot] - 1);
        if (stored.text === key) return stored.tag;
      }
      slot = (slot + 1) & mask;
    }
    if (this.count * 2 >= this.positions.length) throw new Error('More keys than the table was made for.');
    this.hashes[slot] = hash;
    this.positions[slot] = this.file.appendRecord(row, key) + 1;
    this.count += 1;
    this.lastAddedRow = row;
    return undefined;
  }

  /** Whether the key added last was added on `row`. */
  addedOn(row: number) {
    return this.lastAddedRow === row;
  }

  close() {
    this.file.close();
  }
}
