import { z } from 'zod';
import { defineRestOperation, restPage } from '../rest/registry.ts';
import { idField, listPageFields } from '../rest/fields.ts';
import { createStatusType, deleteStatusType, listStatusTypes, updateStatusType } from './service.ts';
import { presentStatusType, statusTypeAnswer } from './presenters.ts';

const number = z.union([z.number(), z.string()]);

const statusTypeInput = z.object({
  name: z.string().optional(),
  visible: z.union([z.boolean(), z.string(), z.number()]).optional().describe('"1" or "0"'),
  roleLevel: number.optional().describe('0 to 9'),
  displayOrder: number.optional().describe('0 or more'),
  pid: number.nullish().describe('create only: the platform (level 9)'),
});

defineRestOperation({
  family: 'statusTypesMgmt',
  operation: 'getStatusTypes',
  scope: 'signedIn',
  summary: 'The status types of the caller\'s platform by displayOrder; with roleLevel, those that level may assign.',
  body: z.object({ roleLevel: z.coerce.number().int().nullish(), ...listPageFields() }),
  answer: z.array(statusTypeAnswer),
  handler: async (ctx, body) => {
    const { rows, total } = await listStatusTypes(ctx, body.roleLevel, body);
    return restPage(rows.map(presentStatusType), total);
  },
});

defineRestOperation({
  family: 'statusTypesMgmt',
  operation: 'createStatusType',
  scope: 'admin',
  body: z.object({ input: statusTypeInput }),
  answer: statusTypeAnswer,
  handler: async (ctx, body) => presentStatusType(await createStatusType(ctx, body.input)),
});

defineRestOperation({
  family: 'statusTypesMgmt',
  operation: 'updateStatusType',
  scope: 'admin',
  summary: 'Changes the fields sent; the others keep their values.',
  body: z.object({ id: idField, input: statusTypeInput }),
  answer: statusTypeAnswer,
  handler: async (ctx, body) => presentStatusType(await updateStatusType(ctx, body.id, body.input)),
});

defineRestOperation({
  family: 'statusTypesMgmt',
  operation: 'deleteStatusType',
  scope: 'admin',
  summary: 'Deletes the status type and answers it as it was.',
  body: z.object({ id: idField }),
  answer: statusTypeAnswer,
  handler: async (ctx, body) => presentStatusType(await deleteStatusType(ctx, body.id)),
});
