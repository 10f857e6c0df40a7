import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CATALOG_QUANTITY_MESSAGE, QuantityStepper } from './QuantityStepper';

describe('catalog quantity stepper', () => {
  it('offers the next value on plus and minus and labels its controls', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper label="Quantity of Photocell" value={3} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Increase Quantity of Photocell' }));
    await user.click(screen.getByRole('button', { name: 'Decrease Quantity of Photocell' }));
    expect(onChange.mock.calls).toEqual([[4], [2]]);
    expect(CATALOG_QUANTITY_MESSAGE).toBe('Cannot set Quantity lower than 1.');
  });
});
