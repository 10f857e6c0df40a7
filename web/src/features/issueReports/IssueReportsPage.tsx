import { Suspense, useEffect, useRef, useState, useTransition, type FormEvent, type RefObject } from 'react';
import { useSession } from '../../app/SessionProvider';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import type { Column } from '../../ui/columns';
import { SelectField, TextAreaField, TextField } from '../../ui/fields';
import { ListScreen } from '../../ui/ListScreen';
import { ConfirmDialog } from '../../ui/Modal';
import { SidePanel, SidePanelCancel } from '../../ui/SidePanel';
import { commitAsync, describeMutationError } from '../../ui/mutation';
import { DEFAULT_PAGE_SIZE } from '../../ui/pageSize';
import { Spinner } from '../../ui/Spinner';
import { nextOrder, type ListOrder } from '../../ui/useListState';
import type { IssueReportOrderField, IssueReportsPageQuery, IssueReportsPageQuery$data } from './__generated__/IssueReportsPageQuery.graphql';
import type { IssueReportsPageCreateMutation } from './__generated__/IssueReportsPageCreateMutation.graphql';
import type { IssueReportsPageUpdateMutation } from './__generated__/IssueReportsPageUpdateMutation.graphql';
import type { IssueReportsPageDeleteMutation } from './__generated__/IssueReportsPageDeleteMutation.graphql';
import { priorityOptions, statusOptions, validateIssueReport, type IssueReportErrors, type IssueReportForm } from './issueReportForm';
import '../../ui/adminForm.css';
import './issueReports.css';

const reportsQuery = graphql`
  query IssueReportsPageQuery($first: Int, $after: String, $orderBy: IssueReportOrder, $search: String) {
    issueReports(first: $first, after: $after, orderBy: $orderBy, search: $search) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          rowId
          title
          report
          priority
          priorityName
          status
          statusName
          createdAt
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation IssueReportsPageCreateMutation($input: IssueReportInput!) {
    createIssueReport(input: $input) {
      id
      rowId
    }
  }
`;

const updateMutation = graphql`
  mutation IssueReportsPageUpdateMutation($id: Int!, $input: IssueReportInput!) {
    updateIssueReport(id: $id, input: $input) {
      id
      rowId
      title
      report
      priority
      priorityName
      status
      statusName
    }
  }
`;

const deleteMutation = graphql`
  mutation IssueReportsPageDeleteMutation($id: Int!) {
    deleteIssueReport(id: $id)
  }
`;

type ReportRow = IssueReportsPageQuery$data['issueReports']['edges'][number]['node'];

const columns: Column<ReportRow>[] = [
  { key: 'title', header: 'Title', sortField: 'title' },
  { key: 'report', header: 'Report', render: (row) => <span className="issue-report__excerpt">{row.report}</span> },
  { key: 'priority', header: 'Priority', sortField: 'priority', value: (row) => row.priorityName },
  { key: 'status', header: 'Status', sortField: 'status', value: (row) => row.statusName },
  { key: 'createdAt', header: 'Created', kind: 'date', sortField: 'createdAt' },
];

interface Variables {
  first: number;
  after: string | null;
  orderBy: ListOrder<IssueReportOrderField>;
  search: string | null;
}

type Editing = { mode: 'create' } | { mode: 'edit'; report: ReportRow } | null;

/** The list as its route first loads it (routes.tsx). */
const INITIAL_ISSUE_REPORT_VARIABLES: Variables = { first: DEFAULT_PAGE_SIZE, after: null, orderBy: { field: 'createdAt', direction: 'DESC' }, search: null };

const ignore = () => {};

export function IssueReportsPage() {
  // The panel opens while the list is still loading too; a save then loads the list again.
  const [editing, setEditing] = useState<Editing>(null);
  const refetchList = useRef<() => void>(ignore);
  return (
    <>
      <Suspense fallback={<ReportList rows={[]} loading variables={INITIAL_ISSUE_REPORT_VARIABLES} onVariables={ignore} onRefetch={ignore} onEdit={setEditing} />}>
        <IssueReports onEdit={setEditing} refetchRef={refetchList} />
      </Suspense>
      {editing && (
        <IssueReportPanel
          key={editing.mode === 'edit' ? editing.report.id : 'create'}
          report={editing.mode === 'edit' ? editing.report : null}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetchList.current();
          }}
        />
      )}
    </>
  );
}

function IssueReports({ onEdit, refetchRef }: { onEdit(editing: Editing): void; refetchRef: RefObject<() => void> }) {
  const { data, reload, variables } = useRouteQuery<IssueReportsPageQuery>(reportsQuery);
  const [isPending, startTransition] = useTransition();
  // The rows shown stay until the next ones are loaded.
  const update = (next: Partial<Variables>) => startTransition(() => reload(next, { fetchPolicy: 'store-and-network' }));
  const refetch = () => startTransition(() => reload());
  useEffect(() => {
    refetchRef.current = refetch;
  });

  return (
    <ReportList
      rows={data.issueReports.edges.map((edge) => edge.node)}
      loading={isPending}
      totalCount={data.issueReports.totalCount}
      pageCursors={data.issueReports.pageCursors}
      variables={variables as Variables}
      onVariables={update}
      onRefetch={refetch}
      onEdit={onEdit}
    />
  );
}

interface ListProps {
  variables: Variables;
  onVariables(next: Partial<Variables>): void;
  onRefetch(): void;
  onEdit(editing: Editing): void;
}

function ReportList({
  rows,
  loading,
  totalCount,
  pageCursors,
  variables,
  onVariables,
  onRefetch,
  onEdit,
}: ListProps & {
  rows: readonly ReportRow[];
  loading: boolean;
  totalCount?: number;
  pageCursors?: IssueReportsPageQuery$data['issueReports']['pageCursors'];
}) {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const { authHeaders } = useSession();
  const [confirming, setConfirming] = useState<ReportRow | null>(null);

  const remove = async (report: ReportRow) => {
    try {
      await commitAsync<IssueReportsPageDeleteMutation>(environment, deleteMutation, { id: report.rowId });
      alerts.success(`Successfully deleted IssueReport with the ID of ${report.rowId}`);
      onRefetch();
    } catch (error) {
      console.error('Failed to delete the issue report', error);
    }
  };

  return (
    <>
      <ListScreen<ReportRow>
        title="Issue Reports"
        exportList={loading ? undefined : { list: 'issueReports', authHeaders }}
        back="/Administration"
        onCreate={() => onEdit({ mode: 'create' })}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        loading={loading}
        onRowClick={(report) => onEdit({ mode: 'edit', report })}
        sort={variables.orderBy}
        onSort={(field) => onVariables({ orderBy: nextOrder(variables.orderBy, field as IssueReportOrderField), after: null })}
        search={variables.search ?? ''}
        onSearch={(search) => onVariables({ search: search || null, after: null })}
        onRefetch={onRefetch}
        totalCount={totalCount}
        pageSize={variables.first}
        pageCursors={pageCursors}
        onPageChange={(after) => onVariables({ after })}
        onPageSizeChange={(first) => onVariables({ first, after: null })}
        rowActions={(report) => (
          <button
            type="button"
            className="btn btn-sm btn-icon btn-ghost"
            aria-label={`Delete issue report ${report.rowId}`}
            title="Delete"
            onClick={(event) => {
              event.stopPropagation();
              setConfirming(report);
            }}
          >
            <FontAwesomeIcon icon={faTrashCan} />
          </button>
        )}
      />
      <ConfirmDialog
        open={!!confirming}
        message={`Are you sure you want to delete ${confirming?.title || confirming?.rowId}?`}
        confirmLabel="Yes, Delete"
        cancelLabel="No, Cancel"
        tone="danger"
        onConfirm={() => {
          const report = confirming;
          setConfirming(null);
          if (report) void remove(report);
        }}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

/** Create or edit one report in a panel at the side; the status field is for level 9. */
function IssueReportPanel({ report, onClose, onSaved }: { report: ReportRow | null; onClose(): void; onSaved(): void }) {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const { user } = useViewer();
  const withStatus = (user?.roleLevel ?? 0) >= 9;
  const [form, setForm] = useState<IssueReportForm>({
    title: report?.title ?? '',
    report: report?.report ?? '',
    priority: String(report?.priority ?? 0),
    status: String(report?.status ?? 0),
  });
  const [errors, setErrors] = useState<IssueReportErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof IssueReportForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateIssueReport(form, withStatus);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    const input = {
      title: form.title,
      report: form.report,
      priority: Number(form.priority),
      ...(withStatus ? { status: Number(form.status) } : {}),
    };
    try {
      if (report) {
        const response = await commitAsync<IssueReportsPageUpdateMutation>(environment, updateMutation, { id: report.rowId, input });
        alerts.success(`Successfully updated IssueReport: ${response.updateIssueReport.rowId}`);
      } else {
        const response = await commitAsync<IssueReportsPageCreateMutation>(environment, createMutation, { input });
        alerts.success(`Successfully created IssueReport: ${response.createIssueReport.rowId}`);
      }
      onSaved();
    } catch (error) {
      console.error('Failed to save the issue report', error);
      const { field, message } = describeMutationError(error);
      if (field && field in form) setErrors({ [field]: message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SidePanel
      open
      onClose={onClose}
      title={report ? `Edit Issue Report #${report.rowId}` : 'Create Issue Report'}
      footer={
        <>
          <SidePanelCancel />
          <button type="submit" form="issue-report-form" className="btn btn-primary" disabled={saving}>
            {saving && <Spinner />}
            Save
          </button>
        </>
      }
    >
      <form id="issue-report-form" noValidate onSubmit={submit}>
        <TextField label="Title" name="title" required value={form.title} onChange={set('title')} error={errors.title} maxLength={200} autoFocus />
        <TextAreaField label="Report" name="report" value={form.report} onChange={set('report')} rows={6} />
        <SelectField label="Priority" name="priority" required value={form.priority} onChange={set('priority')} options={priorityOptions} placeholder="Select a priority" error={errors.priority} />
        {withStatus && (
          <SelectField label="Status" name="status" required value={form.status} onChange={set('status')} options={statusOptions} placeholder="Select a status" error={errors.status} />
        )}
      </form>
    </SidePanel>
  );
}
