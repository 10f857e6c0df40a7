import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

let app: TestApp;
let superAdmin: string;
let acmeAdmin: string;
let acmeDealer: string;
let acmeUser: string;
let publicUser: string;
let borealisAdmin: string;
let acmePid: number;
let order: { id: number; erpOrderNo: string; lines: { partNumber: string; quantity: number; modelNo: string | null }[] };

const RMA = 'rowId pid groupId quoteId erpOrderNum rmaCreated status isSubmitted rmaNumber submittedByFirstName details { rowId productNumber quantity orderedQuantity modelNo reason isComplete }';

beforeAll(async () => {
  app = await startTestApp();
  [superAdmin, acmeAdmin, acmeDealer, acmeUser, publicUser, borealisAdmin] = await Promise.all(
    ['super@acme.test', 'admin@acme.test', 'dealer@acme.test', 'user@acme.test', 'public@acme.test', 'admin@borealis.test'].map((u) => app.login(u)),
  );
  const { prisma } = app.services;
  acmePid = (await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
  const found = await prisma.quote.findFirstOrThrow({
    where: { erpOrderNo: 'SO-100124' },
    select: { id: true, erpOrderNo: true, lines: { select: { partNumber: true, quantity: true, modelNo: true }, orderBy: { lineNumber: 'asc' } } },
  });
  order = { ...found, erpOrderNo: found.erpOrderNo! };
});
afterAll(async () => {
  await app?.close();
});

const fromOrder = (orderId: number, token: string) => app.gql(`mutation($id: Int!) { createRmaFromOrder(orderId: $id) { ${RMA} } }`, { id: orderId }, token);
const updateDetail = (id: number, input: Record<string, unknown>, token = acmeUser) =>
  app.gql(`mutation($id: Int!, $input: RmaDetailInput!) { updateRmaDetail(id: $id, input: $input) { rowId productNumber quantity orderedQuantity modelNo reason isComplete } }`, { id, input }, token);
const submit = (id: number, token = acmeUser) => app.gql(`mutation($id: Int!) { submitRma(id: $id) { ${RMA} } }`, { id }, token);

describe('an RMA from an order', () => {
  it('starts unsubmitted with one blank line and the order number', async () => {
    const response = await fromOrder(order.id, acmeUser);
    expect(response.errors).toBeUndefined();
    const rma = response.data.createRmaFromOrder;
    expect(rma).toMatchObject({ quoteId: order.id, erpOrderNum: 'SO-100124', rmaCreated: false, isSubmitted: false, status: null });
    expect(rma.details).toEqual([expect.objectContaining({ productNumber: '', quantity: 1, orderedQuantity: 0, isComplete: false })]);
  });

  it('validates every detail field with the form messages and caps the quantity at the ordered quantity', async () => {
    const rma = (await fromOrder(order.id, acmeUser)).data.createRmaFromOrder;
    const detailId = rma.details[0].rowId;
    const line = order.lines[0]!;
    const valid = { productNumber: line.partNumber, quantity: '1', reason: 'Broken', modelNo: 'NA' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, productNumber: '' }, 'You must select a product to return.', 'productNumber'],
      [{ ...valid, productNumber: 'NOT-ON-ORDER' }, 'You must select a product to return.', 'productNumber'],
      [{ ...valid, quantity: 'abc' }, 'Quantity must be a number.', 'quantity'],
      [{ ...valid, quantity: null }, 'Quantity is required.', 'quantity'],
      [{ ...valid, quantity: '0' }, 'The minimum quantity to return is 1.', 'quantity'],
      [{ ...valid, quantity: String(line.quantity + 1) }, 'You cannot return more items than were ordered.', 'quantity'],
      [{ ...valid, reason: ' ' }, 'You must provide a reason for the return.', 'reason'],
      [{ ...valid, modelNo: '' }, 'Please enter a model number, or NA if there is no Model Number', 'modelNo'],
    ];
    for (const [input, message, field] of cases) {
      const response = await updateDetail(detailId, input);
      expect(response.errors?.[0].message, JSON.stringify(input)).toBe(message);
      expect(response.errors?.[0].extensions?.field).toBe(field);
    }
    const ok = await updateDetail(detailId, { ...valid, quantity: String(line.quantity) });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateRmaDetail).toMatchObject({ quantity: line.quantity, orderedQuantity: line.quantity, isComplete: true });
  });

  it('blocks submission with the per-line messages, then submits once and freezes the lines', async () => {
    const rma = (await fromOrder(order.id, acmeUser)).data.createRmaFromOrder;
    const first = rma.details[0].rowId;
    const blocked = await submit(rma.rowId);
    expect(blocked.errors?.[0].message).toBe('Please set a Product Number for the RMA Detail #1');

    await updateDetail(first, { productNumber: order.lines[0]!.partNumber, quantity: '1', reason: 'Flickers', modelNo: 'NA' });
    const added = await app.gql(`mutation($id: Int!) { createRmaDetail(rmaId: $id) { rowId quantity } }`, { id: rma.rowId }, acmeUser);
    expect(added.data.createRmaDetail.quantity).toBe(1);
    expect((await submit(rma.rowId)).errors?.[0].message).toBe('Please set a Product Number for the RMA Detail #2');
    await app.services.prisma.rmaDetail.update({ where: { id: added.data.createRmaDetail.rowId }, data: { productNumber: order.lines[1]!.partNumber } });
    expect((await submit(rma.rowId)).errors?.[0].message).toBe('Please set a Model Number for the RMA Detail #2');
    await app.services.prisma.rmaDetail.update({ where: { id: added.data.createRmaDetail.rowId }, data: { modelNo: 'NA' } });
    expect((await submit(rma.rowId)).errors?.[0].message).toBe('Please enter a Reason for the RMA Detail #2');
    const deleteLine = await app.gql(`mutation($id: Int!) { deleteRmaDetail(id: $id) }`, { id: added.data.createRmaDetail.rowId }, acmeUser);
    expect(deleteLine.errors).toBeUndefined();

    const submitted = await submit(rma.rowId);
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data.submitRma).toMatchObject({ rmaCreated: true, isSubmitted: true, status: 'Submitted', submittedByFirstName: expect.stringMatching(/\S/) });
    expect(submitted.data.submitRma.rmaNumber).toMatch(/^RMA-\d+/);

    expect((await submit(rma.rowId)).errors?.[0].message).toBe('The RMA has already been submitted.');
    expect((await updateDetail(first, { productNumber: order.lines[0]!.partNumber, quantity: '1', reason: 'x', modelNo: 'NA' })).errors?.[0].message).toBe('The RMA has already been submitted.');
    const del = await app.gql(`mutation($id: Int!) { deleteRmaDetail(id: $id) }`, { id: first }, acmeUser);
    expect(del.errors?.[0].message).toBe('Cannot delete RMA Detail, RMA has already been submitted.');
    const create = await app.gql(`mutation($id: Int!) { createRmaDetail(rmaId: $id) { rowId } }`, { id: rma.rowId }, acmeUser);
    expect(create.errors?.[0].message).toBe('The RMA has already been submitted.');
  });

  it('keeps the Model # entered on its lines once submitted, not the order line\'s part number', async () => {
    const rma = (await fromOrder(order.id, acmeUser)).data.createRmaFromOrder;
    const line = order.lines[0]!;
    const saved = await updateDetail(rma.details[0].rowId, { productNumber: line.partNumber, quantity: '1', reason: 'Hums', modelNo: 'MX-42 rev B' });
    expect(saved.errors).toBeUndefined();
    const submitted = await app.gql(`mutation($id: Int!) { submitRma(id: $id) { modelNo details { modelNo } } }`, { id: rma.rowId }, acmeUser);
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data.submitRma).toEqual({ modelNo: 'MX-42 rev B', details: [{ modelNo: 'MX-42 rev B' }] });
    const listed = await app.rest('/api/v1/RMAManagement/getRMA', { id: rma.rowId }, acmeUser);
    expect(listed.body.result).toMatchObject({ modelNo: 'MX-42 rev B', rmaCreated: '1' });
  });

  it('cannot be made from an order the user may not see, nor by level 0', async () => {
    const other = await app.services.prisma.quote.findFirstOrThrow({ where: { erpOrderNo: 'SO-100125' } });
    expect((await fromOrder(other.id, acmeUser)).errors?.[0].message).toBe('Order not found.');
    expect((await fromOrder(order.id, publicUser)).errors?.[0].message).toBe('You do not have access to this.');
    expect((await fromOrder(order.id, borealisAdmin)).errors?.[0].message).toBe('Order not found.');
  });
});

describe('a standalone RMA', () => {
  it('takes products of the platform, with no ordered-quantity cap', async () => {
    const rma = (await app.gql(`mutation { createRma { ${RMA} } }`, {}, acmeDealer)).data.createRma;
    expect(rma).toMatchObject({ quoteId: null, pid: acmePid, rmaCreated: false });
    const product = await app.services.prisma.product.findFirstOrThrow({ where: { pid: acmePid, NOT: { productNumber: '' } } });
    const ok = await updateDetail(rma.details[0].rowId, { productNumber: product.productNumber, quantity: '50', reason: 'Overstock', modelNo: 'NA' }, acmeDealer);
    expect(ok.errors).toBeUndefined();
    const borealisProduct = await app.services.prisma.product.findFirstOrThrow({ where: { platform: { name: 'Borealis Supply' } } });
    const foreign = await updateDetail(rma.details[0].rowId, { productNumber: borealisProduct.productNumber + '-X', quantity: '1', reason: 'x', modelNo: 'NA' }, acmeDealer);
    expect(foreign.errors?.[0].message).toBe('You must select a product to return.');
  });
});

describe('RMA lists and access', () => {
  it('lists by the active group, else the platform for admins, else the user’s own, newest first', async () => {
    const { prisma } = app.services;
    const dealer = await prisma.user.findUniqueOrThrow({ where: { username: 'dealer@acme.test' } });
    const coastal = await prisma.group.findFirstOrThrow({ where: { name: 'Coastal Accounts' } });
    const list = (token: string) => app.gql(`{ rmas(first: 200) { totalCount edges { node { rowId pid groupId createdAt } } } }`, {}, token);

    await prisma.user.update({ where: { id: dealer.id }, data: { groupId: null } });
    const own = await list(acmeDealer);
    expect(own.data.rmas.totalCount).toBe(await prisma.rma.count({ where: { createdByUserId: dealer.id } }));

    await prisma.user.update({ where: { id: dealer.id }, data: { groupId: coastal.id } });
    const grouped = await list(acmeDealer);
    expect(grouped.data.rmas.totalCount).toBe(await prisma.rma.count({ where: { groupId: coastal.id } }));
    expect(grouped.data.rmas.edges.every((e: any) => e.node.groupId === coastal.id)).toBe(true);
    await prisma.user.update({ where: { id: dealer.id }, data: { groupId: null } });

    const admin = await list(acmeAdmin);
    expect(admin.data.rmas.totalCount).toBe(await prisma.rma.count({ where: { pid: acmePid } }));
    const dates = admin.data.rmas.edges.map((e: any) => e.node.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    expect((await list(publicUser)).errors?.[0].message).toBe('You do not have access to this.');
    const borealis = await list(borealisAdmin);
    expect(borealis.data.rmas.edges.some((e: any) => e.node.pid === acmePid)).toBe(false);
  });

  it('delete is for level 9 only', async () => {
    const rma = (await app.gql(`mutation { createRma { rowId } }`, {}, acmeAdmin)).data.createRma;
    const five = await app.gql(`mutation($id: Int!) { deleteRma(id: $id) }`, { id: rma.rowId }, acmeAdmin);
    expect(five.errors?.[0].message).toBe('You do not have access to this.');
    const restFive = await app.rest('/api/v1/RMAManagement/deleteRMA', { id: rma.rowId }, acmeAdmin);
    expect(restFive.status).toBe(403);
    const nine = await app.gql(`mutation($id: Int!) { deleteRma(id: $id) }`, { id: rma.rowId }, superAdmin);
    expect(nine.errors).toBeUndefined();
    expect(await app.services.prisma.rma.count({ where: { id: rma.rowId } })).toBe(0);
  });

  it('a Borealis admin cannot read or change Acme RMAs or their lines', async () => {
    const rma = await app.services.prisma.rma.findFirstOrThrow({ where: { pid: acmePid }, include: { details: true } });
    const node = await app.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: Buffer.from(`Rma:${rma.id}`).toString('base64') }, borealisAdmin);
    expect(node.errors?.[0].message).toBe('RMA not found.');
    const submitResponse = await submit(rma.id, borealisAdmin);
    expect(submitResponse.errors?.[0].message).toBe('RMA not found.');
    const detail = await updateDetail(rma.details[0]!.id, { productNumber: 'x', quantity: '1', reason: 'x', modelNo: 'x' }, borealisAdmin);
    expect(detail.errors?.[0].message).toBe('RMA not found.');
    const restGet = await app.rest('/api/v1/RMAManagement/getRMA', { id: rma.id }, borealisAdmin);
    expect(restGet.status).toBe(404);
    const restDetails = await app.rest('/api/v1/RMADetailManagement/getRMADetails', { RMAId: rma.id, pid: acmePid }, borealisAdmin);
    expect(restDetails.status).toBe(404);
    const restDelete = await app.rest('/api/v1/RMADetailManagement/deleteRMADetail', { id: rma.details[0]!.id }, borealisAdmin);
    expect(restDelete.status).toBe(404);
  });
});

describe('RMAManagement and RMADetailManagement REST shims', () => {
  it('createRMAFromQuote, details CRUD, updateRMA, submitRMA and getRMAs', async () => {
    const created = await app.rest('/api/v1/RMAManagement/createRMAFromQuote', { quoteId: order.id }, acmeUser);
    expect(created.status).toBe(200);
    const id = created.body.result.id;
    expect(id).toBeGreaterThan(0);
    const details = await app.rest('/api/v1/RMADetailManagement/getRMADetails', { pid: acmePid, RMAId: id }, acmeUser);
    expect(details.body.result).toHaveLength(1);
    const line = order.lines[1]!;
    const added = await app.rest('/api/v1/RMADetailManagement/createRMADetail', { input: { RMAId: id, pid: acmePid, productNumber: '', quantity: 1, orderedQuantity: 0 } }, acmeUser);
    expect(added.status).toBe(200);
    const tooMany = await app.rest('/api/v1/RMADetailManagement/updateRMADetail', { id: added.body.result.id, input: { productNumber: line.partNumber, quantity: line.quantity + 5, reason: 'x', modelNo: 'NA' } }, acmeUser);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('You cannot return more items than were ordered.');
    await app.rest('/api/v1/RMADetailManagement/deleteRMADetail', { id: details.body.result[0].id }, acmeUser);
    const updated = await app.rest('/api/v1/RMADetailManagement/updateRMADetail', { id: added.body.result.id, input: { productNumber: line.partNumber, quantity: 1, reason: 'Dented', modelNo: 'NA', timeInService: '1 month' } }, acmeUser);
    expect(updated.body.result.timeInService).toBe('1 month');
    const rmaUpdate = await app.rest('/api/v1/RMAManagement/updateRMA', { id, input: { modelNo: 'M-1' } }, acmeUser);
    expect(rmaUpdate.body.result.modelNo).toBe('M-1');
    const submitted = await app.rest('/api/v1/RMAManagement/submitRMA', { id }, acmeUser);
    expect(submitted.body.result).toMatchObject({ rmaCreated: '1', status: 'Submitted' });
    const list = await app.rest('/api/v1/RMAManagement/getRMAs', { filters: {} }, acmeUser);
    expect(list.body.result.map((r: any) => r.id)).toContain(id);
    const standalone = await app.rest('/api/v1/RMAManagement/createRMA', {}, acmeUser);
    expect(standalone.body.result.quoteId).toBeNull();
  });
});
