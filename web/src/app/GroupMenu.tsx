import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { FontAwesomeIcon } from '../ui/Icon';
import { faCheck } from '@fortawesome/free-solid-svg-icons/faCheck';
import { faChevronDown } from '@fortawesome/free-solid-svg-icons/faChevronDown';
import { faLayerGroup } from '@fortawesome/free-solid-svg-icons/faLayerGroup';
import { faUser } from '@fortawesome/free-solid-svg-icons/faUser';
import { useAlerts } from '../ui/alerts';
import { Dropdown, MenuButton, MenuDivider } from '../ui/Menu';
import type { GroupMenuSetActiveGroupMutation } from './__generated__/GroupMenuSetActiveGroupMutation.graphql';
import { PRODUCT_NAME } from './product';
import type { ViewerUser } from './ViewerProvider';

const setActiveGroupMutation = graphql`
  mutation GroupMenuSetActiveGroupMutation($groupId: Int) {
    setActiveGroup(groupId: $groupId) {
      id
      groupId
      activeGroup {
        id
        rowId
        name
      }
    }
  }
`;

export const OWN_CONTENT_LABEL = `My ${PRODUCT_NAME}`;

/** Sets the group every page is filtered by (null: the user's own content), then runs `done`. */
export function useChooseGroup() {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  return (groupId: number | null, done?: () => void) => {
    commitMutation<GroupMenuSetActiveGroupMutation>(environment, {
      mutation: setActiveGroupMutation,
      variables: { groupId },
      onCompleted: (_response, errors) => {
        if (errors?.length) alerts.failure(errors[0]!.message);
        else done?.();
      },
      onError: (error) => alerts.failure(error.message),
    });
  };
}

/** Shown only when the user belongs to groups; choosing an entry filters every page by that group. */
export function GroupMenu({ user }: { user: ViewerUser }) {
  const navigate = useNavigate();
  const chooseGroup = useChooseGroup();
  const active = user.activeGroup;
  const otherGroups = user.groups.filter((group) => group.rowId !== user.groupId);

  const choose = (groupId: number | null) => chooseGroup(groupId, () => navigate('/QuoteDashboard'));

  return (
    <Dropdown
      buttonClassName="btn btn-ghost"
      buttonTitle={active ? `Filtering pages by group: ${active.name}` : 'Select a group to view its content.'}
      buttonAriaLabel={`Group: ${active ? active.name : OWN_CONTENT_LABEL}`}
      label={
        <>
          <FontAwesomeIcon icon={faLayerGroup} />
          <span className="app-header__group-label">{active ? active.name : OWN_CONTENT_LABEL}</span>
          <FontAwesomeIcon className="app-header__chevron" icon={faChevronDown} />
        </>
      }
    >
      {otherGroups.map((group) => (
        <MenuButton
          key={group.id}
          icon={faLayerGroup}
          title="Select a group to view its content."
          onClick={() => choose(group.rowId)}
        >
          {group.name}
        </MenuButton>
      ))}
      {otherGroups.length > 0 && <MenuDivider />}
      <MenuButton
        icon={faUser}
        title="See only my content."
        current={!active}
        trailing={!active ? <FontAwesomeIcon icon={faCheck} /> : undefined}
        onClick={() => choose(null)}
      >
        {OWN_CONTENT_LABEL}
      </MenuButton>
    </Dropdown>
  );
}

/**
 * A list filtered by the active group says so, and how to see the user's own content again (the
 * same choice as the group menu's, staying on the page).
 */
export function GroupFilterNotice({ group, what }: { group: { name: string } | null | undefined; what: string }) {
  const chooseGroup = useChooseGroup();
  if (!group) return null;
  return (
    <p className="group-filter" role="status">
      <FontAwesomeIcon icon={faLayerGroup} />
      <span>
        Showing the {what} of the group <strong>{group.name}</strong>.
      </span>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => chooseGroup(null)}>
        Show only my {what}
      </button>
    </p>
  );
}
