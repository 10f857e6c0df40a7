import { Suspense, useState, useTransition } from 'react';
import { useSession } from '../../app/SessionProvider';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useNavigate } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faEye } from '@fortawesome/free-solid-svg-icons/faEye';
import { faPen } from '@fortawesome/free-solid-svg-icons/faPen';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { isAdmin } from '../../app/access';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { ConfirmDialog } from '../../ui/Modal';
import { commitAsync, describeMutationError } from '../../ui/mutation';
import { DEFAULT_PAGE_SIZE } from '../../ui/pageSize';
import { nextOrder, type ListOrder } from '../../ui/useListState';
import type { RmaOrderField, RmasPageQuery, RmasPageQuery$data } from './__generated__/RmasPageQuery.graphql';
import type { RmasPageCreateMutation } from './__generated__/RmasPageCreateMutation.graphql';
import type { RmasPageDeleteMutation } from './__generated__/RmasPageDeleteMutation.graphql';
import { rmaStatusText } from './rmaDetailValidation';
import { RMA_STATUSES } from '@quotecraft/rules/rmas';
import { SelectField } from '../../ui/fields';
import '../../ui/adminForm.css';

const rmasQuery = graphql`
  query RmasPageQuery($pid: Int, $first: Int, $after: String, $orderBy: RmaOrder, $search: String, $status: String) {
    rmas(pid: $pid, first: $first, after: $after, orderBy: $orderBy, search: $search, status: $status) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          rowId
          createdAt
          erpOrderNum
          rmaNumber
          status
          rmaCreated
          isSubmitted
          modelNo
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation RmasPageCreateMutation {
    createRma {
      id
      rowId
    }
  }
`;

const deleteMutation = graphql`
  mutation RmasPageDeleteMutation($id: Int!) {
    deleteRma(id: $id)
  }
`;

type RmaRow = RmasPageQuery$data['rmas']['edges'][number]['node'];

const columns: Column<RmaRow>[] = [
  { key: 'createdAt', header: 'Created', kind: 'date', sortField: 'createdAt' },
  { key: 'erpOrderNum', header: 'Order #', sortField: 'erpOrderNum' },
  { key: 'rmaNumber', header: 'RMA #', sortField: 'rmaNumber' },
  { key: 'status', header: 'Status', sortField: 'status', value: (rma) => rmaStatusText(rma) },
  { key: 'modelNo', header: 'Model #', sortField: 'modelNo' },
];

export const RMA_LIST_SUBTITLE = 'RMA requests submitted by users of the current group.';

interface Variables {
  first: number;
  after: string | null;
  orderBy: ListOrder<RmaOrderField>;
  search: string | null;
  status?: string | null;
}

/** The list as its route first loads it (routes.tsx). */
const INITIAL_RMA_VARIABLES: Variables = { first: DEFAULT_PAGE_SIZE, after: null, orderBy: { field: 'createdAt', direction: 'DESC' }, search: null };

const ignore = () => {};

export function RmasPage() {
  return (
    <Suspense fallback={<RmaList rows={[]} loading variables={INITIAL_RMA_VARIABLES} onVariables={ignore} onRefetch={ignore} />}>
      <RmaListLoader />
    </Suspense>
  );
}

function RmaListLoader() {
  const { user } = useViewer();
  // A change of the active group loads the list again (the server answers for that group).
  const { data, reload, variables } = useRouteQuery<RmasPageQuery>(rmasQuery, { reloadOn: user?.groupId ?? 0 });
  const [isPending, startTransition] = useTransition();
  // The rows shown stay until the next ones are loaded.
  const update = (next: Partial<Variables>) => startTransition(() => reload(next, { fetchPolicy: 'store-and-network' }));
  const refetch = () => startTransition(() => reload({}, { fetchPolicy: 'store-and-network' }));
  return (
    <RmaList
      rows={data.rmas.edges.map((edge) => edge.node)}
      loading={isPending}
      variables={variables as Variables}
      onVariables={update}
      onRefetch={refetch}
      totalCount={data.rmas.totalCount}
      pageCursors={data.rmas.pageCursors}
    />
  );
}

function RmaList({
  rows,
  loading,
  variables,
  onVariables,
  onRefetch,
  totalCount,
  pageCursors,
}: {
  rows: readonly RmaRow[];
  loading: boolean;
  variables: Variables;
  onVariables(next: Partial<Variables>): void;
  onRefetch(): void;
  totalCount?: number;
  pageCursors?: RmasPageQuery$data['rmas']['pageCursors'];
}) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { user } = useViewer();
  const { authHeaders } = useSession();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState<RmaRow | null>(null);
  const canDelete = (user?.roleLevel ?? 0) >= 9;

  const create = async () => {
    try {
      const response = await commitAsync<RmasPageCreateMutation>(environment, createMutation, {});
      alerts.success(`Successfully created RMA: ${response.createRma.rowId}`);
      navigate(`/RMA/${response.createRma.rowId}`);
    } catch {
      alerts.failure('Failed to create RMA.');
    }
  };

  // The row leaves the list at once; the server is called after.
  const remove = async (rma: RmaRow) => {
    setHidden((current) => new Set(current).add(rma.id));
    try {
      await commitAsync<RmasPageDeleteMutation>(environment, deleteMutation, { id: rma.rowId });
      onRefetch();
    } catch (error) {
      setHidden((current) => {
        const next = new Set(current);
        next.delete(rma.id);
        return next;
      });
      alerts.failure(describeMutationError(error).message);
    }
  };

  return (
    <>
      <ListScreen<RmaRow>
        title="RMA Requests"
        exportList={user && isAdmin(user.roleLevel) && !loading ? { list: 'rmas', filters: { status: variables.status ?? undefined }, authHeaders } : undefined}
        subtitle={user?.activeGroup ? `${RMA_LIST_SUBTITLE} (${user.activeGroup.name})` : RMA_LIST_SUBTITLE}
        back={user && isAdmin(user.roleLevel) ? '/Administration' : true}
        onCreate={() => void create()}
        createLabel="Create RMA"
        columns={columns}
        rows={rows.filter((row) => !hidden.has(row.id))}
        getRowId={(rma) => rma.id}
        loading={loading}
        onRowClick={(rma) => navigate(`/RMA/${rma.rowId}`)}
        sort={variables.orderBy}
        onSort={(field) => onVariables({ orderBy: nextOrder(variables.orderBy, field as RmaOrderField), after: null })}
        search={variables.search ?? ''}
        onSearch={(search) => onVariables({ search: search || null, after: null })}
        filterNotice={
          <div className="rma-status-filter">
            <SelectField
              label="Status"
              name="status"
              value={variables.status ?? ''}
              placeholder="All statuses"
              options={['Not Submitted', ...RMA_STATUSES].map((status) => ({ value: status, label: status }))}
              onChange={(status) => onVariables({ status: status || null, after: null })}
            />
          </div>
        }
        onRefetch={onRefetch}
        totalCount={totalCount}
        pageSize={variables.first}
        pageCursors={pageCursors}
        onPageChange={(after) => onVariables({ after })}
        onPageSizeChange={(first) => onVariables({ first, after: null })}
        rowActions={(rma) => (
          <span className="org-actions">
            <button
              type="button"
              className="btn btn-sm btn-icon btn-ghost"
              aria-label={rma.isSubmitted ? `View RMA ${rma.rowId}` : `Edit RMA ${rma.rowId}`}
              title={rma.isSubmitted ? 'View' : 'Edit'}
              onClick={(event) => {
                event.stopPropagation();
                navigate(`/RMA/${rma.rowId}`);
              }}
            >
              <FontAwesomeIcon icon={rma.isSubmitted ? faEye : faPen} />
            </button>
            {canDelete && (
              <button
                type="button"
                className="btn btn-sm btn-icon btn-ghost"
                aria-label={`Delete RMA ${rma.rowId}`}
                title="Delete"
                onClick={(event) => {
                  event.stopPropagation();
                  setConfirming(rma);
                }}
              >
                <FontAwesomeIcon icon={faTrashCan} />
              </button>
            )}
          </span>
        )}
      />
      <ConfirmDialog
        open={!!confirming}
        message={`Are you sure you want to delete RMA #${confirming?.rmaNumber || confirming?.rowId}?`}
        confirmLabel="Yes, Delete"
        cancelLabel="No, Cancel"
        tone="danger"
        onConfirm={() => {
          const rma = confirming;
          setConfirming(null);
          if (rma) void remove(rma);
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
