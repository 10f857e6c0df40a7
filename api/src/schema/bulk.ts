import { AppError } from './errors.ts';

/** What a bulk action did to one row: applied, or refused with the single action's reason. */
export interface BulkRowResult {
  id: number;
  ok: boolean;
  message: string | null;
}

export interface BulkResult {
  applied: number;
  refused: number;
  results: BulkRowResult[];
}

export const BULK_MAX_ROWS = 500;

/** The rows a bulk action names: at least one, at most BULK_MAX_ROWS, each once. */
export function bulkIds(ids: readonly number[], what: string): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new AppError(`Choose at least one ${what}.`, { field: 'ids' });
  if (unique.length > BULK_MAX_ROWS) throw new AppError(`At most ${BULK_MAX_ROWS} ${what}s can be changed at once.`, { field: 'ids' });
  return unique;
}

/**
 * Runs a single-row action on each row, one after the other, each in its own transaction: a row the
 * action refuses (an expected failure) is reported with its message and the others are applied.
 * Faults are thrown.
 */
export async function perRow(ids: readonly number[], action: (id: number) => Promise<unknown>): Promise<BulkResult> {
  const results: BulkRowResult[] = [];
  for (const id of ids) {
    try {
      await action(id);
      results.push({ id, ok: true, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, message: error.message });
    }
  }
  const applied = results.filter((row) => row.ok).length;
  return { applied, refused: results.length - applied, results };
}
