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
 * Mounted once in the layout: keeps every order on screen current (Relay updates the record by id)
 * and tells administrators (level 5+) about each change.
 */
export function OrderStatusListener() {
  const { user } = useViewer();
  if (!user || user.roleLevel <= RoleLevel.Public) return null;
  return <OrderStatusSubscription key={user.id} notify={user.roleLevel >= RoleLevel.SystemAdmin} />;
}

function OrderStatusSubscription({ notify }: { notify: boolean }) {
  const alerts = useAlerts();
  const config = useMemo<GraphQLSubscriptionConfig<OrderStatusListenerSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const order = response?.orderStatusChanged;
        if (notify && order?.orderStatusLabel) alerts.success(orderStatusAlert(order.rowId, order.orderStatusLabel));
      },
      onError: (error) => console.error('Order status feed closed', error),
    }),
    [notify, alerts],
  );
  useSubscription(config);
  return null;
}
