import { AppError } from '../schema/errors.ts';
import { checkLinesConfiguration, type ConfigurationCheck } from './service.ts';
import type { Context } from '../schema/context.ts';

export interface CheckableLine {
  id: number;
  lineNumber: number;
  partNumber: string;
  price: unknown;
  sessionId: string | null;
  productId: number | null;
  modelVersion: number | null;
  isNonConfigurable: boolean;
}

export interface FlaggedLine {
  line: CheckableLine;
  check: ConfigurationCheck;
}

const lineName = (line: CheckableLine) => `Line ${line.lineNumber}${line.partNumber ? ` (${line.partNumber})` : ''}`;

/** Re-checks every configured line against the current model; returns the invalid and repriced ones. */
export async function flagQuoteLines(ctx: Pick<Context, 'prisma'>, lines: CheckableLine[]): Promise<FlaggedLine[]> {
  const checks = await checkLinesConfiguration(ctx, lines);
  return lines.flatMap((line, i) => (checks[i].status === 'invalid' || checks[i].status === 'repriced' ? [{ line, check: checks[i] }] : []));
}

export function invalidLineMessage({ line, check }: FlaggedLine) {
  const why = check.messages.length > 0 ? ` ${check.messages.join(' ')}` : '';
  return `${lineName(line)} is no longer valid for the current configurator model.${why} Reconfigure it before placing the order.`;
}

export function repricedLineNote({ line, check }: FlaggedLine) {
  return `${lineName(line)} was ordered at $${check.linePrice}; the current configurator model (version ${check.currentVersion}) prices it at $${check.currentPrice}.`;
}

/** Refuses an order holding a line the current model no longer accepts; returns the repriced lines. */
export async function assertOrderableLines(ctx: Pick<Context, 'prisma'>, lines: CheckableLine[]) {
  const flagged = await flagQuoteLines(ctx, lines);
  const invalid = flagged.filter((f) => f.check.status === 'invalid');
  if (invalid.length > 0) throw new AppError(invalid.map(invalidLineMessage).join(' '), { field: 'lines', code: 'BAD_USER_INPUT' });
  return flagged.filter((f) => f.check.status === 'repriced');
}
