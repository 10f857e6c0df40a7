import type { Context, Viewer } from '../schema/context.ts';
import { assertPlatformAccess, requireViewer } from '../schema/access.ts';
import { AppError, forbidden } from '../schema/errors.ts';
import { isAdmin } from '../schema/context.ts';
import { hashPassword } from '../auth/passwords.ts';
import { PASSWORD_COMPLEXITY, PASSWORD_REQUIRED_ON_CREATE, checkNewPassword } from '../auth/passwordRules.ts';
import { requireProductEditor } from '../products/admin.ts';
import { newUserPlatform, roleRefusal } from '../users/service.ts';
import { canEditCustomer } from '../customers/access.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { readSheet, type SheetRow } from './parse.ts';
import { TEMPLATE_COLUMNS, type ImportType } from './templates.ts';
import { BULK_CHUNK, bulkInsert } from './bulkInsert.ts';

export interface RowError {
  row: number;
  column: string;
  value: string;
  message: string;
}

/** Spec part 3 §4.4: a validity flag and a message, a row error list or a formatting error. */
export type ImportResult = [true, string] | [false, RowError[] | string];

export const MAX_LISTED_ERRORS = 500;
const TRANSACTION_TIMEOUT_MS = 10 * 60 * 1000;

export const PASSWORD_RULE = PASSWORD_COMPLEXITY;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[0-9+().\-\s/x]*$/i;

/** Collects row errors while the sheet streams by, keeping at most MAX_LISTED_ERRORS of them. */
class RowChecker {
  errors: RowError[] = [];
  count = 0;
  constructor(private readonly columns: readonly string[]) {}

  fail(row: SheetRow, column: string, message: string) {
    this.count += 1;
    if (this.errors.length >= MAX_LISTED_ERRORS) return;
    const index = this.columns.indexOf(column);
    // A password is never echoed back.
    const value = index >= 0 && column !== 'Password' ? row.cells[index] : '';
    this.errors.push({ row: row.row, column, value, message });
  }

  text(row: SheetRow, column: string, options: { required?: boolean; max?: number; singleLine?: boolean } = {}): string | null {
    const value = row.cells[this.columns.indexOf(column)] ?? '';
    if (!value) {
      if (options.required) this.fail(row, column, `${column} is required.`);
      return null;
    }
    const max = options.max ?? 200;
    if (value.length > max) this.fail(row, column, `${column} must be at most ${max} characters.`);
    else if (options.singleLine && /[\r\n]/.test(value)) this.fail(row, column, `${column} must be on one line.`);
    return value;
  }

  integer(row: SheetRow, column: string): number | null {
    const value = row.cells[this.columns.indexOf(column)] ?? '';
    if (!value) return null;
    if (!/^\d+$/.test(value) || Number(value) > 2_147_483_647) {
      this.fail(row, column, `${column} must be a whole number of 0 or more.`);
      return null;
    }
    return Number(value);
  }

  money(row: SheetRow, column: string): string | null {
    const value = (row.cells[this.columns.indexOf(column)] ?? '').replace(/^\$/, '').replace(/,/g, '');
    if (!value) return null;
    const number = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !Number.isFinite(number) || number >= 1e10) {
      this.fail(row, column, `${column} must be a number of 0 or more.`);
      return null;
    }
    return number.toFixed(2);
  }

  email(row: SheetRow, column: string, required: boolean): string | null {
    const value = this.text(row, column, { required, max: 200 });
    if (value && !EMAIL_PATTERN.test(value)) {
      this.fail(row, column, `${column} must be a valid email address.`);
      return null;
    }
    return value?.toLowerCase() ?? null;
  }

  phone(row: SheetRow, column: string): string | null {
    const value = this.text(row, column, { max: 40 });
    if (value && !PHONE_PATTERN.test(value)) this.fail(row, column, `${column} must be a phone number.`);
    return value;
  }

  /** Reports a key seen earlier in the file; keys are compared without case. */
  unique(seen: Map<string, number>, row: SheetRow, column: string, value: string | null) {
    if (!value) return;
    const key = value.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) this.fail(row, column, `${column} ${value} appears more than once in the file (first on row ${first}).`);
    else seen.set(key, row.row);
  }

  result(): ImportResult | null {
    if (this.count === 0) return null;
    if (this.count > this.errors.length) {
      this.errors.push({ row: 0, column: '', value: '', message: `${this.count - this.errors.length} more errors are not listed.` });
    }
    return [false, this.errors];
  }
}

/**
 * Which of the (lower-cased) keys already exist, compared without case, in one query with an array
 * parameter; `pid` null searches every platform. Table and column come from the callers' constants.
 */
async function existingKeys(ctx: Context, table: 'Product' | 'Customer' | 'User', column: string, keys: string[], pid: number | null): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await ctx.prisma.$queryRaw<{ key: string }[]>`
    SELECT DISTINCT lower(${Prisma.raw(`"${column}"`)}) AS key FROM ${Prisma.raw(`"${table}"`)}
    WHERE lower(${Prisma.raw(`"${column}"`)}) = ANY(${keys}::text[])
      ${pid === null ? Prisma.empty : Prisma.sql`AND pid = ${pid}`}`;
  return new Set(rows.map((row) => row.key));
}

function requireImporter(ctx: Context): Viewer {
  const viewer = requireViewer(ctx.viewer);
  if (!isAdmin(viewer)) throw forbidden();
  return viewer;
}

async function targetPlatform(ctx: Context, viewer: Viewer, rawId: unknown): Promise<number> {
  const pid = Number(rawId);
  if (!Number.isInteger(pid) || pid <= 0) throw new AppError('Choose a platform to import into.', { field: 'id' });
  assertPlatformAccess(viewer, pid);
  const platform = await ctx.prisma.platform.findUnique({ where: { id: pid }, select: { id: true } });
  if (!platform) throw new AppError('Platform not found.', { field: 'id', code: 'NOT_FOUND' });
  return pid;
}

const inTransaction = <T>(ctx: Context, work: (tx: Prisma.TransactionClient) => Promise<T>) =>
  ctx.prisma.$transaction(work, { timeout: TRANSACTION_TIMEOUT_MS, maxWait: 60_000 });

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

// ---------------------------------------------------------------- Products

const PRODUCT_COLUMNS = [
  ['pid', 'int'],
  ['name', 'text'],
  ['productNumber', 'text'],
  ['description', 'text'],
  ['headerId', 'text'],
  ['applicationInstance', 'text'],
  ['applicationName', 'text'],
  ['profile', 'text'],
  ['ruleset', 'text'],
  ['namespace', 'text'],
  ['server', 'text'],
  ['quantityInStock', 'int'],
  ['defaultPrice', 'numeric'],
  ['relatedItem', 'text'],
  ['createdByEmail', 'text'],
] as const;

/** Who may import products is who may create them in the product form: level 9 (spec part 2 §6). */
export async function importProducts(ctx: Context, bytes: Buffer, id: unknown): Promise<ImportResult> {
  const viewer = requireProductEditor(ctx);
  const pid = await targetPlatform(ctx, viewer, id);
  const columns = TEMPLATE_COLUMNS.Products;
  const check = new RowChecker(columns);
  const seen = new Map<string, number>();
  const rows: (Prisma.ProductCreateManyInput & { sheetRow: number })[] = [];

  const formatError = await readSheet(bytes, columns, (row) => {
    const name = check.text(row, 'Name', { required: true });
    const productNumber = check.text(row, 'Part #', { required: true, max: 100, singleLine: true });
    check.unique(seen, row, 'Part #', productNumber);
    rows.push({
      sheetRow: row.row,
      pid,
      name: name ?? '',
      productNumber: productNumber ?? '',
      description: check.text(row, 'Description', { max: 250, singleLine: true }) ?? '',
      headerId: check.text(row, 'Header'),
      applicationInstance: check.text(row, 'App. Instance'),
      applicationName: check.text(row, 'App. Name'),
      profile: check.text(row, 'Profile'),
      ruleset: check.text(row, 'Ruleset'),
      namespace: check.text(row, 'Namespace'),
      server: check.text(row, 'Server'),
      quantityInStock: check.integer(row, 'Stock'),
      defaultPrice: check.money(row, 'Price'),
      relatedItem: check.text(row, 'Related'),
      createdByEmail: viewer.username,
    });
  });
  if (formatError) return [false, formatError];

  const taken = await existingKeys(ctx, 'Product', 'productNumber', [...seen.keys()], pid);
  if (taken.size) {
    for (const product of rows) {
      if (product.productNumber && taken.has(product.productNumber.toLowerCase())) {
        check.fail({ row: product.sheetRow, cells: [product.name, product.productNumber] }, 'Part #', `A product with Part # ${product.productNumber} already exists.`);
      }
    }
  }
  const failed = check.result();
  if (failed) return failed;

  await inTransaction(ctx, (tx) => bulkInsert(tx, 'Product', PRODUCT_COLUMNS, rows.map((row) => PRODUCT_COLUMNS.map(([name]) => row[name as keyof typeof row]))));
  return [true, `Successfully imported ${plural(rows.length, 'product', 'products')}.`];
}

// ---------------------------------------------------------------- Customers

interface CustomerRow {
  sheetRow: number;
  companyName: string;
  erpId: string | null;
  description: string;
  contact: { firstName: string; lastName: string; email: string | null; phone: string | null } | null;
  address: { address: string | null; address2: string | null; city: string; state: string; zip: string } | null;
}

export async function importCustomers(ctx: Context, bytes: Buffer, id: unknown): Promise<ImportResult> {
  const viewer = requireImporter(ctx);
  const pid = await targetPlatform(ctx, viewer, id);
  const columns = TEMPLATE_COLUMNS.Customers;
  const check = new RowChecker(columns);
  const seen = new Map<string, number>();
  const rows: CustomerRow[] = [];

  const formatError = await readSheet(bytes, columns, (row) => {
    const companyName = check.text(row, 'Company', { required: true });
    const erpId = check.text(row, 'ERP ID', { max: 100, singleLine: true });
    check.unique(seen, row, 'ERP ID', erpId);
    const description = check.text(row, 'Description', { max: 500 }) ?? '';
    const firstName = check.text(row, 'First', { max: 100 });
    const lastName = check.text(row, 'Last', { max: 100 });
    const email = check.email(row, 'Email', false);
    const phone = check.phone(row, 'Phone');
    const hasAddress = ['Address 1', 'Address 2', 'City', 'State', 'Zip'].some((column) => row.cells[columns.indexOf(column)]);
    const address = check.text(row, 'Address 1');
    const address2 = check.text(row, 'Address 2');
    // A billing address is optional, but one that is given needs City, State and Zip (as in the address form).
    const city = check.text(row, 'City', { required: hasAddress, max: 100 });
    const state = check.text(row, 'State', { required: hasAddress, max: 100 });
    const zip = check.text(row, 'Zip', { required: hasAddress, max: 20 });
    rows.push({
      sheetRow: row.row,
      companyName: companyName ?? '',
      erpId,
      description,
      contact: firstName || lastName || email || phone ? { firstName: firstName ?? '', lastName: lastName ?? '', email, phone } : null,
      address: hasAddress ? { address, address2, city: city ?? '', state: state ?? '', zip: zip ?? '' } : null,
    });
  });
  if (formatError) return [false, formatError];

  const taken = await existingKeys(ctx, 'Customer', 'erpId', [...seen.keys()], pid);
  for (const customer of rows) {
    if (customer.erpId && taken.has(customer.erpId.toLowerCase())) {
      check.fail({ row: customer.sheetRow, cells: ['', customer.erpId] }, 'ERP ID', `A customer with ERP ID ${customer.erpId} already exists.`);
    }
  }
  const failed = check.result();
  if (failed) return failed;

  await inTransaction(ctx, async (tx) => {
    for (let start = 0; start < rows.length; start += BULK_CHUNK) {
      const chunk = rows.slice(start, start + BULK_CHUNK);
      const customerIds = await bulkInsert(
        tx,
        'Customer',
        [['pid', 'int'], ['companyName', 'text'], ['erpId', 'text'], ['description', 'text']],
        chunk.map((row) => [pid, row.companyName, row.erpId, row.description]),
      );
      const withContact = chunk.flatMap((row, index) => (row.contact ? [{ ...row.contact, customerId: customerIds[index] }] : []));
      const withAddress = chunk.flatMap((row, index) => (row.address ? [{ ...row.address, customerId: customerIds[index] }] : []));
      const contactIds = await bulkInsert(
        tx,
        'Contact',
        [['pid', 'int'], ['customerId', 'int'], ['firstName', 'text'], ['lastName', 'text'], ['email', 'text'], ['phone', 'text']],
        withContact.map((c) => [pid, c.customerId, c.firstName, c.lastName, c.email, c.phone]),
      );
      const addressIds = await bulkInsert(
        tx,
        'Address',
        [['pid', 'int'], ['customerId', 'int'], ['address', 'text'], ['address2', 'text'], ['city', 'text'], ['state', 'text'], ['zip', 'text'], ['country', 'text'], ['addressType', 'int'], ['shipCode', 'text']],
        withAddress.map((a) => [pid, a.customerId, a.address, a.address2, a.city, a.state, a.zip, 'US', 1, '0']),
      );
      const contacts = withContact.map((contact, index) => ({ id: contactIds[index], customerId: contact.customerId }));
      const addresses = withAddress.map((address, index) => ({ id: addressIds[index], customerId: address.customerId }));
      const contactOf = new Map(contacts.map((contact) => [contact.customerId, contact.id]));
      const addressOf = new Map(addresses.map((address) => [address.customerId, address.id]));
      const linked = customerIds.filter((customerId) => contactOf.has(customerId) || addressOf.has(customerId));
      if (linked.length) {
        await tx.$executeRaw`
          UPDATE "Customer" AS c
          SET "primaryContactId" = v.contact, "billingAddressId" = v.address
          FROM unnest(${linked}::int[], ${linked.map((c) => contactOf.get(c) ?? null)}::int[], ${linked.map((c) => addressOf.get(c) ?? null)}::int[])
            AS v(id, contact, address)
          WHERE c.id = v.id`;
      }
    }
  });
  return [true, `Successfully imported ${plural(rows.length, 'customer', 'customers')}.`];
}

// ---------------------------------------------------------------- Shipping addresses

export async function importAddresses(ctx: Context, bytes: Buffer, id: unknown): Promise<ImportResult> {
  const viewer = requireImporter(ctx);
  const customerId = Number(id);
  if (!Number.isInteger(customerId) || customerId <= 0) throw new AppError('Choose a customer to assign the addresses to.', { field: 'id' });
  const customer = await ctx.prisma.customer.findUnique({ where: { id: customerId }, select: { id: true, pid: true } });
  // the address form's rule for the customer an address is added to
  if (!customer || !canEditCustomer(viewer, customer)) throw new AppError('Customer not found.', { field: 'id', code: 'NOT_FOUND' });

  const columns = TEMPLATE_COLUMNS.Address;
  const check = new RowChecker(columns);
  const rows: Prisma.AddressCreateManyInput[] = [];
  const formatError = await readSheet(bytes, columns, (row) => {
    rows.push({
      pid: customer.pid,
      customerId,
      address: check.text(row, 'Address 1'),
      address2: check.text(row, 'Address 2'),
      city: check.text(row, 'City', { required: true, max: 100 }) ?? '',
      state: check.text(row, 'State', { required: true, max: 100 }) ?? '',
      zip: check.text(row, 'Zip', { required: true, max: 20 }) ?? '',
      country: 'US',
      addressType: 2,
    });
  });
  if (formatError) return [false, formatError];
  const failed = check.result();
  if (failed) return failed;

  await inTransaction(ctx, async (tx) => {
    // Ship codes continue the customer's numbering, as for addresses added one at a time.
    const existing = await tx.address.count({ where: { customerId } });
    await bulkInsert(
      tx,
      'Address',
      [['pid', 'int'], ['customerId', 'int'], ['address', 'text'], ['address2', 'text'], ['city', 'text'], ['state', 'text'], ['zip', 'text'], ['country', 'text'], ['addressType', 'int'], ['shipCode', 'text'], ['displayOrder', 'int']],
      rows.map((a, index) => [a.pid, a.customerId, a.address, a.address2, a.city, a.state, a.zip, a.country, a.addressType, String(existing + index), existing + index]),
    );
  });
  return [true, `Successfully imported ${plural(rows.length, 'shipping address', 'shipping addresses')}.`];
}

// ---------------------------------------------------------------- Users

interface UserRow {
  sheetRow: number;
  username: string;
  firstName: string;
  lastName: string;
  roleId: number;
  checkoutType: string;
  password: string;
}

/**
 * The user form's rules, row by row: the platform (level 9 names it, others import into their own),
 * roles of that platform at most the importer's level, the password rules, MFA on where the
 * platform requires it.
 */
export async function importUsers(ctx: Context, bytes: Buffer, id: unknown): Promise<ImportResult> {
  const viewer = requireImporter(ctx);
  const platform = await newUserPlatform(ctx, viewer, await targetPlatform(ctx, viewer, id));
  const pid = platform.id;
  const roles = await ctx.prisma.role.findMany({
    where: { OR: [{ pid: null }, { pid }] },
    select: { id: true, name: true, roleLevel: true, pid: true },
    orderBy: [{ pid: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }],
  });
  const roleByName = new Map<string, (typeof roles)[number]>();
  const roleByLevel = new Map<number, (typeof roles)[number]>();
  for (const role of roles) {
    if (!roleByName.has(role.name.toLowerCase())) roleByName.set(role.name.toLowerCase(), role);
    if (!roleByLevel.has(role.roleLevel)) roleByLevel.set(role.roleLevel, role);
  }

  const columns = TEMPLATE_COLUMNS.Users;
  const check = new RowChecker(columns);
  const seen = new Map<string, number>();
  const rows: UserRow[] = [];
  const formatError = await readSheet(bytes, columns, (row) => {
    const username = check.email(row, 'Email Address', true);
    check.unique(seen, row, 'Email Address', username);
    const firstName = check.text(row, 'First Name', { required: true, max: 100 });
    const lastName = check.text(row, 'Last Name', { required: true, max: 100 });
    const roleText = check.text(row, 'User Role', { required: true, max: 100 });
    let roleId = 0;
    if (roleText) {
      const role = /^\d+$/.test(roleText) ? roleByLevel.get(Number(roleText)) : roleByName.get(roleText.toLowerCase());
      const refusal = roleRefusal(viewer, role ?? null, pid);
      if (!role) check.fail(row, 'User Role', `User Role ${roleText} is not a role of this platform.`);
      else if (refusal) check.fail(row, 'User Role', refusal);
      else roleId = role.id;
    }
    const checkoutColumn = columns[4];
    const checkout = (check.text(row, checkoutColumn, { max: 20 }) ?? 'order').toLowerCase();
    if (checkout !== 'order' && checkout !== 'stripe') check.fail(row, checkoutColumn, 'Checkout Type must be order or stripe.');
    const password = row.cells[columns.indexOf('Password')] ?? '';
    try {
      checkNewPassword(password, { requiredMessage: PASSWORD_REQUIRED_ON_CREATE });
    } catch (error) {
      check.fail(row, 'Password', (error as Error).message);
    }
    rows.push({ sheetRow: row.row, username: username ?? '', firstName: firstName ?? '', lastName: lastName ?? '', roleId, checkoutType: checkout, password });
  });
  if (formatError) return [false, formatError];

  // Usernames are unique across every platform, so the check is too (the message names no platform).
  const taken = await existingKeys(ctx, 'User', 'username', [...seen.keys()], null);
  for (const user of rows) {
    if (user.username && taken.has(user.username)) {
      check.fail({ row: user.sheetRow, cells: [user.username] }, 'Email Address', `A user with Email Address ${user.username} already exists.`);
    }
  }
  const failed = check.result();
  if (failed) return failed;

  const hashes = await mapLimited(rows, 4, (user) => hashPassword(user.password));
  await inTransaction(ctx, (tx) =>
    bulkInsert(
      tx,
      'User',
      [['pid', 'int'], ['username', 'text'], ['firstName', 'text'], ['lastName', 'text'], ['roleId', 'int'], ['checkoutType', 'text'], ['enableMFA', 'bool'], ['passwordHash', 'text']],
      rows.map((user, index) => [pid, user.username, user.firstName, user.lastName, user.roleId, user.checkoutType, platform.requireMFA, hashes[index]]),
    ),
  );
  return [true, `Successfully imported ${plural(rows.length, 'user', 'users')}.`];
}

async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

export const IMPORTERS: Record<ImportType, (ctx: Context, bytes: Buffer, id: unknown) => Promise<ImportResult>> = {
  Products: importProducts,
  Customers: importCustomers,
  Address: importAddresses,
  Users: importUsers,
};

/** Spec part 3 §7: the upload operation of each import type. */
export const IMPORT_OPERATIONS: Record<string, ImportType> = {
  importProducts: 'Products',
  importCustomers: 'Customers',
  importAddress: 'Address',
  importUsers: 'Users',
};
