import { numericRange, type ScreenOption } from '@quotecraft/rules/configurator';

/** The control's range: a range without steps moves by 0.1 (numeric control) or 1 (its stepper and slider). */
export function rangeOf(option: ScreenOption) {
  const range = numericRange(option);
  return range ? { ...range, step: range.step || (option.DisplayType === 'NumericControl' ? 0.1 : 1) } : null;
}
