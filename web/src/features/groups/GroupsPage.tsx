import { Suspense } from 'react';
import { useSession } from '../../app/SessionProvider';
import { graphql} from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useNavigate } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faPeopleGroup } from '@fortawesome/free-solid-svg-icons/faPeopleGroup';
import { faUserAstronaut } from '@fortawesome/free-solid-svg-icons/faUserAstronaut';
import { faUserCheck } from '@fortawesome/free-solid-svg-icons/faUserCheck';
import { faUserTie } from '@fortawesome/free-solid-svg-icons/faUserTie';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import type { GroupsPageQuery, GroupsPageQuery$data } from './__generated__/GroupsPageQuery.graphql';
import '../../ui/adminForm.css';

const groupsQuery = graphql`
  query GroupsPageQuery($pid: Int) {
    groups(pid: $pid, first: 200) {
      edges {
        node {
          id
          rowId
          pid
          name
          description
        }
      }
    }
  }
`;

type GroupRow = GroupsPageQuery$data['groups']['edges'][number]['node'];

/** The card icon follows the group's pid value: 9 astronaut, 5 tie, 1 user-check, else a group. */
export function groupIcon(pid: number) {
  if (pid === 9) return faUserAstronaut;
  if (pid === 5) return faUserTie;
  if (pid === 1) return faUserCheck;
  return faPeopleGroup;
}

const columns: Column<GroupRow>[] = [
  { key: 'rowId', header: 'ID', width: 90 },
  { key: 'name', header: 'Name' },
  { key: 'description', header: 'Description' },
];

const TITLE = 'Group Management';

export function GroupsPage() {
  return (
    <Suspense fallback={<GroupsList rows={[]} loading />}>
      <GroupsLoader />
    </Suspense>
  );
}

function GroupsLoader() {
  const data = useRouteQuery<GroupsPageQuery>(groupsQuery).data;
  return <GroupsList rows={data.groups.edges.map((edge) => edge.node)} />;
}

function GroupsList({ rows, loading = false }: { rows: readonly GroupRow[]; loading?: boolean }) {
  const navigate = useNavigate();
  const { authHeaders } = useSession();
  return (
    <ListScreen<GroupRow>
      title={TITLE}
      exportList={loading ? undefined : { list: 'groups', authHeaders }}
      back="/Administration"
      onCreate={() => navigate('/Group/create')}
      createLabel="Create Group"
      columns={columns}
      rows={rows}
      getRowId={(group) => group.id}
      loading={loading}
      onRowClick={(group) => navigate(`/Group/${group.rowId}`)}
      defaultView="grid"
      cardSize="small"
      renderCard={(group) => (
        <div className="org-card">
          <span className="org-card__icon" aria-hidden>
            <FontAwesomeIcon icon={groupIcon(group.pid)} />
          </span>
          <div className="org-card__text">
            <h3 className="org-card__title">{group.name || `Group ${group.rowId}`}</h3>
            <p className="org-card__meta">#{group.rowId}</p>
            {group.description && <p className="org-card__description">{group.description}</p>}
          </div>
        </div>
      )}
    />
  );
}
