// The declarative configurator model (ConfiguratorModelVersion.document): its shape, checked with
// zod, and its rules, parsed and checked here so a bad model is refused when it is saved.
import { z } from 'zod';
import { DISPLAY_TYPES, isNumericOption, SEVERITY } from '@quotecraft/rules/configurator';
import { compile, describe, ExprError, humanize, parse, referencedNames, toText, type Compiled, type Node } from './expr.ts';

/** The product the configurator opens when its route names none. */
export const DEFAULT_CONFIGURATOR_PRODUCT_ID = 41;
const id = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must start with a letter or _ and hold only letters, digits and _');
const rule = z.string().min(1, 'must not be empty');
const scalar = z.union([z.string(), z.number(), z.boolean()]);

const valueSchema = z.object({
  value: scalar,
  caption: z.string().optional(),
  imageLink: z.string().optional(),
  /** added to the price while this value is chosen */
  price: z.number().optional(),
  visibleWhen: rule.optional(),
  enabledWhen: rule.optional(),
  /** why the value is unavailable, in the admin's words */
  reason: z.string().optional(),
});

const optionSchema = z.object({
  id,
  name: z.string().optional(),
  caption: z.string(),
  displayType: z.enum(DISPLAY_TYPES),
  displayFormat: z.enum(['Fraction', 'Decimal', 'Text']).optional(),
  required: z.boolean().optional(),
  requiredWhen: rule.optional(),
  default: scalar.nullable().optional(),
  informationLink: z.string().optional(),
  autoContinueMode: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  values: z.array(valueSchema).optional(),
  range: z.object({ min: z.number(), max: z.number(), increment: z.number().positive().optional() }).optional(),
  visibleWhen: rule.optional(),
  enabledWhen: rule.optional(),
  reason: z.string().optional(),
});

const screenSchema = z.object({
  id,
  caption: z.string().optional(),
  informationLink: z.string().optional(),
  visibleWhen: rule.optional(),
  reason: z.string().optional(),
  options: z.array(optionSchema),
});

const pageSchema = z.object({
  id,
  caption: z.string(),
  visibleWhen: rule.optional(),
  reason: z.string().optional(),
  screens: z.array(screenSchema),
});

export const modelDocumentSchema = z.object({
  name: z.string().optional(),
  basePrice: z.number().default(0),
  autoContinueMode: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
  image: z.string().optional(),
  pages: z.array(pageSchema).min(1, 'a model needs at least one page'),
  computed: z.array(z.object({ id, expr: rule })).default([]),
  /** value constraints between options: each must hold, or the configuration is invalid */
  constraints: z
    .array(z.object({ id, rule, message: z.string(), severity: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional() }))
    .default([]),
  prices: z.array(z.object({ caption: z.string().optional(), when: rule.optional(), amount: rule })).default([]),
  details: z
    .array(z.object({ caption: z.string(), value: rule, type: z.number().int().min(1).max(9).optional(), when: rule.optional() }))
    .default([]),
  images: z.array(z.object({ when: rule.optional(), url: rule })).default([]),
  messages: z
    .array(z.object({ when: rule, severity: z.union([z.literal(1), z.literal(2), z.literal(3)]), text: z.string() }))
    .default([]),
  /** extra completeness condition on top of required options and Critical messages */
  completeWhen: rule.optional(),
  partNumber: rule.optional(),
  description: rule.optional(),
});

export type ModelDocument = z.infer<typeof modelDocumentSchema>;
export type OptionDef = z.infer<typeof optionSchema>;
export type ValueDef = z.infer<typeof valueSchema>;

export interface CompiledRule {
  source: string;
  node: Node;
  run: Compiled;
  names: Set<string>;
  text: string;
}

export interface CompiledOption {
  def: OptionDef;
  index: number;
  pageIndex: number;
  screenId: string;
  numeric: boolean;
  visibleWhen?: CompiledRule;
  enabledWhen?: CompiledRule;
  requiredWhen?: CompiledRule;
  values: { def: ValueDef; visibleWhen?: CompiledRule; enabledWhen?: CompiledRule }[];
  /** constraints that read this option */
  constraints: number[];
  /** computed values that read this option, directly or through other computed values, in order */
  dependentComputed: number[];
}

export interface CompiledModel {
  doc: ModelDocument;
  options: CompiledOption[];
  optionById: Map<string, CompiledOption>;
  pages: { visibleWhen?: CompiledRule; screens: { id: string; visibleWhen?: CompiledRule; options: CompiledOption[] }[] }[];
  computed: { id: string; rule: CompiledRule }[];
  constraints: { id: string; rule: CompiledRule; message: string; severity: number }[];
  prices: { caption?: string; when?: CompiledRule; amount: CompiledRule }[];
  details: { caption: string; value: CompiledRule; type: number; when?: CompiledRule }[];
  images: { when?: CompiledRule; url: CompiledRule }[];
  messages: { when: CompiledRule; severity: number; text: Compiled }[];
  completeWhen?: CompiledRule;
  partNumber?: CompiledRule;
  description?: CompiledRule;
}

export interface ModelIssue {
  path: string;
  message: string;
  rule?: string;
}

export class ModelValidationError extends Error {
  constructor(readonly issues: ModelIssue[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}${issue.rule ? ` (rule: ${issue.rule})` : ''}`).join('; '));
  }
}

/** Checks and compiles a model document; throws ModelValidationError listing every problem by path. */
export function compileModel(input: unknown): CompiledModel {
  const parsed = modelDocumentSchema.safeParse(input);
  if (!parsed.success) {
    throw new ModelValidationError(
      parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(document)', message: issue.message })),
    );
  }
  const doc = parsed.data;
  const issues: ModelIssue[] = [];
  const known = new Set<string>();
  const seen = (path: string, name: string) => {
    if (known.has(name)) issues.push({ path, message: `'${name}' is defined twice` });
    known.add(name);
  };
  doc.pages.forEach((page, p) =>
    page.screens.forEach((screen, s) => screen.options.forEach((option, o) => seen(`pages.${p}.screens.${s}.options.${o}.id`, option.id))),
  );
  doc.computed.forEach((item, i) => seen(`computed.${i}.id`, item.id));

  const allRules: CompiledRule[] = [];
  const ruleAt = (path: string, source: string | undefined, definedSoFar?: Set<string>): CompiledRule | undefined => {
    if (source === undefined) return undefined;
    try {
      const node = parse(source);
      const names = referencedNames(node);
      const scope = definedSoFar ?? known;
      for (const name of names) {
        if (!scope.has(name)) {
          issues.push({ path, rule: source, message: known.has(name) ? `'${name}' is used before it is computed` : `unknown name '${name}'` });
        }
      }
      const compiled = { source, node, run: compile(node), names, text: describe(node) };
      allRules.push(compiled);
      return compiled;
    } catch (error) {
      if (error instanceof ExprError) {
        issues.push({ path, rule: source, message: `${error.message} at position ${error.position + 1}` });
        return undefined;
      }
      throw error;
    }
  };

  // Message texts are plain text with {rule} placeholders.
  const templateAt = (path: string, source: string): Compiled | undefined => {
    const parts: (string | CompiledRule)[] = [];
    let rest = source;
    for (;;) {
      const open = rest.indexOf('{');
      if (open < 0) break;
      const close = rest.indexOf('}', open);
      if (close < 0) {
        issues.push({ path, rule: source, message: "a '{' has no closing '}'" });
        return undefined;
      }
      parts.push(rest.slice(0, open));
      const inner = ruleAt(path, rest.slice(open + 1, close));
      if (!inner) return undefined;
      parts.push(inner);
      rest = rest.slice(close + 1);
    }
    parts.push(rest);
    return (scope) => parts.map((part) => (typeof part === 'string' ? part : toText(part.run(scope)))).join('');
  };

  const options: CompiledOption[] = [];
  const pages: CompiledModel['pages'] = doc.pages.map((page, p) => ({
    visibleWhen: ruleAt(`pages.${p}.visibleWhen`, page.visibleWhen),
    screens: page.screens.map((screen, s) => ({
      id: screen.id,
      visibleWhen: ruleAt(`pages.${p}.screens.${s}.visibleWhen`, screen.visibleWhen),
      options: screen.options.map((def, o) => {
        const path = `pages.${p}.screens.${s}.options.${o}`;
        const numeric = isNumericOption({ DisplayType: def.displayType, DisplayFormat: def.displayFormat ?? null });
        if (def.range && def.range.min > def.range.max) issues.push({ path: `${path}.range`, message: 'min is larger than max' });
        if (['DropDown', 'Radio', 'ImageChoices'].includes(def.displayType) && !def.values?.length) {
          issues.push({ path: `${path}.values`, message: `a ${def.displayType} option needs values` });
        }
        if (def.default != null && def.values?.length && def.displayType !== 'TypeableDropDown' && !def.values.some((v) => String(v.value) === String(def.default))) {
          issues.push({ path: `${path}.default`, message: `'${def.default}' is not one of the values` });
        }
        const option: CompiledOption = {
          def,
          index: options.length,
          pageIndex: p,
          screenId: screen.id,
          numeric,
          visibleWhen: ruleAt(`${path}.visibleWhen`, def.visibleWhen),
          enabledWhen: ruleAt(`${path}.enabledWhen`, def.enabledWhen),
          requiredWhen: ruleAt(`${path}.requiredWhen`, def.requiredWhen),
          values: (def.values ?? []).map((value, v) => ({
            def: value,
            visibleWhen: ruleAt(`${path}.values.${v}.visibleWhen`, value.visibleWhen),
            enabledWhen: ruleAt(`${path}.values.${v}.enabledWhen`, value.enabledWhen),
          })),
          constraints: [],
          dependentComputed: [],
        };
        options.push(option);
        return option;
      }),
    })),
  }));

  // Computed values may read options and the computed values defined above them.
  const definedSoFar = new Set(options.map((option) => option.def.id));
  const computed: CompiledModel['computed'] = [];
  doc.computed.forEach((item, i) => {
    const compiled = ruleAt(`computed.${i}.expr`, item.expr, new Set(definedSoFar));
    definedSoFar.add(item.id);
    if (compiled) computed.push({ id: item.id, rule: compiled });
  });

  const optionById = new Map(options.map((option) => [option.def.id, option]));
  const computedDeps = new Map<string, Set<string>>();
  for (const item of computed) {
    const deps = new Set<string>();
    for (const name of item.rule.names) {
      if (optionById.has(name)) deps.add(name);
      computedDeps.get(name)?.forEach((dep) => deps.add(dep));
    }
    computedDeps.set(item.id, deps);
  }
  computed.forEach((item, index) => computedDeps.get(item.id)!.forEach((dep) => optionById.get(dep)!.dependentComputed.push(index)));

  const constraints: CompiledModel['constraints'] = [];
  doc.constraints.forEach((item, i) => {
    const compiled = ruleAt(`constraints.${i}.rule`, item.rule);
    if (!compiled) return;
    const index = constraints.length;
    constraints.push({ id: item.id, rule: compiled, message: item.message, severity: item.severity ?? SEVERITY.Critical });
    const touched = new Set<string>();
    for (const name of compiled.names) {
      if (optionById.has(name)) touched.add(name);
      computedDeps.get(name)?.forEach((dep) => touched.add(dep));
    }
    for (const name of touched) optionById.get(name)!.constraints.push(index);
  });

  const compiledModel: CompiledModel = {
    doc,
    options,
    optionById,
    pages,
    computed,
    constraints,
    prices: doc.prices.flatMap((item, i) => {
      const amount = ruleAt(`prices.${i}.amount`, item.amount);
      return amount ? [{ caption: item.caption, when: ruleAt(`prices.${i}.when`, item.when), amount }] : [];
    }),
    details: doc.details.flatMap((item, i) => {
      const value = ruleAt(`details.${i}.value`, item.value);
      return value ? [{ caption: item.caption, value, type: item.type ?? 1, when: ruleAt(`details.${i}.when`, item.when) }] : [];
    }),
    images: doc.images.flatMap((item, i) => {
      const url = ruleAt(`images.${i}.url`, item.url);
      return url ? [{ when: ruleAt(`images.${i}.when`, item.when), url }] : [];
    }),
    messages: doc.messages.flatMap((item, i) => {
      const when = ruleAt(`messages.${i}.when`, item.when);
      const text = templateAt(`messages.${i}.text`, item.text);
      return when && text ? [{ when, severity: item.severity, text }] : [];
    }),
    completeWhen: ruleAt('completeWhen', doc.completeWhen),
    partNumber: ruleAt('partNumber', doc.partNumber),
    description: ruleAt('description', doc.description),
  };
  if (issues.length) throw new ModelValidationError(issues);
  // Explanations name options and values by their captions.
  const words = {
    caption: (name: string) => optionById.get(name)?.def.caption,
    valueCaption: (name: string, value: unknown) => {
      const entry = optionById.get(name)?.def.values?.find((candidate) => String(candidate.value) === String(value));
      return entry?.caption ?? String(value);
    },
    isCheckbox: (name: string) => optionById.get(name)?.def.displayType === 'CheckBox',
  };
  for (const rule of allRules) rule.text = humanize(rule.node, words);
  return compiledModel;
}

const cache = new Map<string, CompiledModel>();

export const cachedModel = (key: string) => cache.get(key);

/** Compiled models by version key: documents are immutable once saved. */
export function compiledModelFor(key: string, document: unknown): CompiledModel {
  let model = cache.get(key);
  if (!model) {
    model = compileModel(document);
    if (cache.size > 200) cache.clear();
    cache.set(key, model);
  }
  return model;
}

/** JSON text with object keys sorted: stored documents (jsonb) do not keep key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
