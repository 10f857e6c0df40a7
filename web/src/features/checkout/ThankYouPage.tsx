import { Suspense, useEffect, useState } from 'react';
import { graphql } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faCircleExclamation } from '@fortawesome/free-solid-svg-icons/faCircleExclamation';
import { NotFound } from '../../ui/NotFound';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { isJustPlaced } from '../../entities/order/justPlaced';
import type { ThankYouPageCardQuery } from './__generated__/ThankYouPageCardQuery.graphql';
import './ThankYouPage.css';

/** How often a card checkout asks the server whether Stripe's webhook has landed. */
const CARD_STATE_POLL_MS = 1500;

const cardQuery = graphql`
  query ThankYouPageCardQuery($quoteId: Int!) {
    cardCheckout(quoteId: $quoteId) {
      quoteId
      status
      orderNumber
      message
    }
  }
`;

/**
 * /ThankYou: the order completed page. After a card checkout (`?quoteId=`) it shows what the server
 * knows from Stripe: the payment is processing until Stripe's webhook has placed the order, then the
 * order with its number. After Place Order it names the order just placed; opened any other way
 * (typed, bookmarked, from another tab) there is no order to thank for, and it goes to /QuoteDashboard.
 */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const quoteId = Number(params.get('quoteId')) || null;
  if (!quoteId) {
    if (!isJustPlaced(location.state)) return <Navigate to="/QuoteDashboard" replace />;
    return <OrderCompleted orderNumber={params.get('order')?.trim().slice(0, 60)} />;
  }
  return (
    <Suspense fallback={<Processing />}>
      <CardCheckoutOutcome quoteId={quoteId} />
    </Suspense>
  );
}

function OrderCompleted({ orderNumber }: { orderNumber?: string | null }) {
  return (
    <Page narrow>
      <section className="thank-you" aria-labelledby="thank-you-title">
        <FontAwesomeIcon icon={faCircleCheck} className="thank-you__icon" aria-hidden />
        <h1 id="thank-you-title">Thank you!</h1>
        {orderNumber && (
          <p className="thank-you__order">
            Order #<strong>{orderNumber}</strong>
          </p>
        )}
        <p className="thank-you__lead">Your order was completed successfully.</p>
        <p className="thank-you__note">An email confirmation has been sent to the email address provided.</p>
        <Link to="/QuoteDashboard" className="btn btn-primary">
          Back to Quotes
        </Link>
      </section>
    </Page>
  );
}

function Processing() {
  return (
    <Page narrow>
      <section className="thank-you" aria-labelledby="thank-you-title" aria-busy="true">
        <Spinner size="lg" />
        <h1 id="thank-you-title">Processing your payment</h1>
        <p className="thank-you__lead" role="status">
          Your card payment is being confirmed. Your order appears here as soon as it is placed.
        </p>
      </section>
    </Page>
  );
}

function CardCheckoutOutcome({ quoteId }: { quoteId: number }) {
  const [polls, setPolls] = useState(0);
  const { data, reload } = useRouteQuery<ThankYouPageCardQuery>(cardQuery);
  const state = data.cardCheckout;
  const waiting = state?.status === 'processing' || state?.status === 'open';
  useEffect(() => {
    if (!waiting) return;
    // Asks again while showing what is known, without suspending.
    const timer = setTimeout(() => {
      reload({}, { fetchPolicy: 'store-and-network' });
      setPolls((count) => count + 1);
    }, CARD_STATE_POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, polls, reload]);

  if (!state) return <NotFound what="Quote" back="/QuoteDashboard" />;
  if (state.status === 'paid') return <OrderCompleted orderNumber={state.orderNumber} />;
  if (waiting) return <Processing />;
  return (
    <Page narrow>
      <section className="thank-you" aria-labelledby="thank-you-title">
        <FontAwesomeIcon icon={faCircleExclamation} className="thank-you__icon thank-you__icon--warning" aria-hidden />
        <h1 id="thank-you-title">{state.status === 'failed' ? 'Payment not completed' : 'Payment received'}</h1>
        <p className="thank-you__lead" role="alert">
          {state.message}
        </p>
        <div className="thank-you__actions">
          {state.status === 'failed' && (
            <Link to={`/Checkout/${quoteId}`} className="btn btn-primary">
              Back to Checkout
            </Link>
          )}
          <Link to="/QuoteDashboard" className="btn btn-outline">
            Back to Quotes
          </Link>
        </div>
      </section>
    </Page>
  );
}
