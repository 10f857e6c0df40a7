import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { RoleLevel } from '../../../app/access';
import { useViewer } from '../../../app/ViewerProvider';
import { useAlerts } from '../../../ui/alerts';
import type { QuoteCustomerListenerSubscription } from './__generated__/QuoteCustomerListenerSubscription.graphql';

const subscription = graphql`
  subscription QuoteCustomerListenerSubscription {
    quoteCustomerStatusChanged {
      id
      rowId
      customerStatus
      customerResponse {
        status
        at
        note
      }
      ...CustomerStatusPanel_quote
    }
  }
`;

/** The alert of what a customer did with a sent quote; null for the sender's own Sent. */
export function customerStatusAlert(quote: { rowId: number; customerResponse?: { status: string; note?: string | null } | null; customerStatus?: string | null }) {
  const status = quote.customerResponse?.status ?? quote.customerStatus;
  const note = quote.customerResponse?.note;
  if (status === 'Viewed') return `Quote #${quote.rowId} was opened by the customer`;
  if (status === 'Accepted') return `Quote #${quote.rowId} was accepted${note ? ` by ${note}` : ''}`;
  if (status === 'Changes requested') return `Quote #${quote.rowId}: the customer asked for changes${note ? `: "${note}"` : ''}`;
  return null;
}

/**
 * Mounted once in the layout: views, acceptances and change requests of the quotes the user may see
 * reach them as the app's alerts, and the quote on screen updates (Relay updates it by id).
 */
export function QuoteCustomerListener() {
  const { user } = useViewer();
  if (!user || user.roleLevel <= RoleLevel.Public) return null;
  return <QuoteCustomerSubscription key={user.id} />;
}

function QuoteCustomerSubscription() {
  const alerts = useAlerts();
  const config = useMemo<GraphQLSubscriptionConfig<QuoteCustomerListenerSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const quote = response?.quoteCustomerStatusChanged;
        if (!quote) return;
        const message = customerStatusAlert(quote);
        if (!message) return;
        if (quote.customerStatus === 'Changes requested') alerts.warning(message);
        else alerts.success(message);
      },
      onError: (error) => console.error('Customer status feed closed', error),
    }),
    [alerts],
  );
  useSubscription(config);
  return null;
}
