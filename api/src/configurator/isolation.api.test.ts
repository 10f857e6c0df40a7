import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

// A configuration stays inside its platform, and inside the quotes its user may see: loading,
// configuring, finishing and copying another platform's (or another user's) session is answered
// exactly as a missing one.

let app: TestApp;
let ledId: number;
let borealisLedId: number;
let acmeUser: string;
let quoteId: number;
let lineId: number;
let savedSession: string;
let openSession: string;
const prisma = () => app.services.prisma;
const start = (body: object, token?: string | null) => app.rest('/api/v1/configurator/start', body, token);
const configure = (body: object, token?: string | null) => app.rest('/api/v1/configurator/configure', body, token);
const finish = (body: object, token?: string | null) => app.rest('/api/v1/configurator/finish', body, token);
const copy = (body: object, token?: string | null) => app.rest('/api/v1/configurator/copyLineConfiguration', body, token);
const load = (sessionId: string, token?: string | null) => app.gql('query($s: String!) { configuratorSession(sessionId: $s) { sessionId } }', { s: sessionId }, token);
const option = (d: any, id: string) => d.Pages.flatMap((p: any) => p.Screens.flatMap((s: any) => s.ScreenOptions)).find((o: any) => o.ID === id);

beforeAll(async () => {
  app = await startTestApp();
  const acme = await prisma().platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  ledId = (await prisma().product.findFirstOrThrow({ where: { pid: acme.id, productNumber: 'ALX-AREA' } })).id;
  // The same LED model on the other platform, so a leak of the Acme choices would show.
  const borealisModel = await prisma().configuratorModel.findFirstOrThrow({ where: { pid: { not: acme.id }, key: 'led-area-light' } });
  borealisLedId = (
    await prisma().product.create({ data: { pid: borealisModel.pid, name: 'LED Area Light', productNumber: 'BOR-AREA', headerId: 'ALX', configuratorModelId: borealisModel.id } })
  ).id;
  acmeUser = await app.login('user@acme.test');
  // A saved configuration (finished onto line 1 of a quote) and one still open, both of the Acme user.
  const started = await start({ productId: ledId, quoteId: 'new' }, acmeUser);
  savedSession = started.body.result.prepare.SessionId;
  await configure({ sessionId: savedSession, id: 'wattage', value: '300' }, acmeUser);
  const finished = await finish({ sessionId: savedSession }, acmeUser);
  expect(finished.status).toBe(200);
  ({ quoteId, lineId } = finished.body.result);
  openSession = (await start({ productId: ledId, quoteId: String(quoteId), configurationId: `${quoteId}_2` }, acmeUser)).body.result.prepare.SessionId;
}, 120_000);
afterAll(async () => app?.close());

/** The answer to the same call naming a session that does not exist. */
async function asMissing<T>(call: (sessionId: string) => Promise<T>, sessionId: string) {
  const [foreign, missing] = await Promise.all([call(sessionId), call('00000000-0000-4000-8000-000000000000')]);
  expect(JSON.stringify(foreign).replaceAll(sessionId, '')).toBe(JSON.stringify(missing).replaceAll('00000000-0000-4000-8000-000000000000', ''));
  return foreign;
}

describe('another platform', () => {
  for (const username of ['user@borealis.test', 'admin@borealis.test']) {
    it(`answers ${username} loading, configuring, finishing or copying an Acme session as a missing one`, async () => {
      const token = await app.login(username);
      const loaded = await asMissing((s) => load(s, token), savedSession);
      expect(loaded.errors?.[0]?.message).toBe('Configuration not found.');
      await asMissing((s) => load(s, token), openSession);
      const configured = await asMissing((s) => configure({ sessionId: s, id: 'wattage', value: '75' }, token), openSession);
      expect(configured).toMatchObject({ status: 404, body: { success: false, error: 'Configuration not found.' } });
      const finished = await asMissing((s) => finish({ sessionId: s }, token), openSession);
      expect(finished.status).toBe(404);
      await asMissing((s) => finish({ sessionId: s }, token), savedSession);

      const ownQuote = (await app.gql('mutation { createQuote(input: {}) { rowId } }', {}, token)).data.createQuote.rowId;
      const copied = await copy({ sourceDetailId: `${quoteId}_1`, detailId: `${ownQuote}_1` }, token);
      const copiedMissing = await copy({ sourceDetailId: `999999_1`, detailId: `${ownQuote}_1` }, token);
      expect(copied).toEqual(copiedMissing);
      expect(copied).toMatchObject({ status: 404, body: { error: 'Configuration not found.' } });

      // Starting from the Acme line's configuration id starts afresh, as an unknown id does.
      const from = await start({ productId: borealisLedId, sourceConfigurationId: `${quoteId}_1`, reconfigure: true }, token);
      const fromMissing = await start({ productId: borealisLedId, sourceConfigurationId: '999999_1', reconfigure: true }, token);
      expect(from.status).toBe(200);
      expect(option(fromMissing.body.result.ui, 'wattage').Value).not.toBe('300');
      expect(option(from.body.result.ui, 'wattage')).toEqual(option(fromMissing.body.result.ui, 'wattage'));
      // Nothing changed the Acme session.
      const open = await prisma().configuratorSession.findUniqueOrThrow({ where: { id: openSession } });
      expect(open.finishedAt).toBeNull();
      expect((open.state as any).values.wattage).not.toBe(75);
    });
  }

  it('gives a line that claims another quote\'s configuration id its own, so the claim reaches nothing', async () => {
    const token = await app.login('user@borealis.test');
    const ownQuote = (await app.gql('mutation { createQuote(input: {}) { rowId } }', {}, token)).data.createQuote.rowId;
    const fixed = await prisma().product.findFirstOrThrow({ where: { pid: (await prisma().quote.findUniqueOrThrow({ where: { id: ownQuote } })).pid, isNonConfigurable: true } });
    const claimed = await app.rest('/api/v1/quoteManagement/createLine', { input: { quoteId: ownQuote, productId: fixed.id, configurationId: `${quoteId}_1` } }, token);
    expect(claimed.status).toBe(200);
    expect(claimed.body.result.configurationId).toBe(`${ownQuote}_1`);
    expect((await copy({ sourceDetailId: `${quoteId}_1`, detailId: `${ownQuote}_2` }, token)).status).toBe(404);
    const started = await start({ productId: borealisLedId, quoteId: String(ownQuote), sourceConfigurationId: `${quoteId}_1`, reconfigure: true }, token);
    expect(option(started.body.result.ui, 'wattage').Value).not.toBe('300');
  });
});

describe('the same platform', () => {
  it("answers a user who may not see the quote as for a missing session, and lets the quote's owner reconfigure and copy", async () => {
    const stranger = await app.login('dealer@acme.test');
    expect((await asMissing((s) => load(s, stranger), savedSession)).errors?.[0]?.message).toBe('Configuration not found.');
    expect((await asMissing((s) => configure({ sessionId: s, id: 'wattage', value: '75' }, stranger), openSession)).status).toBe(404);
    expect((await asMissing((s) => load(s, null), savedSession)).errors?.[0]?.message).toBe('Configuration not found.');
    const strangerQuote = (await app.gql('mutation { createQuote(input: {}) { rowId } }', {}, stranger)).data.createQuote.rowId;
    expect((await copy({ sourceDetailId: `${quoteId}_1`, detailId: `${strangerQuote}_1` }, stranger)).status).toBe(404);

    // The owner: the saved session loads, a reconfiguration starts from it, a copy into the same quote works.
    expect((await load(savedSession, acmeUser)).data.configuratorSession.sessionId).toBe(savedSession);
    const again = await start({ productId: ledId, quoteId: String(quoteId), configurationId: `${quoteId}_1`, reconfigure: true, LineId: lineId }, acmeUser);
    expect(option(again.body.result.ui, 'wattage').Value).toBe('300');
    const copied = await copy({ sourceDetailId: `${quoteId}_1`, detailId: `${quoteId}_5` }, acmeUser);
    expect(copied.status).toBe(200);
    const session = await prisma().configuratorSession.findUniqueOrThrow({ where: { id: copied.body.result.sessionId } });
    expect(session).toMatchObject({ configurationId: `${quoteId}_5`, userId: expect.any(Number) });
    // A copy into a quote the user may not change is refused.
    expect((await copy({ sourceDetailId: `${quoteId}_1`, detailId: `${strangerQuote}_1` }, acmeUser)).status).toBe(404);
  });

  it('finishes a session once: a second Finish adds no line', async () => {
    const started = await start({ productId: ledId, quoteId: String(quoteId), configurationId: `${quoteId}_3` }, acmeUser);
    const sessionId = started.body.result.prepare.SessionId;
    const before = await prisma().quoteLine.count({ where: { quoteId } });
    const [first, second] = await Promise.all([finish({ sessionId, quoteId: String(quoteId) }, acmeUser), finish({ sessionId, quoteId: String(quoteId) }, acmeUser)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.status === 409)!.body.error).toBe('This configuration is already finished.');
    expect(await prisma().quoteLine.count({ where: { quoteId } })).toBe(before + 1);
    expect((await finish({ sessionId, quoteId: String(quoteId) }, acmeUser)).status).toBe(409);
  });
});
