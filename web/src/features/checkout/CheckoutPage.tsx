import { useState } from 'react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { Navigate } from 'react-router';
import { NotFound } from '../../ui/NotFound';
import { Page, PageHeader } from '../../ui/Page';
import { formatCurrency } from '../../ui/format';
import { documentLabel } from '../../entities/quote/quoteLabels';
import type { CheckoutPageQuery } from './__generated__/CheckoutPageQuery.graphql';
import { PlaceOrderPanel } from '../../entities/order/PlaceOrderPanel';
import './CheckoutPage.css';

const checkoutQuery = graphql`
  query CheckoutPageQuery($id: ID!) {
    node(id: $id) {
      ... on Quote {
        id
        rowId
        type
        erpOrderNo
        totalCost
        jobName
        specifier
        specifierLocation
        customerName
        documentLines {
          rowId
          partNumber
          description
          quantity
          total
        }
      }
    }
  }
`;

/** /Checkout/{quoteId}: a compact order review with the Place Order panel (the quote's Summary tab shows the same panel). */
export function CheckoutPage() {
  const { data } = useRouteQuery<CheckoutPageQuery>(checkoutQuery);
  const quote = data.node;
  // An order when the page opened goes to its page; one placed from here goes on to /ThankYou.
  const [openedAsOrder] = useState(quote?.type === 2);
  if (!quote || quote.rowId === undefined || !quote.id) return <NotFound what="Quote" back="/QuoteDashboard" />;
  // Already an order (placed here, in another tab, or by the card payment's webhook): its page.
  if (openedAsOrder) return <Navigate to={`/Quote/${quote.rowId}`} replace />;
  const lines = quote.documentLines ?? [];
  return (
    <Page narrow>
      <PageHeader title={`Checkout: ${documentLabel(quote)}`} subtitle={`Total: ${formatCurrency(quote.totalCost ?? '0')}`} back={`/Quote/${quote.rowId}`} />
      <section className="checkout-review surface" aria-label="Order review">
        <dl className="checkout-review__facts">
          <div>
            <dt>Customer</dt>
            <dd>{quote.customerName || '-'}</dd>
          </div>
          <div>
            <dt>Job Name</dt>
            <dd>{quote.jobName || '-'}</dd>
          </div>
          <div>
            <dt>Specifier</dt>
            <dd>{quote.specifier || '-'}</dd>
          </div>
          <div>
            <dt>Specifier Location</dt>
            <dd>{quote.specifierLocation || '-'}</dd>
          </div>
        </dl>
        <ul className="checkout-review__lines">
          {lines.length === 0 && <li className="checkout-review__empty">No Items Available</li>}
          {lines.map((line) => (
            <li key={line.rowId}>
              <span>
                {line.quantity} × {line.partNumber || line.description}
              </span>
              <span>{formatCurrency(line.total)}</span>
            </li>
          ))}
        </ul>
        <PlaceOrderPanel quoteId={quote.rowId} quoteNodeId={quote.id} routeLoaded />
      </section>
    </Page>
  );
}
