import { describe, expect, it } from 'vitest';
import { themeContrastWarnings } from '@quotecraft/rules/themes';
import { DEMO_PLATFORMS } from './seedData.ts';

// The seeded themes are what every demo screen is drawn in: each colour pair the interface puts
// text on reaches WCAG AA, so the theme editor shows no contrast warning for them.
describe('seeded themes', () => {
  const themes = DEMO_PLATFORMS.flatMap((platform) => [
    [`${platform.name} Light`, platform.brand.light, false] as const,
    [`${platform.name} Dark`, platform.brand.dark, true] as const,
  ]);

  it.each(themes)('%s reads at WCAG AA contrast', (_name, colors, darkMode) => {
    expect(themeContrastWarnings(colors, darkMode).map((warning) => warning.message)).toEqual([]);
  });
});
