import { useEffect, useRef, useState } from 'react';
import { FontAwesomeIcon } from './Icon';
import { faArrowDown } from '@fortawesome/free-solid-svg-icons/faArrowDown';
import { faArrowUp } from '@fortawesome/free-solid-svg-icons/faArrowUp';
import { faList } from '@fortawesome/free-solid-svg-icons/faList';
import { faRotate } from '@fortawesome/free-solid-svg-icons/faRotate';
import { faSliders } from '@fortawesome/free-solid-svg-icons/faSliders';
import { faTableCells } from '@fortawesome/free-solid-svg-icons/faTableCells';
import { useAlerts } from './alerts';
import type { ColumnLayout } from './columns';
import { Dropdown, MenuHeading } from './Menu';
import './ListControls.css';

export const MIN_VISIBLE_COLUMNS_MESSAGE = 'Must have at least 1 column header visible.';
export const REFETCH_SPIN_MS = 1000;

/**
 * The 'Properties' panel: one checkbox per column (the last visible column cannot be hidden), and
 * buttons that move a column earlier or later, the keyboard's way to reorder what headers drag.
 */
export function ColumnToggles<Row>({ layout }: { layout: ColumnLayout<Row> }) {
  const alerts = useAlerts();
  return (
    <Dropdown
      label={
        <>
          <FontAwesomeIcon icon={faSliders} />
          <span className="list-screen__control-label">Properties</span>
        </>
      }
      buttonClassName="btn btn-outline"
      buttonAriaLabel="Properties"
      buttonTitle="Properties"
      panelRole="dialog"
      panelLabel="Properties"
    >
      <MenuHeading>Columns</MenuHeading>
      <div className="column-toggles">
        {layout.columns.map((column, index) => {
          const before = layout.columns[index - 1];
          const after = layout.columns[index + 1];
          return (
            <div key={column.key} className="column-toggles__row">
              <label className="column-toggles__item">
                <input
                  type="checkbox"
                  checked={layout.isVisible(column.key)}
                  onChange={(event) => {
                    if (!layout.setVisible(column.key, event.target.checked)) alerts.warning(MIN_VISIBLE_COLUMNS_MESSAGE);
                  }}
                />
                {column.header}
              </label>
              <button
                type="button"
                className="btn btn-ghost btn-icon btn-sm"
                aria-label={`Move ${column.header} earlier`}
                title="Move earlier"
                disabled={!before}
                onClick={() => before && layout.move(column.key, before.key)}
              >
                <FontAwesomeIcon icon={faArrowUp} />
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-icon btn-sm"
                aria-label={`Move ${column.header} later`}
                title="Move later"
                disabled={!after}
                onClick={() => after && layout.move(column.key, after.key)}
              >
                <FontAwesomeIcon icon={faArrowDown} />
              </button>
            </div>
          );
        })}
      </div>
    </Dropdown>
  );
}

/** Refetches and spins its icon for one second. */
export function RefetchButton({ onRefetch, title = 'Refresh' }: { onRefetch(): void; title?: string }) {
  const [spinning, setSpinning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (
    <button
      type="button"
      className={`btn btn-outline btn-icon refetch-button${spinning ? ' is-spinning' : ''}`}
      title={title}
      aria-label={title}
      onClick={() => {
        onRefetch();
        setSpinning(true);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => setSpinning(false), REFETCH_SPIN_MS);
      }}
    >
      <FontAwesomeIcon icon={faRotate} />
    </button>
  );
}

export type ListView = 'grid' | 'row';

export function ViewToggle({ view, onChange }: { view: ListView; onChange(view: ListView): void }) {
  return (
    <div className="view-toggle" role="group" aria-label="View">
      <button
        type="button"
        className={`btn btn-ghost btn-sm${view === 'grid' ? ' is-active' : ''}`}
        aria-pressed={view === 'grid'}
        title="Grid View"
        onClick={() => onChange('grid')}
      >
        <FontAwesomeIcon icon={faTableCells} />
        <span className="list-screen__control-label">Grid View</span>
      </button>
      <button
        type="button"
        className={`btn btn-ghost btn-sm${view === 'row' ? ' is-active' : ''}`}
        aria-pressed={view === 'row'}
        title="Row View"
        onClick={() => onChange('row')}
      >
        <FontAwesomeIcon icon={faList} />
        <span className="list-screen__control-label">Row View</span>
      </button>
    </div>
  );
}
