import { Suspense } from 'react';
import { useViewer } from '../../app/ViewerProvider';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { Page, PageHeader } from '../../ui/Page';
import { LoadingIndicator } from '../../ui/Spinner';
import { CatalogBody } from '../../entities/catalog/CatalogBody';
import { QuickConfigure } from '../../entities/catalog/QuickConfigure';
import { DashboardList, QUOTE_REQUEST_TYPE, QuoteDashboardPage } from './QuoteDashboardPage';
import { QuoteListSkeleton } from './QuoteList';
import './QuoteDashboardPage.css';

export const DEALER_ROLE_LEVEL = 3;

/**
 * `/` by role: visitors and level 0 a catalog-style view (level 0 with their quote requests),
 * level 3 a product listing sorted by Name, everyone else the quote dashboard.
 */
export function LandingPage() {
  const { user } = useViewer();
  const level = user?.roleLevel ?? -1;
  if (user && level === DEALER_ROLE_LEVEL) {
    return (
      <Page>
        <PageHeader title="Products" />
        <Suspense fallback={<LoadingIndicator label="Loading products" />}>
          <CatalogBody variant="table" />
        </Suspense>
      </Page>
    );
  }
  if (user && level > 0) return <QuoteDashboardPage />;
  const groupKey = user?.groupId ?? 0;
  return (
    <Page>
      <div className="quote-dashboard">
        <section className="landing-section">
          <PageHeader title="Product Catalog" />
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <QuickConfigure variant="strip" groupKey={groupKey} />
            </Suspense>
          </ErrorBoundary>
          <Suspense fallback={<LoadingIndicator label="Loading products" />}>
            <CatalogBody variant="grid" />
          </Suspense>
        </section>
        {user && (
          <Suspense fallback={<QuoteListSkeleton title="Quote Requests" />}>
            <DashboardList type={QUOTE_REQUEST_TYPE} title="Quote Requests" groupKey={groupKey} />
          </Suspense>
        )}
      </div>
    </Page>
  );
}
