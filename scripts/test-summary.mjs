// Adds up the "Tests  N passed | M failed | K skipped" lines of every vitest run in a log and
// prints one closing line for the whole suite.
import { readFileSync } from 'node:fs';

const text = readFileSync(process.argv[2], 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const line of text.split('\n')) {
  const match = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (!match) continue;
  for (const part of match[1].split('|')) {
    const [, count, kind] = /(\d+)\s+(passed|failed|skipped)/.exec(part) ?? [];
    if (kind) totals[kind] += Number(count);
  }
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
