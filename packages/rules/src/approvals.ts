// Discounts and the margin floor (quote approvals). A platform sets the lowest margin a line may
// have over its dealer cost and, per role level, the largest discount off list price that level
// may give; a line below either limit needs an administrator's approval before the quote is
// ordered or paid. The API decides with these functions; the platform form and the lines table
// repeat them before sending.
import { parseDecimal, toCents } from './money.js';

/** The role levels that may set a price by hand, each with its own discount limit. */
export const DISCOUNT_LEVELS = [3, 4, 5, 6, 7, 8, 9] as const;

export const APPROVAL_MESSAGES = {
  percent: 'must be a number from 0 to 100 with at most two decimals.',
  marginFloor: 'Margin floor must be a number from 0 to 100 with at most two decimals.',
  maxDiscount: (level: number) => `Largest discount for level ${level} must be a number from 0 to 100 with at most two decimals.`,
  unknownLevel: (level: string) => `Discount limits are set for role levels 3 to 9, not ${level}.`,
  priceSubCent: 'Price must be in whole cents (at most two decimals).',
  priceNegative: 'Price cannot be negative.',
  priceInvalid: 'Price must be a number.',
  discountInvalid: 'Discount must be a number from 0 to 100 with at most two decimals.',
  needsApproval: (lines: string) => `Needs approval: ${lines} below the margin floor or discount limit. Request approval before placing the order.`,
  pendingApproval: (lines: string) => `Waiting for approval: ${lines} below the margin floor or discount limit. The order can be placed once an administrator approves.`,
  noApprovalNeeded: 'This quote needs no approval: no line is below the margin floor or discount limit.',
  alreadyPending: 'Approval of this quote is already requested.',
  ownRequest: 'You cannot decide your own approval request. Another administrator must decide it.',
  decided: 'This approval request has already been decided.',
  voided: 'This approval request no longer applies: a line it covers changed.',
  commentTooLong: 'Comment must be at most 2000 characters.',
  commentRequired: 'A comment is required to reject a request.',
} as const;

export const APPROVAL_COMMENT_MAX = 2000;

export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'void';
export const APPROVAL_STATUSES: readonly ApprovalStatus[] = ['pending', 'approved', 'rejected', 'void'];
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  void: 'Void',
};

/** A percentage as typed or sent: 0 to 100, at most two decimals; null when it is not one. */
export function percentValue(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const parsed = parseDecimal(typeof value === 'number' ? value : value.trim());
  if (!parsed || parsed.negative || parsed.scale > 2) return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= 100 ? number : null;
}

export interface ApprovalSettings {
  /** null: no floor */
  marginFloorPercent: number | null;
  /** level → largest discount %, a level not named has no limit */
  maxDiscountPercents: Record<string, number>;
}

export interface SettingsProblem {
  field: string;
  message: string;
}

/**
 * The one check of a platform's approval settings (the platform form, GraphQL and REST): the
 * settings as numbers, or the first problem naming its field. Missing parts are left out.
 */
export function checkApprovalSettings(input: { marginFloorPercent?: unknown; maxDiscountPercents?: unknown }):
  | { ok: true; value: Partial<ApprovalSettings> }
  | { ok: false; problem: SettingsProblem } {
  const value: Partial<ApprovalSettings> = {};
  if (input.marginFloorPercent !== undefined) {
    if (input.marginFloorPercent === null || input.marginFloorPercent === '') value.marginFloorPercent = null;
    else {
      const floor = percentValue(input.marginFloorPercent);
      if (floor === null) return { ok: false, problem: { field: 'marginFloorPercent', message: APPROVAL_MESSAGES.marginFloor } };
      value.marginFloorPercent = floor;
    }
  }
  if (input.maxDiscountPercents !== undefined) {
    const raw = input.maxDiscountPercents ?? {};
    if (typeof raw !== 'object' || Array.isArray(raw)) {
      return { ok: false, problem: { field: 'maxDiscountPercents', message: 'Discount limits must be an object of role level to percent.' } };
    }
    const limits: Record<string, number> = {};
    for (const [level, percent] of Object.entries(raw as Record<string, unknown>)) {
      if (!(DISCOUNT_LEVELS as readonly number[]).includes(Number(level)) || String(Number(level)) !== level) {
        return { ok: false, problem: { field: `maxDiscountPercents.${level}`, message: APPROVAL_MESSAGES.unknownLevel(level) } };
      }
      if (percent === null || percent === '') continue;
      const limit = percentValue(percent);
      if (limit === null) return { ok: false, problem: { field: `maxDiscountPercents.${level}`, message: APPROVAL_MESSAGES.maxDiscount(Number(level)) } };
      limits[level] = limit;
    }
    value.maxDiscountPercents = limits;
  }
  return { ok: true, value };
}

/**
 * Why a unit price set by hand is refused, or undefined: not a number, negative, or finer than a
 * cent (refused, never rounded: 0.004 is not $0.00).
 */
export function unitPriceProblem(value: unknown): string | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return APPROVAL_MESSAGES.priceInvalid;
  const parsed = parseDecimal(typeof value === 'number' ? value : value.trim());
  if (!parsed) return APPROVAL_MESSAGES.priceInvalid;
  if (parsed.negative && parsed.units !== 0n) return APPROVAL_MESSAGES.priceNegative;
  if (parsed.scale > 2 && parsed.units % 10n ** BigInt(parsed.scale - 2) !== 0n) return APPROVAL_MESSAGES.priceSubCent;
  return undefined;
}

/** The unit price a discount % off `listPrice` gives, to the cent (rounded half up), as a decimal string. */
export function priceForDiscount(listPrice: string, discountPercent: number): string {
  const listCents = toCents(listPrice) ?? 0n;
  const basisPoints = BigInt(Math.round(discountPercent * 100));
  const off = (listCents * basisPoints + 5000n) / 10000n;
  const cents = listCents - off;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

export interface LineForLimits {
  price: string;
  listPrice: string | null;
  cost: string | null;
  /** role level of who set the price by hand (null: the price came from its source) */
  priceSetByLevel: number | null;
}

export interface LineLimits {
  /** % off list price, two decimals; null without a list price */
  discountPercent: number | null;
  /** margin over dealer cost as a % of the price, two decimals; null without a cost (or at a $0 price with no cost) */
  marginPercent: number | null;
  belowFloor: boolean;
  overDiscount: boolean;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A line's discount and margin against the platform's limits. */
export function lineLimits(line: LineForLimits, settings: ApprovalSettings): LineLimits {
  const price = toCents(line.price) ?? 0n;
  const list = line.listPrice == null ? null : toCents(line.listPrice);
  const cost = line.cost == null ? null : toCents(line.cost);
  const discountPercent = list != null && list > 0n ? round2((Number(list - price) / Number(list)) * 100) : null;
  let marginPercent: number | null = null;
  if (cost != null) marginPercent = price === 0n ? (cost > 0n ? -100 : null) : round2((Number(price - cost) / Number(price)) * 100);
  const floor = settings.marginFloorPercent;
  // A $0 price with a cost is below any floor; margins are compared in hundredths of a percent.
  const belowFloor =
    floor != null && cost != null && cost > 0n && (price === 0n || Number(price - cost) * 10000 < floor * 100 * Number(price));
  const limit = line.priceSetByLevel == null ? undefined : settings.maxDiscountPercents[String(line.priceSetByLevel)];
  const overDiscount =
    limit !== undefined && list != null && list > 0n && price < list && Number(list - price) * 10000 > limit * 100 * Number(list);
  return { discountPercent, marginPercent, belowFloor, overDiscount };
}

/** "Line 2 (ABC-1)" names, joined for the messages. */
export function lineList(lines: readonly { lineNumber: number; partNumber: string }[]): string {
  const names = lines.map((line) => `Line ${line.lineNumber}${line.partNumber ? ` (${line.partNumber})` : ''}`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
