import type { Context } from '../context.ts';
import { assertPlatformAccess, requireViewer, type Viewer, isAdmin } from '../schema/access.ts';
import { AppError, forbidden } from '../schema/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { PASSWORD_COMPLEXITY, PASSWORD_REQUIRED_ON_CREATE, checkNewPassword } from '../auth/passwordRules.ts';
import { partNumberTakenMessage, requireProductEditor } from '../products/service.ts';
import { newUserPlatform, roleRefusal } from '../users/service.ts';
import { canEditCustomer } from '../customers/access.ts';
import { addressState } from '../customers/service.ts';
import { STATE_MAX_LENGTH, normalizeState } from '@quotecraft/rules/addresses';
import { PRODUCT_IMPORT_REFUSAL } from '@quotecraft/rules/imports';
import { isEmailAddress } from '@quotecraft/rules/passwords';
import { Prisma } from '../generated/prisma/client.ts';
import { join } from 'node:path';
import { MAX_IMPORT_ROWS, readSheet, type SheetRow } from './parse.ts';
import { KeysOnDisk, withTempDirectory } from './tempFiles.ts';
import { TEMPLATE_COLUMNS, type ImportType } from './templates.ts';
import { BULK_CHUNK, bulkInsert, inSqlTransaction, type SqlRunner } from './bulkInsert.ts';
import { prepared } from '../db/prepared.ts';
import { importRows } from '../observability/metrics.ts';

export interface RowError {
  row: number;
  column: string;
  value: string;
  message: string;
}

/** Spec part 3 §4.4: a validity flag and a message, a row error list or a formatting error. */
export type ImportResult = [true, string] | [false, RowError[] | string];

export const MAX_LISTED_ERRORS = 500;

export const PASSWORD_RULE = PASSWORD_COMPLEXITY;
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

  /**
   * A State cell of a US address (the templates have no Country: imported addresses are US): the
   * address form's rule (`normalizeState`), so it is required, "default" (the form's placeholder)
   * counts as none, and it must be a US state, stored as its two-letter code.
   */
  state(row: SheetRow, column: string): string | null {
    const raw = row.cells[this.columns.indexOf(column)] ?? '';
    if (raw.length > STATE_MAX_LENGTH) {
      this.fail(row, column, `${column} must be at most ${STATE_MAX_LENGTH} characters.`);
      return null;
    }
    const state = normalizeState(raw, 'US');
    if ('error' in state) {
      this.fail(row, column, state.error);
      return null;
    }
    return state.state;
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
    if (value && !isEmailAddress(value)) {
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
  unique(seen: KeysOnDisk, row: SheetRow, column: string, value: string | null) {
    if (!value) return;
    const first = seen.firstRow(value.toLowerCase(), row.row);
    if (first !== undefined) this.fail(row, column, `${column} ${value} appears more than once in the file (first on row ${first}).`);
  }

  /** The row errors, then `conflicts` (rows clashing with the database), at most MAX_LISTED_ERRORS listed. */
  result(conflicts?: RowChecker): ImportResult | null {
    const count = this.count + (conflicts?.count ?? 0);
    if (count === 0) return null;
    const errors = [...this.errors, ...(conflicts?.errors ?? [])].slice(0, MAX_LISTED_ERRORS);
    if (count > errors.length) errors.push({ row: 0, column: '', value: '', message: `${count - errors.length} more errors are not listed.` });
    return [false, errors];
  }
}

/** Whether this row is where the file first gives `key` (later rows repeating it are errors of their own). */
const firstSeenHere = (seen: KeysOnDisk, row: SheetRow, key: string | null): key is string => !!key && seen.addedOn(row.row);

/**
 * Runs `work` with the file's keys kept on disk (KeysOnDisk), so finding a key given twice holds
 * no key in memory; the keys' file is removed afterwards.
 */
const withKeysOnDisk = <T>(work: (seen: KeysOnDisk) => Promise<T>) =>
  withTempDirectory(async (directory) => {
    const seen = new KeysOnDisk(join(directory, 'keys'), MAX_IMPORT_ROWS + 1);
    try {
      return await work(seen);
    } finally {
      seen.close();
    }
  });

/** Keys looked up in the database at once while a sheet is checked. */
const KEY_LOOKUP_BATCH = 1000;

/**
 * Reports, as the sheet streams by, the rows whose key already exists in the database: keys are
 * looked up KEY_LOOKUP_BATCH at a time, so neither the keys waiting nor a query grows with the file
 * (each is one index scan: migration import_key_indexes indexes the keys' lower case).
 */
class TakenKeys {
  readonly conflicts: RowChecker;
  private pending: { row: number; value: string }[] = [];

  constructor(
    private readonly ctx: Context,
    private readonly lookup: { table: 'Product' | 'Customer' | 'User'; column: string; pid: number | null; label: string; message: (value: string) => string },
  ) {
    this.conflicts = new RowChecker([lookup.label]);
  }

  async add(row: number, value: string) {
    this.pending.push({ row, value });
    if (this.pending.length >= KEY_LOOKUP_BATCH) await this.flush();
  }

  async flush() {
    const batch = this.pending;
    this.pending = [];
    const { table, column, pid, label, message } = this.lookup;
    const taken = await existingKeys(this.ctx, table, column, batch.map((entry) => entry.value.toLowerCase()), pid);
    for (const entry of batch) {
      if (taken.has(entry.value.toLowerCase())) this.conflicts.fail({ row: entry.row, cells: [entry.value] }, label, message(entry.value));
    }
  }
}

/**
 * Which of the (lower-cased) keys already exist, compared without case, in one query with an array
 * parameter; `pid` null searches every platform. Table and column come from the callers' constants.
 */
async function existingKeys(ctx: Context, table: 'Product' | 'Customer' | 'User', column: string, keys: string[], pid: number | null): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // through `pg`, as bulkInsert: Prisma would keep each lookup's thousand keys in its plan cache
  const statement = prepared(
    `SELECT DISTINCT lower("${column}") AS key FROM "${table}" WHERE lower("${column}") = ANY($1::text[])${pid === null ? '' : ' AND pid = $2'}`,
  );
  const { rows } = await ctx.sql.query<{ key: string }>({ ...statement, values: pid === null ? [keys] : [keys, pid] });
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

const inTransaction = <T>(ctx: Context, work: (client: SqlRunner) => Promise<T>) => inSqlTransaction(ctx.sql, work);

/**
 * Rows written per transaction. The embedded database is one session shared by every request and
 * a transaction holds it until it ends, so an import is written in short transactions that other
 * requests queue between (a read waits at most one batch, tens of milliseconds).
 */
export const IMPORT_BATCH = 200;

/**
 * Writes a sheet that passed every check: it is read again, its rows built into batches of
 * IMPORT_BATCH and each batch written by `insert` in a transaction of its own. Only one batch is in
 * memory at a time. Should a batch fail, the batches already written are deleted again by `undo`
 * (from the ids `insert` returned), so a file is still imported whole or not at all. Returns the
 * number of rows written.
 */
export async function writeInBatches<R>(
  file: string,
  columns: readonly string[],
  build: (row: SheetRow) => R,
  insert: (batch: R[]) => Promise<number[]>,
  undo: (ids: number[]) => Promise<unknown>,
): Promise<number> {
  const written = new IdRanges();
  let batch: R[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    for (const id of await insert(rows)) written.add(id);
  };
  try {
    const formatError = await readSheet(file, columns, async (row) => {
      batch.push(build(row));
      if (batch.length >= IMPORT_BATCH) await flush();
    });
    // The file was read whole before; reading it again cannot fail unless it changed on disk.
    if (formatError) throw new Error(`The checked spreadsheet could not be read again: ${formatError}`);
    await flush();
  } catch (error) {
    for (const ids of written.chunks(BULK_CHUNK)) await undo(ids);
    throw error;
  }
  return written.count;
}

/** Ids kept as runs of consecutive ids (a batch's ids nearly always are one), so they take no room per row. */
class IdRanges {
  private readonly runs: [number, number][] = [];
  count = 0;

  add(id: number) {
    const last = this.runs.at(-1);
    if (last && id === last[1] + 1) last[1] = id;
    else this.runs.push([id, id]);
    this.count += 1;
  }

  *chunks(size: number): Generator<number[]> {
    let chunk: number[] = [];
    for (const [first, last] of this.runs) {
      for (let id = first; id <= last; id++) {
        chunk.push(id);
        if (chunk.length === size) {
          yield chunk;
          chunk = [];
        }
      }
    }
    if (chunk.length) yield chunk;
  }
}

/**
 * Brings the planner's statistics of the tables an import wrote up to date. PostgreSQL's autovacuum
 * does this in time; the embedded database has none, and with the row counts of before the import
 * the planner answers the next import's key lookups by reading every product of the platform
 * through another index (200 ms a lookup at 100,000 products, against 0.1 ms through the key index).
 */
async function refreshStatistics(ctx: Context, tables: readonly ('Product' | 'Customer' | 'Contact' | 'Address' | 'User')[]) {
  for (const table of tables) await ctx.prisma.$executeRawUnsafe(`ANALYZE "${table}"`);
}

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
  ['isNonConfigurable', 'bool'],
  ['createdByEmail', 'text'],
] as const;

/** The columns that point a product at a configurator model: a row with none of them is not configured. */
const CONFIGURATOR_COLUMNS = ['headerId', 'applicationInstance', 'applicationName', 'profile', 'ruleset', 'namespace', 'server'] as const;

/** Who may import products is who may create them in the product form: level 9 (spec part 2 §6). */
export async function importProducts(ctx: Context, file: string, id: unknown): Promise<ImportResult> {
  const viewer = requireProductEditor(ctx, PRODUCT_IMPORT_REFUSAL);
  const pid = await targetPlatform(ctx, viewer, id);
  const columns = TEMPLATE_COLUMNS.Products;
  // `seen` is given while checking the file, to find a Part # that appears twice.
  const product = (check: RowChecker, row: SheetRow, seen?: KeysOnDisk) => {
    const name = check.text(row, 'Name', { required: true });
    const productNumber = check.text(row, 'Part #', { required: true, max: 100, singleLine: true });
    if (seen) check.unique(seen, row, 'Part #', productNumber);
    const fields = {
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
    };
    // A row with a price and a stock and no configurator fields is a fixed-price product (Add To Quote).
    const isNonConfigurable =
      fields.defaultPrice != null && fields.quantityInStock != null && CONFIGURATOR_COLUMNS.every((column) => fields[column] == null);
    return { pid, ...fields, isNonConfigurable, createdByEmail: viewer.username } satisfies Prisma.ProductCreateManyInput;
  };

  const check = new RowChecker(columns);
  const taken = new TakenKeys(ctx, {
    table: 'Product', column: 'productNumber', pid, label: 'Part #',
    message: partNumberTakenMessage,
  });
  const formatError = await withKeysOnDisk((seen) =>
    readSheet(file, columns, async (row) => {
      const { productNumber } = product(check, row, seen);
      if (firstSeenHere(seen, row, productNumber)) await taken.add(row.row, productNumber);
    }),
  );
  if (formatError) return [false, formatError];
  await taken.flush();
  const failed = check.result(taken.conflicts);
  if (failed) return failed;

  const unchecked = new RowChecker(columns);
  const count = await writeInBatches(
    file, columns,
    (row) => product(unchecked, row),
    (batch) => inTransaction(ctx, (tx) => bulkInsert(tx, 'Product', PRODUCT_COLUMNS, batch.map((row) => PRODUCT_COLUMNS.map(([name]) => row[name as keyof typeof row])))),
    (ids) => ctx.prisma.product.deleteMany({ where: { id: { in: ids } } }),
  );
  await refreshStatistics(ctx, ['Product']);
  importRows.inc({ kind: 'products', outcome: 'imported' }, count);

  return [true, `Successfully imported ${plural(count, 'product', 'products')}.`];
}

// ---------------------------------------------------------------- Customers

interface CustomerRow {
  companyName: string;
  erpId: string | null;
  description: string;
  contact: { firstName: string; lastName: string; email: string | null; phone: string | null } | null;
  address: { address: string | null; address2: string | null; city: string; state: string; zip: string } | null;
}

export async function importCustomers(ctx: Context, file: string, id: unknown): Promise<ImportResult> {
  const viewer = requireImporter(ctx);
  const pid = await targetPlatform(ctx, viewer, id);
  const columns = TEMPLATE_COLUMNS.Customers;
  const customer = (check: RowChecker, row: SheetRow, seen?: KeysOnDisk): CustomerRow => {
    const companyName = check.text(row, 'Company', { required: true });
    const erpId = check.text(row, 'ERP ID', { max: 100, singleLine: true });
    if (seen) check.unique(seen, row, 'ERP ID', erpId);
    const description = check.text(row, 'Description', { max: 500 }) ?? '';
    const firstName = check.text(row, 'First', { max: 100 });
    const lastName = check.text(row, 'Last', { max: 100 });
    const email = check.email(row, 'Email', false);
    const phone = check.phone(row, 'Phone');
    const hasAddress =
      !!addressState(row.cells[columns.indexOf('State')]) || ['Address 1', 'Address 2', 'City', 'Zip'].some((column) => row.cells[columns.indexOf(column)]);
    const address = check.text(row, 'Address 1');
    const address2 = check.text(row, 'Address 2');
    // A billing address is optional, but one that is given needs City, State and Zip (as in the address form).
    const city = check.text(row, 'City', { required: hasAddress, max: 100 });
    const state = hasAddress ? check.state(row, 'State') : null;
    const zip = check.text(row, 'Zip', { required: hasAddress, max: 20 });
    return {
      companyName: companyName ?? '',
      erpId,
      description,
      contact: firstName || lastName || email || phone ? { firstName: firstName ?? '', lastName: lastName ?? '', email, phone } : null,
      address: hasAddress ? { address, address2, city: city ?? '', state: state ?? '', zip: zip ?? '' } : null,
    };
  };

  const check = new RowChecker(columns);
  const taken = new TakenKeys(ctx, {
    table: 'Customer', column: 'erpId', pid, label: 'ERP ID',
    message: (value) => `A customer with ERP ID ${value} already exists.`,
  });
  const formatError = await withKeysOnDisk((seen) =>
    readSheet(file, columns, async (row) => {
      const { erpId } = customer(check, row, seen);
      if (firstSeenHere(seen, row, erpId)) await taken.add(row.row, erpId);
    }),
  );
  if (formatError) return [false, formatError];
  await taken.flush();
  const failed = check.result(taken.conflicts);
  if (failed) return failed;

  const unchecked = new RowChecker(columns);
  const count = await writeInBatches(
    file, columns,
    (row) => customer(unchecked, row),
    (batch) => inTransaction(ctx, (tx) => insertCustomers(tx, pid, batch)),
    // a customer's contacts and addresses go with it
    (ids) => ctx.prisma.customer.deleteMany({ where: { id: { in: ids } } }),
  );
  await refreshStatistics(ctx, ['Customer', 'Contact', 'Address']);
  importRows.inc({ kind: 'customers', outcome: 'imported' }, count);

  return [true, `Successfully imported ${plural(count, 'customer', 'customers')}.`];
}

/** Writes customers with their contact and billing address, linked to them; returns the customer ids. */
async function insertCustomers(tx: SqlRunner, pid: number, rows: CustomerRow[]): Promise<number[]> {
  const customerIds = await bulkInsert(
    tx,
    'Customer',
    [['pid', 'int'], ['companyName', 'text'], ['erpId', 'text'], ['description', 'text']],
    rows.map((row) => [pid, row.companyName, row.erpId, row.description]),
  );
  const withContact = rows.flatMap((row, index) => (row.contact ? [{ ...row.contact, customerId: customerIds[index] }] : []));
  const withAddress = rows.flatMap((row, index) => (row.address ? [{ ...row.address, customerId: customerIds[index] }] : []));
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
  const contactOf = new Map(withContact.map((contact, index) => [contact.customerId, contactIds[index]]));
  const addressOf = new Map(withAddress.map((address, index) => [address.customerId, addressIds[index]]));
  const linked = customerIds.filter((customerId) => contactOf.has(customerId) || addressOf.has(customerId));
  if (linked.length) {
    await tx.query({
      ...prepared(`
        UPDATE "Customer" AS c
        SET "primaryContactId" = v.contact, "billingAddressId" = v.address
        FROM unnest($1::int[], $2::int[], $3::int[]) AS v(id, contact, address)
        WHERE c.id = v.id`),
      values: [linked, linked.map((c) => contactOf.get(c) ?? null), linked.map((c) => addressOf.get(c) ?? null)],
    });
  }
  return customerIds;
}

// ---------------------------------------------------------------- Shipping addresses

export async function importAddresses(ctx: Context, file: string, id: unknown): Promise<ImportResult> {
  const viewer = requireImporter(ctx);
  const customerId = Number(id);
  if (!Number.isInteger(customerId) || customerId <= 0) throw new AppError('Choose a customer to assign the addresses to.', { field: 'id' });
  const customer = await ctx.prisma.customer.findUnique({ where: { id: customerId }, select: { id: true, pid: true } });
  // the address form's rule for the customer an address is added to
  if (!customer || !canEditCustomer(viewer, customer)) throw new AppError('Customer not found.', { field: 'id', code: 'NOT_FOUND' });

  const columns = TEMPLATE_COLUMNS.Address;
  const address = (check: RowChecker, row: SheetRow) => ({
    address: check.text(row, 'Address 1'),
    address2: check.text(row, 'Address 2'),
    city: check.text(row, 'City', { required: true, max: 100 }) ?? '',
    state: check.state(row, 'State') ?? '',
    zip: check.text(row, 'Zip', { required: true, max: 20 }) ?? '',
  });
  const check = new RowChecker(columns);
  const formatError = await readSheet(file, columns, (row) => {
    address(check, row);
  });
  if (formatError) return [false, formatError];
  const failed = check.result();
  if (failed) return failed;

  // Ship codes continue the customer's numbering, as for addresses added one at a time.
  let next = await ctx.prisma.address.count({ where: { customerId } });
  const unchecked = new RowChecker(columns);
  const count = await writeInBatches(
    file, columns,
    (row) => ({ ...address(unchecked, row), number: next++ }),
    (batch) =>
      inTransaction(ctx, (tx) => bulkInsert(
        tx,
        'Address',
        [['pid', 'int'], ['customerId', 'int'], ['address', 'text'], ['address2', 'text'], ['city', 'text'], ['state', 'text'], ['zip', 'text'], ['country', 'text'], ['addressType', 'int'], ['shipCode', 'text'], ['displayOrder', 'int']],
        batch.map((a) => [customer.pid, customerId, a.address, a.address2, a.city, a.state, a.zip, 'US', 2, String(a.number), a.number]),
      )),
    (ids) => ctx.prisma.address.deleteMany({ where: { id: { in: ids } } }),
  );
  await refreshStatistics(ctx, ['Address']);
  importRows.inc({ kind: 'addresses', outcome: 'imported' }, count);

  return [true, `Successfully imported ${plural(count, 'shipping address', 'shipping addresses')}.`];
}

// ---------------------------------------------------------------- Users

interface UserRow {
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
export async function importUsers(ctx: Context, file: string, id: unknown): Promise<ImportResult> {
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
  const user = (check: RowChecker, row: SheetRow, seen?: KeysOnDisk): UserRow => {
    const username = check.email(row, 'Email Address', true);
    if (seen) check.unique(seen, row, 'Email Address', username);
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
    return { username: username ?? '', firstName: firstName ?? '', lastName: lastName ?? '', roleId, checkoutType: checkout, password };
  };

  const check = new RowChecker(columns);
  // Usernames are unique across every platform, so the check is too (the message names no platform).
  const taken = new TakenKeys(ctx, {
    table: 'User', column: 'username', pid: null, label: 'Email Address',
    message: (value) => `A user with Email Address ${value} already exists.`,
  });
  const formatError = await withKeysOnDisk((seen) =>
    readSheet(file, columns, async (row) => {
      const { username } = user(check, row, seen);
      if (firstSeenHere(seen, row, username)) await taken.add(row.row, username);
    }),
  );
  if (formatError) return [false, formatError];
  await taken.flush();
  const failed = check.result(taken.conflicts);
  if (failed) return failed;

  const unchecked = new RowChecker(columns);
  const count = await writeInBatches(
    file, columns,
    (row) => user(unchecked, row),
    async (batch) => {
      // hashed before the transaction, which then holds the database only for the insert
      const hashes = await mapLimited(batch, 4, (row) => hashPassword(ctx.config, row.password));
      return inTransaction(ctx, (tx) => bulkInsert(
        tx,
        'User',
        [['pid', 'int'], ['username', 'text'], ['firstName', 'text'], ['lastName', 'text'], ['roleId', 'int'], ['checkoutType', 'text'], ['enableMFA', 'bool'], ['passwordHash', 'text']],
        batch.map((row, index) => [pid, row.username, row.firstName, row.lastName, row.roleId, row.checkoutType, platform.requireMFA, hashes[index]]),
      ));
    },
    (ids) => ctx.prisma.user.deleteMany({ where: { id: { in: ids } } }),
  );
  await refreshStatistics(ctx, ['User']);
  importRows.inc({ kind: 'users', outcome: 'imported' }, count);

  return [true, `Successfully imported ${plural(count, 'user', 'users')}.`];
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

export const IMPORTERS: Record<ImportType, (ctx: Context, file: string, id: unknown) => Promise<ImportResult>> = {
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
