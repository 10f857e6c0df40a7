import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { RoleLevel } from '../../app/access';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import type { OrderStatusListenerSubscription } from './__generated__/OrderStatusListenerSubscription.graphql';

const subscription = graphql`
  subscription OrderStatusListenerSubscription {
    orderStatusChanged {
      id
      rowId
      erpOrderNo
      orderStatus
      csiStatus
      orderStatusLabel
    }
  }
`;

export const orderStatusAlert = (id: number, status: string) => `Order #${id} status changed to ${status}`;

/**
 * Mounted once in the layout, so on every page: keeps every order on screen current (Relay updates
 * the record by id) and raises the spec's alert for each change. The server sends a user only the
 * orders they may see (their own, their group's, every order of the platform for its administrators).
 */
export function OrderStatusListener() {
  const { user } = useViewer();
  if (!user || user.roleLevel <= RoleLevel.Public) return null;
  return <OrderStatusSubscription key={user.id} />;
}

function OrderStatusSubscription() {
  const alerts = useAlerts();
  const config = useMemo<GraphQLSubscriptionConfig<OrderStatusListenerSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const order = response?.orderStatusChanged;
        if (order?.orderStatusLabel) alerts.success(orderStatusAlert(order.rowId, order.orderStatusLabel));
      },
      onError: (error) => console.error('Order status feed closed', error),
    }),
    [alerts],
  );
  useSubscription(config);
  return null;
}
