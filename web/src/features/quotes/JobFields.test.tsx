import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JOB_FIELD_MAX } from '@quotecraft/rules/jobFields';
import { JobFields } from './JobFields';

const empty = { jobName: '', specifier: '', specifierLocation: '' };

describe('job fields', () => {
  it('shows the required messages (with the spec spelling) as each empty field loses focus, and saves nothing', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<JobFields initial={empty} onSave={onSave} />);
    await user.click(screen.getByRole('textbox', { name: /Job Name/ }));
    await user.click(screen.getByRole('textbox', { name: /^Specifier(?! Location)/ }));
    await user.click(screen.getByRole('textbox', { name: /Specifier Location/ }));
    await user.click(document.body);
    expect(screen.getByText('Job Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Specifier is required.')).toBeInTheDocument();
    expect(screen.getByText('Specifer Location is required.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a changed field on blur, once, and clears its message', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<JobFields initial={empty} onSave={onSave} />);
    const jobName = screen.getByRole('textbox', { name: /Job Name/ });
    await user.click(jobName);
    await user.tab();
    expect(screen.getByText('Job Name is required.')).toBeInTheDocument();
    await user.type(jobName, 'Warehouse retrofit');
    await user.tab();
    expect(onSave).toHaveBeenCalledWith('jobName', 'Warehouse retrofit');
    expect(screen.queryByText('Job Name is required.')).not.toBeInTheDocument();
    await user.click(jobName);
    await user.tab();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('accepts at most 50 characters', async () => {
    const user = userEvent.setup();
    render(<JobFields initial={empty} onSave={() => {}} />);
    const specifier = screen.getByRole('textbox', { name: /^Specifier(?! Location)/ });
    await user.type(specifier, 'x'.repeat(60));
    expect(specifier).toHaveValue('x'.repeat(JOB_FIELD_MAX));
  });
});
