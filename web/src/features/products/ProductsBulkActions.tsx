import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useAlerts } from '../../ui/alerts';
import { ConfirmDialog } from '../../ui/Modal';
import type { BulkRowOutcome } from '../../ui/BulkBar';
import type { ProductsBulkActionsMutation, ProductBulkAction } from './__generated__/ProductsBulkActionsMutation.graphql';

const bulkMutation = graphql`
  mutation ProductsBulkActionsMutation($ids: [Int!]!, $action: ProductBulkAction!, $percent: Float) {
    bulkUpdateProducts(ids: $ids, action: $action, percent: $percent) {
      applied
      refused
      results {
        rowId
        ok
        message
      }
    }
  }
`;

export interface BulkOutcome {
  applied: number;
  refused: number;
  results: readonly BulkRowOutcome[];
}

/**
 * The product list's bulk actions (level 9): change the price of fixed-price products by a
 * percentage, or delete. Each product goes through the single action's rules; the products refused
 * (a configurable product has no price) are reported with the reason.
 */
export function ProductsBulkActions({ ids, onDone }: { ids: readonly number[]; onDone(outcome: BulkOutcome, action: ProductBulkAction): void }) {
  const alerts = useAlerts();
  const [percent, setPercent] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [commit, busy] = useMutation<ProductsBulkActionsMutation>(bulkMutation);
  const run = (action: ProductBulkAction) =>
    commit({
      variables: { ids: [...ids], action, percent: action === 'price' ? Number(percent) : null },
      onCompleted: (response, errors) => {
        setConfirming(false);
        if (errors?.length) alerts.failure(errors[0]!.message);
        else onDone(response.bulkUpdateProducts, action);
      },
      onError: (error) => {
        setConfirming(false);
        alerts.failure(error.message);
      },
    });
  const percentValid = percent.trim() !== '' && Number.isFinite(Number(percent));
  return (
    <>
      <label>
        Price change (%)
        <input
          type="number"
          step="0.1"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          aria-label="Price change in percent"
          placeholder="e.g. 5 or -10"
        />
      </label>
      <button type="button" className="btn btn-outline btn-sm" disabled={!percentValid || busy} onClick={() => run('price')}>
        Change prices
      </button>
      <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={() => setConfirming(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={confirming}
        title="Delete Products"
        tone="danger"
        message={`Delete ${ids.length === 1 ? 'the selected product' : `the ${ids.length} selected products`}? A product that cannot be deleted is listed with the reason; the others are deleted.`}
        onConfirm={() => run('delete')}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
