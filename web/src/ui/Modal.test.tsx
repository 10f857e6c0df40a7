import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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
