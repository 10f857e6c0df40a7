import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PLATFORM, INVALID_EMAIL, PlatformForm } from './PlatformForm';

describe('PlatformForm', () => {
  it('edits the email addresses as a list and validates each entry', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<PlatformForm initial={{ ...EMPTY_PLATFORM, name: 'Acme', emailAddresses: ['orders@acme.test'] }} onSave={onSave} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add Email Address' }));
    await user.type(screen.getByLabelText('Email address 2'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(INVALID_EMAIL)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email address 2'));
    await user.type(screen.getByLabelText('Email address 2'), 'ops@acme.test');
    await user.selectOptions(screen.getByLabelText('Integration'), 'CSI');
    await user.click(screen.getByLabelText('Require MFA'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Acme',
      emailAddresses: ['orders@acme.test', 'ops@acme.test'],
      integration: 'CSI',
      requireMFA: true,
      requireHttps: false,
      csiOrderCompleteString: 'Ordered',
    });
  });

  it('offers the integrations with "Select a Value" for default', () => {
    render(<PlatformForm initial={EMPTY_PLATFORM} onSave={vi.fn()} onCancel={vi.fn()} />);
    const options = [...(screen.getByLabelText('Integration') as HTMLSelectElement).options].map((o) => [o.value, o.text]);
    expect(options).toEqual([
      ['default', 'Select a Value'],
      ['visual', 'Visual'],
      ['CSI', 'CSI'],
    ]);
  });
});
