// Hand-written endpoints the GraphQL screens are compared against: the same answer (the `data` a
// screen's GraphQL document gets, field for field), written the way an endpoint without GraphQL
// would be: the app's own session-token check, the app's access rules, SQL through the app's pool,
// and JSON.stringify. They exist only in the benchmark: `mountHandwrittenEndpoints` puts them in
// front of the app's request handler on the app's own HTTP server, under /bench/.
import { randomUUID } from 'node:crypto';
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
import { seesDealerCost } from '../../api/src/schema/visibility.ts';
import { Prisma } from '../../api/src/generated/prisma/client.ts';
import { approvalSettingsOf, approvalStateOf, limitsOfLine, type LineRow } from '../../api/src/approvals/service.ts';
import { customerStatusLabel } from '../../api/src/documents/revisions.ts';
import { canEditQuote } from '../../api/src/documents/quoteDocuments.ts';
import { isQuoteExpired } from '../../api/src/documents/expiry.ts';
import { quoteExpirationDate } from '../../api/src/documents/orderPresenters.ts';
import { mayPlaceAcceptedQuote } from '../../api/src/documents/sharing.ts';
import { isEmailAddress } from '@quotecraft/rules/passwords';

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
  '/bench/copyLine': copyLine,
  '/bench/jobFields': jobFields,
  '/bench/quotes': (services, viewer, variables) => documentList(services, viewer, variables.type ?? QUOTE_TYPE.quote, variables),
  '/bench/orders': (services, viewer, variables) => documentList(services, viewer, QUOTE_TYPE.order, variables),
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

const LINE_COLUMNS = `l.id, l."_id", l."lineNumber", l."configurationId", l."headerId", l."productId", l.quantity, l.price,
  l.quantity * l.price AS total, l."imgUrl", l.description, l."partNumber", l.series, l."modelNo", l.type, l.details,
  l."isNonConfigurable", l."trackingNumber", l."trackingUrl", l."sessionId", l."listPrice", l."priceOverride", l.cost, l."priceSetByLevel",
  p.cost AS "productCost", CASE WHEN p."isNonConfigurable" THEN p."quantityInStock" END AS "maxQuantity"`;

const NO_LIMITS = approvalSettingsOf({ marginFloorPercent: null, maxDiscountPercents: {} });
const decimal = (value: string | null) => (value == null ? null : new Prisma.Decimal(value));

/** A line as the approval rules read it (approvals/service.ts), from its row. */
function approvalLine(line: Record<string, any>): LineRow {
  return {
    id: line.id,
    lineNumber: line.lineNumber,
    partNumber: line.partNumber,
    description: line.description,
    quantity: line.quantity,
    price: new Prisma.Decimal(line.price),
    listPrice: decimal(line.listPrice),
    priceSetByLevel: line.priceSetByLevel,
    cost: decimal(line.cost),
    product: line.productId == null ? null : { cost: decimal(line.productCost) },
  };
}

/**
 * Where the quote stands against its platform's limits (the lines tab's approval banner): its
 * approval requests read beside its lines, and the app's own rule over the rows.
 */
const approvalRows = async (services: Services, quoteId: number) =>
  (await query(services, `SELECT * FROM "QuoteApproval" WHERE "quoteId" = $1 ORDER BY "createdAt" DESC, id DESC`, [quoteId])).rows;

function approvalOf(rows: unknown[], quote: { revision: number; marginFloorPercent: string | null; maxDiscountPercents: unknown }, lines: LineRow[]) {
  const state = approvalStateOf({
    revision: quote.revision,
    platform: { marginFloorPercent: decimal(quote.marginFloorPercent), maxDiscountPercents: quote.maxDiscountPercents },
    lines,
    approvals: rows as never,
  });
  if (state.latest) throw new HttpError(500, 'The bench quotes have no approval requests.');
  return { lines: state.lines.map((line) => ({ lineNumber: line.lineNumber })), state: state.state, message: state.message, latest: null };
}

/** A quote's lines as its lines tab shows them; configured lines (re-checked against their model by the app) are refused, the bench quotes have none. */
async function quoteLines(services: Services, viewer: Viewer, quote: { id: number; pid: number }) {
  const quoteId = quote.id;
  const seesCost = seesDealerCost(viewer, quote.pid);
  const { rows } = await query(
    services,
    `SELECT ${LINE_COLUMNS} FROM "QuoteLine" l LEFT JOIN "Product" p ON p.id = l."productId" WHERE l."quoteId" = $1 ORDER BY l."lineNumber", l.id`,
    [quoteId],
  );
  const approvalLines = rows.map(approvalLine);
  const presented = rows.map((line, index) => {
    if (!line.isNonConfigurable && line.sessionId != null && line.productId != null) throw new HttpError(500, 'The bench quotes have no configured lines.');
    const listPrice: string | null = line.listPrice ?? (line.priceOverride ? null : line.price);
    const list = decimal(listPrice);
    return {
      listPrice,
      discountPercent: !list || list.isZero() ? null : Math.round(list.minus(line.price).div(list).times(10000).toNumber()) / 100,
      cost: seesCost ? line.cost : null,
      marginPercent: seesCost ? limitsOfLine(approvalLines[index]!, NO_LIMITS).marginPercent : null,
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
    };
  });
  return { presented, approvalLines };
}

/** The quote screen (QuoteDetailPageQuery with its three tabs' fragments). */
async function quoteDetail(services: Services, viewer: Viewer, { id }: Record<string, any>) {
  const { rows } = await query(
    services,
    `SELECT q.id, q.type, q.pid, q."groupId", q."createdByUserId", q."erpOrderNo", q."csiStatus", q."sameAsBilling", q."customerName",
            q."customerId", q."contactId", q."shippingAddressId", q."billingAddressId", q."totalCost", q."lineCount", q."jobName",
            q.specifier, q."specifierLocation", q."orderStatus", q.revision, p."csiOrderCompleteString", p."marginFloorPercent", p."maxDiscountPercents",
            q."createdAt", q."revisionCreatedAt", q."customerStatus", q."customerStatusAt", q."statusTypeId", q.username,
            q."createdByFirstName", q."createdByLastName",
            (SELECT max(l."lineNumber") FROM "QuoteLine" l WHERE l."quoteId" = q.id) AS "lastLineNumber",
            c.id AS c_id, c.pid AS c_pid, c."customerId" AS "c_customerId", c."firstName" AS "c_firstName", c."lastName" AS "c_lastName",
            c.email AS c_email, c.phone AS c_phone,
            cu.id AS cu_id, cu.pid AS cu_pid, cu."companyName" AS "cu_companyName", cu."erpId" AS "cu_erpId",
            ${addressColumns('ba')}, ${addressColumns('sa')}
     FROM "Quote" q
     JOIN "Platform" p ON p.id = q.pid
     LEFT JOIN "Contact" c ON c.id = q."contactId"
     LEFT JOIN "Customer" cu ON cu.id = q."customerId"
     LEFT JOIN "Address" ba ON ba.id = q."billingAddressId"
     LEFT JOIN "Address" sa ON sa.id = q."shippingAddressId"
     WHERE q.id = $1`,
    [id],
  );
  const quote = rows[0];
  if (!quote || !canViewQuote(viewer, quote)) throw new HttpError(404, 'Quote not found.');

  const sends = viewer.roleLevel >= 1 && canEditQuote(viewer, quote);
  const [{ presented: lines, approvalLines }, approvals, communications, shippingAddresses, configuredLines, frozen, events, contacts, users] = await Promise.all([
    quoteLines(services, viewer, quote),
    approvalRows(services, id),
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
    query(services, `SELECT revision, "createdAt", "createdByName", "frozenByName", "totalCost", status FROM "QuoteRevision" WHERE "quoteId" = $1 ORDER BY revision`, [id]),
    query(services, `SELECT id FROM "OrderEvent" WHERE "quoteId" = $1 ORDER BY at DESC, id DESC LIMIT 26`, [id]),
    // the addresses the Send dialog offers: the customer's contacts, then the platform's users
    sends && quote.customerId != null
      ? query(services, `SELECT email, "firstName", "lastName" FROM "Contact" WHERE pid = $1 AND "customerId" = $2 AND email IS NOT NULL ORDER BY "lastName", id LIMIT 100`, [quote.pid, quote.customerId])
      : { rows: [] },
    sends ? query(services, `SELECT username, "firstName", "lastName" FROM "User" WHERE pid = $1 ORDER BY "lastName", id LIMIT 200`, [quote.pid]) : { rows: [] },
  ]);
  if (configuredLines.rows.length) throw new HttpError(500, 'The bench quotes have no configured lines.');
  // The bench quotes are quotes: no order events, status type or customer response to present.
  if (events.rows.length || quote.statusTypeId != null || quote.customerStatus != null) throw new HttpError(500, 'The bench quotes have no order events, status type or customer response.');
  const approval = approvalOf(approvals, quote, approvalLines);

  const customer =
    quote.cu_id != null && canSeeCustomer(viewer, { id: quote.cu_id, pid: quote.cu_pid })
      ? presentCustomer(viewer, { id: quote.cu_id, pid: quote.cu_pid, erpId: quote.cu_erpId as string | null })
      : null;
  const lastFrozen = frozen.rows.at(-1);
  const revisions = [
    ...frozen.rows.map((r) => ({ revision: r.revision, createdAt: r.createdAt, createdBy: r.createdByName, totalCost: r.totalCost, status: customerStatusLabel(r.status), current: false })),
    {
      revision: quote.revision,
      createdAt: quote.revisionCreatedAt ?? quote.createdAt,
      createdBy: lastFrozen ? lastFrozen.frozenByName : [quote.createdByFirstName, quote.createdByLastName].filter(Boolean).join(' ') || quote.username,
      totalCost: quote.totalCost,
      status: customerStatusLabel(quote.type === QUOTE_TYPE.order ? 'ordered' : quote.customerStatus),
      current: true,
    },
  ];
  const seen = new Set<string>();
  const shareRecipients = [
    ...contacts.rows.map((c) => ({ email: String(c.email ?? '').trim().toLowerCase(), name: [c.firstName, c.lastName].filter(Boolean).join(' '), kind: 'contact' })),
    ...users.rows.map((u) => ({ email: String(u.username).trim().toLowerCase(), name: [u.firstName, u.lastName].filter(Boolean).join(' '), kind: 'user' })),
  ].filter((r) => r.email && (r.kind === 'contact' || isEmailAddress(r.email)) && !seen.has(r.email) && seen.add(r.email));
  const contactVisible =
    quote.c_id != null && (canSeeCustomer(viewer, { id: quote.c_customerId, pid: quote.c_pid }) || viewer.contactId === quote.c_id);
  return {
    quote: {
      id: encodeGlobalID('Quote', quote.id),
      rowId: quote.id,
      pid: quote.pid,
      type: quote.type,
      revision: quote.revision,
      expirationDate: quoteExpirationDate(quote),
      expired: isQuoteExpired(quote),
      customerStatus: null,
      customerResponse: null,
      revisions,
      shareRecipients,
      viewerCanPlaceAccepted: mayPlaceAcceptedQuote(viewer, quote),
      statusType: null,
      assignableStatusTypes: [],
      timeline: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
      erpOrderNo: quote.erpOrderNo,
      csiStatus: quote.csiStatus,
      orderStatusLabel: quote.type === QUOTE_TYPE.order ? orderStatusLabel(quote.orderStatus, quote.csiStatus, quote.csiOrderCompleteString) : null,
      orderLineRefusal: null,
      createdByUserId: quote.createdByUserId,
      viewerCanEdit: quote.type !== QUOTE_TYPE.order,
      nextLineNumber: (quote.lastLineNumber ?? 0) + 1,
      lines,
      approval,
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


/**
 * Copy on a line (QuoteLinesTabCopyMutation): the copy as the app makes it (next line number, a
 * configuration id of its own, the source's ids kept, the quote's totals recomputed) in one
 * statement under the quote's row lock, then the quote's lines read for the answer. The quote's id
 * is read from the line, as in the quantity change: joined only by \`q.id = l."quoteId"\`, the
 * prepared statement's generic plan may walk the whole "Quote" key (docs/PERFORMANCE.md).
 */
async function copyLine(services: Services, viewer: Viewer, { id }: Record<string, any>) {
  if (!Number.isInteger(id)) throw new HttpError(400, 'id must be a whole number.');
  const access = editableQuoteSql(visibleQuoteSql(viewer, 'q', 4));
  const { rows } = await query(
    services,
    `WITH src AS (
        SELECT l.* FROM "QuoteLine" l JOIN "Quote" q ON q.id = l."quoteId"
        WHERE l.id = $1 AND q.id = (SELECT "quoteId" FROM "QuoteLine" WHERE id = $1) AND q.type <> ${QUOTE_TYPE.order} AND (${access.sql})
        FOR UPDATE OF q
      ), next AS (
        SELECT COALESCE(max(x."lineNumber"), 0) + 1 AS n FROM "QuoteLine" x WHERE x."quoteId" = (SELECT "quoteId" FROM src)
      ), ins AS (
        INSERT INTO "QuoteLine" ("_id", "quoteId", "lineNumber", "configurationId", "sourceConfigurationId", "sourceHeaderId", "sessionId", username,
                                 "headerId", "productId", quantity, price, "priceOverride", cost, "imgUrl", description, "partNumber", series,
                                 "modelNo", type, details, "isNonConfigurable", "modelVersion", "quoteCreated", "updatedAt")
        SELECT $3, s."quoteId", next.n, s."quoteId" || '_' || next.n, NULLIF(s."configurationId", ''), s."headerId", NULL, $2,
               s."headerId", s."productId", s.quantity, s.price, s."priceOverride", s.cost, s."imgUrl", s.description, s."partNumber", s.series,
               s."modelNo", s.type, s.details, s."isNonConfigurable", s."modelVersion", s."quoteCreated", now() AT TIME ZONE 'UTC'
        FROM src s, next
        RETURNING id, "quoteId", quantity, price
      )
      UPDATE "Quote" q SET ("totalCost", "lineCount", "updatedAt") = (
        SELECT COALESCE(SUM(l.quantity * l.price), 0) + ins.quantity * ins.price, COUNT(*)::int + 1, now() AT TIME ZONE 'UTC'
        FROM "QuoteLine" l WHERE l."quoteId" = ins."quoteId"
      )
      FROM ins
      WHERE q.id = ins."quoteId"
      RETURNING ins.id AS "lineId", q.id, q.pid, q.type, q."totalCost", q."lineCount", q.revision,
                (SELECT p."marginFloorPercent" FROM "Platform" p WHERE p.id = q.pid) AS "marginFloorPercent",
                (SELECT p."maxDiscountPercents" FROM "Platform" p WHERE p.id = q.pid) AS "maxDiscountPercents"`,
    [id, viewer.username, randomUUID(), ...access.params],
  );
  const quote = rows[0];
  if (!quote) throw new HttpError(404, 'Line not found.');
  const [{ presented: lines, approvalLines }, approvals] = await Promise.all([quoteLines(services, viewer, quote), approvalRows(services, quote.id)]);
  const approval = approvalOf(approvals, quote, approvalLines);
  return {
    copyQuoteLine: {
      id: encodeGlobalID('QuoteLine', quote.lineId),
      quote: {
        id: encodeGlobalID('Quote', quote.id),
        rowId: quote.id,
        type: quote.type,
        viewerCanEdit: true,
        orderLineRefusal: null,
        nextLineNumber: Math.max(0, ...lines.map((line) => line.lineNumber)) + 1,
        totalCost: quote.totalCost,
        lineCount: quote.lineCount,
        lines,
        // the lines tab asks for the lines needing approval only
        approval: { lines: approval.lines },
        configurationChecks: [],
      },
    },
  };
}

const JOB_FIELDS = ['jobName', 'specifier', 'specifierLocation'] as const;

/** The summary tab's job fields (SummaryTabJobMutation): each 1 to 50 characters, saved in one statement with the edit rule. */
async function jobFields(services: Services, viewer: Viewer, { id, input }: Record<string, any>) {
  if (!Number.isInteger(id)) throw new HttpError(400, 'id must be a whole number.');
  const values: unknown[] = [];
  for (const field of JOB_FIELDS) {
    const value = input?.[field];
    if (value === undefined) values.push(null);
    else if (typeof value !== 'string' || !value.trim() || value.trim().length > 50) throw new HttpError(400, `input.${field} must be 1 to 50 characters.`);
    else values.push(value.trim());
  }
  const access = editableQuoteSql(visibleQuoteSql(viewer, 'q', 5));
  const { rows } = await query(
    services,
    `UPDATE "Quote" q SET "jobName" = COALESCE($2, q."jobName"), specifier = COALESCE($3, q.specifier),
            "specifierLocation" = COALESCE($4, q."specifierLocation"), "updatedAt" = now() AT TIME ZONE 'UTC'
     WHERE q.id = $1 AND q.type <> ${QUOTE_TYPE.order} AND (${access.sql})
     RETURNING q.id, q."jobName", q.specifier, q."specifierLocation"`,
    [id, ...values, ...access.params],
  );
  const quote = rows[0];
  if (!quote) throw new HttpError(404, 'Quote not found.');
  return { updateQuote: { id: encodeGlobalID('Quote', quote.id), jobName: quote.jobName, specifier: quote.specifier, specifierLocation: quote.specifierLocation } };
}

/** A list's filter as SQL: the app's own rule (quoteListWhere, customerScopeWhere) gives plain column equalities here. */
function equalities(where: Record<string, unknown>, alias: string, values: unknown[]) {
  const conditions: string[] = [];
  for (const [column, value] of Object.entries(where)) {
    if (typeof value !== 'number') throw new Error(`${column}: the bench lists expect plain filters`);
    values.push(value);
    conditions.push(`${alias}."${column}" = $${values.length}`);
  }
  return conditions;
}

/** `contains`, case-insensitive, as a LIKE pattern (the wildcards in the term itself escaped). */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The page a list's `first` and `after` ask for, as the app reads them (offset cursors). */
function listWindow(variables: Record<string, any>) {
  const limit = variables.first ?? PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 0 || limit > 200) throw new HttpError(400, 'first must be between 0 and 200.');
  let offset = 0;
  if (variables.after) {
    const match = /^offset:(-?\d+)$/.exec(Buffer.from(String(variables.after), 'base64url').toString());
    if (!match) throw new HttpError(400, 'after is not a valid cursor.');
    offset = Math.max(0, Number(match[1]) + 1);
  }
  return { limit, offset };
}

const QUOTE_SORT_COLUMNS = new Set(['createdAt', 'createdByLastName', 'customerName', 'dateOrderPlaced', 'erpOrderNo', 'id', 'jobName', 'totalCost']);
const CUSTOMER_SORT_COLUMNS = new Set(['companyName', 'erpId', 'id']);

function orderOf(variables: Record<string, any>, columns: Set<string>, fallback: string, alias: string, nullsLast: string[] = []) {
  const field = variables.orderBy?.field ?? fallback;
  if (!columns.has(field)) throw new HttpError(400, 'orderBy.field is not a column of this list.');
  const direction = variables.orderBy?.direction === 'ASC' ? 'ASC' : 'DESC';
  const byId = `${alias}.id ${direction}`;
  return field === 'id' ? byId : `${alias}."${field}" ${direction}${nullsLast.includes(field) ? ' NULLS LAST' : ''}, ${byId}`;
}

function connection(rows: Record<string, unknown>[], totalCount: number, window: { limit: number; offset: number }, node: (row: any) => unknown) {
  return {
    totalCount,
    pageCursors: pageCursors(totalCount, window.offset, window.limit),
    edges: rows.map((row) => ({ node: node(row) })),
  };
}

/**
 * The quotes dashboard (QuoteDashboardPageQuery, QuoteListRefetchQuery) and the orders page
 * (OrdersPageQuery, OrdersListRefetchQuery): one page in the asked order, searched, with the pager.
 */
async function documentList(services: Services, viewer: Viewer, type: number, variables: Record<string, any>) {
  if (viewer.roleLevel <= 0) throw new HttpError(403, 'Forbidden.');
  const values: unknown[] = [];
  const conditions = equalities(quoteListWhere(viewer, { type, mine: variables.mine ?? false, pid: variables.pid }) as Record<string, unknown>, 'q', values);
  const term = typeof variables.search === 'string' ? variables.search.trim() : '';
  if (term) {
    values.push(containsPattern(term));
    const like = `$${values.length}`;
    const or = ['jobName', 'customerName', 'createdByFirstName', 'createdByLastName', 'erpOrderNo'].map((column) => `q."${column}" ILIKE ${like}`);
    if (/^\d{1,9}$/.test(term)) {
      values.push(Number(term));
      or.push(`q.id = $${values.length}`);
    }
    conditions.push(`(${or.join(' OR ')})`);
  }
  const where = conditions.join(' AND ') || 'TRUE';
  const order = orderOf(variables, QUOTE_SORT_COLUMNS, type === QUOTE_TYPE.order ? 'erpOrderNo' : 'createdAt', 'q');
  const window = listWindow(variables);
  // The page's ids from the list's index, then only those rows with their joins.
  const [page, count] = await Promise.all([
    query(
      services,
      `SELECT q.id, q."jobName", q."customerName", c."firstName", c."lastName", q."createdByFirstName", q."createdByLastName",
              q."createdAt" AT TIME ZONE 'UTC' AS "createdAt", q."totalCost", q."erpOrderNo", cu."companyName",
              q."dateOrderPlaced" AT TIME ZONE 'UTC' AS "dateOrderPlaced", q."orderStatus", q."csiStatus", p."csiOrderCompleteString"
       FROM (SELECT id FROM "Quote" q WHERE ${where} ORDER BY ${order} LIMIT ${window.limit} OFFSET ${window.offset}) page
       JOIN "Quote" q ON q.id = page.id
       LEFT JOIN "Contact" c ON c.id = q."contactId"
       LEFT JOIN "Customer" cu ON cu.id = q."customerId"
       JOIN "Platform" p ON p.id = q.pid
       ORDER BY ${order}`,
      values,
    ),
    query(services, `SELECT count(*)::int AS n FROM "Quote" q WHERE ${where}`, values),
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
  const list = connection(page.rows, count.rows[0].n, window, (row) =>
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

/** The customers page (CustomerListPageQuery, CustomerListRefetchQuery): one page in the asked order, searched, with the pager. */
async function customerList(services: Services, viewer: Viewer, variables: Record<string, any>) {
  const values: unknown[] = [];
  const conditions = equalities(customerScopeWhere(viewer), 'cu', values);
  const term = typeof variables.search === 'string' ? variables.search.trim() : '';
  if (term) {
    values.push(containsPattern(term));
    const like = `$${values.length}`;
    conditions.push(
      `(cu."companyName" ILIKE ${like} OR cu."erpId" ILIKE ${like} OR EXISTS (SELECT 1 FROM "Address" ba WHERE ba.id = cu."billingAddressId" AND ` +
        `(ba.address ILIKE ${like} OR ba.city ILIKE ${like} OR ba.state ILIKE ${like} OR ba.zip ILIKE ${like})))`,
    );
  }
  const where = conditions.join(' AND ') || 'TRUE';
  const order = orderOf(variables, CUSTOMER_SORT_COLUMNS, 'erpId', 'cu', ['erpId']);
  const window = listWindow(variables);
  const [page, count] = await Promise.all([
    query(
      services,
      `SELECT cu.id, cu.pid, cu."erpId", cu."companyName", p.name AS "platformName",
              a.id AS "a_id", a.address, a.address2, a.city, a.state, a.zip
       FROM (SELECT id FROM "Customer" cu WHERE ${where} ORDER BY ${order} LIMIT ${window.limit} OFFSET ${window.offset}) page
       JOIN "Customer" cu ON cu.id = page.id
       JOIN "Platform" p ON p.id = cu.pid
       LEFT JOIN "Address" a ON a.id = cu."billingAddressId"
       ORDER BY ${order}`,
      values,
    ),
    query(services, `SELECT count(*)::int AS n FROM "Customer" cu WHERE ${where}`, values),
  ]);
  return {
    customers: connection(page.rows, count.rows[0].n, window, (row) => ({
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
