import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormActionBar } from './FormActionBar';

const noop = () => {};

describe('FormActionBar', () => {
  it('shows nothing to do on a clean form', () => {
    render(<FormActionBar dirty={false} onCancel={noop} />);
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /return/i })).not.toBeInTheDocument();
  });

  it('shows Save and Cancel on a dirty form', async () => {
    const onSave = vi.fn();
    render(<FormActionBar dirty onSave={onSave} onCancel={noop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('shows a spinner and Cancel while submitting', () => {
    render(<FormActionBar dirty submitting onCancel={noop} />);
    expect(screen.getByRole('status', { name: 'Saving' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows Return after a submit', async () => {
    const onReturn = vi.fn();
    render(<FormActionBar dirty={false} submitted onCancel={noop} onReturn={onReturn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Return' }));
    expect(onReturn).toHaveBeenCalledOnce();
  });

  it('asks before cancelling a dirty form', async () => {
    const onCancel = vi.fn();
    render(<FormActionBar dirty onCancel={onCancel} />);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Changes have been made are you sure you want to cancel?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByText('Changes have been made are you sure you want to cancel?')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('cancels a clean form without asking', async () => {
    const onCancel = vi.fn();
    render(<FormActionBar dirty={false} submitted onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Return' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('confirms a delete with Yes, Delete and No, Cancel', async () => {
    const onDelete = vi.fn();
    render(<FormActionBar dirty={false} onCancel={noop} onDelete={onDelete} deleteName="Acme Group" />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Are you sure you want to delete Acme Group?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No, Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
