import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SidePanel } from './SidePanel';

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
    expect(screen.getByLabelText('City')).toHaveFocus();
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
});
