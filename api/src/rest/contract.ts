import { expect } from 'vitest';
import type { TestApp } from '../test/app.ts';
import { restOperation } from './registry.ts';

/**
 * The contract tests' one step: a documented call with its body as the spec writes it succeeds,
 * its answer matches the shape the shim declares (docs/REST.md) and carries the documented fields.
 * Field paths are dotted; `rows[].id` checks every element of `rows`.
 */
export async function expectDocumentedCall(
  app: TestApp,
  token: string | null,
  key: string,
  body: unknown,
  documentedFields: readonly string[] = [],
): Promise<any> {
  const response = await app.rest(`/api/v1/${key}`, body, token);
  expect({ key, status: response.status, error: response.body.error }).toEqual({ key, status: 200, error: null });
  const result = response.body.result;
  const answer = restOperation(key).answer;
  expect(answer, `${key} declares its answer`).toBeDefined();
  const parsed = answer!.safeParse(result);
  expect(parsed.success ? [] : parsed.error.issues, `${key} answers as declared`).toEqual([]);
  for (const field of documentedFields) expect(missingFields(result, field.split('.')), `${key} answers with ${field}`).toEqual([]);
  return result;
}

/** The paths of `path` absent from `value` (present with null counts as present). */
function missingFields(value: unknown, path: string[], at = ''): string[] {
  if (!path.length) return [];
  const [head, ...rest] = path as [string, ...string[]];
  const list = head.endsWith('[]');
  const key = list ? head.slice(0, -2) : head;
  const here = at ? `${at}.${key}` : key;
  if (!value || typeof value !== 'object' || !(key in value)) return [here];
  const inner = (value as Record<string, unknown>)[key];
  if (!list) return rest.length ? missingFields(inner, rest, here) : [];
  if (!Array.isArray(inner) || inner.length === 0) return [`${here}[] (no elements to check)`];
  return inner.flatMap((element, index) => missingFields(element, rest, `${here}[${index}]`));
}

/** An unknown field is refused with a 400 naming it. */
export async function expectUnknownFieldRefused(app: TestApp, token: string | null, key: string, body: Record<string, unknown>, field: string) {
  const response = await app.rest(`/api/v1/${key}`, body, token);
  expect({ status: response.status, error: response.body.error, field: response.body.field }).toEqual({
    status: 400,
    error: `Unknown field: ${field}.`,
    field,
  });
}

/** A refusal is answered as the call's docs list it: the same status, `error` word for word and `field`. */
export function expectDocumentedRefusal(key: string, response: { status: number; body: any }) {
  const answered = { status: response.status, message: response.body.error, field: response.body.field };
  const documented = (restOperation(key).refusals ?? []).map(({ status, message, field }) => ({ status, message, field }));
  expect(documented, `${key} documents ${JSON.stringify(answered)}`).toContainEqual(answered);
}
