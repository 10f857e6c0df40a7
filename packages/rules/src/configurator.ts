// The configurator's answers (spec part 1 §3): what `configurator/start` and `configurator/configure`
// return, as the built-in engine and the remote configurator produce them and the screen reads them.

export const DISPLAY_TYPES = [
  'NumericControl',
  'NumericTextBox',
  'DropDown',
  'Radio',
  'ImageChoices',
  'TypeableDropDown',
  'TextBox',
  'CheckBox',
] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];

/** StayOnScreenRule 0, StayOnTab 1, MoveTabAndScreenRule 2 */
export const AUTO_CONTINUE = { StayOnScreenRule: 0, StayOnTab: 1, MoveTabAndScreenRule: 2 } as const;
/** Message severities: Critical 1, Warning 2, Information 3 */
export const SEVERITY = { Critical: 1, Warning: 2, Information: 3 } as const;
/** Detail row types: text 1, image 2, horizontal rule 3, price 5 and above (shown with $) */
export const DETAIL_TYPE = { Text: 1, Image: 2, Rule: 3, Price: 5, ExtendedPrice: 6 } as const;

export interface SelectableValue {
  Value: string;
  Caption: string;
  IsVisible: boolean;
  IsEnabled: boolean;
  ImageLink: string | null;
  /** why the value is hidden or disabled (a remote configurator may leave it out) */
  Reason?: string | null;
}

export interface ScreenOption {
  ID: string;
  Name: string;
  Caption: string;
  IsRequired: boolean;
  IsEnabled: boolean;
  IsVisible: boolean;
  Value: string | null;
  /** one of DISPLAY_TYPES; a remote configurator may send others */
  DisplayType: string;
  DisplayFormat: string | null;
  AutoContinueMode: number;
  SelectableValues: SelectableValue[];
  Ranges: { Min: number; Max: number; Increment: number }[];
  Reason?: string | null;
}

/** A remote configurator may send a screen without its ID and Caption. */
export interface ConfiguratorScreen {
  ID?: string;
  Caption?: string;
  IsVisible: boolean;
  InformationLink: string | null;
  ScreenOptions: ScreenOption[];
}

/** A remote configurator may send a page without its ID. */
export interface ConfiguratorPage {
  ID?: string;
  Caption: string;
  IsVisible: boolean;
  Screens: ConfiguratorScreen[];
}

export interface DetailRow {
  Caption: string;
  Value: string;
  Type: number;
}

export interface ConfiguratorData {
  ConfiguredPrice: number;
  IsExecutionComplete: boolean;
  OptionToFocus: string | null;
  Details: DetailRow[];
  ImageUrl: string | null;
  Messages: { Type: number; Value: string }[];
  Pages: ConfiguratorPage[];
  PartNumber: string;
  Description: string;
}

/** A value the rules refused, with the nearest valid configuration (the fewest other options changed). */
export interface Blocked {
  OptionId: string;
  Value: string;
  Reason: string;
  Suggestion: { ID: string; Caption: string; Value: string; ValueCaption: string }[] | null;
}

export interface StartResult {
  prepare: { SessionId: string; ProductId: number; HeaderId: string | null; Engine: string; ModelVersion: number | null };
  initialize: { ConfigurationId: string; Reconfigure: boolean; QuoteId: string | null };
  ui: ConfiguratorData;
}

export interface ConfigureResult {
  SessionId: string;
  d: ConfiguratorData;
  Blocked: Blocked | null;
}

/**
 * The configurator's field messages (spec part 1 §5), word for word: the screen shows them on
 * submit and the server refuses a value with them, so a field reads the same wherever it is checked.
 */
export const OPTION_MESSAGES = {
  required: 'This field is required.',
  notANumber: 'This field must be a number.',
  tooSmall: (min: string | number) => `This field can be no smaller than ${min}`,
  tooLarge: (max: string | number) => `This field can be no larger than ${max}`,
  positive: 'Must be a positive number.',
  steps: (increment: string | number, min: string | number) => `This field must be in steps of ${increment} from ${min}.`,
  tooLong: 'This field is too long.',
} as const;

/** A value for one option, as the screen shows it when Finish is pressed. */
export interface SubmittedValue {
  id: string;
  value: string | null;
}

export const NUMERIC_DISPLAY_TYPES: readonly string[] = ['NumericControl', 'NumericTextBox'];

/** An option whose value is a number: a numeric display type, or any value shown as a fraction. */
export const isNumericOption = (option: Pick<ScreenOption, 'DisplayType' | 'DisplayFormat'>) =>
  NUMERIC_DISPLAY_TYPES.includes(option.DisplayType) || option.DisplayFormat === 'Fraction';

/** Numeric control defaults: min 0, max 1, step 0.1. */
export const NUMERIC_CONTROL_RANGE = { Min: 0, Max: 1, Increment: 0.1 } as const;

/** What the numeric rules read of an option, as the configurator publishes it. */
export type NumericOption = Pick<ScreenOption, 'DisplayType' | 'DisplayFormat' | 'Ranges'>;

/**
 * The range an option's value must keep: its first range, else the numeric control's default.
 * `step` 0 means any value within the range.
 */
export function numericRange(option: Pick<ScreenOption, 'DisplayType' | 'Ranges'>): { min: number; max: number; step: number } | null {
  const range = option.Ranges?.[0] ?? (option.DisplayType === 'NumericControl' ? NUMERIC_CONTROL_RANGE : null);
  return range ? { min: range.Min, max: range.Max, step: range.Increment > 0 ? range.Increment : 0 } : null;
}

/** Parses '20', '20.25', '20 1/4', '1/4', '-3 1/2'; null when the text is no number. */
export function parseFraction(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(-)?\s*(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/.exec(trimmed);
  if (match) {
    const denominator = Number(match[4]);
    if (denominator === 0) return null;
    const whole = match[2] ? Number(match[2]) : 0;
    const value = whole + Number(match[3]) / denominator;
    return match[1] ? -value : value;
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** 20.25 → '20 1/4' (nearest 1/denominator, reduced). */
export function formatFraction(value: number, denominator = 16): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  let whole = Math.floor(abs);
  let numerator = Math.round((abs - whole) * denominator);
  let den = denominator;
  if (numerator === den) {
    whole += 1;
    numerator = 0;
  }
  if (numerator === 0) return `${sign}${whole}`;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const divisor = gcd(numerator, den);
  numerator /= divisor;
  den /= divisor;
  return whole ? `${sign}${whole} ${numerator}/${den}` : `${sign}${numerator}/${den}`;
}

/** A number as the option shows it: a fraction for DisplayFormat Fraction. */
export function showNumber(option: Pick<ScreenOption, 'DisplayFormat'>, value: number): string {
  return option.DisplayFormat === 'Fraction' ? formatFraction(value) : String(value);
}

export type NumericCheck = { ok: true; value: number } | { ok: false; message: string };

/**
 * The numeric rules of spec part 1 §5 for a value of a numeric option: a number (a fraction such
 * as '20 1/4' too), within its range, positive for a numeric textbox whose range starts at 0 or
 * above (unless shown as a fraction), and on its steps from the minimum.
 */
export function checkNumber(option: NumericOption, raw: string | number): NumericCheck {
  const number = typeof raw === 'number' ? raw : parseFraction(raw);
  if (number === null || !Number.isFinite(number)) return { ok: false, message: OPTION_MESSAGES.notANumber };
  const range = numericRange(option);
  if (range) {
    if (number < range.min) return { ok: false, message: OPTION_MESSAGES.tooSmall(showNumber(option, range.min)) };
    if (number > range.max) return { ok: false, message: OPTION_MESSAGES.tooLarge(showNumber(option, range.max)) };
    if (option.DisplayType === 'NumericTextBox' && option.DisplayFormat !== 'Fraction' && range.min >= 0 && !(number > 0)) {
      return { ok: false, message: OPTION_MESSAGES.positive };
    }
    if (range.step) {
      const steps = (number - range.min) / range.step;
      if (Math.abs(steps - Math.round(steps)) > 1e-6) return { ok: false, message: OPTION_MESSAGES.steps(showNumber(option, range.step), showNumber(option, range.min)) };
    }
  }
  return { ok: true, value: Math.round(number * 1e6) / 1e6 };
}

/**
 * The field rules of spec part 1 §5 for the value an option shows (required, then the numeric
 * rules); null when it may be sent. The screen runs them on Continue and Finish, the engine
 * refuses a value with the same numeric rules.
 */
export function optionProblem(option: NumericOption & Pick<ScreenOption, 'IsRequired'>, value: string | null | undefined): string | null {
  if (option.DisplayType === 'CheckBox') return null;
  const text = value == null ? '' : String(value).trim();
  if (!text) return option.IsRequired ? OPTION_MESSAGES.required : null;
  if (isNumericOption(option)) {
    const check = checkNumber(option, text);
    if (!check.ok) return check.message;
  }
  return null;
}
