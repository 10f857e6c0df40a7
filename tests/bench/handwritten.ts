// Hand-written endpoints the GraphQL screens are compared against: the same answer (the `data` a
// screen's GraphQL document gets, field for field), written the way an endpoint without GraphQL
// would be: the app's own session-token check, the app's access rules, SQL through the app's pool,
// and JSON.stringify. They exist only in the benchmark: `mountHandwrittenEndpoints` puts them in
// front of the app's request handler on the app's own HTTP server, under /bench/.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { TestApp } from '../../api/src/test/app.ts';
import type { Services } from '../../api/src/context.ts';
import type { Viewer } from '../../api/src/schema/access.ts';
import { bearerToken, resolveViewer } from '../../api/src/auth/viewer.ts';
import { setSecurityHeaders } from '../../api/src/http/securityHeaders.ts';
import { canViewQuote, quoteListWhere, QUOTE_TYPE, visibleQuoteSql } from '../../api/src/documents/quoteService.ts';
import { editableQuoteSql } from '../../api/src/documents/placing.ts';
import { prepared } from '../../api/src/db/prepared.ts';
import { canSeeCustomer, customerScopeWhere } from '../../api/src/customers/access.ts';
import { presentCustomer } from '../../api/src/customers/presenters.ts';
import { orderStatusLabel } from '../../api/src/documents/orderStatus.ts';
import { pageCursors } from '../../api/src/schema/connections.ts';

const PAGE_SIZE = 12;

/** Statements go by name, as the app's own (db/prepared.ts): each connection parses and plans a text once. */
const query = (services: Services, text: string, values: unknown[]) => services.sql.query({ ...prepared(text), values });

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Handler = (services: Services, viewer: Viewer, variables: Record<string, any>) => Promise<unknown>;

const routes: Record<string, Handler> = {
  '/bench/quote': quoteDetail,
  '/bench/lineQuantity': lineQuantity,
  '/bench/quotes': (services, viewer) => documentList(services, viewer, QUOTE_TYPE.quote),
  '/bench/orders': (services, viewer) => documentList(services, viewer, QUOTE_TYPE.order),
  '/bench/customers': customerList,
};

/** Serves /bench/* from the hand-written endpoints; every other request goes to the app as before. */
export function mountHandwrittenEndpoints(app: TestApp) {
  const [appHandler] = app.server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  app.server.removeAllListeners('request');
  app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const handler = routes[(req.url ?? '').split('?')[0]];
    if (handler) void serve(app.services, handler, req, res);
    else appHandler(req, res);
  });
}

async function serve(services: Services, handler: Handler, req: IncomingMessage, res: ServerResponse) {
  setSecurityHeaders(services.config, req, res);
  let status = 200;
  let body: unknown;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const { variables = {} } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    const { viewer } = await resolveViewer(services, bearerToken(req.headers.authorization));
    if (!viewer) throw new HttpError(401, 'Sign in to continue.');
    body = { data: await handler(services, viewer, variables) };
  } catch (error) {
    status = error instanceof HttpError ? error.status : 500;
    body = { errors: [{ message: (error as Error).message }] };
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const ADDRESS_COLUMNS = ['id', 'customerId', 'pid', 'address', 'address2', 'city', 'state', 'zip', 'country', 'addressType', 'name'];
const addressColumns = (alias: string) => ADDRESS_COLUMNS.map((column) => `${alias}."${column}" AS "${alias}_${column}"`).join(', ');

function address(viewer: Viewer, row: Record<string, any>, alias = '') {
  const column = (name: string) => row[alias ? `${alias}_${name}` : name];
  if (column('id') == null || !canSeeCustomer(viewer, { id: column('customerId'), pid: column('pid') })) return null;
  return {
    id: encodeGlobalID('Address', column('id')),
    rowId: column('id'),
    customerId: column('customerId'),
    address: column('address'),
    address2: column('address2'),
    city: column('city'),
    state: column('state'),
    zip: column('zip'),
    country: column('country'),
    addressType: column('addressType'),
    name: column('name'),
  };
}

/** The quote screen (QuoteDetailPageQuery with its three tabs' fragments). */
async function quoteDetail(services: Services, viewer: Viewer, { id }: Record<string, any>) {
  const { rows } = await query(
    services,
    `SELECT q.id, q.type, q.pid, q."groupId", q."createdByUserId", q."erpOrderNo", q."csiStatus", q."sameAsBilling", q."customerName",
            q."customerId", q."contactId", q."shippingAddressId", q."billingAddressId", q."totalCost", q."lineCount", q."jobName",
            q.specifier, q."specifierLocation",
            (SELECT max(l."lineNumber") FROM "QuoteLine" l WHERE l."quoteId" = q.id) AS "lastLineNumber",
            c.id AS c_id, c.pid AS c_pid, c."customerId" AS "c_customerId", c."firstName" AS "c_firstName", c."lastName" AS "c_lastName",
            c.email AS c_email, c.phone AS c_phone,
            cu.id AS cu_id, cu.pid AS cu_pid, cu."companyName" AS "cu_companyName", cu."erpId" AS "cu_erpId",
            ${addressColumns('ba')}, ${addressColumns('sa')}
     FROM "Quote" q
     LEFT JOIN "Contact" c ON c.id = q."contactId"
     LEFT JOIN "Customer" cu ON cu.id = q."customerId"
     LEFT JOIN "Address" ba ON ba.id = q."billingAddressId"
     LEFT JOIN "Address" sa ON sa.id = q."shippingAddressId"
     WHERE q.id = $1`,
    [id],
  );
  const quote = rows[0];
  if (!quote || !canViewQuote(viewer, quote)) throw new HttpError(404, 'Quote not found.');

  const [lines, communications, shippingAddresses, configuredLines] = await Promise.all([
    query(
      services,
      `SELECT l.id, l."_id", l."lineNumber", l."configurationId", l."headerId", l."productId", l.quantity, l.price,
              l.quantity * l.price AS total, l."imgUrl", l.description, l."partNumber", l.series, l."modelNo", l.type, l.details,
              l."isNonConfigurable", l."trackingNumber", l."trackingUrl",
              CASE WHEN p."isNonConfigurable" THEN p."quantityInStock" END AS "maxQuantity"
       FROM "QuoteLine" l LEFT JOIN "Product" p ON p.id = l."productId"
       WHERE l."quoteId" = $1 ORDER BY l."lineNumber", l.id`,
      [id],
    ),
    query(services, `SELECT id FROM "Communication" WHERE "quoteId" = $1 ORDER BY "createdAt" DESC, id DESC`, [id]),
    quote.customerId == null
      ? { rows: [] }
      : query(
          services,
          `SELECT ${ADDRESS_COLUMNS.map((c) => `"${c}"`).join(', ')} FROM "Address"
           WHERE "customerId" = $1 AND "addressType" = 2 ORDER BY "displayOrder", id`,
          [quote.customerId],
        ),
    // Configured lines are re-checked against their model; the bench quote has none, as the GraphQL side finds.
    query(
      services,
      `SELECT id FROM "QuoteLine" WHERE "quoteId" = $1 AND NOT "isNonConfigurable" AND "sessionId" IS NOT NULL AND "productId" IS NOT NULL
       ORDER BY "lineNumber", id`,
      [id],
    ),
  ]);
  if (configuredLines.rows.length) throw new HttpError(500, 'The bench quote has no configured lines.');

  const customer =
    quote.cu_id != null && canSeeCustomer(viewer, { id: quote.cu_id, pid: quote.cu_pid })
      ? presentCustomer(viewer, { id: quote.cu_id, pid: quote.cu_pid, erpId: quote.cu_erpId as string | null })
      : null;
  const contactVisible =
    quote.c_id != null && (canSeeCustomer(viewer, { id: quote.c_customerId, pid: quote.c_pid }) || viewer.contactId === quote.c_id);
  return {
    quote: {
      id: encodeGlobalID('Quote', quote.id),
      rowId: quote.id,
      type: quote.type,
      erpOrderNo: quote.erpOrderNo,
      csiStatus: quote.csiStatus,
      // the order status label is an order's; the screen measured is a quote's
      orderStatusLabel: null,
      orderLineRefusal: null,
      createdByUserId: quote.createdByUserId,
      viewerCanEdit: quote.type !== QUOTE_TYPE.order,
      nextLineNumber: (quote.lastLineNumber ?? 0) + 1,
      lines: lines.rows.map((line) => ({
        id: encodeGlobalID('QuoteLine', line.id),
        quantity: line.quantity,
        price: line.price,
        rowId: line.id,
        _id: line._id,
        lineNumber: line.lineNumber,
        configurationId: line.configurationId,
        headerId: line.headerId,
        productId: line.productId,
        total: line.total,
        imgUrl: line.imgUrl,
        description: line.description,
        partNumber: line.partNumber,
        series: line.series,
        modelNo: line.modelNo,
        type: line.type,
        details: line.details,
        isNonConfigurable: line.isNonConfigurable,
        trackingNumber: line.trackingNumber,
        trackingUrl: line.trackingUrl,
        maxQuantity: line.maxQuantity,
      })),
      communications: communications.rows.map((row) => ({ id: encodeGlobalID('Communication', row.id) })),
      sameAsBilling: quote.sameAsBilling,
      customerName: quote.customerName,
      customerId: quote.customerId,
      shippingAddressId: quote.shippingAddressId,
      billingAddressId: quote.billingAddressId,
      contact: contactVisible
        ? {
            id: encodeGlobalID('Contact', quote.c_id),
            rowId: quote.c_id,
            firstName: quote.c_firstName,
            lastName: quote.c_lastName,
            email: quote.c_email,
            phone: quote.c_phone,
          }
        : null,
      customer: customer && { id: encodeGlobalID('Customer', customer.id), rowId: customer.id, companyName: quote.cu_companyName, erpId: customer.erpId },
      billingAddress: address(viewer, quote, 'ba'),
      shippingAddress: address(viewer, quote, 'sa'),
      shippingAddresses: shippingAddresses.rows.map((row) => address(viewer, row)),
      totalCost: quote.totalCost,
      lineCount: quote.lineCount,
      configurationChecks: [],
      jobName: quote.jobName,
      specifier: quote.specifier,
      specifierLocation: quote.specifierLocation,
      companyName: customer ? quote.cu_companyName : null,
    },
  };
}

/**
 * The quantity buttons (QuoteLinesTabQuantityMutation): the change as the app makes it, one
 * statement with the `canEditQuote` rule as SQL and the stock limit, returning the answer's fields.
 */
async function lineQuantity(services: Services, viewer: Viewer, { id, quantity }: Record<string, any>) {
  if (!Number.isInteger(quantity) || quantity < 1) throw new HttpError(400, 'quantity must be a whole number of at least 1.');
  const access = editableQuoteSql(visibleQuoteSql(viewer, 'q', 3));
  const { rows } = await query(
    services,
    `WITH t AS (
        UPDATE "QuoteLine" l SET quantity = $2::int, "updatedAt" = now() AT TIME ZONE 'UTC'
        FROM "Quote" q
        WHERE l.id = $1 AND q.id = (SELECT "quoteId" FROM "QuoteLine" WHERE id = $1) AND q.type <> ${QUOTE_TYPE.order} AND (${access.sql})
          AND $2::int <= COALESCE((SELECT p."quantityInStock" FROM "Product" p WHERE p.id = l."productId" AND p."isNonConfigurable"), $2::int)
        RETURNING l.id, l."quoteId", l.quantity, l.price
      )
      UPDATE "Quote" q SET ("totalCost", "lineCount", "updatedAt") = (
        SELECT COALESCE(SUM(CASE WHEN l.id = $1 THEN $2::int ELSE l.quantity END * l.price), 0), COUNT(*)::int, now() AT TIME ZONE 'UTC'
        FROM "QuoteLine" l WHERE l."quoteId" = t."quoteId"
      )
      FROM t
      WHERE q.id = t."quoteId"
      RETURNING t.id, t.quantity, t.quantity * t.price AS total, q.id AS "quoteId", q."totalCost", q."lineCount"`,
    [id, quantity, ...access.params],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, 'Line not found.');
  return {
    updateQuoteLine: {
      id: encodeGlobalID('QuoteLine', row.id),
      quantity: row.quantity,
      total: row.total,
      quote: { id: encodeGlobalID('Quote', row.quoteId), totalCost: row.totalCost, lineCount: row.lineCount },
    },
  };
}

/** A list's filter as SQL: the app's own rule (quoteListWhere, customerScopeWhere) gives plain column equalities here. */
function equalities(where: Record<string, unknown>, alias: string) {
  const entries = Object.entries(where);
  for (const [column, value] of entries) if (typeof value !== 'number') throw new Error(`${column}: the bench lists expect plain filters`);
  return { sql: entries.map(([column], i) => `${alias}."${column}" = $${i + 1}`).join(' AND ') || 'TRUE', values: entries.map(([, value]) => value) };
}

function connection(rows: Record<string, unknown>[], totalCount: number, node: (row: any) => unknown) {
  return {
    totalCount,
    pageCursors: pageCursors(totalCount, 0, PAGE_SIZE),
    edges: rows.map((row) => ({ node: node(row) })),
  };
}

/** The quotes dashboard (QuoteDashboardPageQuery) and the orders page (OrdersPageQuery): the first page, with the pager. */
async function documentList(services: Services, viewer: Viewer, type: number) {
  if (viewer.roleLevel <= 0) throw new HttpError(403, 'Forbidden.');
  const filter = equalities(quoteListWhere(viewer, { type }) as Record<string, unknown>, 'q');
  const order = type === QUOTE_TYPE.order ? `q."erpOrderNo" DESC, q.id DESC` : `q."createdAt" DESC, q.id DESC`;
  // The page's ids come from the list's index alone; then only those rows are read with their joins.
  const [page, count] = await Promise.all([
    query(
      services,
      `SELECT q.id, q."jobName", q."customerName", c."firstName", c."lastName", q."createdByFirstName", q."createdByLastName",
              q."createdAt" AT TIME ZONE 'UTC' AS "createdAt", q."totalCost", q."erpOrderNo", cu."companyName",
              q."dateOrderPlaced" AT TIME ZONE 'UTC' AS "dateOrderPlaced", q."orderStatus", q."csiStatus", p."csiOrderCompleteString"
       FROM (SELECT id FROM "Quote" q WHERE ${filter.sql} ORDER BY ${order} LIMIT ${PAGE_SIZE}) page
       JOIN "Quote" q ON q.id = page.id
       LEFT JOIN "Contact" c ON c.id = q."contactId"
       LEFT JOIN "Customer" cu ON cu.id = q."customerId"
       JOIN "Platform" p ON p.id = q.pid
       ORDER BY ${order}`,
      filter.values,
    ),
    query(services, `SELECT count(*)::int AS n FROM "Quote" q WHERE ${filter.sql}`, filter.values),
  ]);
  const common = (row: any) => ({
    id: encodeGlobalID('Quote', row.id),
    rowId: row.id,
    contactFirstName: row.firstName,
    contactLastName: row.lastName,
    createdByFirstName: row.createdByFirstName,
    createdByLastName: row.createdByLastName,
    customerName: row.customerName,
    totalCost: row.totalCost,
  });
  const list = connection(page.rows, count.rows[0].n, (row) =>
    type === QUOTE_TYPE.order
      ? {
          ...common(row),
          erpOrderNo: row.erpOrderNo,
          companyName: row.companyName,
          dateOrderPlaced: row.dateOrderPlaced?.toISOString() ?? null,
          orderStatusLabel: orderStatusLabel(row.orderStatus, row.csiStatus, row.csiOrderCompleteString),
        }
      : { ...common(row), jobName: row.jobName, createdAt: row.createdAt.toISOString() },
  );
  return { quotes: list };
}

/** The customers page (CustomerListPageQuery). */
async function customerList(services: Services, viewer: Viewer) {
  const filter = equalities(customerScopeWhere(viewer), 'cu');
  const order = `cu."erpId" DESC NULLS LAST, cu.id DESC`;
  const [page, count] = await Promise.all([
    query(
      services,
      `SELECT cu.id, cu.pid, cu."erpId", cu."companyName", p.name AS "platformName",
              a.id AS "a_id", a.address, a.address2, a.city, a.state, a.zip
       FROM (SELECT id FROM "Customer" cu WHERE ${filter.sql} ORDER BY ${order} LIMIT ${PAGE_SIZE}) page
       JOIN "Customer" cu ON cu.id = page.id
       JOIN "Platform" p ON p.id = cu.pid
       LEFT JOIN "Address" a ON a.id = cu."billingAddressId"
       ORDER BY ${order}`,
      filter.values,
    ),
    query(services, `SELECT count(*)::int AS n FROM "Customer" cu WHERE ${filter.sql}`, filter.values),
  ]);
  return {
    customers: connection(page.rows, count.rows[0].n, (row) => ({
      id: encodeGlobalID('Customer', row.id),
      rowId: row.id,
      erpId: presentCustomer(viewer, { id: row.id, pid: row.pid, erpId: row.erpId as string | null }).erpId,
      companyName: row.companyName,
      platformName: row.platformName,
      billingAddress:
        row.a_id == null
          ? null
          : { address: row.address, address2: row.address2, city: row.city, state: row.state, zip: row.zip, id: encodeGlobalID('Address', row.a_id) },
    })),
  };
}
