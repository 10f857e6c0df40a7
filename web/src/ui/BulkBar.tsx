import type { ReactNode } from 'react';
import './bulkBar.css';

export interface BulkRowOutcome {
  readonly rowId: number;
  readonly ok: boolean;
  readonly message: string | null | undefined;
}

/**
 * The bar above a list with selectable rows: how many are chosen, "select all on this page", the
 * actions, and after an action the rows it refused with their reasons (the others were applied).
 */
export function BulkBar({
  selectedCount,
  pageCount,
  allOnPage,
  onSelectPage,
  onClear,
  children,
  outcome,
  describe,
}: {
  selectedCount: number;
  pageCount: number;
  allOnPage: boolean;
  onSelectPage(on: boolean): void;
  onClear(): void;
  children: ReactNode;
  outcome?: { applied: number; refused: number; results: readonly BulkRowOutcome[] } | null;
  describe?(id: number): string;
}) {
  const refused = outcome?.results.filter((row) => !row.ok) ?? [];
  return (
    <section className="bulk-bar" aria-label="Bulk actions">
      <div className="bulk-bar__selection">
        <label className="bulk-bar__all">
          <input type="checkbox" checked={allOnPage && pageCount > 0} disabled={pageCount === 0} onChange={(event) => onSelectPage(event.target.checked)} />
          Select all on this page
        </label>
        <span className="bulk-bar__count" aria-live="polite">
          {selectedCount === 1 ? '1 selected' : `${selectedCount} selected`}
        </span>
        {selectedCount > 0 && (
          <button type="button" className="btn btn-link btn-sm" onClick={onClear}>
            Clear selection
          </button>
        )}
      </div>
      {selectedCount > 0 && <div className="bulk-bar__actions">{children}</div>}
      {outcome && (
        <div className={`bulk-bar__outcome ${refused.length ? 'has-refusals' : ''}`} role="status">
          <p>
            {outcome.applied === 1 ? '1 row changed' : `${outcome.applied} rows changed`}
            {refused.length > 0 && `; ${refused.length === 1 ? '1 row refused' : `${refused.length} rows refused`} (the others were applied):`}
          </p>
          {refused.length > 0 && (
            <ul>
              {refused.map((row) => (
                <li key={row.rowId}>
                  <strong>{describe ? describe(row.rowId) : `#${row.rowId}`}</strong>: {row.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
