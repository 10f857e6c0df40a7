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

  it('refuses to place an order holding an invalid line, naming the line', async () => {
    const [first] = await linesOf(quoteId);
    const placed = await app.gql('mutation($id: Int!) { placeOrder(id: $id) { type } }', { id: quoteId }, userToken);
    expect(placed.errors?.[0]?.message).toBe(
      `Line 1 (${first.partNumber}) is no longer valid for the current configurator model. Finish is no longer available as chosen. Reconfigure it before placing the order.`,
    );
    expect(placed.errors?.[0]?.extensions?.field).toBe('lines');
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } })).type).toBe(1);
  });

  it('places the order once the line is reconfigured, noting the repriced line', async () => {
    const [first] = await linesOf(quoteId);
    const { result } = (await start({ productId: ledId, quoteId: String(quoteId), configurationId: `${quoteId}_1`, reconfigure: true, LineId: first.rowId, lineNumber: 1 })).body;
    expect(result.initialize.Reconfigure).toBe(true);
    await configure({ sessionId: result.prepare.SessionId, id: 'finish', value: 'WHT' });
    const updated = await finish({ sessionId: result.prepare.SessionId, quoteId: String(quoteId), LineId: first.rowId });
    expect(updated.body.result).toMatchObject({ outcome: 'updated', lineId: first.rowId });
    expect((await linesOf(quoteId))[0].configurationCheck).toMatchObject({ status: 'current', lineVersion: 2 });

    const placed = await app.gql('mutation($id: Int!) { placeOrder(id: $id) { type erpOrderNo } }', { id: quoteId }, userToken);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.type).toBe(2);
    const note = await prisma().communication.findFirstOrThrow({ where: { quoteId, subject: 'Repriced configured lines' } });
    expect(note.body).toMatch(/^Line 2 \(ALX-[^)]+\) was ordered at \$869\.00; the current configurator model \(version 2\) prices it at \$894\.00\.$/);
  });

  it('flags the repriced line when the order is copied to a new quote', async () => {
    const copy = await app.gql(`mutation($id: Int!) { copyOrder(id: $id) { rowId type ${LINES} } }`, { id: quoteId }, userToken);
    expect(copy.errors).toBeUndefined();
    expect(copy.data.copyOrder.type).toBe(1);
    expect(copy.data.copyOrder.lines.map((l: any) => l.configurationCheck.status)).toEqual(['current', 'repriced']);
  });
});
