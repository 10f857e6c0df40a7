import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { LoadingIndicator } from '../../ui/Spinner';
import type { UserGroupsFieldQuery } from './__generated__/UserGroupsFieldQuery.graphql';

const groupsQuery = graphql`
  query UserGroupsFieldQuery($pid: Int) {
    groups(first: 100, pid: $pid) {
      edges {
        node {
          rowId
          name
        }
      }
    }
  }
`;

export interface UserGroupsFieldProps {
  pid: number | null;
  value: readonly number[];
  onChange(groupIds: number[]): void;
  disabled?: boolean;
}

/** The groups a user belongs to (administrators): the groups of the user's platform as checkboxes. */
export function UserGroupsField(props: UserGroupsFieldProps) {
  return (
    <fieldset className="user-groups">
      <legend className="field__label">Groups</legend>
      {props.pid == null ? (
        <p className="field__help">Select a platform to choose groups.</p>
      ) : (
        <Suspense fallback={<LoadingIndicator label="Loading groups" />}>
          <GroupChoices {...props} pid={props.pid} />
        </Suspense>
      )}
    </fieldset>
  );
}

function GroupChoices({ pid, value, onChange, disabled }: UserGroupsFieldProps & { pid: number }) {
  const data = useLazyLoadQuery<UserGroupsFieldQuery>(groupsQuery, { pid }, { fetchPolicy: 'store-and-network' });
  const groups = data.groups.edges.map((edge) => edge.node);
  if (groups.length === 0) return <p className="field__help">No groups on this platform.</p>;
  const toggle = (id: number, on: boolean) => onChange(on ? [...value.filter((g) => g !== id), id] : value.filter((g) => g !== id));
  return (
    <div className="user-groups__list">
      {groups.map((group) => (
        <label key={group.rowId} className="field field--checkbox">
          <input
            type="checkbox"
            className="field__checkbox"
            name="groupIds"
            value={group.rowId}
            checked={value.includes(group.rowId)}
            disabled={disabled}
            onChange={(event) => toggle(group.rowId, event.target.checked)}
          />
          <span>{group.name}</span>
        </label>
      ))}
    </div>
  );
}
