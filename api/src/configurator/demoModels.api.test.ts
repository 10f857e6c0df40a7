// The demo catalog's configurable products configure for real: each model is driven through the
// REST configurator calls with a realistic set of choices, its rules answer, and Finish writes the
// priced line (a new quote, a line added, a line reconfigured).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { DISPLAY_TYPES } from '@quotecraft/rules/configurator';
import { DEMO_PRODUCT_MODELS, LED_WALL_PACK_MODEL } from '../db/demoModels.ts';
import { LED_AREA_LIGHT_MODEL, STEEL_POLE_MODEL, seedConfiguratorModels } from '../db/seedConfigurator.ts';

let app: TestApp;
const products: Record<string, number> = {};
let acmeUser: string;
let borealisUser: string;
let acmeQuoteId: number;
let wallPackLineId: number;

const prisma = () => app.services.prisma;
const start = (body: object, token: string) => app.rest('/api/v1/configurator/start', body, token);
const finish = (body: object, token: string) => app.rest('/api/v1/configurator/finish', body, token);
const options = (d: any) => d.Pages.flatMap((p: any) => p.Screens.flatMap((s: any) => s.ScreenOptions));
const option = (d: any, id: string) => options(d).find((o: any) => o.ID === id);
const detail = (details: any[], caption: string) => details.find((row) => row.Caption === caption)?.Value;

/** A session on `productNumber` whose changes are applied one at a time, as the screen sends them. */
async function session(productNumber: string, token: string, body: object = {}) {
  const started = await start({ productId: products[productNumber], ...body }, token);
  expect(started.status).toBe(200);
  const sessionId: string = started.body.result.prepare.SessionId;
  let d = started.body.result.ui;
  return {
    sessionId,
    get d() {
      return d;
    },
    async set(id: string, value: string) {
      const response = await app.rest('/api/v1/configurator/configure', { sessionId, id, value }, token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      d = response.body.result.d;
      return response.body.result;
    },
  };
}

beforeAll(async () => {
  app = await startTestApp();
  for (const product of await prisma().product.findMany({ where: { productNumber: { in: [...Object.keys(DEMO_PRODUCT_MODELS)] } } })) {
    products[product.productNumber] = product.id;
  }
  acmeUser = await app.login('user@acme.test');
  borealisUser = await app.login('user@borealis.test');
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('demo models', () => {
  it('give every configurable demo product a model with several real choices, and use every display type', async () => {
    const configurable = await prisma().product.findMany({ where: { isNonConfigurable: false, headerId: { not: null }, server: null }, include: { configuratorModel: { include: { versions: true } } } });
    for (const product of configurable) {
      const model = product.configuratorModel!;
      const document = model.versions.find((version) => version.version === model.latestVersion)!.document as any;
      const all = document.pages.flatMap((page: any) => page.screens.flatMap((screen: any) => screen.options));
      expect(all.length, product.productNumber).toBeGreaterThanOrEqual(5);
      expect(all.filter((o: any) => (o.values?.length ?? 0) >= 2).length, product.productNumber).toBeGreaterThanOrEqual(3);
      expect(document.constraints.length, product.productNumber).toBeGreaterThan(0);
    }
    const documents = [LED_AREA_LIGHT_MODEL, STEEL_POLE_MODEL, ...Object.values(DEMO_PRODUCT_MODELS).map((model) => model.document)] as any[];
    const used = new Set(documents.flatMap((doc) => doc.pages.flatMap((page: any) => page.screens.flatMap((screen: any) => screen.options.map((o: any) => o.displayType)))));
    expect([...DISPLAY_TYPES].filter((type) => !used.has(type))).toEqual([]);
    const newModelsUse = new Set(Object.values(DEMO_PRODUCT_MODELS).flatMap(({ document }: any) => document.pages.flatMap((page: any) => page.screens.flatMap((screen: any) => screen.options.map((o: any) => o.displayType)))));
    expect([...DISPLAY_TYPES].filter((type) => !newModelsUse.has(type))).toEqual([]);
  });

  it('LED Wall Pack: 60 W, no photocell, an emergency battery; the battery is refused at 80 W; Finish creates a quote', async () => {
    const wallPack = await session('WP-LED', acmeUser, { quoteId: 'new' });
    expect(wallPack.d).toMatchObject({ ConfiguredPrice: 189, IsExecutionComplete: true });
    expect(option(wallPack.d, 'wattage').SelectableValues.map((v: any) => v.Caption)).toEqual(['20 W', '40 W', '60 W', '80 W']);
    expect(option(wallPack.d, 'runTime').IsVisible).toBe(false);
    await wallPack.set('wattage', '60');
    await wallPack.set('photocell', 'No');
    await wallPack.set('battery', 'true');
    expect(option(wallPack.d, 'runTime')).toMatchObject({ IsVisible: true, IsRequired: true, Value: '90' });
    await wallPack.set('runTime', '180');
    expect(wallPack.d.ConfiguredPrice).toBe(134 + 55 + 110 + 40);
    expect(detail(wallPack.d.Details, 'Battery Pack')).toBe('110');
    const refused = await wallPack.set('wattage', '80');
    expect(refused.Blocked).toMatchObject({ Reason: 'The emergency battery powers wall packs of at most 60 W.', Suggestion: [{ ID: 'battery', Value: 'False' }] });
    expect(option(wallPack.d, 'wattage').Value).toBe('60');

    const done = await finish({ sessionId: wallPack.sessionId, quoteId: 'new' }, acmeUser);
    expect(done.body.result).toMatchObject({ outcome: 'created', lineNumber: 1, type: 1 });
    acmeQuoteId = done.body.result.quoteId;
    wallPackLineId = done.body.result.lineId;
    const line = await prisma().quoteLine.findUniqueOrThrow({ where: { id: wallPackLineId } });
    expect(line.price.toFixed(2)).toBe('339.00');
    expect(line.partNumber).toBe('WPK-60-5000K-EM-BZ');
    expect(line.description).toBe('LED Wall Pack, 60 W, 5000K, photocell no, emergency battery');
    const details = line.details as any[];
    expect(detail(details, 'Wattage')).toBe('60 W');
    expect(detail(details, 'Photocell')).toBe('No');
    expect(detail(details, 'Battery Run Time')).toBe('180 minutes');
  });

  it('High Bay: the empty mounting height keeps it incomplete until it is given; narrow optics need 20 ft; Finish adds a line', async () => {
    const highBay = await session('HB-LED', acmeUser, { quoteId: String(acmeQuoteId), configurationId: `${acmeQuoteId}_2` });
    expect(highBay.d).toMatchObject({ ConfiguredPrice: 312, IsExecutionComplete: false, OptionToFocus: 'mountingHeight' });
    expect(option(highBay.d, 'mountingHeight')).toMatchObject({ IsRequired: true, Value: null, DisplayType: 'NumericTextBox' });
    const early = await finish({ sessionId: highBay.sessionId, quoteId: String(acmeQuoteId) }, acmeUser);
    // Finish names the empty required option with the spec's message.
    expect(early.body).toMatchObject({ error: 'This field is required.', field: 'mountingHeight' });

    await highBay.set('mountingHeight', '16');
    expect(highBay.d.IsExecutionComplete).toBe(true);
    const narrow = await highBay.set('optic', '60');
    expect(narrow.Blocked.Reason).toBe('A 60° narrow optic needs a mounting height of 20 ft or more.');
    await highBay.set('mountingHeight', '35');
    await highBay.set('optic', '60');
    await highBay.set('wattage', '200');
    await highBay.set('mounting', 'pendant');
    expect(option(highBay.d, 'cordLength')).toMatchObject({ IsVisible: true, Value: '5' });
    await highBay.set('cordLength', '10');
    await highBay.set('sensor', 'occupancy');
    expect(option(highBay.d, 'timeout')).toMatchObject({ IsVisible: true, DisplayType: 'NumericControl', Value: '15' });
    expect(highBay.d.ConfiguredPrice).toBe(272 + 85 + 18 + 12 + 95 + 35);
    expect(highBay.d.Messages).toContainEqual({ Type: 3, Value: 'Space fixtures about 32 ft apart at 35 ft.' });
    expect(highBay.d.Details.find((row: any) => row.Caption === 'Beam Pattern')).toMatchObject({ Type: 2, Value: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });

    const done = await finish({ sessionId: highBay.sessionId, quoteId: String(acmeQuoteId) }, acmeUser);
    expect(done.body.result).toMatchObject({ outcome: 'added', lineNumber: 2, quoteId: acmeQuoteId });
    const line = await prisma().quoteLine.findUniqueOrThrow({ where: { id: done.body.result.lineId } });
    expect([line.price.toFixed(2), line.partNumber]).toEqual(['517.00', 'HBY-200-60-PENDANT']);
    expect(detail(line.details as any[], 'Mounting Height (ft)')).toBe('35');
  });

  it('Architectural Bollard: asymmetric optics need the 42 in height and a louvered top; a custom color asks for its RAL number', async () => {
    const bollard = await session('BOL-ARC', acmeUser, { quoteId: String(acmeQuoteId), configurationId: `${acmeQuoteId}_3` });
    expect(bollard.d.ConfiguredPrice).toBe(429);
    await bollard.set('height', '36');
    const refused = await bollard.set('distribution', 'asym');
    expect(refused.Blocked).toMatchObject({ Reason: 'An asymmetric distribution needs the 42 in bollard.', Suggestion: [{ ID: 'height', Value: '42' }] });
    await bollard.set('top', 'dome');
    expect(option(bollard.d, 'distribution').SelectableValues[1]).toMatchObject({ IsEnabled: false, Reason: 'Only louvered tops come with an asymmetric distribution.' });
    await bollard.set('finish', 'RAL');
    expect(bollard.d).toMatchObject({ IsExecutionComplete: false, OptionToFocus: 'ralColor' });
    expect(option(bollard.d, 'ralColor').DisplayType).toBe('TypeableDropDown');
    await bollard.set('ralColor', 'RAL 5010');
    expect(bollard.d.IsExecutionComplete).toBe(true);
    expect(bollard.d.ConfiguredPrice).toBe(399 + 20 + 85);
    expect(bollard.d.Messages).toContainEqual({ Type: 2, Value: 'Custom colors add two weeks to the lead time.' });
    const done = await finish({ sessionId: bollard.sessionId, quoteId: String(acmeQuoteId) }, acmeUser);
    expect(done.body.result).toMatchObject({ outcome: 'added', lineNumber: 3 });
    const line = await prisma().quoteLine.findUniqueOrThrow({ where: { id: done.body.result.lineId } });
    expect([line.price.toFixed(2), line.partNumber, detail(line.details as any[], 'RAL Color')]).toEqual(['504.00', 'BOL-36-DOME-3000K-RAL', 'RAL 5010']);
  });

  it('Recessed Downlight Kit: 2000 lm needs the 6 in aperture and no IC housing; a grid ceiling has no thickness', async () => {
    const downlight = await session('DL-KIT', acmeUser, { quoteId: String(acmeQuoteId), configurationId: `${acmeQuoteId}_4` });
    expect(downlight.d.ConfiguredPrice).toBe(68);
    expect(option(downlight.d, 'thickness')).toMatchObject({ DisplayFormat: 'Fraction', Value: '1/2' });
    await downlight.set('icRated', 'true');
    const bright = await downlight.set('lumens', '2000');
    expect(bright.Blocked.Reason).toBe('IC-rated housings are limited to 1500 lm.');
    await downlight.set('aperture', '4');
    expect(option(downlight.d, 'lumens').SelectableValues[2]).toMatchObject({ IsEnabled: false, Reason: '2000 lm needs the 6 in aperture.' });
    await downlight.set('lumens', '1000');
    await downlight.set('trim', 'black');
    await downlight.set('ceilingType', 'grid');
    expect(option(downlight.d, 'thickness').IsVisible).toBe(false);
    expect(downlight.d.ConfiguredPrice).toBe(50 + 2 + 5 + 7);
    expect(detail(downlight.d.Details, 'Input Power')).toBe('12 W');
    const done = await finish({ sessionId: downlight.sessionId, quoteId: String(acmeQuoteId) }, acmeUser);
    const line = await prisma().quoteLine.findUniqueOrThrow({ where: { id: done.body.result.lineId } });
    expect([line.price.toFixed(2), line.partNumber]).toEqual(['64.00', 'DLK-4-1000-3000K-BLACK-IC']);
  });

  it('Cold-Weather Flood Light: below -40 °F the heated lens stays and the arctic driver is added; a knuckle mount carries 150 W', async () => {
    const flood = await session('CW-FLOOD', borealisUser, { quoteId: 'new' });
    expect(flood.d.ConfiguredPrice).toBe(398);
    await flood.set('ambient', '-50');
    const noLens = await flood.set('heatedLens', 'false');
    expect(noLens.Blocked.Reason).toBe('Below -40 °F the heated lens is required.');
    await flood.set('wattage', '200');
    const knuckle = await flood.set('mounting', 'knuckle');
    expect(knuckle.Blocked.Reason).toBe('A knuckle mount carries at most 150 W.');
    await flood.set('thermostat', 'adjustable');
    await flood.set('visor', 'true');
    await flood.set('beam', 'wide');
    expect(flood.d.ConfiguredPrice).toBe(243 + 170 + 20 + 75 + 65 + 38 + 15);
    expect(flood.d.Messages).toContainEqual({ Type: 2, Value: 'Arctic drivers ship in 4 weeks.' });
    expect(detail(flood.d.Details, 'Driver')).toBe('Arctic, starts at -60 °F');
    const done = await finish({ sessionId: flood.sessionId, quoteId: 'new' }, borealisUser);
    expect(done.body.result).toMatchObject({ outcome: 'created', lineNumber: 1 });
    const line = await prisma().quoteLine.findUniqueOrThrow({ where: { id: done.body.result.lineId } });
    expect([line.price.toFixed(2), line.partNumber]).toEqual(['626.00', 'CWF-200-WIDE-HL-TRUNNION']);
  });

  it('Parking Garage Luminaire: 8000 lm needs a 9 ft ceiling; the sensor sets the unoccupied level and the savings', async () => {
    const garage = await session('PG-LUM', borealisUser, { quoteId: 'new' });
    expect(garage.d.ConfiguredPrice).toBe(164);
    await garage.set('ceilingHeight', '8.5');
    const bright = await garage.set('lumens', '8000');
    expect(bright.Blocked).toMatchObject({ Reason: '8000 lm is too bright below a 9 ft ceiling.' });
    await garage.set('ceilingHeight', '12');
    await garage.set('lumens', '8000');
    await garage.set('sensor', 'daylight');
    await garage.set('lowLevel', '20');
    await garage.set('emergency', 'true');
    await garage.set('mounting', 'pendant');
    await garage.set('zone', 'Level P2');
    expect(garage.d.ConfiguredPrice).toBe(106 + 40 + 62 + 125 + 15);
    expect(detail(garage.d.Details, 'Energy Saved by the Sensor')).toBe('48%');
    expect(detail(garage.d.Details, 'Fixture Spacing')).toBe('38 ft');
    await garage.set('sensor', 'none');
    expect(garage.d.Messages).toContainEqual({ Type: 2, Value: 'Energy codes usually require occupancy control in garages.' });
    expect(option(garage.d, 'lowLevel').IsVisible).toBe(false);
    await garage.set('sensor', 'daylight');
    const done = await finish({ sessionId: garage.sessionId, quoteId: 'new' }, borealisUser);
    const line = await prisma().quoteLine.findUniqueOrThrow({ where: { id: done.body.result.lineId } });
    expect([line.price.toFixed(2), line.partNumber, detail(line.details as any[], 'Zone or Level')]).toEqual(['348.00', 'PGL-8000-DAYLIGHT-EM', 'Level P2']);
  });

  it('reconfigures the wall pack line and updates it in place', async () => {
    const again = await session('WP-LED', acmeUser, { quoteId: String(acmeQuoteId), LineId: wallPackLineId, reconfigure: true, configurationId: `${acmeQuoteId}_1` });
    expect(option(again.d, 'wattage').Value).toBe('60');
    await again.set('photocell', 'Yes');
    const done = await finish({ sessionId: again.sessionId, quoteId: String(acmeQuoteId), LineId: wallPackLineId }, acmeUser);
    expect(done.body.result).toMatchObject({ outcome: 'updated', lineId: wallPackLineId, lineNumber: 1 });
    const line = await prisma().quoteLine.findUniqueOrThrow({ where: { id: wallPackLineId } });
    expect([line.price.toFixed(2), line.partNumber]).toEqual(['364.00', 'WPK-60-5000K-PC-EM-BZ']);
  });
});

describe('seeding the demo models', () => {
  it('replaces a one-choice placeholder model of earlier demo data with the real one, once, and keeps an edited model', async () => {
    const acme = await prisma().platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
    const wallPack = await prisma().configuratorModel.findUniqueOrThrow({ where: { pid_key: { pid: acme.id, key: 'wp-led' } } });
    const placeholder = {
      name: 'LED Wall Pack',
      basePrice: 189,
      autoContinueMode: 1,
      pages: [{ id: 'options', caption: 'Options', screens: [{ id: 'main', caption: 'LED Wall Pack', options: [{ id: 'option1', caption: 'Wattage', displayType: 'Radio', required: true, default: '40 W', values: [{ value: '40 W', caption: '40 W' }] }] }] }],
    };
    const version = wallPack.latestVersion + 1;
    await prisma().configuratorModelVersion.create({ data: { modelId: wallPack.id, version, document: placeholder } });
    await prisma().configuratorModel.update({ where: { id: wallPack.id }, data: { latestVersion: version } });
    const highBay = await prisma().configuratorModel.findUniqueOrThrow({ where: { pid_key: { pid: acme.id, key: 'hb-led' } } });
    const edited = { ...(DEMO_PRODUCT_MODELS['HB-LED']!.document as object), basePrice: 300 };
    await prisma().configuratorModelVersion.create({ data: { modelId: highBay.id, version: highBay.latestVersion + 1, document: edited } });
    await prisma().configuratorModel.update({ where: { id: highBay.id }, data: { latestVersion: highBay.latestVersion + 1 } });

    await seedConfiguratorModels(prisma());
    const upgraded = await prisma().configuratorModel.findUniqueOrThrow({ where: { id: wallPack.id }, include: { versions: { orderBy: { version: 'desc' }, take: 1 } } });
    expect(upgraded.latestVersion).toBe(version + 1);
    expect(upgraded.versions[0]!.document).toEqual(JSON.parse(JSON.stringify(LED_WALL_PACK_MODEL)));
    expect((await prisma().configuratorModel.findUniqueOrThrow({ where: { id: highBay.id } })).latestVersion).toBe(highBay.latestVersion + 1);

    const versions = await prisma().configuratorModelVersion.count();
    await seedConfiguratorModels(prisma());
    expect(await prisma().configuratorModelVersion.count()).toBe(versions);
  });
});
