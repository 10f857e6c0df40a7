import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useParams } from 'react-router';
import { NotFound, parseRowId } from '../../ui/NotFound';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { RoleLevel } from '../../app/access';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { CardGrid } from '../../ui/CardGrid';
import { TextAreaField, TextField } from '../../ui/fields';
import { ConfirmDialog } from '../../ui/Modal';
import { SidePanel, SidePanelCancel } from '../../ui/SidePanel';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { roleIcon } from '../../ui/roleIcon';
import type { RolesPageQuery, RolesPageQuery$data } from './__generated__/RolesPageQuery.graphql';
import type { RolesPageCreateMutation } from './__generated__/RolesPageCreateMutation.graphql';
import type { RolesPageUpdateMutation } from './__generated__/RolesPageUpdateMutation.graphql';
import type { RolesPageDeleteMutation } from './__generated__/RolesPageDeleteMutation.graphql';
import './RolesPage.css';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

const rolesQuery = graphql`
  query RolesPageQuery($pid: Int) {
    roles(pid: $pid) {
      ...RolesPage_role @relay(mask: false)
    }
  }
`;

graphql`
  fragment RolesPage_role on Role {
    id
    rowId
    pid
    name
    description
    roleLevel
    userCount
  }
`;

const createMutation = graphql`
  mutation RolesPageCreateMutation($input: RoleInput!) {
    createRole(input: $input) {
      ...RolesPage_role @relay(mask: false)
    }
  }
`;

const updateMutation = graphql`
  mutation RolesPageUpdateMutation($id: Int!, $input: RoleInput!) {
    updateRole(id: $id, input: $input) {
      ...RolesPage_role @relay(mask: false)
    }
  }
`;

const deleteMutation = graphql`
  mutation RolesPageDeleteMutation($id: Int!) {
    deleteRole(id: $id) @deleteRecord
  }
`;

type Role = RolesPageQuery$data['roles'][number];

/**
 * Puts the platform's role list in the store in the server's order (highest level first, then by
 * name and id) after a role is created, changed or deleted; a created role joins the list.
 */
function reorderRoles(store: RecordSourceSelectorProxy, pid: number | null, created?: RecordProxy | null) {
  const list = store.getRoot().getLinkedRecords('roles', { pid });
  if (!list) return;
  const roles = [...list, created].filter((role): role is RecordProxy => role != null);
  const unique = [...new Map(roles.map((role) => [role.getDataID(), role])).values()];
  const key = (role: RecordProxy) => [Number(role.getValue('roleLevel')), String(role.getValue('name') ?? ''), Number(role.getValue('rowId'))] as const;
  unique.sort((a, b) => {
    const [levelA, nameA, idA] = key(a);
    const [levelB, nameB, idB] = key(b);
    if (levelA !== levelB) return levelB - levelA;
    if (nameA !== nameB) return nameA < nameB ? -1 : 1;
    return idA - idB;
  });
  store.getRoot().setLinkedRecords(unique, 'roles', { pid });
}

export const ROLE_DELETE_WARNING =
  'Deleting a role breaks the app for the users assigned to it. Are you sure you want to delete {name}?';
export const ROLE_LEVEL_MIN = FORM_MESSAGES.levelAtLeastZero;
export const ROLE_LEVEL_MAX =
  FORM_MESSAGES.levelAtMostNine;

/** /Role/{pid}: the roles of a platform as cards; level 9 creates, edits and deletes them. */
export function RolesPage() {
  const { pid } = useParams();
  const platformId = pid && /^\d+$/.test(pid) ? Number(pid) : null;
  const { user } = useViewer();
  // Another platform's roles are not an admin's below level 9 to see.
  const foreign = platformId !== null && user !== null && user.roleLevel < RoleLevel.SuperAdmin && platformId !== user.pid;
  if ((pid && parseRowId(pid) === null) || foreign) return <NotFound what="Platform" back="/Administration" />;
  return (
    <Page>
      <Suspense fallback={<RolesSkeleton />}>
        <RolesGrid pid={platformId} />
      </Suspense>
    </Page>
  );
}

function RolesSkeleton() {
  return (
    <>
      <PageHeader title="Role Management" back="/Administration" />
      <CardGrid rows={[]} getRowId={() => ''} columns={[]} loading size="small" />
    </>
  );
}

function RolesGrid({ pid }: { pid: number | null }) {
  const { user } = useViewer();
  const canEdit = (user?.roleLevel ?? 0) >= RoleLevel.SuperAdmin;
  const data = useRouteQuery<RolesPageQuery>(rolesQuery).data;
  const [editing, setEditing] = useState<Role | 'new' | null>(null);

  return (
    <>
      <PageHeader
        title="Role Management"
        subtitle={canEdit ? 'Roles set the access level of the users assigned to them.' : 'Only a super administrator can change roles.'}
        back="/Administration"
        actions={
          canEdit && (
            <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
              <FontAwesomeIcon icon={faPlus} />
              Create Role
            </button>
          )
        }
      />
      <CardGrid<Role>
        rows={data.roles}
        getRowId={(role) => role.id}
        columns={[]}
        size="small"
        onCardClick={canEdit ? (role) => setEditing(role) : undefined}
        renderCard={(role) => (
          <div className="role-card">
            <span className="role-card__icon" aria-hidden>
              <FontAwesomeIcon icon={roleIcon(role.roleLevel)} />
            </span>
            <div className="role-card__body">
              <strong className="role-card__name">{role.name}</strong>
              <span className="role-card__meta">
                Level {role.roleLevel} · {role.userCount} {role.userCount === 1 ? 'user' : 'users'}
                {role.pid == null ? ' · built-in' : ''}
              </span>
              {role.description && <p className="role-card__description">{role.description}</p>}
            </div>
          </div>
        )}
      />
      {editing && (
        <RoleEditor
          role={editing === 'new' ? null : editing}
          pid={pid}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </>
  );
}

interface RoleErrors {
  name?: string;
  roleLevel?: string;
}

export function validateRole(values: { name: string; roleLevel: string }): RoleErrors {
  const errors: RoleErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  const level = Number(values.roleLevel);
  if (values.roleLevel.trim() === '' || !Number.isInteger(level)) errors.roleLevel = FORM_MESSAGES.roleLevelWhole;
  else if (level < 0) errors.roleLevel = ROLE_LEVEL_MIN;
  else if (level > 9) errors.roleLevel = ROLE_LEVEL_MAX;
  return errors;
}

function RoleEditor({ role, pid, onClose, onSaved }: { role: Role | null; pid: number | null; onClose(): void; onSaved(): void }) {
  const alerts = useAlerts();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [roleLevel, setRoleLevel] = useState(role ? String(role.roleLevel) : '0');
  const [errors, setErrors] = useState<RoleErrors>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [commitCreate, creating] = useMutation<RolesPageCreateMutation>(createMutation);
  const [commitUpdate, updating] = useMutation<RolesPageUpdateMutation>(updateMutation);
  const [commitDelete, deleting] = useMutation<RolesPageDeleteMutation>(deleteMutation);
  const busy = creating || updating || deleting;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRole({ name, roleLevel });
    setErrors(found);
    if (found.name || found.roleLevel) return;
    const input = { name: name.trim(), description, roleLevel: Number(roleLevel) };
    const done = (id: number) => {
      alerts.success(`Successfully ${role ? 'updated' : 'created'} Role: ${id}`);
      onSaved();
    };
    if (role) {
      commitUpdate({
        variables: { id: role.rowId, input },
        updater: (store) => reorderRoles(store, pid),
        onCompleted: () => done(role.rowId),
        onError: (error) => alerts.failure(error.message),
      });
    } else {
      commitCreate({
        variables: { input: { ...input, pid } },
        updater: (store) => reorderRoles(store, pid, store.getRootField('createRole')),
        onCompleted: (response) => done(response.createRole.rowId),
        onError: (error) => alerts.failure(error.message),
      });
    }
  };

  const remove = () => {
    if (!role) return;
    setConfirmDelete(false);
    commitDelete({
      variables: { id: role.rowId },
      updater: (store) => reorderRoles(store, pid),
      onCompleted: () => {
        alerts.success(`Successfully deleted Role: ${role.name}`);
        onSaved();
      },
      onError: (error) => alerts.failure(error.message),
    });
  };

  return (
    <>
      <SidePanel
        open
        onClose={onClose}
        title={role ? `Edit Role: ${role.name}` : 'Create Role'}
        footer={
          <>
            {role && (
              <>
                <button type="button" className="btn btn-outline" onClick={() => setConfirmDelete(true)} disabled={busy}>
                  <FontAwesomeIcon icon={faTrashCan} />
                  Delete
                </button>
                <span className="side-panel__spacer" />
              </>
            )}
            <SidePanelCancel />
            <button type="submit" form="role-editor" className="btn btn-primary" disabled={busy}>
              {(creating || updating) && <Spinner label="Saving" />}
              Save
            </button>
          </>
        }
      >
        <form id="role-editor" className="role-editor" noValidate onSubmit={submit}>
          <TextField label="Name" name="name" value={name} onChange={setName} error={errors.name} required autoFocus />
          <TextAreaField label="Description" name="description" value={description} onChange={setDescription} />
          <TextField
            label="Role Level"
            name="roleLevel"
            type="number"
            inputMode="numeric"
            value={roleLevel}
            onChange={setRoleLevel}
            error={errors.roleLevel}
            help="0 Public User, 1 Registered User, 5 System Admin, 9 Super Admin."
            required
          />
          {role && role.userCount > 0 && (
            <p className="role-editor__note" role="note">
              {role.userCount} {role.userCount === 1 ? 'user has' : 'users have'} this role.
            </p>
          )}
        </form>
      </SidePanel>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete Role"
        tone="danger"
        message={ROLE_DELETE_WARNING.replace('{name}', role?.name ?? 'this role')}
        confirmLabel="Yes, Delete"
        cancelLabel="No, Cancel"
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
