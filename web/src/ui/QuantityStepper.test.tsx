import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './QuantityStepper';

describe('catalog quantity stepper', () => {
  it('offers the next value on plus and minus and labels its controls', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper label="Quantity of Photocell" value={3} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Increase Quantity of Photocell' }));
    await user.click(screen.getByRole('button', { name: 'Decrease Quantity of Photocell' }));
    expect(onChange.mock.calls).toEqual([[4], [2]]);
  });

  it('hands a typed fraction on as it is, not cut to a whole number', () => {
    const onChange = vi.fn();
    render(<QuantityStepper label="Quantity of Photocell" value={3} onChange={onChange} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Photocell' }), { target: { value: '2.5' } });
    expect(onChange.mock.calls).toEqual([[2.5]]);
  });
});
