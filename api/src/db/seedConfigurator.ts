// Built-in configurator models for the demo platforms: an LED area light and a square steel pole
// that between them use every display type and rule kind, and a model of its own for every other
// configurable demo product (demoModels.ts). Idempotent: models are matched by (platform, key); an
// existing model is left as it is, so administrators' edits survive a restart, except a one-choice
// placeholder model of earlier demo data, which gets the real model as its next version.
import type { Prisma, PrismaClient } from './client.ts';
import { DEMO_PLATFORMS } from './seedData.ts';
import { DEMO_PRODUCT_MODELS, label, svg } from './demoModels.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/** Plan views of the light pattern of each distribution type. */
function opticImage(type: string, path: string) {
  return svg(`<circle cx="120" cy="78" r="7" fill="#1e293b"/><path d="${path}" fill="#facc15" opacity="0.7"/>${label(type)}`);
}

function areaLightImage(housing: string, glow: string) {
  return svg(
    `<rect x="60" y="48" width="120" height="30" rx="8" fill="${housing}"/>` +
      `<rect x="72" y="78" width="96" height="8" rx="3" fill="${glow}"/>` +
      `<path d="M72 86h96l24 56H48z" fill="${glow}" opacity="0.35"/>` +
      `<rect x="24" y="56" width="36" height="10" rx="3" fill="${housing}"/>`,
    '#e2e8f0',
  );
}

const FINISH_COLOURS: Record<string, string> = { DBZ: '#4a3b2a', BLK: '#111827', WHT: '#f8fafc', GRY: '#6b7280', CUS: '#b91c1c' };
const CCT_GLOW: Record<string, string> = { '3000K': '#fbbf24', '4000K': '#fde68a', '5000K': '#e0f2fe' };

function imageRule(): string {
  const parts: string[] = [];
  for (const [finish, housing] of Object.entries(FINISH_COLOURS)) {
    for (const [cct, glow] of Object.entries(CCT_GLOW)) {
      parts.push(`finish == '${finish}' and cct == '${cct}' ? '${areaLightImage(housing, glow)}'`);
    }
  }
  return `${parts.join(' : ')} : ''`;
}

export const LED_AREA_LIGHT_MODEL = {
  name: 'LED Area Light',
  basePrice: 689,
  autoContinueMode: 1,
  pages: [
    {
      id: 'engine',
      caption: 'Light Engine',
      screens: [
        {
          id: 'output',
          caption: 'Output',
          informationLink: 'Wattage sets the light output; 0-10 V dimming is standard on every engine.',
          options: [
            {
              id: 'wattage',
              caption: 'Wattage',
              displayType: 'Radio',
              required: true,
              default: 150,
              values: [
                { value: 75, caption: '75 W (10,100 lm)' },
                { value: 150, caption: '150 W (20,250 lm)', price: 180 },
                { value: 200, caption: '200 W (27,000 lm)', price: 260 },
                { value: 300, caption: '300 W (40,500 lm)', price: 420 },
              ],
            },
            {
              id: 'darkSky',
              caption: 'Dark-sky compliant (3000 K maximum)',
              displayType: 'CheckBox',
              default: false,
            },
            {
              id: 'cct',
              caption: 'Color Temperature',
              displayType: 'DropDown',
              required: true,
              default: '4000K',
              values: [
                { value: '3000K', caption: '3000 K warm white' },
                { value: '4000K', caption: '4000 K neutral white', enabledWhen: 'not darkSky', reason: 'Dark-sky compliance limits color temperature to 3000 K.' },
                { value: '5000K', caption: '5000 K daylight', enabledWhen: 'not darkSky', reason: 'Dark-sky compliance limits color temperature to 3000 K.' },
              ],
            },
            {
              id: 'outputLevel',
              caption: 'Factory Output Level',
              displayType: 'NumericControl',
              default: 1,
              range: { min: 0.5, max: 1, increment: 0.1 },
            },
            {
              id: 'voltage',
              caption: 'Voltage',
              displayType: 'DropDown',
              required: true,
              default: '120-277V',
              values: [
                { value: '120-277V', caption: '120-277 V' },
                { value: '347-480V', caption: '347-480 V', price: 65 },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'optics',
      caption: 'Optics',
      screens: [
        {
          id: 'distribution',
          caption: 'Distribution',
          informationLink: 'Type II for roadways, III for parking rows, IV for perimeters, V for open areas.',
          options: [
            {
              id: 'optic',
              caption: 'Distribution',
              displayType: 'ImageChoices',
              required: true,
              default: 'T3',
              values: [
                { value: 'T2', caption: 'Type II', imageLink: opticImage('Type II', 'M40 70 Q120 40 200 70 L200 86 Q120 116 40 86 Z') },
                { value: 'T3', caption: 'Type III', imageLink: opticImage('Type III', 'M50 60 Q120 20 190 60 L180 100 Q120 130 60 100 Z') },
                { value: 'T4', caption: 'Type IV', imageLink: opticImage('Type IV', 'M60 78 Q120 10 180 78 Z'), price: 20 },
                { value: 'T5', caption: 'Type V', imageLink: opticImage('Type V', 'M120 18 A60 60 0 1 1 119.9 18 Z'), price: 35 },
              ],
            },
            {
              id: 'houseSide',
              caption: 'House-side shield',
              displayType: 'CheckBox',
              default: false,
              visibleWhen: "optic != 'T5'",
              reason: 'A Type V pattern is symmetric and takes no house-side shield.',
            },
          ],
        },
      ],
    },
    {
      id: 'mounting',
      caption: 'Mounting & Finish',
      screens: [
        {
          id: 'mount',
          caption: 'Mounting',
          informationLink: 'Arm mounts fit square and round poles; slip fitters take a 2 3/8 in tenon.',
          options: [
            {
              id: 'mounting',
              caption: 'Mounting',
              displayType: 'Radio',
              required: true,
              default: 'arm',
              autoContinueMode: 2,
              values: [
                { value: 'arm', caption: 'Arm mount' },
                { value: 'slipfitter', caption: 'Slip fitter', price: 40 },
                { value: 'wall', caption: 'Wall mount', price: 25 },
                { value: 'trunnion', caption: 'Trunnion', price: 55 },
              ],
            },
            {
              id: 'armLength',
              caption: 'Arm Length (in)',
              displayType: 'NumericTextBox',
              required: true,
              default: 6,
              range: { min: 4, max: 12, increment: 1 },
              visibleWhen: "mounting == 'arm'",
            },
          ],
        },
        {
          id: 'paint',
          caption: 'Finish',
          informationLink: 'Super TGIC polyester powder coat; custom colors by RAL number.',
          options: [
            {
              id: 'finish',
              caption: 'Finish',
              displayType: 'DropDown',
              required: true,
              default: 'DBZ',
              values: [
                { value: 'DBZ', caption: 'Dark bronze' },
                { value: 'BLK', caption: 'Black' },
                { value: 'WHT', caption: 'White' },
                { value: 'GRY', caption: 'Grey' },
                { value: 'CUS', caption: 'Custom paint color', price: 150 },
              ],
            },
            {
              id: 'paintColor',
              caption: 'Paint Color (RAL)',
              displayType: 'TypeableDropDown',
              visibleWhen: "finish == 'CUS'",
              requiredWhen: "finish == 'CUS'",
              values: [
                { value: 'RAL 5003', caption: 'RAL 5003 sapphire blue' },
                { value: 'RAL 6005', caption: 'RAL 6005 moss green' },
                { value: 'RAL 3000', caption: 'RAL 3000 flame red' },
                { value: 'RAL 7016', caption: 'RAL 7016 anthracite grey' },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'controls',
      caption: 'Controls',
      screens: [
        {
          id: 'control',
          caption: 'Controls',
          informationLink: 'Sensors mount on the housing; wireless nodes join the site lighting network.',
          options: [
            {
              id: 'controls',
              caption: 'Controls',
              displayType: 'Radio',
              required: true,
              default: 'none',
              values: [
                { value: 'none', caption: 'None' },
                { value: 'photocell', caption: 'Button photocell', price: 25 },
                { value: 'motion', caption: 'Motion sensor', price: 145 },
                { value: 'wireless', caption: 'Wireless node', price: 210 },
              ],
            },
            {
              id: 'sensorHeight',
              caption: 'Sensor Mounting Height',
              displayType: 'DropDown',
              visibleWhen: "controls == 'motion'",
              requiredWhen: "controls == 'motion'",
              default: '8-20',
              values: [
                { value: '8-20', caption: '8 to 20 ft' },
                { value: '20-40', caption: '20 to 40 ft', price: 15 },
              ],
            },
            {
              id: 'tag',
              caption: 'Fixture Tag',
              displayType: 'TextBox',
            },
          ],
        },
      ],
    },
  ],
  computed: [
    { id: 'lumens', expr: 'round(wattage * 135 * outputLevel, -2)' },
    { id: 'armExtra', expr: "mounting == 'arm' ? max(0, armLength - 6) * 6 : 0" },
  ],
  constraints: [
    {
      id: 'wirelessVoltage',
      rule: "not (voltage == '347-480V' and controls == 'wireless')",
      message: 'Wireless controls are not available at 347-480 V.',
    },
    {
      id: 'wallTypeV',
      rule: "not (optic == 'T5' and mounting == 'wall')",
      message: 'A Type V distribution cannot be wall mounted.',
    },
    {
      id: 'wallWattage',
      rule: "not (mounting == 'wall' and wattage >= 300)",
      message: 'Wall mounts carry at most 200 W.',
    },
  ],
  prices: [{ caption: 'Arm extension', amount: 'armExtra' }],
  details: [
    { caption: '', value: "''", type: 3 },
    { caption: 'Estimated Lumens', value: "text(lumens) + ' lm'" },
    { caption: 'Catalog Number', value: "'ALX-' + wattage + '-' + cct + '-' + optic + '-' + finish" },
  ],
  images: [{ url: imageRule() }],
  messages: [
    { when: 'outputLevel < 1', severity: 2, text: 'Output set to {round(outputLevel * 100)}%: the fixture is dimmed at the factory.' },
    { when: "controls == 'photocell' and voltage == '347-480V'", severity: 2, text: 'A 347-480 V photocell has a longer lead time (3 weeks).' },
    { when: 'true', severity: 3, text: 'About {lumens} lumens at {cct}.' },
  ],
  partNumber: "'ALX-' + wattage + '-' + cct + '-' + optic + '-' + finish",
  description: "'LED Area Light, ' + wattage + ' W, ' + cct + ', ' + optic + ', ' + mounting + ', ' + finish",
};

export const STEEL_POLE_MODEL = {
  name: 'Square Steel Pole',
  basePrice: 285,
  autoContinueMode: 0,
  pages: [
    {
      id: 'shaft',
      caption: 'Shaft',
      screens: [
        {
          id: 'dimensions',
          caption: 'Dimensions',
          informationLink: 'Mounting height is measured from the top of the foundation; heights come in 1/4 ft steps.',
          options: [
            {
              id: 'height',
              caption: 'Height (ft)',
              displayType: 'NumericTextBox',
              displayFormat: 'Fraction',
              required: true,
              default: 20,
              range: { min: 10, max: 39, increment: 0.25 },
            },
            {
              id: 'shaftSize',
              caption: 'Shaft Size',
              displayType: 'Radio',
              required: true,
              default: '4',
              values: [
                { value: '4', caption: '4 in square' },
                { value: '5', caption: '5 in square', price: 120 },
                { value: '6', caption: '6 in square', price: 260 },
              ],
            },
            {
              id: 'wall',
              caption: 'Wall Thickness',
              displayType: 'DropDown',
              required: true,
              default: '11',
              values: [
                { value: '11', caption: '11 ga (0.120 in)', enabledWhen: 'height <= 30', reason: '11 gauge walls are limited to 30 ft.' },
                { value: '7', caption: '7 ga (0.180 in)' },
                { value: '3/16', caption: '3/16 in (0.188 in)', visibleWhen: "shaftSize == '6'", reason: 'Only 6 in shafts come in 3/16 in wall.' },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'base',
      caption: 'Base',
      screens: [
        {
          id: 'foundation',
          caption: 'Base and Anchorage',
          informationLink: 'Anchor bases bolt to a concrete foundation; direct burial poles are set in the ground.',
          options: [
            {
              id: 'base',
              caption: 'Base',
              displayType: 'Radio',
              required: true,
              default: 'anchor',
              values: [
                { value: 'anchor', caption: 'Anchor base' },
                { value: 'direct', caption: 'Direct burial', enabledWhen: 'height <= 30', reason: 'Direct burial is limited to 30 ft poles.' },
                { value: 'breakaway', caption: 'Breakaway base', price: 310 },
              ],
            },
            {
              id: 'boltCircle',
              caption: 'Bolt Circle (in)',
              displayType: 'NumericTextBox',
              displayFormat: 'Fraction',
              required: true,
              default: 11,
              range: { min: 8, max: 15, increment: 0.125 },
              visibleWhen: "base != 'direct'",
              reason: 'Direct burial poles have no anchor bolts.',
            },
            {
              id: 'anchorBolts',
              caption: 'Include anchor bolts',
              displayType: 'CheckBox',
              default: true,
              visibleWhen: "base != 'direct'",
            },
          ],
        },
      ],
    },
    {
      id: 'top',
      caption: 'Top & Finish',
      screens: [
        {
          id: 'drilling',
          caption: 'Drilling',
          options: [
            {
              id: 'drilling',
              caption: 'Drilling',
              displayType: 'Radio',
              required: true,
              default: '1',
              values: [
                { value: '1', caption: 'Single' },
                { value: '2@180', caption: '2 @ 180°', price: 45 },
                { value: '2@90', caption: '2 @ 90°', price: 45 },
                { value: '4@90', caption: '4 @ 90°', price: 90, enabledWhen: "shaftSize != '4'", reason: 'Four fixtures need at least a 5 in shaft.' },
                { value: 'tenon', caption: '2 3/8 in tenon top', price: 60 },
              ],
            },
            {
              id: 'handHole',
              caption: 'Hand hole with cover',
              displayType: 'CheckBox',
              default: true,
            },
          ],
        },
        {
          id: 'finishScreen',
          caption: 'Finish',
          options: [
            {
              id: 'finish',
              caption: 'Finish',
              displayType: 'DropDown',
              required: true,
              default: 'galv',
              values: [
                { value: 'galv', caption: 'Hot-dip galvanized' },
                { value: 'DBZ', caption: 'Dark bronze', price: 85 },
                { value: 'BLK', caption: 'Black', price: 85 },
                { value: 'WHT', caption: 'White', price: 85 },
              ],
            },
          ],
        },
      ],
    },
  ],
  computed: [
    { id: 'perFoot', expr: "shaftSize == '4' ? 14 : shaftSize == '5' ? 18 : 24" },
    { id: 'embedment', expr: "base == 'direct' ? round(height * 0.1 + 2, 1) : 0" },
    { id: 'minBoltCircle', expr: "shaftSize == '4' ? 8 : shaftSize == '5' ? 10 : 11.5" },
  ],
  constraints: [
    {
      id: 'smallShaftHeight',
      rule: "not (shaftSize == '4' and height > 25)",
      message: 'A 4 in shaft is limited to 25 ft; choose a 5 in or 6 in shaft.',
    },
    {
      id: 'boltCircleFits',
      rule: "base == 'direct' or boltCircle >= minBoltCircle",
      message: 'The bolt circle is too small for the shaft size.',
    },
  ],
  prices: [
    { caption: 'Shaft', amount: 'height * perFoot' },
    { caption: 'Heavy wall', when: "wall != '11'", amount: 'height * 4.5' },
    { caption: 'Anchor bolts', when: "base != 'direct' and anchorBolts", amount: '48' },
  ],
  details: [
    { caption: '', value: "''", type: 3 },
    { caption: 'Embedment Depth (ft)', value: 'fraction(embedment, 4)', when: "base == 'direct'" },
    { caption: 'Catalog Number', value: "'SSS-' + fraction(height, 4) + '-' + shaftSize + '-' + wall + '-' + finish" },
  ],
  images: [
    {
      url: `'${svg('<rect x="112" y="14" width="16" height="132" fill="#64748b"/><rect x="96" y="140" width="48" height="8" fill="#334155"/><rect x="128" y="20" width="40" height="6" fill="#64748b"/>' + label('Square Steel Pole'))}'`,
    },
  ],
  messages: [
    { when: "base == 'breakaway' and height > 30", severity: 2, text: 'Breakaway bases above 30 ft need an engineering review.' },
    { when: 'true', severity: 3, text: 'Shipping length {fraction(height, 4)} ft.' },
  ],
  completeWhen: 'height >= 10',
  partNumber: "'SSS-' + fraction(height, 4) + '-' + shaftSize + '-' + wall + '-' + finish",
  description: "'Square Steel Pole, ' + fraction(height, 4) + ' ft, ' + shaftSize + ' in, ' + finish",
};

/**
 * The one-page model earlier demo data gave products without a full model: every option offers the
 * one value of the product's demo configuration. Such a model is replaced; any other is kept.
 */
function isPlaceholder(document: unknown): boolean {
  const doc = document as { pages?: { id?: string; screens?: { options?: { values?: unknown[] }[] }[] }[] } | null;
  const pages = doc?.pages;
  if (!Array.isArray(pages) || pages.length !== 1 || pages[0]!.id !== 'options') return false;
  const options = (pages[0]!.screens ?? []).flatMap((screen) => screen.options ?? []);
  return options.length > 0 && options.every((option) => Array.isArray(option.values) && option.values.length === 1);
}

async function upsertModel(db: Db, pid: number, key: string, name: string, description: string, document: object): Promise<number> {
  const existing = await db.configuratorModel.findUnique({ where: { pid_key: { pid, key } }, select: { id: true, latestVersion: true } });
  if (!existing) {
    const created = await db.configuratorModel.create({
      data: { pid, key, name, description, latestVersion: 1, versions: { create: { version: 1, document: document as Prisma.InputJsonValue } } },
    });
    return created.id;
  }
  const latest = await db.configuratorModelVersion.findUnique({ where: { modelId_version: { modelId: existing.id, version: existing.latestVersion } }, select: { document: true } });
  if (latest && isPlaceholder(latest.document)) {
    const version = existing.latestVersion + 1;
    await db.configuratorModelVersion.create({ data: { modelId: existing.id, version, document: document as Prisma.InputJsonValue } });
    await db.configuratorModel.update({ where: { id: existing.id }, data: { latestVersion: version, description } });
  }
  return existing.id;
}

export async function seedConfiguratorModels(db: Db): Promise<void> {
  for (const platformData of DEMO_PLATFORMS) {
    const platform = await db.platform.findFirst({ where: { name: platformData.name }, select: { id: true } });
    if (!platform) continue;
    const pid = platform.id;
    const led = await upsertModel(db, pid, 'led-area-light', 'LED Area Light', 'Wattage, color temperature, voltage, optics, mounting, finish and controls.', LED_AREA_LIGHT_MODEL);
    const pole = await upsertModel(db, pid, 'square-steel-pole', 'Square Steel Pole', 'Fractional heights, wall thickness, base and bolt circle.', STEEL_POLE_MODEL);
    for (const product of platformData.products) {
      if (!product.configurable) continue;
      const row = await db.product.findFirst({ where: { pid, productNumber: product.productNumber }, select: { id: true, configuratorModelId: true } });
      if (!row) continue;
      let modelId: number;
      if (product.productNumber === 'ALX-AREA') modelId = led;
      else if (product.productNumber.startsWith('POLE-')) modelId = pole;
      else {
        const model = DEMO_PRODUCT_MODELS[product.productNumber];
        if (!model) throw new Error(`The demo product ${product.productNumber} has no configurator model.`);
        modelId = await upsertModel(db, pid, model.key, product.name, model.description, model.document);
      }
      if (row.configuratorModelId == null) await db.product.update({ where: { id: row.id }, data: { configuratorModelId: modelId } });
    }
  }
}
