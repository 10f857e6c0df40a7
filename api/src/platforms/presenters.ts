import { z } from 'zod';
import { flagAnswer, flagText } from '../rest/fields.ts';


export const platformAnswer = z.object({
  id: z.number(),
  name: z.string(),
  emailAddresses: z.string().describe('comma-joined'),
  integration: z.string().describe('default, visual or CSI'),
  requireMFA: flagAnswer,
  requireHttps: flagAnswer,
  csiOrderCompleteString: z.string(),
  isDefault: z.boolean(),
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
  csiOrderCompleteString: string;
  isDefault: boolean;
}): z.infer<typeof platformAnswer> {
  return {
    id: platform.id,
    name: platform.name,
    emailAddresses: platform.emailAddresses,
    integration: platform.integration,
    requireMFA: flagText(platform.requireMFA),
    requireHttps: flagText(platform.requireHttps),
    csiOrderCompleteString: platform.csiOrderCompleteString,
    isDefault: platform.isDefault,
  };
}
