import { Suspense, useState, useTransition } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useAlerts } from '../../ui/alerts';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { commitAsync } from '../../ui/mutation';
import { DEFAULT_PAGE_SIZE } from '../../ui/pageSize';
import type { JobsPageQuery, JobsPageQuery$data } from './__generated__/JobsPageQuery.graphql';
import type { JobsPageRetryMutation } from './__generated__/JobsPageRetryMutation.graphql';

const jobsQuery = graphql`
  query JobsPageQuery($first: Int, $after: String) {
    failedJobs(first: $first, after: $after) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          kindLabel
          record
          error
          attempts
          maxAttempts
          lastTriedAt
          nextTryAt
        }
      }
    }
  }
`;

const retryMutation = graphql`
  mutation JobsPageRetryMutation($ids: [ID!], $all: Boolean) {
    retryJobs(ids: $ids, all: $all)
  }
`;

type JobRow = JobsPageQuery$data['failedJobs']['edges'][number]['node'];

const when = (value: unknown) => (value ? new Date(String(value)).toLocaleString('en-US') : '');

const columns: Column<JobRow>[] = [
  { key: 'kindLabel', header: 'Kind' },
  { key: 'record', header: 'Record', value: (row) => row.record ?? '' },
  { key: 'error', header: 'Error', render: (row) => <span className="jobs__error">{row.error}</span> },
  { key: 'attempts', header: 'Attempts', value: (row) => `${row.attempts} of ${row.maxAttempts}` },
  { key: 'lastTriedAt', header: 'Last Tried', value: (row) => when(row.lastTriedAt) },
  { key: 'nextTryAt', header: 'Next Try', value: (row) => (row.nextTryAt ? when(row.nextTryAt) : 'Gave up') },
];

interface Variables {
  first: number;
  after: string | null;
}

/** The first page as its route loads it (routes.tsx). */
export const INITIAL_JOBS_VARIABLES: Variables = { first: DEFAULT_PAGE_SIZE, after: null };

/**
 * /Jobs: the jobs (emails, ERP calls, webhook processing) whose last run failed, with their error,
 * and a retry of one or all of them. Level 9 sees every platform's, level 5 its platform's.
 */
export function JobsPage() {
  return (
    <Suspense fallback={<JobList rows={[]} loading variables={INITIAL_JOBS_VARIABLES} onVariables={() => {}} onRefetch={() => {}} />}>
      <Jobs />
    </Suspense>
  );
}

function Jobs() {
  const { data, reload, variables } = useRouteQuery<JobsPageQuery>(jobsQuery);
  const [isPending, startTransition] = useTransition();
  const update = (next: Partial<Variables>) => startTransition(() => reload(next, { fetchPolicy: 'store-and-network' }));
  const refetch = () => startTransition(() => reload());
  return (
    <JobList
      rows={data.failedJobs.edges.map((edge) => edge.node)}
      loading={isPending}
      totalCount={data.failedJobs.totalCount}
      pageCursors={data.failedJobs.pageCursors}
      variables={variables as Variables}
      onVariables={update}
      onRefetch={refetch}
    />
  );
}

function JobList({
  rows,
  loading,
  totalCount,
  pageCursors,
  variables,
  onVariables,
  onRefetch,
}: {
  rows: readonly JobRow[];
  loading: boolean;
  totalCount?: number;
  pageCursors?: JobsPageQuery$data['failedJobs']['pageCursors'];
  variables: Variables;
  onVariables(next: Partial<Variables>): void;
  onRefetch(): void;
}) {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);

  const retry = async (input: { ids?: string[]; all?: boolean }) => {
    setBusy(true);
    try {
      const result = await commitAsync<JobsPageRetryMutation>(environment, retryMutation, input);
      const count = result.retryJobs;
      alerts.success(count === 1 ? 'The job runs again now.' : `${count} jobs run again now.`);
      onRefetch();
    } catch (error) {
      console.error('Failed to retry the jobs', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ListScreen<JobRow>
      title="Jobs"
      subtitle="Emails, ERP calls and payment events whose last run failed. Each is retried by itself until its attempts run out; retry it now here."
      back="/Administration"
      headerActions={
        <button type="button" className="btn btn-primary" disabled={busy || rows.length === 0} onClick={() => void retry({ all: true })}>
          Retry All
        </button>
      }
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      loading={loading}
      emptyText="No failed jobs."
      onRefetch={onRefetch}
      totalCount={totalCount}
      pageSize={variables.first}
      pageCursors={pageCursors}
      onPageChange={(after) => onVariables({ after })}
      onPageSizeChange={(first) => onVariables({ first, after: null })}
      rowActions={(job) => (
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-label={`Retry job ${job.id}`}
          disabled={busy}
          onClick={(event) => {
            event.stopPropagation();
            void retry({ ids: [job.id] });
          }}
        >
          Retry
        </button>
      )}
    />
  );
}
