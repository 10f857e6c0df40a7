import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot, SETTINGS } from './config.ts';
import { COMPOSE_VARIABLES, composeVariables, renderConfigurationDocs, renderEnvExample, TOOL_VARIABLES, toolReads, variablesReadIn } from './configDocs.ts';
import { TEST_SETTINGS } from './test/settings.ts';

describe('docs/CONFIGURATION.md and .env.example', () => {
  it('are what the declarations generate (run `npm run docs:config` after changing a setting)', () => {
    expect(readFileSync(join(repoRoot, 'docs', 'CONFIGURATION.md'), 'utf8')).toBe(renderConfigurationDocs());
    expect(readFileSync(join(repoRoot, '.env.example'), 'utf8')).toBe(renderEnvExample());
  });

  it('list every server and test setting with its meaning', () => {
    const docs = renderConfigurationDocs();
    for (const name of [...Object.keys(SETTINGS), ...Object.keys(TEST_SETTINGS)]) expect(docs).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
  });
});

/**
 * Where a source reads the process's environment, found on its syntax tree (comments and strings
 * aside): `<process>.env`, `<process>['env']`, and `{ env } = <process>`, where <process> is
 * `process` or `globalThis.process`.
 */
function environmentReads(source: string): number[] {
  // only a text naming both can read it: parse just those
  if (!/\bprocess\b/.test(source) || !/\benv\b/.test(source)) return [];
  const file = ts.createSourceFile('source.ts', source, ts.ScriptTarget.Latest, true);
  const isProcess = (node: ts.Node) =>
    (ts.isIdentifier(node) && node.text === 'process') ||
    (ts.isPropertyAccessExpression(node) && node.name.text === 'process' && ts.isIdentifier(node.expression) && node.expression.text === 'globalThis');
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    const reads =
      (ts.isPropertyAccessExpression(node) && node.name.text === 'env' && isProcess(node.expression)) ||
      (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression) && node.argumentExpression.text === 'env' && isProcess(node.expression)) ||
      (ts.isVariableDeclaration(node) &&
        ts.isObjectBindingPattern(node.name) &&
        node.initializer !== undefined &&
        isProcess(node.initializer) &&
        node.name.elements.some((element) => ((element.propertyName ?? element.name) as ts.Identifier).text === 'env'));
    if (reads) lines.push(file.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return lines;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = join(folder, entry.name);
    // generated/: Prisma's generated client, not ours
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [file] : [];
  });
}

describe('one place reads the environment', () => {
  it('nothing in api/src but config.ts reads process.env (tests included: they use test/settings.ts)', () => {
    const apiSrc = join(repoRoot, 'api', 'src');
    const files = sourceFiles(apiSrc);
    expect(files.length).toBeGreaterThan(100);
    const readers = files.flatMap((file) => {
      const name = relative(apiSrc, file).split('\\').join('/');
      return name === 'config.ts' ? [] : environmentReads(readFileSync(file, 'utf8')).map((line) => `${name}:${line}`);
    });
    expect(readers).toEqual([]);
  });

  it('the check sees every way of reading it, and not a mention in a comment or a string', () => {
    for (const reading of [
      'const port = process.env.PORT;',
      "const port = process.env['PORT'];",
      'const { PORT } = process.env;',
      'const env = process.env;',
      "const env = process['env'];",
      'const { env } = process;',
      'const { env: environment, argv } = globalThis.process;',
      'spawn(cmd, { env: { ...process.env, X: "1" } });',
    ]) {
      expect(environmentReads(reading), reading).toEqual([1]);
    }
    expect(environmentReads("// reads process.env.PORT\nconst text = 'process.env.PORT';\nconst args = process.argv.slice(2);")).toEqual([]);
  });

  it('every variable a build, test or benchmark tool reads is documented, and every documented one is read', () => {
    const reads = toolReads();
    const declared = new Set([...Object.keys(SETTINGS), ...Object.keys(TEST_SETTINGS), ...Object.keys(TOOL_VARIABLES), 'PATH']);
    expect([...reads.keys()].filter((name) => !declared.has(name))).toEqual([]);
    expect(Object.keys(TOOL_VARIABLES).filter((name) => !reads.has(name))).toEqual([]);
    // the scan does see the tools
    expect(reads.get('API_ORIGIN')).toEqual(['web/vite.config.ts']);
    expect(reads.get('CHROMIUM_PATH')).toEqual(['tests/browser/harness.ts']);
  });

  it('the tools scan finds a variable read directly, by destructuring or from a copy of the environment', () => {
    expect(variablesReadIn("const a = process.env.ALPHA ?? ''; const { BETA, ...rest } = process.env; const env = { ...process.env }; env.GAMMA; x['env']; process.env['DELTA'];")).toEqual(['ALPHA', 'BETA', 'DELTA', 'GAMMA']);
  });

  it('docker-compose.yml gives the instances declared settings only, and takes from .env only what is declared', () => {
    const compose = readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8').replace(/^\s*#.*$/gm, '');
    const servicesPart = compose.slice(0, compose.indexOf('\nvolumes:'));
    // the `environment:` entries of the app's services (the postgres image's own POSTGRES_* aside)
    const given = [...servicesPart.matchAll(/^ {4,6}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]).filter((name) => !name.startsWith('POSTGRES_'));
    expect(given).toContain('TOKEN_SECRET');
    expect(given.filter((name) => !(name in SETTINGS))).toEqual([]);
    const fromEnvFile = [...composeVariables().keys()];
    expect(fromEnvFile.filter((name) => !(name in SETTINGS) && !(name in COMPOSE_VARIABLES))).toEqual([]);
    expect(Object.keys(COMPOSE_VARIABLES).filter((name) => !fromEnvFile.includes(name))).toEqual([]);
  });
});
