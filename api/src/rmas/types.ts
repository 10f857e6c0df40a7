import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../schema/builder.ts';
import { resolvePrismaPage } from '../schema/connections.ts';
import { OrderDirection } from '../schema/scalars.ts';
import {
  canViewRma,
  createRma,
  createRmaDetail,
  createRmaFromOrder,
  deleteRma,
  deleteRmaDetail,
  isSubmitted,
  requireRmaViewer,
  rmaListQuery,
  rmaProductOptions,
  setRmaStatus,
  addRmaComment,
  rmaStatusInput,
  rmaCommentInput,
  submitRma,
  updateRma,
  updateRmaDetail,
} from './service.ts';
import { detailIsComplete, nextRmaStatuses } from '@quotecraft/rules/rmas';
import { administers } from '../schema/access.ts';
import { parseInput } from '../groups/validation.ts';
import { orderWithIdTieBreak } from '../db/listOrder.ts';

export const RmaRef = builder.prismaNode('Rma', {
  id: { field: 'id' },
  authScopes: (rma, ctx) => canViewRma(ctx.viewer, rma),
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    pid: t.exposeInt('pid'),
    groupId: t.exposeInt('groupId', { nullable: true }),
    quoteId: t.exposeInt('quoteId', { nullable: true }),
    rmaCreated: t.exposeBoolean('rmaCreated'),
    status: t.exposeString('status', { nullable: true }),
    isSubmitted: t.boolean({ select: { rmaCreated: true, status: true }, resolve: (rma) => isSubmitted(rma) }),
    rmaNumber: t.exposeString('rmaNumber', { nullable: true }),
    erpOrderNum: t.exposeString('erpOrderNum', { nullable: true }),
    modelNo: t.exposeString('modelNo', { nullable: true }),
    requestDate: t.expose('requestDate', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    submittedByFirstName: t.exposeString('submittedByFirstName', { nullable: true }),
    submittedByLastName: t.exposeString('submittedByLastName', { nullable: true }),
    details: t.relation('details', { query: { orderBy: { id: 'asc' } } }),
    comments: t.relation('comments', { description: 'Comments and status changes after Submit, oldest first.', query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } }),
    nextStatuses: t.stringList({
      description: "The statuses the viewer may set next (administrators of the RMA's platform, once it is submitted).",
      select: { pid: true, status: true, rmaCreated: true },
      resolve: (rma, _args, ctx) => (administers(ctx.viewer, rma.pid) && isSubmitted(rma) ? nextRmaStatuses(rma.status ?? 'Submitted') : []),
    }),
    productOptions: t.field({
      type: [RmaProductOption],
      description: "What a detail line may return: the order's parts, or the platform's products.",
      select: { id: true },
      resolve: (rma, _args, ctx) => rmaProductOptions(ctx, rma.id),
    }),
  }),
});

interface RmaProductOptionShape {
  productNumber: string;
  name: string;
  orderedQuantity: number;
  modelNo: string | null;
}

const RmaProductOption = builder.objectRef<RmaProductOptionShape>('RmaProductOption').implement({
  fields: (t) => ({
    productNumber: t.exposeString('productNumber'),
    name: t.exposeString('name'),
    orderedQuantity: t.exposeInt('orderedQuantity'),
    modelNo: t.exposeString('modelNo', { nullable: true }),
  }),
});

builder.prismaObject('RmaComment', {
  fields: (t) => ({
    id: t.string({ resolve: (c) => encodeGlobalID('RmaComment', c.id) }),
    rowId: t.exposeInt('id'),
    author: t.exposeString('author'),
    status: t.exposeString('status', { nullable: true, description: 'the status the RMA was set to with this comment' }),
    text: t.exposeString('text'),
    photoUrl: t.string({ nullable: true, select: { photoPath: true }, resolve: (c) => (c.photoPath ? `/uploads/${c.photoPath}` : null) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObject('RmaDetail', {
  fields: (t) => ({
    id: t.string({ resolve: (d) => encodeGlobalID('RmaDetail', d.id) }),
    rowId: t.exposeInt('id'),
    rmaId: t.exposeInt('rmaId'),
    productNumber: t.exposeString('productNumber'),
    quantity: t.exposeInt('quantity', { nullable: true }),
    orderedQuantity: t.exposeInt('orderedQuantity'),
    modelNo: t.exposeString('modelNo'),
    reason: t.exposeString('reason'),
    timeInService: t.exposeString('timeInService', { nullable: true }),
    isComplete: t.boolean({
      select: { productNumber: true, modelNo: true, reason: true, quantity: true },
      resolve: (d) => detailIsComplete(d),
    }),
  }),
});

const RmaOrderField = builder.enumType('RmaOrderField', { values: ['createdAt', 'id', 'erpOrderNum', 'rmaNumber', 'status', 'modelNo'] as const });
const RmaOrder = builder.inputType('RmaOrder', {
  fields: (t) => ({
    field: t.field({ type: RmaOrderField, required: true }),
    direction: t.field({ type: OrderDirection, required: true }),
  }),
});

builder.queryField('rmas', (t) =>
  t.connection({
    type: RmaRef,
    description: "RMA requests: the active group's, else the platform's for administrators, else the viewer's own.",
    authScopes: { guarded: true },
    args: {
      pid: t.arg.int({ required: false, description: 'Level 9 only: narrow to one platform' }),
      orderBy: t.arg({ type: RmaOrder, required: false }),
      search: t.arg.string({ required: false }),
      status: t.arg.string({ required: false, description: 'Not Submitted, Submitted, Received, Inspected, Approved (credit), Approved (replacement), Rejected or Closed' }),
    },
    resolve: (_root, args, ctx, info) => {
      const viewer = requireRmaViewer(ctx);
      const order = args.orderBy ? { field: args.orderBy.field, direction: args.orderBy.direction === 'ASC' ? ('asc' as const) : ('desc' as const) } : null;
      const { where, orderBy } = rmaListQuery(viewer, { pid: args.pid, status: args.status, search: args.search, order });
      return resolvePrismaPage(ctx, info, ctx.prisma.rma, args, { where, orderBy: orderBy as never });
    },
  }, { name: 'RmaConnection' }, { name: 'RmaEdge' }),
);

builder.mutationField('createRma', (t) =>
  t.prismaField({
    type: 'Rma',
    description: 'A standalone RMA with one blank detail line.',
    authScopes: { guarded: true },
    resolve: async (query, _root, _args, ctx) => {
      const rma = await createRma(ctx);
      return ctx.prisma.rma.findUniqueOrThrow({ ...query, where: { id: rma.id } });
    },
  }),
);

builder.mutationField('createRmaFromOrder', (t) =>
  t.prismaField({
    type: 'Rma',
    description: 'An RMA against an order, with one blank detail line.',
    authScopes: { guarded: true },
    args: { orderId: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const rma = await createRmaFromOrder(ctx, args.orderId);
      return ctx.prisma.rma.findUniqueOrThrow({ ...query, where: { id: rma.id } });
    },
  }),
);

const RmaInput = builder.inputType('RmaInput', {
  fields: (t) => ({ modelNo: t.string({ required: false }) }),
});

builder.mutationField('updateRma', (t) =>
  t.prismaField({
    type: 'Rma',
    authScopes: { guarded: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: RmaInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const rma = await updateRma(ctx, args.id, args.input);
      return ctx.prisma.rma.findUniqueOrThrow({ ...query, where: { id: rma.id } });
    },
  }),
);

builder.mutationField('submitRma', (t) =>
  t.prismaField({
    type: 'Rma',
    description: "Submits a complete RMA, recording the user's first and last name.",
    authScopes: { guarded: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const rma = await submitRma(ctx, args.id);
      return ctx.prisma.rma.findUniqueOrThrow({ ...query, where: { id: rma.id } });
    },
  }),
);

builder.mutationField('deleteRma', (t) =>
  t.field({
    type: 'ID',
    description: 'Level 9 only.',
    authScopes: { superAdmin: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deleteRma(ctx, args.id);
      return encodeGlobalID('Rma', args.id);
    },
  }),
);

const RmaDetailInput = builder.inputType('RmaDetailInput', {
  fields: (t) => ({
    productNumber: t.string({ required: false }),
    quantity: t.string({ required: false, description: 'a whole number of at least 1 (text accepted, so a bad value gets the form message)' }),
    reason: t.string({ required: false }),
    modelNo: t.string({ required: false }),
    timeInService: t.string({ required: false }),
  }),
});

builder.mutationField('createRmaDetail', (t) =>
  t.prismaField({
    type: 'RmaDetail',
    authScopes: { guarded: true },
    args: { rmaId: t.arg.int({ required: true }), input: t.arg({ type: RmaDetailInput, required: false }) },
    resolve: async (query, _root, args, ctx) => {
      const detail = await createRmaDetail(ctx, args.rmaId, args.input ?? {});
      return ctx.prisma.rmaDetail.findUniqueOrThrow({ ...query, where: { id: detail.id } });
    },
  }),
);

builder.mutationField('updateRmaDetail', (t) =>
  t.prismaField({
    type: 'RmaDetail',
    authScopes: { guarded: true },
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: RmaDetailInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const detail = await updateRmaDetail(ctx, args.id, args.input);
      return ctx.prisma.rmaDetail.findUniqueOrThrow({ ...query, where: { id: detail.id } });
    },
  }),
);

builder.mutationField('deleteRmaDetail', (t) =>
  t.field({
    type: 'Int',
    description: "Deletes a line of an RMA that is not submitted; returns the line's row id.",
    authScopes: { guarded: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => (await deleteRmaDetail(ctx, args.id)).id,
  }),
);

builder.mutationField('setRmaStatus', (t) =>
  t.prismaField({
    type: 'Rma',
    description: "An administrator of the RMA's platform moves a submitted RMA on (Received, Inspected, Approved (credit), Approved (replacement), Rejected, Closed) with a comment.",
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: true }), status: t.arg.string({ required: true }), comment: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const rma = await setRmaStatus(ctx, args.id, parseInput(rmaStatusInput, { status: args.status, comment: args.comment }));
      return ctx.prisma.rma.findUniqueOrThrow({ ...query, where: { id: rma.id } });
    },
  }),
);

builder.mutationField('addRmaComment', (t) =>
  t.prismaField({
    type: 'Rma',
    description: 'A comment on a submitted RMA, with an optional photo (an image uploaded through /api/uploadfile, by its id).',
    authScopes: { guarded: true },
    args: { id: t.arg.int({ required: true }), text: t.arg.string({ required: true }), photoFileId: t.arg.int({ required: false }) },
    resolve: async (query, _root, args, ctx) => {
      await addRmaComment(ctx, args.id, parseInput(rmaCommentInput, { text: args.text, photoFileId: args.photoFileId }));
      return ctx.prisma.rma.findUniqueOrThrow({ ...query, where: { id: args.id } });
    },
  }),
);
