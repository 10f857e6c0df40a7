// Demo data for a fresh install: two platforms with users of every role level, customers, catalog,
// groups, themes, quotes, orders and an RMA. Written in one transaction, and only once.
import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from './client.ts';
import {
  BUILT_IN_ROLES,
  DEMO_PLATFORMS,
  STATUS_TYPES,
  type AddressData,
  type CustomerData,
  type DocumentData,
  type PlatformData,
  type ProductData,
  type ThemeColors,
} from './seedData.ts';
import { seedConfiguratorModels } from './seedConfigurator.ts';
import { PASSWORD_HASH_MEMORY_KIB } from '../config.ts';
import { hashPassword, type PasswordHashing } from '../auth/passwords.ts';

export const DEMO_PASSWORD = 'Demo!2345';

export interface DemoAccount {
  username: string;
  roleLevel: number;
  platform: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_PLATFORMS.flatMap((platform) =>
  platform.users.map((user) => ({ username: user.username, roleLevel: user.roleLevel, platform: platform.name })),
);

/** The platform whose presence means the demo data is already there. */
const MARKER_PLATFORM = DEMO_PLATFORMS[0]!.name;
/** Serializes concurrent seeders (two server instances starting at once). */
const SEED_LOCK_KEY = 7_305_118;

type Tx = Prisma.TransactionClient;

/**
 * Writes the demo data set once. The demo accounts' password hashes cost what production's do unless
 * `hashing` says otherwise (the tests' databases use the tests' PASSWORD_HASH_MEMORY_KIB).
 */
export async function seedDemoData(
  prisma: PrismaClient,
  options: { now?: Date; hashing?: PasswordHashing } = {},
): Promise<{ created: boolean }> {
  if (await prisma.platform.findFirst({ where: { name: MARKER_PLATFORM }, select: { id: true } })) return { created: false };
  const now = options.now ?? new Date();
  const hashing = options.hashing ?? { passwordHashMemoryKib: PASSWORD_HASH_MEMORY_KIB };
  const passwordHashes = new Map(
    await Promise.all(DEMO_ACCOUNTS.map(async (account) => [account.username, await hashPassword(hashing, DEMO_PASSWORD)] as const)),
  );

  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`;
      if (await tx.platform.findFirst({ where: { name: MARKER_PLATFORM }, select: { id: true } })) return { created: false };
      const roles = await ensureBuiltInRoles(tx);
      for (const platform of DEMO_PLATFORMS) await seedPlatform(tx, platform, { roles, passwordHashes, now });
      await seedConfiguratorModels(tx);
      // Products given a fixed id leave the id sequence behind them.
      await tx.$executeRaw`SELECT setval(pg_get_serial_sequence('"Product"', 'id'), (SELECT max(id) FROM "Product"))`;
      return { created: true };
    },
    { maxWait: 30_000, timeout: 120_000 },
  );
}

async function ensureBuiltInRoles(tx: Tx): Promise<Map<number, number>> {
  const roleIdByLevel = new Map<number, number>();
  for (const role of BUILT_IN_ROLES) {
    const existing = await tx.role.findFirst({ where: { pid: null, name: role.name } });
    const saved = existing ?? (await tx.role.create({ data: { pid: null, ...role } }));
    roleIdByLevel.set(role.roleLevel, saved.id);
  }
  return roleIdByLevel;
}

interface SeedContext {
  roles: Map<number, number>;
  passwordHashes: Map<string, string>;
  now: Date;
}

interface SavedCustomer {
  id: number;
  companyName: string;
  contactId: number;
  billingAddressId: number;
  shippingAddressId: number;
}

interface SavedUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  customer?: SavedCustomer;
}

async function seedPlatform(tx: Tx, data: PlatformData, context: SeedContext): Promise<void> {
  const platform = await tx.platform.create({
    data: {
      name: data.name,
      isDefault: data.isDefault,
      integration: data.integration,
      emailAddresses: data.emailAddresses,
      ...(data.csiOrderCompleteString ? { csiOrderCompleteString: data.csiOrderCompleteString } : {}),
    },
  });
  const pid = platform.id;

  await tx.statusType.createMany({ data: STATUS_TYPES.map((status) => ({ pid, ...status })) });
  await tx.theme.createMany({ data: themesFor(pid, data) });

  const customers = new Map<string, SavedCustomer>();
  for (const customer of data.customers) customers.set(customer.key, await createCustomer(tx, pid, customer));

  const users = new Map<string, SavedUser>();
  for (const user of data.users) {
    const ownCustomer = user.ownCustomer ? await createCustomer(tx, pid, user.ownCustomer) : undefined;
    const saved = await tx.user.create({
      data: {
        pid,
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        passwordHash: context.passwordHashes.get(user.username)!,
        roleId: context.roles.get(user.roleLevel)!,
        checkoutType: user.checkoutType ?? 'order',
        customerId: ownCustomer?.id,
        contactId: ownCustomer?.contactId,
      },
    });
    users.set(user.username, { ...saved, customer: ownCustomer });
  }

  const products = new Map<string, { id: number; data: ProductData }>();
  for (const product of data.products) {
    const saved = await tx.product.create({ data: productRow(pid, product, data.users[0]!.username) });
    products.set(product.productNumber, { id: saved.id, data: product });
  }

  const productLists = new Map<string, number>();
  for (const list of data.productLists) {
    const saved = await tx.productList.create({
      data: { pid, name: list.name, items: { create: list.products.map((number) => ({ productId: products.get(number)!.id })) } },
    });
    productLists.set(list.name, saved.id);
  }

  const groups = new Map<string, number>();
  for (const group of data.groups) {
    const saved = await tx.group.create({
      data: {
        pid,
        name: group.name,
        description: group.description,
        defaultCustomerId: customers.get(group.defaultCustomer)!.id,
        productListId: productLists.get(group.productList)!,
        members: { create: group.members.map((username) => ({ userId: users.get(username)!.id })) },
      },
    });
    groups.set(group.name, saved.id);
  }

  const orders = new Map<string, { id: number; groupId: number | null; lines: { partNumber: string; modelNo: string | null; quantity: number }[] }>();
  for (const document of data.documents) {
    const saved = await createDocument(tx, { pid, integration: data.integration, document, users, customers, products, groups, now: context.now });
    if (document.order) orders.set(document.order.erpOrderNo, saved);
  }

  for (const issue of data.issueReports) {
    await tx.issueReport.create({
      data: { pid, title: issue.title, report: issue.report, priority: issue.priority, status: issue.status, createdByUserId: users.get(issue.createdBy)!.id },
    });
  }

  if (data.rma) {
    const order = orders.get(data.rma.fromOrder)!;
    await tx.rma.create({
      data: {
        pid,
        groupId: order.groupId,
        quoteId: order.id,
        createdByUserId: users.get(data.rma.createdBy)!.id,
        erpOrderNum: data.rma.fromOrder,
        modelNo: order.lines[0]!.modelNo,
        requestDate: daysBefore(context.now, 2),
        details: {
          create: data.rma.details.map((detail, index) => ({
            pid,
            productNumber: order.lines[index]!.partNumber,
            modelNo: order.lines[index]!.modelNo ?? 'NA',
            orderedQuantity: order.lines[index]!.quantity,
            ...detail,
          })),
        },
      },
    });
  }
}

async function createCustomer(tx: Tx, pid: number, data: CustomerData): Promise<SavedCustomer> {
  const customer = await tx.customer.create({
    data: { pid, companyName: data.companyName, erpId: data.erpId ?? null, description: data.description },
  });
  const contact = await tx.contact.create({ data: { pid, customerId: customer.id, ...data.contact } });
  const billing = await tx.address.create({ data: addressRow(pid, customer.id, data.billing, 1, 0) });
  const shipping = [];
  for (const [index, address] of data.shipping.entries()) {
    shipping.push(await tx.address.create({ data: addressRow(pid, customer.id, address, 2, index) }));
  }
  await tx.customer.update({ where: { id: customer.id }, data: { billingAddressId: billing.id, primaryContactId: contact.id } });
  return { id: customer.id, companyName: customer.companyName, contactId: contact.id, billingAddressId: billing.id, shippingAddressId: shipping[0]!.id };
}

function addressRow(pid: number, customerId: number, address: AddressData, addressType: 1 | 2, displayOrder: number) {
  return { pid, customerId, addressType, displayOrder, country: 'US', ...address };
}

function productRow(pid: number, product: ProductData, createdByEmail: string): Prisma.ProductUncheckedCreateInput {
  const common = {
    ...(product.id ? { id: product.id } : {}),
    pid,
    name: product.name,
    productNumber: product.productNumber,
    description: product.description,
    overview: product.overview,
    base64Image: productImage(product.productNumber, product.color),
    cost: product.cost,
    createdByEmail,
  };
  if (product.configurable) {
    const { headerId, applicationName, applicationInstance, profile, ruleset, namespace, quickConfig } = product.configurable;
    return { ...common, isNonConfigurable: false, isQuickConfig: quickConfig, headerId, applicationName, applicationInstance, profile, ruleset, namespace };
  }
  const fixed = product.fixed!;
  return {
    ...common,
    isNonConfigurable: true,
    isQuickConfig: false,
    defaultPrice: fixed.defaultPrice,
    quantityInStock: fixed.quantityInStock,
    priceCode: fixed.priceCode,
    uom: fixed.uom,
    relatedItem: fixed.relatedItem ?? null,
    discount: fixed.discount ?? null,
  };
}

interface DocumentContext {
  pid: number;
  integration: string;
  document: DocumentData;
  users: Map<string, SavedUser>;
  customers: Map<string, SavedCustomer>;
  products: Map<string, { id: number; data: ProductData }>;
  groups: Map<string, number>;
  now: Date;
}

async function createDocument(tx: Tx, context: DocumentContext) {
  const { pid, document, now } = context;
  const creator =
    typeof document.createdBy === 'string' ? context.users.get(document.createdBy)! : { id: null, customer: undefined, ...document.createdBy };
  const customer = document.customer === 'own' ? creator.customer : document.customer ? context.customers.get(document.customer) : undefined;
  const lines = document.lines.map((line) => lineData(context.products.get(line.product)!.data, line.quantity, line.trackingNumber));
  const createdAt = daysBefore(now, document.daysAgo);

  const quote = await tx.quote.create({
    data: {
      clientId: randomUUID(),
      type: document.type,
      pid,
      groupId: document.group ? context.groups.get(document.group)! : null,
      createdByUserId: creator.id,
      username: creator.username,
      createdByFirstName: creator.firstName,
      createdByLastName: creator.lastName,
      customerId: customer?.id ?? null,
      customerName: customer?.companyName ?? `${creator.firstName} ${creator.lastName}`,
      contactId: customer?.contactId ?? null,
      billingAddressId: customer?.billingAddressId ?? null,
      shippingAddressId: customer?.shippingAddressId ?? null,
      jobName: document.jobName ?? '',
      specifier: document.specifier ?? '',
      specifierLocation: document.specifierLocation ?? '',
      totalCost: sumOfLines(lines),
      lineCount: lines.length,
      createdAt,
      ...(document.order
        ? {
            erpOrderNo: document.order.erpOrderNo,
            orderStatus: document.order.orderStatus,
            csiStatus: document.order.csiStatus ?? null,
            integration: context.integration,
            dateOrderPlaced: daysBefore(now, document.order.placedDaysAgo),
          }
        : {}),
    },
  });

  await tx.quoteLine.createMany({
    data: lines.map((line, index) => ({
      ...line,
      clientId: randomUUID(),
      quoteId: quote.id,
      lineNumber: index + 1,
      configurationId: `${quote.id}_${index + 1}`,
      productId: context.products.get(document.lines[index]!.product)!.id,
      username: creator.username,
      quoteCreated: document.order ? '1' : '0',
      createdAt,
    })),
  });

  for (const message of document.communications ?? []) {
    await tx.communication.create({
      data: { pid, quoteId: quote.id, createdByUserId: creator.id, recipients: message.recipients ?? '', kind: message.kind, subject: message.subject, body: message.body },
    });
  }
  if (document.order) {
    const placedAt = daysBefore(now, document.order.placedDaysAgo);
    const statuses = document.order.orderStatus === 'P' ? ['P'] : ['P', document.order.orderStatus];
    await tx.orderStatusEvent.createMany({
      data: statuses.map((status, index) => ({
        pid,
        quoteId: quote.id,
        status,
        csiStatus: document.order!.csiStatus ?? null,
        source: index === 0 ? 'placement' : 'poll',
        createdAt: new Date(placedAt.getTime() + index * 3_600_000),
      })),
    });
  }
  return { id: quote.id, groupId: quote.groupId, lines: lines.map(({ partNumber, modelNo, quantity }) => ({ partNumber, modelNo, quantity })) };
}

function lineData(product: ProductData, quantity: number, trackingNumber?: string) {
  const image = productImage(product.productNumber, product.color);
  if (product.configurable) {
    const { headerId, examplePrice, exampleOptions } = product.configurable;
    const modelNo = [product.productNumber, ...exampleOptions.map(([, value]) => optionCode(value))].join('-');
    return {
      headerId,
      quantity,
      price: examplePrice,
      cost: product.cost,
      imgUrl: image,
      description: `${product.name}, ${exampleOptions.map(([, value]) => value).join(', ')}`,
      partNumber: modelNo,
      series: headerId,
      modelNo,
      isNonConfigurable: false,
      details: [
        ...exampleOptions.map(([caption, value]) => ({ Caption: caption, Value: value, Type: 1 })),
        { Caption: 'Price', Value: examplePrice, Type: 5 },
      ],
      ...tracking(trackingNumber),
    };
  }
  const fixed = product.fixed!;
  return {
    headerId: null,
    quantity,
    price: fixed.defaultPrice,
    cost: product.cost,
    imgUrl: image,
    description: product.name,
    partNumber: product.productNumber,
    series: null,
    modelNo: product.productNumber,
    isNonConfigurable: true,
    details: [
      { Caption: 'Part #', Value: product.productNumber, Type: 1 },
      { Caption: 'Unit of Measure', Value: fixed.uom, Type: 1 },
      { Caption: 'Price', Value: fixed.defaultPrice, Type: 5 },
    ],
    ...tracking(trackingNumber),
  };
}

function tracking(trackingNumber: string | undefined) {
  if (!trackingNumber) return {};
  const trackingUrl = /^1Z/.test(trackingNumber)
    ? `https://www.ups.com/track?tracknum=${trackingNumber}`
    : `https://www.fedex.com/fedextrack/?trknbr=${trackingNumber}`;
  return { trackingNumber, trackingUrl };
}

/** "150 W" -> "150W", "Dark bronze" -> "DB", "Type III" -> "TIII", "20 1/4 ft" -> "20.25FT" */
function optionCode(value: string): string {
  const fraction = value.match(/^(\d+) (\d+)\/(\d+) (\w+)$/);
  if (fraction) return `${Number(fraction[1]) + Number(fraction[2]) / Number(fraction[3])}${fraction[4]!.toUpperCase()}`;
  if (/^\d/.test(value)) return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return value
    .split(/[\s,@°]+/)
    .filter(Boolean)
    .map((word) => (/^[A-Z]+$/.test(word) ? word : word[0]!.toUpperCase()))
    .join('');
}

/** Sum of quantity x price in exact cents, as a decimal string. */
export function sumOfLines(lines: { quantity: number; price: string }[]): string {
  const cents = lines.reduce((total, line) => total + BigInt(line.quantity) * toCents(line.price), 0n);
  return formatCents(cents);
}

function toCents(amount: string): bigint {
  const match = amount.match(/^(-?)(\d+)(?:\.(\d{1,2}))?$/);
  if (!match) throw new Error(`Not a money amount: ${amount}`);
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

function themesFor(pid: number, data: PlatformData) {
  const { short, light, dark, borderRadius } = data.brand;
  const theme = (mode: 'Light' | 'Dark', colors: ThemeColors) => ({
    pid,
    name: `${data.name} ${mode}`,
    description: `${mode} theme in the ${data.name} brand colors.`,
    darkMode: mode === 'Dark',
    isActive: true,
    borderRadius,
    ...colors,
    logo: brandLogo(short, light.headerTextColor, light.headerColor),
    logoDark: brandLogo(short, dark.headerTextColor, dark.headerColor),
    emailLogo: brandLogo(short, light.primary, '#ffffff'),
  });
  return [theme('Light', light), theme('Dark', dark)];
}

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A logo for a header of `background` color: a lamp mark and the brand name in `foreground`. */
function brandLogo(text: string, foreground: string, background: string): string {
  const width = 44 + text.length * 15;
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">` +
      `<circle cx="20" cy="20" r="15" fill="${foreground}"/><path d="M13 14h14l-4 10h-6z M17 27h6v3h-6z" fill="${background}"/>` +
      `<text x="42" y="27" font-family="Arial,Helvetica,sans-serif" font-size="19" font-weight="700" fill="${foreground}">${text}</text></svg>`,
  );
}

function productImage(label: string, color: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">` +
      `<rect width="160" height="120" rx="10" fill="${color}"/>` +
      `<rect x="50" y="22" width="60" height="14" rx="4" fill="#ffffff" opacity="0.9"/>` +
      `<path d="M56 36h48l-10 26H66z" fill="#fff7c2" opacity="0.85"/>` +
      `<text x="80" y="96" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="15" font-weight="700" fill="#ffffff">${label}</text></svg>`,
  );
}
