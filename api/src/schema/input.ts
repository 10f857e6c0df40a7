import type { z } from 'zod';
import { AppError } from './errors.ts';
import './zodMessages.ts';

/** Parses service input with a zod schema; the first issue becomes an AppError naming its field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError(issue.message, { field: issue.path.join('.') || undefined });
}

/** Flags sent as "1"/"0", "true"/"false" or booleans. */
export function flag(value: unknown): unknown {
  if (value === '1' || value === 1 || value === 'true' || value === 'True') return true;
  if (value === '0' || value === 0 || value === 'false' || value === 'False' || value === '') return false;
  return value;
}

/** GraphQL sends omitted optional fields as undefined but explicit nulls as null: treat both as "unchanged". */
export function stripNulls<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}
