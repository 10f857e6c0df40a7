import { Fragment, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { FontAwesomeIcon } from './Icon';
import { faArrowDown } from '@fortawesome/free-solid-svg-icons/faArrowDown';
import { faArrowUp } from '@fortawesome/free-solid-svg-icons/faArrowUp';
import { faChevronRight } from '@fortawesome/free-solid-svg-icons/faChevronRight';
import { faSort } from '@fortawesome/free-solid-svg-icons/faSort';
import { MIN_COLUMN_WIDTH, useColumnLayout, type Column, type ColumnLayout } from './columns';
import { EMPTY_VALUE, formatCurrency, formatDate, formatPhone, isEmptyValue } from './format';
import type { ListOrder } from './useListState';
import './DataTable.css';

export const RESIZE_THRESHOLD_PX = 5;
export const REORDER_THRESHOLD_PX = 20;
export const SKELETON_ROWS = 12;
/** The widest a column is made from the keyboard. */
const MAX_KEYBOARD_WIDTH = 1200;
export const EMPTY_TEXT = 'No Items Available';

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  getRowId(row: Row): string;
  /** Shared with the Properties panel when the table sits in a list screen. */
  layout?: ColumnLayout<Row>;
  sort?: ListOrder | null;
  onSort?(field: string): void;
  loading?: boolean;
  onRowClick?(row: Row): void;
  rowActions?(row: Row): ReactNode;
  emptyText?: string;
  caption?: string;
}

export function cellContent<Row>(column: Column<Row>, row: Row): ReactNode {
  if (column.render) {
    const rendered = column.render(row);
    return isEmptyValue(rendered) ? EMPTY_VALUE : rendered;
  }
  const raw = column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
  if (isEmptyValue(raw)) return EMPTY_VALUE;
  switch (column.kind) {
    case 'currency':
      return formatCurrency(raw as string | number);
    case 'date':
      return formatDate(raw as string) || EMPTY_VALUE;
    case 'phone':
      return formatPhone(String(raw)) || EMPTY_VALUE;
    default:
      return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  }
}

function cellClass<Row>(column: Column<Row>) {
  const align = column.align ?? (column.kind === 'currency' || column.kind === 'number' ? 'right' : 'left');
  return `align-${align}${column.kind ? ` kind-${column.kind}` : ''}`;
}

export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  layout: sharedLayout,
  sort,
  onSort,
  loading = false,
  onRowClick,
  rowActions,
  emptyText = EMPTY_TEXT,
  caption,
}: DataTableProps<Row>) {
  const tableId = useId();
  // A header is named by its text alone, not also by its resize handle's label.
  const headerLabelId = (key: string) => `${tableId}-${key}-label`;
  const ownLayout = useColumnLayout(columns);
  const layout = sharedLayout ?? ownLayout;
  const { visibleColumns, hiddenColumns, widths } = layout;
  const headerCells = useRef(new Map<string, HTMLTableCellElement>());
  const suppressClick = useRef(false);
  const [drag, setDrag] = useState<{ key: string; overKey: string | null } | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const hasExpander = hiddenColumns.length > 0;
  const columnCount = visibleColumns.length + (hasExpander ? 1 : 0) + (rowActions ? 1 : 0);

  const columnAt = (clientX: number) => {
    for (const [key, cell] of headerCells.current) {
      const rect = cell.getBoundingClientRect();
      if (clientX >= rect.left && clientX <= rect.right) return key;
    }
    return null;
  };

  const swallowNextClick = () => {
    suppressClick.current = true;
    setTimeout(() => {
      suppressClick.current = false;
    }, 0);
  };

  const startReorder = (event: ReactPointerEvent, key: string) => {
    if (event.button !== 0) return;
    const startX = event.clientX;
    let dragging = false;
    const onMove = (moveEvent: PointerEvent) => {
      if (!dragging && Math.abs(moveEvent.clientX - startX) < REORDER_THRESHOLD_PX) return;
      dragging = true;
      setDrag({ key, overKey: columnAt(moveEvent.clientX) });
    };
    const onUp = (upEvent: PointerEvent) => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      if (!dragging) return;
      swallowNextClick();
      const target = columnAt(upEvent.clientX);
      if (target && target !== key) layout.move(key, target);
      setDrag(null);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  /** A column's width as drawn (as set, or its default, where nothing is drawn yet). */
  const currentWidth = (key: string) => {
    const drawn = headerCells.current.get(key)?.getBoundingClientRect().width ?? 0;
    return drawn > 0 ? drawn : (widths[key] ?? layout.visibleColumns.find((column) => column.key === key)?.width ?? 120);
  };
  // What a focused resize handle announces before the column has a width of its own.
  const [focusedWidths, setFocusedWidths] = useState<Readonly<Record<string, number>>>({});

  const startResize = (event: ReactPointerEvent, key: string) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    const startX = event.clientX;
    const startWidth = currentWidth(key);
    let resizing = false;
    const onMove = (moveEvent: PointerEvent) => {
      const delta = moveEvent.clientX - startX;
      if (!resizing && Math.abs(delta) < RESIZE_THRESHOLD_PX) return;
      resizing = true;
      layout.setWidth(key, startWidth + delta);
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      if (resizing) swallowNextClick();
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  /** The keyboard's way to resize a column: arrow keys, by more with Shift. (Columns move in the Properties panel.) */
  const resizeByKey = (event: ReactKeyboardEvent, key: string) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    event.stopPropagation();
    layout.setWidth(key, Math.min(MAX_KEYBOARD_WIDTH, currentWidth(key) + step * (event.shiftKey ? 64 : 16)));
  };

  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="data-table-wrap">
      <table className="data-table" aria-busy={loading || undefined}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {hasExpander && (
              <th className="data-table__expander-cell">
                <span className="visually-hidden">Details</span>
              </th>
            )}
            {visibleColumns.map((column) => {
              const sorted = sort && column.sortField && sort.field === column.sortField ? sort.direction : null;
              const width = widths[column.key] ?? column.width;
              const classes = [
                cellClass(column),
                drag?.key === column.key ? 'is-dragging' : '',
                drag && drag.overKey === column.key && drag.key !== column.key ? 'is-drop-target' : '',
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <th
                  key={column.key}
                  ref={(cell) => {
                    if (cell) headerCells.current.set(column.key, cell);
                    else headerCells.current.delete(column.key);
                  }}
                  scope="col"
                  className={classes}
                  style={width ? { width, minWidth: width } : undefined}
                  aria-sort={sorted ? (sorted === 'ASC' ? 'ascending' : 'descending') : undefined}
                  aria-labelledby={headerLabelId(column.key)}
                  onPointerDown={(event) => startReorder(event, column.key)}
                >
                  {column.sortField && onSort ? (
                    <button
                      type="button"
                      className="data-table__sort"
                      onClick={() => {
                        if (suppressClick.current) return;
                        onSort(column.sortField!);
                      }}
                    >
                      <span id={headerLabelId(column.key)}>{column.header}</span>
                      <SortIcon direction={sorted} />
                    </button>
                  ) : (
                    <span id={headerLabelId(column.key)}>{column.header}</span>
                  )}
                  <span
                    className="data-table__resize"
                    role="separator"
                    aria-orientation="vertical"
                    aria-label={`Resize the ${column.header} column`}
                    aria-valuenow={Math.round(width ?? focusedWidths[column.key] ?? 120)}
                    aria-valuemin={MIN_COLUMN_WIDTH}
                    aria-valuemax={MAX_KEYBOARD_WIDTH}
                    title="Drag, or use the arrow keys, to resize"
                    tabIndex={0}
                    onPointerDown={(event) => startResize(event, column.key)}
                    onFocus={() => setFocusedWidths((current) => ({ ...current, [column.key]: currentWidth(column.key) }))}
                    onKeyDown={(event) => resizeByKey(event, column.key)}
                  />
                </th>
              );
            })}
            {rowActions && (
              <th className="data-table__actions" scope="col">
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <tr key={index} className="data-table__skeleton-row" data-testid="skeleton-row">
                {Array.from({ length: columnCount }, (_, cell) => (
                  <td key={cell}>
                    <span className="skeleton" />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td className="data-table__empty" colSpan={columnCount}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const id = getRowId(row);
              const isExpanded = expanded.has(id);
              return (
                <Fragment key={id}>
                  <tr
                    className={`data-table__row${onRowClick ? ' is-clickable' : ''}`}
                    tabIndex={onRowClick ? 0 : undefined}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    onKeyDown={
                      onRowClick
                        ? (event) => {
                            if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row);
                          }
                        : undefined
                    }
                  >
                    {hasExpander && (
                      <td className="data-table__expander-cell">
                        <button
                          type="button"
                          className="data-table__expander"
                          aria-label="Show hidden columns"
                          aria-expanded={isExpanded}
                          onClick={(event) => {
                            event.stopPropagation();
                            toggleExpanded(id);
                          }}
                        >
                          <FontAwesomeIcon icon={faChevronRight} />
                        </button>
                      </td>
                    )}
                    {visibleColumns.map((column) => (
                      <td key={column.key} className={cellClass(column)}>
                        {cellContent(column, row)}
                      </td>
                    ))}
                    {rowActions && (
                      <td className="data-table__actions" onClick={(event) => event.stopPropagation()}>
                        <span className="data-table__actions-inner">{rowActions(row)}</span>
                      </td>
                    )}
                  </tr>
                  {hasExpander && isExpanded && (
                    <tr className="data-table__details">
                      <td colSpan={columnCount}>
                        <dl className="data-table__details-list">
                          {hiddenColumns.map((column) => (
                            <div key={column.key}>
                              <dt>{column.header}</dt>
                              <dd>{cellContent(column, row)}</dd>
                            </div>
                          ))}
                        </dl>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

function SortIcon({ direction }: { direction: 'ASC' | 'DESC' | null }) {
  if (direction === 'ASC') return <FontAwesomeIcon className="data-table__sort-icon" icon={faArrowUp} title="Ascending" />;
  if (direction === 'DESC')
    return <FontAwesomeIcon className="data-table__sort-icon" icon={faArrowDown} title="Descending" />;
  return <FontAwesomeIcon className="data-table__sort-icon data-table__sort-icon--idle" icon={faSort} />;
}
