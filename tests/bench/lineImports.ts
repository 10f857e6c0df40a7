// Configured lines from a spreadsheet: 500 rows of the LED Area Light's line template imported
// into a quote through quoteManagement/importLines on the embedded database, first as a dry run,
// then committed; prints each one's time against the 10 s target. `npm run bench:lineImports`;
// BENCH_LINE_ROWS picks another size.
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { startTestApp } from '../../api/src/test/app.ts';
import { workbookBytes } from '../../api/src/imports/testFiles.ts';
import type { LineImportAnswer } from '../../api/src/lineImports/service.ts';

const ROWS = Number(process.env.BENCH_LINE_ROWS ?? 500);
const TARGET_MS = 10_000;

delete process.env.TEST_DATABASE_URL;
const app = await startTestApp();
try {
  const token = await app.login('user@acme.test');
  const headers = { authorization: `Bearer ${token}` };
  const product = await app.services.prisma.product.findFirstOrThrow({ where: { productNumber: 'ALX-AREA', platform: { name: 'Acme Lighting' } } });
  const quote = await app.rest('/api/v1/quoteManagement/createQuote', { input: {} }, token);
  const quoteId = quote.body.result.quote.id as number;

  const template = await fetch(`${app.url}/api/v1/quoteManagement/downloadLineTemplate`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ productId: product.id }),
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await template.arrayBuffer());
  const columns = (workbook.getWorksheet('Lines')!.getRow(1).values as string[]).slice(1);
  const at = (name: string) => columns.indexOf(name);
  const wattages = ['75', '150', '200', '300'];
  const optics = ['T2', 'T3', 'T4', 'T5'];
  const mountings = ['Arm mount', 'Slip fitter', 'Wall mount'];
  // every tenth row is refused (a wall mount carrying 300 W), the others vary
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const row = columns.map(() => '' as unknown);
    const refused = index % 10 === 9;
    row[at('Wattage')] = refused ? '300' : wattages[index % 3];
    row[at('Distribution')] = optics[index % 3];
    row[at('Mounting')] = refused ? 'Wall mount' : mountings[index % 2];
    row[at('Fixture Tag')] = `Tag ${index + 1}`;
    row[at('Quantity')] = (index % 7) + 1;
    return row;
  });
  const file = await workbookBytes(columns, rows);

  const run = async (dryRun: boolean) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'lines.xlsx');
    form.append('quoteId', String(quoteId));
    form.append('productId', String(product.id));
    form.append('dryRun', String(dryRun));
    const started = performance.now();
    const response = await fetch(`${app.url}/api/v1/quoteManagement/importLines`, { method: 'POST', body: form, headers });
    const answer = ((await response.json()) as { result: LineImportAnswer }).result;
    return { ms: performance.now() - started, answer };
  };
  for (const dryRun of [true, false]) {
    const { ms, answer } = await run(dryRun);
    const verdict = ms <= TARGET_MS ? 'ok' : 'OVER TARGET';
    console.log(`${dryRun ? 'dry run' : 'commit '}: ${ROWS} rows in ${(ms / 1000).toFixed(2)} s (${Math.round((ROWS / ms) * 1000)} rows/s; ${answer.counts.created} lines, ${answer.counts.error} refused) target <= ${TARGET_MS / 1000} s: ${verdict}`);
  }
  const lines = await app.services.prisma.quoteLine.count({ where: { quoteId } });
  console.log(`lines on the quote after the commit: ${lines}`);
} finally {
  await app.close();
}
