import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { startFakeRemote, type FakeRemote } from './fakeRemoteServer.ts';
import { LED_AREA_LIGHT_MODEL, STEEL_POLE_MODEL } from '../db/seedConfigurator.ts';

let app: TestApp;
let remote: FakeRemote;
let ledId: number;
let poleId: number;
let remoteProductId: number;
let userToken: string;

const prisma = () => app.services.prisma;
const start = (body: object, token?: string | null) => app.rest('/api/v1/configurator/start', body, token);
const configure = (body: object, token?: string | null) => app.rest('/api/v1/configurator/configure', body, token);
const finish = (body: object, token?: string | null) => app.rest('/api/v1/configurator/finish', body, token);
const option = (d: any, id: string) => d.Pages.flatMap((p: any) => p.Screens.flatMap((s: any) => s.ScreenOptions)).find((o: any) => o.ID === id);

beforeAll(async () => {
  app = await startTestApp();
  remote = await startFakeRemote(STEEL_POLE_MODEL);
  const acme = await prisma().platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  ledId = (await prisma().product.findFirstOrThrow({ where: { pid: acme.id, productNumber: 'ALX-AREA' } })).id;
  poleId = (await prisma().product.findFirstOrThrow({ where: { pid: acme.id, productNumber: 'POLE-SQ' } })).id;
  remoteProductId = (
    await prisma().product.create({
      data: {
        pid: acme.id,
        name: 'Remote Pole',
        productNumber: 'RMT-POLE',
        headerId: 'RMT',
        server: remote.url,
        applicationInstance: 'ACME-PROD',
        applicationName: 'AcmeOutdoor',
        profile: 'Default',
        ruleset: 'SteelPole',
        namespace: 'Acme.Poles',
      },
    })
  ).id;
  userToken = await app.login('user@acme.test');
});

afterAll(async () => {
  await remote?.close();
  await app?.close();
});

describe('configurator sessions', () => {
  it('starts a visitor session with prepare, initialize and ui, and persists it', async () => {
    const response = await start({ productId: ledId, configurationId: 'new_1' });
    expect(response.status).toBe(200);
    const { prepare, initialize, ui } = response.body.result;
    expect(prepare).toMatchObject({ ProductId: ledId, HeaderId: 'ALX', Engine: 'built-in', ModelVersion: 1 });
    expect(initialize).toMatchObject({ ConfigurationId: 'new_1', Reconfigure: false });
    expect(ui).toMatchObject({ ConfiguredPrice: 869, IsExecutionComplete: true });
    expect(ui.Pages.map((p: any) => p.Caption)).toEqual(['Light Engine', 'Optics', 'Mounting & Finish', 'Controls']);
    const session = await prisma().configuratorSession.findUniqueOrThrow({ where: { id: prepare.SessionId } });
    expect(session).toMatchObject({ engine: 'built-in', userId: null, isComplete: true });
    expect(session.price.toFixed(2)).toBe('869.00');
  });

  it('opens the demo LED Area Light, product 41, when no product is named, and new products are numbered after it', async () => {
    const response = await start({ configurationId: 'new_1' });
    expect(response.status).toBe(200);
    expect(response.body.result.prepare).toMatchObject({ ProductId: 41, HeaderId: 'ALX' });
    expect(ledId).toBe(41);
    expect(remoteProductId).toBeGreaterThan(41);
  });

  it('applies one change at a time and returns the whole new state', async () => {
    const { result } = (await start({ productId: ledId })).body;
    const sessionId = result.prepare.SessionId;
    const changed = await configure({ sessionId, id: 'wattage', value: '300', requireHttps: false, productId: ledId });
    expect(changed.status).toBe(200);
    expect(changed.body.result.d.ConfiguredPrice).toBe(869 - 180 + 420);
    expect(option(changed.body.result.d, 'wattage').Value).toBe('300');
    const stored = await prisma().configuratorSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect((stored.state as any).values.wattage).toBe(300);
  });

  it('refuses a value outside the range, naming the option', async () => {
    const { result } = (await start({ productId: poleId })).body;
    const response = await configure({ sessionId: result.prepare.SessionId, id: 'height', value: '40' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: 'This field can be no larger than 39', field: 'height' });
  });

  it('answers a blocked value with its reason and the nearest valid configuration, which applies in one call', async () => {
    const { result } = (await start({ productId: ledId })).body;
    const sessionId = result.prepare.SessionId;
    await configure({ sessionId, id: 'voltage', value: '347-480V' });
    const blocked = await configure({ sessionId, id: 'controls', value: 'wireless' });
    expect(blocked.body.result.Blocked).toMatchObject({ Reason: 'Wireless controls are not available at 347-480 V.', Suggestion: [{ ID: 'voltage', Value: '120-277V' }] });
    expect(option(blocked.body.result.d, 'controls').Value).toBe('none');
    const applied = await configure({ sessionId, changes: [{ id: 'controls', value: 'wireless' }, { id: 'voltage', value: '120-277V' }] });
    expect(option(applied.body.result.d, 'controls').Value).toBe('wireless');
    expect(applied.body.result.d.ConfiguredPrice).toBe(869 + 210);
  });

  it('keeps signed-in sessions to their owner and platform', async () => {
    const { result } = (await start({ productId: ledId }, userToken)).body;
    const other = await app.login('dealer@acme.test');
    expect((await configure({ sessionId: result.prepare.SessionId, id: 'wattage', value: '75' }, other)).status).toBe(404);
    expect((await configure({ sessionId: result.prepare.SessionId, id: 'wattage', value: '75' })).status).toBe(404);
    const borealis = await app.login('user@borealis.test');
    expect((await start({ productId: ledId }, borealis)).status).toBe(404);
  });

  it('resumes a session after a reload with its choices, only for whoever may use it and while it is open', async () => {
    const first = (await start({ productId: ledId, configurationId: 'new_1' }, userToken)).body.result;
    const sessionId = first.prepare.SessionId;
    await configure({ sessionId, id: 'wattage', value: '300' }, userToken);

    const again = await start({ productId: ledId, configurationId: 'new_1', sessionId }, userToken);
    expect(again.status).toBe(200);
    expect(again.body.result.prepare).toMatchObject({ SessionId: sessionId, Engine: 'built-in', ModelVersion: 1 });
    expect(option(again.body.result.ui, 'wattage').Value).toBe('300');
    expect(again.body.result.ui.ConfiguredPrice).toBe(869 - 180 + 420);

    // Someone else holding the id, another configuration id or product: a new session with the defaults.
    const dealer = await app.login('dealer@acme.test');
    for (const [body, token] of [
      [{ productId: ledId, configurationId: 'new_1', sessionId }, dealer],
      [{ productId: ledId, configurationId: 'new_1', sessionId }, null],
      [{ productId: ledId, configurationId: 'new_2', sessionId }, userToken],
      [{ productId: poleId, configurationId: 'new_1', sessionId }, userToken],
      [{ productId: ledId, configurationId: 'new_1', sessionId: 'no-such-session' }, userToken],
    ] as const) {
      const fresh = await start(body, token);
      expect(fresh.status).toBe(200);
      expect(fresh.body.result.prepare.SessionId).not.toBe(sessionId);
      if (body.productId === ledId) expect(option(fresh.body.result.ui, 'wattage').Value).toBe('150');
    }
    expect((await prisma().configuratorSession.findUniqueOrThrow({ where: { id: sessionId } })).userId).not.toBeNull();
  });
});

describe('finish', () => {
  let quoteId: number;
  let firstLineId: number;

  it('refuses an incomplete configuration', async () => {
    const { result } = (await start({ productId: ledId }, userToken)).body;
    await configure({ sessionId: result.prepare.SessionId, id: 'finish', value: 'CUS' }, userToken);
    const response = await finish({ sessionId: result.prepare.SessionId, username: 'user@acme.test' }, userToken);
    expect(response.status).toBe(400);
    // The empty required option is named, with the spec's message.
    expect(response.body).toMatchObject({ error: 'This field is required.', field: 'paintColor' });
  });

  it('(a) creates a quote with the configured line when there is no quote', async () => {
    const { result } = (await start({ productId: ledId, quoteId: 'new' }, userToken)).body;
    await configure({ sessionId: result.prepare.SessionId, id: 'wattage', value: '200' }, userToken);
    const response = await finish({ sessionId: result.prepare.SessionId, username: 'user@acme.test', publicUser: false }, userToken);
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ outcome: 'created', lineNumber: 1, type: 1 });
    quoteId = response.body.result.quoteId;
    firstLineId = response.body.result.lineId;
    const quote = await prisma().quote.findUniqueOrThrow({ where: { id: quoteId }, include: { lines: true } });
    expect(quote.totalCost.toFixed(2)).toBe('949.00');
    expect(quote.lineCount).toBe(1);
    expect(quote.lines[0]).toMatchObject({ configurationId: `${quoteId}_1`, partNumber: 'ALX-200-4000K-T3-DBZ', modelVersion: 1, sessionId: result.prepare.SessionId });
    expect(quote.lines[0]!.details).toContainEqual({ Caption: 'Wattage', Value: '200 W (27,000 lm)', Type: 1 });
  });

  it('(c) adds a line with the next line number to an existing quote', async () => {
    const { result } = (await start({ productId: poleId, quoteId: String(quoteId), configurationId: `${quoteId}_2` }, userToken)).body;
    await configure({ sessionId: result.prepare.SessionId, id: 'height', value: '20 1/4' }, userToken);
    const response = await finish({ sessionId: result.prepare.SessionId, quoteId: String(quoteId) }, userToken);
    expect(response.body.result).toMatchObject({ outcome: 'added', lineNumber: 2, configurationId: `${quoteId}_2`, quoteId });
    const quote = await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } });
    expect(quote.lineCount).toBe(2);
    expect(quote.totalCost.toFixed(2)).toBe((949 + 285 + 20.25 * 14 + 48).toFixed(2));
  });

  it('(b) reconfigures a line from its saved session and updates it', async () => {
    const started = await start({ productId: ledId, quoteId: String(quoteId), configurationId: `${quoteId}_1`, reconfigure: true, LineId: firstLineId, lineNumber: 1, headerId: 'ALX' }, userToken);
    const { result } = started.body;
    expect(result.initialize.Reconfigure).toBe(true);
    expect(option(result.ui, 'wattage').Value).toBe('200');
    await configure({ sessionId: result.prepare.SessionId, id: 'finish', value: 'BLK' }, userToken);
    await configure({ sessionId: result.prepare.SessionId, id: 'wattage', value: '75' }, userToken);
    const response = await finish({ sessionId: result.prepare.SessionId, quoteId: String(quoteId), LineId: firstLineId }, userToken);
    expect(response.body.result).toMatchObject({ outcome: 'updated', lineId: firstLineId, lineNumber: 1 });
    const line = await prisma().quoteLine.findUniqueOrThrow({ where: { id: firstLineId } });
    expect(line.price.toFixed(2)).toBe('689.00');
    expect(line.sessionId).toBe(result.prepare.SessionId);
    expect(line.partNumber).toBe('ALX-75-4000K-T3-BLK');
    const quote = await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } });
    expect(quote.lineCount).toBe(2);
  });

  it('copies a line configuration to a new configuration id that reconfigures on its own', async () => {
    const copied = await app.rest('/api/v1/configurator/copyLineConfiguration', { sourceHeaderId: 'ALX', sourceDetailId: `${quoteId}_1`, headerId: 'ALX', detailId: `${quoteId}_3`, productId: ledId }, userToken);
    expect(copied.status).toBe(200);
    expect(copied.body.result.sessionId).toBeTruthy();
    expect(copied.body.result.check).toMatchObject({ status: 'current', lineVersion: 1, currentVersion: 1, linePrice: '689.00' });
    const again = await start({ productId: ledId, quoteId: String(quoteId), configurationId: `${quoteId}_3`, reconfigure: true }, userToken);
    expect(option(again.body.result.ui, 'finish').Value).toBe('BLK');
    const stranger = await app.login('dealer@acme.test');
    expect((await app.rest('/api/v1/configurator/copyLineConfiguration', { sourceDetailId: `${quoteId}_1`, detailId: 'x_1' }, stranger)).status).toBe(404);
  });

  it('keeps other users and platforms off the quote and its lines', async () => {
    const dealer = await app.login('dealer@acme.test');
    const { result } = (await start({ productId: ledId }, dealer)).body;
    expect((await finish({ sessionId: result.prepare.SessionId, quoteId: String(quoteId) }, dealer)).status).toBe(404);
    expect((await start({ productId: ledId, LineId: firstLineId, reconfigure: true }, dealer)).status).toBe(404);
    const borealis = await app.login('admin@borealis.test');
    expect((await start({ productId: ledId, quoteId: String(quoteId) }, borealis)).status).toBe(404);
    const admin = await app.login('admin@acme.test');
    const check = await app.gql('query($id: Int!) { configurationCheck(lineId: $id) { status } }', { id: firstLineId }, borealis);
    expect(check.errors?.[0]?.message).toBe('Quote line not found.');
    const ok = await app.gql('query($id: Int!) { configurationCheck(lineId: $id) { status lineVersion currentVersion } }', { id: firstLineId }, admin);
    expect(ok.data.configurationCheck).toEqual({ status: 'current', lineVersion: 1, currentVersion: 1 });
  });

  it('gives level-0 users a quote request, and adds what they configure from inside it to that request', async () => {
    const token = await app.login('public@acme.test');
    const { result } = (await start({ productId: ledId, quoteId: 'new', configurationId: 'new_1' }, token)).body;
    const response = await finish({ sessionId: result.prepare.SessionId, quoteId: 'new' }, token);
    expect(response.body.result).toMatchObject({ outcome: 'created', type: 3, lineNumber: 1 });
    const requestId = response.body.result.quoteId;

    const second = (await start({ productId: poleId, quoteId: String(requestId), configurationId: `${requestId}_2` }, token)).body.result;
    const added = await finish({ sessionId: second.prepare.SessionId, quoteId: String(requestId), lineNumber: 2 }, token);
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ outcome: 'added', quoteId: requestId, lineNumber: 2, configurationId: `${requestId}_2`, type: 3 });
    expect(await prisma().quote.count({ where: { createdByUserId: (await prisma().user.findUniqueOrThrow({ where: { username: 'public@acme.test' } })).id, type: 3, lineCount: 0 } })).toBe(0);
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: requestId } })).lineCount).toBe(2);

    // Someone else's quote is not theirs to add to.
    const third = (await start({ productId: ledId }, token)).body.result;
    const refused = await finish({ sessionId: third.prepare.SessionId, quoteId: String(quoteId) }, token);
    expect(refused.status).toBe(404);
    expect((await prisma().configuratorSession.findUniqueOrThrow({ where: { id: third.prepare.SessionId } })).finishedAt).toBeNull();
  });

  it('refuses Finish while a value on screen is invalid, with the field message configure gives, and saves nothing', async () => {
    const { result } = (await start({ productId: poleId, quoteId: 'new' }, userToken)).body;
    const sessionId = result.prepare.SessionId;
    const typed = await configure({ sessionId, id: 'height', value: '45' }, userToken);
    expect(typed.body).toMatchObject({ success: false, error: 'This field can be no larger than 39', field: 'height' });
    const quotes = await prisma().quote.count();

    const refused = await finish({ sessionId, values: [{ id: 'height', value: '45' }, { id: 'shaftSize', value: '4' }] }, userToken);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, error: 'This field can be no larger than 39', field: 'height' });
    const graphql = await app.gql('mutation($s: String!) { finishConfiguration(sessionId: $s, values: [{ id: "height", value: "9" }]) { quoteId } }', { s: sessionId }, userToken);
    expect(graphql.errors?.[0]).toMatchObject({ message: 'This field can be no smaller than 10', extensions: { field: 'height' } });
    expect(await prisma().quote.count()).toBe(quotes);
    const session = await prisma().configuratorSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(session.finishedAt).toBeNull();
    expect((session.state as any).values.height).toBe(20);

    // The value on screen, when valid, is the one saved.
    const saved = await finish({ sessionId, values: [{ id: 'height', value: '22 1/2' }, { id: 'shaftSize', value: '4' }] }, userToken);
    expect(saved.status).toBe(200);
    const line = await prisma().quoteLine.findUniqueOrThrow({ where: { id: saved.body.result.lineId } });
    expect(line.partNumber).toMatch(/^SSS-22 1\/2-/);
    expect((await prisma().configuratorSession.findUniqueOrThrow({ where: { id: sessionId } })).state).toMatchObject({ values: { height: 22.5 } });
  });

  it('flags lines repriced or invalid after the model changes, for one-click reconfigure', async () => {
    const admin = await app.login('admin@acme.test');
    const model = await prisma().product.findUniqueOrThrow({ where: { id: ledId }, select: { configuratorModelId: true } });
    const repriced = { ...LED_AREA_LIGHT_MODEL, basePrice: 700 };
    const saved = await app.gql('mutation($id: Int!, $doc: JSON!) { updateConfiguratorModel(rowId: $id, document: $doc) { latestVersion } }', { id: model.configuratorModelId, doc: repriced }, admin);
    expect(saved.data.updateConfiguratorModel.latestVersion).toBe(2);
    const check = await app.gql('query($id: Int!) { configurationCheck(lineId: $id) { status lineVersion currentVersion linePrice currentPrice } }', { id: firstLineId }, userToken);
    expect(check.data.configurationCheck).toEqual({ status: 'repriced', lineVersion: 1, currentVersion: 2, linePrice: '689.00', currentPrice: '700.00' });
  });
});

describe('saving as a public user', () => {
  it('creates a level-0 stripe user, signs them in and raises a quote request', async () => {
    const { result } = (await start({ productId: ledId })).body;
    const response = await finish({ sessionId: result.prepare.SessionId, username: 'visitor@example.test', publicUser: true });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ username: 'visitor@example.test', roleLevel: 0, checkoutType: 'stripe' });
    const user = await prisma().user.findUniqueOrThrow({ where: { username: 'visitor@example.test' }, include: { role: true } });
    expect(user).toMatchObject({ checkoutType: 'stripe', isLoggedIn: true });
    expect(user.role.roleLevel).toBe(0);
    const quote = await prisma().quote.findUniqueOrThrow({ where: { id: response.body.result.quoteId } });
    expect(quote).toMatchObject({ type: 3, createdByUserId: user.id, lineCount: 1 });
    const me = await app.gql('{ me { username roleLevel } }', {}, response.body.result.token);
    expect(me.data.me).toEqual({ username: 'visitor@example.test', roleLevel: 0 });
  });

  it('signs nobody up while a value on screen is invalid', async () => {
    const { result } = (await start({ productId: poleId })).body;
    const refused = await finish({ sessionId: result.prepare.SessionId, username: 'tall-pole@example.test', publicUser: true, values: [{ id: 'height', value: '45' }] });
    expect(refused.body).toMatchObject({ success: false, error: 'This field can be no larger than 39', field: 'height' });
    expect(await prisma().user.findUnique({ where: { username: 'tall-pole@example.test' } })).toBeNull();
    const saved = await finish({ sessionId: result.prepare.SessionId, username: 'tall-pole@example.test', publicUser: true, values: [{ id: 'height', value: '24' }] });
    expect(saved.body).toMatchObject({ success: true, error: null });
    const line = await prisma().quoteLine.findUniqueOrThrow({ where: { id: saved.body.result.lineId } });
    expect(line.partNumber).toMatch(/^SSS-24-/);
  });

  it('refuses a bad email and an existing account', async () => {
    const { result } = (await start({ productId: ledId })).body;
    const bad = await app.gql('mutation($s: String!) { saveConfigurationAsPublicUser(sessionId: $s, email: "nope") { quoteId } }', { s: result.prepare.SessionId });
    expect(bad.errors?.[0]?.message).toBe('Please enter a valid email address.');
    const taken = await finish({ sessionId: result.prepare.SessionId, username: 'user@acme.test', publicUser: true });
    expect(taken.status).toBe(409);
  });
});

describe('remote configurator adapter', () => {
  it('starts, configures and finishes through the remote server with the product identifiers', async () => {
    const started = await start({ productId: remoteProductId, configurationId: 'r_1', integrationParams: [{ Name: 'Customer', Value: 'C1' }] }, userToken);
    expect(started.status).toBe(200);
    expect(started.body.result.prepare.Engine).toBe('remote');
    const startRequest = remote.requests.find((r) => r.operation === 'StartConfiguration')!;
    expect(startRequest.body.inputParameters).toMatchObject({
      Application: { Instance: 'ACME-PROD', Name: 'AcmeOutdoor' },
      Part: { HeaderId: 'RMT', DetailId: 'r_1', Namespace: 'Acme.Poles', Name: 'SteelPole' },
      Profile: 'Default',
      IntegrationParameters: [{ Name: 'Customer', Value: 'C1' }],
    });
    const sessionId = started.body.result.prepare.SessionId;
    const changed = await configure({ sessionId, id: 'shaftSize', value: '5' }, userToken);
    expect(changed.body.result.d.ConfiguredPrice).toBe(285 + 120 + 20 * 18 + 48);
    expect(remote.requests.at(-1)).toMatchObject({ operation: 'ConfigureV2', body: { selections: [{ ID: 'shaftSize', Value: '5' }] } });
    const done = await finish({ sessionId }, userToken);
    expect(done.body.result.outcome).toBe('created');
    expect(remote.requests.at(-1)!.operation).toBe('FinalizeConfiguration');
    const line = await prisma().quoteLine.findUniqueOrThrow({ where: { id: done.body.result.lineId } });
    expect(line.price.toFixed(2)).toBe('813.00');
  });

  it('reports a failing server with its status text', async () => {
    const started = await start({ productId: remoteProductId }, userToken);
    remote.failWith = 503;
    try {
      const response = await configure({ sessionId: started.body.result.prepare.SessionId, id: 'shaftSize', value: '6' }, userToken);
      expect(response.body).toMatchObject({ success: false, error: 'Configurator Unavailable' });
    } finally {
      remote.failWith = null;
    }
  });
});

describe('model administration', () => {
  it('rejects a model with a bad rule, naming the rule and the path', async () => {
    const admin = await app.login('admin@acme.test');
    const doc = { pages: [{ id: 'p', caption: 'P', screens: [{ id: 's', options: [{ id: 'a', caption: 'A', displayType: 'TextBox', visibleWhen: "b == 'x'" }] }] }] };
    const response = await app.gql('mutation($doc: JSON!) { createConfiguratorModel(key: "bad", name: "Bad", document: $doc) { rowId } }', { doc }, admin);
    expect(response.errors?.[0]?.message).toBe("The model has 1 problem(s). pages.0.screens.0.options.0.visibleWhen: unknown name 'b' (rule: b == 'x')");
    expect(response.errors?.[0]?.extensions?.field).toBe('document.pages.0.screens.0.options.0.visibleWhen');
    const issues = await app.gql('query($doc: JSON!) { validateConfiguratorModel(document: $doc) { path message rule } }', { doc }, admin);
    expect(issues.data.validateConfiguratorModel).toEqual([{ path: 'pages.0.screens.0.options.0.visibleWhen', message: "unknown name 'b'", rule: "b == 'x'" }]);
  });

  it('lists only the own platform\'s models and refuses non-admins', async () => {
    const admin = await app.login('admin@borealis.test');
    const list = await app.gql('{ configuratorModels(first: 50) { totalCount edges { node { key pid } } } }', {}, admin);
    const borealis = await prisma().platform.findFirstOrThrow({ where: { name: { not: 'Acme Lighting' } } });
    expect(list.data.configuratorModels.totalCount).toBeGreaterThan(1);
    expect(list.data.configuratorModels.edges.every((e: any) => e.node.pid === borealis.id)).toBe(true);
    const user = await app.gql('{ configuratorModels(first: 5) { totalCount } }', {}, userToken);
    expect(user.errors?.[0]?.message).toBeTruthy();
  });

  it('previews an unsaved document', async () => {
    const admin = await app.login('admin@acme.test');
    const preview = await app.gql('query($doc: JSON!) { previewConfiguratorModel(document: $doc, changes: [{ id: "height", value: "12 1/2" }]) { issues { path } d } }', { doc: STEEL_POLE_MODEL }, admin);
    expect(preview.data.previewConfiguratorModel.issues).toEqual([]);
    expect(option(preview.data.previewConfiguratorModel.d, 'height').Value).toBe('12 1/2');
  });
});

describe('seeded models', () => {
  it('are attached to the configurable demo products of both platforms, and seeding again writes nothing new', async () => {
    const { seedConfiguratorModels } = await import('../db/seedConfigurator.ts');
    const configurable = await prisma().product.findMany({ where: { isNonConfigurable: false, headerId: { not: null }, server: null }, select: { configuratorModelId: true, productNumber: true } });
    expect(configurable.length).toBeGreaterThan(4);
    expect(configurable.every((product) => product.configuratorModelId != null)).toBe(true);
    const platforms = await prisma().configuratorModel.groupBy({ by: ['pid'], where: { key: { in: ['led-area-light', 'square-steel-pole'] } }, _count: true });
    expect(platforms).toHaveLength(2);
    const versions = await prisma().configuratorModelVersion.count();
    await seedConfiguratorModels(prisma());
    expect(await prisma().configuratorModelVersion.count()).toBe(versions);
  });
});
