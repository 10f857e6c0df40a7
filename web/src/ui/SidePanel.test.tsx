import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './Modal';
import { SidePanel, SidePanelCancel } from './SidePanel';

function Harness({ onClose }: { onClose(): void }) {
  const [open, setOpen] = useState(true);
  return (
    <SidePanel
      open={open}
      title="Edit Status Type 3"
      onClose={() => {
        onClose();
        setOpen(false);
      }}
      footer={<SidePanelCancel />}
    >
      <label>
        Name
        <input defaultValue="Shipped" />
      </label>
    </SidePanel>
  );
}

const QUESTION = 'Changes have been made are you sure you want to cancel?';

describe('SidePanel', () => {
  it('is a labelled dialog that focuses its first field and closes on Escape', async () => {
    const onClose = vi.fn();
    render(
      <SidePanel open onClose={onClose} title="Create Address">
        <label>
          City
          <input />
        </label>
      </SidePanel>,
    );
    expect(screen.getByRole('dialog', { name: 'Create Address' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    render(
      <SidePanel open={false} onClose={vi.fn()} title="Hidden">
        <p>content</p>
      </SidePanel>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on browser Back like a modal', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    window.history.back();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with unsaved changes Back asks first: No keeps the panel and its edits, Yes closes it', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Name'), ' late');
    window.history.back();
    await screen.findByText(QUESTION);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Shipped late');

    // Back asks again, since the panel's history entry was put back.
    window.history.back();
    await screen.findByText(QUESTION);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog', { name: 'Edit Status Type 3' })).not.toBeInTheDocument();
  });

  it('Cancel, Escape and the close button ask too when there are unsaved changes, and close at once when not', async () => {
    const onClose = vi.fn();
    const { unmount } = render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    unmount();

    const second = vi.fn();
    render(<Harness onClose={second} />);
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText(QUESTION);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText(QUESTION)).not.toBeInTheDocument();
    expect(second).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await screen.findByText(QUESTION);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(second).toHaveBeenCalledOnce());
  });
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Create Address
      </button>
      <SidePanel
        open={open}
        onClose={() => setOpen(false)}
        title="New address"
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Save
          </button>
        }
      >
        <label>
          City
          <input />
        </label>
      </SidePanel>
    </>
  );
}

describe('SidePanel focus', () => {
  it('keeps Tab inside the panel and gives focus back to the opener on Escape', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Create Address' });
    await user.click(opener);
    expect(screen.getByLabelText('City')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('City')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('leaves Tab to a confirmation dialog opened over it', async () => {
    const user = userEvent.setup();
    function PanelWithConfirm() {
      const [confirming, setConfirming] = useState(false);
      return (
        <SidePanel open onClose={() => {}} title="Edit">
          <button type="button" onClick={() => setConfirming(true)}>
            Delete
          </button>
          <ConfirmDialog open={confirming} message="Delete it?" onConfirm={() => setConfirming(false)} onCancel={() => setConfirming(false)} />
        </SidePanel>
      );
    }
    render(<PanelWithConfirm />);
    const remove = screen.getByRole('button', { name: 'Delete' });
    await user.click(remove);
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(remove).toHaveFocus();
  });
});
