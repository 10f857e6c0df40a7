import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { requireViewer, type Viewer } from '../schema/access.ts';
import { TEMPLATE_COLUMNS, type ImportType } from '../imports/templates.ts';
import { userListWhere, userOrderBy, type UserOrderField } from '../users/service.ts';
import { addressListWhere, addressOrderBy, customerOrderBy, customerWhere, type AddressOrderField, type CustomerOrderField } from '../customers/service.ts';
import { productAdminWhere, productOrderBy, type ProductOrderField } from '../products/service.ts';
import { listPid, requireAdmin } from '../groups/service.ts';
import { rmaListQuery, type RmaOrderField } from '../rmas/service.ts';
import { ISSUE_PRIORITY, ISSUE_STATUS, issueReportListQuery } from '../issueReports/service.ts';
import { assertCanListType, QUOTE_LIST_ORDER_FIELDS, QUOTE_TYPE, quoteListFilter, quoteListPage, quoteListWhere, type QuoteListOrder } from '../documents/quoteService.ts';
import { documentStatusLabel } from '../documents/orderPresenters.ts';
import { keysetAfter, mergeSelect, orderSelect, type OrderEntry } from '../db/keyset.ts';

/** What a cell holds: text is always written as text, numbers and dates as such, null as an empty cell. */
export type ExportCell = string | number | Date | null;

export interface ExportColumn<Row> {
  /** the list screen's column key (the web sends its visible columns by these keys) */
  key: string;
  header: string;
  value(row: Row): ExportCell;
  /** a number format for the column (money, dates) */
  numFmt?: string;
  width?: number;
}

export interface ExportRequest<Filters> {
  search: string | null;
  order: { field: string; direction: 'asc' | 'desc' };
  filters: Filters;
}

/**
 * One admin list as an export: the sort fields and filters its screen offers, its columns, and the
 * read of one page of its rows through the same service functions (scope, search, filters, order)
 * the list screen's query uses. A list with an import template writes the template's columns, so
 * the file can be imported back unchanged.
 */
export interface ExportListDefinition<Row, Filters extends z.ZodRawShape = z.ZodRawShape> {
  /** the sheet's and the file's name */
  title: string;
  orderFields: readonly string[];
  defaultOrder: { field: string; direction: 'asc' | 'desc' };
  filters: Filters;
  /** the import template whose columns the export writes (visible columns are then not chosen) */
  template?: ImportType;
  columns: readonly ExportColumn<Row>[];
  /** refuses a viewer who may not export the list, before anything is read */
  authorize(ctx: Context): Viewer;
  /** one page of rows: the `limit` rows after the row `after` (the last of the page before; null for the first page) */
  read(ctx: Context, request: ExportRequest<z.infer<z.ZodObject<Filters>>>, window: ExportWindow<Row>): Promise<Row[]>;
}

export interface ExportWindow<Row> {
  after: Row | null;
  limit: number;
}

/** The condition for the rows after the window's (keyset paging: no offset, so every page costs the same). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const after = (model: string, orderBy: readonly object[], window: ExportWindow<unknown>): any => (window.after ? keysetAfter(model, orderBy as OrderEntry[], window.after) : {});
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const withSortValues = <S extends object>(select: S, orderBy: readonly object[]): S => mergeSelect(select as any, orderSelect(orderBy as OrderEntry[])) as S;

const pidFilter = z.coerce.number({ error: 'pid must be a number.' }).int().positive().optional().describe('level 9: one platform');
const MONEY = '#,##0.00';
const DATE = 'mm/dd/yyyy';
const fullName = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(' ').trim();
const text = (value: string | null | undefined) => value ?? '';
const money = (value: Prisma.Decimal | null | undefined) => (value == null ? null : Number(value.toFixed(2)));

/** Columns of an import template, in its order, each with the value of a row. */
function templateColumns<Row>(type: ImportType, values: Record<string, (row: Row) => ExportCell>): ExportColumn<Row>[] {
  return TEMPLATE_COLUMNS[type].map((header) => {
    const value = values[header];
    if (!value) throw new Error(`The ${type} export has no value for the template column ${header}`);
    return { key: header, header, value, width: Math.max(14, header.length + 4) };
  });
}

const define = <Row, Filters extends z.ZodRawShape>(definition: ExportListDefinition<Row, Filters>) => definition;

const USER_SELECT = { id: true, username: true, firstName: true, lastName: true, checkoutType: true, role: { select: { name: true } } } as const;
type UserExportRow = Prisma.UserGetPayload<{ select: typeof USER_SELECT }>;

const CUSTOMER_SELECT = {
  id: true,
  companyName: true,
  erpId: true,
  description: true,
  primaryContact: { select: { firstName: true, lastName: true, email: true, phone: true } },
  billingAddress: { select: { address: true, address2: true, city: true, state: true, zip: true, country: true } },
} as const;
type CustomerExportRow = Prisma.CustomerGetPayload<{ select: typeof CUSTOMER_SELECT }>;

type AddressExportRow = Prisma.AddressGetPayload<{ select: { id: true; address: true; address2: true; city: true; state: true; zip: true; country: true } }>;
type ProductExportRow = Prisma.ProductGetPayload<object>;

const QUOTE_SELECT = {
  id: true,
  type: true,
  jobName: true,
  customerName: true,
  createdAt: true,
  totalCost: true,
  erpOrderNo: true,
  dateOrderPlaced: true,
  orderStatus: true,
  csiStatus: true,
  createdByFirstName: true,
  createdByLastName: true,
  contact: { select: { firstName: true, lastName: true } },
  customer: { select: { companyName: true } },
  platform: { select: { csiOrderCompleteString: true } },
} as const;
type QuoteExportRow = Prisma.QuoteGetPayload<{ select: typeof QUOTE_SELECT }>;

const QUOTE_ORDER_FIELDS = QUOTE_LIST_ORDER_FIELDS;

function documentList(type: number, title: string, defaultField: string, columns: ExportColumn<QuoteExportRow>[]) {
  return define({
    title,
    orderFields: QUOTE_ORDER_FIELDS,
    defaultOrder: { field: defaultField, direction: 'desc' },
    filters: { pid: pidFilter, mine: z.boolean({ error: 'mine must be true or false.' }).optional().describe("only the caller's own") },
    columns,
    authorize: (ctx) => {
      requireAdmin(ctx);
      return assertCanListType(ctx, type);
    },
    read: (ctx, request, window) => {
      const viewer = requireViewer(ctx.viewer);
      const where = quoteListFilter(quoteListWhere(viewer, { type, mine: request.filters.mine ?? false, pid: request.filters.pid }), request.search);
      const order = { field: request.order.field, direction: request.order.direction } as QuoteListOrder;
      return quoteListPage(ctx, where, order, { limit: window.limit, after: window.after }, { select: QUOTE_SELECT }) as unknown as Promise<QuoteExportRow[]>;
    },
  });
}

/** Every admin list that exports, by the name the REST call and the web use. */
export const EXPORT_LISTS = {
  users: define({
    title: 'Users',
    orderFields: ['id', 'username', 'firstName', 'lastName', 'isLoggedIn', 'roleLevel', 'pid'],
    defaultOrder: { field: 'isLoggedIn', direction: 'desc' },
    filters: { pid: pidFilter },
    template: 'Users',
    columns: templateColumns<UserExportRow>('Users', {
      'Email Address': (u) => u.username,
      'First Name': (u) => text(u.firstName),
      'Last Name': (u) => text(u.lastName),
      'User Role': (u) => u.role.name,
      'Checkout Type (order or stripe)': (u) => text(u.checkoutType),
      // Passwords never leave the server: a blank Password keeps the user's own on import.
      Password: () => null,
    }),
    authorize: requireAdmin,
    read: (ctx, request, window) => {
      const orderBy = userOrderBy(request.order.field as UserOrderField, request.order.direction);
      return ctx.prisma.user.findMany({
        where: { AND: [userListWhere(requireViewer(ctx.viewer), { search: request.search, pid: request.filters.pid }), after('User', orderBy, window)] },
        orderBy,
        select: withSortValues(USER_SELECT, orderBy),
        take: window.limit,
      });
    },
  }),
  customers: define({
    title: 'Customers',
    orderFields: ['id', 'erpId', 'companyName'],
    defaultOrder: { field: 'erpId', direction: 'desc' },
    filters: {
      pid: pidFilter,
      hasERP: z.boolean({ error: 'hasERP must be true or false.' }).optional().describe('only customers with an ERP ID'),
      groupId: z.coerce.number({ error: 'groupId must be a number.' }).int().positive().optional().describe("only a group's default customers"),
    },
    template: 'Customers',
    columns: templateColumns<CustomerExportRow>('Customers', {
      Company: (c) => c.companyName,
      'ERP ID': (c) => text(c.erpId),
      Description: (c) => text(c.description),
      First: (c) => text(c.primaryContact?.firstName),
      Last: (c) => text(c.primaryContact?.lastName),
      Email: (c) => text(c.primaryContact?.email),
      Phone: (c) => text(c.primaryContact?.phone),
      'Address 1': (c) => text(c.billingAddress?.address),
      'Address 2': (c) => text(c.billingAddress?.address2),
      City: (c) => text(c.billingAddress?.city),
      State: (c) => text(c.billingAddress?.state),
      Zip: (c) => text(c.billingAddress?.zip),
      Country: (c) => text(c.billingAddress?.country),
    }),
    authorize: requireAdmin,
    read: (ctx, request, window) => {
      const orderBy = customerOrderBy(request.order.field as CustomerOrderField, request.order.direction);
      return ctx.prisma.customer.findMany({
        where: { AND: [customerWhere(ctx, { ...request.filters, search: request.search }), after('Customer', orderBy, window)] },
        orderBy,
        select: withSortValues(CUSTOMER_SELECT, orderBy),
        take: window.limit,
      });
    },
  }),
  addresses: define({
    title: 'Addresses',
    orderFields: ['id', 'address', 'city', 'state', 'zip'],
    defaultOrder: { field: 'address', direction: 'asc' },
    filters: {
      pid: pidFilter,
      addressType: z.coerce.number({ error: 'addressType must be 1 (Billing) or 2 (Shipping).' }).int().min(1).max(2).optional().describe('1 Billing, 2 Shipping'),
      customerId: z.coerce.number({ error: 'customerId must be a number.' }).int().positive().optional().describe("one customer's addresses"),
    },
    template: 'Address',
    columns: templateColumns<AddressExportRow>('Address', {
      'Address 1': (a) => text(a.address),
      'Address 2': (a) => text(a.address2),
      City: (a) => text(a.city),
      State: (a) => text(a.state),
      Zip: (a) => text(a.zip),
      Country: (a) => text(a.country),
    }),
    authorize: requireAdmin,
    read: (ctx, request, window) => {
      const orderBy = addressOrderBy(request.order.field as AddressOrderField, request.order.direction);
      return ctx.prisma.address.findMany({
        where: { AND: [addressListWhere(requireViewer(ctx.viewer), { ...request.filters, search: request.search }), after('Address', orderBy, window)] },
        orderBy,
        select: { id: true, address: true, address2: true, city: true, state: true, zip: true, country: true },
        take: window.limit,
      });
    },
  }),
  products: define({
    title: 'Products',
    orderFields: ['id', 'productNumber', 'name', 'description', 'relatedItem', 'defaultPrice', 'quantityInStock'],
    defaultOrder: { field: 'productNumber', direction: 'asc' },
    filters: {
      pid: pidFilter,
      gid: z.coerce.number({ error: 'gid must be a number.' }).int().positive().optional().describe("only the products of a group's product list"),
    },
    template: 'Products',
    columns: templateColumns<ProductExportRow>('Products', {
      Name: (p) => p.name,
      'Part #': (p) => p.productNumber,
      Description: (p) => text(p.description),
      Header: (p) => text(p.headerId),
      'App. Instance': (p) => text(p.applicationInstance),
      'App. Name': (p) => text(p.applicationName),
      Profile: (p) => text(p.profile),
      Ruleset: (p) => text(p.ruleset),
      Namespace: (p) => text(p.namespace),
      Server: (p) => text(p.server),
      Stock: (p) => p.quantityInStock ?? null,
      Price: (p) => money(p.defaultPrice),
      Related: (p) => text(p.relatedItem),
    }),
    authorize: requireAdmin,
    read: (ctx, request, window) => {
      const orderBy = productOrderBy(request.order.field as ProductOrderField, request.order.direction);
      return ctx.prisma.product.findMany({
        where: { AND: [productAdminWhere(ctx, { ...request.filters, search: request.search }), after('Product', orderBy, window)] },
        orderBy,
        take: window.limit,
      });
    },
  }),
  productLists: define({
    title: 'Product Lists',
    orderFields: ['id'],
    defaultOrder: { field: 'id', direction: 'asc' },
    filters: { pid: pidFilter },
    columns: [
      { key: 'rowId', header: 'ID', value: (l: { id: number }) => l.id },
      { key: 'name', header: 'Name', value: (l: { name: string }) => l.name, width: 32 },
      { key: 'productCount', header: 'Products', value: (l: { _count: { items: number } }) => l._count.items },
    ] as ExportColumn<{ id: number; name: string; _count: { items: number } }>[],
    authorize: requireAdmin,
    read: (ctx, request, window) =>
      ctx.prisma.productList.findMany({
        where: { pid: listPid(requireAdmin(ctx), request.filters.pid), ...after('ProductList', [{ id: request.order.direction }], window) },
        orderBy: { id: request.order.direction },
        select: { id: true, name: true, _count: { select: { items: true } } },
        take: window.limit,
      }),
  }),
  groups: define({
    title: 'Groups',
    orderFields: ['id'],
    defaultOrder: { field: 'id', direction: 'asc' },
    filters: { pid: pidFilter },
    columns: [
      { key: 'rowId', header: 'ID', value: (g) => g.id },
      { key: 'name', header: 'Name', value: (g) => g.name, width: 32 },
      { key: 'description', header: 'Description', value: (g) => text(g.description), width: 48 },
    ] as ExportColumn<{ id: number; name: string; description: string | null }>[],
    authorize: requireAdmin,
    read: (ctx, request, window) =>
      ctx.prisma.group.findMany({
        where: { pid: listPid(requireAdmin(ctx), request.filters.pid), ...after('Group', [{ id: request.order.direction }], window) },
        orderBy: { id: request.order.direction },
        select: { id: true, name: true, description: true },
        take: window.limit,
      }),
  }),
  rmas: define({
    title: 'RMAs',
    orderFields: ['createdAt', 'id', 'erpOrderNum', 'rmaNumber', 'status', 'modelNo'],
    defaultOrder: { field: 'createdAt', direction: 'desc' },
    filters: { pid: pidFilter, status: z.string().optional().describe('Not Submitted, Submitted, Received, …') },
    columns: [
      { key: 'createdAt', header: 'Created', value: (r) => r.createdAt, numFmt: DATE },
      { key: 'erpOrderNum', header: 'Order #', value: (r) => text(r.erpOrderNum) },
      { key: 'rmaNumber', header: 'RMA #', value: (r) => text(r.rmaNumber) },
      { key: 'status', header: 'Status', value: (r) => (r.status ? r.status : r.rmaCreated ? 'Submitted' : 'Not Submitted') },
      { key: 'modelNo', header: 'Model #', value: (r) => text(r.modelNo) },
    ] as ExportColumn<{ createdAt: Date; erpOrderNum: string | null; rmaNumber: string | null; status: string | null; rmaCreated: boolean; modelNo: string | null }>[],
    authorize: requireAdmin,
    read: (ctx, request, window) => {
      const { where, orderBy } = rmaListQuery(requireViewer(ctx.viewer), {
        pid: request.filters.pid,
        status: request.filters.status,
        search: request.search,
        order: request.order as { field: RmaOrderField; direction: 'asc' | 'desc' },
      });
      return ctx.prisma.rma.findMany({ where: { AND: [where, after('Rma', orderBy, window)] }, orderBy, take: window.limit });
    },
  }),
  issueReports: define({
    title: 'Issue Reports',
    orderFields: ['createdAt', 'id', 'title', 'priority', 'status'],
    defaultOrder: { field: 'createdAt', direction: 'desc' },
    filters: {},
    columns: [
      { key: 'title', header: 'Title', value: (r) => r.title, width: 32 },
      { key: 'report', header: 'Report', value: (r) => r.report, width: 60 },
      { key: 'priority', header: 'Priority', value: (r) => ISSUE_PRIORITY[r.priority] ?? String(r.priority) },
      { key: 'status', header: 'Status', value: (r) => ISSUE_STATUS[r.status] ?? String(r.status) },
      { key: 'createdAt', header: 'Created', value: (r) => r.createdAt, numFmt: DATE },
    ] as ExportColumn<{ title: string; report: string; priority: number; status: number; createdAt: Date }>[],
    authorize: requireAdmin,
    read: (ctx, request, window) => {
      const { where, orderBy } = issueReportListQuery(requireViewer(ctx.viewer), { search: request.search, order: request.order as never });
      return ctx.prisma.issueReport.findMany({ where: { AND: [where, after('IssueReport', orderBy, window)] }, orderBy, take: window.limit });
    },
  }),
  quotes: documentList(QUOTE_TYPE.quote, 'Quotes', 'createdAt', [
    { key: 'rowId', header: '#', value: (q) => q.id },
    { key: 'jobName', header: 'Job Name', value: (q) => q.jobName, width: 32 },
    { key: 'customer', header: 'Customer', value: (q) => fullName(q.contact?.firstName, q.contact?.lastName) || q.customerName, width: 28 },
    { key: 'createdBy', header: 'Created By', value: (q) => fullName(q.createdByFirstName, q.createdByLastName), width: 24 },
    { key: 'createdAt', header: 'Created On', value: (q) => q.createdAt, numFmt: DATE },
    { key: 'totalCost', header: 'Quote Value ($)', value: (q) => money(q.totalCost), numFmt: MONEY, width: 18 },
  ]),
  orders: documentList(QUOTE_TYPE.order, 'Orders', 'erpOrderNo', [
    { key: 'erpOrderNo', header: 'Order #', value: (q) => text(q.erpOrderNo) },
    { key: 'customer', header: 'Customer', value: (q) => q.customer?.companyName || fullName(q.contact?.firstName, q.contact?.lastName) || q.customerName, width: 28 },
    { key: 'createdBy', header: 'Created By', value: (q) => fullName(q.createdByFirstName, q.createdByLastName), width: 24 },
    { key: 'dateOrderPlaced', header: 'Ordered On', value: (q) => q.dateOrderPlaced, numFmt: DATE },
    { key: 'totalCost', header: 'Price', value: (q) => money(q.totalCost), numFmt: MONEY, width: 16 },
    { key: 'status', header: 'Status', value: (q) => documentStatusLabel(q) ?? '' },
  ]),
} as const;

export type ExportListName = keyof typeof EXPORT_LISTS;
export const EXPORT_LIST_NAMES = Object.keys(EXPORT_LISTS) as [ExportListName, ...ExportListName[]];
