import { useCallback, useState } from 'react';

export const stepperStorageKey = (quoteId: number | string) => `quoteStep:${quoteId}`;

function readStep(quoteId: number | string, count: number): number {
  try {
    const saved = Number.parseInt(window.sessionStorage.getItem(stepperStorageKey(quoteId)) ?? '', 10);
    return Number.isInteger(saved) && saved >= 0 && saved < count ? saved : 0;
  } catch {
    return 0;
  }
}

/**
 * The selected stepper tab of one quote, kept in session storage so it survives a reload or a trip
 * to the configurator. An order always starts on its first tab.
 */
export function useStepperMemory(quoteId: number | string, count: number, isOrder: boolean) {
  const [step, setStepState] = useState(() => (isOrder ? 0 : readStep(quoteId, count)));
  const current = Math.min(step, Math.max(0, count - 1));
  const setStep = useCallback(
    (next: number) => {
      const clamped = Math.max(0, Math.min(count - 1, next));
      setStepState(clamped);
      try {
        if (isOrder) window.sessionStorage.removeItem(stepperStorageKey(quoteId));
        else window.sessionStorage.setItem(stepperStorageKey(quoteId), String(clamped));
      } catch {
        // storage may be unavailable (private mode); the tab still changes
      }
    },
    [count, isOrder, quoteId],
  );
  return [current, setStep] as const;
}
