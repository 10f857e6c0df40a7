import { describe, expect, it } from 'vitest';
import { compile, formatFraction, parse, parseFraction } from './expr.ts';
import { applyChange, evaluate, initialValues, nearestValid } from './engine.ts';
import { compileModel, ModelValidationError } from './model.ts';
import { LED_AREA_LIGHT_MODEL, STEEL_POLE_MODEL } from '../db/seedConfigurator.ts';

const run = (source: string, values: Record<string, unknown> = {}) => compile(parse(source))((name) => (values[name] ?? null) as never);

const option = (id: string, extra: Record<string, unknown> = {}) => ({ id, caption: id.toUpperCase(), displayType: 'TextBox', ...extra });
const modelOf = (options: object[], extra: Record<string, unknown> = {}) =>
  compileModel({ pages: [{ id: 'p1', caption: 'One', screens: [{ id: 's1', options }] }], ...extra });

describe('rule language', () => {
  it('evaluates arithmetic, comparison, logic, ternaries, lists and functions', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('10 / 4 - 1')).toBe(1.5);
    expect(run("a == 'x' and not b", { a: 'x', b: false })).toBe(true);
    expect(run('a > 3 ? "big" : "small"', { a: 5 })).toBe('big');
    expect(run("c in ['r', 'g']", { c: 'g' })).toBe(true);
    expect(run('max(1, w, 3) + min(4, 2)', { w: 9 })).toBe(11);
    expect(run('round(2.345, 2)')).toBe(2.35);
    expect(run("'ALX-' + w", { w: 150 })).toBe('ALX-150');
    expect(run('isSet(x) || len("abc") == 3', { x: '' })).toBe(true);
    expect(run('1 / 0')).toBe(0);
  });

  it('reports syntax errors with their position', () => {
    expect(() => parse('a == (1')).toThrow(/expected '\)'/);
    expect(() => parse('a === 1')).toThrow(/unexpected/);
    expect(() => parse('foo(1)')).toThrow(/unknown function 'foo'/);
    expect(() => parse("'open")).toThrow(/unterminated string/);
    expect(() => parse('round()')).toThrow(/takes 1 to 2/);
  });

  it('reads and writes fractions', () => {
    expect(parseFraction('20 1/4')).toBe(20.25);
    expect(parseFraction('3/8')).toBe(0.375);
    expect(parseFraction('12.5')).toBe(12.5);
    expect(parseFraction('abc')).toBeNull();
    expect(formatFraction(20.25)).toBe('20 1/4');
    expect(formatFraction(0.375)).toBe('3/8');
    expect(formatFraction(11)).toBe('11');
  });
});

describe('model validation', () => {
  it('rejects a bad rule with its path and reason', () => {
    try {
      modelOf([option('a', { visibleWhen: 'b == 1' })]);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ModelValidationError);
      expect((error as ModelValidationError).issues[0]).toMatchObject({ path: 'pages.0.screens.0.options.0.visibleWhen', message: "unknown name 'b'", rule: 'b == 1' });
    }
  });

  it('rejects shape errors, duplicate ids, missing values and bad defaults', () => {
    expect(() => compileModel({ pages: [] })).toThrow(/pages: a model needs at least one page/);
    expect(() => modelOf([option('a'), option('a')])).toThrow(/'a' is defined twice/);
    expect(() => modelOf([option('a', { displayType: 'DropDown' })])).toThrow(/needs values/);
    expect(() => modelOf([option('a', { displayType: 'Radio', values: [{ value: 'x' }], default: 'y' })])).toThrow(/'y' is not one of the values/);
    expect(() => modelOf([option('a', { displayType: 'Wheel' })])).toThrow(/displayType/);
    expect(() => modelOf([option('a')], { computed: [{ id: 'x', expr: 'y + 1' }, { id: 'y', expr: '1' }] })).toThrow(/'y' is used before it is computed/);
    expect(() => modelOf([option('a')], { messages: [{ when: 'true', severity: 3, text: 'Hi {a +}' }] })).toThrow(/messages.0.text/);
  });

  it('accepts the seeded models', () => {
    expect(() => compileModel(LED_AREA_LIGHT_MODEL)).not.toThrow();
    expect(() => compileModel(STEEL_POLE_MODEL)).not.toThrow();
  });
});

describe('engine', () => {
  const led = compileModel(LED_AREA_LIGHT_MODEL);
  const pole = compileModel(STEEL_POLE_MODEL);
  const find = (d: ReturnType<typeof evaluate>, id: string) => d.Pages.flatMap((p) => p.Screens.flatMap((s) => s.ScreenOptions)).find((o) => o.ID === id)!;

  it('applies defaults and prices the default configuration', () => {
    const d = evaluate(led, initialValues(led));
    expect(d.ConfiguredPrice).toBe(869);
    expect(d.IsExecutionComplete).toBe(true);
    expect(d.Details.at(-1)).toEqual({ Caption: 'Price', Value: '869.00', Type: 5 });
    expect(d.Details).toContainEqual({ Caption: 'Catalog Number', Value: 'ALX-150-4000K-T3-DBZ', Type: 1 });
    expect(d.Messages).toContainEqual({ Type: 3, Value: 'About 20300 lumens at 4000K.' });
  });

  it('prices value choices and formulas', () => {
    let values = initialValues(led);
    values = applyChange(led, values, 'wattage', '300').values;
    expect(evaluate(led, values).ConfiguredPrice).toBe(869 - 180 + 420);
    values = applyChange(led, values, 'armLength', '10').values;
    expect(evaluate(led, values).ConfiguredPrice).toBe(869 - 180 + 420 + 24);
  });

  it('hides options by rule and clears their values', () => {
    let values = initialValues(led);
    expect(values.armLength).toBe(6);
    values = applyChange(led, values, 'mounting', 'slipfitter').values;
    expect(values.armLength).toBeNull();
    const d = evaluate(led, values);
    expect(find(d, 'armLength').IsVisible).toBe(false);
    expect(find(d, 'armLength').Reason).toBe('Shown only when Mounting is Arm mount');
  });

  it('disables values with the reason and resets a chosen value that became unavailable', () => {
    let values = applyChange(led, initialValues(led), 'darkSky', true).values;
    expect(values.cct).toBe('3000K');
    const cct = find(evaluate(led, values), 'cct');
    expect(cct.SelectableValues[1]).toMatchObject({ IsEnabled: false, Reason: 'Dark-sky compliance limits color temperature to 3000 K.' });
  });

  it('blocks a value that breaks a constraint and offers the nearest valid configuration', () => {
    let values = applyChange(led, initialValues(led), 'voltage', '347-480V').values;
    const controls = find(evaluate(led, values), 'controls');
    expect(controls.SelectableValues.find((v) => v.Value === 'wireless')).toMatchObject({ IsEnabled: false, Reason: 'Wireless controls are not available at 347-480 V.' });
    const result = applyChange(led, values, 'controls', 'wireless');
    expect(result.values).toBe(values);
    expect(result.blocked).toMatchObject({ Reason: 'Wireless controls are not available at 347-480 V.', Suggestion: [{ ID: 'voltage', Value: '120-277V' }] });
    expect(nearestValid(led, values, led.optionById.get('controls')!, 'wireless')).toHaveLength(1);
  });

  it('makes required options, computed values and Critical messages decide completeness', () => {
    let values = applyChange(led, initialValues(led), 'finish', 'CUS').values;
    let d = evaluate(led, values);
    expect(find(d, 'paintColor')).toMatchObject({ IsVisible: true, IsRequired: true, Value: null });
    expect(d.IsExecutionComplete).toBe(false);
    expect(d.OptionToFocus).toBe('paintColor');
    values = applyChange(led, values, 'paintColor', 'RAL 1015 light ivory').values;
    d = evaluate(led, values);
    expect(d.IsExecutionComplete).toBe(true);
    expect(d.ConfiguredPrice).toBe(869 + 150);
  });

  it('emits Warning messages with interpolated text', () => {
    const values = applyChange(led, initialValues(led), 'outputLevel', '0.7').values;
    expect(evaluate(led, values).Messages).toContainEqual({ Type: 2, Value: 'Output set to 70%: the fixture is dimmed at the factory.' });
  });

  it('selects the image by rule and returns value images', () => {
    const d = evaluate(led, initialValues(led));
    expect(d.ImageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const black = evaluate(led, applyChange(led, initialValues(led), 'finish', 'BLK').values);
    expect(black.ImageUrl).not.toBe(d.ImageUrl);
    expect(find(d, 'optic').SelectableValues[0]!.ImageLink).toMatch(/^data:image/);
  });

  it('handles fractional ranges and increments', () => {
    let values = initialValues(pole);
    values = applyChange(pole, values, 'height', '22 3/4').values;
    expect(values.height).toBe(22.75);
    const d = evaluate(pole, values);
    expect(find(d, 'height')).toMatchObject({ Value: '22 3/4', DisplayFormat: 'Fraction', Ranges: [{ Min: 10, Max: 39, Increment: 0.25 }] });
    expect(d.PartNumber).toBe('SSS-22 3/4-4-11-galv');
    expect(() => applyChange(pole, values, 'height', '22 1/3')).toThrow('This field must be in steps of 1/4 from 10.');
    expect(() => applyChange(pole, values, 'height', '9 1/2')).toThrow('This field can be no smaller than 10');
    expect(() => applyChange(pole, values, 'height', '40')).toThrow('This field can be no larger than 39');
    expect(() => applyChange(pole, values, 'height', 'tall')).toThrow('This field must be a number.');
  });

  it('uses the numeric control defaults of 0 to 1 in 0.1 steps', () => {
    const model = modelOf([option('level', { displayType: 'NumericControl', default: 0.5 })]);
    expect(evaluate(model, initialValues(model)).Pages[0]!.Screens[0]!.ScreenOptions[0]!.Ranges).toEqual([{ Min: 0, Max: 1, Increment: 0.1 }]);
    expect(() => applyChange(model, initialValues(model), 'level', '1.5')).toThrow(/no larger than 1/);
  });

  it('stores checkboxes as booleans sent as True/False', () => {
    const values = applyChange(pole, initialValues(pole), 'handHole', 'False').values;
    expect(values.handHole).toBe(false);
    expect(find(evaluate(pole, values), 'handHole').Value).toBe('False');
  });

  it('offers a two-option change when one is not enough', () => {
    let values = applyChange(pole, initialValues(pole), 'shaftSize', '5').values;
    values = applyChange(pole, values, 'height', '30').values;
    values = applyChange(pole, values, 'shaftSize', '4').values;
    expect(values.shaftSize).toBe('5');
    const blocked = applyChange(pole, values, 'shaftSize', '4').blocked!;
    expect(blocked.Reason).toBe('A 4 in shaft is limited to 25 ft; choose a 5 in or 6 in shaft.');
    expect(blocked.Suggestion).toEqual([{ ID: 'height', Caption: 'Height (ft)', Value: '10', ValueCaption: '10' }]);
  });

  it('shows and hides pages and screens by rule', () => {
    const model = compileModel({
      pages: [
        { id: 'a', caption: 'A', screens: [{ id: 's1', options: [{ id: 'more', caption: 'More', displayType: 'CheckBox' }] }] },
        { id: 'b', caption: 'B', visibleWhen: 'more', screens: [{ id: 's2', visibleWhen: 'more', options: [{ id: 'x', caption: 'X', displayType: 'TextBox', required: true }] }] },
      ],
    });
    let values = initialValues(model);
    expect(evaluate(model, values).Pages[1]!.IsVisible).toBe(false);
    expect(evaluate(model, values).IsExecutionComplete).toBe(true);
    values = applyChange(model, values, 'more', 'True').values;
    const d = evaluate(model, values);
    expect(d.Pages[1]!.IsVisible).toBe(true);
    expect(d.IsExecutionComplete).toBe(false);
  });
});

describe('explanations', () => {
  it('words a rule with option and value captions when the admin wrote no reason', () => {
    const model = modelOf([
      option('mount', { displayType: 'Radio', values: [{ value: 'arm', caption: 'Arm mount' }, { value: 'wall', caption: 'Wall mount' }] }),
      option('sensor', { displayType: 'CheckBox' }),
      option('height', { displayType: 'NumericTextBox' }),
      option('a', { visibleWhen: "mount == 'arm' and not sensor" }),
      option('b', { visibleWhen: "mount in ['arm', 'wall'] or height <= 30" }),
      option('c', { visibleWhen: 'height * 2 > 10' }),
    ]);
    expect(model.optionById.get('a')!.visibleWhen!.text).toBe('MOUNT is Arm mount and SENSOR is not checked');
    expect(model.optionById.get('b')!.visibleWhen!.text).toBe('MOUNT is one of Arm mount, Wall mount or HEIGHT is at most 30');
    expect(model.optionById.get('c')!.visibleWhen!.text).toBe('height * 2 > 10');
    const d = evaluate(model, initialValues(model));
    expect(d.Pages[0]!.Screens[0]!.ScreenOptions[3]!.Reason).toBe('Shown only when MOUNT is Arm mount and SENSOR is not checked');
  });
});
