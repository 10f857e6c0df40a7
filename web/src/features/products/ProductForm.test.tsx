import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../../app/relayEnvironment';
import { mockGraphQL } from '../../test/mockGraphQL';
import { AlertsProvider } from '../../ui/alerts';
import { EMPTY_PRODUCT, ProductForm, productPayload, type ProductFormValues, type ProductPayload } from './ProductForm';

const platforms = [
  { value: '1', label: 'Acme Lighting' },
  { value: '2', label: 'Borealis Supply' },
];

// The form renders the configurator's model picker, which loads the platform's models.
beforeEach(() => {
  mockGraphQL({ ConfiguratorModelSelectQuery: () => ({ data: { configuratorModels: { edges: [] } } }) });
});

function renderForm(options: { roleLevel?: number; initial?: Partial<ProductFormValues>; mode?: 'create' | 'edit' } = {}) {
  const onSave = vi.fn<(payload: ProductPayload) => void>();
  const onDelete = vi.fn();
  const { environment } = createRelayEnvironment({ token: 'token' });
  render(
    <RelayEnvironmentProvider environment={environment}>
    <AlertsProvider>
      <ProductForm
        mode={options.mode ?? 'create'}
        initial={{ ...EMPTY_PRODUCT, pid: '1', ...options.initial }}
        roleLevel={options.roleLevel ?? 9}
        platforms={platforms}
        viewerPid={1}
        onSave={onSave}
        onCancel={vi.fn()}
        onDelete={onDelete}
      />
    </AlertsProvider>
    </RelayEnvironmentProvider>,
  );
  return { onSave, onDelete, user: userEvent.setup() };
}

describe('ProductForm', () => {
  it('switches the visible fields between Configurable and Fixed Price', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('radio', { name: 'Configurable' })).toBeChecked();
    expect(screen.getByLabelText('Ruleset')).toBeInTheDocument();
    expect(screen.getByLabelText('Server')).toBeInTheDocument();
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Fixed Price' }));
    expect(screen.getByLabelText('Price')).toBeInTheDocument();
    expect(screen.getByLabelText('In Stock (#)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Ruleset')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Quick Configure')).not.toBeInTheDocument();
  });

  it('saves a fixed-price product with isQuickConfig false', async () => {
    const { user, onSave } = renderForm({ initial: { isQuickConfig: true } });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mounting Kit');
    await user.click(screen.getByRole('radio', { name: 'Fixed Price' }));
    await user.type(screen.getByLabelText('Price'), '12.50');
    await user.type(screen.getByLabelText('In Stock (#)'), '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({ name: 'Mounting Kit', isNonConfigurable: true, isQuickConfig: false, defaultPrice: '12.50', quantityInStock: 40, pid: 1 });
  });

  it('saves a configurable product with price and stock nulled', async () => {
    const { user, onSave } = renderForm({ mode: 'edit', initial: { name: 'Flood', isNonConfigurable: true, defaultPrice: '9.99', quantityInStock: '3' } });
    await user.click(screen.getByRole('radio', { name: 'Configurable' }));
    await user.click(screen.getByLabelText('Quick Configure'));
    await user.type(screen.getByLabelText('Header Id'), 'FL');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ isNonConfigurable: false, isQuickConfig: true, defaultPrice: null, quantityInStock: null, headerId: 'FL' });
  });

  it('keeps the description to 250 characters on one line', async () => {
    const { user } = renderForm();
    const description = screen.getByLabelText('Description') as HTMLTextAreaElement;
    expect(description.maxLength).toBe(250);
    await user.type(description, 'first{Enter}second');
    expect(description.value).toBe('first second');
    expect(screen.getByText('12 / 250')).toBeInTheDocument();
    expect(productPayload({ ...EMPTY_PRODUCT, description: 'a\nb' }).description).toBe('a b');
  });

  it('asks level 9 for the platform and refuses to save without it', async () => {
    const { user, onSave } = renderForm({ initial: { pid: '' } });
    expect(within(screen.getByLabelText(/^Platform/)).getByRole('option', { name: 'Borealis Supply' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Platform is required.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks that price and stock are numbers', async () => {
    const { user, onSave } = renderForm({ initial: { name: 'X', isNonConfigurable: true } });
    await user.type(screen.getByLabelText('Price'), 'abc');
    await user.type(screen.getByLabelText('In Stock (#)'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Default Price must be a number.')).toBeInTheDocument();
    expect(screen.getByText('Quantity In Stock must be a number.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers delete in edit mode to level 9 only', async () => {
    const { user, onDelete } = renderForm({ mode: 'edit', initial: { name: 'Bollard' } });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Are you sure you want to delete Bollard?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(onDelete).toHaveBeenCalled();
  });

  it('shows level 5 the product read-only, without platform or delete', () => {
    renderForm({ roleLevel: 5, mode: 'edit', initial: { name: 'Bollard' } });
    expect(screen.getByText(/editable only by a super administrator/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByLabelText(/^Platform/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
