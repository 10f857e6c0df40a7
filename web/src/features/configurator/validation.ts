import { OPTION_MESSAGES, type ScreenOption } from '@quotecraft/rules/configurator';

const NUMERIC = new Set(['NumericControl', 'NumericTextBox']);

/** Numeric control defaults: min 0, max 1, step 0.1. */
export function rangeOf(option: ScreenOption) {
  const range = option.Ranges?.[0];
  if (range) return { min: range.Min, max: range.Max, step: range.Increment || (option.DisplayType === 'NumericControl' ? 0.1 : 1) };
  return option.DisplayType === 'NumericControl' ? { min: 0, max: 1, step: 0.1 } : null;
}

/** Spec §5: the field rules by display type, run on submit (the server words its refusals the same). Returns the message or null. */
export function validateOption(option: ScreenOption, value: string | null | undefined): string | null {
  const text = value == null ? '' : String(value).trim();
  if (option.DisplayType === 'CheckBox') {
    return null;
  }
  if (!text) return option.IsRequired ? OPTION_MESSAGES.required : null;
  if (NUMERIC.has(option.DisplayType) && option.DisplayFormat !== 'Fraction') {
    const number = Number(text);
    if (!Number.isFinite(number)) return OPTION_MESSAGES.notANumber;
    const range = rangeOf(option);
    if (range) {
      if (number < range.min) return OPTION_MESSAGES.tooSmall(range.min);
      if (number > range.max) return OPTION_MESSAGES.tooLarge(range.max);
      if (option.DisplayType === 'NumericTextBox' && range.min >= 0 && !(number > 0)) return OPTION_MESSAGES.positive;
    }
  }
  return null;
}
