import { lazy, Suspense, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { useAlerts } from '../../../ui/alerts';
import { commitAsync, describeMutationError } from '../../../ui/mutation';
import { formatDate, formatDateTime } from '../../../ui/format';
import { ConfirmDialog } from '../../../ui/Modal';
import { JUST_PLACED } from '../../../entities/order/justPlaced';
import type { CustomerStatusPanel_quote$key } from './__generated__/CustomerStatusPanel_quote.graphql';
import type { CustomerStatusPanelRevokeMutation } from './__generated__/CustomerStatusPanelRevokeMutation.graphql';
import type { CustomerStatusPanelReviseMutation } from './__generated__/CustomerStatusPanelReviseMutation.graphql';
import type { CustomerStatusPanelPlaceMutation } from './__generated__/CustomerStatusPanelPlaceMutation.graphql';
import './CustomerStatusPanel.css';

const SendQuoteDialog = lazy(() => import('./SendQuoteDialog').then((module) => ({ default: module.SendQuoteDialog })));

const fragment = graphql`
  fragment CustomerStatusPanel_quote on Quote {
    id
    rowId
    type
    revision
    viewerCanEdit
    viewerCanPlaceAccepted
    expired
    expirationDate
    customerStatus
    customerResponse {
      status
      at
      note
    }
    ...SendQuoteDialog_quote
  }
`;

/** After sending or revoking: the quote's status as the server now has it. */
const refreshQuery = graphql`
  query CustomerStatusPanelRefreshQuery($id: Int!) {
    quote(id: $id) {
      ...CustomerStatusPanel_quote
    }
  }
`;

const revokeMutation = graphql`
  mutation CustomerStatusPanelRevokeMutation($id: Int!) {
    revokeQuoteLinks(id: $id)
  }
`;

const reviseMutation = graphql`
  mutation CustomerStatusPanelReviseMutation($id: Int!) {
    reviseQuote(id: $id) {
      id
      revision
      totalCost
      lines {
        id
        price
        quantity
      }
      ...CustomerStatusPanel_quote
      ...RevisionsPanel_quote
    }
  }
`;

const placeMutation = graphql`
  mutation CustomerStatusPanelPlaceMutation($id: Int!) {
    placeAcceptedQuote(id: $id) {
      id
      rowId
      type
      erpOrderNo
      orderStatusLabel
      dateOrderPlaced
    }
  }
`;

/** The sentence under the status word: when, and who accepted or what the buyer asked. */
export function customerStatusSentence(status: string | null | undefined, response: { status: string; at?: unknown; note?: string | null } | null | undefined) {
  if (!status) return 'Not sent to the customer yet.';
  // A response read before the status last changed says nothing about the current one.
  if (!response || response.status !== status) return `${status}.`;
  const when = response.at ? formatDateTime(String(response.at)) : '';
  switch (response.status) {
    case 'Sent':
      return `Sent on ${when}; the customer has not opened it yet.`;
    case 'Viewed':
      return `The customer opened the quote on ${when}.`;
    case 'Changes requested':
      return `The customer asked for changes on ${when}${response.note ? `: “${response.note}”` : '.'}`;
    case 'Accepted':
      return `Accepted by ${response.note ?? 'the customer'} on ${when}.`;
    default:
      return when ? `${response.status} on ${when}.` : response.status;
  }
}

const statusClass = (status: string | null | undefined) => (status ?? 'none').toLowerCase().replace(/\s+/g, '-');

/**
 * The customer's side of a quote: what they did with the sent link (Sent, Viewed, Changes requested
 * with their comment, Accepted with the name and time, kept current by the live listener), Send to
 * customer with the link shown back, Revoke links, an expired quote's date with Revise, and an
 * accepted quote's Place Order in one step.
 */
export function CustomerStatusPanel({ quote: key }: { quote: CustomerStatusPanel_quote$key }) {
  const quote = useFragment(fragment, key);
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const [busy, setBusy] = useState<null | 'revise' | 'place' | 'revoke'>(null);
  if (quote.type !== 1) return null;
  const status = quote.customerStatus ?? null;
  const refresh = () => fetchQuery(environment, refreshQuery, { id: quote.rowId }).subscribe({ error: () => {} });
  const accepted = status === 'Accepted';
  const editable = quote.viewerCanEdit;

  const run = async (kind: 'revise' | 'place' | 'revoke', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch (caught) {
      alerts.failure(describeMutationError(caught).message);
    } finally {
      setBusy(null);
    }
  };

  const revise = () =>
    run('revise', async () => {
      const answer = await commitAsync<CustomerStatusPanelReviseMutation>(environment, reviseMutation, { id: quote.rowId });
      alerts.success(`Quote #${quote.rowId} is now revision ${answer.reviseQuote.revision}.`);
    });

  const revoke = () =>
    run('revoke', async () => {
      setConfirmRevoke(false);
      const count = await commitAsync<CustomerStatusPanelRevokeMutation>(environment, revokeMutation, { id: quote.rowId });
      alerts.success(count.revokeQuoteLinks === 1 ? '1 link was revoked.' : `${count.revokeQuoteLinks} links were revoked.`);
      refresh();
    });

  const place = () =>
    run('place', async () => {
      const answer = await commitAsync<CustomerStatusPanelPlaceMutation>(environment, placeMutation, { id: quote.rowId });
      const order = answer.placeAcceptedQuote;
      navigate(`/ThankYou?order=${encodeURIComponent(order.erpOrderNo || String(order.rowId))}`, { state: JUST_PLACED });
    });

  return (
    <section className={`customer-status customer-status--${statusClass(status)}`} aria-label="Customer status">
      <div className="customer-status__text">
        <h2 className="customer-status__title">
          Customer status: <span className="customer-status__badge">{status ?? 'Not sent'}</span>
        </h2>
        <p className="customer-status__detail" data-testid="customer-status-detail">
          {customerStatusSentence(status, quote.customerResponse)}
        </p>
        {quote.expired && (
          <p className="customer-status__expired" role="alert">
            Expired on {formatDate(String(quote.expirationDate))}
          </p>
        )}
      </div>
      {editable && (
        <div className="customer-status__actions">
          {quote.expired ? (
            <button type="button" className="btn btn-primary" onClick={revise} disabled={busy !== null} aria-busy={busy === 'revise'}>
              Revise
            </button>
          ) : (
            <>
              {accepted && quote.viewerCanPlaceAccepted && (
                <button type="button" className="btn btn-cta" onClick={place} disabled={busy !== null} aria-busy={busy === 'place'}>
                  Place Order
                </button>
              )}
              <button type="button" className={accepted ? 'btn btn-outline' : 'btn btn-primary'} onClick={() => setSending(true)} disabled={busy !== null}>
                {status ? 'Send again' : 'Send to customer'}
              </button>
            </>
          )}
          {status && (
            <button type="button" className="btn btn-outline" onClick={() => setConfirmRevoke(true)} disabled={busy !== null}>
              Revoke links
            </button>
          )}
        </div>
      )}
      {editable && sending && (
        <Suspense fallback={null}>
          <SendQuoteDialog quote={quote} open onClose={() => setSending(false)} onSent={refresh} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirmRevoke}
        title="Revoke links"
        message="Every link sent for this quote will stop working; its visitors are told to contact you."
        confirmLabel="Revoke links"
        cancelLabel="Cancel"
        tone="danger"
        onConfirm={revoke}
        onCancel={() => setConfirmRevoke(false)}
      />
    </section>
  );
}
