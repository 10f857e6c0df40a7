import { AppError } from '../schema/errors.ts';
import { checkLinesConfiguration, type ConfigurationCheck } from './service.ts';
import type { Context } from '../context.ts';
import { lockQuoteRow, recomputeQuoteTotals } from '../documents/totals.ts';
import { formatMoney } from '@quotecraft/rules/money';

export interface CheckableLine {
  id: number;
  lineNumber: number;
  partNumber: string;
  price: unknown;
  priceOverride: boolean;
  sessionId: string | null;
  productId: number | null;
  modelVersion: number | null;
  isNonConfigurable: boolean;
  configurationId?: string;
  headerId?: string | null;
}

export interface FlaggedLine {
  line: CheckableLine;
  check: ConfigurationCheck;
}

export const lineName = (line: { lineNumber: number; partNumber: string }) => `Line ${line.lineNumber}${line.partNumber ? ` (${line.partNumber})` : ''}`;
const money = (value: unknown) => Number(value ?? 0).toFixed(2);

/** Re-checks every configured line against the current model; returns the invalid and repriced ones. */
export async function flagQuoteLines(ctx: Pick<Context, 'prisma'>, lines: CheckableLine[]): Promise<FlaggedLine[]> {
  const checks = await checkLinesConfiguration(ctx, lines);
  return lines.flatMap((line, i) => (checks[i].status === 'invalid' || checks[i].status === 'repriced' ? [{ line, check: checks[i] }] : []));
}

export function invalidLineMessage({ line, check }: FlaggedLine) {
  const why = check.messages.length > 0 ? ` ${check.messages.join(' ')}` : '';
  return `${lineName(line)} is no longer valid for the current configurator model.${why} Reconfigure it before placing the order.`;
}

export function repricedLineMessage({ line, check }: FlaggedLine) {
  return `${lineName(line)} is priced at ${formatMoney(check.currentPrice)} by the current configurator model (quoted at ${formatMoney(check.linePrice)}). Reconfigure it before placing the order.`;
}

/** A line placing the order re-priced and stopped at, with what the quote screen needs to reopen it. */
export interface StoppedLine {
  lineId: number;
  lineNumber: number;
  productId: number | null;
  configurationId: string | null;
  headerId: string | null;
  reason: 'invalid' | 'repriced';
  quotedPrice: string;
  currentPrice: string | null;
}

/** A fixed-price line whose product now costs something else. */
export interface RepricedFixedLine {
  line: CheckableLine;
  quotedPrice: string;
  currentPrice: string;
}

export function repricedFixedLineMessage({ line, quotedPrice, currentPrice }: RepricedFixedLine) {
  return `${lineName(line)} now costs ${formatMoney(currentPrice)} (quoted at ${formatMoney(quotedPrice)}); the quote now shows the current price. Review the total and place the order again.`;
}

export function repricedFixedLineNote({ line, quotedPrice, currentPrice }: RepricedFixedLine) {
  return `${lineName(line)} was quoted at ${formatMoney(quotedPrice)}; the product's current price, ${formatMoney(currentPrice)}, was put on the line when the order was placed.`;
}

/**
 * Placing an order re-prices every line from its source: a configured line from its configurator
 * model (built-in sessions are evaluated against the model's current version) or, for a session
 * of a remote configurator, from the price the session last gave; a fixed-price line from its
 * product. A configured line the model no longer accepts, or prices differently, stops the order
 * here with a message naming it (and the lines in the error's extensions, for the Reconfigure
 * buttons). Fixed-price lines whose product price changed are returned for the caller to put the
 * current price on.
 */
export async function priceLinesForOrder(ctx: Pick<Context, 'prisma'>, lines: CheckableLine[]): Promise<RepricedFixedLine[]> {
  const checks = await checkLinesConfiguration(ctx, lines);
  const configured = lines.map((line, i) => ({ line, check: checks[i]! })).filter(({ line }) => !line.isNonConfigurable);

  // Remote sessions are not evaluated here: the session's own last price is the line's source.
  const unchecked = configured.filter(({ line, check }) => check.status === 'unchecked' && line.sessionId);
  const sessions = unchecked.length
    ? await ctx.prisma.configuratorSession.findMany({ where: { id: { in: unchecked.map(({ line }) => line.sessionId!) } }, select: { id: true, price: true } })
    : [];
  const sessionPrice = new Map(sessions.flatMap((s) => (s.price == null ? [] : [[s.id, money(s.price)] as const])));

  const stops: { stopped: StoppedLine; message: string }[] = [];
  for (const flagged of configured) {
    const { line, check } = flagged;
    const base = {
      lineId: line.id,
      lineNumber: line.lineNumber,
      productId: line.productId,
      configurationId: line.configurationId ?? null,
      headerId: line.headerId ?? null,
      quotedPrice: check.linePrice,
    };
    if (check.status === 'invalid') {
      stops.push({ stopped: { ...base, reason: 'invalid', currentPrice: check.currentPrice }, message: invalidLineMessage(flagged) });
    } else if (check.status === 'repriced') {
      stops.push({ stopped: { ...base, reason: 'repriced', currentPrice: check.currentPrice }, message: repricedLineMessage(flagged) });
    } else if (check.status === 'unchecked' && !line.priceOverride && line.sessionId && sessionPrice.has(line.sessionId) && sessionPrice.get(line.sessionId) !== check.linePrice) {
      const current = sessionPrice.get(line.sessionId)!;
      stops.push({
        stopped: { ...base, reason: 'repriced', currentPrice: current },
        message: `${lineName(line)} is priced at ${formatMoney(current)} by its configuration (quoted at ${formatMoney(check.linePrice)}). Reconfigure it before placing the order.`,
      });
    }
  }
  if (stops.length > 0) {
    throw new AppError(stops.map((s) => s.message).join(' '), { field: 'lines', code: 'BAD_USER_INPUT', details: { lines: stops.map((s) => s.stopped) } });
  }

  const fixed = lines.filter((line) => line.isNonConfigurable && line.productId != null && !line.priceOverride);
  if (fixed.length === 0) return [];
  const products = await ctx.prisma.product.findMany({ where: { id: { in: [...new Set(fixed.map((l) => l.productId!))] } }, select: { id: true, defaultPrice: true } });
  const productPrice = new Map(products.flatMap((p) => (p.defaultPrice == null ? [] : [[p.id, money(p.defaultPrice)] as const])));
  return fixed.flatMap((line) => {
    const currentPrice = productPrice.get(line.productId!);
    const quotedPrice = money(line.price);
    return currentPrice != null && currentPrice !== quotedPrice ? [{ line, quotedPrice, currentPrice }] : [];
  });
}

/**
 * Re-prices a quote's lines before it is ordered or paid for (priceLinesForOrder). Fixed-price
 * lines whose product price changed are given the current price, noted among the quote's
 * communications, and the order stops once naming them, so the new total is seen before it is
 * ordered or charged.
 */
export async function repriceLinesForOrder(
  ctx: Pick<Context, 'prisma'>,
  quote: { id: number; pid: number; lines: CheckableLine[] },
  userId: number | null,
) {
  const repriced = await priceLinesForOrder(ctx, quote.lines);
  if (repriced.length === 0) return;
  await ctx.prisma.$transaction(async (tx) => {
    await lockQuoteRow(tx, quote.id);
    for (const { line, currentPrice } of repriced) await tx.quoteLine.update({ where: { id: line.id }, data: { price: currentPrice } });
    await recomputeQuoteTotals(tx, quote.id);
    await tx.communication.create({
      data: { quoteId: quote.id, pid: quote.pid, kind: 'note', subject: 'Repriced lines', body: repriced.map(repricedFixedLineNote).join('\n'), createdByUserId: userId },
    });
  });
  throw new AppError(repriced.map(repricedFixedLineMessage).join(' '), { field: 'lines', code: 'CONFLICT' });
}
