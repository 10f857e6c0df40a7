import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatPasscode, PasscodeField, passcodeError, PASSCODE_FIELD_LENGTH } from './PasscodeField';

function Harness({ onComplete }: { onComplete(value: string): void }) {
  const [value, setValue] = useState('');
  return <PasscodeField value={value} onChange={setValue} onComplete={onComplete} />;
}

describe('PasscodeField', () => {
  it('puts a space after the third digit and submits itself at 7 characters', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const input = screen.getByLabelText('Passcode');
    expect(input).toHaveAttribute('maxLength', String(PASSCODE_FIELD_LENGTH));
    await userEvent.type(input, '12345');
    expect(input).toHaveValue('123 45');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '6');
    expect(input).toHaveValue('123 456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123 456');
  });

  it('accepts a pasted code with or without the space', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const input = screen.getByLabelText('Passcode');
    await userEvent.click(input);
    await userEvent.paste('654321');
    expect(input).toHaveValue('654 321');
    expect(onComplete).toHaveBeenCalledWith('654 321');
  });

  it('does not submit a code with letters', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.type(screen.getByLabelText('Passcode'), '12a456');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('has the spec messages', () => {
    expect(passcodeError('')).toBe('No passcode provided.');
    expect(passcodeError('123 45')).toBe('Passcode must be 6 numbers.');
    expect(passcodeError('12a 456')).toBe('Passcode can only contain numbers.');
    expect(passcodeError('123 456')).toBeUndefined();
    expect(formatPasscode('123456789')).toBe('123 456');
  });

  it('shows an error under the field', () => {
    render(<PasscodeField value="" onChange={() => {}} onComplete={() => {}} error="No passcode provided." />);
    expect(screen.getByRole('alert')).toHaveTextContent('No passcode provided.');
    expect(screen.getByLabelText('Passcode')).toHaveAttribute('aria-invalid', 'true');
  });
});
