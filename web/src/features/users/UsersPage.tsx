import { Suspense, useMemo, useState } from 'react';
import { BulkBar } from '../../ui/BulkBar';
import { UsersBulkActions, type BulkOutcome } from './UsersBulkActions';
import { useSession } from '../../app/SessionProvider';
import { graphql, useMutation, useRefetchableFragment, useSubscription } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useNavigate } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { RoleLevel } from '../../app/access';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { ConfirmDialog } from '../../ui/Modal';
import { dropDeletedRows } from '../../ui/pagedList';
import { useListRefetch, useListState, type ListOrder } from '../../ui/useListState';
import type { UsersPageQuery } from './__generated__/UsersPageQuery.graphql';
import type { UsersPagePresenceSubscription } from './__generated__/UsersPagePresenceSubscription.graphql';
import type { UsersPageDeleteMutation } from './__generated__/UsersPageDeleteMutation.graphql';
import type { UsersPageListRefetchQuery, UserOrderField } from './__generated__/UsersPageListRefetchQuery.graphql';
import type { UsersPage_list$data, UsersPage_list$key } from './__generated__/UsersPage_list.graphql';
import { roleIcon } from '../../ui/roleIcon';
import './UsersPage.css';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

const usersQuery = graphql`
  query UsersPageQuery {
    ...UsersPage_list
  }
`;

const listFragment = graphql`
  fragment UsersPage_list on Query
  @refetchable(queryName: "UsersPageListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 12 }
    after: { type: "String" }
    orderBy: { type: "UserOrder", defaultValue: { field: isLoggedIn, direction: DESC } }
    search: { type: "String" }
  ) {
    users(first: $first, after: $after, orderBy: $orderBy, search: $search) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          rowId
          username
          firstName
          lastName
          isLoggedIn
          roleLevel
          roleName
          platformName
        }
      }
    }
  }
`;

const presenceSubscription = graphql`
  subscription UsersPagePresenceSubscription {
    userPresence {
      id
      isLoggedIn
    }
  }
`;

const deleteMutation = graphql`
  mutation UsersPageDeleteMutation($ids: [Int!]!) {
    deleteUsers(ids: $ids) @deleteRecord
  }
`;

export type UserRow = UsersPage_list$data['users']['edges'][number]['node'];

export const DEFAULT_USER_ORDER: ListOrder<UserOrderField> = { field: 'isLoggedIn', direction: 'DESC' };
export const BULK_DELETE_QUESTION = 'Are you sure you want to delete the following users?';

export function OnlineDot({ online }: { online: boolean }) {
  return (
    <span className={`online-dot ${online ? 'is-online' : 'is-offline'}`} role="img" aria-label={online ? 'Online' : 'Offline'} title={online ? 'Online' : 'Offline'} />
  );
}

export function RoleBadge({ level, name }: { level: number; name?: string | null }) {
  return (
    <span className="role-badge" title={name ?? undefined}>
      <FontAwesomeIcon icon={roleIcon(level)} aria-hidden />
      {level}
    </span>
  );
}

export function userColumns(options: { superAdmin: boolean }): Column<UserRow>[] {
  const columns: Column<UserRow>[] = [
    { key: 'username', header: 'Email', sortField: 'username' },
    { key: 'lastName', header: 'Last Name', sortField: 'lastName' },
    { key: 'isLoggedIn', header: 'Online', sortField: 'isLoggedIn', align: 'center', width: 96, render: (user) => <OnlineDot online={user.isLoggedIn} /> },
    { key: 'roleLevel', header: 'Role Level', sortField: 'roleLevel', width: 120, render: (user) => <RoleBadge level={user.roleLevel} name={user.roleName} /> },
    { key: 'rowId', header: 'Id', sortField: 'id', hiddenByDefault: true, width: 80 },
  ];
  if (options.superAdmin) columns.push({ key: 'platformName', header: 'Platform', sortField: 'pid' });
  return columns;
}

export function UsersPage() {
  const { user } = useViewer();
  const superAdmin = (user?.roleLevel ?? 0) >= RoleLevel.SuperAdmin;
  return (
    <Suspense fallback={<UsersSkeleton superAdmin={superAdmin} />}>
      <UsersLoader />
    </Suspense>
  );
}

function subtitleFor(superAdmin: boolean, platformName: string | undefined) {
  return superAdmin ? 'Every user of every platform. Online users are listed first.' : `The users of ${platformName ?? 'your platform'}. Online users are listed first.`;
}

function UsersSkeleton({ superAdmin }: { superAdmin: boolean }) {
  const columns = useMemo(() => userColumns({ superAdmin }), [superAdmin]);
  return <ListScreen<UserRow> title="Users" back="/Administration" columns={columns} rows={[]} getRowId={(row) => row.id} loading />;
}

function UsersLoader() {
  const data = useRouteQuery<UsersPageQuery>(usersQuery).data;
  return <UserList query={data} />;
}

function UserList({ query }: { query: UsersPage_list$key }) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { user: viewer, platform } = useViewer();
  const superAdmin = (viewer?.roleLevel ?? 0) >= RoleLevel.SuperAdmin;
  const [data, refetch] = useRefetchableFragment<UsersPageListRefetchQuery, UsersPage_list$key>(listFragment, query);
  const list = useListState<UserOrderField>({ defaultOrder: DEFAULT_USER_ORDER });
  const { authHeaders } = useSession();
  const { isPending, refresh } = useListRefetch(list.variables, (variables, options) => refetch(variables, options));
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [commitDelete, deleting] = useMutation<UsersPageDeleteMutation>(deleteMutation);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

  // Presence changes update the rows' Online dots in the Relay store as they happen.
  const subscription = useMemo<GraphQLSubscriptionConfig<UsersPagePresenceSubscription>>(
    () => ({ subscription: presenceSubscription, variables: {}, onError: () => {} }),
    [],
  );
  useSubscription(subscription);

  const rows = data.users.edges.flatMap((edge) => (edge.node ? [edge.node] : []));
  const toggle = (row: UserRow, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(row.rowId, row.username);
      else next.delete(row.rowId);
      return next;
    });

  const columns = useMemo<Column<UserRow>[]>(
    () => [
      {
        key: 'select',
        header: 'Select',
        width: 64,
        align: 'center',
        render: (row) => {
          const self = row.rowId === viewer?.rowId;
          return (
            <input
              type="checkbox"
              className="users__select"
              aria-label={self ? `You cannot delete yourself (${row.username})` : `Select ${row.username}`}
              title={self ? FORM_MESSAGES.cannotDeleteYourself : undefined}
              disabled={self}
              checked={selected.has(row.rowId)}
              onClick={(event) => event.stopPropagation()}
              onChange={(event) => toggle(row, event.target.checked)}
            />
          );
        },
      },
      ...userColumns({ superAdmin }),
    ],
    [selected, superAdmin, viewer?.rowId],
  );

  const selectable = rows.filter((row) => row.rowId !== viewer?.rowId);
  const allOnPage = selectable.length > 0 && selectable.every((row) => selected.has(row.rowId));
  const selectPage = (on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of selectable) {
        if (on) next.set(row.rowId, row.username);
        else next.delete(row.rowId);
      }
      return next;
    });
  const names = new Map([...selected.entries()]);
  const bulkDone = (result: BulkOutcome) => {
    setOutcome(result);
    // the refused users stay selected, to try again or leave
    setSelected((current) => new Map([...current].filter(([id]) => result.results.some((row) => row.rowId === id && !row.ok))));
    refresh();
  };

  const remove = () => {
    const ids = [...selected.keys()].filter((id) => id !== viewer?.rowId);
    commitDelete({
      variables: { ids },
      updater: (store) => dropDeletedRows(store, { field: 'users', args: list.variables }),
      onCompleted: () => {
        setConfirming(false);
        alerts.success(`Successfully deleted ${ids.length === 1 ? '1 user' : `${ids.length} users`}.`);
        setSelected(new Map());
      },
      onError: (error) => {
        setConfirming(false);
        alerts.failure(error.message);
      },
    });
  };

  return (
    <>
      <ListScreen<UserRow>
        title="Users"
        exportList={{ list: 'users', authHeaders }}
        subtitle={subtitleFor(superAdmin, platform?.name)}
        back="/Administration"
        onCreate={() => navigate('/Users/create')}
        createLabel="Create User"
        headerActions={
          selected.size > 0 && (
            <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)} disabled={deleting}>
              <FontAwesomeIcon icon={faTrashCan} />
              Delete ({selected.size})
            </button>
          )
        }
        filterNotice={
          <BulkBar
            selectedCount={selected.size}
            pageCount={selectable.length}
            allOnPage={allOnPage}
            onSelectPage={selectPage}
            onClear={() => {
              setSelected(new Map());
              setOutcome(null);
            }}
            outcome={outcome}
            describe={(id) => names.get(id) ?? `User #${id}`}
          >
            <Suspense fallback={<span>Loading roles and groups…</span>}>
              <UsersBulkActions ids={[...selected.keys()]} onDone={bulkDone} onDelete={() => setConfirming(true)} />
            </Suspense>
          </BulkBar>
        }
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        loading={isPending}
        onRowClick={(row) => navigate(`/Users/edit/${encodeURIComponent(row.username)}`)}
        sort={list.order}
        onSort={(field) => list.toggleSort(field as UserOrderField)}
        search={list.search}
        onSearch={list.setSearch}
        onRefetch={refresh}
        totalCount={data.users.totalCount}
        pageSize={list.pageSize}
        pageCursors={data.users.pageCursors}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        renderCard={(row) => (
          <div className="user-card">
            <div className="user-card__head">
              <RoleBadge level={row.roleLevel} name={row.roleName} />
              <OnlineDot online={row.isLoggedIn} />
            </div>
            <strong className="user-card__name">{[row.firstName, row.lastName].filter(Boolean).join(' ') || row.username}</strong>
            <span className="user-card__email">{row.username}</span>
            {superAdmin && <span className="user-card__platform">{row.platformName}</span>}
          </div>
        )}
      />
      <ConfirmDialog
        open={confirming}
        title="Delete Users"
        tone="danger"
        message={
          <>
            {BULK_DELETE_QUESTION}
            <span className="users__delete-list">
              {[...selected.values()].map((username) => (
                <span key={username} className="users__delete-item">
                  {username}
                </span>
              ))}
            </span>
            <span className="users__delete-note">Either every one of them is deleted, or none is.</span>
          </>
        }
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
