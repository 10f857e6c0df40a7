// Configurator models of the demo catalog's other configurable products: each has several options
// with real choices, visibility and enablement rules, constraints with messages, computed values,
// price formulas, images and detail rows. With the LED area light and the steel pole they use every
// display type, and the High Bay's mounting height is required and empty on load, so Continue is
// needed before Finish. Each model's defaults reproduce its product's demo configuration and price.

export function svg(body: string, background = '#f1f5f9'): string {
  const markup =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180" viewBox="0 0 240 180">` +
    `<rect width="240" height="180" rx="12" fill="${background}"/>${body}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(markup).toString('base64')}`;
}

export const label = (text: string, fill = '#0f172a') =>
  `<text x="120" y="166" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="15" font-weight="700" fill="${fill}">${text}</text>`;

/** A rule choosing an image by the value of one option: `a == 'x' ? '<url>' : … : '<last>'`. */
function imageBy(option: string, images: Record<string, string>): string {
  const entries = Object.entries(images);
  const last = entries.pop()!;
  return `${entries.map(([value, url]) => `${option} == '${value}' ? '${url}' : `).join('')}'${last[1]}'`;
}

// ---------------------------------------------------------------- LED Wall Pack (WP-LED)

const WALL_PACK_FINISHES: Record<string, [caption: string, colour: string]> = {
  BZ: ['Bronze', '#4a3b2a'],
  BK: ['Black', '#111827'],
  WH: ['White', '#f8fafc'],
  GY: ['Grey', '#6b7280'],
};

function wallPackImage(colour: string): string {
  return svg(
    `<rect x="40" y="20" width="14" height="130" fill="#cbd5e1"/>` +
      `<path d="M54 50h96l30 22v30H54z" fill="${colour}" stroke="#334155" stroke-width="2"/>` +
      `<rect x="60" y="102" width="116" height="8" rx="3" fill="#fde68a"/>` +
      `<path d="M60 110h116l30 40H40z" fill="#fde68a" opacity="0.35"/>`,
    '#e2e8f0',
  );
}

export const LED_WALL_PACK_MODEL = {
  name: 'LED Wall Pack',
  basePrice: 134,
  autoContinueMode: 1,
  pages: [
    {
      id: 'fixture',
      caption: 'Fixture',
      screens: [
        {
          id: 'output',
          caption: 'Output',
          informationLink: 'Full cutoff optics keep light below the horizon; every wattage fits the same housing.',
          options: [
            {
              id: 'wattage',
              caption: 'Wattage',
              displayType: 'Radio',
              required: true,
              default: 40,
              values: [
                { value: 20, caption: '20 W' },
                { value: 40, caption: '40 W', price: 30 },
                { value: 60, caption: '60 W', price: 55 },
                { value: 80, caption: '80 W', price: 80 },
              ],
            },
            {
              id: 'cct',
              caption: 'Color Temperature',
              displayType: 'DropDown',
              required: true,
              default: '5000K',
              values: [
                { value: '3000K', caption: '3000 K' },
                { value: '4000K', caption: '4000 K' },
                { value: '5000K', caption: '5000 K' },
              ],
            },
            {
              id: 'voltage',
              caption: 'Voltage',
              displayType: 'DropDown',
              required: true,
              default: '120-277V',
              values: [
                { value: '120-277V', caption: '120-277 V' },
                { value: '347V', caption: '347 V', price: 20 },
              ],
            },
          ],
        },
        {
          id: 'emergency',
          caption: 'Emergency Battery',
          informationLink: 'A battery pack keeps the fixture lit through a power failure, as egress codes require.',
          options: [
            {
              id: 'battery',
              caption: 'Emergency battery backup',
              displayType: 'CheckBox',
              default: false,
            },
            {
              id: 'runTime',
              caption: 'Battery Run Time',
              displayType: 'Radio',
              visibleWhen: 'battery',
              requiredWhen: 'battery',
              default: '90',
              reason: 'Shown with an emergency battery.',
              values: [
                { value: '90', caption: '90 minutes' },
                { value: '180', caption: '180 minutes', price: 40 },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'controls',
      caption: 'Controls & Finish',
      screens: [
        {
          id: 'control',
          caption: 'Controls',
          options: [
            {
              id: 'photocell',
              caption: 'Photocell',
              displayType: 'Radio',
              required: true,
              default: 'Yes',
              values: [
                { value: 'Yes', caption: 'Yes', price: 25 },
                { value: 'No', caption: 'No' },
              ],
            },
          ],
        },
        {
          id: 'paint',
          caption: 'Finish',
          options: [
            {
              id: 'finish',
              caption: 'Finish',
              displayType: 'DropDown',
              required: true,
              default: 'BZ',
              values: Object.entries(WALL_PACK_FINISHES).map(([value, [caption]]) => ({ value, caption })),
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
    { id: 'lumens', expr: "wattage * (cct == '3000K' ? 120 : 130)" },
    { id: 'batteryPrice', expr: 'battery ? (wattage <= 40 ? 85 : 110) : 0' },
  ],
  constraints: [
    {
      id: 'batteryWattage',
      rule: 'not (battery and wattage > 60)',
      message: 'The emergency battery powers wall packs of at most 60 W.',
    },
  ],
  prices: [{ caption: 'Emergency battery', when: 'battery', amount: 'batteryPrice' }],
  details: [
    { caption: '', value: "''", type: 3 },
    { caption: 'Delivered Lumens', value: "text(lumens) + ' lm'" },
    { caption: 'Catalog Number', value: "'WPK-' + wattage + '-' + cct + (photocell == 'Yes' ? '-PC' : '') + (battery ? '-EM' : '') + '-' + finish" },
    { caption: 'Battery Pack', value: 'batteryPrice', type: 5, when: 'battery' },
  ],
  images: [{ url: imageBy('finish', Object.fromEntries(Object.entries(WALL_PACK_FINISHES).map(([value, [, colour]]) => [value, wallPackImage(colour)]))) }],
  messages: [
    { when: "photocell == 'Yes' and voltage == '347V'", severity: 2, text: 'A 347 V photocell has a longer lead time (2 weeks).' },
    { when: 'true', severity: 3, text: 'About {lumens} lumens at {cct}.' },
  ],
  partNumber: "'WPK-' + wattage + '-' + cct + (photocell == 'Yes' ? '-PC' : '') + (battery ? '-EM' : '') + '-' + finish",
  description: "'LED Wall Pack, ' + wattage + ' W, ' + cct + ', photocell ' + (photocell == 'Yes' ? 'yes' : 'no') + (battery ? ', emergency battery' : '')",
};

// ---------------------------------------------------------------- High Bay LED Fixture (HB-LED)

function beamImage(caption: string, spread: number): string {
  const half = spread / 2;
  return svg(
    `<circle cx="120" cy="40" r="22" fill="#334155"/><rect x="104" y="58" width="32" height="6" fill="#fde68a"/>` +
      `<path d="M104 64 L${104 - half} 140 L${136 + half} 140 L136 64 Z" fill="#fde68a" opacity="0.45"/>` +
      label(caption),
  );
}

export const HIGH_BAY_MODEL = {
  name: 'High Bay LED Fixture',
  basePrice: 272,
  autoContinueMode: 1,
  pages: [
    {
      id: 'fixture',
      caption: 'Fixture',
      screens: [
        {
          id: 'output',
          caption: 'Output and Optics',
          informationLink: 'Narrow optics throw light down tall racks; wide optics spread it over open floors.',
          options: [
            {
              id: 'wattage',
              caption: 'Wattage',
              displayType: 'Radio',
              required: true,
              default: 150,
              values: [
                { value: 100, caption: '100 W' },
                { value: 150, caption: '150 W', price: 40 },
                { value: 200, caption: '200 W', price: 85 },
                { value: 240, caption: '240 W', price: 120 },
              ],
            },
            {
              id: 'optic',
              caption: 'Optic',
              displayType: 'ImageChoices',
              required: true,
              default: '90',
              values: [
                { value: '60', caption: '60° narrow', imageLink: beamImage('60° narrow', 40) },
                { value: '90', caption: '90° wide', imageLink: beamImage('90° wide', 90) },
                { value: '120', caption: '120° extra wide', imageLink: beamImage('120° extra wide', 150), price: 15 },
              ],
            },
          ],
        },
        {
          id: 'site',
          caption: 'Site',
          informationLink: 'Measure from the floor to the bottom of the fixture.',
          options: [
            {
              id: 'mountingHeight',
              caption: 'Mounting Height (ft)',
              displayType: 'NumericTextBox',
              required: true,
              range: { min: 12, max: 50, increment: 1 },
            },
          ],
        },
      ],
    },
    {
      id: 'mounting',
      caption: 'Mounting & Sensor',
      screens: [
        {
          id: 'mount',
          caption: 'Mounting',
          options: [
            {
              id: 'mounting',
              caption: 'Mounting',
              displayType: 'Radio',
              required: true,
              default: 'hook',
              values: [
                { value: 'hook', caption: 'Hook' },
                { value: 'pendant', caption: 'Pendant', price: 18 },
                { value: 'surface', caption: 'Surface bracket', price: 24 },
              ],
            },
            {
              id: 'cordLength',
              caption: 'Pendant Length',
              displayType: 'DropDown',
              visibleWhen: "mounting == 'pendant'",
              requiredWhen: "mounting == 'pendant'",
              default: '5',
              reason: 'Shown for pendant mounting.',
              values: [
                { value: '5', caption: '5 ft' },
                { value: '10', caption: '10 ft', price: 12 },
                { value: '15', caption: '15 ft', price: 20 },
              ],
            },
          ],
        },
        {
          id: 'sensing',
          caption: 'Sensor',
          options: [
            {
              id: 'sensor',
              caption: 'Sensor',
              displayType: 'DropDown',
              required: true,
              default: 'none',
              values: [
                { value: 'none', caption: 'None' },
                { value: 'occupancy', caption: 'Occupancy', price: 95 },
                { value: 'daylight', caption: 'Occupancy and daylight', price: 140 },
              ],
            },
            {
              id: 'timeout',
              caption: 'Sensor Time Delay (min)',
              displayType: 'NumericControl',
              visibleWhen: "sensor != 'none'",
              default: 15,
              range: { min: 5, max: 30, increment: 5 },
            },
          ],
        },
      ],
    },
  ],
  computed: [
    { id: 'lumens', expr: 'wattage * 150' },
    { id: 'spacing', expr: "isSet(mountingHeight) ? round(mountingHeight * (optic == '60' ? 0.9 : optic == '90' ? 1.2 : 1.5)) : 0" },
  ],
  constraints: [
    {
      id: 'narrowHeight',
      rule: "not (optic == '60' and isSet(mountingHeight) and mountingHeight < 20)",
      message: 'A 60° narrow optic needs a mounting height of 20 ft or more.',
    },
    {
      id: 'sensorHeight',
      rule: "not (sensor != 'none' and isSet(mountingHeight) and mountingHeight > 40)",
      message: 'Sensors detect motion up to 40 ft; choose no sensor above that.',
    },
  ],
  prices: [{ caption: 'Aircraft cable kit', when: 'isSet(mountingHeight) and mountingHeight > 30', amount: '35' }],
  details: [
    { caption: '', value: "''", type: 3 },
    { caption: 'Lumens', value: "text(lumens) + ' lm'" },
    { caption: 'Fixture Spacing', value: "text(spacing) + ' ft'", when: 'isSet(mountingHeight)' },
    { caption: 'Beam Pattern', value: imageBy('optic', { '60': beamImage('60° narrow', 40), '90': beamImage('90° wide', 90), '120': beamImage('120° extra wide', 150) }), type: 2 },
    { caption: 'Catalog Number', value: "'HBY-' + wattage + '-' + optic + '-' + upper(mounting)" },
  ],
  images: [
    {
      url: `'${svg('<rect x="118" y="10" width="4" height="40" fill="#64748b"/><circle cx="120" cy="74" r="30" fill="#475569"/><rect x="92" y="98" width="56" height="8" rx="3" fill="#fde68a"/><path d="M92 106h56l40 46H52z" fill="#fde68a" opacity="0.35"/>')}'`,
    },
  ],
  messages: [
    { when: 'wattage >= 200 and isSet(mountingHeight) and mountingHeight < 20', severity: 2, text: 'At {wattage} W a fixture below 20 ft may glare; consider 150 W.' },
    { when: 'isSet(mountingHeight)', severity: 3, text: 'Space fixtures about {spacing} ft apart at {mountingHeight} ft.' },
  ],
  partNumber: "'HBY-' + wattage + '-' + optic + '-' + upper(mounting)",
  description: "'High Bay LED, ' + wattage + ' W, ' + optic + '° optic, ' + mounting + ' mount'",
};

// ---------------------------------------------------------------- Architectural Bollard (BOL-ARC)

function bollardTop(caption: string, top: string): string {
  return svg(`<rect x="104" y="60" width="32" height="90" fill="#334155"/>${top}${label(caption)}`);
}

const BOLLARD_TOPS = {
  louver: bollardTop('Louvered', '<rect x="100" y="30" width="40" height="30" fill="#334155"/><path d="M102 38h36M102 46h36M102 54h36" stroke="#fde68a" stroke-width="3"/>'),
  dome: bollardTop('Dome', '<path d="M100 60 A20 22 0 0 1 140 60 Z" fill="#fde68a" stroke="#334155" stroke-width="3"/>'),
  cone: bollardTop('Cone', '<path d="M98 60 L120 26 L142 60 Z" fill="#334155"/><rect x="100" y="56" width="40" height="6" fill="#fde68a"/>'),
};

export const BOLLARD_MODEL = {
  name: 'Architectural Bollard',
  basePrice: 399,
  autoContinueMode: 1,
  pages: [
    {
      id: 'body',
      caption: 'Bollard',
      screens: [
        {
          id: 'shape',
          caption: 'Shape',
          informationLink: 'Louvered tops cut glare on walkways; domes and cones light plazas all around.',
          options: [
            {
              id: 'height',
              caption: 'Height',
              displayType: 'Radio',
              required: true,
              default: '42',
              values: [
                { value: '36', caption: '36 in' },
                { value: '42', caption: '42 in', price: 30 },
              ],
            },
            {
              id: 'top',
              caption: 'Top',
              displayType: 'ImageChoices',
              required: true,
              default: 'louver',
              values: [
                { value: 'louver', caption: 'Louvered', imageLink: BOLLARD_TOPS.louver },
                { value: 'dome', caption: 'Dome', imageLink: BOLLARD_TOPS.dome, price: 20 },
                { value: 'cone', caption: 'Cone', imageLink: BOLLARD_TOPS.cone, price: 35 },
              ],
            },
            {
              id: 'distribution',
              caption: 'Distribution',
              displayType: 'DropDown',
              required: true,
              default: 'sym',
              values: [
                { value: 'sym', caption: 'Symmetric (360°)' },
                { value: 'asym', caption: 'Asymmetric (180°)', price: 25, enabledWhen: "top == 'louver'", reason: 'Only louvered tops come with an asymmetric distribution.' },
              ],
            },
            {
              id: 'cct',
              caption: 'Color Temperature',
              displayType: 'DropDown',
              required: true,
              default: '3000K',
              values: [
                { value: '2700K', caption: '2700 K' },
                { value: '3000K', caption: '3000 K' },
                { value: '4000K', caption: '4000 K' },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'finishing',
      caption: 'Finish & Anchorage',
      screens: [
        {
          id: 'paint',
          caption: 'Finish',
          options: [
            {
              id: 'finish',
              caption: 'Finish',
              displayType: 'DropDown',
              required: true,
              default: 'BLK',
              values: [
                { value: 'BLK', caption: 'Black' },
                { value: 'BRZ', caption: 'Bronze' },
                { value: 'SLV', caption: 'Silver' },
                { value: 'RAL', caption: 'Custom RAL color' },
              ],
            },
            {
              id: 'ralColor',
              caption: 'RAL Color',
              displayType: 'TypeableDropDown',
              visibleWhen: "finish == 'RAL'",
              requiredWhen: "finish == 'RAL'",
              values: [
                { value: 'RAL 6009', caption: 'RAL 6009 fir green' },
                { value: 'RAL 7021', caption: 'RAL 7021 black grey' },
                { value: 'RAL 8017', caption: 'RAL 8017 chocolate brown' },
              ],
            },
          ],
        },
        {
          id: 'anchorage',
          caption: 'Anchorage',
          options: [
            {
              id: 'anchor',
              caption: 'Anchorage',
              displayType: 'Radio',
              required: true,
              default: 'kit',
              values: [
                { value: 'kit', caption: 'Anchor bolt kit' },
                { value: 'burial', caption: 'Direct burial', price: -15 },
              ],
            },
          ],
        },
      ],
    },
  ],
  computed: [
    { id: 'lumens', expr: "(top == 'louver' ? 900 : top == 'dome' ? 1200 : 1100) * (cct == '2700K' ? 0.9 : 1)" },
    { id: 'customPaint', expr: "finish == 'RAL' ? (height == '42' ? 95 : 85) : 0" },
  ],
  constraints: [
    {
      id: 'shortAsymmetric',
      rule: "not (height == '36' and distribution == 'asym')",
      message: 'An asymmetric distribution needs the 42 in bollard.',
    },
  ],
  prices: [{ caption: 'Custom color', when: "finish == 'RAL'", amount: 'customPaint' }],
  details: [
    { caption: '', value: "''", type: 3 },
    { caption: 'Lumens', value: "text(round(lumens)) + ' lm'" },
    { caption: 'Catalog Number', value: "'BOL-' + height + '-' + upper(top) + '-' + cct + '-' + finish" },
    { caption: 'Custom Color Charge', value: 'customPaint', type: 5, when: "finish == 'RAL'" },
  ],
  images: [{ url: imageBy('top', BOLLARD_TOPS) }],
  messages: [
    { when: "finish == 'RAL'", severity: 2, text: 'Custom colors add two weeks to the lead time.' },
    { when: "cct == '4000K'", severity: 3, text: 'Dark-sky programs usually ask for 3000 K or warmer near homes.' },
  ],
  partNumber: "'BOL-' + height + '-' + upper(top) + '-' + cct + '-' + finish",
  description: "'Architectural Bollard, ' + height + ' in, ' + (top == 'louver' ? 'louvered' : top) + ' top, ' + cct",
};

// ---------------------------------------------------------------- Recessed Downlight Kit (DL-KIT)

const trimImage = (caption: string, ring: string) =>
  svg(`<circle cx="120" cy="78" r="56" fill="${ring}" stroke="#94a3b8" stroke-width="2"/><circle cx="120" cy="78" r="36" fill="#fef9c3"/>${label(caption)}`);

const TRIMS = { white: trimImage('White', '#ffffff'), black: trimImage('Black', '#111827'), haze: trimImage('Haze', '#cbd5e1') };

export const DOWNLIGHT_MODEL = {
  name: 'Recessed Downlight Kit',
  basePrice: 50,
  autoContinueMode: 2,
  pages: [
    {
      id: 'light',
      caption: 'Light',
      screens: [
        {
          id: 'output',
          caption: 'Aperture and Output',
          informationLink: 'Lumens and color temperature are set by switches on the driver and can change on site.',
          options: [
            {
              id: 'aperture',
              caption: 'Aperture',
              displayType: 'Radio',
              required: true,
              default: '6',
              values: [
                { value: '4', caption: '4 in' },
                { value: '6', caption: '6 in', price: 8 },
              ],
            },
            {
              id: 'lumens',
              caption: 'Lumens',
              displayType: 'DropDown',
              required: true,
              default: 1500,
              values: [
                { value: 1000, caption: '1000 lm' },
                { value: 1500, caption: '1500 lm', price: 6 },
                { value: 2000, caption: '2000 lm', price: 12, enabledWhen: "aperture == '6'", reason: '2000 lm needs the 6 in aperture.' },
              ],
            },
            {
              id: 'cct',
              caption: 'Color Temperature',
              displayType: 'DropDown',
              required: true,
              default: '3000K',
              values: [
                { value: '3000K', caption: '3000 K' },
                { value: '3500K', caption: '3500 K' },
                { value: '4000K', caption: '4000 K' },
                { value: 'select', caption: 'Field selectable 3000/3500/4000 K', price: 4 },
              ],
            },
            {
              id: 'dimming',
              caption: 'Dimming',
              displayType: 'Radio',
              required: true,
              default: '0-10V',
              values: [
                { value: '0-10V', caption: '0-10 V' },
                { value: 'phase', caption: 'TRIAC / ELV phase', price: 3 },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'install',
      caption: 'Trim & Ceiling',
      screens: [
        {
          id: 'trimScreen',
          caption: 'Trim',
          options: [
            {
              id: 'trim',
              caption: 'Trim',
              displayType: 'ImageChoices',
              required: true,
              default: 'haze',
              values: [
                { value: 'white', caption: 'White', imageLink: TRIMS.white },
                { value: 'black', caption: 'Black', imageLink: TRIMS.black, price: 2 },
                { value: 'haze', caption: 'Haze', imageLink: TRIMS.haze, price: 4 },
              ],
            },
          ],
        },
        {
          id: 'ceiling',
          caption: 'Ceiling',
          informationLink: 'IC-rated housings may touch insulation; T-bar kits include bar hangers.',
          options: [
            {
              id: 'ceilingType',
              caption: 'Ceiling',
              displayType: 'Radio',
              required: true,
              default: 'drywall',
              values: [
                { value: 'drywall', caption: 'Drywall' },
                { value: 'grid', caption: 'T-bar grid', price: 5 },
              ],
            },
            {
              id: 'thickness',
              caption: 'Ceiling Thickness (in)',
              displayType: 'NumericTextBox',
              displayFormat: 'Fraction',
              visibleWhen: "ceilingType == 'drywall'",
              required: true,
              default: 0.5,
              range: { min: 0.5, max: 2, increment: 0.125 },
            },
            {
              id: 'icRated',
              caption: 'Insulation contact (IC) rated housing',
              displayType: 'CheckBox',
              default: false,
            },
          ],
        },
      ],
    },
  ],
  computed: [
    { id: 'watts', expr: 'round(lumens / 85)' },
    { id: 'icPrice', expr: "icRated ? (aperture == '6' ? 9 : 7) : 0" },
  ],
  constraints: [
    {
      id: 'icLumens',
      rule: 'not (icRated and lumens > 1500)',
      message: 'IC-rated housings are limited to 1500 lm.',
    },
  ],
  prices: [{ caption: 'IC-rated housing', when: 'icRated', amount: 'icPrice' }],
  details: [
    { caption: '', value: "''", type: 3 },
    { caption: 'Input Power', value: "text(watts) + ' W'" },
    { caption: 'Catalog Number', value: "'DLK-' + aperture + '-' + lumens + '-' + cct + '-' + upper(trim) + (icRated ? '-IC' : '')" },
  ],
  images: [{ url: imageBy('trim', TRIMS) }],
  messages: [
    { when: "ceilingType == 'drywall' and thickness > 1", severity: 2, text: 'A ceiling over 1 in thick needs the extended mounting clips (included).' },
    { when: 'true', severity: 3, text: 'About {watts} W at {lumens} lm.' },
  ],
  partNumber: "'DLK-' + aperture + '-' + lumens + '-' + cct + '-' + upper(trim) + (icRated ? '-IC' : '')",
  description: "'Recessed Downlight Kit, ' + aperture + ' in, ' + lumens + ' lm, ' + trim + ' trim'",
};

// ---------------------------------------------------------------- Cold-Weather Flood Light (CW-FLOOD)

function floodImage(caption: string, spread: number): string {
  return svg(
    `<rect x="40" y="40" width="60" height="46" rx="6" fill="#0f172a"/><rect x="96" y="44" width="8" height="38" fill="#fde68a"/>` +
      `<path d="M104 44 L220 ${63 - spread} L220 ${63 + spread} L104 82 Z" fill="#fde68a" opacity="0.45"/>` +
      label(caption),
  );
}

const FLOOD_BEAMS = { narrow: floodImage('Narrow (NEMA 3)', 12), medium: floodImage('Medium (NEMA 5)', 30), wide: floodImage('Wide (NEMA 6)', 50) };

export const COLD_WEATHER_FLOOD_MODEL = {
  name: 'Cold-Weather Flood Light',
  basePrice: 243,
  autoContinueMode: 1,
  pages: [
    {
      id: 'light',
      caption: 'Light',
      screens: [
        {
          id: 'output',
          caption: 'Output',
          informationLink: 'Rated output at -40 °F; the driver starts at -60 °F with the arctic option.',
          options: [
            {
              id: 'wattage',
              caption: 'Wattage',
              displayType: 'Radio',
              required: true,
              default: 100,
              values: [
                { value: 50, caption: '50 W' },
                { value: 100, caption: '100 W', price: 60 },
                { value: 150, caption: '150 W', price: 120 },
                { value: 200, caption: '200 W', price: 170 },
              ],
            },
            {
              id: 'beam',
              caption: 'Beam',
              displayType: 'ImageChoices',
              required: true,
              default: 'medium',
              values: [
                { value: 'narrow', caption: 'Narrow (NEMA 3)', imageLink: FLOOD_BEAMS.narrow },
                { value: 'medium', caption: 'Medium (NEMA 5)', imageLink: FLOOD_BEAMS.medium },
                { value: 'wide', caption: 'Wide (NEMA 6)', imageLink: FLOOD_BEAMS.wide },
              ],
            },
          ],
        },
        {
          id: 'climate',
          caption: 'Climate',
          informationLink: 'The heated lens keeps ice and snow off the lens.',
          options: [
            {
              id: 'ambient',
              caption: 'Lowest Ambient Temperature (°F)',
              displayType: 'NumericTextBox',
              required: true,
              default: -40,
              range: { min: -60, max: 0, increment: 5 },
            },
            {
              id: 'heatedLens',
              caption: 'Heated Lens',
              displayType: 'CheckBox',
              default: true,
            },
            {
              id: 'thermostat',
              caption: 'Heater Thermostat',
              displayType: 'DropDown',
              visibleWhen: 'heatedLens',
              requiredWhen: 'heatedLens',
              default: 'fixed',
              reason: 'Shown with a heated lens.',
              values: [
                { value: 'fixed', caption: 'Fixed, on below 35 °F' },
                { value: 'adjustable', caption: 'Adjustable', price: 15 },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'mounting',
      caption: 'Mounting',
      screens: [
        {
          id: 'mount',
          caption: 'Mounting',
          options: [
            {
              id: 'mounting',
              caption: 'Mounting',
              displayType: 'Radio',
              required: true,
              default: 'trunnion',
              values: [
                { value: 'knuckle', caption: 'Knuckle' },
                { value: 'trunnion', caption: 'Trunnion', price: 20 },
                { value: 'slipfitter', caption: 'Slip fitter', price: 30 },
              ],
            },
            {
              id: 'visor',
              caption: 'Snow Visor',
              displayType: 'CheckBox',
              default: false,
            },
          ],
        },
      ],
    },
  ],
  computed: [
    { id: 'arctic', expr: 'ambient < -40' },
    { id: 'lumens', expr: 'wattage * 125' },
  ],
  constraints: [
    {
      id: 'knuckleWattage',
      rule: "not (mounting == 'knuckle' and wattage > 150)",
      message: 'A knuckle mount carries at most 150 W.',
    },
    {
      id: 'arcticLens',
      rule: 'not (arctic and not heatedLens)',
      message: 'Below -40 °F the heated lens is required.',
    },
  ],
  prices: [
    { caption: 'Heated lens', when: 'heatedLens', amount: '75' },
    { caption: 'Arctic driver', when: 'arctic', amount: '65' },
    { caption: 'Snow visor', when: 'visor', amount: 'wattage >= 150 ? 38 : 28' },
  ],
  details: [
    { caption: '', value: "''", type: 3 },
    { caption: 'Lumens', value: "text(lumens) + ' lm'" },
    { caption: 'Driver', value: "arctic ? 'Arctic, starts at -60 °F' : 'Standard, starts at -40 °F'" },
    { caption: 'Catalog Number', value: "'CWF-' + wattage + '-' + upper(beam) + (heatedLens ? '-HL' : '') + '-' + upper(mounting)" },
  ],
  images: [{ url: imageBy('beam', FLOOD_BEAMS) }],
  messages: [
    { when: 'arctic', severity: 2, text: 'Arctic drivers ship in 4 weeks.' },
    { when: 'true', severity: 3, text: 'About {lumens} lumens.' },
  ],
  partNumber: "'CWF-' + wattage + '-' + upper(beam) + (heatedLens ? '-HL' : '') + '-' + upper(mounting)",
  description: "'Cold-Weather Flood Light, ' + wattage + ' W, ' + beam + ' beam' + (heatedLens ? ', heated lens' : '') + ', ' + mounting",
};

// ---------------------------------------------------------------- Parking Garage Luminaire (PG-LUM)

export const GARAGE_MODEL = {
  name: 'Parking Garage Luminaire',
  basePrice: 106,
  autoContinueMode: 1,
  image: svg(
    '<rect x="50" y="40" width="140" height="30" rx="10" fill="#334155"/><rect x="62" y="70" width="116" height="10" rx="4" fill="#e0f2fe"/>' +
      '<path d="M62 80h116l40 60H22z" fill="#e0f2fe" opacity="0.45"/><circle cx="120" cy="55" r="6" fill="#22c55e"/>',
    '#e2e8f0',
  ),
  pages: [
    {
      id: 'light',
      caption: 'Light',
      screens: [
        {
          id: 'output',
          caption: 'Output',
          informationLink: 'Replaces 175 W metal halide at 6000 lm; 8000 lm suits ramps and entries.',
          options: [
            {
              id: 'lumens',
              caption: 'Lumens',
              displayType: 'Radio',
              required: true,
              default: 6000,
              values: [
                { value: 4000, caption: '4000 lm' },
                { value: 6000, caption: '6000 lm', price: 20 },
                { value: 8000, caption: '8000 lm', price: 40 },
              ],
            },
            {
              id: 'ceilingHeight',
              caption: 'Ceiling Height (ft)',
              displayType: 'NumericTextBox',
              required: true,
              default: 10,
              range: { min: 8, max: 16, increment: 0.5 },
            },
          ],
        },
        {
          id: 'sensing',
          caption: 'Sensor',
          informationLink: 'The sensor dims the fixture to the low level when the bay is empty.',
          options: [
            {
              id: 'sensor',
              caption: 'Sensor',
              displayType: 'DropDown',
              required: true,
              default: 'occupancy',
              values: [
                { value: 'none', caption: 'None' },
                { value: 'occupancy', caption: 'Occupancy', price: 38 },
                { value: 'daylight', caption: 'Occupancy and daylight', price: 62 },
              ],
            },
            {
              id: 'lowLevel',
              caption: 'Unoccupied Level (%)',
              displayType: 'NumericControl',
              visibleWhen: "sensor != 'none'",
              default: 30,
              range: { min: 10, max: 50, increment: 10 },
            },
          ],
        },
      ],
    },
    {
      id: 'install',
      caption: 'Installation',
      screens: [
        {
          id: 'mount',
          caption: 'Mounting',
          options: [
            {
              id: 'mounting',
              caption: 'Mounting',
              displayType: 'Radio',
              required: true,
              default: 'surface',
              values: [
                { value: 'surface', caption: 'Surface' },
                { value: 'jbox', caption: 'J-box', price: 8 },
                { value: 'pendant', caption: 'Pendant', price: 15 },
              ],
            },
            {
              id: 'emergency',
              caption: 'Emergency battery backup',
              displayType: 'CheckBox',
              default: false,
            },
            {
              id: 'zone',
              caption: 'Zone or Level',
              displayType: 'TextBox',
            },
          ],
        },
      ],
    },
  ],
  computed: [
    { id: 'spacing', expr: 'round(ceilingHeight * (lumens >= 8000 ? 3.2 : 2.8))' },
    { id: 'savings', expr: 'sensor == \'none\' ? 0 : round((100 - lowLevel) * 0.6)' },
  ],
  constraints: [
    {
      id: 'brightLowCeiling',
      rule: 'not (lumens >= 8000 and ceilingHeight < 9)',
      message: '8000 lm is too bright below a 9 ft ceiling.',
    },
  ],
  prices: [{ caption: 'Emergency battery', when: 'emergency', amount: 'lumens >= 8000 ? 125 : 95' }],
  details: [
    { caption: '', value: "''", type: 3 },
    { caption: 'Fixture Spacing', value: "text(spacing) + ' ft'" },
    { caption: 'Energy Saved by the Sensor', value: "text(savings) + '%'", when: "sensor != 'none'" },
    { caption: 'Catalog Number', value: "'PGL-' + lumens + '-' + upper(sensor) + (emergency ? '-EM' : '')" },
  ],
  images: [],
  messages: [
    { when: "sensor == 'none'", severity: 2, text: 'Energy codes usually require occupancy control in garages.' },
    { when: "sensor != 'none'", severity: 3, text: 'Dims to {lowLevel}% when the bay is empty.' },
  ],
  partNumber: "'PGL-' + lumens + '-' + upper(sensor) + (emergency ? '-EM' : '')",
  description: "'Parking Garage Luminaire, ' + lumens + ' lm, ' + (sensor == 'none' ? 'no sensor' : sensor == 'occupancy' ? 'occupancy sensor' : 'occupancy and daylight sensor')",
};

/** Each demo product number's model, by the key the seed stores it under. */
export const DEMO_PRODUCT_MODELS: Record<string, { key: string; description: string; document: object }> = {
  'WP-LED': { key: 'wp-led', description: 'Wattage, color temperature, emergency battery, photocell and finish.', document: LED_WALL_PACK_MODEL },
  'HB-LED': { key: 'hb-led', description: 'Wattage, optic, mounting height, mounting and sensor.', document: HIGH_BAY_MODEL },
  'BOL-ARC': { key: 'bol-arc', description: 'Height, top, distribution, color temperature, finish and anchorage.', document: BOLLARD_MODEL },
  'DL-KIT': { key: 'dl-kit', description: 'Aperture, lumens, color temperature, trim and ceiling.', document: DOWNLIGHT_MODEL },
  'CW-FLOOD': { key: 'cw-flood', description: 'Wattage, beam, cold rating, heated lens and mounting.', document: COLD_WEATHER_FLOOD_MODEL },
  'PG-LUM': { key: 'pg-lum', description: 'Lumens, ceiling height, sensor and mounting.', document: GARAGE_MODEL },
};
