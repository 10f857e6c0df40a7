import { z } from 'zod';
import { flagAnswer, flagText } from '../rest/fields.ts';
import type { Viewer } from '../schema/access.ts';
import { seesDealerCost } from '../schema/visibility.ts';


export const platformAnswer = z.object({
  id: z.number(),
  name: z.string(),
  emailAddresses: z.string().describe('comma-joined'),
  integration: z.string().describe('default, visual or CSI'),
  requireMFA: flagAnswer,
  requireHttps: flagAnswer,
  importFormulaResults: flagAnswer,
  csiOrderCompleteString: z.string(),
  isDefault: z.boolean(),
  marginFloorPercent: z.number().nullable().describe('lowest margin over dealer cost (% of the price) without approval; null: none, or the caller does not see dealer cost'),
  maxDiscountPercents: z.record(z.string(), z.number()).describe('largest discount (%) per role level without approval; {} unless the caller sees dealer cost'),
});

/**
 * Platform settings in the spec's shape (part 2 §3): emailAddresses comma-joined, requireMFA and
 * requireHttps as "1"/"0". The ERP connection settings stay out of it.
 */
export function presentPlatform(platform: {
  id: number;
  name: string;
  emailAddresses: string;
  integration: string;
  requireMFA: boolean;
  requireHttps: boolean;
  importFormulaResults: boolean;
  csiOrderCompleteString: string;
  isDefault: boolean;
  marginFloorPercent: { toString(): string } | null;
  maxDiscountPercents: unknown;
}, viewer: Viewer | null): z.infer<typeof platformAnswer> {
  const costs = seesDealerCost(viewer, platform.id);
  return {
    id: platform.id,
    name: platform.name,
    emailAddresses: platform.emailAddresses,
    integration: platform.integration,
    requireMFA: flagText(platform.requireMFA),
    requireHttps: flagText(platform.requireHttps),
    importFormulaResults: flagText(platform.importFormulaResults),
    csiOrderCompleteString: platform.csiOrderCompleteString,
    isDefault: platform.isDefault,
    marginFloorPercent: costs && platform.marginFloorPercent != null ? Number(platform.marginFloorPercent.toString()) : null,
    maxDiscountPercents: costs ? ((platform.maxDiscountPercents ?? {}) as Record<string, number>) : {},
  };
}
