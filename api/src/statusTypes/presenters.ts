import { z } from 'zod';
import { flagAnswer, flagText } from '../rest/fields.ts';

export const statusTypeAnswer = z.object({
  id: z.number(),
  pid: z.number(),
  name: z.string(),
  visible: flagAnswer,
  roleLevel: z.number().describe('the lowest role level that may assign it'),
  displayOrder: z.number(),
});

/** A status type in the spec's shape (part 2 §3): visible as "1" / "0", with its platform. */
export const presentStatusType = (statusType: { id: number; pid: number; name: string; visible: boolean; roleLevel: number; displayOrder: number }): z.infer<typeof statusTypeAnswer> => ({
  id: statusType.id,
  pid: statusType.pid,
  name: statusType.name,
  visible: flagText(statusType.visible),
  roleLevel: statusType.roleLevel,
  displayOrder: statusType.displayOrder,
});
