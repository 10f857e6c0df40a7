import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomerForm, EMPTY_CUSTOMER } from './CustomerForm';

describe('CustomerForm', () => {
  it('requires the company and checks the billing address once one is started', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<CustomerForm mode="create" initial={EMPTY_CUSTOMER} onSave={onSave} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Address Line 1'), '1 Main St');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Company Name is required.')).toBeInTheDocument();
    expect(screen.getByText('City is required.')).toBeInTheDocument();
    expect(screen.getByText('State is required.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('requires a State for a US or Canadian billing address, from its list; elsewhere State is free text', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<CustomerForm mode="create" initial={EMPTY_CUSTOMER} onSave={onSave} onCancel={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Company Name' }), 'Maple Lights');
    await user.type(screen.getByLabelText('City'), 'Toronto');
    await user.type(screen.getByLabelText('Zip Code'), 'M5V 2T6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('State is required.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    const country = screen.getByLabelText('Country');
    await user.clear(country);
    await user.type(country, 'CA');
    await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'Ontario');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({ billingAddress: { city: 'Toronto', state: 'ON', country: 'CA' } });

    await user.clear(country);
    await user.type(country, 'GB');
    expect(screen.getByRole('textbox', { name: 'State' })).toBeInTheDocument();
  });

  it('sends the "Select a State" placeholder as an empty State and limits the description to 500', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<CustomerForm mode="create" initial={EMPTY_CUSTOMER} onSave={onSave} onCancel={vi.fn()} />);
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).maxLength).toBe(500);
    expect(screen.getByRole('option', { name: 'Select a State' })).toHaveValue('default');
    await user.type(screen.getByRole('textbox', { name: 'Company Name' }), 'Northwind');
    await user.type(screen.getByLabelText('First Name'), 'Nia');
    await user.type(screen.getByLabelText('Email'), 'nia@northwind.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      companyName: 'Northwind',
      erpId: null,
      contact: { firstName: 'Nia', email: 'nia@northwind.test' },
      billingAddress: { state: '' },
    });
  });
});
