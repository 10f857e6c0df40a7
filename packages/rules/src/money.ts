// Money arrives as exact decimal strings ("19.99"), so amounts are computed with integer cents,
// never floating point. A line's total is price × quantity rounded to cents once; a quote's total
// is the sum of its lines' totals (the API stores it as `Quote.totalCost`).

type DecimalInput = string | number | null | undefined;

export interface ParsedDecimal {
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

/** A line's total as a decimal string with two places: price × quantity. */
export function lineTotal(price: DecimalInput, quantity: number): string {
  return centsToDecimal(multiplyToCents(price, quantity) ?? 0n);
}

/** A quote's total as a decimal string with two places: the sum of quantity × price over its lines. */
export function quoteTotal(lines: Iterable<{ price: DecimalInput; quantity: number }>): string {
  const cents: (bigint | null)[] = [];
  for (const line of lines) cents.push(multiplyToCents(line.price, line.quantity));
  return centsToDecimal(sumCents(cents));
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '1234.5' → '1,234.50': two decimals, ',' thousands. '' when the value is missing or no number. */
export function formatAmount(value: DecimalInput | { toFixed(places: number): string }): string {
  const cents = toCents(value !== null && typeof value === 'object' ? value.toFixed(2) : value);
  if (cents === null) return '';
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const whole = groupThousands((absolute / 100n).toString());
  const fraction = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * '1109' → '$1,109.00': the one money format of the screens, the printed quote and the emails
 * (a $ prefix, two decimals, ',' thousands). Missing values give `empty`.
 */
export function formatMoney(value: DecimalInput | { toFixed(places: number): string }, empty = '-'): string {
  const amount = formatAmount(value);
  if (amount === '') return empty;
  return amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`;
}
