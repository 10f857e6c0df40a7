// Quote line quantities (spec part 1 §4.3 and §5, part 3 §5): at least 1, a whole number, and no more
// than the stock of a stock-limited item. The API refuses any other quantity on every path (GraphQL,
// REST, Add To Quote); the lines table and the catalog cards check the same rule before sending.

/** The largest quantity a line's int4 column holds. */
export const MAX_LINE_QUANTITY = 2_147_483_647;

export const QUANTITY_MESSAGES = {
  /** the lines table and the API */
  belowOne: 'Cannot set quantity to a number less than 1.',
  /** the catalog card's stepper */
  catalogBelowOne: 'Cannot set Quantity lower than 1.',
  aboveStock: 'Cannot set quantity to a number greater than the number in stock.',
  notWhole: 'Quantity must be a whole number.',
  aboveLimit: `Cannot set quantity to a number greater than ${MAX_LINE_QUANTITY.toLocaleString('en-US')}.`,
} as const;

/** A quantity as typed or sent ("3", 3) as a number; NaN when it is not one. */
export function quantityNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim());
  return Number.NaN;
}

/**
 * Why a line quantity is refused, or undefined when it may be saved: a fraction is refused as such
 * (never rounded), then anything below 1, then anything above `stockLimit` when there is one.
 */
export function lineQuantityProblem(
  quantity: unknown,
  stockLimit?: number | null,
  belowOneMessage: string = QUANTITY_MESSAGES.belowOne,
): string | undefined {
  const value = quantityNumber(quantity);
  if (!Number.isFinite(value) || !Number.isInteger(value)) return QUANTITY_MESSAGES.notWhole;
  if (value < 1) return belowOneMessage;
  if (value > MAX_LINE_QUANTITY) return QUANTITY_MESSAGES.aboveLimit;
  if (stockLimit != null && value > stockLimit) return QUANTITY_MESSAGES.aboveStock;
  return undefined;
}

/** Why a fixed-price line offers no Reconfigure Line: it has no configuration to open. */
export const FIXED_PRICE_LINE_HAS_NO_CONFIGURATION = 'A fixed-price line has no configuration.';
