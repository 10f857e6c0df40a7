// Display formatters shared by every screen. Money arrives from the API as exact decimal strings,
// so amounts are rounded with integer arithmetic (@quotecraft/rules/money) instead of floating point.
import { formatAmount as formatMoneyAmount, formatMoney } from '@quotecraft/rules/money';

export const EMPTY_VALUE = '-';

type DecimalInput = string | number | null | undefined;

/** '1234.5' → '1,234.50'. Returns '' when the value is missing or not a number. */
export function formatAmount(value: DecimalInput): string {
  return formatMoneyAmount(value);
}

/** '1234.5' → '$1,234.50'; missing values show a dash. The API's emails use the same formatter. */
export function formatCurrency(value: DecimalInput): string {
  return formatMoney(value, EMPTY_VALUE);
}

/** MM/DD/YYYY in the viewer's time zone; date-only strings are taken as calendar dates. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (dateOnly) return `${dateOnly[2]}/${dateOnly[3]}/${dateOnly[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${month}/${day}/${date.getFullYear()}`;
}

/** MM/DD/YYYY HH:MM (24-hour) in the viewer's time zone; blank for no date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const day = formatDate(value);
  if (!day || value == null) return day;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return day;
  return `${day} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** US numbers only: 10 digits, optionally after a leading 1, become +1 (xxx) xxx-xxxx; anything else is blank. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return '';
  return `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}
