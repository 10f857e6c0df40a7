import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useAlerts } from '../../ui/alerts';
import type { BulkRowOutcome } from '../../ui/BulkBar';
import type { UsersBulkActionsChoicesQuery } from './__generated__/UsersBulkActionsChoicesQuery.graphql';
import type { UsersBulkActionsMutation, UserBulkAction } from './__generated__/UsersBulkActionsMutation.graphql';

const choicesQuery = graphql`
  query UsersBulkActionsChoicesQuery {
    roles {
      rowId
      name
      roleLevel
    }
    groups(first: 200) {
      edges {
        node {
          rowId
          name
        }
      }
    }
  }
`;

const bulkMutation = graphql`
  mutation UsersBulkActionsMutation($ids: [Int!]!, $action: UserBulkAction!, $roleId: Int, $groupId: Int) {
    bulkUpdateUsers(ids: $ids, action: $action, roleId: $roleId, groupId: $groupId) {
      applied
      refused
      results {
        rowId
        ok
        message
      }
    }
  }
`;

export interface BulkOutcome {
  applied: number;
  refused: number;
  results: readonly BulkRowOutcome[];
}

/**
 * The user list's bulk actions: change role, add to or remove from a group, delete. Each user goes
 * through the single action's rules; the users refused are reported with the reason.
 */
export function UsersBulkActions({ ids, onDone, onDelete }: { ids: readonly number[]; onDone(outcome: BulkOutcome, action: UserBulkAction): void; onDelete(): void }) {
  const alerts = useAlerts();
  const choices = useLazyLoadQuery<UsersBulkActionsChoicesQuery>(choicesQuery, {}, { fetchPolicy: 'store-or-network' });
  const [roleId, setRoleId] = useState('');
  const [groupId, setGroupId] = useState('');
  const [commit, busy] = useMutation<UsersBulkActionsMutation>(bulkMutation);
  const groups = choices.groups.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const run = (action: UserBulkAction) =>
    commit({
      variables: { ids: [...ids], action, roleId: roleId ? Number(roleId) : null, groupId: groupId ? Number(groupId) : null },
      onCompleted: (response, errors) => {
        if (errors?.length) alerts.failure(errors[0]!.message);
        else onDone(response.bulkUpdateUsers, action);
      },
      onError: (error) => alerts.failure(error.message),
    });
  return (
    <>
      <label>
        Role
        <select value={roleId} onChange={(event) => setRoleId(event.target.value)} aria-label="New role">
          <option value="">Choose…</option>
          {choices.roles.map((role) => (
            <option key={role.rowId} value={role.rowId}>
              {role.name} ({role.roleLevel})
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn-outline btn-sm" disabled={!roleId || busy} onClick={() => run('role')}>
        Change role
      </button>
      <label>
        Group
        <select value={groupId} onChange={(event) => setGroupId(event.target.value)} aria-label="Group">
          <option value="">Choose…</option>
          {groups.map((group) => (
            <option key={group.rowId} value={group.rowId}>
              {group.name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn btn-outline btn-sm" disabled={!groupId || busy} onClick={() => run('addToGroup')}>
        Add to group
      </button>
      <button type="button" className="btn btn-outline btn-sm" disabled={!groupId || busy} onClick={() => run('removeFromGroup')}>
        Remove from group
      </button>
      <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={onDelete}>
        Delete
      </button>
    </>
  );
}
