import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LineQuantity } from './LineQuantity';

function Harness({ start, max }: { start: number; max?: number | null }) {
  const [quantity, setQuantity] = useState(start);
  const [saved, setSaved] = useState<number[]>([]);
  const [message, setMessage] = useState('');
  return (
    <>
      <LineQuantity
        label="Quantity of line 1"
        quantity={quantity}
        maxQuantity={max}
        onCommit={(next) => {
          setQuantity(next);
          setSaved((s) => [...s, next]);
        }}
        onReject={setMessage}
      />
      <output data-testid="saved">{saved.join(',')}</output>
      <output data-testid="message">{message}</output>
    </>
  );
}

describe('line quantity controls', () => {
  it('steps up and down and hands each accepted quantity on at once', async () => {
    const user = userEvent.setup();
    render(<Harness start={2} />);
    await user.click(screen.getByRole('button', { name: 'Increase Quantity of line 1' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity of line 1' })).toHaveValue(3);
    await user.click(screen.getByRole('button', { name: 'Decrease Quantity of line 1' }));
    await user.click(screen.getByRole('button', { name: 'Decrease Quantity of line 1' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity of line 1' })).toHaveValue(1);
    expect(screen.getByTestId('saved')).toHaveTextContent('3,2,1');
  });

  it('never goes below 1, with the spec message', async () => {
    const user = userEvent.setup();
    render(<Harness start={1} />);
    await user.click(screen.getByRole('button', { name: 'Decrease Quantity of line 1' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity of line 1' })).toHaveValue(1);
    expect(screen.getByTestId('message')).toHaveTextContent('Cannot set quantity to a number less than 1.');
    expect(screen.getByTestId('saved')).toHaveTextContent('');
  });

  it('never goes above the stock of a stock-limited item, with the spec message', async () => {
    const user = userEvent.setup();
    render(<Harness start={4} max={5} />);
    await user.click(screen.getByRole('button', { name: 'Increase Quantity of line 1' }));
    await user.click(screen.getByRole('button', { name: 'Increase Quantity of line 1' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity of line 1' })).toHaveValue(5);
    expect(screen.getByTestId('message')).toHaveTextContent('Cannot set quantity to a number greater than the number in stock.');
    expect(screen.getByTestId('saved')).toHaveTextContent('5');
  });

  it('refuses a typed fraction with the quantity message, saving nothing and cutting nothing', () => {
    render(<Harness start={2} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity of line 1' });
    fireEvent.change(input, { target: { value: '2.5' } });
    expect(screen.getByTestId('message')).toHaveTextContent('Quantity must be a whole number.');
    expect(screen.getByTestId('saved')).toHaveTextContent('');
    expect(input).toHaveValue(2);
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByTestId('message')).toHaveTextContent('Cannot set quantity to a number less than 1.');
    fireEvent.change(input, { target: { value: '7' } });
    expect(screen.getByTestId('saved')).toHaveTextContent('7');
  });
});
