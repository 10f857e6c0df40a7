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
      render: (row) => (
        <button type="button" className="btn btn-sm btn-link" aria-label={`Download ${row.fileName}`} onClick={() => void download('downloadImportFile', row)}>
          {row.fileName}
        </button>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) =>
        row.status === 'stopped' ? (
          <span className="import-status import-status--stopped">Stopped{row.stoppedAtRow != null ? ` at row ${row.stoppedAtRow.toLocaleString('en-US')}` : ''}</span>
        ) : (
          <span className="import-status">Completed</span>
        ),
    },
    { key: 'created', header: 'Created', value: (row) => row.created.toLocaleString('en-US') },
    { key: 'updated', header: 'Updated', value: (row) => row.updated.toLocaleString('en-US') },
    { key: 'unchanged', header: 'Unchanged', value: (row) => row.unchanged.toLocaleString('en-US') },
    { key: 'errors', header: 'Errors', value: (row) => row.errors.toLocaleString('en-US') },
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
