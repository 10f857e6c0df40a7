import { describe, expect, it } from 'vitest';

// The client's layers: a feature (`features/<name>/`) is one area's screens and may use `entities/`,
// `ui/` and `app/`, never another feature; what two features share lives in `entities/<entity>/`
// (data-bound pieces of one entity) or `ui/` (generic widgets), and neither of those reaches into a feature.
const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/__generated__/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** `../features/users/UsersPage.tsx` → `features/users/UsersPage.tsx` (relative to src/). */
const fromSrc = (globKey: string) => globKey.replace(/^\.\.\//, '');

function resolve(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const parts = fromFile.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(IMPORT)].map((match) => resolve(file, match[1]!)).filter((path): path is string => path !== null);
}

const areaOf = (path: string): string => {
  const [top = '', name = ''] = path.split('/');
  return top === 'features' ? `features/${name}` : top;
};

function layeringViolations(files: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    const area = areaOf(file);
    for (const target of importsOf(file, text)) {
      const targetArea = areaOf(target);
      if (targetArea === area) continue;
      const crossesFeatures = area.startsWith('features/') && targetArea.startsWith('features/');
      const sharedUsesFeature = (area === 'ui' || area === 'entities') && targetArea.startsWith('features/');
      const uiUsesEntity = area === 'ui' && targetArea === 'entities';
      if (crossesFeatures || sharedUsesFeature || uiUsesEntity) problems.push(`${file} imports ${target}`);
    }
  }
  return problems.sort();
}

describe('client layering', () => {
  const files = Object.fromEntries(Object.entries(sources).map(([key, text]) => [fromSrc(key), text]));

  it('reads the sources of every layer', () => {
    const areas = new Set(Object.keys(files).map(areaOf));
    expect(areas).toContain('features/quotes');
    expect(areas).toContain('entities');
    expect(areas).toContain('ui');
  });

  it('no feature imports another feature, and ui/ and entities/ import no feature', () => {
    expect(layeringViolations(files)).toEqual([]);
  });

  it('catches static, side-effect and lazy imports across features', () => {
    const bad = {
      'features/quotes/A.tsx': "import { B } from '../catalog/B';\nimport '../catalog/b.css';\nconst C = lazy(() => import('../checkout/C'));",
      'features/quotes/D.tsx': "import { E } from './E';\nimport { F } from '../../entities/quote/F';\nimport { G } from '../../ui/G';",
      'ui/H.tsx': "import { I } from '../features/users/I';",
      'entities/quote/J.ts': "import { K } from '../../features/print/K';",
    };
    expect(layeringViolations(bad)).toEqual([
      'entities/quote/J.ts imports features/print/K',
      'features/quotes/A.tsx imports features/catalog/B',
      'features/quotes/A.tsx imports features/catalog/b.css',
      'features/quotes/A.tsx imports features/checkout/C',
      'ui/H.tsx imports features/users/I',
    ]);
  });
});
