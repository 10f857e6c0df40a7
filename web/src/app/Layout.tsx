import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingIndicator } from '../ui/Spinner';
import { Header } from './Header';
import { RelayScope } from './relaySeam';
import { useViewer } from './ViewerProvider';
import './Layout.css';

const OrderStatusListener = lazy(() =>
  import('../features/orders/OrderStatusListener').then((module) => ({ default: module.OrderStatusListener })),
);

const ApprovalListener = lazy(() =>
  import('../features/approvals/ApprovalListener').then((module) => ({ default: module.ApprovalListener })),
);

const QuoteCustomerListener = lazy(() =>
  import('../features/quotes/sharing/QuoteCustomerListener').then((module) => ({ default: module.QuoteCustomerListener })),
);

export function Layout() {
  const { user } = useViewer();
  return (
    <div className="app-shell">
      <Header />
      {user && (
        <Suspense fallback={null}>
          <RelayScope>
            <OrderStatusListener />
            <ApprovalListener />
            <QuoteCustomerListener />
          </RelayScope>
        </Suspense>
      )}
      <main className="app-main">
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}
