import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements, startTestApp, type TestApp } from '../test/app.ts';
import { LED_AREA_LIGHT_MODEL } from '../db/seedConfigurator.ts';

// Versioned configurations meet quotes and orders: lines are re-checked against the current model
// on the quote screen, on copies of lines, quotes and orders, and when an order is placed.
let app: TestApp;
let ledId: number;
let userToken: string;
let quoteId: number;

const prisma = () => app.services.prisma;
const start = (body: object) => app.rest('/api/v1/configurator/start', body, userToken);
const configure = (body: object) => app.rest('/api/v1/configurator/configure', body, userToken);
const finish = (body: object) => app.rest('/api/v1/configurator/finish', body, userToken);
const LINES = 'lines { rowId lineNumber partNumber configurationCheck { status lineVersion currentVersion linePrice currentPrice messages } }';

async function addLed(finishValue: string) {
  const { result } = (await start({ productId: ledId, quoteId: quoteId ? String(quoteId) : 'new' })).body;
  if (finishValue !== 'DBZ') await configure({ sessionId: result.prepare.SessionId, id: 'finish', value: finishValue });
  const done = await finish({ sessionId: result.prepare.SessionId, ...(quoteId ? { quoteId: String(quoteId) } : { username: 'user@acme.test' }) });
  expect(done.status).toBe(200);
  return done.body.result;
}

const linesOf = async (id: number) => (await app.gql(`query($id: Int!) { quote(id: $id) { ${LINES} } }`, { id }, userToken)).data.quote.lines;

beforeAll(async () => {
  app = await startTestApp();
  const acme = await prisma().platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  ledId = (await prisma().product.findFirstOrThrow({ where: { pid: acme.id, productNumber: 'ALX-AREA' } })).id;
  userToken = await app.login('user@acme.test');
  quoteId = (await addLed('BLK')).quoteId;
  await addLed('DBZ');
  await prisma().quote.update({ where: { id: quoteId }, data: { jobName: 'Depot lot', specifier: 'R. Lee', specifierLocation: 'Chicago, IL' } });
});

afterAll(async () => {
  await app?.close();
});

describe('configured lines against a newer model version', () => {
  it('shows every line as current while the model is unchanged', async () => {
    const lines = await linesOf(quoteId);
    expect(lines.map((l: any) => l.configurationCheck.status)).toEqual(['current', 'current']);
  });

  it('flags an invalid and a repriced line on the quote once the model changes', async () => {
    const admin = await app.login('admin@acme.test');
    const model = await prisma().product.findUniqueOrThrow({ where: { id: ledId }, select: { configuratorModelId: true } });
    // Black is withdrawn and dark bronze costs $25 more.
    const document = structuredClone(LED_AREA_LIGHT_MODEL) as any;
    const finishOption = document.pages.flatMap((p: any) => p.screens.flatMap((s: any) => s.options)).find((o: any) => o.id === 'finish');
    finishOption.values = finishOption.values.filter((v: any) => v.value !== 'BLK').map((v: any) => (v.value === 'DBZ' ? { ...v, price: 25 } : v));
    const saved = await app.gql('mutation($id: Int!, $doc: JSON!) { updateConfiguratorModel(rowId: $id, document: $doc) { latestVersion } }', { id: model.configuratorModelId, doc: document }, admin);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateConfiguratorModel.latestVersion).toBe(2);

    const [first, second] = await linesOf(quoteId);
    expect(first.configurationCheck).toMatchObject({ status: 'invalid', lineVersion: 1, currentVersion: 2 });
    expect(first.configurationCheck.messages).toContain('Finish is no longer available as chosen.');
    expect(second.configurationCheck).toMatchObject({ status: 'repriced', lineVersion: 1, currentVersion: 2, linePrice: '869.00', currentPrice: '894.00' });
  });

  it('lists the same re-checks on the quote for the quote screen; a list of lines shares its reads however many lines', async () => {
    const recorder = recordStatements(app);
    const { data } = await app.gql(
      `query($id: Int!) { quote(id: $id) { ${LINES} configurationChecks { lineId check { status lineVersion currentVersion linePrice currentPrice messages } } } }`,
      { id: quoteId },
      userToken,
    );
    expect(data.quote.configurationChecks).toEqual(data.quote.lines.map((l: any) => ({ lineId: l.rowId, check: l.configurationCheck })));
    expect(data.quote.configurationChecks.map((c: any) => c.check.status)).toEqual(['invalid', 'repriced']);
    recorder.reset();
    await app.gql(`query($id: Int!) { quote(id: $id) { configurationChecks { check { status } } } }`, { id: quoteId }, userToken);
    // the quote, its configured lines, then their sessions and products together, then the model's latest version
    const checkReads = () => recorder.statements.filter((sql) => /ConfiguratorSession|"Product"|ConfiguratorModelVersion/.test(sql)).length;
    expect(checkReads()).toBe(3);
    // each line's own check, asked for through the list of lines, shares one batch too
    recorder.reset();
    await linesOf(quoteId);
    expect(checkReads()).toBe(3);
  });

  it('flags the copy of a line and the lines of a copied quote', async () => {
    const [, second] = await linesOf(quoteId);
    const copied = await app.gql(`mutation($id: Int!) { copyQuoteLine(id: $id) { lineNumber configurationCheck { status currentPrice } } }`, { id: second.rowId }, userToken);
    expect(copied.data.copyQuoteLine).toEqual({ lineNumber: 3, configurationCheck: { status: 'repriced', currentPrice: '894.00' } });
    await app.gql('mutation($id: Int!) { deleteQuoteLine(id: $id) { rowId } }', { id: (await linesOf(quoteId))[2].rowId }, userToken);

    const copy = await app.gql(`mutation($id: Int!) { copyQuote(id: $id) { rowId ${LINES} } }`, { id: quoteId }, userToken);
    expect(copy.errors).toBeUndefined();
    expect(copy.data.copyQuote.rowId).not.toBe(quoteId);
    expect(copy.data.copyQuote.lines.map((l: any) => l.configurationCheck.status)).toEqual(['invalid', 'repriced']);
  });

  it('refuses to place an order holding an invalid or repriced line, naming each line for its Reconfigure button', async () => {
    const [first, second] = await linesOf(quoteId);
    const placed = await app.gql('mutation($id: Int!) { placeOrder(id: $id) { type } }', { id: quoteId }, userToken);
    expect(placed.errors?.[0]?.message).toBe(
      `Line 1 (${first.partNumber}) is no longer valid for the current configurator model. Finish is no longer available as chosen. Reconfigure it before placing the order. ` +
        `Line 2 (${second.partNumber}) is priced at $894.00 by the current configurator model (quoted at $869.00). Reconfigure it before placing the order.`,
    );
    expect(placed.errors?.[0]?.extensions?.field).toBe('lines');
    expect(placed.errors?.[0]?.extensions?.lines).toEqual([
      { lineId: first.rowId, lineNumber: 1, productId: ledId, configurationId: `${quoteId}_1`, headerId: expect.any(String), reason: 'invalid', quotedPrice: '869.00', currentPrice: expect.any(String) },
      { lineId: second.rowId, lineNumber: 2, productId: ledId, configurationId: `${quoteId}_2`, headerId: expect.any(String), reason: 'repriced', quotedPrice: '869.00', currentPrice: '894.00' },
    ]);
    const after = await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } });
    expect([after.type, after.placingKey]).toEqual([1, null]);
  });

  it('still stops at the repriced line once the invalid one is reconfigured, and places the order when both are', async () => {
    const reconfigure = async (line: { rowId: number; lineNumber: number }, finishValue: string) => {
      const { result } = (await start({ productId: ledId, quoteId: String(quoteId), configurationId: `${quoteId}_${line.lineNumber}`, reconfigure: true, LineId: line.rowId, lineNumber: line.lineNumber })).body;
      expect(result.initialize.Reconfigure).toBe(true);
      if (finishValue) await configure({ sessionId: result.prepare.SessionId, id: 'finish', value: finishValue });
      const updated = await finish({ sessionId: result.prepare.SessionId, quoteId: String(quoteId), LineId: line.rowId });
      expect(updated.body.result).toMatchObject({ outcome: 'updated', lineId: line.rowId });
    };
    const [first, second] = await linesOf(quoteId);
    await reconfigure(first, 'WHT');
    expect((await linesOf(quoteId))[0].configurationCheck).toMatchObject({ status: 'current', lineVersion: 2 });

    const stopped = await app.gql('mutation($id: Int!) { placeOrder(id: $id) { type } }', { id: quoteId }, userToken);
    expect(stopped.errors?.[0]?.message).toBe(
      `Line 2 (${second.partNumber}) is priced at $894.00 by the current configurator model (quoted at $869.00). Reconfigure it before placing the order.`,
    );
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } })).type).toBe(1);

    // Reconfiguring keeps the dark bronze choice at the model's current price.
    await reconfigure(second, '');
    expect((await linesOf(quoteId))[1].configurationCheck).toMatchObject({ status: 'current', lineVersion: 2, linePrice: '894.00' });
    const placed = await app.gql('mutation($id: Int!) { placeOrder(id: $id) { type erpOrderNo totalCost } }', { id: quoteId }, userToken);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.type).toBe(2);
  });

  it('copies the order into a new quote whose lines are current', async () => {
    const copy = await app.gql(`mutation($id: Int!) { copyOrder(id: $id) { rowId type ${LINES} } }`, { id: quoteId }, userToken);
    expect(copy.errors).toBeUndefined();
    expect(copy.data.copyOrder.type).toBe(1);
    expect(copy.data.copyOrder.lines.map((l: any) => l.configurationCheck.status)).toEqual(['current', 'current']);
  });
});
