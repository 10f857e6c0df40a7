/** Theme editor values, defaults and the submit-time validation (spec part 3 §2.5, §5). */
import {
  colorMessage,
  DEFAULT_BREAKPOINTS,
  defaultThemeColors,
  isBreakpoint,
  isThemeColor,
  MAX_BORDER_RADIUS,
  MAX_BREAKPOINTS,
  MAX_THEME_DESCRIPTION,
  MAX_THEME_NAME,
  MIN_BORDER_RADIUS,
  THEME_COLORS,
  THEME_LOGOS,
  THEME_MESSAGES,
  type ThemeColorField,
  type ThemeLogoField,
} from '@quotecraft/rules/themes';

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

/** True while every colour is still the default palette of the mode. */
export const hasDefaultColors = (values: ThemeFormValues) =>
  THEME_COLORS.every(([field]) => values[field] === defaultThemeColors(values.darkMode)[field]);

export function emptyThemeValues(pid: number | null): ThemeFormValues {
  return {
    pid: pid ? String(pid) : '',
    darkMode: false,
    isActive: false,
    name: '',
    description: '',
    breakpoints: DEFAULT_BREAKPOINTS.join(', '),
    borderRadius: '8',
    ...defaultThemeColors(false),
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
  if (!values.pid) errors.pid = THEME_MESSAGES.platformRequired;
  const radius = values.borderRadius.trim();
  if (!/^\d+$/.test(radius) || Number(radius) < MIN_BORDER_RADIUS || Number(radius) > MAX_BORDER_RADIUS) errors.borderRadius = THEME_MESSAGES.radius;
  const breakpoints = parseBreakpoints(values.breakpoints);
  if (breakpoints.length > MAX_BREAKPOINTS || !breakpoints.every(isBreakpoint)) errors.breakpoints = THEME_MESSAGES.breakpoints;
  for (const [field, label] of THEME_COLORS) {
    if (!isThemeColor(values[field])) errors[field] = colorMessage(label);
  }
  if (values.name.length > MAX_THEME_NAME) errors.name = THEME_MESSAGES.nameTooLong;
  if (values.description.length > MAX_THEME_DESCRIPTION) errors.description = THEME_MESSAGES.descriptionTooLong;
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
