import { z } from 'zod';

/**
 * The one place where input checks that carry no message of their own get one: a sentence naming
 * the field and the limit ("Name must be at most 200 characters.", "Role level must be a number.").
 * A message a schema writes itself (the spec's texts) always wins over these; a type error a schema
 * gives its own message (`z.string({ error: 'Name is required.' })`) only covers a missing value, not
 * the checks chained after it (see `requiredError`).
 */

/** Words of a field's name written as the client's labels write them. */
const WORDS: Record<string, string> = { pid: 'Platform', erp: 'ERP', id: 'ID', ids: 'IDs', mfa: 'MFA', csi: 'CSI', url: 'URL', rma: 'RMA', uom: 'UOM', cpq: 'CPQ', zip: 'Zip Code' };

/** "roleLevel" → "Role level", "erpId" → "ERP ID", "emailAddresses.2" → "Email addresses (entry 3)". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.filter((key): key is string | number => typeof key === 'string' || typeof key === 'number');
  const lastName = [...keys].reverse().find((key): key is string => typeof key === 'string');
  if (lastName === undefined) return 'This value';
  const words = lastName
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const label = words.join(' ');
  const sentence = label.charAt(0).toUpperCase() + label.slice(1);
  const index = keys.at(-1);
  return typeof index === 'number' ? `${sentence} (entry ${index + 1})` : sentence;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  record: 'an object',
};

const isMissing = (input: unknown) => input === undefined || input === null;
const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));
const unit = (origin: string, count: number | bigint) =>
  origin === 'string' ? (count === 1 ? 'character' : 'characters') : origin === 'array' || origin === 'set' ? (count === 1 ? 'item' : 'items') : '';

/** The sentence for an issue zod would otherwise word itself. */
export function inputMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const field = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type': {
      if (isMissing(issue.input) && issue.expected !== 'null' && issue.expected !== 'undefined') return `${field} is required.`;
      return `${field} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}.`;
    }
    case 'too_big': {
      const words = unit(issue.origin, issue.maximum as number);
      if (words) return `${field} must be at most ${String(issue.maximum)} ${words}.`;
      return issue.inclusive === false ? `${field} must be less than ${String(issue.maximum)}.` : `${field} must be at most ${String(issue.maximum)}.`;
    }
    case 'too_small': {
      const words = unit(issue.origin, issue.minimum as number);
      if (words) {
        if (issue.origin === 'string' && Number(issue.minimum) === 1) return `${field} is required.`;
        return `${field} must be at least ${String(issue.minimum)} ${words}.`;
      }
      return issue.inclusive === false ? `${field} must be greater than ${String(issue.minimum)}.` : `${field} must be at least ${String(issue.minimum)}.`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return `${field} must be a valid email address.`;
      if (issue.format === 'url') return `${field} must be a web address.`;
      return `${field} is not in the expected format.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `${field} must be ${quoted(issue.values[0])}.`
        : `${field} must be one of ${issue.values.slice(0, -1).map(quoted).join(', ')} or ${quoted(issue.values.at(-1))}.`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Unknown field: ${[...(issue.path ?? []).map(String), issue.keys[0]].join('.')}.`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `${field} is not valid.`;
    default:
      return undefined;
  }
}

/**
 * A type error's own message that covers only a missing value: a value of the wrong type, and the
 * checks chained after the schema (`.max(200)`) keep the sentences above, instead of inheriting
 * "Name is required." for a name that is too long.
 */
export const requiredError =
  (message: string) =>
  (issue: z.core.$ZodRawIssue): string | undefined =>
    issue.code === 'invalid_type' && isMissing(issue.input) ? message : undefined;

z.config({ customError: inputMessage });
