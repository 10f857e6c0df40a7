import { useId, useRef, type ChangeEvent } from 'react';
import { FieldError } from '../../ui/fields';
import { SIGN_IN_MESSAGES } from '@quotecraft/rules/passwords';

export const PASSCODE_FIELD_LENGTH = 7;
export const PASSCODE_MESSAGES = {
  none: SIGN_IN_MESSAGES.noPasscode,
  length: SIGN_IN_MESSAGES.passcodeLength,
  digits: SIGN_IN_MESSAGES.passcodeDigits,
} as const;

/** "123456" or "123 456" typed or pasted becomes "123 456": six characters with a space after the third. */
export function formatPasscode(raw: string): string {
  const compact = raw.replace(/\s+/g, '').slice(0, 6);
  return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

export function passcodeError(value: string): string | undefined {
  const compact = value.replace(/\s+/g, '');
  if (!compact) return PASSCODE_MESSAGES.none;
  if (!/^\d+$/.test(compact)) return PASSCODE_MESSAGES.digits;
  if (value.length !== PASSCODE_FIELD_LENGTH || compact.length !== 6) return PASSCODE_MESSAGES.length;
  return undefined;
}

export interface PasscodeFieldProps {
  value: string;
  onChange(value: string): void;
  /** Called once the seventh character is typed and the passcode is six digits. */
  onComplete(value: string): void;
  error?: string | null;
  disabled?: boolean;
  label?: string;
}

export function PasscodeField({ value, onChange, onComplete, error, disabled, label = 'Passcode' }: PasscodeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const submitted = useRef<string | null>(null);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = formatPasscode(event.target.value);
    onChange(next);
    if (next.length === PASSCODE_FIELD_LENGTH && !passcodeError(next)) {
      if (submitted.current !== next) {
        submitted.current = next;
        onComplete(next);
      }
    } else {
      submitted.current = null;
    }
  };

  return (
    <div className="field passcode-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__control passcode-field__input"
        name="passcode"
        value={value}
        onChange={change}
        maxLength={PASSCODE_FIELD_LENGTH}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="000 000"
        autoFocus
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, helpId].filter(Boolean).join(' ')}
      />
      <p className="field__help" id={helpId}>
        The 6-digit code from your authenticator app.
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
