// The built-in configurator engine: evaluates a compiled model over a session's option values and
// produces the configurator response (Pages, Screens, ScreenOptions, price, details, messages...).
import { formatFraction, parseFraction, toNumber, toText, truthy, type Scope, type Value } from './expr.ts';
import {
  checkNumber,
  DETAIL_TYPE,
  NUMERIC_CONTROL_RANGE,
  OPTION_MESSAGES,
  SEVERITY,
  type Blocked,
  type ConfiguratorData,
  type ConfiguratorPage,
  type DetailRow,
  type ScreenOption,
} from '@quotecraft/rules/configurator';
import type { CompiledModel, CompiledOption, CompiledRule } from './model.ts';

export type Values = Record<string, Value>;

const isEmpty = (value: Value | undefined) => value === null || value === undefined || value === '';
const money = (amount: number) => Math.round(amount * 100) / 100;

/** A scope over the option values with the computed values evaluated in order. */
export function scopeFor(model: CompiledModel, values: Values): Scope {
  const computed: Values = {};
  const scope: Scope = (name) => {
    if (name in computed) return computed[name]!;
    const value = values[name];
    return value === undefined ? null : value;
  };
  for (const item of model.computed) computed[item.id] = item.rule.run(scope);
  return scope;
}

const holds = (rule: CompiledRule | undefined, scope: Scope) => !rule || truthy(rule.run(scope));

function explain(rule: CompiledRule, reason: string | undefined, prefix: string) {
  return reason ?? `${prefix} ${rule.text}`;
}

interface OptionStatus {
  visible: boolean;
  enabled: boolean;
  required: boolean;
  reason: string | null;
}

function optionStatus(model: CompiledModel, option: CompiledOption, scope: Scope, pageVisible: boolean[], screenVisible: Map<string, boolean>): OptionStatus {
  let reason: string | null = null;
  let visible = pageVisible[option.pageIndex]! && screenVisible.get(option.screenId)!;
  if (visible && !holds(option.visibleWhen, scope)) {
    visible = false;
    reason = explain(option.visibleWhen!, option.def.reason, 'Shown only when');
  }
  let enabled = true;
  if (!holds(option.enabledWhen, scope)) {
    enabled = false;
    reason = explain(option.enabledWhen!, option.def.reason, 'Available only when');
  }
  const required = (option.def.required ?? false) || (option.requiredWhen ? truthy(option.requiredWhen.run(scope)) : false);
  return { visible, enabled, required, reason };
}

function visibility(model: CompiledModel, scope: Scope) {
  const pageVisible = model.pages.map((page) => holds(page.visibleWhen, scope));
  const screenVisible = new Map<string, boolean>();
  model.pages.forEach((page, p) => page.screens.forEach((screen) => screenVisible.set(screen.id, pageVisible[p]! && holds(screen.visibleWhen, scope))));
  return { pageVisible, screenVisible };
}

/** Why a value of an option may not be chosen right now, or null when it may. */
export function valueBlock(
  model: CompiledModel,
  option: CompiledOption,
  valueIndex: number,
  values: Values,
  scope: Scope,
): { hidden: boolean; reason: string } | null {
  const entry = option.values[valueIndex]!;
  if (!holds(entry.visibleWhen, scope)) return { hidden: true, reason: explain(entry.visibleWhen!, entry.def.reason, 'Shown only when') };
  if (!holds(entry.enabledWhen, scope)) return { hidden: false, reason: explain(entry.enabledWhen!, entry.def.reason, 'Available only when') };
  return constraintBlock(model, option, entry.def.value, scope);
}

/**
 * The scope with one option set to another value: only the computed values that read it are redone.
 * One trial per base scope is reused for every value tried, so trying values allocates nothing.
 */
const trials = new WeakMap<Scope, (option: CompiledOption, value: Value) => Scope>();

function trialScope(model: CompiledModel, base: Scope, option: CompiledOption, value: Value): Scope {
  let trial = trials.get(base);
  if (!trial) {
    let id = '';
    let current: Value = null;
    const overrides = new Map<string, Value>();
    const scope: Scope = (name) => (name === id ? current : overrides.size > 0 && overrides.has(name) ? overrides.get(name)! : base(name));
    trial = (nextOption, nextValue) => {
      id = nextOption.def.id;
      current = nextValue;
      overrides.clear();
      for (const index of nextOption.dependentComputed) {
        const item = model.computed[index]!;
        overrides.set(item.id, item.rule.run(scope));
      }
      return scope;
    };
    trials.set(base, trial);
  }
  return trial(option, value);
}

/** The first Critical constraint that choosing `value` for `option` would break. */
function constraintBlock(model: CompiledModel, option: CompiledOption, value: Value, base: Scope) {
  if (!option.constraints.length) return null;
  let trial: Scope | null = null;
  for (const index of option.constraints) {
    const constraint = model.constraints[index]!;
    if (constraint.severity !== SEVERITY.Critical) continue;
    trial ??= trialScope(model, base, option, value);
    if (!truthy(constraint.rule.run(trial))) return { hidden: false, reason: constraint.message };
  }
  return null;
}

/**
 * Keeps the values consistent with the rules: hidden options lose their value, empty options take
 * their default, and a chosen value that a visibility or enablement rule took away falls back to
 * the default (or the first available value of a required option).
 */
export function normalize(model: CompiledModel, input: Values): Values {
  let values: Values = { ...input };
  for (let pass = 0; pass < 8; pass++) {
    const scope = scopeFor(model, values);
    const { pageVisible, screenVisible } = visibility(model, scope);
    let changed = false;
    const next: Values = { ...values };
    for (const option of model.options) {
      const id = option.def.id;
      const status = optionStatus(model, option, scope, pageVisible, screenVisible);
      const current = values[id];
      if (!status.visible) {
        if (!isEmpty(current)) {
          next[id] = null;
          changed = true;
        }
        continue;
      }
      const available = (candidate: Value | undefined) => {
        if (isEmpty(candidate)) return false;
        if (!option.values.length || option.def.displayType === 'TypeableDropDown') return true;
        const index = option.values.findIndex((entry) => String(entry.def.value) === String(candidate));
        if (index < 0) return false;
        const entry = option.values[index]!;
        return holds(entry.visibleWhen, scope) && holds(entry.enabledWhen, scope);
      };
      if (!isEmpty(current) && available(current)) continue;
      let replacement: Value = null;
      const fallback = option.def.default;
      if (fallback !== undefined && fallback !== null && available(fallback as Value)) {
        replacement = typedDefault(option, fallback);
      } else if (status.required && option.values.length && option.def.displayType !== 'TypeableDropDown') {
        const first = option.values.find((entry) => holds(entry.visibleWhen, scope) && holds(entry.enabledWhen, scope) && !constraintBlock(model, option, entry.def.value, scope));
        replacement = first ? first.def.value : null;
      } else if (option.def.displayType === 'CheckBox') {
        replacement = false;
      }
      if (!isEmpty(current) || !isEmpty(replacement)) {
        if (current !== replacement) {
          next[id] = replacement;
          changed = true;
        }
      }
    }
    values = next;
    if (!changed) break;
  }
  return values;
}

function typedDefault(option: CompiledOption, value: string | number | boolean): Value {
  if (option.def.displayType === 'CheckBox') return value === true || value === 'true' || value === 'True';
  if (option.numeric && typeof value === 'string') return parseFraction(value);
  const entry = option.values.find((candidate) => String(candidate.def.value) === String(value));
  return entry ? entry.def.value : value;
}

export function displayValue(option: CompiledOption, value: Value | undefined): string | null {
  if (isEmpty(value) || value === undefined) return option.def.displayType === 'CheckBox' ? 'False' : null;
  if (option.def.displayType === 'CheckBox') return truthy(value) ? 'True' : 'False';
  if (option.def.displayFormat === 'Fraction') return formatFraction(toNumber(value));
  return toText(value);
}

function valueCaption(option: CompiledOption, value: Value | undefined): string {
  const entry = option.values.find((candidate) => String(candidate.def.value) === String(value));
  if (entry?.def.caption) return entry.def.caption;
  const text = displayValue(option, value) ?? '';
  return option.def.displayType === 'CheckBox' ? (truthy(value ?? null) ? 'Yes' : 'No') : text;
}

/** The whole configurator state for a set of values. */
export function evaluate(model: CompiledModel, values: Values): ConfiguratorData {
  const scope = scopeFor(model, values);
  const { pageVisible, screenVisible } = visibility(model, scope);
  const messages: { Type: number; Value: string }[] = [];
  let price = model.doc.basePrice;
  const details: DetailRow[] = [];
  let imageFromValues: string | null = null;
  let complete = true;
  let focus: string | null = null;

  const statuses = new Map<string, OptionStatus>();
  for (const option of model.options) statuses.set(option.def.id, optionStatus(model, option, scope, pageVisible, screenVisible));

  const pages: ConfiguratorPage[] = model.pages.map((page, p) => {
    const pageDef = model.doc.pages[p]!;
    return {
      ID: pageDef.id,
      Caption: pageDef.caption,
      IsVisible: pageVisible[p]!,
      Screens: page.screens.map((screen, s) => {
        const screenDef = pageDef.screens[s]!;
        return {
          ID: screen.id,
          Caption: screenDef.caption ?? '',
          IsVisible: screenVisible.get(screen.id)!,
          InformationLink: screenDef.informationLink ?? null,
          ScreenOptions: screen.options.map((option) => {
            const status = statuses.get(option.def.id)!;
            const value = values[option.def.id];
            if (status.visible) {
              if (status.required && isEmpty(value ?? null)) {
                complete = false;
                focus ??= option.def.id;
              }
              if (!isEmpty(value ?? null)) {
                const entry = option.values.find((candidate) => String(candidate.def.value) === String(value));
                if (entry?.def.price) price += entry.def.price;
                if (entry?.def.imageLink && option.def.displayType === 'ImageChoices') imageFromValues = entry.def.imageLink;
                if (option.def.displayType !== 'CheckBox' || truthy(value!)) {
                  details.push({ Caption: option.def.caption, Value: valueCaption(option, value), Type: DETAIL_TYPE.Text });
                }
              }
            }
            return {
              ID: option.def.id,
              Name: option.def.name ?? option.def.id,
              Caption: option.def.caption,
              IsRequired: status.required,
              IsEnabled: status.enabled,
              IsVisible: status.visible,
              Value: displayValue(option, value),
              DisplayType: option.def.displayType,
              DisplayFormat: option.def.displayFormat ?? null,
              AutoContinueMode: option.def.autoContinueMode ?? model.doc.autoContinueMode,
              SelectableValues: option.values.map((entry, v) => {
                const block = status.visible ? valueBlock(model, option, v, values, scope) : null;
                return {
                  Value: String(entry.def.value),
                  Caption: entry.def.caption ?? String(entry.def.value),
                  IsVisible: !block?.hidden,
                  IsEnabled: !block,
                  ImageLink: entry.def.imageLink ?? null,
                  Reason: block?.reason ?? null,
                };
              }),
              Ranges: rangesOf(option),
              Reason: status.reason,
            };
          }),
        };
      }),
    };
  });

  for (const constraint of model.constraints) {
    if (!truthy(constraint.rule.run(scope))) messages.push({ Type: constraint.severity, Value: constraint.message });
  }
  for (const message of model.messages) {
    if (truthy(message.when.run(scope))) messages.push({ Type: message.severity, Value: toText(message.text(scope)) });
  }
  if (messages.some((message) => message.Type === SEVERITY.Critical)) complete = false;
  if (model.completeWhen && !truthy(model.completeWhen.run(scope))) complete = false;

  for (const item of model.prices) {
    if (!item.when || truthy(item.when.run(scope))) price += toNumber(item.amount.run(scope));
  }
  price = money(price);

  for (const item of model.details) {
    if (item.when && !truthy(item.when.run(scope))) continue;
    details.push({ Caption: item.caption, Value: toText(item.value.run(scope)), Type: item.type });
  }
  details.push({ Caption: 'Price', Value: price.toFixed(2), Type: DETAIL_TYPE.Price });

  let image: string | null = null;
  for (const item of model.images) {
    if (!item.when || truthy(item.when.run(scope))) {
      image = toText(item.url.run(scope)) || null;
      if (image) break;
    }
  }

  return {
    ConfiguredPrice: price,
    IsExecutionComplete: complete,
    OptionToFocus: focus,
    Details: details,
    ImageUrl: image ?? imageFromValues ?? model.doc.image ?? null,
    Messages: messages,
    Pages: pages,
    PartNumber: model.partNumber ? toText(model.partNumber.run(scope)) : '',
    Description: model.description ? toText(model.description.run(scope)) : '',
  };
}

export class OptionInputError extends Error {
  constructor(
    message: string,
    readonly optionId: string,
  ) {
    super(message);
  }
}

/** The option's range as the screen receives it (Increment 0: any value within it); its numeric rules read the same. */
function rangesOf(option: CompiledOption): ScreenOption['Ranges'] {
  const { range } = option.def;
  if (range) return [{ Min: range.min, Max: range.max, Increment: range.increment ?? 0 }];
  return option.def.displayType === 'NumericControl' ? [{ ...NUMERIC_CONTROL_RANGE }] : [];
}

/** Parses a value sent by the screen into the option's type, checking ranges; throws OptionInputError. */
export function coerce(option: CompiledOption, raw: unknown): Value {
  const { def } = option;
  if (raw === null || raw === undefined || raw === '') {
    return def.displayType === 'CheckBox' ? false : null;
  }
  if (def.displayType === 'CheckBox') return raw === true || raw === 'true' || raw === 'True';
  if (option.numeric) {
    const check = checkNumber({ DisplayType: def.displayType, DisplayFormat: def.displayFormat ?? null, Ranges: rangesOf(option) }, typeof raw === 'number' ? raw : String(raw));
    if (!check.ok) throw new OptionInputError(check.message, def.id);
    const number = check.value;
    if (option.values.length && !option.values.some((entry) => toNumber(entry.def.value) === number)) {
      throw new OptionInputError(`${String(raw)} is not a value of ${def.caption}.`, def.id);
    }
    return number;
  }
  const text = String(raw);
  if (text.length > 500) throw new OptionInputError(OPTION_MESSAGES.tooLong, def.id);
  if (option.values.length && def.displayType !== 'TypeableDropDown') {
    const entry = option.values.find((candidate) => String(candidate.def.value) === text);
    if (!entry) throw new OptionInputError(`'${text}' is not a value of ${def.caption}.`, def.id);
    return entry.def.value;
  }
  return text;
}

/**
 * Applies one option change. A value that a rule blocks is not applied; the answer names the rule
 * and offers the nearest valid configuration instead.
 */
export function applyChange(model: CompiledModel, values: Values, optionId: string, raw: unknown): { values: Values; blocked: Blocked | null } {
  const option = model.optionById.get(optionId);
  if (!option) throw new OptionInputError(`Unknown option ${optionId}.`, optionId);
  const value = coerce(option, raw);
  const scope = scopeFor(model, values);
  const { pageVisible, screenVisible } = visibility(model, scope);
  const status = optionStatus(model, option, scope, pageVisible, screenVisible);
  if (!status.visible || !status.enabled) {
    throw new OptionInputError(`${option.def.caption} cannot be changed now${status.reason ? `: ${status.reason}` : ''}.`, optionId);
  }
  const block = blockFor(model, option, value, values, scope);
  if (block) {
    return {
      values,
      blocked: { OptionId: optionId, Value: displayValue(option, value) ?? '', Reason: block, Suggestion: nearestValid(model, values, option, value) },
    };
  }
  return { values: normalize(model, { ...values, [optionId]: value }), blocked: null };
}

function blockFor(model: CompiledModel, option: CompiledOption, value: Value, values: Values, scope: Scope): string | null {
  if (isEmpty(value)) return null;
  const index = option.values.findIndex((entry) => String(entry.def.value) === String(value));
  if (index >= 0) return valueBlock(model, option, index, values, scope)?.reason ?? null;
  return constraintBlock(model, option, value, scope)?.reason ?? null;
}

function acceptable(model: CompiledModel, values: Values, option: CompiledOption, value: Value): boolean {
  const normalized = normalize(model, values);
  if (String(normalized[option.def.id]) !== String(value)) return false;
  const scope = scopeFor(model, normalized);
  if (blockFor(model, option, value, normalized, scope)) return false;
  return model.constraints.every((constraint) => constraint.severity !== SEVERITY.Critical || truthy(constraint.rule.run(scope)));
}

/** The configuration closest to the current one (fewest other options changed) in which `value` is allowed. */
export function nearestValid(model: CompiledModel, values: Values, option: CompiledOption, value: Value): Blocked['Suggestion'] {
  const involved = new Set<string>();
  const addNames = (rule: CompiledRule | undefined) => {
    if (!rule) return;
    for (const name of rule.names) {
      if (model.optionById.has(name)) involved.add(name);
      const computed = model.computed.find((item) => item.id === name);
      if (computed) addNames(computed.rule);
    }
  };
  const index = option.values.findIndex((entry) => String(entry.def.value) === String(value));
  if (index >= 0) {
    addNames(option.values[index]!.visibleWhen);
    addNames(option.values[index]!.enabledWhen);
  }
  addNames(option.enabledWhen);
  for (const constraintIndex of option.constraints) addNames(model.constraints[constraintIndex]!.rule);
  involved.delete(option.def.id);

  const candidates = [...involved].map((id) => model.optionById.get(id)!).filter(Boolean);
  const choices = (candidate: CompiledOption): Value[] => {
    if (candidate.values.length) return candidate.values.map((entry) => entry.def.value).filter((v) => String(v) !== String(values[candidate.def.id]));
    if (candidate.def.displayType === 'CheckBox') return [!truthy(values[candidate.def.id] ?? null)];
    if (candidate.def.range) return [candidate.def.range.min, candidate.def.range.max];
    return [];
  };
  const describeChanges = (changes: [CompiledOption, Value][]) =>
    changes.map(([candidate, choice]) => ({
      ID: candidate.def.id,
      Caption: candidate.def.caption,
      Value: displayValue(candidate, choice) ?? '',
      ValueCaption: valueCaption(candidate, choice),
    }));

  const base = { ...values, [option.def.id]: value };
  for (const first of candidates) {
    for (const choice of choices(first)) {
      if (acceptable(model, { ...base, [first.def.id]: choice }, option, value)) return describeChanges([[first, choice]]);
    }
  }
  for (let i = 0; i < candidates.length; i++) {
    for (let j = i + 1; j < candidates.length; j++) {
      const a = candidates[i]!;
      const b = candidates[j]!;
      for (const choiceA of choices(a)) {
        for (const choiceB of choices(b)) {
          if (acceptable(model, { ...base, [a.def.id]: choiceA, [b.def.id]: choiceB }, option, value)) {
            return describeChanges([
              [a, choiceA],
              [b, choiceB],
            ]);
          }
        }
      }
    }
  }
  return null;
}

/** Applies several changes at once (a suggested configuration), each checked like a single change. */
export function applyChanges(model: CompiledModel, values: Values, changes: { id: string; value?: unknown }[]): Values {
  let next = { ...values };
  for (const change of changes) {
    const option = model.optionById.get(change.id);
    if (!option) throw new OptionInputError(`Unknown option ${change.id}.`, change.id);
    next[change.id] = coerce(option, change.value);
  }
  next = normalize(model, next);
  // A suggestion may not reach options that the resulting configuration keeps locked.
  const scope = scopeFor(model, next);
  const { pageVisible, screenVisible } = visibility(model, scope);
  for (const change of changes) {
    const option = model.optionById.get(change.id)!;
    const status = optionStatus(model, option, scope, pageVisible, screenVisible);
    if (status.visible && !status.enabled) throw new OptionInputError(`${option.def.caption} cannot be changed now${status.reason ? `: ${status.reason}` : ''}.`, change.id);
  }
  return next;
}

export function initialValues(model: CompiledModel, saved?: Values): Values {
  return normalize(model, saved ?? {});
}
