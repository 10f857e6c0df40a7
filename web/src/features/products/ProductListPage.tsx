import { Suspense, useMemo, useState } from 'react';
import { BulkBar } from '../../ui/BulkBar';
import { ProductsBulkActions, type BulkOutcome } from './ProductsBulkActions';
import { useSession } from '../../app/SessionProvider';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { Link, useNavigate } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faImage } from '@fortawesome/free-solid-svg-icons/faImage';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons/faPenToSquare';
import { useViewer } from '../../app/ViewerProvider';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import { formatCurrency } from '../../ui/format';
import { useListRefetch, useListState, type ListOrder } from '../../ui/useListState';
import type { ProductListPageQuery } from './__generated__/ProductListPageQuery.graphql';
import type { ProductListPage_query$data, ProductListPage_query$key } from './__generated__/ProductListPage_query.graphql';
import type { ProductListRefetchQuery, ProductOrderField } from './__generated__/ProductListRefetchQuery.graphql';
import './products.css';

const pageQuery = graphql`
  query ProductListPageQuery {
    ...ProductListPage_query
  }
`;

const listFragment = graphql`
  fragment ProductListPage_query on Query
  @refetchable(queryName: "ProductListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 12 }
    after: { type: "String" }
    orderBy: { type: "ProductOrder", defaultValue: { field: productNumber, direction: ASC } }
    search: { type: "String" }
  ) {
    adminProducts(first: $first, after: $after, orderBy: $orderBy, search: $search) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          rowId
          productNumber
          name
          description
          relatedItem
          defaultPrice
          quantityInStock
          displayImage
        }
      }
    }
  }
`;

type ProductRow = ProductListPage_query$data['adminProducts']['edges'][number]['node'];

export const DEFAULT_PRODUCT_ORDER: ListOrder<ProductOrderField> = { field: 'productNumber', direction: 'ASC' };

function Preview({ product }: { product: ProductRow }) {
  if (!product.displayImage) {
    return (
      <span className="admin-product-preview admin-product-preview--empty" aria-hidden>
        <FontAwesomeIcon icon={faImage} />
      </span>
    );
  }
  return <img className="admin-product-preview" src={product.displayImage} alt={`Preview of ${product.name}`} loading="lazy" />;
}

export const productColumns: Column<ProductRow>[] = [
  { key: 'preview', header: 'Preview', width: 96, render: (p) => <Preview product={p} /> },
  { key: 'productNumber', header: 'Part #', sortField: 'productNumber' },
  { key: 'name', header: 'Name', sortField: 'name' },
  { key: 'description', header: 'Description', sortField: 'description', width: 320 },
  { key: 'relatedItem', header: 'Related Item', sortField: 'relatedItem' },
  { key: 'defaultPrice', header: 'Price', kind: 'currency', sortField: 'defaultPrice' },
  { key: 'quantityInStock', header: 'In Stock (#)', kind: 'number', sortField: 'quantityInStock' },
];

function ProductCard({ product }: { product: ProductRow }) {
  return (
    <div className="admin-product-card">
      <Preview product={product} />
      <div className="admin-product-card__text">
        <strong className="admin-product-card__name">{product.name}</strong>
        <span className="admin-product-card__number">{product.productNumber || '-'}</span>
        {product.defaultPrice != null && <span>{formatCurrency(product.defaultPrice)}</span>}
      </div>
      <Link className="btn btn-outline btn-sm" to={`/Products/edit/${product.rowId}`} onClick={(event) => event.stopPropagation()}>
        <FontAwesomeIcon icon={faPenToSquare} />
        Edit
      </Link>
    </div>
  );
}

function ProductList({ query }: { query: ProductListPage_query$key }) {
  const navigate = useNavigate();
  // Only level 9 creates products (spec part 2 §6).
  const canCreate = (useViewer().user?.roleLevel ?? 0) >= 9;
  const [data, refetch] = useRefetchableFragment<ProductListRefetchQuery, ProductListPage_query$key>(listFragment, query);
  const list = useListState<ProductOrderField>({ defaultOrder: DEFAULT_PRODUCT_ORDER });
  const { authHeaders } = useSession();
  const { isPending, refresh } = useListRefetch(list.variables, (variables, options) => refetch(variables, options));
  const rows = data.adminProducts.edges.flatMap((edge) => (edge.node ? [edge.node] : []));
  // Bulk actions change products: level 9 only, as the single ones.
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const label = (p: ProductRow) => p.productNumber || p.name;
  const setRows = (list: readonly ProductRow[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const p of list) {
        if (on) next.set(p.rowId, label(p));
        else next.delete(p.rowId);
      }
      return next;
    });
  const columns = useMemo<Column<ProductRow>[]>(
    () =>
      canCreate
        ? [
            {
              key: 'select',
              header: 'Select',
              width: 64,
              align: 'center',
              render: (p) => (
                <input
                  type="checkbox"
                  aria-label={`Select ${label(p)}`}
                  checked={selected.has(p.rowId)}
                  onClick={(event) => event.stopPropagation()}
                  onChange={(event) => setRows([p], event.target.checked)}
                />
              ),
            },
            ...productColumns,
          ]
        : productColumns,
    [canCreate, selected],
  );
  const bulkDone = (result: BulkOutcome) => {
    setOutcome(result);
    setSelected((current) => new Map([...current].filter(([id]) => result.results.some((row) => row.rowId === id && !row.ok))));
    refresh();
  };
  const names = new Map(selected);
  return (
    <ListScreen<ProductRow>
      title="Products"
      exportList={{ list: 'products', authHeaders }}
      back="/Administration"
      onCreate={canCreate ? () => navigate('/Products/create') : undefined}
      filterNotice={
        canCreate && (
          <BulkBar
            selectedCount={selected.size}
            pageCount={rows.length}
            allOnPage={rows.length > 0 && rows.every((p) => selected.has(p.rowId))}
            onSelectPage={(on) => setRows(rows, on)}
            onClear={() => {
              setSelected(new Map());
              setOutcome(null);
            }}
            outcome={outcome}
            describe={(id) => names.get(id) ?? `Product #${id}`}
          >
            <ProductsBulkActions ids={[...selected.keys()]} onDone={bulkDone} />
          </BulkBar>
        )
      }
      columns={columns}
      rows={rows}
      getRowId={(p) => p.id}
      loading={isPending}
      onRowClick={(p) => navigate(`/Products/edit/${p.rowId}`)}
      sort={list.order}
      onSort={(field) => list.toggleSort(field as ProductOrderField)}
      search={list.search}
      onSearch={list.setSearch}
      onRefetch={refresh}
      totalCount={data.adminProducts.totalCount}
      pageSize={list.pageSize}
      pageCursors={data.adminProducts.pageCursors}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
      renderCard={(p) => <ProductCard product={p} />}
    />
  );
}

function ProductListLoader() {
  const data = useRouteQuery<ProductListPageQuery>(pageQuery).data;
  return <ProductList query={data} />;
}

export function ProductListPage() {
  return (
    <Suspense
      fallback={<ListScreen<ProductRow> title="Products" back="/Administration" columns={productColumns} rows={[]} getRowId={(p) => p.id} loading />}
    >
      <ProductListLoader />
    </Suspense>
  );
}
