import { Suspense } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useNavigate } from 'react-router';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { useListRefetch, useListState } from '../../ui/useListState';
import type { ConfiguratorModelsPageQuery } from './__generated__/ConfiguratorModelsPageQuery.graphql';
import type { ConfiguratorModelsPage_query$data, ConfiguratorModelsPage_query$key } from './__generated__/ConfiguratorModelsPage_query.graphql';
import type { ConfiguratorModelsRefetchQuery } from './__generated__/ConfiguratorModelsRefetchQuery.graphql';

const listFragment = graphql`
  fragment ConfiguratorModelsPage_query on Query
  @refetchable(queryName: "ConfiguratorModelsRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 12 }, after: { type: "String" }, search: { type: "String" }) {
    configuratorModels(first: $first, after: $after, search: $search) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          rowId
          key
          name
          description
          latestVersion
          productCount
          updatedAt
        }
      }
    }
  }
`;

const pageQuery = graphql`
  query ConfiguratorModelsPageQuery {
    ...ConfiguratorModelsPage_query
  }
`;

type ModelRow = ConfiguratorModelsPage_query$data['configuratorModels']['edges'][number]['node'];

const columns: Column<ModelRow>[] = [
  { key: 'name', header: 'Name' },
  { key: 'key', header: 'Key' },
  { key: 'description', header: 'Description' },
  { key: 'latestVersion', header: 'Version', kind: 'number', width: 100 },
  { key: 'productCount', header: 'Products', kind: 'number', width: 110 },
  { key: 'updatedAt', header: 'Updated', kind: 'date', width: 130 },
];

/** /ConfiguratorModels: the platform's built-in configurator models (level 5+). */
export function ConfiguratorModelsPage() {
  return (
    <Suspense fallback={<ListScreen<ModelRow> title="Configurator Models" back="/Administration" columns={columns} rows={[]} getRowId={(row) => row.id} loading />}>
      <ModelList />
    </Suspense>
  );
}

function ModelList() {
  const navigate = useNavigate();
  const query = useRouteQuery<ConfiguratorModelsPageQuery>(pageQuery).data;
  const [data, refetch] = useRefetchableFragment<ConfiguratorModelsRefetchQuery, ConfiguratorModelsPage_query$key>(listFragment, query);
  const list = useListState<'name'>({ defaultOrder: { field: 'name', direction: 'ASC' } });
  const { isPending, refresh } = useListRefetch(list.variables, ({ first, after, search }, options) => refetch({ first, after, search }, options));
  return (
    <ListScreen<ModelRow>
      title="Configurator Models"
      back="/Administration"
      onCreate={() => navigate('/ConfiguratorModel/new')}
      createLabel="New Model"
      columns={columns}
      rows={data.configuratorModels.edges.map((edge) => edge.node)}
      getRowId={(row) => row.id}
      loading={isPending}
      onRowClick={(row) => navigate(`/ConfiguratorModel/${row.rowId}`)}
      search={list.search}
      onSearch={list.setSearch}
      onRefetch={refresh}
      totalCount={data.configuratorModels.totalCount}
      pageSize={list.pageSize}
      pageCursors={data.configuratorModels.pageCursors}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
      emptyText="No configurator models yet."
    />
  );
}
