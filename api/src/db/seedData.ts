// The demo data set: two tenants of a lighting distributor platform. Only plain data lives here;
// seed.ts writes it.
import { DEFAULT_CONFIGURATOR_PRODUCT_ID } from '../configurator/model.ts';

export interface AddressData {
  address: string;
  address2?: string;
  city: string;
  county?: string;
  state: string;
  zip: string;
  name?: string;
  shipCode?: string;
}

export interface CustomerData {
  key: string;
  companyName: string;
  erpId?: string;
  description: string;
  contact: { firstName: string; lastName: string; email: string; phone: string; altPhone?: string };
  billing: AddressData;
  shipping: AddressData[];
}

export interface ProductData {
  /** A fixed row id, for the one product the app itself refers to by id. */
  id?: number;
  productNumber: string;
  name: string;
  description: string;
  overview: string;
  color: string;
  cost: string;
  /** Configurable products: the configurator reference and the price of the demo configuration. */
  configurable?: {
    headerId: string;
    applicationName: string;
    applicationInstance: string;
    profile: string;
    ruleset: string;
    namespace: string;
    quickConfig: boolean;
    examplePrice: string;
    exampleOptions: [caption: string, value: string][];
  };
  /** Fixed-price products. */
  fixed?: { defaultPrice: string; quantityInStock: number; priceCode: string; uom: string; relatedItem?: string; discount?: string };
}

export interface UserData {
  username: string;
  firstName: string;
  lastName: string;
  roleLevel: number;
  checkoutType?: 'order' | 'stripe';
  /** Level 1 and below work with their own customer, contact and addresses. */
  ownCustomer?: CustomerData;
}

export interface LineData {
  product: string;
  quantity: number;
  trackingNumber?: string;
}

export interface DocumentData {
  /** 1 quote, 2 order, 3 quote request */
  type: 1 | 2 | 3;
  createdBy: string | { username: string; firstName: string; lastName: string };
  /** A customer key, or 'own' for the creator's own customer. */
  customer?: string;
  group?: string;
  jobName?: string;
  specifier?: string;
  specifierLocation?: string;
  daysAgo: number;
  lines: LineData[];
  order?: { erpOrderNo: string; orderStatus: 'P' | 'S' | 'O' | 'H'; csiStatus?: string; placedDaysAgo: number };
  communications?: { kind: 'email' | 'note' | 'status'; subject: string; body: string; recipients?: string }[];
}

export interface ThemeColors {
  primary: string;
  secondary: string;
  tertiary: string;
  danger: string;
  success: string;
  warning: string;
  callToActionColor: string;
  gray: string;
  grayDark: string;
  backgroundColor: string;
  gridRowBackgroundColor: string;
  borderColor: string;
  boxShadowColor: string;
  textDark: string;
  headerColor: string;
  headerTextColor: string;
}

export interface PlatformData {
  name: string;
  isDefault: boolean;
  integration: 'default' | 'visual' | 'CSI';
  emailAddresses: string;
  csiOrderCompleteString?: string;
  brand: { short: string; light: ThemeColors; dark: ThemeColors; borderRadius: number };
  users: UserData[];
  customers: CustomerData[];
  products: ProductData[];
  productLists: { name: string; products: string[] }[];
  groups: { name: string; description: string; defaultCustomer: string; productList: string; members: string[] }[];
  documents: DocumentData[];
  issueReports: { title: string; report: string; priority: number; status: number; createdBy: string }[];
  /** A return request against the first lines of an order. */
  rma?: { fromOrder: string; createdBy: string; details: { quantity: number; reason: string; timeInService: string }[] };
}

export const BUILT_IN_ROLES = [
  { name: 'Public User', roleLevel: 0, description: 'Visitors who signed up from the configurator. Raise quote requests and pay by card.' },
  { name: 'Registered User', roleLevel: 1, description: 'Customers with an account. Keep quotes and place orders for their own company.' },
  { name: 'Dealer', roleLevel: 3, description: 'Sales agents and dealers. Quote for any customer of their groups.' },
  { name: 'System Admin', roleLevel: 5, description: 'Runs one platform: users, products, customers, groups, themes and orders.' },
  { name: 'Super Admin', roleLevel: 9, description: 'Runs every platform, roles and issue reports.' },
] as const;

export const STATUS_TYPES = [
  { name: 'New', roleLevel: 0, displayOrder: 1, visible: true },
  { name: 'In Review', roleLevel: 3, displayOrder: 2, visible: true },
  { name: 'Approved', roleLevel: 5, displayOrder: 3, visible: true },
  { name: 'Closed', roleLevel: 5, displayOrder: 4, visible: true },
] as const;

const acme: PlatformData = {
  name: 'Acme Lighting',
  isDefault: true,
  integration: 'default',
  emailAddresses: 'orders@acme.test,sales@acme.test',
  brand: {
    short: 'ACME',
    borderRadius: 6,
    light: {
      primary: '#1f5fbf',
      secondary: '#5b6b7f',
      tertiary: '#6d4bd8',
      danger: '#d32f2f',
      success: '#2e7d32',
      warning: '#b7791f',
      callToActionColor: '#f57c00',
      gray: '#d5dbe3',
      grayDark: '#4a5563',
      backgroundColor: '#f4f7fb',
      gridRowBackgroundColor: '#ffffff',
      borderColor: '#d5dbe3',
      boxShadowColor: 'rgba(16,42,84,0.12)',
      textDark: '#14213d',
      headerColor: '#1f5fbf',
      headerTextColor: '#ffffff',
    },
    dark: {
      primary: '#5b9dff',
      secondary: '#94a3b8',
      tertiary: '#b39dff',
      danger: '#ff6b6b',
      success: '#4ade80',
      warning: '#fbbf24',
      callToActionColor: '#ff9f43',
      gray: '#334155',
      grayDark: '#94a3b8',
      backgroundColor: '#0f172a',
      gridRowBackgroundColor: '#162033',
      borderColor: '#2b3a52',
      boxShadowColor: 'rgba(0,0,0,0.5)',
      textDark: '#e2e8f0',
      headerColor: '#111c33',
      headerTextColor: '#e2e8f0',
    },
  },
  users: [
    { username: 'super@acme.test', firstName: 'Sam', lastName: 'Rivera', roleLevel: 9 },
    { username: 'admin@acme.test', firstName: 'Alex', lastName: 'Chen', roleLevel: 5 },
    { username: 'dealer@acme.test', firstName: 'Dana', lastName: 'Brooks', roleLevel: 3 },
    {
      username: 'user@acme.test',
      firstName: 'Riley',
      lastName: 'Morgan',
      roleLevel: 1,
      ownCustomer: {
        key: 'morgan',
        companyName: 'Morgan Electric LLC',
        erpId: 'C-10090',
        description: 'Electrical contractor; buys under its own account.',
        contact: { firstName: 'Riley', lastName: 'Morgan', email: 'user@acme.test', phone: '3125550190' },
        billing: { address: '418 W Division St', city: 'Chicago', county: 'Cook', state: 'IL', zip: '60610', name: 'Office' },
        shipping: [{ address: '2200 S Halsted St', address2: 'Dock 4', city: 'Chicago', county: 'Cook', state: 'IL', zip: '60608', name: 'Yard', shipCode: 'YARD' }],
      },
    },
    {
      username: 'public@acme.test',
      firstName: 'Pat',
      lastName: 'Quinn',
      roleLevel: 0,
      checkoutType: 'stripe',
      ownCustomer: {
        key: 'quinn',
        companyName: 'Pat Quinn',
        description: 'Homeowner who signed up from the configurator.',
        contact: { firstName: 'Pat', lastName: 'Quinn', email: 'public@acme.test', phone: '6085550117' },
        billing: { address: '77 Lakeview Ave', city: 'Madison', county: 'Dane', state: 'WI', zip: '53703', name: 'Home' },
        shipping: [{ address: '77 Lakeview Ave', city: 'Madison', county: 'Dane', state: 'WI', zip: '53703', name: 'Home', shipCode: 'HOME' }],
      },
    },
  ],
  customers: [
    {
      key: 'brightline',
      companyName: 'Brightline Electrical Supply',
      erpId: 'C-10001',
      description: 'Full-line electrical distributor serving contractors across northern Illinois.',
      contact: { firstName: 'Megan', lastName: 'Walsh', email: 'mwalsh@brightline.test', phone: '3125550142', altPhone: '3125550143' },
      billing: { address: '1450 N Elston Ave', city: 'Chicago', county: 'Cook', state: 'IL', zip: '60642', name: 'Accounts Payable' },
      shipping: [
        { address: '1450 N Elston Ave', address2: 'Receiving', city: 'Chicago', county: 'Cook', state: 'IL', zip: '60642', name: 'Main Warehouse', shipCode: 'MAIN' },
        { address: '3900 Ogden Ave', city: 'Lisle', county: 'DuPage', state: 'IL', zip: '60532', name: 'West Branch', shipCode: 'WEST' },
      ],
    },
    {
      key: 'harbor',
      companyName: 'Harbor Lighting Distributors',
      erpId: 'C-10002',
      description: 'Lighting specialist for municipal and waterfront projects in the Mid-Atlantic.',
      contact: { firstName: 'Marcus', lastName: 'Bell', email: 'mbell@harborlighting.test', phone: '4105550178' },
      billing: { address: '801 Key Hwy', city: 'Baltimore', state: 'MD', zip: '21230', name: 'Head Office' },
      shipping: [{ address: '6200 Holabird Ave', city: 'Baltimore', state: 'MD', zip: '21224', name: 'Distribution Center', shipCode: 'DC1' }],
    },
    {
      key: 'summit',
      companyName: 'Summit Electric Co.',
      erpId: 'C-10003',
      description: 'Commercial and industrial electrical supply on the Front Range.',
      contact: { firstName: 'Olivia', lastName: 'Park', email: 'opark@summitelectric.test', phone: '3035550121' },
      billing: { address: '1700 Lincoln St', address2: 'Suite 300', city: 'Denver', state: 'CO', zip: '80203', name: 'Billing' },
      shipping: [{ address: '4800 Race St', city: 'Denver', state: 'CO', zip: '80216', name: 'Warehouse', shipCode: 'DEN' }],
    },
    {
      key: 'lakeside',
      companyName: 'Lakeside Lamp & Fixture',
      description: 'Showroom and lighting design studio; account pending ERP setup.',
      contact: { firstName: 'Henry', lastName: 'Novak', email: 'henry@lakesidelamp.test', phone: '6085550163' },
      billing: { address: '120 E Main St', city: 'Madison', state: 'WI', zip: '53703', name: 'Showroom' },
      shipping: [{ address: '120 E Main St', city: 'Madison', state: 'WI', zip: '53703', name: 'Showroom', shipCode: 'SHOW' }],
    },
    {
      key: 'prairie',
      companyName: 'Prairie Power Products',
      description: 'Agricultural and rural lighting reseller; new prospect.',
      contact: { firstName: 'Grace', lastName: 'Lindholm', email: 'grace@prairiepower.test', phone: '4025550136' },
      billing: { address: '3300 Farnam St', city: 'Omaha', state: 'NE', zip: '68131', name: 'Office' },
      shipping: [{ address: '9800 F St', city: 'Omaha', state: 'NE', zip: '68127', name: 'Yard', shipCode: 'YARD' }],
    },
  ],
  products: [
    {
      // /Configurator without a product opens this one.
      id: DEFAULT_CONFIGURATOR_PRODUCT_ID,
      productNumber: 'ALX-AREA',
      name: 'LED Area Light',
      description: 'Die-cast LED area luminaire for parking lots and roadways, 75 to 300 W, Type II to V optics.',
      overview: 'Slim die-cast housing with replaceable LED light engine. Choose wattage, color temperature, distribution, mounting and finish; 10 kV surge protection and 0-10 V dimming are standard.',
      color: '#1f5fbf',
      cost: '742.00',
      configurable: {
        headerId: 'ALX',
        applicationName: 'AcmeOutdoor',
        applicationInstance: 'ACME-PROD',
        profile: 'Default',
        ruleset: 'AreaLight',
        namespace: 'Acme.Outdoor',
        quickConfig: true,
        examplePrice: '1249.00',
        exampleOptions: [
          ['Wattage', '150 W'],
          ['Color Temperature', '4000 K'],
          ['Distribution', 'Type III'],
          ['Mounting', 'Arm mount'],
          ['Finish', 'Dark bronze'],
        ],
      },
    },
    {
      productNumber: 'POLE-SQ',
      name: 'Square Steel Pole',
      description: 'Square straight steel pole, 10 to 39 ft in fractional heights, with anchor base and hand hole.',
      overview: 'Hot-dip galvanized or powder-coated 11-gauge steel. Heights in 1/4 ft steps, drilled for one to four fixtures.',
      color: '#475569',
      cost: '402.00',
      configurable: {
        headerId: 'POLE',
        applicationName: 'AcmeOutdoor',
        applicationInstance: 'ACME-PROD',
        profile: 'Default',
        ruleset: 'SteelPole',
        namespace: 'Acme.Poles',
        quickConfig: true,
        examplePrice: '685.50',
        exampleOptions: [
          ['Height', '20 1/4 ft'],
          ['Shaft', '4 in square, 11 ga'],
          ['Drilling', '2 @ 180°'],
          ['Finish', 'Dark bronze'],
        ],
      },
    },
    {
      productNumber: 'WP-LED',
      name: 'LED Wall Pack',
      description: 'Full cutoff LED wall pack, 20 to 80 W, with optional photocell and emergency battery.',
      overview: 'Dark-sky friendly wall luminaire for building perimeters and entries.',
      color: '#0e7490',
      cost: '104.00',
      configurable: {
        headerId: 'WPK',
        applicationName: 'AcmeOutdoor',
        applicationInstance: 'ACME-PROD',
        profile: 'Default',
        ruleset: 'WallPack',
        namespace: 'Acme.Outdoor',
        quickConfig: true,
        examplePrice: '189.00',
        exampleOptions: [
          ['Wattage', '40 W'],
          ['Color Temperature', '5000 K'],
          ['Photocell', 'Yes'],
          ['Finish', 'Bronze'],
        ],
      },
    },
    {
      productNumber: 'HB-LED',
      name: 'High Bay LED Fixture',
      description: 'Round LED high bay for warehouses and gyms, 100 to 240 W, with wide or narrow optics.',
      overview: 'Cold-forged aluminum heat sink, IP65, hook or pendant mount, optional occupancy sensor.',
      color: '#7c3aed',
      cost: '176.00',
      configurable: {
        headerId: 'HBY',
        applicationName: 'AcmeIndoor',
        applicationInstance: 'ACME-PROD',
        profile: 'Default',
        ruleset: 'HighBay',
        namespace: 'Acme.Indoor',
        quickConfig: false,
        examplePrice: '312.00',
        exampleOptions: [
          ['Wattage', '150 W'],
          ['Optic', '90° wide'],
          ['Mounting', 'Hook'],
          ['Sensor', 'None'],
        ],
      },
    },
    {
      productNumber: 'BOL-ARC',
      name: 'Architectural Bollard',
      description: 'Round aluminum LED bollard, 36 or 42 in tall, with louvered or dome top.',
      overview: 'Pathway and plaza lighting with symmetric or asymmetric distribution.',
      color: '#b45309',
      cost: '248.00',
      configurable: {
        headerId: 'BOL',
        applicationName: 'AcmeOutdoor',
        applicationInstance: 'ACME-PROD',
        profile: 'Default',
        ruleset: 'Bollard',
        namespace: 'Acme.Outdoor',
        quickConfig: false,
        examplePrice: '429.00',
        exampleOptions: [
          ['Height', '42 in'],
          ['Top', 'Louvered'],
          ['Color Temperature', '3000 K'],
          ['Finish', 'Black'],
        ],
      },
    },
    {
      productNumber: 'DL-KIT',
      name: 'Recessed Downlight Kit',
      description: 'New-construction LED downlight kit, 4 or 6 in aperture, selectable lumens and CCT.',
      overview: 'Field-selectable 1000/1500/2000 lm and 3000/3500/4000 K, with trims in white, black or haze.',
      color: '#0f766e',
      cost: '39.00',
      configurable: {
        headerId: 'DLK',
        applicationName: 'AcmeIndoor',
        applicationInstance: 'ACME-PROD',
        profile: 'Default',
        ruleset: 'Downlight',
        namespace: 'Acme.Indoor',
        quickConfig: false,
        examplePrice: '68.00',
        exampleOptions: [
          ['Aperture', '6 in'],
          ['Lumens', '1500 lm'],
          ['Trim', 'Haze'],
        ],
      },
    },
    {
      productNumber: 'PC-120277',
      name: 'Photocell Sensor 120-277V',
      description: 'Twist-lock photocontrol, 120-277 V, for area and roadway luminaires.',
      overview: 'Turns fixtures on at dusk and off at dawn; fits any ANSI C136.10 receptacle.',
      color: '#ca8a04',
      cost: '11.20',
      fixed: { defaultPrice: '24.50', quantityInStock: 340, priceCode: 'A', uom: 'EA', relatedItem: 'ALX-AREA' },
    },
    {
      productNumber: 'ABK-075',
      name: 'Anchor Bolt Kit 3/4 in',
      description: 'Four galvanized 3/4 x 30 in L-bolts with nuts and washers, for 4 in poles.',
      overview: 'Template included; one kit per pole.',
      color: '#64748b',
      cost: '41.00',
      fixed: { defaultPrice: '89.00', quantityInStock: 120, priceCode: 'B', uom: 'KIT', relatedItem: 'POLE-SQ' },
    },
    {
      productNumber: 'SP-10KV',
      name: 'Surge Protector 10 kV',
      description: 'Inline 10 kV / 5 kA surge protection device for LED drivers.',
      overview: 'Series-wired, with end-of-life indicator.',
      color: '#dc2626',
      cost: '17.90',
      fixed: { defaultPrice: '38.75', quantityInStock: 210, priceCode: 'A', uom: 'EA', relatedItem: 'ALX-AREA' },
    },
    {
      productNumber: 'MS-FM',
      name: 'Motion Sensor, Fixture Mount',
      description: 'Fixture-mounted PIR occupancy sensor with daylight harvesting, up to 40 ft.',
      overview: 'Dims to 10 percent when the area is vacant; programmable by remote.',
      color: '#16a34a',
      cost: '29.50',
      fixed: { defaultPrice: '64.00', quantityInStock: 95, priceCode: 'B', uom: 'EA', relatedItem: 'WP-LED' },
    },
    {
      productNumber: 'PBC-4',
      name: 'Pole Base Cover',
      description: 'Two-piece aluminum base cover for 4 in square poles.',
      overview: 'Hides anchor bolts; finish matched to the pole.',
      color: '#334155',
      cost: '19.00',
      fixed: { defaultPrice: '45.00', quantityInStock: 60, priceCode: 'B', uom: 'EA', relatedItem: 'POLE-SQ' },
    },
    {
      productNumber: 'DRV-100D',
      name: 'LED Driver 100W Dimmable',
      description: 'Constant-current 100 W LED driver, 0-10 V dimming, 120-277 V input.',
      overview: 'Replacement driver for area lights and high bays.',
      color: '#9333ea',
      cost: '33.40',
      fixed: { defaultPrice: '72.40', quantityInStock: 15, priceCode: 'C', uom: 'EA', relatedItem: 'HB-LED', discount: '5.00' },
    },
  ],
  productLists: [
    { name: 'Dealer Essentials', products: ['ALX-AREA', 'POLE-SQ', 'WP-LED', 'HB-LED', 'PC-120277', 'ABK-075', 'SP-10KV'] },
    { name: 'Outdoor & Site', products: ['ALX-AREA', 'POLE-SQ', 'BOL-ARC', 'WP-LED', 'PBC-4', 'MS-FM'] },
  ],
  groups: [
    {
      name: 'Midwest Dealers',
      description: 'Dealers and contractors in IL, WI and NE.',
      defaultCustomer: 'brightline',
      productList: 'Dealer Essentials',
      members: ['dealer@acme.test', 'user@acme.test'],
    },
    {
      name: 'Coastal Accounts',
      description: 'Municipal and waterfront accounts on the East Coast.',
      defaultCustomer: 'harbor',
      productList: 'Outdoor & Site',
      members: ['dealer@acme.test', 'admin@acme.test'],
    },
  ],
  documents: [
    {
      type: 1,
      createdBy: 'dealer@acme.test',
      customer: 'brightline',
      group: 'Midwest Dealers',
      jobName: 'Riverside Commons Parking Lot',
      specifier: 'Lumen Design Group',
      specifierLocation: 'Chicago, IL',
      daysAgo: 3,
      lines: [
        { product: 'ALX-AREA', quantity: 8 },
        { product: 'POLE-SQ', quantity: 8 },
        { product: 'ABK-075', quantity: 8 },
        { product: 'PC-120277', quantity: 8 },
      ],
      communications: [{ kind: 'note', subject: 'Finish', body: 'Customer asked for dark bronze on all poles and heads.' }],
    },
    {
      type: 1,
      createdBy: 'user@acme.test',
      customer: 'own',
      group: 'Midwest Dealers',
      jobName: 'Halsted Yard Perimeter',
      specifier: 'Morgan Electric',
      specifierLocation: 'Chicago, IL',
      daysAgo: 6,
      lines: [
        { product: 'WP-LED', quantity: 12 },
        { product: 'MS-FM', quantity: 12 },
      ],
    },
    {
      type: 1,
      createdBy: 'admin@acme.test',
      customer: 'summit',
      jobName: 'Front Range Distribution Center',
      specifier: 'Peak Engineering',
      specifierLocation: 'Denver, CO',
      daysAgo: 9,
      lines: [
        { product: 'HB-LED', quantity: 24 },
        { product: 'DRV-100D', quantity: 2 },
      ],
    },
    { type: 1, createdBy: 'dealer@acme.test', customer: 'lakeside', daysAgo: 1, lines: [] },
    {
      type: 3,
      createdBy: 'public@acme.test',
      customer: 'own',
      jobName: 'Driveway lighting',
      daysAgo: 2,
      lines: [
        { product: 'BOL-ARC', quantity: 4 },
        { product: 'PC-120277', quantity: 1 },
      ],
    },
    {
      type: 2,
      createdBy: 'dealer@acme.test',
      customer: 'harbor',
      group: 'Coastal Accounts',
      jobName: 'Inner Harbor Promenade',
      specifier: 'Waterfront Partnership',
      specifierLocation: 'Baltimore, MD',
      daysAgo: 24,
      lines: [
        { product: 'BOL-ARC', quantity: 16, trackingNumber: '1Z999AA10123456784' },
        { product: 'SP-10KV', quantity: 16, trackingNumber: '1Z999AA10123456784' },
      ],
      order: { erpOrderNo: 'SO-100123', orderStatus: 'O', placedDaysAgo: 20 },
      communications: [
        { kind: 'email', subject: 'Order SO-100123 received', body: 'Thank you for your order. It has been sent to our warehouse.', recipients: 'mbell@harborlighting.test,orders@acme.test' },
        { kind: 'status', subject: 'Status changed to Ordered', body: 'ERP status Ordered (O).' },
      ],
    },
    {
      type: 2,
      createdBy: 'user@acme.test',
      customer: 'own',
      group: 'Midwest Dealers',
      jobName: 'Warehouse Retrofit Phase 1',
      specifier: 'Morgan Electric',
      specifierLocation: 'Chicago, IL',
      daysAgo: 4,
      lines: [
        { product: 'HB-LED', quantity: 10 },
        { product: 'MS-FM', quantity: 10 },
      ],
      order: { erpOrderNo: 'SO-100124', orderStatus: 'P', csiStatus: 'W', placedDaysAgo: 1 },
    },
    {
      type: 2,
      createdBy: 'admin@acme.test',
      customer: 'summit',
      jobName: 'Summit Yard Lighting',
      specifier: 'Peak Engineering',
      specifierLocation: 'Denver, CO',
      daysAgo: 40,
      lines: [
        { product: 'ALX-AREA', quantity: 6, trackingNumber: '1Z999AA10198765432' },
        { product: 'POLE-SQ', quantity: 6, trackingNumber: '1Z999AA10198765432' },
        { product: 'PBC-4', quantity: 6 },
      ],
      order: { erpOrderNo: 'SO-100125', orderStatus: 'O', placedDaysAgo: 35 },
    },
  ],
  issueReports: [
    {
      title: 'Catalog images load slowly on phones',
      report: 'On a 4G connection the catalog grid takes several seconds before product images appear.',
      priority: 2,
      status: 1,
      createdBy: 'admin@acme.test',
    },
    {
      title: 'Show stock level on quote lines',
      report: 'Dealers would like to see the quantity in stock next to fixed-price lines before placing an order.',
      priority: 1,
      status: 0,
      createdBy: 'dealer@acme.test',
    },
  ],
  rma: {
    fromOrder: 'SO-100123',
    createdBy: 'dealer@acme.test',
    details: [
      { quantity: 2, reason: 'Driver failed after installation; fixture flickers.', timeInService: '2 weeks' },
      { quantity: 1, reason: 'Arrived with a cracked housing.', timeInService: 'Not installed' },
    ],
  },
};

const borealis: PlatformData = {
  name: 'Borealis Supply',
  isDefault: false,
  integration: 'CSI',
  emailAddresses: 'orders@borealis.test',
  csiOrderCompleteString: 'Complete',
  brand: {
    short: 'BOREALIS',
    borderRadius: 10,
    light: {
      primary: '#0f766e',
      secondary: '#52606d',
      tertiary: '#2563eb',
      danger: '#dc2626',
      success: '#15803d',
      warning: '#b45309',
      callToActionColor: '#f59e0b',
      gray: '#d6e0de',
      grayDark: '#4b5f5c',
      backgroundColor: '#f3f8f7',
      gridRowBackgroundColor: '#ffffff',
      borderColor: '#cfdcda',
      boxShadowColor: 'rgba(15,118,110,0.15)',
      textDark: '#102a27',
      headerColor: '#0f766e',
      headerTextColor: '#ffffff',
    },
    dark: {
      primary: '#2dd4bf',
      secondary: '#9fb3b0',
      tertiary: '#60a5fa',
      danger: '#f87171',
      success: '#4ade80',
      warning: '#fbbf24',
      callToActionColor: '#fbbf24',
      gray: '#24403c',
      grayDark: '#9fb3b0',
      backgroundColor: '#0b1816',
      gridRowBackgroundColor: '#10221f',
      borderColor: '#1f3a36',
      boxShadowColor: 'rgba(0,0,0,0.55)',
      textDark: '#e6f4f1',
      headerColor: '#0d1f1c',
      headerTextColor: '#e6f4f1',
    },
  },
  users: [
    { username: 'admin@borealis.test', firstName: 'Bjorn', lastName: 'Lindqvist', roleLevel: 5 },
    {
      username: 'user@borealis.test',
      firstName: 'Maya',
      lastName: 'Olsen',
      roleLevel: 1,
      ownCustomer: {
        key: 'olsen',
        companyName: 'Olsen Builders Inc.',
        erpId: 'B-2090',
        description: 'General contractor buying under its own account.',
        contact: { firstName: 'Maya', lastName: 'Olsen', email: 'user@borealis.test', phone: '2185550148' },
        billing: { address: '12 E Superior St', city: 'Duluth', county: 'St. Louis', state: 'MN', zip: '55802', name: 'Office' },
        shipping: [{ address: '5000 Miller Trunk Hwy', city: 'Hermantown', county: 'St. Louis', state: 'MN', zip: '55811', name: 'Job Site', shipCode: 'SITE' }],
      },
    },
  ],
  customers: [
    {
      key: 'aurora',
      companyName: 'Aurora Electrical Wholesale',
      erpId: 'B-2001',
      description: 'Largest electrical wholesaler in the Twin Cities.',
      contact: { firstName: 'Erik', lastName: 'Johansson', email: 'erik@aurorawholesale.test', phone: '6125550111' },
      billing: { address: '250 Marquette Ave', city: 'Minneapolis', county: 'Hennepin', state: 'MN', zip: '55401', name: 'Head Office' },
      shipping: [{ address: '1800 Broadway St NE', city: 'Minneapolis', county: 'Hennepin', state: 'MN', zip: '55413', name: 'Warehouse', shipCode: 'MPLS' }],
    },
    {
      key: 'timberline',
      companyName: 'Timberline Supply Co.',
      erpId: 'B-2002',
      description: 'Building and electrical supply for the Arrowhead region.',
      contact: { firstName: 'Nora', lastName: 'Haugen', email: 'nhaugen@timberline.test', phone: '2185550155' },
      billing: { address: '300 W Michigan St', city: 'Duluth', state: 'MN', zip: '55802', name: 'Office' },
      shipping: [{ address: '4400 Grand Ave', city: 'Duluth', state: 'MN', zip: '55807', name: 'Yard', shipCode: 'YARD' }],
    },
    {
      key: 'glacier',
      companyName: 'Glacier Bay Lighting',
      erpId: 'B-2003',
      description: 'Cold-climate lighting distributor for Alaska.',
      contact: { firstName: 'Liam', lastName: 'Kowalski', email: 'liam@glacierbay.test', phone: '9075550172' },
      billing: { address: '420 L St', city: 'Anchorage', state: 'AK', zip: '99501', name: 'Billing' },
      shipping: [{ address: '5601 Silverado Way', city: 'Anchorage', state: 'AK', zip: '99518', name: 'Port Warehouse', shipCode: 'ANC' }],
    },
    {
      key: 'northstar',
      companyName: 'Northstar Contractors Supply',
      description: 'Contractor counter in Fargo; awaiting credit approval.',
      contact: { firstName: 'Ingrid', lastName: 'Dahl', email: 'ingrid@northstarsupply.test', phone: '7015550129' },
      billing: { address: '15 Broadway N', city: 'Fargo', state: 'ND', zip: '58102', name: 'Counter' },
      shipping: [{ address: '15 Broadway N', city: 'Fargo', state: 'ND', zip: '58102', name: 'Counter', shipCode: 'FAR' }],
    },
    {
      key: 'evergreen',
      companyName: 'Evergreen Fixture House',
      description: 'Fixture showroom in the Inland Northwest.',
      contact: { firstName: 'Owen', lastName: 'Pryor', email: 'owen@evergreenfixture.test', phone: '5095550184' },
      billing: { address: '808 W Main Ave', city: 'Spokane', state: 'WA', zip: '99201', name: 'Showroom' },
      shipping: [{ address: '808 W Main Ave', city: 'Spokane', state: 'WA', zip: '99201', name: 'Showroom', shipCode: 'SPK' }],
    },
  ],
  products: [
    {
      productNumber: 'CW-FLOOD',
      name: 'Cold-Weather Flood Light',
      description: 'LED flood rated to -40 °F, 50 to 200 W, with heated lens option.',
      overview: 'Built for northern yards and loading docks; knuckle or trunnion mount.',
      color: '#0f766e',
      cost: '231.00',
      configurable: {
        headerId: 'CWF',
        applicationName: 'BorealisOutdoor',
        applicationInstance: 'BOREALIS-PROD',
        profile: 'Default',
        ruleset: 'Flood',
        namespace: 'Borealis.Outdoor',
        quickConfig: true,
        examplePrice: '398.00',
        exampleOptions: [
          ['Wattage', '100 W'],
          ['Heated Lens', 'Yes'],
          ['Mounting', 'Trunnion'],
        ],
      },
    },
    {
      productNumber: 'PG-LUM',
      name: 'Parking Garage Luminaire',
      description: 'Low-profile LED garage light with integral occupancy sensor.',
      overview: 'Wide distribution for 10 ft ceilings; replaces 175 W metal halide.',
      color: '#0369a1',
      cost: '96.00',
      configurable: {
        headerId: 'PGL',
        applicationName: 'BorealisIndoor',
        applicationInstance: 'BOREALIS-PROD',
        profile: 'Default',
        ruleset: 'Garage',
        namespace: 'Borealis.Indoor',
        quickConfig: true,
        examplePrice: '164.00',
        exampleOptions: [
          ['Lumens', '6000 lm'],
          ['Sensor', 'Occupancy'],
        ],
      },
    },
    {
      productNumber: 'POLE-RA',
      name: 'Round Aluminum Pole',
      description: 'Round tapered aluminum pole, 12 to 30 ft, for coastal and cold climates.',
      overview: 'Corrosion-free 6063-T6 aluminum with breakaway base option.',
      color: '#475569',
      cost: '512.00',
      configurable: {
        headerId: 'RAP',
        applicationName: 'BorealisOutdoor',
        applicationInstance: 'BOREALIS-PROD',
        profile: 'Default',
        ruleset: 'AluminumPole',
        namespace: 'Borealis.Poles',
        quickConfig: false,
        examplePrice: '879.00',
        exampleOptions: [
          ['Height', '25 ft'],
          ['Base', 'Breakaway'],
        ],
      },
    },
    {
      productNumber: 'HLK-01',
      name: 'Heated Lens Kit',
      description: 'Retrofit lens heater that keeps flood lenses clear of ice and snow.',
      overview: 'Thermostat-controlled, 15 W.',
      color: '#ea580c',
      cost: '28.00',
      fixed: { defaultPrice: '59.00', quantityInStock: 75, priceCode: 'A', uom: 'KIT', relatedItem: 'CW-FLOOD' },
    },
    {
      productNumber: 'TPS-SET',
      name: 'Tamper-Proof Screw Set',
      description: 'Stainless pin-in-hex screws and driver bit for public-area fixtures.',
      overview: 'Set of 20 screws with one bit.',
      color: '#57534e',
      cost: '6.10',
      fixed: { defaultPrice: '14.95', quantityInStock: 500, priceCode: 'C', uom: 'SET' },
    },
    {
      productNumber: 'TL-PC',
      name: 'Twist-Lock Photocell',
      description: 'Long-life photocontrol rated to -40 °F, 120-480 V.',
      overview: 'Fits ANSI C136.10 receptacles; 20-year design life.',
      color: '#ca8a04',
      cost: '15.40',
      fixed: { defaultPrice: '32.00', quantityInStock: 180, priceCode: 'A', uom: 'EA', relatedItem: 'CW-FLOOD' },
    },
  ],
  productLists: [
    { name: 'Contractor Core', products: ['CW-FLOOD', 'PG-LUM', 'HLK-01', 'TL-PC'] },
    { name: 'Cold Climate', products: ['CW-FLOOD', 'POLE-RA', 'HLK-01', 'TPS-SET'] },
  ],
  groups: [
    {
      name: 'Northern Contractors',
      description: 'Contractors in Minnesota and North Dakota.',
      defaultCustomer: 'aurora',
      productList: 'Contractor Core',
      members: ['user@borealis.test', 'admin@borealis.test'],
    },
    {
      name: 'Pacific Northwest',
      description: 'Showrooms and distributors in Washington and Alaska.',
      defaultCustomer: 'evergreen',
      productList: 'Cold Climate',
      members: ['admin@borealis.test'],
    },
  ],
  documents: [
    {
      type: 1,
      createdBy: 'user@borealis.test',
      customer: 'own',
      group: 'Northern Contractors',
      jobName: 'Miller Hill Loading Docks',
      specifier: 'Olsen Builders',
      specifierLocation: 'Duluth, MN',
      daysAgo: 5,
      lines: [
        { product: 'CW-FLOOD', quantity: 6 },
        { product: 'HLK-01', quantity: 6 },
      ],
    },
    {
      type: 1,
      createdBy: 'admin@borealis.test',
      customer: 'aurora',
      group: 'Northern Contractors',
      jobName: 'Nicollet Ramp Relight',
      specifier: 'North Loop Engineering',
      specifierLocation: 'Minneapolis, MN',
      daysAgo: 8,
      lines: [{ product: 'PG-LUM', quantity: 40 }],
    },
    {
      type: 3,
      createdBy: { username: 'jordan.ellis@example.test', firstName: 'Jordan', lastName: 'Ellis' },
      jobName: 'Cabin yard light',
      daysAgo: 2,
      lines: [{ product: 'CW-FLOOD', quantity: 1 }],
    },
    {
      type: 2,
      createdBy: 'user@borealis.test',
      customer: 'own',
      group: 'Northern Contractors',
      jobName: 'Hermantown Shop',
      specifier: 'Olsen Builders',
      specifierLocation: 'Hermantown, MN',
      daysAgo: 3,
      lines: [
        { product: 'PG-LUM', quantity: 12 },
        { product: 'TL-PC', quantity: 4 },
      ],
      order: { erpOrderNo: 'SO-200310', orderStatus: 'P', csiStatus: 'W', placedDaysAgo: 2 },
      communications: [{ kind: 'status', subject: 'Submitted to CSI', body: 'Order submitted; waiting for the ERP to confirm.' }],
    },
    {
      type: 2,
      createdBy: 'admin@borealis.test',
      customer: 'glacier',
      group: 'Pacific Northwest',
      jobName: 'Port of Anchorage Apron',
      specifier: 'Arctic Design Partners',
      specifierLocation: 'Anchorage, AK',
      daysAgo: 30,
      lines: [
        { product: 'CW-FLOOD', quantity: 20, trackingNumber: '794611112222' },
        { product: 'POLE-RA', quantity: 10, trackingNumber: '794611112222' },
        { product: 'TPS-SET', quantity: 2 },
      ],
      order: { erpOrderNo: 'SO-200311', orderStatus: 'O', placedDaysAgo: 28 },
    },
  ],
  issueReports: [
    {
      title: 'CSI status not refreshing',
      report: 'Order SO-200310 still shows Submitted after the ERP confirmed it; a page refresh fixes it.',
      priority: 3,
      status: 0,
      createdBy: 'admin@borealis.test',
    },
  ],
};

export const DEMO_PLATFORMS: PlatformData[] = [acme, borealis];
