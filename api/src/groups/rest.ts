import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { AppError } from '../schema/errors.ts';
import { createGroup, deleteGroup, getGroup, listGroups, setGroupMember, setGroupMembers, updateGroup } from './service.ts';

const id = z.coerce.number().int().positive();
const input = z.record(z.string(), z.unknown());

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

const isTrue = (value: unknown) => value === true || value === 'true' || value === 'True' || value === 1 || value === '1';

defineRestOperation({
  family: 'groupManagement',
  operation: 'getGroups',
  scope: 'admin',
  body: z.object({ pid: id.optional() }).passthrough(),
  handler: (ctx, body) => listGroups(ctx, body.pid),
});

defineRestOperation({
  family: 'groupManagement',
  operation: 'getGroup',
  scope: 'admin',
  body: z.object({ id }),
  handler: (ctx, body) => getGroup(ctx, body.id),
});

defineRestOperation({
  family: 'groupManagement',
  operation: 'createGroup',
  scope: 'admin',
  body: z.object({ input }),
  handler: (ctx, body) => createGroup(ctx, body.input),
});

defineRestOperation({
  family: 'groupManagement',
  operation: 'updateGroup',
  scope: 'admin',
  body: z.object({ id, input }),
  handler: async (ctx, body) => {
    const { userIds, userId, setTo, ...fields } = body.input;
    if (userIds !== undefined) await setGroupMembers(ctx, body.id, parseIdList(userIds, 'userIds'));
    if (userId !== undefined) await setGroupMember(ctx, body.id, parseIdList([userId], 'userId')[0]!, isTrue(setTo));
    if (Object.keys(fields).length > 0) await updateGroup(ctx, body.id, fields);
    return getGroup(ctx, body.id);
  },
});

defineRestOperation({
  family: 'groupManagement',
  operation: 'deleteGroup',
  scope: 'admin',
  body: z.object({ id }),
  handler: (ctx, body) => deleteGroup(ctx, body.id),
});
