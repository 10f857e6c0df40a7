import { ServerResponse, type IncomingMessage } from 'node:http';

/** String chunks from this size up are encoded once and written as bytes. */
export const LARGE_CHUNK = 16 * 1024;

const asBytes = (chunk: unknown, encoding: unknown) =>
  typeof chunk === 'string' && chunk.length >= LARGE_CHUNK ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;

/**
 * Node sends a response's first string chunk by prepending the header text to it and encoding the
 * joined string at the socket. For a large answer (a 300-line quote is 130 KB of JSON) that costs
 * 0.3–0.9 ms more than encoding the chunk once into a Buffer, which Node writes after the headers
 * as it is. Large string chunks are therefore written as Buffers; everything else is unchanged.
 */
export class LargeBodyResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  override write(chunk: unknown, ...rest: unknown[]): boolean {
    return (super.write as (...args: unknown[]) => boolean)(asBytes(chunk, rest[0]), ...rest);
  }

  override end(...args: unknown[]): this {
    if (args.length) args[0] = asBytes(args[0], args[1]);
    return (super.end as (...args: unknown[]) => this)(...args);
  }
}
