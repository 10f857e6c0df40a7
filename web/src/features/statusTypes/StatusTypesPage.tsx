import { Suspense, useState } from 'react';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faUserAstronaut } from '@fortawesome/free-solid-svg-icons/faUserAstronaut';
import { faUserCheck } from '@fortawesome/free-solid-svg-icons/faUserCheck';
import { faUserGroup } from '@fortawesome/free-solid-svg-icons/faUserGroup';
import { faUserTie } from '@fortawesome/free-solid-svg-icons/faUserTie';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { titledCard } from '../../ui/titledCard';
import { ConfirmDialog } from '../../ui/Modal';
import { SidePanel, SidePanelCancel } from '../../ui/SidePanel';
import { Spinner } from '../../ui/Spinner';
import { useAlerts } from '../../ui/alerts';
import { dropDeletedRows } from '../../ui/pagedList';
import { useListRefetch, useListState, type ListOrder } from '../../ui/useListState';
import type { StatusTypesPageQuery } from './__generated__/StatusTypesPageQuery.graphql';
import type { StatusTypesPage_query$data, StatusTypesPage_query$key } from './__generated__/StatusTypesPage_query.graphql';
import type { StatusTypesRefetchQuery, StatusTypeOrderField } from './__generated__/StatusTypesRefetchQuery.graphql';
import type { StatusTypesPageCreateMutation } from './__generated__/StatusTypesPageCreateMutation.graphql';
import type { StatusTypesPageUpdateMutation } from './__generated__/StatusTypesPageUpdateMutation.graphql';
import type { StatusTypesPageDeleteMutation } from './__generated__/StatusTypesPageDeleteMutation.graphql';
import { StatusTypeForm, type StatusTypeErrors } from './StatusTypeForm';
import './statusTypes.css';

const pageQuery = graphql`
  query StatusTypesPageQuery {
    ...StatusTypesPage_query
  }
`;

const listFragment = graphql`
  fragment StatusTypesPage_query on Query
  @refetchable(queryName: "StatusTypesRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 12 }
    after: { type: "String" }
    orderBy: { type: "StatusTypeOrder", defaultValue: { field: displayOrder, direction: ASC } }
    search: { type: "String" }
  ) {
    statusTypes(first: $first, after: $after, orderBy: $orderBy, search: $search) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          ...StatusTypesPage_statusType @relay(mask: false)
        }
      }
    }
  }
`;

graphql`
  fragment StatusTypesPage_statusType on StatusType {
    id
    rowId
    name
    visible
    roleLevel
    displayOrder
  }
`;

const createMutation = graphql`
  mutation StatusTypesPageCreateMutation($input: StatusTypeInput!) {
    createStatusType(input: $input) {
      ...StatusTypesPage_statusType @relay(mask: false)
    }
  }
`;
const updateMutation = graphql`
  mutation StatusTypesPageUpdateMutation($id: Int!, $input: StatusTypeInput!) {
    updateStatusType(id: $id, input: $input) {
      ...StatusTypesPage_statusType @relay(mask: false)
    }
  }
`;
const deleteMutation = graphql`
  mutation StatusTypesPageDeleteMutation($id: Int!) {
    deleteStatusType(id: $id) @deleteRecord
  }
`;

type StatusTypeRow = StatusTypesPage_query$data['statusTypes']['edges'][number]['node'];

export const DEFAULT_STATUS_TYPE_ORDER: ListOrder<StatusTypeOrderField> = { field: 'displayOrder', direction: 'ASC' };

export function roleLevelIcon(level: number) {
  if (level >= 9) return { icon: faUserAstronaut, label: 'Super administrator' };
  if (level >= 5) return { icon: faUserTie, label: 'Administrator' };
  if (level === 1) return { icon: faUserCheck, label: 'Registered user' };
  return { icon: faUserGroup, label: 'Role level' };
}

export const statusTypeColumns: Column<StatusTypeRow>[] = [
  { key: 'rowId', header: 'ID', sortField: 'id', width: 80 },
  { key: 'name', header: 'Name', sortField: 'name' },
  {
    key: 'visible',
    header: 'Visible',
    sortField: 'visible',
    width: 100,
    render: (s) => (
      <span className={`status-dot ${s.visible ? 'status-dot--on' : 'status-dot--off'}`} role="img" aria-label={s.visible ? 'Visible' : 'Hidden'} title={s.visible ? 'Visible' : 'Hidden'} />
    ),
  },
  {
    key: 'roleLevel',
    header: 'Role Level',
    sortField: 'roleLevel',
    width: 120,
    render: (s) => {
      const { icon, label } = roleLevelIcon(s.roleLevel);
      return (
        <span className="role-level">
          <FontAwesomeIcon icon={icon} title={label} />
          {s.roleLevel}
        </span>
      );
    },
  },
  { key: 'displayOrder', header: 'Display Order', kind: 'number', sortField: 'displayOrder', width: 130 },
];

/** The server's message under the field it names. */
function serverFieldErrors(error: Error): StatusTypeErrors {
  const first = (error as { errors?: { message: string; extensions?: { field?: string } }[] }).errors?.[0];
  const field = first?.extensions?.field;
  return field ? { [field]: first.message } : {};
}

function StatusTypeList({ query }: { query: StatusTypesPage_query$key }) {
  const alerts = useAlerts();
  const [data, refetch] = useRefetchableFragment<StatusTypesRefetchQuery, StatusTypesPage_query$key>(listFragment, query);
  const list = useListState<StatusTypeOrderField>({ defaultOrder: DEFAULT_STATUS_TYPE_ORDER });
  const { isPending, refresh } = useListRefetch(list.variables, (variables, options) => refetch(variables, options));
  const [panel, setPanel] = useState<{ statusType: StatusTypeRow | null } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [serverErrors, setServerErrors] = useState<StatusTypeErrors>({});
  const [commitCreate, creating] = useMutation<StatusTypesPageCreateMutation>(createMutation);
  const [commitUpdate, updating] = useMutation<StatusTypesPageUpdateMutation>(updateMutation);
  const [commitDelete, deleting] = useMutation<StatusTypesPageDeleteMutation>(deleteMutation);
  const busy = creating || updating || deleting;
  const editing = panel?.statusType ?? null;

  const close = () => {
    setPanel(null);
    setServerErrors({});
  };

  // After a save the list is shown again by displayOrder (spec part 2): the saved display order can
  // move rows across pages, so the server sorts the page again.
  const resortAndRefresh = () => {
    if (list.order.field !== 'displayOrder' || list.order.direction !== 'ASC') list.toggleSort('displayOrder');
    refresh();
  };

  const failed = (error: Error) => {
    console.error('Status type save failed', error);
    setServerErrors(serverFieldErrors(error));
  };

  const save = (input: { name: string; visible: boolean; roleLevel: number; displayOrder: number }) => {
    const done = (name: string) => {
      alerts.success(`Successfully updated Status Type: ${name}`);
      close();
      resortAndRefresh();
    };
    if (editing) {
      commitUpdate({ variables: { id: editing.rowId, input }, onCompleted: (r) => done(r.updateStatusType.name), onError: failed });
    } else {
      commitCreate({ variables: { input }, onCompleted: (r) => done(r.createStatusType.name), onError: failed });
    }
  };

  return (
    <>
      <ListScreen<StatusTypeRow>
        title="Status Types"
        back="/Administration"
        onCreate={() => setPanel({ statusType: null })}
        columns={statusTypeColumns}
        rows={data.statusTypes.edges.flatMap((edge) => (edge.node ? [edge.node] : []))}
        getRowId={(s) => s.id}
        loading={isPending}
        onRowClick={(s) => setPanel({ statusType: s })}
        sort={list.order}
        onSort={(field) => list.toggleSort(field as StatusTypeOrderField)}
        search={list.search}
        onSearch={list.setSearch}
        onRefetch={refresh}
        totalCount={data.statusTypes.totalCount}
        pageSize={list.pageSize}
        pageCursors={data.statusTypes.pageCursors}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        renderCard={titledCard(statusTypeColumns, 'name')}
      />
      <SidePanel
        open={panel !== null}
        onClose={close}
        title={editing ? `Edit Status Type ${editing.rowId}` : 'Create Status Type'}
        footer={
          <>
            {editing && (
              <>
                <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setConfirmDelete(true)}>
                  Delete
                </button>
                <span className="side-panel__spacer" />
              </>
            )}
            <SidePanelCancel />
            <button type="submit" form="status-type-form" className="btn btn-primary" disabled={busy}>
              {busy && <Spinner size="sm" label="Saving" />}
              Save
            </button>
          </>
        }
      >
        {panel && (
          <StatusTypeForm
            key={editing?.id ?? 'new'}
            id="status-type-form"
            serverErrors={serverErrors}
            initial={{
              name: editing?.name ?? '',
              visible: editing?.visible ?? true,
              roleLevel: String(editing?.roleLevel ?? 0),
              displayOrder: String(editing?.displayOrder ?? 0),
            }}
            onSubmit={save}
          />
        )}
      </SidePanel>
      <ConfirmDialog
        open={confirmDelete}
        message={`Are you sure you want to delete ${editing?.name ?? ''}?`}
        confirmLabel="Yes"
        cancelLabel="No"
        tone="danger"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          if (!editing) return;
          const { rowId, name } = editing;
          commitDelete({
            variables: { id: rowId },
            updater: (store) => dropDeletedRows(store, { field: 'statusTypes', args: list.variables }),
            onCompleted: () => {
              alerts.success(`Successfully deleted Status Type: ${name}`);
              close();
            },
            onError: (error) => console.error('Status type delete failed', error),
          });
        }}
      />
    </>
  );
}

function StatusTypesLoader() {
  const data = useRouteQuery<StatusTypesPageQuery>(pageQuery).data;
  return <StatusTypeList query={data} />;
}

export function StatusTypesPage() {
  return (
    <Suspense fallback={<ListScreen<StatusTypeRow> title="Status Types" back="/Administration" columns={statusTypeColumns} rows={[]} getRowId={(s) => s.id} loading />}>
      <StatusTypesLoader />
    </Suspense>
  );
}
