import { Suspense, useTransition } from 'react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useSession } from '../../app/SessionProvider';
import { useAlerts } from '../../ui/alerts';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { DEFAULT_PAGE_SIZE } from '../../ui/pageSize';
import type { ImportHistoryPageQuery, ImportHistoryPageQuery$data } from './__generated__/ImportHistoryPageQuery.graphql';
import { IMPORT_TYPES, saveDownload } from './importTypes';
import './imports.css';

const historyQuery = graphql`
  query ImportHistoryPageQuery($first: Int, $after: String) {
    importRuns(first: $first, after: $after) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          type
          username
          fileName
          created
          updated
          unchanged
          errors
          status
          stoppedAtRow
          createdAt
        }
      }
    }
  }
`;

export type ImportRunRow = ImportHistoryPageQuery$data['importRuns']['edges'][number]['node'];

interface Variables {
  first: number;
  after: string | null;
}

/** The first page as its route loads it (routes.tsx). */
export const INITIAL_HISTORY_VARIABLES: Variables = { first: DEFAULT_PAGE_SIZE, after: null };

const when = (value: unknown) => (value ? new Date(String(value)).toLocaleString('en-US') : '');
const typeTitle = (type: string) => IMPORT_TYPES.find((info) => info.dataType === type)?.title ?? type;

/** Whether the run's counts and files are kept: a run being written, or cut short with its server, has neither. */
const hasCounts = (row: ImportRunRow) => row.status !== 'running' && row.status !== 'interrupted';
const count = (row: ImportRunRow, value: number) => (hasCounts(row) ? value.toLocaleString('en-US') : '—');

function ImportStatus({ row }: { row: ImportRunRow }) {
  switch (row.status) {
    case 'stopped':
      return <span className="import-status import-status--stopped">Stopped{row.stoppedAtRow != null ? ` at row ${row.stoppedAtRow.toLocaleString('en-US')}` : ''}</span>;
    case 'running':
      return <span className="import-status import-status--running">Running</span>;
    case 'interrupted':
      return (
        <span className="import-status import-status--stopped" title="The server stopped during this import. Upload the file again: the rows it had written come back unchanged.">
          Interrupted
        </span>
      );
    default:
      return <span className="import-status">Completed</span>;
  }
}

/**
 * /Imports/History: the imports written (dry runs leave none), newest first: who, when, which file
 * (downloadable), whether it stopped part-way, the counts and the rejected rows file. Level 9 sees
 * every platform's, level 5 its own.
 */
export function ImportHistoryPage() {
  return (
    <Suspense fallback={<HistoryList rows={[]} loading variables={INITIAL_HISTORY_VARIABLES} onVariables={() => {}} />}>
      <History />
    </Suspense>
  );
}

function History() {
  const { data, reload, variables } = useRouteQuery<ImportHistoryPageQuery>(historyQuery);
  const [isPending, startTransition] = useTransition();
  const update = (next: Partial<Variables>) => startTransition(() => reload(next, { fetchPolicy: 'store-and-network' }));
  return (
    <HistoryList
      rows={data.importRuns.edges.map((edge) => edge.node)}
      loading={isPending}
      totalCount={data.importRuns.totalCount}
      pageCursors={data.importRuns.pageCursors}
      variables={variables as Variables}
      onVariables={update}
    />
  );
}

export function HistoryList({
  rows,
  loading,
  totalCount,
  pageCursors,
  variables,
  onVariables,
}: {
  rows: readonly ImportRunRow[];
  loading: boolean;
  totalCount?: number;
  pageCursors?: ImportHistoryPageQuery$data['importRuns']['pageCursors'];
  variables: Variables;
  onVariables(next: Partial<Variables>): void;
}) {
  const { authHeaders } = useSession();
  const alerts = useAlerts();
  const download = async (operation: 'downloadImportFile' | 'downloadRejectedRows', row: ImportRunRow) => {
    if (!(await saveDownload(operation, { id: Number(row.id) }, row.fileName, authHeaders()))) alerts.failure('The file could not be downloaded.');
  };
  const columns: Column<ImportRunRow>[] = [
    { key: 'createdAt', header: 'When', value: (row) => when(row.createdAt) },
    { key: 'username', header: 'Who' },
    { key: 'type', header: 'Import', value: (row) => typeTitle(row.type) },
    {
      key: 'fileName',
      header: 'File',
      // a run still being written, or cut short, has no file kept yet
      render: (row) =>
        hasCounts(row) ? (
          <button type="button" className="btn btn-sm btn-link" aria-label={`Download ${row.fileName}`} onClick={() => void download('downloadImportFile', row)}>
            {row.fileName}
          </button>
        ) : (
          row.fileName
        ),
    },
    { key: 'status', header: 'Status', render: (row) => <ImportStatus row={row} /> },
    { key: 'created', header: 'Created', value: (row) => count(row, row.created) },
    { key: 'updated', header: 'Updated', value: (row) => count(row, row.updated) },
    { key: 'unchanged', header: 'Unchanged', value: (row) => count(row, row.unchanged) },
    { key: 'errors', header: 'Errors', value: (row) => count(row, row.errors) },
    {
      key: 'rejected',
      header: 'Rejected Rows',
      render: (row) =>
        row.errors > 0 ? (
          <button type="button" className="btn btn-sm btn-outline" aria-label={`Download the rejected rows of ${row.fileName}`} onClick={() => void download('downloadRejectedRows', row)}>
            Download
          </button>
        ) : (
          <span className="import-outcome--unchanged">None</span>
        ),
    },
  ];
  return (
    <ListScreen<ImportRunRow>
      title="Import History"
      subtitle="Every import written, newest first, with its file and the rows it rejected."
      back="/Imports"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      loading={loading}
      emptyText="No imports yet."
      totalCount={totalCount}
      pageSize={variables.first}
      pageCursors={pageCursors}
      onPageChange={(after) => onVariables({ after })}
      onPageSizeChange={(first) => onVariables({ first, after: null })}
    />
  );
}
