import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createQuoteWithLines } from './testHelpers.ts';
import { startFakeCsi, startFakeVisual, type FakeCsi } from '../erp/fakeErp.ts';
import { PLACING_MESSAGES } from './placing.ts';
import { formatMoney } from '@quotecraft/rules/money';

// Placing an order is one locked, idempotent transition: concurrent placements of one quote give
// one ERP order and one order row, the quote cannot change while it is placed, and a placement
// that stopped with the ERP holding the order is finished by the next one, without a second order.
const PLACE = `mutation ($id: Int!) { placeOrder(id: $id) { rowId type erpOrderNo } }`;

let app: TestApp;
const prisma = () => app.services.prisma;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

/** Ten Place Order requests at once over HTTP; every answer is the order or "already being placed". */
async function placeTenTimes(quoteId: number, token: string) {
  const answers = await Promise.all(Array.from({ length: 10 }, () => app.gql(PLACE, { id: quoteId }, token)));
  const placed = answers.filter((a) => !a.errors).map((a) => a.data.placeOrder);
  const refused = answers.filter((a) => a.errors).map((a) => a.errors![0]!.message);
  expect(placed.length).toBeGreaterThanOrEqual(1);
  expect(new Set(placed.map((p) => p.erpOrderNo)).size).toBe(1);
  expect(placed.every((p) => p.type === 2 && p.rowId === quoteId)).toBe(true);
  expect(refused.every((m) => m === PLACING_MESSAGES.placing)).toBe(true);
  return placed[0]!.erpOrderNo as string;
}

async function useCsi(csi: FakeCsi) {
  const platform = await prisma().platform.findFirstOrThrow({ where: { name: { contains: 'Borealis' } } });
  await prisma().platform.update({
    where: { id: platform.id },
    data: { integration: 'CSI', integrationSettings: { baseUrl: csi.url, config: 'BOREALIS_LIVE', token: 'csi-token-1' } },
  });
}

describe('ten concurrent placements of one quote', () => {
  it('send one order to the CSI ERP and record one order', async () => {
    const csi = await startFakeCsi({ token: 'csi-token-1', config: 'BOREALIS_LIVE' });
    try {
      await useCsi(csi);
      const token = await app.login('user@borealis.test');
      const quote = await createQuoteWithLines(prisma(), 'user@borealis.test', { lines: 2 });
      const erpOrderNo = await placeTenTimes(quote.id, token);

      expect(csi.inserted()).toBe(1);
      expect([...csi.orders.keys()]).toEqual([erpOrderNo]);
      expect(csi.orders.get(erpOrderNo)!.lines).toHaveLength(2);
      expect(csi.orders.get(erpOrderNo)!.header.Uf_SwiftsellOrderKey).toMatch(new RegExp(`^quote-${quote.id}-[0-9a-f]{16}$`));
      expect(await prisma().quote.count({ where: { id: quote.id, type: 2, erpOrderNo } })).toBe(1);
      expect(await prisma().orderStatusEvent.count({ where: { quoteId: quote.id, source: 'placement' } })).toBe(1);
      expect(await prisma().communication.count({ where: { quoteId: quote.id, kind: 'email' } })).toBe(1);
    } finally {
      await csi.close();
    }
  });

  it('record one order with the default ERP', async () => {
    const token = await app.login('user@acme.test');
    const quote = await createQuoteWithLines(prisma(), 'user@acme.test', { lines: 2 });
    const erpOrderNo = await placeTenTimes(quote.id, token);
    expect(erpOrderNo).toBe(`QC-${String(quote.id).padStart(8, '0')}`);
    expect(await prisma().quote.count({ where: { erpOrderNo } })).toBe(1);
    expect(await prisma().orderStatusEvent.count({ where: { quoteId: quote.id, source: 'placement' } })).toBe(1);
    expect(await prisma().communication.count({ where: { quoteId: quote.id, kind: 'email' } })).toBe(1);
  });

  it('send one order to the VISUAL ERP', async () => {
    const visual = await startFakeVisual({ username: 'qc', password: 's3cret', site: 'BOR01' });
    try {
      const platform = await prisma().platform.findFirstOrThrow({ where: { name: { contains: 'Borealis' } } });
      await prisma().platform.update({
        where: { id: platform.id },
        data: { integration: 'visual', integrationSettings: { baseUrl: visual.url, site: 'BOR01', username: 'qc', password: 's3cret' } },
      });
      const token = await app.login('user@borealis.test');
      const quote = await createQuoteWithLines(prisma(), 'user@borealis.test', { lines: 1 });
      const erpOrderNo = await placeTenTimes(quote.id, token);
      expect(visual.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
      expect(visual.requests[0]!.headers['idempotency-key']).toMatch(new RegExp(`^quote-${quote.id}-[0-9a-f]{16}$`));
      expect([...visual.orders.keys()]).toEqual([erpOrderNo]);
      expect(await prisma().quote.count({ where: { erpOrderNo } })).toBe(1);
    } finally {
      await visual.close();
    }
  });
});

describe('while an order is being placed', () => {
  it('refuses changes to the quote and its lines, and a second placement; the order carries the lines as they were', async () => {
    const csi = await startFakeCsi({ token: 'csi-token-1', config: 'BOREALIS_LIVE' });
    let release = () => {};
    try {
      await useCsi(csi);
      const token = await app.login('user@borealis.test');
      const quote = await createQuoteWithLines(prisma(), 'user@borealis.test', { lines: 2 });
      const lines = await prisma().quoteLine.findMany({ where: { quoteId: quote.id }, orderBy: { lineNumber: 'asc' } });
      const product = await prisma().product.findFirstOrThrow({ where: { pid: quote.pid, isNonConfigurable: true, id: { notIn: lines.map((l) => l.productId!) } } });

      // The ERP holds the order's first request until released: the placement is under way.
      release = csi.holdUpdates();
      const placing = app.gql(PLACE, { id: quote.id }, token);
      await expect.poll(() => csi.requests.some((r) => r.method === 'POST'), { timeout: 20_000 }).toBe(true);

      const refusals = await Promise.all([
        app.gql(`mutation ($id: Int!) { updateQuoteLine(id: $id, input: { quantity: 9 }) { id } }`, { id: lines[0]!.id }, token),
        app.gql(`mutation ($id: Int!, $p: Int!) { createQuoteLine(quoteId: $id, input: { productId: $p, quantity: 1 }) { id } }`, { id: quote.id, p: product.id }, token),
        app.gql(`mutation ($id: Int!, $p: Int!) { addProductToQuote(quoteId: $id, productId: $p) { __typename } }`, { id: quote.id, p: product.id }, token),
        app.gql(`mutation ($id: Int!) { deleteQuoteLine(id: $id) { id } }`, { id: lines[1]!.id }, token),
        app.gql(`mutation ($id: Int!) { copyQuoteLine(id: $id) { id } }`, { id: lines[1]!.id }, token),
        app.gql(`mutation ($id: Int!) { updateQuote(id: $id, input: { jobName: "Changed" }) { id } }`, { id: quote.id }, token),
      ]);
      for (const refused of refusals) expect(refused.errors?.[0]?.message).toBe(PLACING_MESSAGES.locked);
      const restLine = await app.rest('/api/v1/quoteManagement/createLine', { input: { quoteId: quote.id, productId: product.id } }, token);
      expect(restLine.body).toMatchObject({ success: false, error: PLACING_MESSAGES.locked });
      expect((await app.gql(PLACE, { id: quote.id }, token)).errors?.[0]?.message).toBe(PLACING_MESSAGES.placing);

      release();
      const placed = await placing;
      expect(placed.errors).toBeUndefined();
      const order = csi.orders.get(placed.data.placeOrder.erpOrderNo)!;
      expect(order.lines.map((l) => [l.CoLine, l.QtyOrderedConv])).toEqual(lines.map((l) => [String(l.lineNumber), String(l.quantity)]));
      const after = await prisma().quoteLine.findMany({ where: { quoteId: quote.id }, orderBy: { lineNumber: 'asc' } });
      expect(after.map((l) => [l.id, l.quantity])).toEqual(lines.map((l) => [l.id, l.quantity]));
      expect((await prisma().quote.findUniqueOrThrow({ where: { id: quote.id } })).jobName).toBe('Test Job');
    } finally {
      release();
      await csi.close();
    }
  });

  it('gives the quote back when the ERP refuses the order', async () => {
    const csi = await startFakeCsi({ token: 'csi-token-1', config: 'BOREALIS_LIVE' });
    try {
      await useCsi(csi);
      const token = await app.login('user@borealis.test');
      const quote = await createQuoteWithLines(prisma(), 'user@borealis.test', { lines: 1 });
      csi.failNext = 'Credit hold on customer B-2090.';
      expect((await app.gql(PLACE, { id: quote.id }, token)).errors?.[0]?.message).toBe('The ERP refused the order. The details are in the server log.');
      const line = await prisma().quoteLine.findFirstOrThrow({ where: { quoteId: quote.id } });
      const changed = await app.gql(`mutation ($id: Int!) { updateQuoteLine(id: $id, input: { quantity: 3 }) { quantity } }`, { id: line.id }, token);
      expect(changed.errors).toBeUndefined();
      expect(changed.data.updateQuoteLine.quantity).toBe(3);
    } finally {
      await csi.close();
    }
  });
});

describe('a placement that stopped after the ERP took the order', () => {
  it('keeps the quote locked and is finished by the next placement, with the same ERP order', async () => {
    const csi = await startFakeCsi({ token: 'csi-token-1', config: 'BOREALIS_LIVE' });
    try {
      await useCsi(csi);
      const token = await app.login('user@borealis.test');
      const quote = await createQuoteWithLines(prisma(), 'user@borealis.test', { lines: 2 });
      const line = await prisma().quoteLine.findFirstOrThrow({ where: { quoteId: quote.id } });

      // The ERP inserts the order and its lines, and the answer is lost.
      csi.dropNext = 'SLCoitems';
      const lost = await app.gql(PLACE, { id: quote.id }, token);
      expect(lost.errors?.[0]?.message).toBe(`The ERP could not be reached. The details are in the server log. ${PLACING_MESSAGES.uncertain}`);
      expect(csi.orders.size).toBe(1);
      const stopped = await prisma().quote.findUniqueOrThrow({ where: { id: quote.id } });
      expect(stopped.type).toBe(1);
      expect(stopped.placingKey).toMatch(new RegExp(`^quote-${quote.id}-`));
      const edit = await app.gql(`mutation ($id: Int!) { updateQuoteLine(id: $id, input: { quantity: 7 }) { id } }`, { id: line.id }, token);
      expect(edit.errors?.[0]?.message).toBe(PLACING_MESSAGES.locked);

      const finished = await app.gql(PLACE, { id: quote.id }, token);
      expect(finished.errors).toBeUndefined();
      expect(finished.data.placeOrder.erpOrderNo).toBe([...csi.orders.keys()][0]);
      expect(csi.inserted()).toBe(1);
      expect(csi.orders.size).toBe(1);
      expect([...csi.orders.values()][0]!.lines).toHaveLength(2);
    } finally {
      await csi.close();
    }
  });

  it('waits out the lease of a placement whose instance died, then takes it over with its key', async () => {
    const csi = await startFakeCsi({ token: 'csi-token-1', config: 'BOREALIS_LIVE' });
    try {
      await useCsi(csi);
      const token = await app.login('user@borealis.test');
      const quote = await createQuoteWithLines(prisma(), 'user@borealis.test', { lines: 2 });
      // What a placement leaves when its instance dies after the ERP inserted the order header
      // (and before its lines): the quote's claim with its key, and the ERP's order under that key.
      const key = `quote-${quote.id}-0123456789abcdef`;
      await prisma().quote.update({ where: { id: quote.id }, data: { placingKey: key, placingUntil: new Date(Date.now() + 60_000) } });
      csi.orders.set('CO00900001', { header: { CustNum: 'B-2090', Uf_SwiftsellOrderKey: key }, lines: [], stat: 'P', csiStatus: 'W' });

      expect((await app.gql(PLACE, { id: quote.id }, token)).errors?.[0]?.message).toBe(PLACING_MESSAGES.placing);
      // the lease runs out
      await prisma().quote.update({ where: { id: quote.id }, data: { placingUntil: new Date(Date.now() - 1000) } });
      const line = await prisma().quoteLine.findFirstOrThrow({ where: { quoteId: quote.id } });
      expect((await app.gql(`mutation ($id: Int!) { deleteQuoteLine(id: $id) { id } }`, { id: line.id }, token)).errors?.[0]?.message).toBe(PLACING_MESSAGES.locked);

      const finished = await app.gql(PLACE, { id: quote.id }, token);
      expect(finished.errors).toBeUndefined();
      expect(finished.data.placeOrder.erpOrderNo).toBe('CO00900001');
      expect(csi.inserted()).toBe(0);
      expect(csi.orders.get('CO00900001')!.lines.map((l) => l.CoLine)).toEqual(['1', '2']);
      const order = await prisma().quote.findUniqueOrThrow({ where: { id: quote.id } });
      expect([order.type, order.placingKey, order.placingUntil]).toEqual([2, key, null]);
    } finally {
      await csi.close();
    }
  });
});

describe('fixed-price lines at order time', () => {
  it('take the product current price and stop once, noted among the communications; the next placement orders it', async () => {
    const token = await app.login('user@acme.test');
    const quote = await createQuoteWithLines(prisma(), 'user@acme.test', { lines: 0 });
    const product = await prisma().product.findFirstOrThrow({ where: { pid: quote.pid, isNonConfigurable: true, defaultPrice: { not: null } }, orderBy: { id: 'asc' } });
    const added = await app.gql(`mutation ($id: Int!, $p: Int!) { addProductToQuote(quoteId: $id, productId: $p, quantity: 2) { __typename } }`, { id: quote.id, p: product.id }, token);
    expect(added.errors).toBeUndefined();
    const line = await prisma().quoteLine.findFirstOrThrow({ where: { quoteId: quote.id } });
    const newPrice = product.defaultPrice!.plus(10);
    await prisma().product.update({ where: { id: product.id }, data: { defaultPrice: newPrice } });
    try {
      const stopped = await app.gql(PLACE, { id: quote.id }, token);
      expect(stopped.errors?.[0]?.message).toBe(
        `Line 1 (${line.partNumber}) now costs ${formatMoney(newPrice)} (quoted at ${formatMoney(line.price)}); the quote now shows the current price. Review the total and place the order again.`,
      );
      const repriced = await prisma().quote.findUniqueOrThrow({ where: { id: quote.id }, include: { lines: true } });
      expect([repriced.type, repriced.lines[0]!.price.toFixed(2), repriced.totalCost.toFixed(2)]).toEqual([1, newPrice.toFixed(2), newPrice.times(line.quantity).toFixed(2)]);
      const note = await prisma().communication.findFirstOrThrow({ where: { quoteId: quote.id, subject: 'Repriced lines' } });
      expect(note.body).toBe(`Line 1 (${line.partNumber}) was quoted at ${formatMoney(line.price)}; the product's current price, ${formatMoney(newPrice)}, was put on the line when the order was placed.`);

      const placed = await app.gql(PLACE, { id: quote.id }, token);
      expect(placed.errors).toBeUndefined();
      expect(placed.data.placeOrder.type).toBe(2);
    } finally {
      await prisma().product.update({ where: { id: product.id }, data: { defaultPrice: product.defaultPrice } });
    }
  });
});
