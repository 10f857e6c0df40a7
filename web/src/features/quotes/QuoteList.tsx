import { graphql, useRefetchableFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { useListRefetch, useListState, type ListOrder } from '../../ui/useListState';
import type { QuoteListRefetchQuery, QuoteOrderField } from './__generated__/QuoteListRefetchQuery.graphql';
import type { QuoteList_query$data, QuoteList_query$key } from './__generated__/QuoteList_query.graphql';

const quoteListFragment = graphql`
  fragment QuoteList_query on Query
  @refetchable(queryName: "QuoteListRefetchQuery")
  @argumentDefinitions(
    type: { type: "Int!" }
    first: { type: "Int", defaultValue: 12 }
    after: { type: "String" }
    orderBy: { type: "QuoteOrder", defaultValue: { field: createdAt, direction: DESC } }
    search: { type: "String" }
  ) {
    quotes(type: $type, first: $first, after: $after, orderBy: $orderBy, search: $search) {
      totalCount
      pageCursors {
        around {
          cursor
          page
          isCurrent
        }
        first {
          cursor
          page
          isCurrent
        }
        last {
          cursor
          page
          isCurrent
        }
        previous {
          cursor
          page
          isCurrent
        }
        next {
          cursor
          page
          isCurrent
        }
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
  { key: 'totalCost', header: 'Quote Value', kind: 'currency', sortField: 'totalCost' },
];

export interface QuoteListProps {
  query: QuoteList_query$key;
  /** Must match the type the parent query passed to the fragment. */
  type: number;
  title: string;
}

/** Quotes of one type with server-side sort, search and paging. */
export function QuoteList({ query, type, title }: QuoteListProps) {
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment<QuoteListRefetchQuery, QuoteList_query$key>(quoteListFragment, query);
  const list = useListState<QuoteOrderField>({ defaultOrder: DEFAULT_QUOTE_ORDER });
  const { isPending, refresh } = useListRefetch(list.variables, (variables, options) =>
    refetch({ ...variables, type }, options),
  );

  return (
    <ListScreen<QuoteRow>
      asPage={false}
      title={title}
      columns={quoteColumns}
      rows={data.quotes.edges.map((edge) => edge.node)}
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
