import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Harness({ onClose }: { onClose(): void }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      title="Product preview"
      showCloseButton
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    >
      <p>Body</p>
    </Modal>
  );
}

describe('Modal', () => {
  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside the dialog but not inside it', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.mouseDown(screen.getByText('Body'));
    fireEvent.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();

    const overlay = screen.getByTestId('modal-overlay');
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('closes on browser back', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    window.history.back();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('has an optional close button and a 1136px maximum width', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '1136px' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open preview
      </button>
      <Modal
        open={open}
        title="Product preview"
        showCloseButton
        onClose={() => setOpen(false)}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
      >
        <label>
          Quantity
          <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal focus', () => {
  it('moves focus into the dialog, keeps Tab inside it and gives focus back on close', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open preview' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Product preview' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Quantity')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByLabelText('Quantity')).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('gives focus back to the opener after a footer button closes it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open preview' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open preview' })).toHaveFocus();
  });
});
