import type { ReactNode } from 'react';
import type { Column } from './columns';
import { cellContent, EMPTY_TEXT, SKELETON_ROWS } from './DataTable';
import './CardGrid.css';

export type CardSize = 'tiny' | 'small' | 'medium' | 'large' | 'normal';

export interface CardGridProps<Row> {
  rows: readonly Row[];
  getRowId(row: Row): string;
  /** Used by the default card: the first column is the title, the rest label/value pairs. */
  columns: readonly Column<Row>[];
  renderCard?(row: Row): ReactNode;
  onCardClick?(row: Row): void;
  rowActions?(row: Row): ReactNode;
  size?: CardSize;
  loading?: boolean;
  emptyText?: string;
}

export function CardGrid<Row>({
  rows,
  getRowId,
  columns,
  renderCard,
  onCardClick,
  rowActions,
  size = 'normal',
  loading = false,
  emptyText = EMPTY_TEXT,
}: CardGridProps<Row>) {
  const [titleColumn, ...fieldColumns] = columns;
  return (
    <div className={`card-grid card-grid--${size}`} aria-busy={loading || undefined}>
      {loading ? (
        Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className="grid-card grid-card--skeleton" data-testid="skeleton-card">
            <span className="skeleton" />
            <span className="skeleton" />
            <span className="skeleton" />
          </div>
        ))
      ) : rows.length === 0 ? (
        <div className="card-grid__empty">{emptyText}</div>
      ) : (
        rows.map((row) => (
          <article
            key={getRowId(row)}
            className={`grid-card${onCardClick ? ' is-clickable' : ''}`}
            tabIndex={onCardClick ? 0 : undefined}
            onClick={onCardClick ? () => onCardClick(row) : undefined}
            onKeyDown={
              onCardClick
                ? (event) => {
                    if (event.key === 'Enter' && event.target === event.currentTarget) onCardClick(row);
                  }
                : undefined
            }
          >
            {renderCard ? (
              renderCard(row)
            ) : (
              <>
                {titleColumn && <h3 className="grid-card__title">{cellContent(titleColumn, row)}</h3>}
                {fieldColumns.length > 0 && (
                  <dl className="grid-card__fields">
                    {fieldColumns.map((column) => (
                      <div key={column.key} style={{ display: 'contents' }}>
                        <dt>{column.header}</dt>
                        <dd>{cellContent(column, row)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </>
            )}
            {rowActions && (
              <div className="grid-card__actions" onClick={(event) => event.stopPropagation()}>
                {rowActions(row)}
              </div>
            )}
          </article>
        ))
      )}
    </div>
  );
}
