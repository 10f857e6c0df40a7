// The rule language of configurator models: a small expression language parsed and evaluated here
// (tokenizer, Pratt parser, evaluator over a compiled closure tree). Nothing reaches eval or Function.
//
//   literals     12  3.5  'text'  "text"  true  false  null  [1, 2, 'a']
//   names        option ids and computed values: wattage, finish
//   operators    + - * / %   == != < <= > >=   and or not  (also && || !)   a ? b : c   x in [..]
//   functions    min max round ceil floor abs if isSet len contains startsWith lower upper number text fraction
import { formatFraction, parseFraction } from '@quotecraft/rules/configurator';

export { formatFraction, parseFraction };

export type Value = number | string | boolean | null | Value[];

export class ExprError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

type TokenKind = 'num' | 'str' | 'name' | 'op' | 'eof';
interface Token {
  kind: TokenKind;
  text: string;
  value?: number | string;
  pos: number;
}

const OPERATORS = ['==', '!=', '<=', '>=', '&&', '||', '+', '-', '*', '/', '%', '<', '>', '!', '(', ')', '[', ']', ',', '?', ':'];

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      const match = /^[0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?|^[0-9]+/.exec(source.slice(i))!;
      tokens.push({ kind: 'num', text: match[0], value: Number(match[0]), pos: i });
      i += match[0].length;
      continue;
    }
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      let text = '';
      while (j < source.length && source[j] !== ch) {
        if (source[j] === '\\' && j + 1 < source.length) j++;
        text += source[j];
        j++;
      }
      if (j >= source.length) throw new ExprError('unterminated string', i);
      tokens.push({ kind: 'str', text: source.slice(i, j + 1), value: text, pos: i });
      i = j + 1;
      continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i))!;
      tokens.push({ kind: 'name', text: match[0], pos: i });
      i += match[0].length;
      continue;
    }
    const op = OPERATORS.find((candidate) => source.startsWith(candidate, i));
    if (!op) throw new ExprError(`unexpected character '${ch}'`, i);
    tokens.push({ kind: 'op', text: op, pos: i });
    i += op.length;
  }
  tokens.push({ kind: 'eof', text: '', pos: source.length });
  return tokens;
}

export type Node =
  | { type: 'lit'; value: Value; pos: number }
  | { type: 'name'; name: string; pos: number }
  | { type: 'list'; items: Node[]; pos: number }
  | { type: 'unary'; op: string; arg: Node; pos: number }
  | { type: 'binary'; op: string; left: Node; right: Node; pos: number }
  | { type: 'cond'; test: Node; then: Node; else: Node; pos: number }
  | { type: 'call'; name: string; args: Node[]; pos: number };

const KEYWORD_OPS: Record<string, string> = { and: '&&', or: '||', not: '!', in: 'in' };
const BINDING: Record<string, number> = {
  '?': 1,
  '||': 2,
  '&&': 3,
  '==': 4,
  '!=': 4,
  '<': 5,
  '<=': 5,
  '>': 5,
  '>=': 5,
  in: 5,
  '+': 6,
  '-': 6,
  '*': 7,
  '/': 7,
  '%': 7,
};

export const FUNCTIONS: Record<string, { min: number; max: number }> = {
  min: { min: 1, max: 20 },
  max: { min: 1, max: 20 },
  round: { min: 1, max: 2 },
  ceil: { min: 1, max: 1 },
  floor: { min: 1, max: 1 },
  abs: { min: 1, max: 1 },
  if: { min: 3, max: 3 },
  isSet: { min: 1, max: 1 },
  len: { min: 1, max: 1 },
  contains: { min: 2, max: 2 },
  startsWith: { min: 2, max: 2 },
  lower: { min: 1, max: 1 },
  upper: { min: 1, max: 1 },
  number: { min: 1, max: 1 },
  text: { min: 1, max: 1 },
  fraction: { min: 1, max: 2 },
};

export function parse(source: string): Node {
  const tokens = tokenize(source);
  let index = 0;
  const peek = () => tokens[index]!;
  const next = () => tokens[index++]!;
  const opOf = (token: Token) => (token.kind === 'op' ? token.text : token.kind === 'name' ? KEYWORD_OPS[token.text] : undefined);
  const expect = (text: string) => {
    const token = next();
    if (token.kind !== 'op' || token.text !== text) {
      throw new ExprError(token.kind === 'eof' ? `expected '${text}' but the rule ended` : `expected '${text}' but found '${token.text}'`, token.pos);
    }
  };

  function prefix(): Node {
    const token = next();
    switch (token.kind) {
      case 'num':
        return { type: 'lit', value: token.value as number, pos: token.pos };
      case 'str':
        return { type: 'lit', value: token.value as string, pos: token.pos };
      case 'eof':
        throw new ExprError('the rule ended where a value was expected', token.pos);
      case 'name': {
        if (token.text === 'true' || token.text === 'false') return { type: 'lit', value: token.text === 'true', pos: token.pos };
        if (token.text === 'null') return { type: 'lit', value: null, pos: token.pos };
        if (token.text === 'not') return { type: 'unary', op: '!', arg: expression(8), pos: token.pos };
        if (KEYWORD_OPS[token.text]) throw new ExprError(`'${token.text}' needs a value before it`, token.pos);
        if (peek().kind === 'op' && peek().text === '(') {
          next();
          const args: Node[] = [];
          if (!(peek().kind === 'op' && peek().text === ')')) {
            do args.push(expression(0));
            while (peek().kind === 'op' && peek().text === ',' && next());
          }
          expect(')');
          const fn = FUNCTIONS[token.text];
          if (!fn) throw new ExprError(`unknown function '${token.text}'`, token.pos);
          if (args.length < fn.min || args.length > fn.max) {
            throw new ExprError(`${token.text}() takes ${fn.min === fn.max ? fn.min : `${fn.min} to ${fn.max}`} argument(s), got ${args.length}`, token.pos);
          }
          return { type: 'call', name: token.text, args, pos: token.pos };
        }
        return { type: 'name', name: token.text, pos: token.pos };
      }
      case 'op': {
        if (token.text === '(') {
          const inner = expression(0);
          expect(')');
          return inner;
        }
        if (token.text === '[') {
          const items: Node[] = [];
          if (!(peek().kind === 'op' && peek().text === ']')) {
            do items.push(expression(0));
            while (peek().kind === 'op' && peek().text === ',' && next());
          }
          expect(']');
          return { type: 'list', items, pos: token.pos };
        }
        if (token.text === '-' || token.text === '!' || token.text === '+') return { type: 'unary', op: token.text, arg: expression(8), pos: token.pos };
        throw new ExprError(`unexpected '${token.text}'`, token.pos);
      }
    }
  }

  function expression(minBinding: number): Node {
    let left = prefix();
    for (;;) {
      const token = peek();
      const op = opOf(token);
      if (!op || op === '!') break;
      const binding = BINDING[op];
      if (binding === undefined || binding <= minBinding) break;
      next();
      if (op === '?') {
        const then = expression(0);
        expect(':');
        const otherwise = expression(binding - 1);
        left = { type: 'cond', test: left, then, else: otherwise, pos: token.pos };
      } else {
        left = { type: 'binary', op, left, right: expression(binding), pos: token.pos };
      }
    }
    return left;
  }

  const root = expression(0);
  const rest = peek();
  if (rest.kind !== 'eof') throw new ExprError(`unexpected '${rest.text}' after the end of the rule`, rest.pos);
  return root;
}

/** Names a rule reads (option ids and computed values). */
export function referencedNames(node: Node, into = new Set<string>()): Set<string> {
  switch (node.type) {
    case 'name':
      into.add(node.name);
      break;
    case 'list':
      node.items.forEach((item) => referencedNames(item, into));
      break;
    case 'unary':
      referencedNames(node.arg, into);
      break;
    case 'binary':
      referencedNames(node.left, into);
      referencedNames(node.right, into);
      break;
    case 'cond':
      referencedNames(node.test, into);
      referencedNames(node.then, into);
      referencedNames(node.else, into);
      break;
    case 'call':
      node.args.forEach((arg) => referencedNames(arg, into));
      break;
  }
  return into;
}

export type Scope = (name: string) => Value;
export type Compiled = (scope: Scope) => Value;

export const truthy = (value: Value): boolean =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== false && value !== 0 && value !== '' && value !== 'False' && value !== 'false';

export function toNumber(value: Value): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const parsed = parseFraction(value);
    return parsed ?? 0;
  }
  return 0;
}

export function toText(value: Value): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(toText).join(', ');
  if (typeof value === 'number') return String(Math.round(value * 1e6) / 1e6);
  return String(value);
}

function equals(a: Value, b: Value): boolean {
  if (typeof a === 'number' || typeof b === 'number') {
    if (a === null || b === null) return a === b;
    return toNumber(a) === toNumber(b);
  }
  if (typeof a === 'boolean' || typeof b === 'boolean') return truthy(a) === truthy(b);
  return toText(a) === toText(b);
}

export function compile(node: Node): Compiled {
  switch (node.type) {
    case 'lit': {
      const value = node.value;
      return () => value;
    }
    case 'name': {
      const name = node.name;
      return (scope) => scope(name);
    }
    case 'list': {
      const items = node.items.map(compile);
      return (scope) => items.map((item) => item(scope));
    }
    case 'unary': {
      const arg = compile(node.arg);
      if (node.op === '!') return (scope) => !truthy(arg(scope));
      if (node.op === '-') return (scope) => -toNumber(arg(scope));
      return (scope) => toNumber(arg(scope));
    }
    case 'cond': {
      const test = compile(node.test);
      const then = compile(node.then);
      const otherwise = compile(node.else);
      return (scope) => (truthy(test(scope)) ? then(scope) : otherwise(scope));
    }
    case 'binary': {
      const left = compile(node.left);
      const right = compile(node.right);
      switch (node.op) {
        case '&&':
          return (scope) => truthy(left(scope)) && truthy(right(scope));
        case '||':
          return (scope) => truthy(left(scope)) || truthy(right(scope));
        case '==':
          return (scope) => equals(left(scope), right(scope));
        case '!=':
          return (scope) => !equals(left(scope), right(scope));
        case '<':
          return (scope) => toNumber(left(scope)) < toNumber(right(scope));
        case '<=':
          return (scope) => toNumber(left(scope)) <= toNumber(right(scope));
        case '>':
          return (scope) => toNumber(left(scope)) > toNumber(right(scope));
        case '>=':
          return (scope) => toNumber(left(scope)) >= toNumber(right(scope));
        case 'in':
          return (scope) => {
            const needle = left(scope);
            const haystack = right(scope);
            if (Array.isArray(haystack)) return haystack.some((item) => equals(item, needle));
            return toText(haystack).includes(toText(needle));
          };
        case '+':
          return (scope) => {
            const a = left(scope);
            const b = right(scope);
            if (typeof a === 'string' && parseFraction(a) === null) return a + toText(b);
            if (typeof b === 'string' && parseFraction(b) === null) return toText(a) + b;
            return toNumber(a) + toNumber(b);
          };
        case '-':
          return (scope) => toNumber(left(scope)) - toNumber(right(scope));
        case '*':
          return (scope) => toNumber(left(scope)) * toNumber(right(scope));
        case '/':
          return (scope) => {
            const divisor = toNumber(right(scope));
            return divisor === 0 ? 0 : toNumber(left(scope)) / divisor;
          };
        case '%':
          return (scope) => {
            const divisor = toNumber(right(scope));
            return divisor === 0 ? 0 : toNumber(left(scope)) % divisor;
          };
      }
      throw new ExprError(`unknown operator '${node.op}'`, node.pos);
    }
    case 'call': {
      const args = node.args.map(compile);
      const [a, b, c] = args;
      switch (node.name) {
        case 'min':
          return (scope) => Math.min(...args.map((arg) => toNumber(arg(scope))));
        case 'max':
          return (scope) => Math.max(...args.map((arg) => toNumber(arg(scope))));
        case 'round':
          return (scope) => {
            const places = b ? toNumber(b(scope)) : 0;
            const factor = 10 ** places;
            return Math.round(toNumber(a!(scope)) * factor) / factor;
          };
        case 'ceil':
          return (scope) => Math.ceil(toNumber(a!(scope)));
        case 'floor':
          return (scope) => Math.floor(toNumber(a!(scope)));
        case 'abs':
          return (scope) => Math.abs(toNumber(a!(scope)));
        case 'if':
          return (scope) => (truthy(a!(scope)) ? b!(scope) : c!(scope));
        case 'isSet':
          return (scope) => {
            const value = a!(scope);
            return value !== null && value !== '';
          };
        case 'len':
          return (scope) => {
            const value = a!(scope);
            return Array.isArray(value) ? value.length : toText(value).length;
          };
        case 'contains':
          return (scope) => {
            const haystack = a!(scope);
            const needle = b!(scope);
            return Array.isArray(haystack) ? haystack.some((item) => equals(item, needle)) : toText(haystack).includes(toText(needle));
          };
        case 'startsWith':
          return (scope) => toText(a!(scope)).startsWith(toText(b!(scope)));
        case 'lower':
          return (scope) => toText(a!(scope)).toLowerCase();
        case 'upper':
          return (scope) => toText(a!(scope)).toUpperCase();
        case 'number':
          return (scope) => toNumber(a!(scope));
        case 'text':
          return (scope) => toText(a!(scope));
        case 'fraction':
          return (scope) => formatFraction(toNumber(a!(scope)), b ? toNumber(b(scope)) : 16);
      }
      throw new ExprError(`unknown function '${node.name}'`, node.pos);
    }
  }
}

/** Renders a parsed rule back as text, for generated explanations. */
export function describe(node: Node): string {
  switch (node.type) {
    case 'lit':
      return typeof node.value === 'string' ? `'${node.value}'` : JSON.stringify(node.value);
    case 'name':
      return node.name;
    case 'list':
      return `[${node.items.map(describe).join(', ')}]`;
    case 'unary':
      return node.op === '!' ? `not ${describe(node.arg)}` : `${node.op}${describe(node.arg)}`;
    case 'binary':
      return `${describe(node.left)} ${node.op === '&&' ? 'and' : node.op === '||' ? 'or' : node.op} ${describe(node.right)}`;
    case 'cond':
      return `${describe(node.test)} ? ${describe(node.then)} : ${describe(node.else)}`;
    case 'call':
      return `${node.name}(${node.args.map(describe).join(', ')})`;
  }
}

export interface Vocabulary {
  /** the caption of an option, or undefined for other names */
  caption(name: string): string | undefined;
  /** the caption of one of an option's values */
  valueCaption(name: string, value: Value): string;
  isCheckbox(name: string): boolean;
}

const COMPARISON_WORDS: Record<string, string> = { '<': 'is under', '<=': 'is at most', '>': 'is over', '>=': 'is at least' };

/** A rule in words for explanations: option captions, value captions and "is", falling back to the rule text. */
export function humanize(node: Node, words: Vocabulary): string {
  const term = (part: Node): string => {
    if (part.type === 'name') return words.caption(part.name) ?? part.name;
    if (part.type === 'lit') return typeof part.value === 'string' ? part.value : toText(part.value);
    return humanize(part, words);
  };
  switch (node.type) {
    case 'name':
      return words.isCheckbox(node.name) ? `${term(node)} is checked` : term(node);
    case 'unary':
      if (node.op === '!' && node.arg.type === 'name' && words.isCheckbox(node.arg.name)) return `${term(node.arg)} is not checked`;
      if (node.op === '!') return `not (${humanize(node.arg, words)})`;
      return describe(node);
    case 'binary': {
      const { left, right, op } = node;
      if (op === '&&' || op === '||') return `${humanize(left, words)} ${op === '&&' ? 'and' : 'or'} ${humanize(right, words)}`;
      if ((op === '==' || op === '!=') && left.type === 'name' && right.type === 'lit') {
        return `${term(left)} ${op === '==' ? 'is' : 'is not'} ${words.valueCaption(left.name, right.value)}`;
      }
      if (op === 'in' && left.type === 'name' && right.type === 'list' && right.items.every((item) => item.type === 'lit')) {
        return `${term(left)} is one of ${right.items.map((item) => words.valueCaption(left.name, (item as { value: Value }).value)).join(', ')}`;
      }
      if (COMPARISON_WORDS[op] && left.type === 'name') return `${term(left)} ${COMPARISON_WORDS[op]} ${term(right)}`;
      return describe(node);
    }
    default:
      return describe(node);
  }
}
