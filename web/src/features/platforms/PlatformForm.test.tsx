import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { APPROVAL_MESSAGES } from '@quotecraft/rules/approvals';
import { FORMULA_RESULTS_LABEL, FORMULA_RESULTS_SUPER_ONLY } from '@quotecraft/rules/imports';
import { EMPTY_ERP, EMPTY_PLATFORM, ERP_MESSAGES, ERP_SECRET_AGAIN, INVALID_EMAIL, PlatformForm } from './PlatformForm';

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
      marginFloorPercent: '',
      maxDiscountPercents: {},
    });
  });

  it('checks the margin floor and discount limits with the API\'s rule and sends them as numbers', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<PlatformForm initial={{ ...EMPTY_PLATFORM, name: 'Acme' }} onSave={onSave} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Margin Floor (%)'), '120');
    await user.type(screen.getByLabelText('Largest Discount Without Approval, Level 3 (%)'), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(APPROVAL_MESSAGES.marginFloor)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Margin Floor (%)'));
    await user.type(screen.getByLabelText('Margin Floor (%)'), '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ marginFloorPercent: '20', maxDiscountPercents: { '3': 10 } }));
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

  it('asks for the CSI connection, validates it, and keeps a saved token when left blank', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<PlatformForm initial={{ ...EMPTY_PLATFORM, name: 'Borealis', integration: 'default' }} onSave={onSave} onCancel={vi.fn()} />);
    expect(screen.queryByLabelText('ERP URL')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Integration'), 'CSI');
    await user.type(screen.getByLabelText('ERP URL'), 'erp.local');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(ERP_MESSAGES.baseUrl)).toBeInTheDocument();
    expect(screen.getByText(ERP_MESSAGES.config)).toBeInTheDocument();
    expect(screen.getByText(ERP_MESSAGES.token)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('ERP URL'));
    await user.type(screen.getByLabelText('ERP URL'), 'https://csi.example.test/');
    await user.type(screen.getByLabelText('CSI Configuration'), 'BOREALIS_LIVE');
    await user.type(screen.getByLabelText('CSI Token'), 'tok-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ integration: 'CSI', erpSettings: { baseUrl: 'https://csi.example.test/', config: 'BOREALIS_LIVE', token: 'tok-1' } }),
    );
  });

  it('shows the VISUAL fields and accepts a blank password when one is saved', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    const erp = { ...EMPTY_ERP, baseUrl: 'https://visual.example.test', site: 'BOR01', username: 'qc', hasPassword: true };
    render(<PlatformForm initial={{ ...EMPTY_PLATFORM, name: 'Borealis', integration: 'visual', erp }} onSave={onSave} onCancel={vi.fn()} />);
    expect(screen.getByText('A password is saved. Leave blank to keep it; enter it again when you change the ERP URL.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('VISUAL Site'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(ERP_MESSAGES.site)).toBeInTheDocument();
    await user.type(screen.getByLabelText('VISUAL Site'), 'BOR02');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ erpSettings: { baseUrl: 'https://visual.example.test', site: 'BOR02', username: 'qc', password: '' } }),
    );
  });

  it('asks for the saved token or password again when the ERP URL changes', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    const erp = { ...EMPTY_ERP, baseUrl: 'https://csi.example.test', config: 'LIVE', hasToken: true };
    const { unmount } = render(<PlatformForm initial={{ ...EMPTY_PLATFORM, name: 'Borealis', integration: 'CSI', erp }} onSave={onSave} onCancel={vi.fn()} />);
    await user.clear(screen.getByLabelText('ERP URL'));
    await user.type(screen.getByLabelText('ERP URL'), 'https://elsewhere.example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(ERP_SECRET_AGAIN.token)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('CSI Token'), 'tok-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ erpSettings: { baseUrl: 'https://elsewhere.example.test', config: 'LIVE', token: 'tok-2' } }));
    unmount();

    const visual = { ...EMPTY_ERP, baseUrl: 'https://visual.example.test', site: 'BOR01', username: 'qc', hasPassword: true };
    render(<PlatformForm initial={{ ...EMPTY_PLATFORM, name: 'Borealis', integration: 'visual', erp: visual }} onSave={onSave} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('ERP URL'), '/v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(ERP_SECRET_AGAIN.password)).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("lets a super administrator turn on taking formulas' calculated values in imports, and shows others why they cannot", async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(<PlatformForm initial={{ ...EMPTY_PLATFORM, name: 'Acme' }} superAdmin onSave={onSave} onCancel={vi.fn()} />);
    await user.click(screen.getByLabelText(FORMULA_RESULTS_LABEL));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ importFormulaResults: true }));
    unmount();

    render(<PlatformForm initial={{ ...EMPTY_PLATFORM, name: 'Acme', importFormulaResults: true }} onSave={onSave} onCancel={vi.fn()} />);
    expect(screen.getByLabelText(FORMULA_RESULTS_LABEL)).toBeDisabled();
    expect(screen.getByLabelText(FORMULA_RESULTS_LABEL)).toBeChecked();
    expect(screen.getByText(new RegExp(FORMULA_RESULTS_SUPER_ONLY))).toBeInTheDocument();
  });
});
