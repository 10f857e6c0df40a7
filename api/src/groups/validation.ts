import type { z } from 'zod';
import { AppError } from '../schema/errors.ts';

/** Parses input with a zod schema; the first issue becomes an AppError naming the field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError(issue?.message ?? 'Invalid input.', { field: issue?.path.join('.') || undefined });
}
