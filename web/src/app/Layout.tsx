import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingIndicator } from '../ui/Spinner';
import { Header } from './Header';
import { OrderStatusListener } from '../features/orders/OrderStatusListener';
import './Layout.css';

export function Layout() {
  return (
    <div className="app-shell">
      <Header />
      <OrderStatusListener />
      <main className="app-main">
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}
