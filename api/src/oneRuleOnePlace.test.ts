import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A rule the web client repeats lives once, in @quotecraft/rules or the domain service (docs/DEVELOPING.md):
 * a message sentence written as a string literal in both the API's and the web client's sources is a
 * rule kept twice, and the two copies drift apart. Each must come from one module both import.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Sentences both trees may spell out, each with why it is not a rule kept twice. */
const ALLOWED: Readonly<Record<string, string>> = {};

const SKIPPED_DIRECTORIES = new Set(['node_modules', 'generated', '__generated__', 'test']);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A message sentence: a capital letter first, at least two words, a full stop last. */
const isSentence = (text: string) => /^[A-Z][^\n]* [^\n]*\.$/.test(text);

/** Every sentence written as a string literal in a tree's sources, with the files that write it. */
function literalSentences(tree: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(join(root, tree))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isSentence(node.text)) {
        found.set(node.text, [...(found.get(node.text) ?? []), relative(root, file)]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('rules the web client repeats', () => {
  it('write no message sentence in both the API and the web client', () => {
    const api = literalSentences('api/src');
    const web = literalSentences('web/src');
    const twice = [...api.keys()]
      .filter((sentence) => web.has(sentence) && !(sentence in ALLOWED))
      .sort()
      .map((sentence) => `${JSON.stringify(sentence)}: ${[...new Set([...api.get(sentence)!, ...web.get(sentence)!])].join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('finds such a sentence where one is written twice', () => {
    expect(literalSentences('api/src').get('Cannot delete RMA Detail, RMA has already been submitted.')).toEqual(['api/src/rmas/service.ts']);
  });
});
