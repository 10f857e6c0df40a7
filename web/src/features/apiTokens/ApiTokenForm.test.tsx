import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiTokenForm } from './ApiTokenForm';

const SCOPES = [
  { name: 'read', description: 'Read things.', default: true },
  { name: 'write', description: 'Change things.', default: true },
  { name: 'orders:status', description: 'Report order status.', default: false },
];

function renderForm(serverErrors = {}, platforms = [{ rowId: 1, name: 'Acme Lighting' }]) {
  const onSubmit = vi.fn();
  render(
    <>
      <ApiTokenForm id="f" scopes={SCOPES} defaultDays={90} maxDays={365} platforms={platforms} defaultPid={1} serverErrors={serverErrors} onSubmit={onSubmit} />
      <button type="submit" form="f">
        Create
      </button>
    </>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('ApiTokenForm', () => {
  it('starts with the default scopes and lifetime, and sends what was chosen', async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.getByLabelText('read')).toBeChecked();
    expect(screen.getByLabelText('write')).toBeChecked();
    expect(screen.getByLabelText('orders:status')).not.toBeChecked();
    expect(screen.getByLabelText(/Expires in/)).toHaveValue(90);
    await user.type(screen.getByLabelText(/Name/), '  ERP bridge ');
    await user.click(screen.getByLabelText('write'));
    await user.click(screen.getByLabelText('orders:status'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'ERP bridge', pid: 1, scopes: ['read', 'orders:status'], expiresInDays: 90 });
    expect(screen.queryByLabelText(/Platform/)).toBeNull();
  });

  it('lets a level-9 administrator choose the platform', async () => {
    const { onSubmit, user } = renderForm({}, [
      { rowId: 1, name: 'Acme Lighting' },
      { rowId: 2, name: 'Borealis Supply' },
    ]);
    await user.type(screen.getByLabelText(/Name/), 'Borealis ERP');
    await user.selectOptions(screen.getByLabelText(/Platform/), 'Borealis Supply');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Borealis ERP', pid: 2, scopes: ['read', 'write'], expiresInDays: 90 });
  });

  it('asks for a name, a scope and a lifetime within the limit', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByLabelText('read'));
    await user.click(screen.getByLabelText('write'));
    await user.clear(screen.getByLabelText(/Expires in/));
    await user.type(screen.getByLabelText(/Expires in/), '400');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(screen.getByText('Expires in must be 1 to 365 days.')).toBeInTheDocument();
  });

  it("shows the server's message under the field it names", () => {
    renderForm({ name: 'Name can be at most 100 characters.' });
    expect(screen.getByText('Name can be at most 100 characters.')).toBeInTheDocument();
  });
});
