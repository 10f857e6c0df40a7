/** Theme editor values, defaults and the submit-time validation (spec part 3 §2.5, §5). */

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

export const THEME_LOGOS = [
  ['logo', 'Header Logo'],
  ['emailLogo', 'Email Header Logo'],
  ['logoDark', 'Login Page Logo'],
] as const;

export type ThemeLogoField = (typeof THEME_LOGOS)[number][0];

export const DEFAULT_BREAKPOINTS = ['320', '360', '600', '800', '1000', '1200'];
export const MIN_BORDER_RADIUS = 0;
export const MAX_BORDER_RADIUS = 15;

export type ThemeFormValues = {
  pid: string;
  darkMode: boolean;
  isActive: boolean;
  name: string;
  description: string;
  breakpoints: string;
  borderRadius: string;
} & Record<ThemeColorField, string> &
  Record<ThemeLogoField, string | null>;

export type ThemeFormErrors = Partial<Record<keyof ThemeFormValues, string>>;

export const PLATFORM_REQUIRED = 'Platform ID is required!';
export const RADIUS_MESSAGE = `Border Radius must be between ${MIN_BORDER_RADIUS} and ${MAX_BORDER_RADIUS}.`;
export const BREAKPOINTS_MESSAGE = 'Device Break Points must be widths in pixels, such as 320.';
export const colorMessage = (label: string) => `${label} must be a colour such as #1f6feb or rgba(0,0,0,0.2).`;

const COLOR_PATTERN = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\(\s*[0-9.,%\s/deg]+\)|[a-z]{3,20})$/i;

export const isThemeColor = (value: string) => COLOR_PATTERN.test(value.trim());

const LIGHT_DEFAULTS: Record<ThemeColorField, string> = {
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

const DARK_DEFAULTS: Record<ThemeColorField, string> = {
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

export const defaultColors = (darkMode: boolean) => (darkMode ? DARK_DEFAULTS : LIGHT_DEFAULTS);

/** True while every colour is still the default palette of the mode. */
export const hasDefaultColors = (values: ThemeFormValues) =>
  THEME_COLORS.every(([field]) => values[field] === defaultColors(values.darkMode)[field]);

export function emptyThemeValues(pid: number | null): ThemeFormValues {
  return {
    pid: pid ? String(pid) : '',
    darkMode: false,
    isActive: false,
    name: '',
    description: '',
    breakpoints: DEFAULT_BREAKPOINTS.join(', '),
    borderRadius: '8',
    ...LIGHT_DEFAULTS,
    logo: null,
    emailLogo: null,
    logoDark: null,
  };
}

export const parseBreakpoints = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((part) => part.trim().replace(/px$/i, ''))
    .filter(Boolean);

/** Runs on submit only. */
export function validateThemeForm(values: ThemeFormValues): ThemeFormErrors {
  const errors: ThemeFormErrors = {};
  if (!values.pid) errors.pid = PLATFORM_REQUIRED;
  const radius = values.borderRadius.trim();
  if (!/^\d+$/.test(radius) || Number(radius) < MIN_BORDER_RADIUS || Number(radius) > MAX_BORDER_RADIUS) errors.borderRadius = RADIUS_MESSAGE;
  const breakpoints = parseBreakpoints(values.breakpoints);
  if (breakpoints.length > 12 || breakpoints.some((value) => !/^\d{2,4}$/.test(value))) errors.breakpoints = BREAKPOINTS_MESSAGE;
  for (const [field, label] of THEME_COLORS) {
    if (!isThemeColor(values[field])) errors[field] = colorMessage(label);
  }
  if (values.name.length > 100) errors.name = 'Name must be at most 100 characters.';
  if (values.description.length > 500) errors.description = 'Description must be at most 500 characters.';
  return errors;
}

/** The mutation input for valid values. */
export function themeInput(values: ThemeFormValues) {
  return {
    pid: Number(values.pid),
    darkMode: values.darkMode,
    isActive: values.isActive,
    name: values.name.trim(),
    description: values.description.trim(),
    breakpoints: parseBreakpoints(values.breakpoints),
    borderRadius: Number(values.borderRadius),
    ...Object.fromEntries(THEME_COLORS.map(([field]) => [field, values[field].trim()])),
    ...Object.fromEntries(THEME_LOGOS.map(([field]) => [field, values[field] || null])),
  };
}

/** `<input type="color">` only takes #rrggbb; anything else shows black in the picker. */
export function pickerValue(value: string): string {
  const text = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(text)) return text.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(text)) return `#${[...text.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  if (/^#[0-9a-f]{8}$/i.test(text)) return text.slice(0, 7).toLowerCase();
  return '#000000';
}
