import type { ReactNode } from 'react';
import type { Column } from './columns';
import { cellContent } from './DataTable';

/**
 * A card renderer for the grid view whose title is a chosen column (for example the name rather
 * than the id that leads the table); the other columns follow as label/value pairs and an
 * `actions` column's buttons go to the card's foot.
 */
export function titledCard<Row>(columns: readonly Column<Row>[], titleKey: string): (row: Row) => ReactNode {
  const title = columns.find((c) => c.key === titleKey);
  const actions = columns.find((c) => c.key === 'actions');
  const rest = columns.filter((c) => c !== title && c !== actions);
  return function TitledCard(row: Row) {
    return (
      <>
        {title && <h3 className="grid-card__title">{cellContent(title, row)}</h3>}
        <dl className="grid-card__fields">
          {rest.map((column) => (
            <div key={column.key} style={{ display: 'contents' }}>
              <dt>{column.header}</dt>
              <dd>{cellContent(column, row)}</dd>
            </div>
          ))}
        </dl>
        {actions?.render && (
          <div className="grid-card__actions" onClick={(event) => event.stopPropagation()}>
            {actions.render(row)}
          </div>
        )}
      </>
    );
  };
}
