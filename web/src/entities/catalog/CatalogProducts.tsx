import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import type { Column } from '../../ui/columns';
import { DataTable } from '../../ui/DataTable';
import { EMPTY_VALUE, formatCurrency } from '../../ui/format';
import { Modal } from '../../ui/Modal';
import { Pager } from '../../ui/Pager';
import { SearchBox } from '../../ui/SearchBox';
import { useListRefetch, useListState } from '../../ui/useListState';
import type { CatalogOrderField, CatalogProductsRefetchQuery } from './__generated__/CatalogProductsRefetchQuery.graphql';
import type { CatalogProducts_query$data, CatalogProducts_query$key } from './__generated__/CatalogProducts_query.graphql';
import { useCatalogActions, type CatalogQuoteContext } from './catalogActions';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { lineQuantityProblem, QUANTITY_MESSAGES } from '@quotecraft/rules/quantities';
import './catalog.css';

const catalogFragment = graphql`
  fragment CatalogProducts_query on Query
  @refetchable(queryName: "CatalogProductsRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 12 }
    after: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "CatalogOrder", defaultValue: { field: name, direction: ASC } }
  ) {
    catalogProducts(first: $first, after: $after, search: $search, orderBy: $orderBy) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          rowId
          name
          description
          overview
          productNumber
          displayImage
          defaultPrice
          quantityInStock
          priceCode
          uom
          relatedItem
          isNonConfigurable
          isConfigurable
          isQuickConfig
        }
      }
    }
  }
`;

export type CatalogRow = CatalogProducts_query$data['catalogProducts']['edges'][number]['node'];

const dash = (value: unknown) => (value === null || value === undefined || value === '' ? EMPTY_VALUE : String(value));
const price = (value: unknown) => (value === null || value === undefined || value === '' ? EMPTY_VALUE : formatCurrency(value as string));

export interface CatalogProductsProps {
  query: CatalogProducts_query$key;
  /** grid: the product page view; table: the product table (level 3 landing) */
  variant: 'grid' | 'table';
  quote?: CatalogQuoteContext | null;
  onAdded?(): void;
}

/** The catalog's products with search, paging and the card or table actions. */
export function CatalogProducts({ query, variant, quote = null, onAdded }: CatalogProductsProps) {
  const [data, refetch] = useRefetchableFragment<CatalogProductsRefetchQuery, CatalogProducts_query$key>(catalogFragment, query);
  const list = useListState<CatalogOrderField>({ defaultOrder: { field: 'name', direction: 'ASC' } });
  const { isPending } = useListRefetch(list.variables, (variables, options) => refetch(variables, options));
  const [preview, setPreview] = useState<CatalogRow | null>(null);
  const actions = useCatalogActions(quote, onAdded);
  const rows = data.catalogProducts.edges.map((edge) => edge.node);

  return (
    <div className="catalog" aria-busy={isPending || undefined}>
      <div className="catalog-toolbar">
        <SearchBox value={list.search} onSearch={list.setSearch} placeholder="Search products" />
      </div>
      {variant === 'grid' ? (
        rows.length === 0 ? (
          <p className="card-grid__empty">No products found.</p>
        ) : (
          <div className="catalog-grid">
            {rows.map((product) => (
              <ProductCard key={product.id} product={product} onPreview={() => setPreview(product)} actions={actions} />
            ))}
          </div>
        )
      ) : (
        <ProductTable rows={rows} actions={actions} loading={isPending} onPreview={setPreview} />
      )}
      <Pager
        totalCount={data.catalogProducts.totalCount}
        pageSize={list.pageSize}
        pageCursors={data.catalogProducts.pageCursors}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      <ProductPreviewDialog product={preview} onClose={() => setPreview(null)} actions={actions} />
      <SignInToAddDialog product={actions.signInFor} onClose={actions.closeSignIn} />
    </div>
  );
}

type Actions = ReturnType<typeof useCatalogActions>;

function useQuantity() {
  const alerts = useAlerts();
  const [quantity, setQuantity] = useState(1);
  const change = (next: number) => {
    const problem = lineQuantityProblem(next, null, QUANTITY_MESSAGES.catalogBelowOne);
    if (problem) {
      alerts.warning(problem);
      if (next < 1) setQuantity(1);
      return;
    }
    setQuantity(next);
  };
  return [quantity, change] as const;
}

function ActionButton({ product, actions, quantity }: { product: CatalogRow; actions: Actions; quantity: number }) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return !product.isConfigurable ? (
    <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => run(() => actions.addToQuote(product, quantity))}>
      Add To Quote
    </button>
  ) : (
    <button type="button" className="btn btn-cta btn-sm" disabled={busy} onClick={() => run(() => actions.configure(product))}>
      Configure
    </button>
  );
}

function ProductCard({ product, onPreview, actions }: { product: CatalogRow; onPreview(): void; actions: Actions }) {
  const [quantity, setQuantity] = useQuantity();
  return (
    <article className="product-card" aria-label={product.name}>
      <div className="product-card__image">{product.displayImage ? <img src={product.displayImage} alt="" /> : null}</div>
      <button type="button" className="product-card__name" onClick={onPreview}>
        {product.name}
      </button>
      <p className="product-card__description">{product.description || EMPTY_VALUE}</p>
      <dl className="product-card__facts">
        <dt>Price:</dt>
        <dd>{price(product.defaultPrice)}</dd>
        <dt># In Stock:</dt>
        <dd>{dash(product.quantityInStock)}</dd>
      </dl>
      <div className="product-card__actions">
        {!product.isConfigurable && <QuantityStepper label={`Quantity of ${product.name}`} value={quantity} onChange={setQuantity} />}
        <ActionButton product={product} actions={actions} quantity={quantity} />
      </div>
    </article>
  );
}

function TableAction({ product, actions }: { product: CatalogRow; actions: Actions }) {
  const [quantity, setQuantity] = useQuantity();
  return (
    <div className="product-card__actions">
      {!product.isConfigurable && <QuantityStepper label={`Quantity of ${product.name}`} value={quantity} onChange={setQuantity} />}
      <ActionButton product={product} actions={actions} quantity={quantity} />
    </div>
  );
}

function ProductTable({ rows, actions, loading, onPreview }: { rows: readonly CatalogRow[]; actions: Actions; loading: boolean; onPreview(row: CatalogRow): void }) {
  const columns: Column<CatalogRow>[] = [
    { key: 'preview', header: 'Preview', width: 90, render: (p) => (p.displayImage ? <img className="product-thumb" src={p.displayImage} alt="" /> : null) },
    { key: 'name', header: 'Name' },
    { key: 'description', header: 'Description' },
    { key: 'relatedItem', header: 'Related Item' },
    { key: 'defaultPrice', header: 'Price', kind: 'currency' },
    { key: 'quantityInStock', header: 'In Stock (#)', kind: 'number' },
    { key: 'add', header: 'Add To Quote', width: 240, render: (p) => <TableAction product={p} actions={actions} /> },
  ];
  return <DataTable columns={columns} rows={rows} getRowId={(p) => p.id} loading={loading} onRowClick={onPreview} caption="Products" />;
}

/**
 * The product page view's preview: every product field. A configurable product offers Configure to
 * visitors only (§2.11); a fixed-price one offers Add To Quote, never Configure.
 */
export function ProductPreviewDialog({ product, onClose, actions }: { product: CatalogRow | null; onClose(): void; actions: Actions }) {
  const { user } = useViewer();
  const [quantity, setQuantity] = useQuantity();
  return (
    <Modal
      open={product != null}
      onClose={onClose}
      title={product?.name}
      footer={
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Close
        </button>
      }
    >
      {product && (
        <div className="product-preview">
          <div className="product-card__image">{product.displayImage ? <img src={product.displayImage} alt={product.name} /> : null}</div>
          <div>
            <p>
              <strong>{price(product.defaultPrice)}</strong>
            </p>
            {product.isConfigurable ? (
              !user && (
                <button type="button" className="btn btn-cta" onClick={() => actions.configure(product)}>
                  Configure
                </button>
              )
            ) : (
              <div className="product-card__actions">
                <QuantityStepper label={`Quantity of ${product.name}`} value={quantity} onChange={setQuantity} />
                <ActionButton product={product} actions={actions} quantity={quantity} />
              </div>
            )}
            <dl className="product-preview__facts">
              <dt>Price Code</dt>
              <dd>{dash(product.priceCode)}</dd>
              <dt>In Stock</dt>
              <dd>{dash(product.quantityInStock)}</dd>
              <dt>Unit of Measure</dt>
              <dd>{dash(product.uom)}</dd>
              <dt>Related Item</dt>
              <dd>{dash(product.relatedItem)}</dd>
            </dl>
            <h3>Product Description</h3>
            <p>{dash(product.description)}</p>
            <h3>Product Overview</h3>
            <p>{dash(product.overview)}</p>
          </div>
        </div>
      )}
    </Modal>
  );
}

/** Visitors pressing Add To Quote: quotes belong to an account, so they are asked to sign in. */
export function SignInToAddDialog({ product, onClose }: { product: { name?: string } | null; onClose(): void }) {
  const navigate = useNavigate();
  return (
    <Modal
      open={product != null}
      onClose={onClose}
      title="Sign in to add to a quote"
      maxWidth={460}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              onClose();
              navigate('/Login');
            }}
          >
            Sign In
          </button>
        </>
      }
    >
      <p>Please sign in to add {product?.name ?? 'this product'} to a quote. Configurable products can be configured and saved without an account.</p>
    </Modal>
  );
}
