import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DISPLAY_ORDER_MESSAGE, ROLE_LEVEL_MAX_MESSAGE, ROLE_LEVEL_MIN_MESSAGE, StatusTypeForm } from './StatusTypeForm';

function renderForm(initial = { name: 'Shipped', visible: true, roleLevel: '0', displayOrder: '0' }) {
  const onSubmit = vi.fn();
  render(
    <>
      <StatusTypeForm id="f" initial={initial} onSubmit={onSubmit} />
      <button type="submit" form="f">
        Save
      </button>
    </>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('StatusTypeForm', () => {
  it.each([
    ['-1', '0', ROLE_LEVEL_MIN_MESSAGE],
    ['10', '0', ROLE_LEVEL_MAX_MESSAGE],
    ['3', '-2', DISPLAY_ORDER_MESSAGE],
  ])('role level %s / display order %s shows "%s"', async (roleLevel, displayOrder, message) => {
    const { user, onSubmit } = renderForm({ name: 'X', visible: true, roleLevel, displayOrder });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits numbers and the visible flag', async () => {
    const { user, onSubmit } = renderForm();
    await user.clear(screen.getByLabelText(/^Role Level/));
    await user.type(screen.getByLabelText(/^Role Level/), '9');
    await user.click(screen.getByLabelText('Visible'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Shipped', visible: false, roleLevel: 9, displayOrder: 0 });
  });
});
