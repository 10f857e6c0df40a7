import { z } from 'zod';

export const groupAnswer = z.object({
  id: z.number(),
  pid: z.number(),
  name: z.string(),
  description: z.string(),
  userIds: z.string().describe('the members, JSON array text such as "[4,9]"'),
  defaultCustomer: z.number().nullable().describe('the id of the customer new quotes of its members get'),
  productList: z.number().nullable().describe('the id of its product list'),
});

/**
 * A group in the spec's names (part 3 §3): userIds as JSON array text, the default customer and the
 * product list as their ids under `defaultCustomer` and `productList`.
 */
export function presentGroup(group: {
  id: number;
  pid: number;
  name: string;
  description: string;
  defaultCustomerId: number | null;
  productListId: number | null;
  userIds: number[];
}): z.infer<typeof groupAnswer> {
  return {
    id: group.id,
    pid: group.pid,
    name: group.name,
    description: group.description,
    userIds: JSON.stringify(group.userIds),
    defaultCustomer: group.defaultCustomerId,
    productList: group.productListId,
  };
}
