import { Suspense, useEffect, useMemo, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link } from 'react-router';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useViewer } from '../../app/ViewerProvider';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { DEFAULT_PAGE_SIZE } from '../../ui/Pager';
import type { AuditLogPageQuery } from './__generated__/AuditLogPageQuery.graphql';
import type { AuditLogPage_query$data, AuditLogPage_query$key } from './__generated__/AuditLogPage_query.graphql';
import type { AuditLogRefetchQuery, AuditLogFilter } from './__generated__/AuditLogRefetchQuery.graphql';
import { auditChanges, auditRecordPath } from './auditRecords';
import '../../ui/fields.css';
import './audit.css';

const pageQuery = graphql`
  query AuditLogPageQuery {
    ...AuditLogPage_query
    auditLogChoices {
      actions
      entities
    }
  }
`;

const listFragment = graphql`
  fragment AuditLogPage_query on Query
  @refetchable(queryName: "AuditLogRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 12 }, after: { type: "String" }, filter: { type: "AuditLogFilter" }) {
    auditLog(first: $first, after: $after, filter: $filter) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          at
          actor
          action
          entity
          entityId
          pid
          before
          after
        }
      }
    }
  }
`;

type EntryRow = AuditLogPage_query$data['auditLog']['edges'][number]['node'];

function Changes({ entry }: { entry: EntryRow }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="audit-changes__none">No field changed</span>;
  return (
    <dl className="audit-changes">
      {changes.map((change) => (
        <div key={change.field} className="audit-changes__row">
          <dt>{change.field}</dt>
          <dd>
            {change.before !== '' && <del>{change.before}</del>}
            {change.before !== '' && change.after !== '' && <span aria-hidden> → </span>}
            {change.after !== '' && <ins>{change.after}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RecordLink({ entry }: { entry: EntryRow }) {
  const path = auditRecordPath(entry.entity, entry.entityId, entry.pid ?? null, entry.after ?? null);
  const label = `${entry.entity} #${entry.entityId}`;
  return path ? <Link to={path}>{label}</Link> : <span>{label}</span>;
}

const when = (at: unknown) => new Date(String(at)).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'medium' });

export const auditColumns: Column<EntryRow>[] = [
  { key: 'at', header: 'When', width: 170, render: (e) => <time dateTime={String(e.at)}>{when(e.at)}</time> },
  { key: 'actor', header: 'Who', width: 200 },
  { key: 'action', header: 'Action', width: 110 },
  { key: 'record', header: 'Record', width: 150, render: (e) => <RecordLink entry={e} /> },
  { key: 'changes', header: 'Before → After', width: 420, render: (e) => <Changes entry={e} /> },
];

export interface AuditFilterValues {
  action: string;
  entity: string;
  entityId: string;
  from: string;
  to: string;
  pid: string;
}
const NO_FILTER: AuditFilterValues = { action: '', entity: '', entityId: '', from: '', to: '', pid: '' };

/** The filters above the log: what (action, record type), which record, the dates, and at level 9 the platform. */
export function AuditFilters({
  choices,
  showPlatform,
  onApply,
}: {
  choices: { actions: readonly string[]; entities: readonly string[] };
  showPlatform: boolean;
  onApply(values: AuditFilterValues): void;
}) {
  const [values, setValues] = useState(NO_FILTER);
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  return (
    <form
      className="audit-filters"
      aria-label="Audit log filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(values);
      }}
    >
      <label>
        Action
        <select className="field__control" value={values.action} onChange={set('action')}>
          <option value="">Any</option>
          {choices.actions.map((a) => (
            <option key={a}>{a}</option>
          ))}
        </select>
      </label>
      <label>
        Record type
        <select className="field__control" value={values.entity} onChange={set('entity')}>
          <option value="">Any</option>
          {choices.entities.map((e) => (
            <option key={e}>{e}</option>
          ))}
        </select>
      </label>
      <label>
        Record id
        <input className="field__control" value={values.entityId} onChange={set('entityId')} inputMode="numeric" />
      </label>
      <label>
        From
        <input className="field__control" type="date" value={values.from} onChange={set('from')} />
      </label>
      <label>
        To
        <input className="field__control" type="date" value={values.to} onChange={set('to')} />
      </label>
      {showPlatform && (
        <label>
          Platform id
          <input className="field__control" value={values.pid} onChange={set('pid')} inputMode="numeric" />
        </label>
      )}
      <div className="audit-filters__actions">
        <button type="submit" className="btn btn-primary btn-sm">
          Apply
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => {
            setValues(NO_FILTER);
            onApply(NO_FILTER);
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}

export function auditFilter(values: AuditFilterValues, actor: string): AuditLogFilter {
  const pid = Number(values.pid);
  return {
    actor: actor || null,
    action: values.action || null,
    entity: values.entity || null,
    entityId: values.entityId.trim() || null,
    from: values.from || null,
    to: values.to || null,
    pid: values.pid && Number.isInteger(pid) ? pid : null,
  };
}

function AuditLog({ data }: { data: AuditLogPageQuery['response'] }) {
  const superAdmin = (useViewer().user?.roleLevel ?? 0) >= 9;
  const [list, refetch] = useRefetchableFragment<AuditLogRefetchQuery, AuditLogPage_query$key>(listFragment, data);
  const [values, setValues] = useState(NO_FILTER);
  const [actor, setActor] = useState('');
  const [page, setPage] = useState<{ after: string | null; pageSize: number }>({ after: null, pageSize: DEFAULT_PAGE_SIZE });
  const variables = useMemo(() => ({ first: page.pageSize, after: page.after, filter: auditFilter(values, actor) }), [values, actor, page]);
  const [first, setFirst] = useState(true);
  useEffect(() => {
    if (first) return setFirst(false);
    refetch(variables, { fetchPolicy: 'store-or-network' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [variables]);
  return (
    <ListScreen<EntryRow>
      title="Audit Log"
      subtitle={superAdmin ? 'Changes on every platform, newest first' : 'Changes on your platform, newest first'}
      back="/Administration"
      filterNotice={
        <AuditFilters
          choices={data.auditLogChoices}
          showPlatform={superAdmin}
          onApply={(next) => {
            setValues(next);
            setPage((p) => ({ ...p, after: null }));
          }}
        />
      }
      columns={auditColumns}
      rows={list.auditLog.edges.flatMap((edge) => (edge.node ? [edge.node] : []))}
      getRowId={(e) => e.id}
      emptyText="No changes match these filters."
      search={actor}
      onSearch={(text) => {
        setActor(text);
        setPage((p) => ({ ...p, after: null }));
      }}
      onRefetch={() => refetch(variables, { fetchPolicy: 'network-only' })}
      totalCount={list.auditLog.totalCount}
      pageSize={page.pageSize}
      pageCursors={list.auditLog.pageCursors}
      onPageChange={(after) => setPage((p) => ({ ...p, after }))}
      onPageSizeChange={(pageSize) => setPage({ after: null, pageSize })}
      showViewToggle={false}
    />
  );
}

function AuditLogLoader() {
  const data = useRouteQuery<AuditLogPageQuery>(pageQuery).data;
  return <AuditLog data={data} />;
}

export function AuditLogPage() {
  return (
    <Suspense fallback={<ListScreen<EntryRow> title="Audit Log" back="/Administration" columns={auditColumns} rows={[]} getRowId={(e) => e.id} loading />}>
      <AuditLogLoader />
    </Suspense>
  );
}
