import { describe, expect, it } from 'vitest';
import { checkNumber, formatFraction, optionProblem, parseFraction, type ScreenOption } from './configurator.ts';

const base: ScreenOption = {
  ID: 'opt',
  Name: 'opt',
  Caption: 'Option',
  IsRequired: false,
  IsEnabled: true,
  IsVisible: true,
  Value: null,
  DisplayType: 'TextBox',
  DisplayFormat: null,
  AutoContinueMode: 1,
  SelectableValues: [],
  Ranges: [],
};
const numeric = { ...base, DisplayType: 'NumericTextBox', Ranges: [{ Min: 0, Max: 12, Increment: 1 }] };
const fraction = { ...numeric, DisplayFormat: 'Fraction', Ranges: [{ Min: 10, Max: 39, Increment: 0.25 }] };

describe('configurator field rules (part 1 §5)', () => {
  it('refuses an empty required field, but not an empty optional one or a checkbox', () => {
    expect(optionProblem({ ...base, IsRequired: true }, '')).toBe('This field is required.');
    expect(optionProblem({ ...base, IsRequired: true }, '   ')).toBe('This field is required.');
    expect(optionProblem({ ...numeric, IsRequired: true }, null)).toBe('This field is required.');
    expect(optionProblem(base, '')).toBeNull();
    expect(optionProblem({ ...base, DisplayType: 'CheckBox', IsRequired: true }, 'False')).toBeNull();
  });

  it('refuses text that is no number in a numeric field', () => {
    expect(optionProblem(numeric, 'abc')).toBe('This field must be a number.');
    expect(optionProblem(numeric, '1e3')).toBe('This field must be a number.');
    expect(optionProblem(fraction, '20 and a bit')).toBe('This field must be a number.');
  });

  it('checks the range, positive numbers and the steps', () => {
    expect(optionProblem(numeric, '13')).toBe('This field can be no larger than 12');
    expect(optionProblem({ ...numeric, Ranges: [{ Min: 4, Max: 12, Increment: 1 }] }, '3')).toBe('This field can be no smaller than 4');
    expect(optionProblem(numeric, '0')).toBe('Must be a positive number.');
    expect(optionProblem(numeric, '2.5')).toBe('This field must be in steps of 1 from 0.');
    expect(optionProblem({ ...numeric, Ranges: [{ Min: 0, Max: 12, Increment: 0 }] }, '2.5')).toBeNull();
    expect(optionProblem({ ...base, DisplayType: 'NumericControl' }, '1.5')).toBe('This field can be no larger than 1');
    expect(optionProblem({ ...base, DisplayType: 'NumericControl' }, '0.55')).toBe('This field must be in steps of 0.1 from 0.');
    expect(optionProblem({ ...base, DisplayType: 'NumericControl' }, '0.7')).toBeNull();
  });

  it('reads and words fractions for a field shown as a fraction', () => {
    expect(optionProblem(fraction, '20 1/4')).toBeNull();
    expect(optionProblem(fraction, '20.25')).toBeNull();
    expect(optionProblem(fraction, '50')).toBe('This field can be no larger than 39');
    expect(optionProblem({ ...fraction, Ranges: [{ Min: 10.5, Max: 39, Increment: 0.25 }] }, '10')).toBe('This field can be no smaller than 10 1/2');
    expect(optionProblem(fraction, '20 1/8')).toBe('This field must be in steps of 1/4 from 10.');
    expect(checkNumber(fraction, '22 3/4')).toEqual({ ok: true, value: 22.75 });
  });

  it('parses and formats fractions', () => {
    expect(parseFraction('20 1/4')).toBe(20.25);
    expect(parseFraction('-3 1/2')).toBe(-3.5);
    expect(parseFraction('1/0')).toBeNull();
    expect(formatFraction(0.375)).toBe('3/8');
    expect(formatFraction(15.999)).toBe('16');
  });
});
