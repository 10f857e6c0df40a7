/**
 * The history state Place Order leaves on /ThankYou: an order was just placed from this tab. The
 * page opened without it (typed, bookmarked, another tab) has no order to thank for.
 */
export interface JustPlacedState {
  justPlaced: true;
}

export const JUST_PLACED: JustPlacedState = { justPlaced: true };

export const isJustPlaced = (state: unknown) => (state as Partial<JustPlacedState> | null)?.justPlaced === true;
