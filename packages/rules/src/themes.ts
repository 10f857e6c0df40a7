// Theme rules (spec part 3 §2.5, §5): the colours and logos a theme holds, what a colour may be,
// the default palettes, the messages for values the API refuses, and the contrast of the colour
// pairs the interface draws text with (WCAG 2 AA).

import { colord, extend, type RgbaColor } from 'colord';
import namesPlugin from 'colord/plugins/names';

extend([namesPlugin]);

/** The sixteen colours, in the editor's order, with their labels. */
export const THEME_COLORS = [
  ['primary', 'Primary'],
  ['secondary', 'Secondary'],
  ['tertiary', 'Tertiary'],
  ['danger', 'Danger'],
  ['success', 'Success'],
  ['warning', 'Warning'],
  ['callToActionColor', 'Call To Action'],
  ['gray', 'Gray'],
  ['grayDark', 'Dark Gray'],
  ['backgroundColor', 'Page Background'],
  ['gridRowBackgroundColor', 'Table Row Offset'],
  ['borderColor', 'Border'],
  ['boxShadowColor', 'Box Shadow'],
  ['textDark', 'Text'],
  ['headerColor', 'Header'],
  ['headerTextColor', 'Header Text'],
] as const;
export type ThemeColorField = (typeof THEME_COLORS)[number][0];

/** The logo fields, which are also the form field names of a theme's file upload. */
export const THEME_LOGOS = [
  ['logo', 'Header Logo'],
  ['emailLogo', 'Email Header Logo'],
  ['logoDark', 'Login Page Logo'],
] as const;
export type ThemeLogoField = (typeof THEME_LOGOS)[number][0];

/** Where theme files are served: an upload's answer carries `path`, saved on the theme as `/uploads/theme/{path}` (spec part 3 §7). */
export const THEME_UPLOADS_FOLDER = 'theme';
export const themeUploadUrl = (path: string) => `/uploads/${THEME_UPLOADS_FOLDER}/${path}`;

export const DEFAULT_BREAKPOINTS = ['320', '360', '600', '800', '1000', '1200'];
export const MAX_BREAKPOINTS = 12;
export const MIN_BORDER_RADIUS = 0;
export const MAX_BORDER_RADIUS = 15;
export const MAX_THEME_NAME = 100;
export const MAX_THEME_DESCRIPTION = 500;

export const THEME_MESSAGES = {
  platformRequired: 'Platform ID is required!',
  radius: `Border Radius must be between ${MIN_BORDER_RADIUS} and ${MAX_BORDER_RADIUS}.`,
  breakpoints: 'Device Break Points must be widths in pixels, such as 320.',
  tooManyBreakpoints: `Device Break Points can hold at most ${MAX_BREAKPOINTS} values.`,
  nameTooLong: `Name must be at most ${MAX_THEME_NAME} characters.`,
  descriptionTooLong: `Description must be at most ${MAX_THEME_DESCRIPTION} characters.`,
} as const;

export const colorMessage = (label: string) => `${label} must be a colour such as #1f6feb or rgba(0,0,0,0.2).`;

// Hex, rgb()/rgba()/hsl()/hsla() or a plain colour name: nothing that could close the CSS value.
const COLOR_PATTERN = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\(\s*[0-9.,%\s/deg]+\)|[a-z]{3,20})$/i;
const BREAKPOINT_PATTERN = /^\d{2,4}$/;

export const isThemeColor = (value: string) => COLOR_PATTERN.test(value.trim());
/** A breakpoint is a width in pixels, given without its unit. */
export const isBreakpoint = (value: string) => BREAKPOINT_PATTERN.test(value);

const LIGHT_COLORS: Record<ThemeColorField, string> = {
  primary: '#2456d6',
  secondary: '#5b6b82',
  tertiary: '#0f9f9a',
  danger: '#d14343',
  success: '#1f9d55',
  warning: '#d99a00',
  callToActionColor: '#f26b1d',
  gray: '#e6e9ef',
  grayDark: '#6b7385',
  backgroundColor: '#f3f5f9',
  gridRowBackgroundColor: '#f8f9fc',
  borderColor: '#dde2ea',
  boxShadowColor: 'rgba(16, 24, 40, 0.08)',
  textDark: '#1b2333',
  headerColor: '#ffffff',
  headerTextColor: '#1b2333',
};

const DARK_COLORS: Record<ThemeColorField, string> = {
  primary: '#5b8cff',
  secondary: '#8d9bb3',
  tertiary: '#2dd4bf',
  danger: '#f06a6a',
  success: '#3fbf7f',
  warning: '#f2c14e',
  callToActionColor: '#ff8a3d',
  gray: '#283142',
  grayDark: '#9aa4b7',
  backgroundColor: '#0e131b',
  gridRowBackgroundColor: '#141b26',
  borderColor: '#2f3a4e',
  boxShadowColor: 'rgba(0, 0, 0, 0.45)',
  textDark: '#e5e9f1',
  headerColor: '#121924',
  headerTextColor: '#e5e9f1',
};

/** The palette a new theme of the mode starts with. */
export const defaultThemeColors = (darkMode: boolean): Readonly<Record<ThemeColorField, string>> => (darkMode ? DARK_COLORS : LIGHT_COLORS);

// Contrast (WCAG 2.x): relative luminance of sRGB colours and the ratio (L1 + 0.05) / (L2 + 0.05).

/** WCAG AA minimum contrast for normal-size text. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

/** The text colour of filled buttons (primary, secondary, danger) in each mode; ui/theme.css `--color-on-primary`. */
export const BUTTON_TEXT_COLORS = { light: '#ffffff', dark: '#0b1220' } as const;

/** A colour a theme field may hold, as sRGB channels (0–255) and alpha (0–1); null when it is no colour. */
export function parseColor(value: string): RgbaColor | null {
  const parsed = colord(value.trim());
  return parsed.isValid() ? parsed.toRgb() : null;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance({ r, g, b }: { r: number; g: number; b: number }): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** `top` painted over `bottom` by its alpha. */
function over(top: RgbaColor, bottom: RgbaColor): RgbaColor {
  const a = top.a;
  return { r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1 };
}

const WHITE: RgbaColor = { r: 255, g: 255, b: 255, a: 1 };

/**
 * The WCAG contrast ratio (1 to 21) of text in `foreground` on `background`; a translucent
 * background is taken over white, a translucent text colour over its background. Null when either
 * is not a colour.
 */
export function contrastRatio(foreground: string, background: string): number | null {
  const text = parseColor(foreground);
  const ground = parseColor(background);
  if (!text || !ground) return null;
  const back = over(ground, WHITE);
  const front = over(text, back);
  const [light, dark] = [luminance(front), luminance(back)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as people read it, to two decimals (#777 on white: 4.48:1); one below AA never reads as 4.5:1. */
export function formatContrast(ratio: number): string {
  const rounded = Math.round(ratio * 100) / 100;
  return `${ratio < WCAG_AA_TEXT_CONTRAST ? Math.min(rounded, WCAG_AA_TEXT_CONTRAST - 0.01) : rounded}:1`;
}

type PairColor = ThemeColorField | 'buttonText';

export interface ThemeContrastPair {
  /** What the pair is, as the warning names it */
  label: string;
  text: PairColor;
  background: ThemeColorField;
  /** The editor field the warning shows under */
  field: ThemeColorField;
}

/** The colour pairs the interface draws text with: each must reach WCAG AA for the theme to read. */
export const THEME_CONTRAST_PAIRS: readonly ThemeContrastPair[] = [
  { label: 'Text on Page Background', text: 'textDark', background: 'backgroundColor', field: 'textDark' },
  { label: 'Text on Table Row Offset', text: 'textDark', background: 'gridRowBackgroundColor', field: 'gridRowBackgroundColor' },
  { label: 'Header Text on Header', text: 'headerTextColor', background: 'headerColor', field: 'headerTextColor' },
  { label: 'Primary (links) on Page Background', text: 'primary', background: 'backgroundColor', field: 'primary' },
  { label: 'Button text on Primary', text: 'buttonText', background: 'primary', field: 'primary' },
  { label: 'Button text on Secondary', text: 'buttonText', background: 'secondary', field: 'secondary' },
  { label: 'Button text on Danger', text: 'buttonText', background: 'danger', field: 'danger' },
];

export interface ContrastWarning extends ThemeContrastPair {
  ratio: number;
  message: string;
}

export const contrastMessage = (label: string, ratio: number) =>
  `${label} has a contrast of ${formatContrast(ratio)}, below the ${WCAG_AA_TEXT_CONTRAST}:1 WCAG AA needs for text.`;

/**
 * The pairs of a theme's colours whose contrast is below WCAG AA, in the order of
 * THEME_CONTRAST_PAIRS. A pair with a colour that is empty or invalid is left out (the colour's own
 * validation speaks for it).
 */
export function themeContrastWarnings(colors: Partial<Record<ThemeColorField, string | null>>, darkMode: boolean): ContrastWarning[] {
  const buttonText = darkMode ? BUTTON_TEXT_COLORS.dark : BUTTON_TEXT_COLORS.light;
  const warnings: ContrastWarning[] = [];
  for (const pair of THEME_CONTRAST_PAIRS) {
    const text = pair.text === 'buttonText' ? buttonText : colors[pair.text];
    const background = colors[pair.background];
    if (!text || !background) continue;
    const ratio = contrastRatio(text, background);
    if (ratio === null || ratio >= WCAG_AA_TEXT_CONTRAST) continue;
    warnings.push({ ...pair, ratio, message: contrastMessage(pair.label, ratio) });
  }
  return warnings;
}
