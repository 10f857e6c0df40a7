/** The part of unzipper's documented API the imports use (`Open.file`: the central directory, entries streamed one by one). */
declare module 'unzipper' {
  import type { Readable } from 'node:stream';
  export interface CentralDirectoryFile {
    path: string;
    type: 'File' | 'Directory';
    compressedSize: number;
    uncompressedSize: number;
    compressionMethod: number;
    stream(): Readable;
  }
  export interface CentralDirectory {
    files: CentralDirectoryFile[];
  }
  export const Open: { file(path: string): Promise<CentralDirectory> };
}
