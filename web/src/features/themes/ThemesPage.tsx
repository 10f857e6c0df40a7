import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { useRouteQuery } from '../../app/useRouteQuery';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faCopy } from '@fortawesome/free-solid-svg-icons/faCopy';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { useTheme } from '../../app/ThemeProvider';
import { useViewer } from '../../app/ViewerProvider';
import { RoleLevel } from '../../app/access';
import { useAlerts } from '../../ui/alerts';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { ConfirmDialog } from '../../ui/Modal';
import type { ThemesPageQuery, ThemesPageQuery$data } from './__generated__/ThemesPageQuery.graphql';
import type { ThemesPageCopyMutation } from './__generated__/ThemesPageCopyMutation.graphql';
import type { ThemesPageDeleteMutation } from './__generated__/ThemesPageDeleteMutation.graphql';
import './themes.css';

const themesQuery = graphql`
  query ThemesPageQuery($pid: Int) {
    themes(pid: $pid, first: 200) {
      totalCount
      edges {
        node {
          ...ThemesPage_theme @relay(mask: false)
        }
      }
    }
  }
`;

graphql`
  fragment ThemesPage_theme on Theme {
    id
    rowId
    pid
    name
    description
    darkMode
    isActive
    primary
    secondary
    callToActionColor
    headerColor
    headerTextColor
    backgroundColor
    textDark
    borderRadius
    logo
    platform {
      name
    }
  }
`;

const copyMutation = graphql`
  mutation ThemesPageCopyMutation($id: Int!) {
    copyTheme(id: $id) {
      ...ThemesPage_theme @relay(mask: false)
    }
  }
`;

const deleteMutation = graphql`
  mutation ThemesPageDeleteMutation($id: Int!) {
    deleteTheme(id: $id) @deleteRecord
  }
`;

type ThemeRow = ThemesPageQuery$data['themes']['edges'][number]['node'];

/** The list's field, as the route fetched it: one page of up to 200, by platform then id. */
const themesField = (pid: number | null) => ['themes', { pid, first: 200 }] as const;

/** A copy is the newest theme of its platform: it goes after that platform's last theme. */
function insertCopy(store: RecordSourceSelectorProxy, pid: number | null) {
  const copy = store.getRootField('copyTheme');
  const list = store.getRoot().getLinkedRecord(...themesField(pid));
  const edges = list?.getLinkedRecords('edges');
  if (!copy || !list || !edges) return;
  const copyPid = Number(copy.getValue('pid'));
  const before = edges.filter((edge) => Number(edge?.getLinkedRecord('node')?.getValue('pid') ?? -Infinity) <= copyPid).length;
  const edge = ConnectionHandler.createEdge(store, list, copy, 'ThemeEdge');
  list.setLinkedRecords([...edges.slice(0, before), edge, ...edges.slice(before)], 'edges');
  const total = list.getValue('totalCount');
  if (typeof total === 'number') list.setValue(total + 1, 'totalCount');
}

export function ThemesPage() {
  return (
    <Suspense fallback={<ThemeList rows={[]} loading onRefetch={() => {}} />}>
      <LoadedThemes />
    </Suspense>
  );
}

function LoadedThemes() {
  const { user } = useViewer();
  // Level 9 sees every platform's themes; the server confines everyone else to their own.
  const pid = (user?.roleLevel ?? 0) >= RoleLevel.SuperAdmin ? null : user?.pid ?? null;
  const { data, reload } = useRouteQuery<ThemesPageQuery>(themesQuery);
  // A deleted theme (`@deleteRecord`) reads as a null node.
  const rows = data.themes.edges.map((edge) => edge.node).filter((node): node is ThemeRow => node != null);
  return <ThemeList rows={rows} pid={pid} onRefetch={() => reload({}, { fetchPolicy: 'store-and-network' })} showPlatform={pid === null} />;
}

const columns: Column<ThemeRow>[] = [
  { key: 'name', header: 'Name' },
  { key: 'rowId', header: 'ID', kind: 'number' },
  { key: 'mode', header: 'Mode', value: (row) => (row.darkMode ? 'Dark' : 'Light') },
  { key: 'isActive', header: 'Active', value: (row) => (row.isActive ? 'Yes' : 'No') },
  { key: 'platform', header: 'Platform', value: (row) => row.platform.name },
  { key: 'description', header: 'Description' },
];

function ThemeList({
  rows,
  pid = null,
  loading = false,
  onRefetch,
  showPlatform = false,
}: {
  rows: readonly ThemeRow[];
  pid?: number | null;
  loading?: boolean;
  onRefetch(): void;
  showPlatform?: boolean;
}) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { refetchTheme } = useTheme();
  const [deleting, setDeleting] = useState<ThemeRow | null>(null);
  const [copy] = useMutation<ThemesPageCopyMutation>(copyMutation);
  const [remove] = useMutation<ThemesPageDeleteMutation>(deleteMutation);

  const copyTheme = (row: ThemeRow) => {
    alerts.warning(`Copying Theme: ${row.rowId}`);
    copy({
      variables: { id: row.rowId },
      updater: (store) => insertCopy(store, pid),
      onCompleted: (response, errors) => {
        if (errors?.length || !response.copyTheme) alerts.failure(`Failed to copy Theme: ${row.rowId}`);
        else alerts.success(`Successfully copied Theme: ${row.rowId}`);
      },
      onError: () => alerts.failure(`Failed to copy Theme: ${row.rowId}`),
    });
  };

  const deleteTheme = (row: ThemeRow) => {
    alerts.warning(`Deleting Theme: ${row.rowId}`);
    remove({
      variables: { id: row.rowId },
      onCompleted: (_response, errors) => {
        if (errors?.length) alerts.failure(`Failed to delete Theme: ${row.rowId}`);
        else {
          alerts.success(`Successfully deleted Theme: ${row.rowId}`);
          // The platform's active theme may be another one now: the server decides.
          refetchTheme();
        }
      },
      onError: () => alerts.failure(`Failed to delete Theme: ${row.rowId}`),
    });
  };

  return (
    <>
      <ListScreen<ThemeRow>
        title="Themes"
        subtitle="The look of each platform in light and dark mode"
        back="/Administration"
        onCreate={() => navigate('/Theme/create')}
        createLabel="Create Theme"
        columns={showPlatform ? columns : columns.filter((column) => column.key !== 'platform')}
        rows={rows}
        getRowId={(row) => row.id}
        loading={loading}
        onRowClick={(row) => navigate(`/Theme/${row.rowId}`)}
        onRefetch={onRefetch}
        defaultView="grid"
        cardSize="medium"
        renderCard={(row) => <ThemeCard row={row} showPlatform={showPlatform} />}
        rowActions={(row) => (
          <>
            <button type="button" className="btn btn-ghost btn-sm btn-icon" aria-label={`Copy ${row.name || `Theme ${row.rowId}`}`} title="Copy" onClick={() => copyTheme(row)}>
              <FontAwesomeIcon icon={faCopy} />
            </button>
            <button type="button" className="btn btn-ghost btn-sm btn-icon" aria-label={`Delete ${row.name || `Theme ${row.rowId}`}`} title="Delete" onClick={() => setDeleting(row)}>
              <FontAwesomeIcon icon={faTrashCan} />
            </button>
          </>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        message={`Are you sure you want to delete ${deleting?.name || `Theme ${deleting?.rowId ?? ''}`}?`}
        confirmLabel="Yes, Delete"
        cancelLabel="No, Cancel"
        tone="danger"
        onConfirm={() => {
          const row = deleting;
          setDeleting(null);
          if (row) deleteTheme(row);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function ThemeCard({ row, showPlatform }: { row: ThemeRow; showPlatform: boolean }) {
  return (
    <div className="theme-card">
      <div className="theme-card__sample" style={{ background: row.backgroundColor, borderRadius: row.borderRadius }} aria-hidden>
        <span className="theme-card__bar" style={{ background: row.headerColor, color: row.headerTextColor }}>
          {row.logo ? <img src={row.logo} alt="" /> : 'Aa'}
        </span>
        <span className="theme-card__swatches">
          {[row.primary, row.secondary, row.callToActionColor, row.textDark].map((color, index) => (
            <span key={index} style={{ background: color }} />
          ))}
        </span>
      </div>
      <h3 className="grid-card__title">{row.name || `Theme ${row.rowId}`}</h3>
      <div className="theme-card__badges">
        <span className="theme-badge">{row.darkMode ? 'Dark' : 'Light'}</span>
        {row.isActive && <span className="theme-badge theme-badge--active">Active</span>}
        {showPlatform && <span className="theme-badge">{row.platform.name}</span>}
        <span className="theme-card__id">#{row.rowId}</span>
      </div>
      {row.description && <p className="theme-card__text">{row.description}</p>}
    </div>
  );
}
