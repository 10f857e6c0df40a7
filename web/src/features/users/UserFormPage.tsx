import { Suspense, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useLocation, useNavigate, useParams } from 'react-router';
import { NotFound } from '../../ui/NotFound';
import { RoleLevel } from '../../app/access';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { Page, PageHeader } from '../../ui/Page';
import { LoadingIndicator } from '../../ui/Spinner';
import type { UserFormPageQuery } from './__generated__/UserFormPageQuery.graphql';
import type { UserFormPageCreateMutation } from './__generated__/UserFormPageCreateMutation.graphql';
import type { UserFormPageUpdateMutation } from './__generated__/UserFormPageUpdateMutation.graphql';
import type { UserFormPageDeleteMutation } from './__generated__/UserFormPageDeleteMutation.graphql';
import type { UserFormPageEmailMutation } from './__generated__/UserFormPageEmailMutation.graphql';
import { UserGroupsField } from './UserGroupsField';
import { emptyUserValues, newUserValues, UserForm, type UserFormValues } from './UserForm';
import { NotificationPreferences } from './NotificationPreferences';

const formQuery = graphql`
  query UserFormPageQuery($username: String!, $editing: Boolean!, $admin: Boolean!, $own: Boolean!) {
    me @include(if: $own) {
      ...NotificationPreferences_user
    }
    user(username: $username) @include(if: $editing) {
      id
      rowId
      username
      firstName
      lastName
      roleId
      checkoutType
      pid
      enableMFA
      platformRequiresMFA
      groupIds @include(if: $admin)
    }
    roles @include(if: $admin) {
      rowId
      name
      roleLevel
      pid
    }
    platformOptions @include(if: $admin) {
      rowId
      name
      requireMFA
    }
  }
`;

const createMutation = graphql`
  mutation UserFormPageCreateMutation($input: UserInput!) {
    createUser(input: $input) {
      id
      rowId
      username
    }
  }
`;

const updateMutation = graphql`
  mutation UserFormPageUpdateMutation($id: Int!, $input: UserInput!) {
    updateUser(id: $id, input: $input) {
      id
      username
      firstName
      lastName
      roleId
      roleLevel
      roleName
      checkoutType
      pid
      enableMFA
    }
  }
`;

const deleteMutation = graphql`
  mutation UserFormPageDeleteMutation($ids: [Int!]!) {
    deleteUsers(ids: $ids) @deleteRecord
  }
`;

const emailMutation = graphql`
  mutation UserFormPageEmailMutation($username: String!, $password: String!) {
    emailNewUserPassword(username: $username, password: $password)
  }
`;

export const USER_SAVED = 'User saved successfully!';
export const USER_CREATED = 'User created successfully!';

const UserNotFound = ({ profile }: { profile: boolean }) => <NotFound what="User" back={profile ? '/QuoteDashboard' : '/Users'} />;

/** /Users/{action}/{username} and /MyProfile/{username}. */
export function UserFormPage() {
  const { action = 'edit', username = '' } = useParams();
  const { pathname } = useLocation();
  const profile = pathname.startsWith('/MyProfile');
  const mode = !profile && action === 'create' ? 'create' : 'edit';
  const title = profile ? 'My Profile' : mode === 'create' ? 'Create User' : 'Edit User';
  // /Users/{anything else}, or edit without a username: no user to show.
  if (!profile && (!['create', 'edit'].includes(action) || (action === 'edit' && !username))) return <UserNotFound profile={profile} />;
  return (
    <Page narrow={false}>
      <PageHeader title={title} subtitle={mode === 'edit' ? username : 'A new user of your platform.'} back={profile ? true : '/Users'} />
      <Suspense fallback={<LoadingIndicator label="Loading user" />}>
        <UserFormLoader key={`${mode}:${username}`} mode={mode} username={username} profile={profile} />
      </Suspense>
    </Page>
  );
}

function UserFormLoader({ mode, username, profile }: { mode: 'create' | 'edit'; username: string; profile: boolean }) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { user: viewer } = useViewer();
  const viewerLevel = viewer?.roleLevel ?? 0;
  const admin = viewerLevel >= RoleLevel.SystemAdmin;
  const { data } = useRouteQuery<UserFormPageQuery>(formQuery);
  const [commitCreate, creating] = useMutation<UserFormPageCreateMutation>(createMutation);
  const [commitUpdate, updating] = useMutation<UserFormPageUpdateMutation>(updateMutation);
  const [commitDelete] = useMutation<UserFormPageDeleteMutation>(deleteMutation);
  const [commitEmail] = useMutation<UserFormPageEmailMutation>(emailMutation);
  const [submitted, setSubmitted] = useState(false);

  const leave = () => navigate(profile ? '/QuoteDashboard' : '/Users');
  const user = data.user;
  if (mode === 'edit' && !user) return <UserNotFound profile={profile} />;

  const platforms = data.platformOptions ?? (user ? [{ rowId: user.pid, name: '', requireMFA: user.platformRequiresMFA }] : []);
  const initial: UserFormValues = user
    ? {
        ...emptyUserValues(user.pid),
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        roleId: String(user.roleId),
        checkoutType: user.checkoutType,
        enableMFA: user.enableMFA,
        emailPassword: false,
        groupIds: [...(user.groupIds ?? [])],
      }
    : newUserValues(data.roles ?? [], viewerLevel >= RoleLevel.SuperAdmin ? null : viewer?.pid ?? null);

  const submit = (values: UserFormValues, changes: { password: boolean; currentPassword: boolean }) => {
    const input = {
      username: values.username.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      enableMFA: values.enableMFA,
      ...(admin ? { roleId: Number(values.roleId), checkoutType: values.checkoutType } : {}),
      ...(admin && values.pid ? { groupIds: values.groupIds } : {}),
      ...(viewerLevel >= RoleLevel.SuperAdmin && values.pid ? { pid: Number(values.pid) } : {}),
      ...(changes.password ? { password: values.password, confirmPassword: values.confirmPassword } : {}),
      ...(changes.currentPassword
        ? values.currentPassword
          ? { currentPassword: values.currentPassword }
          : { currentPasscode: values.currentPasscode.trim() }
        : {}),
    };
    if (mode === 'create') {
      commitCreate({
        variables: { input },
        onCompleted: (response) => {
          alerts.success(USER_CREATED);
          if (values.emailPassword) {
            commitEmail({
              variables: { username: response.createUser.username, password: values.password },
              onError: (error) => alerts.failure(error.message),
            });
          }
          navigate(`/Users/edit/${encodeURIComponent(response.createUser.username)}`, { replace: true });
        },
        onError: (error) => alerts.failure(error.message),
      });
      return;
    }
    commitUpdate({
      variables: { id: user!.rowId, input },
      onCompleted: (response) => {
        alerts.success(USER_SAVED);
        setSubmitted(true);
        const saved = response.updateUser.username;
        if (saved !== username) navigate(`${profile ? '/MyProfile' : '/Users/edit'}/${encodeURIComponent(saved)}`, { replace: true });
      },
      onError: (error) => alerts.failure(error.message),
    });
  };

  const remove = () => {
    if (!user) return;
    commitDelete({
      variables: { ids: [user.rowId] },
      onCompleted: () => {
        alerts.success(`Successfully deleted ${user.username}.`);
        navigate('/Users');
      },
      onError: (error) => alerts.failure(error.message),
    });
  };

  return (
    <>
      <UserForm
        mode={mode}
        viewerLevel={viewerLevel}
        self={!!user && user.rowId === viewer?.rowId}
        initial={initial}
        roles={data.roles ?? []}
        platforms={platforms}
        submitting={creating || updating}
        submitted={submitted}
        onSubmit={(values, changes) => {
          setSubmitted(false);
          submit(values, changes);
        }}
        onCancel={leave}
        onDelete={remove}
        renderGroups={(field) => <UserGroupsField {...field} />}
      />
      {/* My Profile of the signed-in user: which events email them (read with the page's query) */}
      {data.me && <NotificationPreferences user={data.me} />}
    </>
  );
}
