import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { RoleLevel } from '../../app/access';
import { useAlerts } from '../../ui/alerts';
import { CheckboxField, SelectField, TextField } from '../../ui/fields';
import { FormActionBar } from '../../ui/FormActionBar';
import { confirmError, emailError, hasErrors, MESSAGES, newPasswordError } from '../../entities/user/passwordRules';
import { defaultNewUserRole } from '@quotecraft/rules/roles';
import './UserForm.css';
import { FORM_MESSAGES } from '@quotecraft/rules/forms';

export const MFA_REQUIRED_BY_PLATFORM = FORM_MESSAGES.mfaRequiredByPlatform;
export const CHECKOUT_TYPE_REQUIRED = FORM_MESSAGES.checkoutTypeRequired;
export const PLATFORM_REQUIRED = FORM_MESSAGES.platformRequired;
export const ROLE_REQUIRED = FORM_MESSAGES.roleRequired;
/** Under the field; the box above it says what the password is needed for. */
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required.';
export const CHECKOUT_OPTIONS = [
  { value: 'order', label: 'Place Order' },
  { value: 'stripe', label: 'Self Checkout' },
] as const;

export interface UserFormValues {
  username: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  roleId: string;
  checkoutType: string;
  pid: string;
  enableMFA: boolean;
  emailPassword: boolean;
  groupIds: number[];
  /** one's own email, password or MFA changes: the current password, or a passcode when MFA is on */
  currentPassword: string;
  currentPasscode: string;
}

export interface RoleOption {
  rowId: number;
  name: string;
  roleLevel: number;
  pid?: number | null;
}

export interface PlatformOption {
  rowId: number;
  name: string;
  requireMFA: boolean;
}

export interface UserFormProps {
  mode: 'create' | 'edit';
  /** The signed-in user's role level: decides which fields show. */
  viewerLevel: number;
  /** Editing one's own account (My Profile, or one's own row). */
  self: boolean;
  initial: UserFormValues;
  roles: readonly RoleOption[];
  platforms: readonly PlatformOption[];
  submitting?: boolean;
  submitted?: boolean;
  onSubmit(values: UserFormValues, changes: { password: boolean; currentPassword: boolean }): void;
  onCancel(): void;
  onDelete?(): void;
  /** The group membership field (administrators), given the chosen platform. */
  renderGroups?(field: { pid: number | null; value: readonly number[]; onChange(groupIds: number[]): void }): ReactNode;
}

export const emptyUserValues = (pid: number | null): UserFormValues => ({
  username: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
  roleId: '',
  checkoutType: 'order',
  pid: pid == null ? '' : String(pid),
  enableMFA: false,
  emailPassword: true,
  groupIds: [],
  currentPassword: '',
  currentPasscode: '',
});

/** The role a new user of platform `pid` starts with: the platform's level-0 role (spec part 2 §1), as the server gives one created without a role. */
export function newUserRoleId(roles: readonly RoleOption[], pid: string): string {
  const role = defaultNewUserRole(roles, pid ? Number(pid) : null);
  return role ? String(role.rowId) : '';
}

/** The create form's starting values: the platform's level-0 role preselected. */
export const newUserValues = (roles: readonly RoleOption[], pid: number | null): UserFormValues => {
  const values = emptyUserValues(pid);
  return { ...values, roleId: newUserRoleId(roles, values.pid) };
};

/** Whether saving changes how one signs in (email, password, MFA): then the current password is asked for. */
export function changesSignIn(values: UserFormValues, initial: UserFormValues, options: { withPassword: boolean; enableMFA: boolean }): boolean {
  return (
    values.username.trim().toLowerCase() !== initial.username.trim().toLowerCase() ||
    options.enableMFA !== initial.enableMFA ||
    (options.withPassword && !!values.password)
  );
}

type Errors = Partial<Record<keyof UserFormValues, string>>;

export function validateUser(
  values: UserFormValues,
  options: { mode: 'create' | 'edit'; viewerLevel: number; withPassword: boolean; needsCurrentPassword?: boolean },
): Errors {
  const admin = options.viewerLevel >= RoleLevel.SystemAdmin;
  const errors: Errors = { username: emailError(values.username) };
  if (options.needsCurrentPassword && !values.currentPassword && !values.currentPasscode.trim()) {
    errors.currentPassword = CURRENT_PASSWORD_REQUIRED;
  }
  if (options.withPassword) {
    if (options.mode === 'create' || values.password) {
      errors.password = newPasswordError(values.password, MESSAGES.passwordRequiredOnCreate);
      errors.confirmPassword = confirmError(values.password, values.confirmPassword);
    }
  }
  if (admin) {
    if (!values.checkoutType) errors.checkoutType = CHECKOUT_TYPE_REQUIRED;
    if (!values.roleId) errors.roleId = ROLE_REQUIRED;
  }
  if (options.viewerLevel >= RoleLevel.SuperAdmin && !values.pid) errors.pid = PLATFORM_REQUIRED;
  return errors;
}

/**
 * The user form. Role and checkout type show from level 5, the platform at level 9; the password
 * fields show on create, or at level 5 and above after "Update Password".
 */
export function UserForm({
  mode,
  viewerLevel,
  self,
  initial,
  roles,
  platforms,
  submitting = false,
  submitted = false,
  onSubmit,
  onCancel,
  onDelete,
  renderGroups,
}: UserFormProps) {
  const formId = useId();
  const alerts = useAlerts();
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [updatePassword, setUpdatePassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const admin = viewerLevel >= RoleLevel.SystemAdmin;
  const superAdmin = viewerLevel >= RoleLevel.SuperAdmin;
  const withPassword = mode === 'create' || (admin && updatePassword);

  const platform = platforms.find((option) => String(option.rowId) === values.pid);
  const mfaLocked = !!platform?.requireMFA;
  const enableMFA = mfaLocked || values.enableMFA;
  const offeredRoles = roles.filter(
    (role) => role.roleLevel <= viewerLevel && (role.pid == null || String(role.pid) === values.pid),
  );

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline) || updatePassword;
  const needsCurrentPassword = self && mode === 'edit' && changesSignIn(values, baseline, { withPassword, enableMFA });

  const confirming = useRef<UserFormValues | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateUser(values, { mode, viewerLevel, withPassword, needsCurrentPassword });
    setErrors(found);
    if (hasErrors(found)) return;
    onSubmit({ ...values, enableMFA }, { password: withPassword && !!values.password, currentPassword: needsCurrentPassword });
    if (needsCurrentPassword) {
      // Kept on screen until the server accepts the proof (a wrong password is answered with a message).
      confirming.current = { ...values, currentPassword: '', currentPasscode: '' };
      return;
    }
    setBaseline(values);
    setUpdatePassword(false);
  };

  // Saved with the current password: the proof is cleared, and asked for again next time.
  useEffect(() => {
    const saved = confirming.current;
    if (!submitted || !saved) return;
    confirming.current = null;
    setValues(saved);
    setBaseline(saved);
    setUpdatePassword(false);
  }, [submitted]);

  const toggleMfa = (checked: boolean) => {
    if (mfaLocked) {
      alerts.warning(MFA_REQUIRED_BY_PLATFORM);
      return;
    }
    set('enableMFA', checked);
  };

  return (
    <form id={formId} className="user-form" noValidate onSubmit={submit}>
      <div className="user-form__grid">
        <TextField
          label="Email Address"
          name="username"
          type="email"
          autoComplete="off"
          value={values.username}
          onChange={(value) => set('username', value)}
          error={errors.username}
          required
        />
        <TextField label="First Name" name="firstName" value={values.firstName} onChange={(value) => set('firstName', value)} error={errors.firstName} />
        <TextField label="Last Name" name="lastName" value={values.lastName} onChange={(value) => set('lastName', value)} error={errors.lastName} />

        {superAdmin && (
          <SelectField
            label="Platform"
            name="pid"
            value={values.pid}
            onChange={(value) => setValues((current) => ({ ...current, pid: value, roleId: mode === 'create' ? newUserRoleId(roles, value) : '', groupIds: [] }))}
            options={platforms.map((option) => ({ value: String(option.rowId), label: option.name }))}
            placeholder="Select a Platform"
            error={errors.pid}
            required
          />
        )}

        {admin && (
          <SelectField
            label="Role"
            name="roleId"
            value={values.roleId}
            onChange={(value) => set('roleId', value)}
            options={offeredRoles.map((role) => ({ value: String(role.rowId), label: `${role.name} (${role.roleLevel})` }))}
            placeholder="Select a Role"
            error={errors.roleId}
            required
          />
        )}

        {admin && (
          <SelectField
            label="Checkout Type"
            name="checkoutType"
            value={values.checkoutType}
            onChange={(value) => set('checkoutType', value)}
            options={CHECKOUT_OPTIONS}
            error={errors.checkoutType}
            required
          />
        )}

        {admin &&
          renderGroups?.({
            pid: values.pid ? Number(values.pid) : null,
            value: values.groupIds,
            onChange: (groupIds) => set('groupIds', groupIds),
          })}
      </div>

      <div className="user-form__toggles">
        <div className="field field--checkbox">
          <input
            id={`${formId}-mfa`}
            className="field__checkbox"
            type="checkbox"
            name="enableMFA"
            checked={enableMFA}
            aria-disabled={mfaLocked || undefined}
            aria-describedby={mfaLocked ? `${formId}-mfa-help` : undefined}
            onChange={(event) => toggleMfa(event.target.checked)}
          />
          <label className="field__label" htmlFor={`${formId}-mfa`}>
            Enable MFA
          </label>
          {mfaLocked && (
            <p className="field__help user-form__locked" id={`${formId}-mfa-help`}>
              {MFA_REQUIRED_BY_PLATFORM}
            </p>
          )}
        </div>

        {mode === 'edit' && admin && (
          <CheckboxField label="Update Password" name="updatePassword" checked={updatePassword} onChange={setUpdatePassword} />
        )}
      </div>

      {withPassword && (
        <div className="user-form__grid">
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(value) => set('password', value)}
            error={errors.password}
            help="At least 8 characters with an uppercase and a lowercase letter, a number and a special character."
            required={mode === 'create'}
          />
          <TextField
            label="Confirm Password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(value) => set('confirmPassword', value)}
            error={errors.confirmPassword}
            required={mode === 'create'}
          />
          {mode === 'create' && (
            <CheckboxField
              label="Email the new password to the user"
              name="emailPassword"
              checked={values.emailPassword}
              onChange={(checked) => set('emailPassword', checked)}
            />
          )}
        </div>
      )}

      {needsCurrentPassword && (
        <fieldset className="user-form__confirm">
          <legend>Confirm it’s you</legend>
          <p className="field__help" id={`${formId}-confirm-help`}>
            Your current password is needed to change your email address, password or two-factor authentication.
            {baseline.enableMFA ? ' With MFA on, a passcode from your authenticator app will do instead.' : ''}
          </p>
          <div className="user-form__grid">
            <TextField
              label="Current Password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={(value) => set('currentPassword', value)}
              error={errors.currentPassword}
            />
            {baseline.enableMFA && (
              <TextField
                label="Or Passcode"
                name="currentPasscode"
                autoComplete="one-time-code"
                inputMode="numeric"
                value={values.currentPasscode}
                onChange={(value) => set('currentPasscode', value)}
              />
            )}
          </div>
        </fieldset>
      )}

      <FormActionBar
        form={formId}
        dirty={dirty}
        submitting={submitting}
        submitted={submitted}
        onCancel={onCancel}
        onDelete={mode === 'edit' && admin && !self ? onDelete : undefined}
        deleteName={initial.username}
        saveLabel={mode === 'create' ? 'Create User' : 'Save'}
      />
    </form>
  );
}
