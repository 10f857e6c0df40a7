import { commitMutation, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { EMPTY_VALUE, formatCurrency } from '../../ui/format';
import { PlaceOrderPanel } from '../../entities/order/PlaceOrderPanel';
import type { SummaryTab_quote$key } from './__generated__/SummaryTab_quote.graphql';
import type { SummaryTabJobMutation } from './__generated__/SummaryTabJobMutation.graphql';
import { AddressCard } from './CustomerTab';
import type { JobFieldKey } from '@quotecraft/rules/jobFields';
import { JobFields } from './JobFields';
import { OrderLinesTable } from './QuoteLinesTab';

const summaryFragment = graphql`
  fragment SummaryTab_quote on Quote {
    id
    rowId
    type
    viewerCanEdit
    createdByUserId
    jobName
    specifier
    specifierLocation
    customerName
    companyName
    totalCost
    lineCount
    sameAsBilling
    lines {
      id
      quantity
    }
    shippingAddress {
      ...CustomerTab_address @relay(mask: false)
    }
    ...QuoteLinesTab_quote
  }
`;

const jobMutation = graphql`
  mutation SummaryTabJobMutation($id: Int!, $input: UpdateQuoteInput!) {
    updateQuote(id: $id, input: $input) {
      id
      jobName
      specifier
      specifierLocation
    }
  }
`;

/** Summary: the lines, the shipping section, a line summary, the job fields and Place Order. */
export function SummaryTab({ quote: quoteKey, total }: { quote: SummaryTab_quote$key; total: string }) {
  const quote = useFragment(summaryFragment, quoteKey);
  const { user } = useViewer();
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const isQuote = quote.type === 1;
  const stripe = user?.checkoutType === 'stripe';
  // A quote request is its requester's to pay for at /Checkout/{id} (level 0 pays by card), or, where
  // no card can pay, to send to the platform's sales team.
  const ownRequest = quote.type === 3 && quote.createdByUserId != null && quote.createdByUserId === user?.rowId;
  const units = quote.lines.reduce((sum, line) => sum + line.quantity, 0);

  const saveJobField = (key: JobFieldKey, value: string) =>
    commitMutation<SummaryTabJobMutation>(environment, {
      mutation: jobMutation,
      variables: { id: quote.rowId, input: { [key]: value } },
      onError: (error) => alerts.failure(error.message),
    });

  return (
    <section className="quote-section" aria-label="Summary">
      <OrderLinesTable quote={quote} />
      <div className="summary-grid">
        <AddressCard title="Shipping" address={quote.shippingAddress} />
        <article className="info-card surface" aria-labelledby="line-summary-title">
          <header className="info-card__head">
            <h3 id="line-summary-title">Line Summary</h3>
          </header>
          <dl className="summary-facts">
            <dt>Lines</dt>
            <dd>{quote.lines.length}</dd>
            <dt>Units</dt>
            <dd>{units}</dd>
            <dt>Total</dt>
            <dd>{formatCurrency(total)}</dd>
          </dl>
        </article>
      </div>
      {((isQuote && !stripe) || ownRequest) && (
        <div className="job-panel surface">
          <p className="job-panel__company">
            <span className="info-card__muted">Company</span> <strong>{quote.companyName || quote.customerName || EMPTY_VALUE}</strong>
          </p>
          <JobFields
            initial={{ jobName: quote.jobName, specifier: quote.specifier, specifierLocation: quote.specifierLocation }}
            disabled={!quote.viewerCanEdit}
            onSave={saveJobField}
          />
        </div>
      )}
      {(isQuote || ownRequest) && <PlaceOrderPanel quoteId={quote.rowId} quoteNodeId={quote.id} checkoutLink={ownRequest} />}
    </section>
  );
}
