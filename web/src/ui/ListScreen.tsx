import { useState, type ReactNode } from 'react';
import { FontAwesomeIcon } from './Icon';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { CardGrid, type CardSize } from './CardGrid';
import { useColumnLayout, type Column } from './columns';
import { DataTable, EMPTY_TEXT } from './DataTable';
import { ExportButton, type ExportListConfig } from './ExportButton';
import { ColumnToggles, RefetchButton, ViewToggle, type ListView } from './ListControls';
import { Page, PageHeader, type BackTarget } from './Page';
import { Pager, type PageCursors } from './Pager';
import { SearchBox } from './SearchBox';
import type { ListOrder } from './useListState';
import './ListScreen.css';

export interface ListScreenProps<Row> {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A path, or `true` for one step back; no back button when omitted. */
  back?: BackTarget;
  /** Shows the create button when set. */
  onCreate?(): void;
  createLabel?: string;
  headerActions?: ReactNode;
  /** What filters the list beyond its search (an active group), above the search box. */
  filterNotice?: ReactNode;

  columns: readonly Column<Row>[];
  rows: readonly Row[];
  getRowId(row: Row): string;
  loading?: boolean;
  onRowClick?(row: Row): void;
  rowActions?(row: Row): ReactNode;
  emptyText?: string;

  sort?: ListOrder | null;
  onSort?(field: string): void;
  /** The applied search; the search box shows when onSearch is set. */
  search?: string;
  onSearch?(text: string): void;
  onRefetch?(): void;

  totalCount?: number;
  pageSize?: number;
  pageCursors?: PageCursors | null;
  onPageChange?(cursor: string | null, page: number): void;
  onPageSizeChange?(pageSize: number): void;

  renderCard?(row: Row): ReactNode;
  cardSize?: CardSize;
  defaultView?: ListView;
  showViewToggle?: boolean;
  showProperties?: boolean;
  /** Renders inside the page container; set false to embed the list in another screen. */
  asPage?: boolean;
  /** Shows the Export button: the list exported with the screen's search, sort, visible columns and these filters. */
  exportList?: ExportListConfig;
}

function initialView(): ListView {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767.98px)').matches ? 'grid' : 'row';
}

export function ListScreen<Row>({
  title,
  subtitle,
  back,
  onCreate,
  createLabel = 'Create',
  headerActions,
  filterNotice,
  columns,
  rows,
  getRowId,
  loading = false,
  onRowClick,
  rowActions,
  emptyText = EMPTY_TEXT,
  sort,
  onSort,
  search = '',
  onSearch,
  onRefetch,
  totalCount,
  pageSize,
  pageCursors,
  onPageChange,
  onPageSizeChange,
  renderCard,
  cardSize,
  defaultView,
  showViewToggle = true,
  showProperties = true,
  asPage = true,
  exportList,
}: ListScreenProps<Row>) {
  const layout = useColumnLayout(columns);
  const [view, setView] = useState<ListView>(() => defaultView ?? initialView());

  const content = (
    <section className="list-screen">
      <PageHeader
        title={title}
        subtitle={subtitle}
        back={back}
        actions={
          (onCreate || headerActions) && (
            <>
              {headerActions}
              {onCreate && (
                <button type="button" className="btn btn-primary" onClick={onCreate}>
                  <FontAwesomeIcon icon={faPlus} />
                  {createLabel}
                </button>
              )}
            </>
          )
        }
      />

      {filterNotice}

      <div className="list-screen__toolbar">
        <div className="list-screen__search">{onSearch && <SearchBox value={search} onSearch={onSearch} />}</div>
        <div className="list-screen__controls">
          {exportList && <ExportButton config={exportList} state={{ search, sort, columns: layout.visibleColumns.map((column) => column.key) }} />}
          {showProperties && <ColumnToggles layout={layout} />}
          {onRefetch && <RefetchButton onRefetch={onRefetch} />}
          {showViewToggle && <ViewToggle view={view} onChange={setView} />}
        </div>
      </div>

      <div className="list-screen__body">
        {view === 'row' ? (
          <DataTable
            columns={columns}
            layout={layout}
            rows={rows}
            getRowId={getRowId}
            sort={sort}
            onSort={onSort}
            loading={loading}
            onRowClick={onRowClick}
            rowActions={rowActions}
            emptyText={emptyText}
            caption={typeof title === 'string' ? title : undefined}
          />
        ) : (
          <CardGrid
            rows={rows}
            getRowId={getRowId}
            columns={layout.visibleColumns}
            renderCard={renderCard}
            onCardClick={onRowClick}
            rowActions={rowActions}
            size={cardSize}
            loading={loading}
            emptyText={emptyText}
          />
        )}
      </div>

      {totalCount !== undefined && pageSize !== undefined && onPageChange && onPageSizeChange && (
        <Pager
          totalCount={totalCount}
          pageSize={pageSize}
          pageCursors={pageCursors}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      )}
    </section>
  );

  return asPage ? <Page>{content}</Page> : content;
}
