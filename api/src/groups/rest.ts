import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { flagField, idField, listPageFields, withAliases } from '../rest/fields.ts';
import { AppError } from '../schema/errors.ts';
import { createGroup, deleteGroup, getGroup, listGroups, setGroupMember, setGroupMembers, updateGroup } from './service.ts';
import { groupAnswer, presentGroup } from './presenters.ts';

/** userIds arrive as a JSON-encoded array (or an array). */
export function parseIdList(value: unknown, field: string): number[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value || '[]');
    } catch {
      throw new AppError(`${field} must be a JSON array of ids.`, { field });
    }
  }
  if (!Array.isArray(list) || !list.every((v) => Number.isInteger(Number(v)) && Number(v) > 0)) {
    throw new AppError(`${field} must be a JSON array of ids.`, { field });
  }
  return list.map(Number);
}


const optionalId = z.union([z.number(), z.string()]).nullish();

/** The group form's fields (spec names defaultCustomer and productList, or today's …Id names) and the membership forms. */
const groupInput = withAliases(
  z.object({
    pid: z.union([z.number(), z.string()]).nullish().describe('the platform (required on create)'),
    name: z.string().nullish(),
    description: z.string().nullish(),
    defaultCustomerId: optionalId.describe('a customer of the platform with an ERP id; null for none'),
    productListId: optionalId.describe('a product list of the platform; null for none'),
    userIds: z.union([z.string(), z.array(z.union([z.number(), z.string()]))]).optional().describe('the members exactly: a JSON array (or array) of user ids'),
    userId: z.union([z.number(), z.string()]).optional().describe('one user to add (setTo true) or remove (setTo false)'),
    setTo: flagField.optional(),
  }),
  { defaultCustomer: 'defaultCustomerId', productList: 'productListId' },
);

defineRestOperation({
  family: 'groupManagement',
  operation: 'getGroups',
  scope: 'admin',
  summary: 'The groups of the caller\'s platform (level 9: of `pid`), by id; with `username`, only the groups that user belongs to.',
  body: z.object({ pid: idField.optional(), username: z.string().optional(), ...listPageFields() }),
  answer: z.array(groupAnswer),
  handler: async (ctx, body) => {
    const { rows, total } = await listGroups(ctx, body, body);
    return restPage(rows.map(presentGroup), total);
  },
});

defineRestOperation({
  family: 'groupManagement',
  operation: 'getGroup',
  scope: 'admin',
  body: z.object({ id: idField }),
  answer: groupAnswer,
  handler: async (ctx, body) => presentGroup(await getGroup(ctx, body.id)),
});

defineRestOperation({
  family: 'groupManagement',
  operation: 'createGroup',
  scope: 'admin',
  body: z.object({ input: groupInput }),
  answer: groupAnswer,
  handler: async (ctx, body) => {
    const { userIds, userId, setTo, ...fields } = body.input;
    const members = userIds === undefined ? undefined : parseIdList(userIds, 'userIds');
    const member = userId === undefined ? undefined : parseIdList([userId], 'userId')[0]!;
    const { id } = await createGroup(ctx, fields);
    if (members) await setGroupMembers(ctx, id, members);
    if (member !== undefined) await setGroupMember(ctx, id, member, setTo ?? true);
    return presentGroup(await getGroup(ctx, id));
  },
});

defineRestOperation({
  family: 'groupManagement',
  operation: 'updateGroup',
  scope: 'admin',
  summary: 'Changes the fields sent; userIds replaces the members, userId with setTo adds or removes one.',
  body: z.object({ id: idField, input: groupInput }),
  answer: groupAnswer,
  handler: async (ctx, body) => {
    const { userIds, userId, setTo, ...fields } = body.input;
    const members = userIds === undefined ? undefined : parseIdList(userIds, 'userIds');
    const member = userId === undefined ? undefined : parseIdList([userId], 'userId')[0]!;
    if (Object.keys(fields).length > 0) await updateGroup(ctx, body.id, fields);
    if (members) await setGroupMembers(ctx, body.id, members);
    if (member !== undefined) await setGroupMember(ctx, body.id, member, setTo === true);
    return presentGroup(await getGroup(ctx, body.id));
  },
});

defineRestOperation({
  family: 'groupManagement',
  operation: 'deleteGroup',
  scope: 'admin',
  summary: 'Deletes the group and answers it as it was.',
  body: z.object({ id: idField }),
  answer: groupAnswer,
  handler: async (ctx, body) => {
    const group = await getGroup(ctx, body.id);
    await deleteGroup(ctx, body.id);
    return presentGroup(group);
  },
});
