import { useState } from 'react';
import { isAdmin } from '../../app/access';
import { useViewer } from '../../app/ViewerProvider';
import { useSession } from '../../app/SessionProvider';
import { commitMutation, graphql, useMutation, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faCopy } from '@fortawesome/free-solid-svg-icons/faCopy';
import { faFileShield } from '@fortawesome/free-solid-svg-icons/faFileShield';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons/faPenToSquare';
import { faTrash } from '@fortawesome/free-solid-svg-icons/faTrash';
import { useAlerts } from '../../ui/alerts';
import { ConfirmDialog } from '../../ui/Modal';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { dropDeletedRows } from '../../ui/pagedList';
import { useListRefetch, useListState, type ListOrder } from '../../ui/useListState';
import type { QuoteListRefetchQuery, QuoteOrderField } from './__generated__/QuoteListRefetchQuery.graphql';
import type { QuoteList_query$data, QuoteList_query$key } from './__generated__/QuoteList_query.graphql';
import type { QuoteListCopyMutation } from './__generated__/QuoteListCopyMutation.graphql';
import type { QuoteListDeleteMutation } from './__generated__/QuoteListDeleteMutation.graphql';

const copyMutation = graphql`
  mutation QuoteListCopyMutation($id: Int!) {
    copyQuote(id: $id) {
      id
      rowId
    }
  }
`;

const deleteMutation = graphql`
  mutation QuoteListDeleteMutation($id: Int!) {
    deleteQuote(id: $id) @deleteRecord
  }
`;

export const INTERNAL_DOCUMENTS_TITLE = 'INTERNAL DOCUMENTS';
export const INTERNAL_DOCUMENTS_QUESTION = 'Are you sure you want to view this page?';

const quoteListFragment = graphql`
  fragment QuoteList_query on Query
  @refetchable(queryName: "QuoteListRefetchQuery")
  @argumentDefinitions(
    type: { type: "Int!" }
    first: { type: "Int", defaultValue: 12 }
    after: { type: "String" }
    orderBy: { type: "QuoteOrder", defaultValue: { field: createdAt, direction: DESC } }
    search: { type: "String" }
    pid: { type: "Int" }
  ) {
    quotes(type: $type, first: $first, after: $after, orderBy: $orderBy, search: $search, pid: $pid) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          rowId
          jobName
          customerName
          contactFirstName
          contactLastName
          createdByFirstName
          createdByLastName
          createdAt
          totalCost
          customerStatus
        }
      }
    }
  }
`;

type QuoteRow = QuoteList_query$data['quotes']['edges'][number]['node'];

export const DEFAULT_QUOTE_ORDER: ListOrder<QuoteOrderField> = { field: 'createdAt', direction: 'DESC' };

function fullName(first: string | null | undefined, last: string | null | undefined) {
  return [first, last].filter(Boolean).join(' ').trim();
}

export const quoteColumns: Column<QuoteRow>[] = [
  { key: 'rowId', header: '#', sortField: 'id', width: 80 },
  { key: 'jobName', header: 'Job Name', sortField: 'jobName' },
  {
    key: 'customer',
    header: 'Customer',
    sortField: 'customerName',
    value: (quote) => fullName(quote.contactFirstName, quote.contactLastName) || quote.customerName,
  },
  {
    key: 'createdBy',
    header: 'Created By',
    sortField: 'createdByLastName',
    value: (quote) => fullName(quote.createdByFirstName, quote.createdByLastName),
  },
  { key: 'createdAt', header: 'Created On', kind: 'date', sortField: 'createdAt' },
  { key: 'totalCost', header: 'Quote Value ($)', kind: 'currency', sortField: 'totalCost' },
  // What the customer did with the sent link: Sent, Viewed, Changes requested or Accepted.
  { key: 'customerStatus', header: 'Status', sortField: 'customerStatus', value: (quote) => quote.customerStatus ?? 'Not sent' },
];

export interface QuoteListProps {
  query: QuoteList_query$key;
  /** Must match the type the parent query passed to the fragment. */
  type: number;
  title: string;
  /** Level 9: the platform the list is narrowed to (must match the parent query). */
  pid?: number | null;
  /** Edit, Copy, Delete and Internal Documents row actions */
  actions?: boolean;
  showInternalDocuments?: boolean;
  onCreate?(): void;
  back?: string;
}

/** Quotes of one type with server-side sort, search and paging. */
export function QuoteList({ query, type, title, pid = null, actions = false, showInternalDocuments = false, onCreate, back }: QuoteListProps) {
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const [commitDelete] = useMutation<QuoteListDeleteMutation>(deleteMutation);
  const [internalFor, setInternalFor] = useState<number | null>(null);
  const [data, refetch] = useRefetchableFragment<QuoteListRefetchQuery, QuoteList_query$key>(quoteListFragment, query);
  const list = useListState<QuoteOrderField>({ defaultOrder: DEFAULT_QUOTE_ORDER });
  const { authHeaders } = useSession();
  const { user } = useViewer();
  // Administrators export the quote list as they see it (exportManagement/exportList)
  const exportList = type === 1 && isAdmin(user?.roleLevel) ? { list: 'quotes', filters: { pid: pid ?? undefined }, authHeaders } : undefined;
  const { isPending, refresh } = useListRefetch(list.variables, (variables, options) =>
    refetch({ ...variables, type, pid }, options),
  );

  const copy = (quote: QuoteRow) => {
    alerts.warning(`Copying Quote #${quote.rowId}...`);
    commitMutation<QuoteListCopyMutation>(environment, {
      mutation: copyMutation,
      variables: { id: quote.rowId },
      onCompleted: (response) => {
        alerts.success(`New Quote #${response.copyQuote.rowId} copied from Quote #${quote.rowId}.`);
        // §4.6: the copy opens, as a copied order does; back on the list it is at the top (newest first).
        navigate(`/Quote/${response.copyQuote.rowId}`);
      },
      onError: (error) => alerts.failure(error.message),
    });
  };

  // The row goes at once; the server is called afterwards. A refusal rolls the optimistic delete back.
  const remove = (quote: QuoteRow) => {
    commitDelete({
      variables: { id: quote.rowId },
      optimisticResponse: { deleteQuote: quote.id },
      updater: (store) => dropDeletedRows(store, { field: 'quotes', args: { type, pid, ...list.variables } }),
      onError: (error) => alerts.failure(error.message),
    });
  };

  const rowActions = (quote: QuoteRow) => (
    <span className="row-actions">
      <button type="button" className="btn btn-ghost btn-sm btn-icon" title="Edit Quote" aria-label={`Edit Quote #${quote.rowId}`} onClick={(e) => { e.stopPropagation(); navigate(`/Quote/${quote.rowId}`); }}>
        <FontAwesomeIcon icon={faPenToSquare} />
      </button>
      <button type="button" className="btn btn-ghost btn-sm btn-icon" title="Copy Quote" aria-label={`Copy Quote #${quote.rowId}`} onClick={(e) => { e.stopPropagation(); copy(quote); }}>
        <FontAwesomeIcon icon={faCopy} />
      </button>
      <button type="button" className="btn btn-ghost btn-sm btn-icon" title="Delete Quote" aria-label={`Delete Quote #${quote.rowId}`} onClick={(e) => { e.stopPropagation(); remove(quote); }}>
        <FontAwesomeIcon icon={faTrash} />
      </button>
      {showInternalDocuments && (
        <button type="button" className="btn btn-ghost btn-sm btn-icon" title="Internal Documents" aria-label={`Internal Documents of Quote #${quote.rowId}`} onClick={(e) => { e.stopPropagation(); setInternalFor(quote.rowId); }}>
          <FontAwesomeIcon icon={faFileShield} />
        </button>
      )}
    </span>
  );

  return (
    <>
    <ListScreen<QuoteRow>
      asPage={false}
      title={title}
      exportList={exportList}
      back={back}
      columns={quoteColumns}
      onCreate={onCreate}
      createLabel="New Quote"
      rowActions={actions ? rowActions : undefined}
      rows={data.quotes.edges.flatMap((edge) => (edge.node ? [edge.node] : []))}
      getRowId={(quote) => quote.id}
      loading={isPending}
      onRowClick={(quote) => navigate(`/Quote/${quote.rowId}`)}
      sort={list.order}
      onSort={(field) => list.toggleSort(field as QuoteOrderField)}
      search={list.search}
      onSearch={list.setSearch}
      onRefetch={refresh}
      totalCount={data.quotes.totalCount}
      pageSize={list.pageSize}
      pageCursors={data.quotes.pageCursors}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
    />
    <ConfirmDialog
      open={internalFor !== null}
      title={INTERNAL_DOCUMENTS_TITLE}
      message={
        <>
          <p>{INTERNAL_DOCUMENTS_QUESTION}</p>
          <p>This page holds sensitive internal documents.</p>
        </>
      }
      confirmLabel="Continue"
      cancelLabel="Go Back"
      onConfirm={() => navigate(`/DealerQuote/${internalFor}`)}
      onCancel={() => setInternalFor(null)}
    />
    </>
  );
}

/** Shown while the list's query loads. */
export function QuoteListSkeleton({ title }: { title: string }) {
  return (
    <ListScreen<QuoteRow>
      asPage={false}
      title={title}
      columns={quoteColumns}
      rows={[]}
      getRowId={(quote) => quote.id}
      loading
    />
  );
}
