import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentTitle, linesTotal, visibleSteps } from './QuoteDetailPage';
import { stepperStorageKey, useStepperMemory } from './useStepperMemory';

function Stepper({ quoteId, type, roleLevel }: { quoteId: number; type: number; roleLevel: number }) {
  const steps = visibleSteps(type, roleLevel);
  const [step, setStep] = useStepperMemory(quoteId, steps.length, type === 2);
  return (
    <div>
      <button type="button" onClick={() => setStep(step - 1)}>
        Previous step
      </button>
      <div role="tablist">
        {steps.map((name, index) => (
          <button key={name} type="button" role="tab" aria-selected={index === step} onClick={() => setStep(index)}>
            {name}
          </button>
        ))}
      </div>
      <button type="button" onClick={() => setStep(step + 1)}>
        Next step
      </button>
    </div>
  );
}

describe('quote stepper', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows Lines, Customer and Summary above level 1, Lines and Summary at level 1, and only Summary for orders', () => {
    expect(visibleSteps(1, 3)).toEqual(['Lines', 'Customer', 'Summary']);
    expect(visibleSteps(3, 5)).toEqual(['Lines', 'Customer', 'Summary']);
    expect(visibleSteps(1, 1)).toEqual(['Lines', 'Summary']);
    expect(visibleSteps(3, 0)).toEqual(['Lines', 'Summary']);
    expect(visibleSteps(2, 9)).toEqual(['Summary']);
  });

  it('remembers the tab per quote in session storage and moves with the arrows', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Stepper quoteId={7} type={1} roleLevel={5} />);
    expect(screen.getByRole('tab', { name: 'Lines' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(window.sessionStorage.getItem(stepperStorageKey(7))).toBe('2');
    unmount();

    render(<Stepper quoteId={7} type={1} roleLevel={5} />);
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps quotes apart and starts an order on its first tab', () => {
    window.sessionStorage.setItem(stepperStorageKey(8), '1');
    const { unmount } = render(<Stepper quoteId={9} type={1} roleLevel={5} />);
    expect(screen.getByRole('tab', { name: 'Lines' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    render(<Stepper quoteId={8} type={2} roleLevel={5} />);
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  });

  it('titles quotes, orders and quote requests, and totals quantity times price', () => {
    expect(documentTitle({ rowId: 5, type: 1 })).toBe('Quote #5');
    expect(documentTitle({ rowId: 5, type: 3 })).toBe('Quote Request #5');
    expect(documentTitle({ rowId: 5, type: 2, erpOrderNo: 'SO-1', orderStatusLabel: 'Ordered' })).toBe('Order #SO-1 "Ordered"');
    expect(documentTitle({ rowId: 5, type: 2, erpOrderNo: 'SO-1', orderStatusLabel: 'Submitted' })).toBe('Order #SO-1 "Submitted"');
    // the word the orders lists show, whatever the ERP's status
    expect(documentTitle({ rowId: 5, type: 2, erpOrderNo: 'SO-1', orderStatusLabel: 'Stopped' })).toBe('Order #SO-1 "Stopped"');
    expect(linesTotal([{ quantity: 2, price: '24.50' }, { quantity: null, price: '10.10' }])).toBe('59.10');
  });
});
