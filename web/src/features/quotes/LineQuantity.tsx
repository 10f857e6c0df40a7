import { lineQuantityProblem } from '@quotecraft/rules/quantities';
import { QuantityStepper } from '../../ui/QuantityStepper';

export interface LineQuantityProps {
  quantity: number;
  maxQuantity?: number | null;
  label: string;
  disabled?: boolean;
  /** an accepted quantity, to show at once and then persist */
  onCommit(next: number): void;
  /** a refused quantity's message */
  onReject(message: string): void;
}

/** A line's plus/minus quantity: never below 1 nor above the stock of a stock-limited item. */
export function LineQuantity({ quantity, maxQuantity, label, disabled, onCommit, onReject }: LineQuantityProps) {
  return (
    <QuantityStepper
      label={label}
      value={quantity}
      disabled={disabled}
      max={maxQuantity}
      onChange={(next) => {
        const error = lineQuantityProblem(next, maxQuantity);
        if (error) onReject(error);
        else if (next !== quantity) onCommit(next);
      }}
    />
  );
}
