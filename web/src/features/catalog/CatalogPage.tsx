import { Suspense } from 'react';
import { CatalogBody } from '../../entities/catalog/CatalogBody';
import { LoadingIndicator } from '../../ui/Spinner';
import { Page, PageHeader } from '../../ui/Page';

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
