import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, TextField, isChecked } from './fields';

describe('form fields', () => {
  it('counts true, "true" and "True" as checked', () => {
    expect(isChecked(true)).toBe(true);
    expect(isChecked('true')).toBe(true);
    expect(isChecked('True')).toBe(true);
    expect(isChecked('TRUE')).toBe(false);
    expect(isChecked('1')).toBe(false);
    expect(isChecked(false)).toBe(false);
    expect(isChecked(undefined)).toBe(false);

    render(<CheckboxField label="Stay logged in" checked="True" onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'Stay logged in' })).toBeChecked();
  });

  it('marks required labels with an asterisk and shows errors under the field', () => {
    render(<TextField label="City" required value="" onChange={() => {}} error="City is required." />);
    const input = screen.getByLabelText(/City/);
    expect(input.closest('.field')?.querySelector('.field__required')).toHaveTextContent('*');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('City is required.')).toHaveClass('field__error');
  });
});
