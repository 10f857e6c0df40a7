import type { ScreenOption } from './types';

const NUMERIC = new Set(['NumericControl', 'NumericTextBox']);

/** Numeric control defaults: min 0, max 1, step 0.1. */
export function rangeOf(option: ScreenOption) {
  const range = option.Ranges?.[0];
  if (range) return { min: range.Min, max: range.Max, step: range.Increment || (option.DisplayType === 'NumericControl' ? 0.1 : 1) };
  return option.DisplayType === 'NumericControl' ? { min: 0, max: 1, step: 0.1 } : null;
}

/** Spec §5: the field rules by display type, run on submit. Returns the message or null. */
export function validateOption(option: ScreenOption, value: string | null | undefined): string | null {
  const text = value == null ? '' : String(value).trim();
  if (option.DisplayType === 'CheckBox') {
    return null;
  }
  if (!text) return option.IsRequired ? 'This field is required.' : null;
  if (NUMERIC.has(option.DisplayType) && option.DisplayFormat !== 'Fraction') {
    const number = Number(text);
    if (!Number.isFinite(number)) return 'This field must be a number.';
    const range = rangeOf(option);
    if (range) {
      if (number < range.min) return `This field can be no smaller than ${range.min}`;
      if (number > range.max) return `This field can be no larger than ${range.max}`;
      if (option.DisplayType === 'NumericTextBox' && range.min >= 0 && !(number > 0)) return 'Must be a positive number.';
    }
  }
  return null;
}
