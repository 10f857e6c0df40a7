import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARGE_CHUNK, LargeBodyResponse } from './largeBodies.ts';

// Characters of one, two, three and four UTF-8 bytes, so a chunk encoded the wrong way shows.
const large = 'Lumens ä € 💡 '.repeat(Math.ceil((LARGE_CHUNK * 2) / 13));
const small = 'Finish ä € 💡';

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer({ ServerResponse: LargeBodyResponse }, (req, res) => {
    const body = req.url === '/small' ? small : large;
    if (req.url === '/latin1') {
      const text = 'Café '.repeat(LARGE_CHUNK);
      res.writeHead(200, { 'content-length': Buffer.byteLength(text, 'latin1') });
      res.write(text, 'latin1');
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    if (req.url === '/write') {
      res.write(body, () => res.end());
    } else {
      res.end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${url}${path}`, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('responses with large string bodies', () => {
  it('arrive whole and in UTF-8 when ended with a large string', async () => {
    const { headers, body } = await get('/end');
    expect(body.toString('utf8')).toBe(large);
    expect(Number(headers['content-length'])).toBe(body.length);
  });

  it('arrive whole when written in a chunk with a callback', async () => {
    const { body } = await get('/write');
    expect(body.toString('utf8')).toBe(large);
  });

  it('keep the encoding a large chunk was written in', async () => {
    const { body } = await get('/latin1');
    expect(body.toString('latin1')).toBe('Café '.repeat(LARGE_CHUNK));
  });

  it('leave small bodies as they are', async () => {
    const { body } = await get('/small');
    expect(body.toString('utf8')).toBe(small);
  });
});
