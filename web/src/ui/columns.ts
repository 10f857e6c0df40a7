import { useCallback, useMemo, useState, type ReactNode } from 'react';

export type ColumnKind = 'text' | 'number' | 'currency' | 'date' | 'phone';

export interface Column<Row> {
  key: string;
  header: string;
  /** Custom cell content. Empty content shows a dash. */
  render?(row: Row): ReactNode;
  /** Raw value for the default rendering; defaults to row[key]. */
  value?(row: Row): unknown;
  kind?: ColumnKind;
  /** Server-side sort field; the header toggles ASC / DESC when set. */
  sortField?: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  hiddenByDefault?: boolean;
}

export const MIN_COLUMN_WIDTH = 56;

export interface ColumnLayout<Row> {
  columns: Column<Row>[];
  visibleColumns: Column<Row>[];
  hiddenColumns: Column<Row>[];
  widths: Readonly<Record<string, number>>;
  isVisible(key: string): boolean;
  /** Returns false when hiding would leave no visible column. */
  setVisible(key: string, visible: boolean): boolean;
  setWidth(key: string, width: number): void;
  move(fromKey: string, toKey: string): void;
}

/** Order, visibility and widths of a table's columns as the user arranged them. */
export function useColumnLayout<Row>(columns: readonly Column<Row>[]): ColumnLayout<Row> {
  const [order, setOrder] = useState<string[]>(() => columns.map((column) => column.key));
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(columns.filter((column) => column.hiddenByDefault).map((column) => column.key)),
  );
  const [widths, setWidths] = useState<Record<string, number>>({});

  const ordered = useMemo(() => {
    const byKey = new Map(columns.map((column) => [column.key, column]));
    const known = order.filter((key) => byKey.has(key));
    const added = columns.map((column) => column.key).filter((key) => !known.includes(key));
    return [...known, ...added].map((key) => byKey.get(key)!);
  }, [columns, order]);

  const visibleColumns = useMemo(() => ordered.filter((column) => !hidden.has(column.key)), [ordered, hidden]);
  const hiddenColumns = useMemo(() => ordered.filter((column) => hidden.has(column.key)), [ordered, hidden]);

  const setVisible = useCallback(
    (key: string, visible: boolean) => {
      if (!visible && visibleColumns.length <= 1 && !hidden.has(key)) return false;
      setHidden((current) => {
        const next = new Set(current);
        if (visible) next.delete(key);
        else next.add(key);
        return next;
      });
      return true;
    },
    [visibleColumns.length, hidden],
  );

  const setWidth = useCallback((key: string, width: number) => {
    setWidths((current) => ({ ...current, [key]: Math.max(MIN_COLUMN_WIDTH, Math.round(width)) }));
  }, []);

  const move = useCallback(
    (fromKey: string, toKey: string) => {
      if (fromKey === toKey) return;
      setOrder(() => {
        const keys = ordered.map((column) => column.key);
        const from = keys.indexOf(fromKey);
        const to = keys.indexOf(toKey);
        if (from < 0 || to < 0) return keys;
        keys.splice(to, 0, ...keys.splice(from, 1));
        return keys;
      });
    },
    [ordered],
  );

  return {
    columns: ordered,
    visibleColumns,
    hiddenColumns,
    widths,
    isVisible: (key) => !hidden.has(key),
    setVisible,
    setWidth,
    move,
  };
}
