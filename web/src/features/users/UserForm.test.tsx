import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from '../../ui/alerts';
import { CURRENT_PASSWORD_REQUIRED, emptyUserValues, newUserValues, UserForm, type PlatformOption, type RoleOption, type UserFormProps } from './UserForm';

const roles: RoleOption[] = [
  { rowId: 1, name: 'Public User', roleLevel: 0, pid: null },
  { rowId: 2, name: 'Registered User', roleLevel: 1, pid: null },
  { rowId: 4, name: 'System Admin', roleLevel: 5, pid: null },
  { rowId: 5, name: 'Super Admin', roleLevel: 9, pid: null },
  { rowId: 6, name: 'Borealis Buyer', roleLevel: 2, pid: 2 },
];
const platforms: PlatformOption[] = [
  { rowId: 1, name: 'Acme Lighting', requireMFA: false },
  { rowId: 2, name: 'Borealis Supply', requireMFA: true },
];

function renderForm(props: Partial<UserFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <AlertsProvider>
      <UserForm
        mode="create"
        viewerLevel={5}
        self={false}
        initial={emptyUserValues(1)}
        roles={roles}
        platforms={platforms}
        onSubmit={onSubmit}
        onCancel={() => {}}
        {...props}
      />
    </AlertsProvider>,
  );
  return { onSubmit };
}

const field = (name: string) => screen.queryByLabelText(new RegExp(`^${name}`));
const optionLabels = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

describe('UserForm', () => {
  it('level 5 creating: role and checkout type, no platform; roles offered up to level 5', () => {
    renderForm();
    expect(field('Platform')).toBeNull();
    expect(optionLabels(field('Role')!)).toEqual(['Select a Role', 'Public User (0)', 'Registered User (1)', 'System Admin (5)']);
    expect(optionLabels(field('Role')!)).not.toContain('Super Admin (9)');
    expect(optionLabels(field('Checkout Type')!)).toEqual(['Place Order', 'Self Checkout']);
    expect(field('Password')).toBeInTheDocument();
    expect(field('Confirm Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Update Password')).toBeNull();
  });

  it('level 9: picks the platform (required), and the roles follow the platform', async () => {
    const { onSubmit } = renderForm({ viewerLevel: 9, initial: emptyUserValues(null) });
    expect(field('Platform')).toBeInTheDocument();
    expect(optionLabels(field('Role')!)).toContain('Super Admin (9)');
    expect(optionLabels(field('Role')!)).not.toContain('Borealis Buyer (2)');
    await userEvent.type(field('Email Address')!, 'someone@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Platform is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(field('Platform')!, 'Borealis Supply');
    expect(optionLabels(field('Role')!)).toContain('Borealis Buyer (2)');
  });

  it("a new user starts with the platform's level-0 role selected, and follows the platform chosen", async () => {
    const withOwn = [...roles, { rowId: 7, name: 'Borealis Visitor', roleLevel: 0, pid: 2 }];
    renderForm({ viewerLevel: 9, roles: withOwn, initial: newUserValues(withOwn, null) });
    expect(field('Role')).toHaveDisplayValue('Public User (0)');
    await userEvent.selectOptions(field('Platform')!, 'Borealis Supply');
    expect(field('Role')).toHaveDisplayValue('Borealis Visitor (0)');
    await userEvent.selectOptions(field('Platform')!, 'Acme Lighting');
    expect(field('Role')).toHaveDisplayValue('Public User (0)');
  });

  it('below level 5 (My Profile): no role, checkout type, platform or password fields', () => {
    renderForm({ mode: 'edit', viewerLevel: 1, self: true, initial: { ...emptyUserValues(1), username: 'user@acme.test', roleId: '2' } });
    expect(field('Role')).toBeNull();
    expect(field('Checkout Type')).toBeNull();
    expect(field('Platform')).toBeNull();
    expect(field('Password')).toBeNull();
    expect(screen.queryByLabelText('Update Password')).toBeNull();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
  });

  it('editing at level 5: the password fields appear after "Update Password"', async () => {
    renderForm({ mode: 'edit', initial: { ...emptyUserValues(1), username: 'dealer@acme.test', roleId: '2' }, onDelete: () => {} });
    expect(field('Password')).toBeNull();
    await userEvent.click(screen.getByLabelText('Update Password'));
    expect(field('Password')).toBeInTheDocument();
    expect(field('Confirm Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /delete/i })).toBeInTheDocument();
  });

  it('validates with the spec messages', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(field('Email Address')!, 'not-an-email');
    await userEvent.type(field('Password')!, 'abcdefghij');
    await userEvent.type(field('Confirm Password')!, 'abcdefghik');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Invalid email address.')).toBeInTheDocument();
    expect(screen.getByText('Must contain at least 8 Characters, One Uppercase, One Lowercase, One Number and One Special Character')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('create without a password: "Password is required!"', async () => {
    renderForm();
    await userEvent.type(field('Email Address')!, 'new@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Password is required!')).toBeInTheDocument();
  });

  it('a platform requiring MFA locks the option on and says why when clicked', async () => {
    renderForm({ viewerLevel: 9, initial: { ...emptyUserValues(2) } });
    const mfa = screen.getByLabelText('Enable MFA');
    expect(mfa).toBeChecked();
    await userEvent.click(mfa);
    expect(mfa).toBeChecked();
    expect((await screen.findAllByText('MFA Required by platform.')).length).toBeGreaterThan(1);
  });

  it('administrators set the groups of the chosen platform; the choice is saved with the user and cleared on a platform change', async () => {
    const seen: (number | null)[] = [];
    const { onSubmit } = renderForm({
      viewerLevel: 9,
      mode: 'edit',
      initial: { ...emptyUserValues(1), username: 'dealer@acme.test', firstName: 'Dee', lastName: 'Ler', roleId: '2', groupIds: [7] },
      renderGroups: ({ pid, value, onChange }) => {
        seen.push(pid);
        return (
          <label>
            <input type="checkbox" checked={value.includes(8)} onChange={(e) => onChange(e.target.checked ? [...value, 8] : value.filter((g) => g !== 8))} />
            Group 8
          </label>
        );
      },
    });
    expect(seen.at(-1)).toBe(1);
    await userEvent.click(screen.getByLabelText('Group 8'));
    await userEvent.click(screen.getByRole('button', { name: /Save|Update/ }));
    expect(onSubmit.mock.calls.at(-1)![0].groupIds).toEqual([7, 8]);
    await userEvent.selectOptions(field('Platform')!, '2');
    expect(seen.at(-1)).toBe(2);
    expect(screen.getByLabelText('Group 8')).not.toBeChecked();
  });

  it('shows no group field below administrator', () => {
    const renderGroups = vi.fn(() => <p>groups</p>);
    renderForm({ viewerLevel: 3, self: true, mode: 'edit', initial: { ...emptyUserValues(1), username: 'u@acme.test' }, renderGroups });
    expect(renderGroups).not.toHaveBeenCalled();
  });

  it('My Profile: changing one’s email or MFA asks for the current password (or a passcode with MFA on); names do not', async () => {
    const initial = { ...emptyUserValues(1), username: 'user@acme.test', firstName: 'Una', roleId: '2' };
    const { onSubmit } = renderForm({ mode: 'edit', viewerLevel: 1, self: true, initial });
    await userEvent.type(field('First Name')!, 'x');
    expect(field('Current Password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls.at(-1)![1]).toEqual({ password: false, currentPassword: false });

    await userEvent.clear(field('Email Address')!);
    await userEvent.type(field('Email Address')!, 'una@acme.test');
    expect(field('Current Password')).toBeInTheDocument();
    expect(field('Or Passcode')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CURRENT_PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(field('Current Password')!, 'Demo!2345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls.at(-1)).toEqual([
      expect.objectContaining({ username: 'una@acme.test', currentPassword: 'Demo!2345' }),
      { password: false, currentPassword: true },
    ]);
  });

  it('My Profile with MFA on: turning it off takes a passcode instead of the password', async () => {
    const initial = { ...emptyUserValues(1), username: 'user@acme.test', roleId: '2', enableMFA: true };
    const { onSubmit } = renderForm({ mode: 'edit', viewerLevel: 1, self: true, initial });
    await userEvent.click(screen.getByLabelText('Enable MFA'));
    await userEvent.type(field('Or Passcode')!, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls.at(-1)).toEqual([expect.objectContaining({ enableMFA: false, currentPasscode: '123456' }), { password: false, currentPassword: true }]);
  });

  it('an administrator editing someone else is not asked for a password', async () => {
    const { onSubmit } = renderForm({ mode: 'edit', initial: { ...emptyUserValues(1), username: 'dealer@acme.test', roleId: '2' } });
    await userEvent.clear(field('Email Address')!);
    await userEvent.type(field('Email Address')!, 'dee@acme.test');
    expect(field('Current Password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
