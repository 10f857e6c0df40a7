import { Suspense, useMemo, useState, useTransition, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useNavigate, useParams } from 'react-router';
import { NotFound, NotFoundBoundary, parseRowId } from '../../ui/NotFound';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faCheck } from '@fortawesome/free-solid-svg-icons/faCheck';
import { faMinus } from '@fortawesome/free-solid-svg-icons/faMinus';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import type { Column } from '../../ui/columns';
import { SelectField, TextField } from '../../ui/fields';
import { FormActionBar } from '../../ui/FormActionBar';
import { ListScreen } from '../../ui/ListScreen';
import { commitAsync, describeMutationError } from '../../ui/mutation';
import { Page, PageHeader } from '../../ui/Page';
import { DEFAULT_PAGE_SIZE, type PageCursors } from '../../ui/Pager';
import { LoadingIndicator } from '../../ui/Spinner';
import type { ProductListEditorPageQuery, ProductListEditorPageQuery$data } from './__generated__/ProductListEditorPageQuery.graphql';
import type { ProductListEditorPageProductsQuery, ProductListEditorPageProductsQuery$data } from './__generated__/ProductListEditorPageProductsQuery.graphql';
import type { ProductListEditorPageCreateMutation } from './__generated__/ProductListEditorPageCreateMutation.graphql';
import type { ProductListEditorPageUpdateMutation } from './__generated__/ProductListEditorPageUpdateMutation.graphql';
import type { ProductListEditorPageDeleteMutation } from './__generated__/ProductListEditorPageDeleteMutation.graphql';
import { nextPanel, pendingLabel, usePendingSets, type PendingProduct, type PendingSet, type ProductPanel } from './pendingSets';
import '../../ui/adminForm.css';
import './productLists.css';

const listQuery = graphql`
  query ProductListEditorPageQuery($id: ID!, $isCreate: Boolean!) {
    assignablePlatforms {
      rowId
      name
    }
    node(id: $id) @skip(if: $isCreate) {
      ... on ProductList {
        id
        rowId
        pid
        name
        productCount
      }
    }
  }
`;

const productsQuery = graphql`
  query ProductListEditorPageProductsQuery(
    $pid: Int!
    $productListId: Int
    $inList: Boolean!
    $first: Int
    $after: String
    $search: String
    $orderBy: ProductListProductOrder
  ) {
    productListProducts(pid: $pid, productListId: $productListId, inList: $inList, first: $first, after: $after, search: $search, orderBy: $orderBy) {
      totalCount
      pageCursors {
        ...Pager_pageCursors @relay(mask: false)
      }
      edges {
        node {
          id
          rowId
          name
          productNumber
          defaultPrice
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation ProductListEditorPageCreateMutation($input: ProductListInput!, $add: [Int!]) {
    createProductList(input: $input, add: $add) {
      id
      rowId
      pid
      name
      productCount
    }
  }
`;

const updateMutation = graphql`
  mutation ProductListEditorPageUpdateMutation($id: Int!, $input: ProductListInput!, $add: [Int!], $remove: [Int!]) {
    updateProductList(id: $id, input: $input, add: $add, remove: $remove) {
      id
      rowId
      pid
      name
      productCount
    }
  }
`;

const deleteMutation = graphql`
  mutation ProductListEditorPageDeleteMutation($id: Int!) {
    deleteProductList(id: $id)
  }
`;

export const NO_PRODUCTS_TO_ADD = 'No products to add.';
export const NO_PRODUCTS_TO_REMOVE = 'No products to remove.';

type ListNode = NonNullable<ProductListEditorPageQuery$data['node']>;
type ProductRow = ProductListEditorPageProductsQuery$data['productListProducts']['edges'][number]['node'];

export function ProductListEditorPage() {
  const { id = 'create' } = useParams();
  if (id !== 'create' && parseRowId(id) === null) return <ProductListNotFound />;
  return (
    <NotFoundBoundary key={id} what="Product list" back="/Administration">
      <Suspense fallback={<LoadingIndicator label="Loading product list" />}>
        <ProductListLoader key={id} id={id} />
      </Suspense>
    </NotFoundBoundary>
  );
}

const ProductListNotFound = () => <NotFound what="Product list" back="/Administration" />;

function ProductListLoader({ id }: { id: string }) {
  const isCreate = id === 'create';
  const [saves, setSaves] = useState(0);
  const { data, reload } = useRouteQuery<ProductListEditorPageQuery>(listQuery);
  if (!isCreate && (!data.node || data.node.rowId === undefined)) return <ProductListNotFound />;
  return (
    <ProductListEditor
      key={saves}
      list={isCreate ? null : (data.node as ListNode)}
      platforms={data.assignablePlatforms}
      onSaved={() => {
        // Loaded again from the server, and the form starts over from what was saved.
        reload();
        setSaves((count) => count + 1);
      }}
    />
  );
}

export function ProductListEditor({
  list,
  platforms,
  onSaved,
}: {
  list: ListNode | null;
  platforms: ProductListEditorPageQuery$data['assignablePlatforms'];
  onSaved(): void;
}) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { user } = useViewer();
  const initial = { pid: list?.pid != null ? String(list.pid) : '', name: list?.name ?? '' };
  const [form, setForm] = useState(initial);
  const [pidError, setPidError] = useState<string | null>(null);
  const [panel, setPanel] = useState<ProductPanel>(null);
  const pending = usePendingSets();
  const [submitting, setSubmitting] = useState(false);
  const dirty = form.pid !== initial.pid || form.name !== initial.name || pending.add.size > 0 || pending.remove.size > 0;
  const backPid = list?.pid ?? user?.pid ?? '';
  // The open panel's products: loaded when the panel is opened or the platform changes, before the table renders.
  const [products, loadProducts, disposeProducts] = useQueryLoader<ProductListEditorPageProductsQuery>(productsQuery);
  const loadPicker = (mode: ProductPanel, pid: string) => {
    if (!mode || !Number(pid)) {
      disposeProducts();
      return;
    }
    const productListId = list?.pid === Number(pid) ? (list?.rowId ?? null) : null;
    loadProducts({ pid: Number(pid), productListId, inList: mode === 'remove', ...INITIAL_PICKER_VARIABLES }, { fetchPolicy: 'store-and-network' });
  };
  const choosePanel = (chosen: Exclude<ProductPanel, null>) => {
    const next = nextPanel(panel, chosen);
    setPanel(next);
    loadPicker(next, form.pid);
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!form.pid) {
      setPidError('Platform is required!');
      return;
    }
    setPidError(null);
    setSubmitting(true);
    const input = { pid: Number(form.pid), name: form.name };
    try {
      if (!list) {
        const response = await commitAsync<ProductListEditorPageCreateMutation>(environment, createMutation, { input, add: [...pending.add.keys()] });
        alerts.success(`Successfully created ProductList: ${response.createProductList.rowId}`);
        navigate(`/ProductList/${response.createProductList.rowId}`, { replace: true });
        return;
      }
      const response = await commitAsync<ProductListEditorPageUpdateMutation>(environment, updateMutation, {
        id: list.rowId!,
        input,
        add: [...pending.add.keys()],
        remove: [...pending.remove.keys()],
      });
      alerts.success(`Successfully updated ProductList: ${response.updateProductList.rowId}`);
      onSaved();
    } catch (error) {
      console.error('Failed to save the product list', error);
      const { field, message } = describeMutationError(error);
      if (field === 'pid') setPidError(message);
      alerts.failure('Failed to create product list.');
    } finally {
      setSubmitting(false);
    }
  };

  const remove = async () => {
    if (!list) return;
    try {
      await commitAsync<ProductListEditorPageDeleteMutation>(environment, deleteMutation, { id: list.rowId! });
      alerts.success(`Succesfully Deleted Product List: ${list.name || list.rowId}`);
      navigate(`/ProductLists/${list.pid}`);
    } catch (error) {
      alerts.failure(describeMutationError(error).message);
    }
  };

  return (
    <Page>
      <PageHeader title={list ? 'Edit Product List' : 'Create Product List'} back={`/ProductLists/${backPid}`} />
      <form id="product-list-form" className="org-form" noValidate onSubmit={save}>
        <div className="org-form__grid">
          <SelectField
            label="Assign to Platform"
            name="pid"
            required
            placeholder="Select a Platform"
            value={form.pid}
            onChange={(pid) => {
              setForm((current) => ({ ...current, pid }));
              if (pid !== form.pid) loadPicker(panel, pid);
              // Pending products belong to the platform they were picked from.
              pending.reset();
            }}
            options={platforms.map((platform) => ({ value: String(platform.rowId), label: platform.name }))}
            error={pidError}
          />
          <TextField label="Name" name="name" value={form.name} maxLength={200} onChange={(name) => setForm((current) => ({ ...current, name }))} />
        </div>
        <FormActionBar
          dirty={dirty}
          submitting={submitting}
          form="product-list-form"
          onCancel={() => {
            setForm(initial);
            if (form.pid !== initial.pid) loadPicker(panel, initial.pid);
            pending.reset();
            setPidError(null);
          }}
          onDelete={list ? remove : undefined}
          deleteName={list?.name || String(list?.rowId ?? '')}
        />
      </form>

      <div className="product-list-editor__toggles" role="group" aria-label="Products">
        <button type="button" className={panel === 'add' ? 'btn btn-primary is-active' : 'btn btn-outline'} aria-pressed={panel === 'add'} onClick={() => choosePanel('add')}>
          <FontAwesomeIcon icon={faPlus} />
          Add Products
        </button>
        {list && (
          <button
            type="button"
            className={panel === 'remove' ? 'btn btn-primary is-active' : 'btn btn-outline'}
            aria-pressed={panel === 'remove'}
            onClick={() => choosePanel('remove')}
          >
            <FontAwesomeIcon icon={faMinus} />
            View / Remove Products
          </button>
        )}
      </div>

      {panel === null ? (
        <PendingEntries add={pending.add} remove={pending.remove} onToggleAdd={pending.toggleAdd} onToggleRemove={pending.toggleRemove} />
      ) : !form.pid ? (
        <p className="product-picker__empty">Select a platform to choose its products.</p>
      ) : (
        <ProductPicker
          key={`${panel}-${form.pid}`}
          mode={panel}
          products={products}
          onLoad={(variables) => loadProducts(variables, { fetchPolicy: 'store-and-network' })}
          selected={panel === 'add' ? pending.add : pending.remove}
          onToggle={panel === 'add' ? pending.toggleAdd : pending.toggleRemove}
        />
      )}
    </Page>
  );
}

/** With no table open: the pending additions in green, removals in red; a click deselects one. */
export function PendingEntries({
  add,
  remove,
  onToggleAdd,
  onToggleRemove,
}: {
  add: PendingSet;
  remove: PendingSet;
  onToggleAdd(product: PendingProduct): void;
  onToggleRemove(product: PendingProduct): void;
}) {
  if (add.size === 0 && remove.size === 0) return null;
  return (
    <div className="org-panel" aria-label="Pending changes">
      <ul className="pending-list">
        {[...add.values()].map((product) => (
          <li key={`add-${product.rowId}`}>
            <button type="button" className="pending-entry pending-entry--add" title="Click to deselect" onClick={() => onToggleAdd(product)}>
              {pendingLabel('+', product)}
            </button>
          </li>
        ))}
        {[...remove.values()].map((product) => (
          <li key={`remove-${product.rowId}`}>
            <button type="button" className="pending-entry pending-entry--remove" title="Click to deselect" onClick={() => onToggleRemove(product)}>
              {pendingLabel('-', product)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface PickerVariables {
  first: number;
  after: string | null;
  search: string | null;
  orderBy: { field: 'id' | 'name' | 'productNumber' | 'defaultPrice'; direction: 'ASC' | 'DESC' };
}

const INITIAL_PICKER_VARIABLES: PickerVariables = { first: DEFAULT_PAGE_SIZE, after: null, search: null, orderBy: { field: 'id', direction: 'ASC' } };

type ProductsVariables = ProductListEditorPageProductsQuery['variables'];

function ProductPicker({
  mode,
  products,
  onLoad,
  selected,
  onToggle,
}: {
  mode: 'add' | 'remove';
  products: PreloadedQuery<ProductListEditorPageProductsQuery> | null | undefined;
  onLoad(variables: ProductsVariables): void;
  selected: PendingSet;
  onToggle(product: PendingProduct): void;
}) {
  const [isPending, startTransition] = useTransition();
  // Paging, sorting and searching load the next rows while the shown ones stay.
  const update = (next: Partial<PickerVariables>) => {
    if (products) startTransition(() => onLoad({ ...products.variables, ...next }));
  };
  const variables = products ? pickerVariables(products.variables) : INITIAL_PICKER_VARIABLES;
  const table = (rows: readonly ProductRow[], loading: boolean, connection?: ProductListEditorPageProductsQuery$data['productListProducts']) => (
    <ProductTable
      mode={mode}
      rows={rows}
      loading={loading}
      selected={selected}
      onToggle={onToggle}
      variables={variables}
      onVariables={update}
      totalCount={connection?.totalCount}
      pageCursors={connection?.pageCursors}
    />
  );
  if (!products) return table([], true);
  return (
    <Suspense fallback={table([], true)}>
      <ProductPickerLoader products={products} render={(connection) => table(connection.edges.map((e) => e.node), isPending, connection)} />
    </Suspense>
  );
}

function pickerVariables(variables: ProductsVariables): PickerVariables {
  return {
    first: variables.first ?? DEFAULT_PAGE_SIZE,
    after: variables.after ?? null,
    search: variables.search ?? null,
    orderBy: (variables.orderBy as PickerVariables['orderBy'] | null | undefined) ?? INITIAL_PICKER_VARIABLES.orderBy,
  };
}

function ProductPickerLoader({
  products,
  render,
}: {
  products: PreloadedQuery<ProductListEditorPageProductsQuery>;
  render(connection: ProductListEditorPageProductsQuery$data['productListProducts']): React.ReactNode;
}) {
  const data = usePreloadedQuery<ProductListEditorPageProductsQuery>(productsQuery, products);
  return <>{render(data.productListProducts)}</>;
}

const isSmallScreen = () => typeof window !== 'undefined' && !!window.matchMedia?.('(max-width: 767.98px)').matches;

function ProductTable({
  mode,
  rows,
  loading,
  selected,
  onToggle,
  variables,
  onVariables,
  totalCount,
  pageCursors,
}: {
  mode: 'add' | 'remove';
  rows: readonly ProductRow[];
  loading: boolean;
  selected: PendingSet;
  onToggle(product: PendingProduct): void;
  variables: PickerVariables;
  onVariables(next: Partial<PickerVariables>): void;
  totalCount?: number;
  pageCursors?: PageCursors | null;
}) {
  const small = useMemo(isSmallScreen, []);
  const columns: Column<ProductRow>[] = useMemo(
    () => [
      { key: 'rowId', header: 'Product ID', sortField: 'id', width: 110, hiddenByDefault: small },
      { key: 'name', header: 'Product Name', sortField: 'name' },
      { key: 'productNumber', header: 'Product Number', sortField: 'productNumber', hiddenByDefault: small },
      { key: 'defaultPrice', header: 'Price', kind: 'currency', sortField: 'defaultPrice' },
    ],
    [small],
  );
  return (
    <ListScreen<ProductRow>
      asPage={false}
      title={mode === 'add' ? 'Add Products' : 'View / Remove Products'}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      loading={loading}
      emptyText={mode === 'add' ? NO_PRODUCTS_TO_ADD : NO_PRODUCTS_TO_REMOVE}
      showViewToggle={false}
      defaultView="row"
      sort={variables.orderBy}
      onSort={(field) =>
        onVariables({
          after: null,
          orderBy: {
            field: field as PickerVariables['orderBy']['field'],
            direction: variables.orderBy.field === field && variables.orderBy.direction === 'ASC' ? 'DESC' : 'ASC',
          },
        })
      }
      search={variables.search ?? ''}
      onSearch={(search) => onVariables({ search: search || null, after: null })}
      totalCount={totalCount}
      pageSize={variables.first}
      pageCursors={pageCursors}
      onPageChange={(after) => onVariables({ after })}
      onPageSizeChange={(first) => onVariables({ first, after: null })}
      rowActions={(row) => {
        const chosen = selected.has(row.rowId);
        const verb = mode === 'add' ? 'Add' : 'Remove';
        return (
          <button
            type="button"
            className={chosen ? (mode === 'add' ? 'btn btn-sm btn-icon btn-primary' : 'btn btn-sm btn-icon btn-danger') : 'btn btn-sm btn-icon btn-outline'}
            aria-pressed={chosen}
            aria-label={`${verb} ${row.name}`}
            title={chosen ? 'Selected: click to deselect' : verb}
            onClick={(event) => {
              event.stopPropagation();
              onToggle({ rowId: row.rowId, name: row.name, productNumber: row.productNumber });
            }}
          >
            <FontAwesomeIcon icon={chosen ? faCheck : mode === 'add' ? faPlus : faMinus} />
          </button>
        );
      }}
    />
  );
}
