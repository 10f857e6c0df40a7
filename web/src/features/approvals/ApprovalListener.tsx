import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { RoleLevel } from '../../app/access';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import type { ApprovalListenerSubscription } from './__generated__/ApprovalListenerSubscription.graphql';

const subscription = graphql`
  subscription ApprovalListenerSubscription {
    quoteApprovalChanged {
      id
      rowId
      quoteId
      status
      statusLabel
      requestedByUserId
      requestedByName
      decidedByName
      decisionComment
      quote {
        id
        approval {
          state
          message
          lines {
            lineNumber
          }
          latest {
            id
            status
            statusLabel
            decidedByName
            decisionComment
            decidedAt
          }
        }
      }
    }
  }
`;

/** The alert of an approval event: a decision to its requester, a new request to the platform's administrators. */
export function approvalAlert(event: { quoteId: number; status: string; requestedByUserId?: number | null; requestedByName: string; decidedByName: string; decisionComment: string }, userId: number) {
  const comment = event.decisionComment ? `: "${event.decisionComment}"` : '';
  if (event.status === 'approved' || event.status === 'rejected') {
    return event.requestedByUserId === userId ? `Quote #${event.quoteId} was ${event.status} by ${event.decidedByName}${comment}` : null;
  }
  if (event.status === 'pending' && event.requestedByUserId !== userId) return `Quote #${event.quoteId}: ${event.requestedByName} requests approval`;
  if (event.status === 'void' && event.requestedByUserId === userId) return `Quote #${event.quoteId}: the approval no longer applies (a line changed)`;
  return null;
}

/**
 * Mounted once in the layout: approval requests reach the platform's administrators and decisions
 * their requester as the app's alerts, and the quote on screen updates (Relay updates it by id).
 */
export function ApprovalListener() {
  const { user } = useViewer();
  if (!user || user.roleLevel <= RoleLevel.Public) return null;
  return <ApprovalSubscription key={user.id} userId={user.rowId} />;
}

function ApprovalSubscription({ userId }: { userId: number }) {
  const alerts = useAlerts();
  const config = useMemo<GraphQLSubscriptionConfig<ApprovalListenerSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const event = response?.quoteApprovalChanged;
        if (!event) return;
        const message = approvalAlert(event, userId);
        if (!message) return;
        if (event.status === 'approved') alerts.success(message);
        else alerts.warning(message);
      },
      onError: (error) => console.error('Approval feed closed', error),
    }),
    [alerts, userId],
  );
  useSubscription(config);
  return null;
}
