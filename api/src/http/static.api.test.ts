import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

const dist = mkdtempSync(join(tmpdir(), 'qc-web-dist-'));
const script = `export const lines = [${Array.from({ length: 400 }, (_, i) => `'line ${i}'`).join(', ')}];\n`;
let app: TestApp;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>QuoteCraft</title>${'<p>shell</p>'.repeat(200)}`);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
  app = await startTestApp({ seed: false, config: { webDistDir: dist } });
});

afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the web client's files", () => {
  it('go compressed to a browser that accepts it (brotli, else gzip), the same bytes once decoded', async () => {
    for (const [accepted, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const response = await fetch(`${app.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': accepted } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(Number(response.headers.get('content-length'))).toBeLessThan(script.length / 3);
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(await response.text()).toBe(script);
    }
  });

  it('go as they are to a client that accepts no encoding, and the page too is compressed', async () => {
    const plain = await fetch(`${app.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    const page = await fetch(`${app.url}/QuoteDashboard`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toBe('Accept-Encoding');
    expect(await page.text()).toContain('<title>QuoteCraft</title>');
  });

  it('go as the build compressed them when it wrote them beside the file, and are compressed here when those are older', async () => {
    /** The bytes as sent, not decoded */
    const raw = (path: string) =>
      new Promise<Buffer>((resolve, reject) => {
        get(`${app.url}${path}`, { headers: { 'accept-encoding': 'br' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject);
      });
    // The build's copy is told apart from the server's own by its quality (the server uses 11).
    const built = brotliCompressSync(script, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });
    writeFileSync(join(dist, 'assets', 'built-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'built-abc123.js.br'), built);
    expect((await raw('/assets/built-abc123.js')).equals(built)).toBe(true);

    // A copy older than the file (the file rebuilt since) is not used.
    writeFileSync(join(dist, 'assets', 'stale-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'stale-abc123.js.br'), built);
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(join(dist, 'assets', 'stale-abc123.js.br'), hourAgo, hourAgo);
    const sent = await raw('/assets/stale-abc123.js');
    expect(sent.equals(built)).toBe(false);
    expect(brotliDecompressSync(sent).toString()).toBe(script);
  });
});
