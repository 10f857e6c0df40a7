import { useCallback, useState } from 'react';

export interface PendingProduct {
  rowId: number;
  name: string;
  productNumber: string;
}

export type PendingSet = ReadonlyMap<number, PendingProduct>;

/** Toggling a product already in the set takes it out; otherwise it goes in. Keyed by product ID. */
export function togglePending(set: PendingSet, product: PendingProduct): PendingSet {
  const next = new Map(set);
  if (next.has(product.rowId)) next.delete(product.rowId);
  else next.set(product.rowId, { rowId: product.rowId, name: product.name, productNumber: product.productNumber });
  return next;
}

export type ProductPanel = 'add' | 'remove' | null;

/** Only one panel is open at a time; choosing the open one again closes it. */
export function nextPanel(current: ProductPanel, chosen: Exclude<ProductPanel, null>): ProductPanel {
  return current === chosen ? null : chosen;
}

/** The list editor's pending additions and removals. */
export function usePendingSets() {
  const [add, setAdd] = useState<PendingSet>(() => new Map());
  const [remove, setRemove] = useState<PendingSet>(() => new Map());
  const toggleAdd = useCallback((product: PendingProduct) => setAdd((set) => togglePending(set, product)), []);
  const toggleRemove = useCallback((product: PendingProduct) => setRemove((set) => togglePending(set, product)), []);
  const reset = useCallback(() => {
    setAdd(new Map());
    setRemove(new Map());
  }, []);
  return { add, remove, toggleAdd, toggleRemove, reset };
}

export const pendingLabel = (sign: '+' | '-', product: PendingProduct) => `${sign} ${product.name} (${product.productNumber})`;
