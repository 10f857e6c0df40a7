import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useParams } from 'react-router';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';
import { faPlus, faTrashCan } from '@fortawesome/free-solid-svg-icons';
import { RoleLevel } from '../../app/access';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { CardGrid } from '../../ui/CardGrid';
import { TextAreaField, TextField } from '../../ui/fields';
import { ConfirmDialog, Modal } from '../../ui/Modal';
import { Page, PageHeader } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { roleIcon } from '../users/roleIcon';
import type { RolesPageQuery, RolesPageQuery$data } from './__generated__/RolesPageQuery.graphql';
import type { RolesPageCreateMutation } from './__generated__/RolesPageCreateMutation.graphql';
import type { RolesPageUpdateMutation } from './__generated__/RolesPageUpdateMutation.graphql';
import type { RolesPageDeleteMutation } from './__generated__/RolesPageDeleteMutation.graphql';
import './RolesPage.css';

const rolesQuery = graphql`
  query RolesPageQuery($pid: Int) {
    roles(pid: $pid) {
      id
      rowId
      pid
      name
      description
      roleLevel
      userCount
    }
  }
`;

const createMutation = graphql`
  mutation RolesPageCreateMutation($input: RoleInput!) {
    createRole(input: $input) {
      id
      rowId
    }
  }
`;

const updateMutation = graphql`
  mutation RolesPageUpdateMutation($id: Int!, $input: RoleInput!) {
    updateRole(id: $id, input: $input) {
      id
      name
      description
      roleLevel
    }
  }
`;

const deleteMutation = graphql`
  mutation RolesPageDeleteMutation($id: Int!) {
    deleteRole(id: $id)
  }
`;

type Role = RolesPageQuery$data['roles'][number];

export const ROLE_DELETE_WARNING =
  'Deleting a role breaks the app for the users assigned to it. Are you sure you want to delete {name}?';
export const ROLE_LEVEL_MIN = 'Number must be greater than or equal to zero.';
export const ROLE_LEVEL_MAX =
  'Nine is the highest access level built into the system. Please select a number from zero through nine.';

/** /Role/{pid}: the roles of a platform as cards; level 9 creates, edits and deletes them. */
export function RolesPage() {
  const { pid } = useParams();
  const [fetchKey, setFetchKey] = useState(0);
  const platformId = pid && /^\d+$/.test(pid) ? Number(pid) : null;
  return (
    <Page>
      <Suspense fallback={<RolesSkeleton />}>
        <RolesGrid pid={platformId} fetchKey={fetchKey} onChanged={() => setFetchKey((key) => key + 1)} />
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

function RolesGrid({ pid, fetchKey, onChanged }: { pid: number | null; fetchKey: number; onChanged(): void }) {
  const { user } = useViewer();
  const canEdit = (user?.roleLevel ?? 0) >= RoleLevel.SuperAdmin;
  const data = useLazyLoadQuery<RolesPageQuery>(rolesQuery, { pid }, { fetchPolicy: 'store-and-network', fetchKey });
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
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
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
  if (values.roleLevel.trim() === '' || !Number.isInteger(level)) errors.roleLevel = 'Role level must be a whole number.';
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
      commitUpdate({ variables: { id: role.rowId, input }, onCompleted: () => done(role.rowId), onError: (error) => alerts.failure(error.message) });
    } else {
      commitCreate({
        variables: { input: { ...input, pid } },
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
      onCompleted: () => {
        alerts.success(`Successfully deleted Role: ${role.name}`);
        onSaved();
      },
      onError: (error) => alerts.failure(error.message),
    });
  };

  return (
    <>
      <Modal
        open
        onClose={onClose}
        showCloseButton
        title={role ? `Edit Role: ${role.name}` : 'Create Role'}
        maxWidth={520}
        footer={
          <div className="role-editor__footer">
            {role && (
              <button type="button" className="btn btn-outline" onClick={() => setConfirmDelete(true)} disabled={busy}>
                <FontAwesomeIcon icon={faTrashCan} />
                Delete
              </button>
            )}
            <span className="role-editor__spacer" />
            <button type="button" className="btn btn-outline" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" form="role-editor" className="btn btn-primary" disabled={busy}>
              {(creating || updating) && <Spinner label="Saving" />}
              Save
            </button>
          </div>
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
      </Modal>
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
