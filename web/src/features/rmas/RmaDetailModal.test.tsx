import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 20_000 });
import { RmaDetailModal } from './RmaDetailModal';
import { canSubmit, maxReturnQuantity, submitBlockers } from '@quotecraft/rules/rmas';
import type { RmaDetailForm } from './rmaDetailValidation';

const blank: RmaDetailForm = { productNumber: '', quantity: '1', orderedQuantity: 0, modelNo: '', reason: '', timeInService: '' };
const options = [
  { productNumber: 'HB-LED', name: 'High Bay LED Fixture', orderedQuantity: 10, modelNo: 'HB-150' },
  { productNumber: 'MS-FM', name: 'Motion Sensor', orderedQuantity: 1, modelNo: null },
];

function renderModal(props: Partial<Parameters<typeof RmaDetailModal>[0]> = {}) {
  const onSave = vi.fn(async () => {});
  render(
    <RmaDetailModal open lineNumber={1} initial={blank} fromOrder readOnly={false} productOptions={options} onClose={() => {}} onSave={onSave} {...props} />,
  );
  return { onSave };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('RMA detail form', () => {
  it('shows every required-field message on submit and does not save', async () => {
    const { onSave } = renderModal({ initial: { ...blank, quantity: '' } });
    await save();
    expect(screen.getByText('You must select a product to return.')).toBeInTheDocument();
    expect(screen.getByText('Quantity is required.')).toBeInTheDocument();
    expect(screen.getByText('You must provide a reason for the return.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a model number, or NA if there is no Model Number')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks the quantity is a number of at least 1 and at most the ordered quantity when from an order', async () => {
    const { onSave } = renderModal();
    await userEvent.selectOptions(screen.getByLabelText(/Product/), 'HB-LED');
    expect(screen.getByLabelText(/Model #/)).toHaveValue('HB-150');
    expect(screen.getByText('Ordered Quantity: 10')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Reason/), 'Flickers');
    const quantity = screen.getByLabelText(/Quantity/);

    for (const [value, message] of [
      ['two', 'Quantity must be a number.'],
      ['0', 'The minimum quantity to return is 1.'],
      ['11', 'You cannot return more items than were ordered.'],
    ] as const) {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, value);
      await save();
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ productNumber: 'HB-LED', quantity: '10', orderedQuantity: 10, modelNo: 'HB-150', reason: 'Flickers' }));
  });

  it('caps at 1 when the ordered quantity is not above 1, and has no cap for a standalone RMA', async () => {
    expect(maxReturnQuantity(0)).toBe(1);
    expect(maxReturnQuantity(1)).toBe(1);
    expect(maxReturnQuantity(7)).toBe(7);
    const { onSave } = renderModal({ fromOrder: false, productOptions: [{ productNumber: 'X-1', name: 'Thing', orderedQuantity: 0, modelNo: null }] });
    await userEvent.selectOptions(screen.getByLabelText(/Product/), 'X-1');
    await userEvent.clear(screen.getByLabelText(/Quantity/));
    await userEvent.type(screen.getByLabelText(/Quantity/), '40');
    await userEvent.type(screen.getByLabelText(/Model #/), 'NA');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Overstock');
    await save();
    expect(onSave).toHaveBeenCalled();
  });

  it('shows a field error the server returns', async () => {
    const onSave = vi.fn(async () => Promise.reject({ field: 'quantity', message: 'You cannot return more items than were ordered.' }));
    render(<RmaDetailModal open lineNumber={2} initial={{ ...blank, productNumber: 'MS-FM', quantity: '1', modelNo: 'NA', reason: 'x' }} fromOrder={false} readOnly={false} productOptions={options} onClose={() => {}} onSave={onSave} />);
    await save();
    expect(await screen.findByText('You cannot return more items than were ordered.')).toBeInTheDocument();
  });

  it('is read-only once the RMA is submitted', () => {
    renderModal({ readOnly: true, initial: { ...blank, productNumber: 'HB-LED', modelNo: 'NA', reason: 'x' } });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText(/Reason/)).toBeDisabled();
  });
});

describe('submit rules', () => {
  const complete = { productNumber: 'A', modelNo: 'NA', reason: 'r', quantity: 1 };
  it('needs a line with a quantity and no incomplete line, with the per-line messages', () => {
    expect(canSubmit([])).toBe(false);
    expect(canSubmit([{ ...complete, quantity: null }])).toBe(false);
    expect(canSubmit([complete])).toBe(true);
    expect(submitBlockers([complete, { productNumber: '', modelNo: '', reason: '', quantity: 1 }])).toEqual([
      'Please set a Product Number for the RMA Detail #2',
      'Please set a Model Number for the RMA Detail #2',
      'Please enter a Reason for the RMA Detail #2',
    ]);
    expect(canSubmit([complete, { ...complete, reason: ' ' }])).toBe(false);
  });
});
