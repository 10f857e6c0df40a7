import { Suspense } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useNavigate } from 'react-router';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { useListRefetch, useListState } from '../../ui/useListState';
import type { PlatformListPageQuery } from './__generated__/PlatformListPageQuery.graphql';
import type { PlatformListPage_query$data, PlatformListPage_query$key } from './__generated__/PlatformListPage_query.graphql';
import type { PlatformListRefetchQuery } from './__generated__/PlatformListRefetchQuery.graphql';

const pageQuery = graphql`
  query PlatformListPageQuery {
    ...PlatformListPage_query
  }
`;

const listFragment = graphql`
  fragment PlatformListPage_query on Query
  @refetchable(queryName: "PlatformListRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 12 }, after: { type: "String" }, search: { type: "String" }) {
    platforms(first: $first, after: $after, search: $search) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          rowId
          name
          emailAddresses
        }
      }
    }
  }
`;

type PlatformRow = PlatformListPage_query$data['platforms']['edges'][number]['node'];

export const platformColumns: Column<PlatformRow>[] = [
  { key: 'rowId', header: 'Platform ID', width: 120 },
  { key: 'name', header: 'Name' },
  { key: 'emailAddresses', header: 'Email Addresses', value: (p) => p.emailAddresses.join(', '), width: 360 },
];

function PlatformList({ query }: { query: PlatformListPage_query$key }) {
  const navigate = useNavigate();
  const [data, refetch] = useRefetchableFragment<PlatformListRefetchQuery, PlatformListPage_query$key>(listFragment, query);
  const list = useListState<'id'>({ defaultOrder: { field: 'id', direction: 'ASC' } });
  const { isPending, refresh } = useListRefetch(list.variables, ({ first, after, search }, options) => refetch({ first, after, search }, options));
  return (
    <ListScreen<PlatformRow>
      title="Platforms"
      back="/Administration"
      onCreate={() => navigate('/Platforms/create')}
      columns={platformColumns}
      rows={data.platforms.edges.flatMap((edge) => (edge.node ? [edge.node] : []))}
      getRowId={(p) => p.id}
      loading={isPending}
      onRowClick={(p) => navigate(`/Platforms/edit/${p.rowId}`)}
      search={list.search}
      onSearch={list.setSearch}
      onRefetch={refresh}
      totalCount={data.platforms.totalCount}
      pageSize={list.pageSize}
      pageCursors={data.platforms.pageCursors}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
    />
  );
}

function PlatformsLoader() {
  const data = useRouteQuery<PlatformListPageQuery>(pageQuery).data;
  return <PlatformList query={data} />;
}

export function PlatformListPage() {
  return (
    <Suspense fallback={<ListScreen<PlatformRow> title="Platforms" back="/Administration" columns={platformColumns} rows={[]} getRowId={(p) => p.id} loading />}>
      <PlatformsLoader />
    </Suspense>
  );
}
