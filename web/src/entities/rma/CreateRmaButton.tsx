import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { FontAwesomeIcon } from '../../ui/Icon';
import { faRotateLeft } from '@fortawesome/free-solid-svg-icons/faRotateLeft';
import { useAlerts } from '../../ui/alerts';
import { commitAsync } from '../../ui/mutation';
import type { CreateRmaButtonMutation } from './__generated__/CreateRmaButtonMutation.graphql';

const createFromOrderMutation = graphql`
  mutation CreateRmaButtonMutation($orderId: Int!) {
    createRmaFromOrder(orderId: $orderId) {
      id
      rowId
    }
  }
`;

export const CREATE_RMA_FAILED = 'Error creating RMA from Order.';

/** "Create RMA" on an order's header: creates an RMA from the order and opens it. */
export interface CreateRmaButtonProps {
  /** the order's row id */
  orderId: number;
}

export function CreateRmaButton({ orderId }: CreateRmaButtonProps) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    try {
      const response = await commitAsync<CreateRmaButtonMutation>(environment, createFromOrderMutation, { orderId });
      const id = response.createRmaFromOrder?.rowId;
      if (!id) {
        alerts.failure(CREATE_RMA_FAILED);
        return;
      }
      navigate(`/RMA/${id}`);
    } catch {
      alerts.failure(CREATE_RMA_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="btn btn-outline" onClick={() => void create()} disabled={busy} title="Create a return request for this order.">
      <FontAwesomeIcon icon={faRotateLeft} />
      Create RMA
    </button>
  );
}
