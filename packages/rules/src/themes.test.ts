import { describe, expect, it } from 'vitest';
import {
  colorMessage,
  contrastRatio,
  defaultThemeColors,
  formatContrast,
  isBreakpoint,
  isThemeColor,
  THEME_COLORS,
  themeContrastWarnings,
} from './themes.ts';

describe('theme colours', () => {
  it('accepts hex, rgb/rgba/hsl/hsla and colour names', () => {
    for (const value of ['#fff', '#1f6feb', '#1f6feb80', 'rgba(0,0,0,0.2)', 'hsl(210deg 50% 40%)', 'rebeccapurple', ' white ']) {
      expect(isThemeColor(value), value).toBe(true);
    }
  });

  it('refuses anything that could close the CSS value', () => {
    for (const value of ['red; background: url(x)', '#12', 'url(evil)', '}', '']) {
      expect(isThemeColor(value), value).toBe(false);
    }
  });

  it('gives both default palettes every colour, each a valid one', () => {
    for (const darkMode of [false, true]) {
      const palette = defaultThemeColors(darkMode);
      for (const [field] of THEME_COLORS) expect(isThemeColor(palette[field]), field).toBe(true);
    }
    expect(defaultThemeColors(true).backgroundColor).not.toBe(defaultThemeColors(false).backgroundColor);
  });

  it('names the colour in its message', () => {
    expect(colorMessage('Call To Action')).toBe('Call To Action must be a colour such as #1f6feb or rgba(0,0,0,0.2).');
  });
});

describe('breakpoints', () => {
  it('are widths in pixels of two to four digits', () => {
    expect(['320', '1200', '10'].every(isBreakpoint)).toBe(true);
    expect(['5', '12000', '320px', 'abc'].some(isBreakpoint)).toBe(false);
  });
});

describe('contrast', () => {
  it('gives the WCAG ratios of known pairs, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('white', 'black')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#777')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#1f6feb', '#1f6feb')).toBeCloseTo(1, 5);
    expect(contrastRatio('rgb(255, 0, 0)', 'hsl(0deg 0% 100%)')).toBeCloseTo(4, 2);
  });

  it('paints a translucent text colour over its background', () => {
    // Black at 50% over white is #808080 (3.95:1).
    expect(contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#7f7f7f', '#ffffff')!, 1);
  });

  it('has no ratio for something that is no colour', () => {
    expect(contrastRatio('not-a-colour', '#fff')).toBeNull();
    expect(contrastRatio('#fff', '')).toBeNull();
  });

  it('shows ratios to two decimals, never rounding a failing one up to 4.5', () => {
    expect(formatContrast(4.478)).toBe('4.48:1');
    expect(formatContrast(4.497)).toBe('4.49:1');
    expect(formatContrast(21)).toBe('21:1');
  });
});

describe('theme contrast warnings', () => {
  it('lets both default palettes pass WCAG AA', () => {
    expect(themeContrastWarnings(defaultThemeColors(false), false)).toEqual([]);
    expect(themeContrastWarnings(defaultThemeColors(true), true)).toEqual([]);
  });

  it('names each pair below 4.5:1 with its ratio, under the field that makes it', () => {
    const colors = { ...defaultThemeColors(false), textDark: '#777777', backgroundColor: '#ffffff', gridRowBackgroundColor: '#ffffff', headerColor: '#ffffff', headerTextColor: '#ffffff' };
    const warnings = themeContrastWarnings(colors, false);
    expect(warnings.map((warning) => [warning.field, warning.message])).toEqual([
      ['textDark', 'Text on Page Background has a contrast of 4.48:1, below the 4.5:1 WCAG AA needs for text.'],
      ['gridRowBackgroundColor', 'Text on Table Row Offset has a contrast of 4.48:1, below the 4.5:1 WCAG AA needs for text.'],
      ['headerTextColor', 'Header Text on Header has a contrast of 1:1, below the 4.5:1 WCAG AA needs for text.'],
    ]);
  });

  it('checks filled buttons against the text colour of the mode', () => {
    const colors = { ...defaultThemeColors(true), danger: '#ff6b6b' };
    expect(themeContrastWarnings(colors, true)).toEqual([]);
    // White button text on the same light red does not read.
    expect(themeContrastWarnings({ ...defaultThemeColors(false), danger: '#ff6b6b' }, false).map((warning) => warning.label)).toEqual(['Button text on Danger']);
  });

  it('leaves out pairs with a missing or invalid colour', () => {
    expect(themeContrastWarnings({ textDark: '#777', backgroundColor: 'nonsense' }, false)).toEqual([]);
  });
});
