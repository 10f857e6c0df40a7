import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCurrency,
  formatDate,
  formatPhone,
} from './format';

describe('formatCurrency', () => {
  it('uses a $ prefix, two decimals and thousands separators', () => {
    expect(formatCurrency('1234.5')).toBe('$1,234.50');
    expect(formatCurrency('1234567.891')).toBe('$1,234,567.89');
    expect(formatCurrency('0')).toBe('$0.00');
    expect(formatCurrency(12)).toBe('$12.00');
  });

  it('rounds half away from zero without floating point error', () => {
    expect(formatCurrency('1.005')).toBe('$1.01');
    expect(formatCurrency('2.675')).toBe('$2.68');
    expect(formatCurrency('-2.675')).toBe('-$2.68');
    expect(formatCurrency('0.004')).toBe('$0.00');
  });

  it('shows a dash for missing or invalid values', () => {
    expect(formatCurrency(null)).toBe('-');
    expect(formatCurrency(undefined)).toBe('-');
    expect(formatCurrency('')).toBe('-');
    expect(formatCurrency('abc')).toBe('-');
  });

  it('formats an amount without the symbol', () => {
    expect(formatAmount('98765.4')).toBe('98,765.40');
    expect(formatAmount(null)).toBe('');
  });
});

describe('formatDate', () => {
  it('formats as MM/DD/YYYY', () => {
    expect(formatDate('2024-10-16')).toBe('10/16/2024');
    expect(formatDate(new Date(2025, 0, 5, 13, 30))).toBe('01/05/2025');
    const iso = new Date(2023, 6, 4, 12).toISOString();
    expect(formatDate(iso)).toBe('07/04/2023');
  });

  it('returns blank for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatPhone', () => {
  it('formats 10 digits as a US number', () => {
    expect(formatPhone('5551234567')).toBe('+1 (555) 123-4567');
    expect(formatPhone('(555) 123-4567')).toBe('+1 (555) 123-4567');
  });

  it('accepts an optional leading 1', () => {
    expect(formatPhone('15551234567')).toBe('+1 (555) 123-4567');
    expect(formatPhone('+1 555 123 4567')).toBe('+1 (555) 123-4567');
  });

  it('is blank for anything else', () => {
    expect(formatPhone('555123456')).toBe('');
    expect(formatPhone('25551234567')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});
