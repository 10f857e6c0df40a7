import { QuantityStepper } from '../../ui/QuantityStepper';

export const LINE_QUANTITY_MESSAGES = {
  belowOne: 'Cannot set quantity to a number less than 1.',
  aboveStock: 'Cannot set quantity to a number greater than the number in stock.',
} as const;

/** Why a line quantity is refused, or null when it may be saved. */
export function lineQuantityError(next: number, maxQuantity: number | null | undefined): string | null {
  if (!Number.isInteger(next) || next < 1) return LINE_QUANTITY_MESSAGES.belowOne;
  if (maxQuantity != null && next > maxQuantity) return LINE_QUANTITY_MESSAGES.aboveStock;
  return null;
}

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
        const error = lineQuantityError(next, maxQuantity);
        if (error) onReject(error);
        else if (next !== quantity) onCommit(next);
      }}
    />
  );
}
