import { Suspense, useCallback, useEffect, useState, useTransition, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useNavigate, useParams } from 'react-router';
import { NotFound, NotFoundBoundary, parseRowId } from '../../ui/NotFound';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faMinus } from '@fortawesome/free-solid-svg-icons/faMinus';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { faUserPlus } from '@fortawesome/free-solid-svg-icons/faUserPlus';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import type { Column } from '../../ui/columns';
import { SelectField, TextAreaField, TextField } from '../../ui/fields';
import { FormActionBar } from '../../ui/FormActionBar';
import { ListScreen } from '../../ui/ListScreen';
import { commitAsync, describeMutationError } from '../../ui/mutation';
import { Page, PageHeader } from '../../ui/Page';
import { LoadingIndicator } from '../../ui/Spinner';
import { DEFAULT_PAGE_SIZE, type PageCursors } from '../../ui/Pager';
import type { GroupPageQuery, GroupPageQuery$data } from './__generated__/GroupPageQuery.graphql';
import type { GroupPageOptionsQuery } from './__generated__/GroupPageOptionsQuery.graphql';
import type { GroupPageUsersQuery, GroupPageUsersQuery$data } from './__generated__/GroupPageUsersQuery.graphql';
import type { GroupPageCreateMutation } from './__generated__/GroupPageCreateMutation.graphql';
import type { GroupPageUpdateMutation } from './__generated__/GroupPageUpdateMutation.graphql';
import type { GroupPageDeleteMutation } from './__generated__/GroupPageDeleteMutation.graphql';
import type { GroupPageSetMemberMutation } from './__generated__/GroupPageSetMemberMutation.graphql';
import '../../ui/adminForm.css';

const groupQuery = graphql`
  query GroupPageQuery($id: ID!, $isCreate: Boolean!) {
    assignablePlatforms {
      rowId
      name
    }
    node(id: $id) @skip(if: $isCreate) {
      ... on Group {
        id
        rowId
        pid
        name
        description
        defaultCustomerId
        productListId
      }
    }
  }
`;

const optionsQuery = graphql`
  query GroupPageOptionsQuery($pid: Int!) {
    defaultCustomerOptions(pid: $pid) {
      rowId
      label
    }
    productLists(pid: $pid, first: 200) {
      edges {
        node {
          rowId
          name
        }
      }
    }
  }
`;

const usersQuery = graphql`
  query GroupPageUsersQuery($id: ID!, $groupId: Int!, $first: Int, $after: String, $search: String) {
    node(id: $id) {
      ... on Group {
        platformUsers(first: $first, after: $after, search: $search) {
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
              isMemberOf(groupId: $groupId)
            }
          }
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation GroupPageCreateMutation($input: GroupInput!) {
    createGroup(input: $input) {
      id
      rowId
      pid
      name
      description
      defaultCustomerId
      productListId
    }
  }
`;

const updateMutation = graphql`
  mutation GroupPageUpdateMutation($id: Int!, $input: GroupInput!) {
    updateGroup(id: $id, input: $input) {
      id
      rowId
      pid
      name
      description
      defaultCustomerId
      productListId
    }
  }
`;

const deleteMutation = graphql`
  mutation GroupPageDeleteMutation($id: Int!) {
    deleteGroup(id: $id)
  }
`;

const setMemberMutation = graphql`
  mutation GroupPageSetMemberMutation($groupId: Int!, $userId: Int!, $member: Boolean!) {
    setGroupMember(groupId: $groupId, userId: $userId, member: $member) {
      id
      groupId
      groupIds
      isMemberOf(groupId: $groupId)
      groups {
        id
        rowId
        name
      }
      activeGroup {
        id
        rowId
        name
      }
    }
  }
`;

export const DEFAULT_CUSTOMER_HELP = 'Users in this group will have new quotes automatically generated with this customer.';
export const PLATFORM_PROMPT = 'Please select a platform to assign this group to.';
export const PLATFORM_REQUIRED = 'Platform is required!';

type GroupNode = NonNullable<GroupPageQuery$data['node']>;

interface GroupForm {
  pid: string;
  name: string;
  description: string;
  defaultCustomerId: string;
  productListId: string;
}

const idText = (value: number | null | undefined) => (value == null ? '' : String(value));

function formOf(group: GroupNode | null | undefined): GroupForm {
  return {
    pid: idText(group?.pid),
    name: group?.name ?? '',
    description: group?.description ?? '',
    defaultCustomerId: idText(group?.defaultCustomerId),
    productListId: idText(group?.productListId),
  };
}

export function GroupPage() {
  const { id = 'create' } = useParams();
  if (id !== 'create' && parseRowId(id) === null) return <GroupNotFound />;
  return (
    <NotFoundBoundary key={id} what="Group" back="/Administration">
      <Suspense fallback={<LoadingIndicator label="Loading group" />}>
        <GroupLoader key={id} id={id} />
      </Suspense>
    </NotFoundBoundary>
  );
}

const GroupNotFound = () => <NotFound what="Group" back="/Administration" />;

function GroupLoader({ id }: { id: string }) {
  const isCreate = id === 'create';
  const { data } = useRouteQuery<GroupPageQuery>(groupQuery);
  if (!isCreate && (!data.node || data.node.rowId === undefined)) return <GroupNotFound />;
  return <GroupEditor group={isCreate ? null : (data.node as GroupNode)} platforms={data.assignablePlatforms} />;
}

function GroupEditor({ group, platforms }: { group: GroupNode | null; platforms: GroupPageQuery$data['assignablePlatforms'] }) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { user } = useViewer();
  const [saved, setSaved] = useState<GroupForm>(() => formOf(group));
  const [form, setForm] = useState<GroupForm>(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof GroupForm, string>>>({});
  // The platform's customers and product lists: loaded when a platform is chosen, and for the saved one.
  const [options, loadOptions, disposeOptions] = useQueryLoader<GroupPageOptionsQuery>(optionsQuery);
  const loadOptionsFor = useCallback(
    (pid: string) => (Number(pid) ? loadOptions({ pid: Number(pid) }, { fetchPolicy: 'store-and-network' }) : disposeOptions()),
    [loadOptions, disposeOptions],
  );
  const savedPid = saved.pid;
  useEffect(() => {
    loadOptionsFor(savedPid);
  }, [loadOptionsFor, savedPid]);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const listPid = group?.pid ?? user?.pid ?? '';

  const set = (key: keyof GroupForm) => (value: string) => {
    if (key === 'pid' && value !== form.pid) loadOptionsFor(value);
    setForm((current) => ({ ...current, [key]: value, ...(key === 'pid' ? { defaultCustomerId: '', productListId: '' } : {}) }));
    setSubmitted(false);
  };

  const input = () => ({
    pid: Number(form.pid),
    name: form.name,
    description: form.description,
    defaultCustomerId: form.defaultCustomerId ? Number(form.defaultCustomerId) : null,
    productListId: form.productListId ? Number(form.productListId) : null,
  });

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!form.pid) {
      setErrors({ pid: PLATFORM_REQUIRED });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      if (!group) {
        const response = await commitAsync<GroupPageCreateMutation>(environment, createMutation, { input: input() });
        alerts.success(`Successfully created Group: ${response.createGroup.rowId}`);
        navigate(`/Group/${response.createGroup.rowId}`, { replace: true });
        return;
      }
      const response = await commitAsync<GroupPageUpdateMutation>(environment, updateMutation, { id: group.rowId!, input: input() });
      const next = formOf(response.updateGroup as GroupNode);
      setSaved(next);
      setForm(next);
      setSubmitted(true);
      alerts.success(`Successfully updated Group: ${response.updateGroup.rowId}`);
    } catch (error) {
      const { message, field } = describeMutationError(error);
      if (field && field in form) setErrors({ [field]: message });
      alerts.failure(group ? message : 'Failed to create group.');
    } finally {
      setSubmitting(false);
    }
  };

  const remove = async () => {
    if (!group) return;
    try {
      await commitAsync<GroupPageDeleteMutation>(environment, deleteMutation, { id: group.rowId! });
      alerts.success(`Succesfully Deleted Group: ${group.name}`);
      navigate(`/Groups/${group.pid}`);
    } catch (error) {
      alerts.failure(describeMutationError(error).message);
    }
  };

  return (
    <Page>
      <PageHeader title={group ? 'Edit Group' : 'Create Group'} back={`/Groups/${listPid}`} />
      <form id="group-form" className="org-form" noValidate onSubmit={save}>
        <div className="org-form__grid">
          <SelectField
            label="Assign to Platform"
            name="pid"
            required
            value={form.pid}
            onChange={set('pid')}
            placeholder={PLATFORM_PROMPT}
            options={platforms.map((platform) => ({ value: String(platform.rowId), label: platform.name }))}
            error={errors.pid}
          />
          <TextField label="Name" name="name" value={form.name} onChange={set('name')} error={errors.name} maxLength={200} />
          <Suspense fallback={<LoadingIndicator label="Loading options" />}>
            <GroupOptionFields form={form} set={set} errors={errors} options={form.pid ? options : null} />
          </Suspense>
        </div>
        <TextAreaField label="Description" name="description" value={form.description} onChange={set('description')} error={errors.description} />
        <FormActionBar
          dirty={dirty}
          submitting={submitting}
          submitted={submitted}
          form="group-form"
          onCancel={() => {
            setForm(saved);
            if (form.pid !== saved.pid) loadOptionsFor(saved.pid);
            setErrors({});
          }}
          onReturn={() => navigate(`/Groups/${listPid}`)}
          onDelete={group ? remove : undefined}
          deleteName={group?.name || `Group ${group?.rowId ?? ''}`}
        />
      </form>
      {group && <AssignedUsers group={group} />}
    </Page>
  );
}

function GroupOptionFields({
  form,
  set,
  errors,
  options,
}: {
  form: GroupForm;
  set(key: keyof GroupForm): (value: string) => void;
  errors: Partial<Record<keyof GroupForm, string>>;
  options: PreloadedQuery<GroupPageOptionsQuery> | null | undefined;
}) {
  if (!options) return <GroupOptionSelects form={form} set={set} errors={errors} />;
  return <GroupOptionsLoader form={form} set={set} errors={errors} options={options} />;
}

function GroupOptionsLoader({ options, ...props }: Parameters<typeof GroupOptionSelects>[0] & { options: PreloadedQuery<GroupPageOptionsQuery> }) {
  const data = usePreloadedQuery<GroupPageOptionsQuery>(optionsQuery, options);
  return <GroupOptionSelects {...props} customers={data.defaultCustomerOptions} lists={data.productLists?.edges.map((edge) => edge.node)} />;
}

function GroupOptionSelects({
  form,
  set,
  errors,
  customers = [],
  lists = [],
}: {
  form: GroupForm;
  set(key: keyof GroupForm): (value: string) => void;
  errors: Partial<Record<keyof GroupForm, string>>;
  customers?: readonly { rowId: number; label: string }[];
  lists?: readonly { rowId: number; name: string | null | undefined }[];
}) {
  return (
    <>
      <SelectField
        label="Default Customer"
        name="defaultCustomerId"
        value={form.defaultCustomerId}
        onChange={set('defaultCustomerId')}
        placeholder="None"
        options={customers.map((customer) => ({ value: String(customer.rowId), label: customer.label }))}
        help={DEFAULT_CUSTOMER_HELP}
        error={errors.defaultCustomerId}
      />
      <SelectField
        label="Assign to Product List"
        name="productListId"
        required
        value={form.productListId}
        onChange={set('productListId')}
        placeholder="Select a Product List"
        options={lists.map((list) => ({ value: String(list.rowId), label: list.name || `Product List ${list.rowId}` }))}
        error={errors.productListId}
      />
    </>
  );
}

type UserRow = NonNullable<NonNullable<GroupPageUsersQuery$data['node']>['platformUsers']>['edges'][number]['node'];

function AssignedUsers({ group }: { group: GroupNode }) {
  const navigate = useNavigate();

  return (
    <section className="org-section" aria-label="Assigned Users">
      <Suspense fallback={<UsersTable group={group} rows={[]} loading onCreateUser={() => navigate('/Users/create')} />}>
        <AssignedUsersLoader group={group} onCreateUser={() => navigate('/Users/create')} />
      </Suspense>
    </section>
  );
}

type UsersVariables = { first: number; after: string | null; search: string | null };

/** The group's platform users, loaded by the route with the group; paging and search load them again. */
function AssignedUsersLoader({ group, onCreateUser }: { group: GroupNode; onCreateUser(): void }) {
  const { data, reload, variables } = useRouteQuery<GroupPageUsersQuery>(usersQuery);
  const [isPending, startTransition] = useTransition();
  // The rows shown stay until the next ones are loaded.
  const update = (next: Partial<UsersVariables>) => startTransition(() => reload(next, { fetchPolicy: 'store-and-network' }));
  const refetch = () => startTransition(() => reload());
  const connection = data.node?.platformUsers;
  const first = variables.first ?? DEFAULT_PAGE_SIZE;
  return (
    <UsersTable
      group={group}
      rows={connection?.edges.map((edge) => edge.node) ?? []}
      loading={isPending}
      onCreateUser={onCreateUser}
      onChanged={refetch}
      search={variables.search ?? ''}
      onSearch={(search) => update({ search: search || null, after: null })}
      totalCount={connection?.totalCount}
      pageSize={first}
      pageCursors={connection?.pageCursors}
      onPageChange={(after) => update({ after })}
      onPageSizeChange={(size) => update({ first: size, after: null })}
    />
  );
}

function UsersTable({
  group,
  rows,
  loading,
  onCreateUser,
  onChanged,
  ...paging
}: {
  group: GroupNode;
  rows: readonly UserRow[];
  loading: boolean;
  onCreateUser(): void;
  onChanged?(): void;
  search?: string;
  onSearch?(text: string): void;
  totalCount?: number;
  pageSize?: number;
  pageCursors?: PageCursors | null;
  onPageChange?(cursor: string | null): void;
  onPageSizeChange?(size: number): void;
}) {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const [busy, setBusy] = useState<number | null>(null);
  const groupName = group.name || String(group.rowId);

  const setMember = async (row: UserRow, member: boolean) => {
    setBusy(row.rowId);
    try {
      await commitAsync<GroupPageSetMemberMutation>(environment, setMemberMutation, { groupId: group.rowId!, userId: row.rowId, member });
      alerts.success(
        member
          ? `Successfully added ${row.username} to the group [${groupName}].`
          : `Successfully removed ${row.username} from the group [${groupName}].`,
      );
      onChanged?.();
    } catch {
      alerts.failure(member ? `Failed to add ${row.username} to the group [${groupName}].` : `Failed to remove ${row.username} from the group [${groupName}].`);
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<UserRow>[] = [
    { key: 'rowId', header: 'User ID', width: 90 },
    { key: 'username', header: 'Email' },
    { key: 'firstName', header: 'First Name' },
    { key: 'lastName', header: 'Last Name' },
    {
      key: 'assigned',
      header: 'Assigned',
      render: (row) => <span className={row.isMemberOf ? 'org-badge org-badge--yes' : 'org-badge'}>{row.isMemberOf ? 'Yes' : 'No'}</span>,
    },
  ];

  return (
    <ListScreen<UserRow>
      asPage={false}
      title="Assigned Users"
      headerActions={
        <button type="button" className="btn btn-outline" onClick={onCreateUser}>
          <FontAwesomeIcon icon={faUserPlus} />
          Create User
        </button>
      }
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      loading={loading}
      rowActions={(row) => (
        <span className="org-actions">
          <button
            type="button"
            className="btn btn-sm btn-icon btn-outline"
            aria-label={`Add ${row.username} to the group`}
            title="Add to group"
            disabled={row.isMemberOf || busy === row.rowId}
            onClick={(event) => {
              event.stopPropagation();
              void setMember(row, true);
            }}
          >
            <FontAwesomeIcon icon={faPlus} />
          </button>
          <button
            type="button"
            className="btn btn-sm btn-icon btn-outline"
            aria-label={`Remove ${row.username} from the group`}
            title="Remove from group"
            disabled={!row.isMemberOf || busy === row.rowId}
            onClick={(event) => {
              event.stopPropagation();
              void setMember(row, false);
            }}
          >
            <FontAwesomeIcon icon={faMinus} />
          </button>
        </span>
      )}
      search={paging.search}
      onSearch={paging.onSearch}
      totalCount={paging.totalCount}
      pageSize={paging.pageSize}
      pageCursors={paging.pageCursors}
      onPageChange={paging.onPageChange}
      onPageSizeChange={paging.onPageSizeChange}
    />
  );
}
