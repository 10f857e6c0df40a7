// Display formatters shared by every screen. Money arrives from the API as exact decimal strings,
// so amounts are rounded with integer arithmetic instead of floating point.

export const EMPTY_VALUE = '-';

type DecimalInput = string | number | null | undefined;

interface ParsedDecimal {
  negative: boolean;
  /** All digits of the number without the decimal point. */
  units: bigint;
  /** How many of those digits are after the decimal point. */
  scale: number;
}

export function parseDecimal(value: DecimalInput): ParsedDecimal | null {
  if (value === null || value === undefined) return null;
  let text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  if (text === null || text === '') return null;
  text = text.replace(/,/g, '');
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  return {
    negative: sign === '-',
    units: BigInt((whole || '0') + fraction),
    scale: fraction.length,
  };
}

function numberToPlainString(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(10) : text;
}

/** Rounds half away from zero to whole cents. */
export function toCents(value: DecimalInput): bigint | null {
  const parsed = parseDecimal(value);
  if (!parsed) return null;
  return roundToCents(parsed);
}

function roundToCents({ negative, units, scale }: ParsedDecimal): bigint {
  let cents: bigint;
  if (scale <= 2) {
    cents = units * 10n ** BigInt(2 - scale);
  } else {
    const divisor = 10n ** BigInt(scale - 2);
    cents = units / divisor;
    if ((units % divisor) * 2n >= divisor) cents += 1n;
  }
  return negative ? -cents : cents;
}

/** Exact price × quantity, rounded to cents once at the end. */
export function multiplyToCents(price: DecimalInput, quantity: number): bigint | null {
  const parsed = parseDecimal(price);
  if (!parsed || !Number.isInteger(quantity)) return null;
  const negative = parsed.negative !== quantity < 0;
  return roundToCents({ negative, units: parsed.units * BigInt(Math.abs(quantity)), scale: parsed.scale });
}

export function sumCents(values: Iterable<bigint | null | undefined>): bigint {
  let total = 0n;
  for (const value of values) total += value ?? 0n;
  return total;
}

export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = (absolute / 100n).toString();
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '1234.5' → '1,234.50'. Returns '' when the value is missing or not a number. */
export function formatAmount(value: DecimalInput): string {
  const cents = toCents(value);
  if (cents === null) return '';
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = groupThousands((absolute / 100n).toString());
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** '1234.5' → '$1,234.50'; missing values show a dash. */
export function formatCurrency(value: DecimalInput): string {
  const amount = formatAmount(value);
  if (amount === '') return EMPTY_VALUE;
  return amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`;
}

export function formatCentsAsCurrency(cents: bigint): string {
  return formatCurrency(centsToDecimal(cents));
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
