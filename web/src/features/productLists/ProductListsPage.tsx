import { Suspense } from 'react';
import { useSession } from '../../app/SessionProvider';
import { graphql} from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useNavigate } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faListUl } from '@fortawesome/free-solid-svg-icons/faListUl';
import type { Column } from '../../ui/columns';
import { ListScreen } from '../../ui/ListScreen';
import type { ProductListsPageQuery, ProductListsPageQuery$data } from './__generated__/ProductListsPageQuery.graphql';
import '../../ui/adminForm.css';
import './productLists.css';

const listsQuery = graphql`
  query ProductListsPageQuery($pid: Int) {
    productLists(pid: $pid, first: 200) {
      edges {
        node {
          id
          rowId
          pid
          name
          productCount
        }
      }
    }
  }
`;

type ListRow = ProductListsPageQuery$data['productLists']['edges'][number]['node'];

const columns: Column<ListRow>[] = [
  { key: 'rowId', header: 'ID', width: 90 },
  { key: 'name', header: 'Name' },
  { key: 'productCount', header: 'Products', kind: 'number' },
];

export function ProductListsPage() {
  return (
    <Suspense fallback={<ProductListsList rows={[]} loading />}>
      <ProductListsLoader />
    </Suspense>
  );
}

function ProductListsLoader() {
  const data = useRouteQuery<ProductListsPageQuery>(listsQuery).data;
  return <ProductListsList rows={data.productLists.edges.map((edge) => edge.node)} />;
}

function ProductListsList({ rows, loading = false }: { rows: readonly ListRow[]; loading?: boolean }) {
  const navigate = useNavigate();
  const { authHeaders } = useSession();
  return (
    <ListScreen<ListRow>
      title="Product List Management"
      exportList={loading ? undefined : { list: 'productLists', authHeaders }}
      back="/Administration"
      onCreate={() => navigate('/ProductList/create')}
      createLabel="Create Product List"
      columns={columns}
      rows={rows}
      getRowId={(list) => list.id}
      loading={loading}
      onRowClick={(list) => navigate(`/ProductList/${list.rowId}`)}
      defaultView="grid"
      cardSize="small"
      renderCard={(list) => (
        <div className="org-card">
          <span className="org-card__icon" aria-hidden>
            <FontAwesomeIcon icon={faListUl} />
          </span>
          <div className="org-card__text">
            <h3 className="org-card__title">{list.name || `Product List ${list.rowId}`}</h3>
            <p className="org-card__meta">
              #{list.rowId} · {list.productCount} {list.productCount === 1 ? 'product' : 'products'}
            </p>
          </div>
        </div>
      )}
    />
  );
}
