import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useViewer } from '../../app/ViewerProvider';
import { LoadingIndicator } from '../../ui/Spinner';
import { Page, PageHeader } from '../../ui/Page';
import type { CatalogPageQuery } from './__generated__/CatalogPageQuery.graphql';
import { CatalogProducts } from './CatalogProducts';

const catalogPageQuery = graphql`
  query CatalogPageQuery {
    ...CatalogProducts_query
  }
`;

/** /Catalog: the product page view, sorted by Name ascending. */
export function CatalogPage() {
  return (
    <Page>
      <PageHeader title="Product Catalog" />
      <Suspense fallback={<LoadingIndicator label="Loading products" />}>
        <CatalogBody variant="grid" />
      </Suspense>
    </Page>
  );
}

export function CatalogBody({ variant }: { variant: 'grid' | 'table' }) {
  const { user } = useViewer();
  // The group filter changes which products the server returns.
  const data = useLazyLoadQuery<CatalogPageQuery>(catalogPageQuery, {}, { fetchPolicy: 'store-and-network', fetchKey: user?.groupId ?? 0 });
  return <CatalogProducts query={data} variant={variant} />;
}
