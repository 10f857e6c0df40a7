// The security matrix: every GraphQL field and every REST shim, called by every kind of caller on a
// record of the caller's own platform and on one of another platform, over real HTTP. The outcome
// each call must have is in expectations.ts; this file only builds and judges the calls.
import { randomUUID } from 'node:crypto';
import { templateWorkbook } from '../imports/testFiles.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { REPO_ROOT } from '../db/paths.ts';
import { restOperationKeys } from '../rest/index.ts';
import { restKindOf, restOperation, restPathOf } from '../rest/registry.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { recomputeQuoteTotals } from '../documents/totals.ts';
import { createQuoteWithLines } from '../documents/testHelpers.ts';
import { CALLERS, DOCUMENT_TEXT_CALLERS, EXPECTATIONS, type Args, type Caller, type Expectation, type Fresh, type PlatformIds, type Target } from './expectations.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { markJobFailed } from '../jobs/testing.ts';
import { recordOrderEvent } from '../orderEvents/service.ts';
import { publishOrderEvents } from '../documents/events.ts';

const schema = buildSchema(readFileSync(join(REPO_ROOT, 'schema.graphql'), 'utf8'));
const ROOTS = ['Query', 'Mutation', 'Subscription'] as const;

/** Every operation the API offers: `Query.x`, `Mutation.x`, `Subscription.x`, `REST family/operation`. */
function operationKeys(): string[] {
  const graphql = ROOTS.flatMap((root) => Object.keys((schema.getType(root) as GraphQLObjectType).getFields()).map((name) => `${root}.${name}`));
  return [...graphql, ...restOperationKeys().map((key) => `REST ${key}`)];
}

// ---- selection sets ---------------------------------------------------------------------------

function selectionFor(type: GraphQLNamedType, depth = 0): string {
  if (isUnionType(type) || isInterfaceType(type)) return '{ __typename ... on Node { id } }';
  if (!isObjectType(type)) return '';
  const fields = type.getFields();
  if (fields.edges) {
    const edge = getNamedType(fields.edges.type);
    const node = isObjectType(edge) ? edge.getFields().node : undefined;
    if (node) return `{ __typename edges { node ${selectionFor(getNamedType(node.type), depth + 1)} } }`;
  }
  const parts = ['__typename'];
  // dealer costs, to see who is shown them
  if (fields.cost && fields.cost.args.length === 0) parts.push('cost');
  if (fields.id) parts.push('id');
  else if (depth < 2) {
    // a payload: the objects it carries, by their ids
    for (const field of Object.values(fields)) {
      const named = getNamedType(field.type);
      if (field.args.some((a) => a.type.toString().endsWith('!'))) continue;
      if (isObjectType(named) && named.getFields().id) parts.push(`${field.name} { __typename id }`);
    }
  }
  return `{ ${parts.join(' ')} }`;
}

function graphqlDocument(root: string, field: GraphQLField<unknown, unknown>, args: Args, selection?: string): string {
  const given = field.args.filter((a) => args[a.name] !== undefined);
  const definitions = given.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = given.map((a) => `${a.name}: $${a.name}`).join(', ');
  const keyword = root === 'Query' ? 'query' : root === 'Mutation' ? 'mutation' : 'subscription';
  return `${keyword}${definitions ? `(${definitions})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selection ?? selectionFor(getNamedType(field.type))} }`;
}

// ---- the world the calls run in ---------------------------------------------------------------

let app: TestApp;
const tokens = new Map<Caller, string | null>();
const usernames = new Map<Caller, string>();
let acme: PlatformIds;
let borealis: PlatformIds;
/** who owns new quotes, orders and RMAs a call meets on its own platform: the caller (a visitor's: the level-1 user's) */
interface Owner {
  id: number;
  username: string;
  groupId: number | null;
  customerId: number | null;
  contactId: number | null;
  memberGroupId: number | null;
}
const owners = new Map<Caller, Owner>();
let borealisOwner: Owner;
let borealisAdminToken: string;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}`;

async function platformIds(name: string, levelOneUser: string, admin: string): Promise<PlatformIds> {
  const p = app.services.prisma;
  const platform = await p.platform.findFirstOrThrow({ where: { name } });
  const pid = platform.id;
  const first = { orderBy: { id: 'asc' as const } };
  const user = await p.user.findUniqueOrThrow({ where: { username: levelOneUser } });
  return {
    pid,
    userId: user.id,
    username: user.username,
    adminUsername: admin,
    groupId: (await p.group.findFirstOrThrow({ where: { pid }, ...first })).id,
    customerId: (await p.customer.findFirstOrThrow({ where: { pid }, ...first })).id,
    customerWithErpId: (await p.customer.findFirstOrThrow({ where: { pid, erpId: { not: null } }, ...first })).id,
    addressId: (await p.address.findFirstOrThrow({ where: { pid }, ...first })).id,
    fixedProductId: (await p.product.findFirstOrThrow({ where: { pid, isNonConfigurable: true }, ...first })).id,
    // the square steel pole: complete once its height is 10 ft or more
    configurableProductId: (await p.product.findFirstOrThrow({ where: { pid, productNumber: { startsWith: 'POLE-' } }, ...first })).id,
    productListId: (await p.productList.findFirstOrThrow({ where: { pid }, ...first })).id,
    statusTypeId: (await p.statusType.findFirstOrThrow({ where: { pid }, ...first })).id,
    themeId: (await p.theme.findFirstOrThrow({ where: { pid }, ...first })).id,
    issueReportId: (await p.issueReport.findFirstOrThrow({ where: { pid }, ...first })).id,
    configuratorModelId: (await p.configuratorModel.findFirstOrThrow({ where: { pid }, ...first })).id,
    roleId: (await p.role.findFirstOrThrow({ where: { pid: null, roleLevel: 1 } })).id,
  };
}

/** A new row copied from the platform's first one, with `overrides`. */
async function clone(model: string, where: Record<string, unknown>, overrides: Record<string, unknown> = {}, drop: string[] = []): Promise<any> {
  const delegate = (app.services.prisma as any)[model];
  const row = await delegate.findFirstOrThrow({ where, orderBy: { id: 'asc' } });
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || ['id', 'createdAt', 'updatedAt', ...drop].includes(key)) continue;
    data[key] = value;
  }
  return delegate.create({ data: { ...data, ...overrides } });
}

/** The token that starts the target's sessions, and the one that finishes configurations onto quotes. */
function sessionToken(caller: Caller, own: boolean) {
  return own ? tokens.get(caller) ?? null : borealisAdminToken;
}
function finishingToken(caller: Caller, own: boolean) {
  if (!own) return borealisAdminToken;
  return tokens.get(caller === 'visitor' ? 'level1' : caller === 'apiToken' ? 'level5' : caller)!;
}

function customerOf(caller: Caller, own: boolean, ids: PlatformIds) {
  const owner = owners.get(caller)!;
  return own && ['level0', 'level1'].includes(caller) && owner.customerId ? owner.customerId : ids.customerId;
}

function freshFor(caller: Caller, own: boolean, ids: PlatformIds): Fresh {
  const p = app.services.prisma;
  const pid = ids.pid;
  const owner = own ? owners.get(caller)! : borealisOwner;
  const personal = own && ['level0', 'level1'].includes(caller);
  const startSession = async (token: string | null, complete: boolean) => {
    const started = await app.gql(`mutation($productId: Int!) { startConfiguration(productId: $productId) { sessionId } }`, { productId: ids.configurableProductId }, token);
    const sessionId = started.data?.startConfiguration?.sessionId as string | undefined;
    if (!sessionId) throw new Error(`could not start a session: ${JSON.stringify(started.errors)}`);
    if (complete) {
      const configured = await app.gql(`mutation($s: String!) { configure(sessionId: $s, id: "height", value: "20 1/4") { sessionId } }`, { s: sessionId }, token);
      if (configured.errors) throw new Error(`could not configure a session: ${JSON.stringify(configured.errors)}`);
    }
    return sessionId;
  };
  const fresh: Fresh = {
    unique,
    async quoteCents(quoteId) {
      const quote = await p.quote.findUniqueOrThrow({ where: { id: quoteId } });
      return Math.round(Number(quote.totalCost) * 100);
    },
    async configuredLine() {
      const token = finishingToken(caller, own);
      const sessionId = await startSession(token, true);
      const finished = await app.gql(`mutation($s: String!) { finishConfiguration(sessionId: $s) { quoteId lineId configurationId } }`, { s: sessionId }, token);
      const result = finished.data?.finishConfiguration;
      if (!result) throw new Error(`could not finish a session: ${JSON.stringify(finished.errors)}`);
      return { id: result.lineId, quoteId: Number(result.quoteId), configurationId: result.configurationId };
    },
    async quote(type = own && caller === 'level0' ? 3 : 1) {
      const source = (await p.quote.findFirst({ where: { pid, type }, orderBy: { id: 'asc' } })) ?? (await p.quote.findFirstOrThrow({ where: { pid }, orderBy: { id: 'asc' } }));
      const orderOnly = ['erpOrderNo', 'csiStatus', 'orderStatus', 'dateOrderPlaced', 'activeOrderId', 'paymentIntentId', 'integration'];
      const mine = personal && owner.customerId ? { customerId: owner.customerId, contactId: owner.contactId } : {};
      const quote = await clone('quote', { id: source.id }, { clientId: randomUUID(), type, createdByUserId: owner.id, groupId: owner.groupId, username: owner.username, ...mine }, [...(type === 2 ? [] : orderOnly), 'copiedFromId', 'groupId']);
      await p.communication.create({ data: { quoteId: quote.id, pid, kind: 'note', subject: 'Note', body: 'A note', createdByUserId: owner.id } });
      const lines = await p.quoteLine.findMany({ where: { quoteId: source.id }, orderBy: { lineNumber: 'asc' }, take: 2 });
      if (lines.length === 0) {
        const product = await p.product.findUniqueOrThrow({ where: { id: ids.fixedProductId } });
        await p.quoteLine.create({ data: { clientId: randomUUID(), quoteId: quote.id, lineNumber: 1, productId: product.id, partNumber: product.productNumber, description: product.description, price: product.defaultPrice ?? 0, isNonConfigurable: true } as any });
      }
      for (const line of lines) {
        const { id: _id, createdAt: _c, updatedAt: _u, sessionId: _s, ...rest } = line as any;
        for (const key of Object.keys(rest)) if (rest[key] === null) delete rest[key];
        await p.quoteLine.create({ data: { ...rest, clientId: randomUUID(), quoteId: quote.id, configurationId: line.configurationId ? `${quote.id}_${line.lineNumber}` : '' } });
      }
      await recomputeQuoteTotals(p, quote.id);
      return quote.id;
    },
    async revisedQuote() {
      const quoteId = await fresh.quote(1);
      const revised = await app.rest('/api/v1/quoteManagement/reviseQuote', { id: quoteId }, tokens.get('level9') ?? null);
      if (!revised.body.success) throw new Error(`reviseQuote: ${revised.body.error}`);
      const line = await p.quoteLine.findFirstOrThrow({ where: { quoteId }, orderBy: { lineNumber: 'asc' } });
      await p.quoteLine.update({ where: { id: line.id }, data: { quantity: line.quantity + 1 } });
      return quoteId;
    },
    async line() {
      const quoteId = await fresh.quote(1);
      const line = await p.quoteLine.findFirstOrThrow({ where: { quoteId }, orderBy: { lineNumber: 'asc' } });
      return { id: line.id, quoteId };
    },
    order: () => fresh.quote(2),
    async approval() {
      const quoteId = await fresh.quote(1);
      const line = await p.quoteLine.findFirstOrThrow({ where: { quoteId }, orderBy: { lineNumber: 'asc' } });
      const recorded = { lineId: line.id, lineNumber: line.lineNumber, partNumber: line.partNumber, description: line.description, quantity: line.quantity, price: line.price.toFixed(2), listPrice: null, cost: null, discountPercent: null, marginPercent: null, reasons: ['marginFloor'] };
      return (await p.quoteApproval.create({ data: { quoteId, pid, requestedByUserId: ids.userId, requestedByName: 'Matrix', lines: [recorded] } })).id;
    },
    async rma() {
      const quoteId = await fresh.quote(2);
      const lineNumber = (await p.quoteLine.count({ where: { quoteId } })) + 1;
      await p.quoteLine.create({ data: { clientId: randomUUID(), quoteId, lineNumber, partNumber: 'RMA-PART', description: 'Returned part', quantity: 2, price: 1 } });
      const rma = await p.rma.create({ data: { pid, quoteId, createdByUserId: owner.id, groupId: owner.groupId, modelNo: 'M-1' } });
      await p.rmaDetail.create({ data: { rmaId: rma.id, pid, productNumber: 'RMA-PART', modelNo: 'M-1', quantity: 1, orderedQuantity: 2, reason: 'Broken' } });
      return rma.id;
    },
    async submittedRma() {
      const rmaId = await fresh.rma();
      await p.rma.update({ where: { id: rmaId }, data: { rmaCreated: true, status: 'Submitted', rmaNumber: `RMA-${rmaId}`, submittedAt: new Date() } });
      await p.rmaComment.create({ data: { rmaId, pid, author: owner.username, text: 'Submitted for return' } });
      return rmaId;
    },
    async orderWithEvent() {
      const quoteId = await fresh.quote(2);
      await recordOrderEvent(p, { quoteId, kind: 'comment', text: 'A comment', actor: { userId: owner.id, name: owner.username } });
      return quoteId;
    },
    async notification() {
      // a status change the ERP reports on an order of the owner: told to the owner
      const quoteId = await fresh.quote(2);
      const event = await recordOrderEvent(p, { quoteId, kind: 'status', text: 'Status changed to Stopped (S)', actor: { userId: null, name: 'ERP' }, data: { orderStatus: 'S' } });
      return (await p.notification.findFirstOrThrow({ where: { orderEventId: event.id, userId: owner.id } })).id;
    },
    async rmaDetail() {
      const rmaId = await fresh.rma();
      return (await p.rmaDetail.findFirstOrThrow({ where: { rmaId } })).id;
    },
    customer: async () => (await clone('customer', { pid }, { companyName: unique('Company') }, ['billingAddressId', 'primaryContactId', 'erpId'])).id,
    address: async () => (await clone('address', { pid, customerId: customerOf(caller, own, ids) })).id,
    group: async () => (await clone('group', { pid }, { name: unique('Group') })).id,
    productList: async () => (await clone('productList', { pid }, { name: unique('List') })).id,
    product: async () => (await clone('product', { id: ids.fixedProductId }, { name: unique('Product'), productNumber: unique('PN') })).id,
    statusType: async () => (await clone('statusType', { pid }, { name: unique('Status') })).id,
    theme: async () => (await clone('theme', { pid }, { name: unique('Theme'), isActive: false })).id,
    issueReport: async () => (await clone('issueReport', { pid }, { title: unique('Issue') })).id,
    async failedJob() {
      // a mail job written to run in an hour, then marked as out of attempts with an error
      const id = await enqueueJob(p, 'mail', { to: ['nobody@example.test'], subject: unique('Mail'), html: '<p>x</p>' }, { about: { pid, record: 'matrix' }, runAt: new Date(Date.now() + 3_600_000) });
      await markJobFailed(p, id, { error: 'SMTP down', forGood: true });
      return id;
    },
    configuratorModel: async () => (await clone('configuratorModel', { pid }, { key: unique('key') })).id,
    importRun: async () => {
      const file = new Uint8Array(await templateWorkbook('Products', []));
      return (await p.importRun.create({ data: { pid, type: 'Products', username: 'matrix@example.test', fileName: unique('import') + '.xlsx', file, rejectedFile: file, errors: 1 } })).id;
    },
    async user() {
      const username = `${unique('user')}@example.test`;
      const user = await clone('user', { id: ids.userId }, { username, isLoggedIn: false }, ['groupId', 'customerId', 'contactId', 'mfaSecret']);
      return { id: user.id, username };
    },
    role: async () => (await p.role.create({ data: { pid, name: unique('Role'), roleLevel: 1 } })).id,
    apiToken: async () => (await p.apiToken.create({ data: { pid, name: unique('token'), tokenHash: randomUUID(), expiresAt: new Date(Date.now() + 86_400_000) } })).id,
    session: (complete = false) => startSession(sessionToken(caller, own), complete),
    async resetRequest() {
      const user = await fresh.user();
      const id = randomUUID();
      await p.passwordResetRequest.create({ data: { id, userId: user.id, expirationDate: new Date(Date.now() + 3_600_000) } });
      return id;
    },
  };
  return fresh;
}

// ---- judging answers --------------------------------------------------------------------------

type Outcome = 'ok' | 'refused';

function isEmpty(value: unknown): boolean {
  if (value == null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (Array.isArray(record.edges)) return record.edges.length === 0;
    if (Array.isArray(record.rows)) return record.rows.length === 0;
  }
  return false;
}

const pidCache = new Map<string, number | null>();
const GRAPHQL_TABLES: Record<string, string> = { Rma: 'Rma', RmaDetail: 'RmaDetail', AdminProduct: 'Product', CatalogProduct: 'Product' };

/** The platform a global id's row belongs to (null: none, or not a row of a platform). */
async function pidOfGlobalId(globalId: string): Promise<number | null> {
  const decoded = Buffer.from(globalId, 'base64').toString();
  const match = /^([A-Za-z]+):(\d+)$/.exec(decoded);
  if (!match) return null;
  const [, type, id] = match;
  if (pidCache.has(decoded)) return pidCache.get(decoded)!;
  let pid: number | null = null;
  try {
    if (type === 'Platform') pid = Number(id);
    else if (type === 'QuoteLine') pid = (await app.services.prisma.quoteLine.findUnique({ where: { id: Number(id) }, select: { quote: { select: { pid: true } } } }))?.quote.pid ?? null;
    else {
      const rows = await app.services.prisma.$queryRawUnsafe<{ pid: number | null }[]>(`SELECT pid FROM "${GRAPHQL_TABLES[type] ?? type}" WHERE id = $1`, Number(id));
      pid = rows[0]?.pid ?? null;
    }
  } catch {
    pid = null;
  }
  pidCache.set(decoded, pid);
  return pid;
}

/** Whether an answer carries a row of the other platform. */
async function carriesForeignData(value: unknown, foreignPid: number, foreignQuoteIds: (id: number) => Promise<boolean>): Promise<string | null> {
  if (/borealis/i.test(JSON.stringify(value) ?? '')) return 'names Borealis';
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (Array.isArray(item)) stack.push(...item);
    else if (item && typeof item === 'object') {
      for (const [key, field] of Object.entries(item as Record<string, unknown>)) {
        if (key === 'pid' && field === foreignPid) return `pid ${foreignPid}`;
        if (key === 'id' && typeof field === 'string' && (await pidOfGlobalId(field)) === foreignPid) return `id ${field} (${Buffer.from(field, 'base64').toString()})`;
        if (key === 'quoteId' && typeof field === 'number' && (await foreignQuoteIds(field))) return `quoteId ${field}`;
        if (field && typeof field === 'object') stack.push(field);
      }
    }
  }
  return null;
}

/** Dealer costs and margins are shown from level 3 up (and to API tokens, which act as administrators). */
const SEES_COST: Caller[] = ['level3', 'level5', 'level9', 'apiToken'];
function showsCost(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (Array.isArray(item)) stack.push(...item);
    else if (item && typeof item === 'object') {
      for (const [key, field] of Object.entries(item as Record<string, unknown>)) {
        if (['cost', 'costTotal', 'margin'].includes(key) && field != null) return `shows ${key} ${JSON.stringify(field)}`;
        if (field && typeof field === 'object') stack.push(field);
      }
    }
  }
  return null;
}

// ---- the calls --------------------------------------------------------------------------------

interface Call {
  key: string;
  caller: Caller;
  own: boolean;
  expectation: Expectation;
}

interface Result extends Call {
  outcome: Outcome;
  detail: string;
  foreign: string | null;
}

async function runCall(call: Call): Promise<Result> {
  const ids = call.own ? acme : borealis;
  const owner = call.own ? owners.get(call.caller)! : borealisOwner;
  const target: Target = {
    caller: call.caller,
    own: call.own,
    pid: ids.pid,
    ids,
    fresh: freshFor(call.caller, call.own, ids),
    customerId: customerOf(call.caller, call.own, ids),
    memberGroupId: owner.memberGroupId,
  };
  const args = (await call.expectation.args?.(target)) ?? {};
  const username = usernames.get(call.caller);
  const token = call.expectation.freshSession && username ? await app.login(username) : tokens.get(call.caller) ?? null;
  let outcome: Outcome;
  let detail: string;
  let answer: unknown;
  if (call.key.startsWith('REST ')) {
    const response = await restCall(call.key.slice(5), args, token);
    answer = response.body.result;
    outcome = response.body.success && !isEmpty(answer) ? 'ok' : 'refused';
    detail = response.body.success ? (isEmpty(answer) ? 'empty answer' : 'ok') : `${response.status} ${response.body.error}`;
  } else {
    const [root, name] = call.key.split('.') as [string, string];
    const field = (schema.getType(root) as any).getFields()[name] as GraphQLField<unknown, unknown>;
    const response = await app.gql(graphqlDocument(root, field, args, call.expectation.select), args, token);
    answer = response.data?.[name];
    outcome = !response.errors?.length && !isEmpty(answer) ? 'ok' : 'refused';
    detail = response.errors?.length ? `${response.errors[0]!.extensions?.code ?? ''} ${response.errors[0]!.message}` : isEmpty(answer) ? 'empty answer' : 'ok';
  }
  const foreign = (call.caller === 'level9' ? null : await carriesForeignData(answer, borealis.pid, isForeignQuote)) ?? (SEES_COST.includes(call.caller) ? null : showsCost(answer));
  return { ...call, outcome, detail, foreign };
}

/**
 * A REST call by its body kind: JSON as it is; a multipart form built from the args (Buffers as
 * files, anything else as text); a download by GET, a file answered counting as a result.
 */
async function restCall(key: string, args: Args, token: string | null): Promise<{ status: number; body: any }> {
  const operation = restOperation(key);
  const kind = restKindOf(operation);
  if (kind === 'json') return app.rest(restPathOf(operation), args, token);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (kind === 'multipart') {
    const form = new FormData();
    for (const [name, value] of Object.entries(args)) {
      if (Buffer.isBuffer(value)) form.append(name, new Blob([new Uint8Array(value)]), `${name}.bin`);
      else form.append(name, String(value));
    }
    const response = await fetch(`${app.url}${restPathOf(operation)}`, { method: 'POST', body: form, headers });
    return { status: response.status, body: await response.json() };
  }
  // a download that names its record takes it in a JSON body
  const response = Object.keys(args).length
    ? await fetch(`${app.url}${restPathOf(operation)}`, { method: 'POST', body: JSON.stringify(args), headers: { ...headers, 'content-type': 'application/json' } })
    : await fetch(`${app.url}${restPathOf(operation)}`, { headers });
  if (response.ok && !response.headers.get('content-type')?.includes('json')) {
    // a file answers its size and its first bytes as text (a PDF starts "%PDF-")
    const file = Buffer.from(await response.arrayBuffer());
    return { status: response.status, body: { success: true, result: { file: file.byteLength, head: file.toString('latin1', 0, 8) }, error: null } };
  }
  return { status: response.status, body: await response.json() };
}

const foreignQuotes = new Map<number, boolean>();
async function isForeignQuote(id: number) {
  if (!foreignQuotes.has(id)) foreignQuotes.set(id, (await app.services.prisma.quote.findUnique({ where: { id }, select: { pid: true } }))?.pid === borealis.pid);
  return foreignQuotes.get(id)!;
}

/** What the table says the call must give: true when it must succeed. */
function mustSucceed(call: Call): boolean | 'either' {
  const allowed = call.expectation.allow.includes(call.caller);
  if (call.own) return allowed;
  if (call.expectation.target === 'list') return allowed ? 'either' : false;
  return allowed && call.caller === 'level9' && call.expectation.crossPlatform !== false;
}

function callsOf(keys: string[]): Call[] {
  const calls: Call[] = [];
  for (const key of keys) {
    const expectation = EXPECTATIONS[key]!;
    for (const caller of CALLERS) {
      calls.push({ key, caller, own: true, expectation });
      if (expectation.target !== 'none') calls.push({ key, caller, own: false, expectation });
    }
  }
  return calls;
}

async function runAll<T, R>(items: T[], concurrency: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index]!);
      }
    }),
  );
  return results;
}

// ---- subscriptions: an event of each platform, published while subscribed ----------------------

interface SubscriptionEvents {
  ownId: string;
  own(): unknown;
  foreign(): unknown;
}

/** An order's timeline event, written and published as the app does (the row's global id answered). */
async function timelineEvent(quoteId: number): Promise<{ id: string; publish(): void }> {
  const notice = await recordOrderEvent(app.services.prisma, { quoteId, kind: 'comment', text: 'Matrix event', actor: { userId: null, name: 'System' } });
  return { id: Buffer.from(`OrderEvent:${notice.id}`).toString('base64'), publish: () => publishOrderEvents(app.services.pubsub, [notice]) };
}

/** Subscribes as the caller and publishes the pair until the own event (or a refusal) arrives; answers the pids of what came. */
async function subscribeAndPublish(name: string, caller: Caller, args: Args, events: SubscriptionEvents): Promise<{ pids: (number | null)[]; error: string | null }> {
  const token = tokens.get(caller);
  const client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: token ? { authToken: token } : {}, retryAttempts: 0, lazy: true });
  const received: unknown[] = [];
  let error: string | null = null;
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const field = (schema.getType('Subscription') as any).getFields()[name];
  const unsubscribe = client.subscribe(
    { query: graphqlDocument('Subscription', field, args), variables: args },
    {
      next: (value) => {
        if (value.errors?.length) error = String(value.errors[0]!.message);
        else received.push(value.data?.[name]);
        if (error || (value.data?.[name] as { id?: string } | undefined)?.id === events.ownId) done();
      },
      error: (thrown) => {
        error = thrown instanceof Error ? thrown.message : Array.isArray(thrown) ? String((thrown[0] as any)?.message) : String((thrown as any)?.reason ?? thrown);
        done();
      },
      complete: () => done(),
    },
  );
  // Events published before the subscription is in place are lost, so the pair is published until
  // the own platform's event (or a refusal) comes. The other platform's event goes first each
  // time: had it passed the filter, it would have arrived before.
  let tries = 0;
  let stop = false;
  void finished.then(() => (stop = true));
  while (!stop && tries++ < 100) {
    events.foreign();
    events.own();
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 50))]);
  }
  unsubscribe();
  await client.dispose();
  const pids = await Promise.all(received.map((event) => pidOfGlobalId((event as { id: string }).id)));
  return { pids, error };
}

async function subscriptionCall(key: string, caller: Caller): Promise<Result[]> {
  const name = key.split('.')[1]!;
  const expectation = EXPECTATIONS[key]!;
  const owner = owners.get(caller)!;
  const base = { key, caller, expectation };
  const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
  if (name === 'orderTimeline') {
    // One order's timeline: subscribed on an own order, then on one of the other platform, each
    // with the other platform's event published alongside.
    const ownOrder = await freshFor(caller, true, acme).order();
    const foreignOrder = await freshFor(caller, false, borealis).order();
    const own = await timelineEvent(ownOrder);
    const foreign = await timelineEvent(foreignOrder);
    const onOwn = await subscribeAndPublish(name, caller, { quoteId: ownOrder }, { ownId: own.id, own: own.publish, foreign: foreign.publish });
    const onForeign = await subscribeAndPublish(name, caller, { quoteId: foreignOrder }, { ownId: foreign.id, own: foreign.publish, foreign: own.publish });
    const ownArrived = onOwn.pids.includes(acme.pid);
    const foreignArrived = onForeign.pids.includes(borealis.pid) || onOwn.pids.includes(borealis.pid);
    return [
      { ...base, own: true, outcome: ownArrived ? 'ok' : 'refused', detail: onOwn.error ?? (ownArrived ? 'ok' : 'no event'), foreign: null },
      { ...base, own: false, outcome: foreignArrived ? 'ok' : 'refused', detail: onForeign.error ?? (foreignArrived ? 'event of the other platform' : 'no event'), foreign: caller !== 'level9' && foreignArrived ? 'event of the other platform' : null },
    ];
  }
  let events: SubscriptionEvents;
  if (name === 'notificationsChanged') {
    // one's own notifications: the caller's user hears of theirs, never of another's
    const ownUser = caller === 'apiToken' || caller === 'visitor' ? owner.id : (await app.services.prisma.user.findUniqueOrThrow({ where: { username: usernames.get(caller)! } })).id;
    events = {
      ownId: globalId('User', ownUser),
      own: () => app.services.pubsub.publish('notification', { userId: ownUser, orderEventId: null }),
      foreign: () => app.services.pubsub.publish('notification', { userId: borealisOwner.id, orderEventId: null }),
    };
  } else if (name === 'userPresence') {
    events = {
      ownId: globalId('User', acme.userId),
      own: () => app.services.pubsub.publish('presence', { userId: acme.userId, pid: acme.pid, username: acme.username, isLoggedIn: true }),
      foreign: () => app.services.pubsub.publish('presence', { userId: borealis.userId, pid: borealis.pid, username: borealis.username, isLoggedIn: true }),
    };
  } else if (name === 'orderEvents') {
    const own = await timelineEvent(await freshFor(caller, true, acme).order());
    const foreign = await timelineEvent(await freshFor(caller, false, borealis).order());
    events = { ownId: own.id, own: own.publish, foreign: foreign.publish };
  } else if (name === 'quoteApprovalChanged') {
    // a decision on a request of the caller's owner: heard by the requester and the platform's administrators
    const approvalEvent = async (id: number, requestedByUserId: number) => {
      const row = await app.services.prisma.quoteApproval.update({ where: { id }, data: { requestedByUserId } });
      return () => app.services.pubsub.publish('approval', { approvalId: id, quoteId: row.quoteId, pid: row.pid, requestedByUserId, status: 'approved', kind: 'decided' });
    };
    const ownApproval = await freshFor(caller, true, acme).approval();
    const foreignApproval = await freshFor(caller, false, borealis).approval();
    events = {
      ownId: globalId('QuoteApproval', ownApproval),
      own: await approvalEvent(ownApproval, owner.id),
      foreign: await approvalEvent(foreignApproval, borealisOwner.id),
    };
  } else if (name === 'quoteCustomerStatusChanged') {
    const ownOrder = await freshFor(caller, true, acme).order();
    const foreignOrder = await freshFor(caller, false, borealis).order();
    events = {
      ownId: globalId('Quote', ownOrder),
      own: () => app.services.pubsub.publish('quoteCustomer', { quoteId: ownOrder, pid: acme.pid, groupId: owner.groupId, createdByUserId: owner.id, type: 2, status: 'Viewed', detail: '' }),
      foreign: () => app.services.pubsub.publish('quoteCustomer', { quoteId: foreignOrder, pid: borealis.pid, groupId: borealisOwner.groupId, createdByUserId: borealisOwner.id, type: 2, status: 'Viewed', detail: '' }),
    };
  } else {
    const ownOrder = await freshFor(caller, true, acme).order();
    const foreignOrder = await freshFor(caller, false, borealis).order();
    events = {
      ownId: globalId('Quote', ownOrder),
      own: () => app.services.pubsub.publish('orderStatus', { quoteId: ownOrder, pid: acme.pid, groupId: owner.groupId, createdByUserId: owner.id, status: 'Shipped', csiStatus: null }),
      foreign: () => app.services.pubsub.publish('orderStatus', { quoteId: foreignOrder, pid: borealis.pid, groupId: borealisOwner.groupId, createdByUserId: borealisOwner.id, status: 'Shipped', csiStatus: null }),
    };
  }
  const { pids, error } = await subscribeAndPublish(name, caller, {}, events);
  const ownArrived = pids.includes(acme.pid);
  const foreignArrived = pids.includes(borealis.pid);
  return [
    { ...base, own: true, outcome: ownArrived ? 'ok' : 'refused', detail: error ?? (ownArrived ? 'ok' : 'no event'), foreign: null },
    { ...base, own: false, outcome: foreignArrived ? 'ok' : 'refused', detail: error ?? (foreignArrived ? 'event of the other platform' : 'no event'), foreign: caller !== 'level9' && foreignArrived ? 'event of the other platform' : null },
  ];
}

// ---- the test ---------------------------------------------------------------------------------

beforeAll(async () => {
  app = await startTestApp();
  const accounts: [Caller, string][] = [
    ['level0', 'public@acme.test'],
    ['level1', 'user@acme.test'],
    ['level3', 'dealer@acme.test'],
    ['level5', 'admin@acme.test'],
    ['level9', 'super@acme.test'],
  ];
  tokens.set('visitor', null);
  for (const [caller, username] of accounts) {
    usernames.set(caller, username);
    tokens.set(caller, await app.login(username));
  }
  const created = await app.gql(`mutation { createApiToken(name: "Matrix partner") { token } }`, {}, tokens.get('level5'));
  tokens.set('apiToken', created.data.createApiToken.token);
  borealisAdminToken = await app.login('admin@borealis.test');
  acme = await platformIds('Acme Lighting', 'user@acme.test', 'admin@acme.test');
  borealis = await platformIds('Borealis Supply', 'user@borealis.test', 'admin@borealis.test');
  const p = app.services.prisma;
  const person = async (username: string): Promise<Owner> => {
    const user = await p.user.findUniqueOrThrow({ where: { username }, include: { memberships: { orderBy: { groupId: 'asc' } } } });
    return { id: user.id, username: user.username, groupId: user.groupId, customerId: user.customerId, contactId: user.contactId, memberGroupId: user.memberships[0]?.groupId ?? null };
  };
  for (const [caller, username] of accounts) owners.set(caller, await person(username));
  owners.set('visitor', await person('user@acme.test'));
  owners.set('apiToken', await person('admin@acme.test'));
  borealisOwner = await person('user@borealis.test');
});

afterAll(async () => {
  await app?.close();
});

describe('security matrix', () => {
  it('lists every operation of the schema and the REST registry, and nothing else', () => {
    const offered = operationKeys();
    const missing = offered.filter((key) => !(key in EXPECTATIONS));
    const stale = Object.keys(EXPECTATIONS).filter((key) => !offered.includes(key));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('with persisted operations only, document text is refused to every caller but those the table names; ids run for all', async () => {
    // The web client's own list, as `npm run relay` writes it.
    const persisted = JSON.parse(readFileSync(app.services.config.persistedOperationsFile, 'utf8')) as Record<string, string>;
    const viewerId = Object.keys(persisted).find((id) => persisted[id]!.startsWith('query ViewerProviderQuery'))!;
    const presenceId = Object.keys(persisted).find((id) => persisted[id]!.startsWith('subscription UsersPagePresenceSubscription'))!;
    const post = async (body: Record<string, unknown>, token: string | null | undefined) => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] } };
    };
    /** The first answer of a subscription over the live socket: its errors' code, or 'subscribed' once it stays open. */
    const socketOutcome = (payload: Record<string, unknown>, token: string | null | undefined) =>
      new Promise<string>((resolve) => {
        const client = createClient({ url: app.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: token ? { authToken: token } : {}, retryAttempts: 0 });
        const finish = (outcome: string) => {
          clearTimeout(timer);
          resolve(outcome);
          void client.dispose();
        };
        const timer = setTimeout(() => finish('subscribed'), 500);
        client.subscribe(payload as { query: string }, {
          next: () => finish('event'),
          error: (error) => finish(Array.isArray(error) ? String((error[0] as { extensions?: { code?: string } })?.extensions?.code ?? (error[0] as Error).message) : 'closed'),
          complete: () => finish('complete'),
        });
      });
    const config = app.services.config;
    const before = config.persistedOperationsOnly;
    config.persistedOperationsOnly = true;
    try {
      const wrong: string[] = [];
      for (const caller of CALLERS) {
        const token = tokens.get(caller);
        const text = await post({ query: '{ activePlatform { name } }' }, token);
        const textAllowed = DOCUMENT_TEXT_CALLERS.includes(caller);
        if (textAllowed ? text.status !== 200 : text.status !== 403 || text.body.errors?.[0]?.extensions?.code !== 'PERSISTED_QUERY_ONLY') {
          wrong.push(`${caller} sending text over HTTP: ${text.status} ${JSON.stringify(text.body.errors ?? null)}`);
        }
        const id = await post({ documentId: viewerId, variables: {} }, token);
        if (id.status !== 200 || id.body.errors) wrong.push(`${caller} sending an id over HTTP: ${id.status} ${JSON.stringify(id.body.errors ?? null)}`);
        const socketText = await socketOutcome({ query: 'subscription { userPresence { id } }' }, token);
        // Text let through meets the field's own rules (userPresence is for administrators), never the allowlist.
        if (textAllowed ? socketText === 'PERSISTED_QUERY_ONLY' : socketText !== 'PERSISTED_QUERY_ONLY') wrong.push(`${caller} sending text over the socket: ${socketText}`);
        const socketId = await socketOutcome({ query: '', documentId: presenceId }, token);
        if (socketId === 'PERSISTED_QUERY_ONLY' || socketId === 'PERSISTED_QUERY_NOT_FOUND') wrong.push(`${caller} sending an id over the socket: ${socketId}`);
      }
      expect(wrong).toEqual([]);
    } finally {
      config.persistedOperationsOnly = before;
    }
  }, 120_000);

  // The table's rows call the public link operations with a link that opens nothing; with a real
  // link, a link is the right: every caller, of either platform or none, reads that one quote
  // without its cost, and a link changed by one character opens nothing.
  it('a quote\'s link opens that quote alone, without cost, to every caller; a changed link opens nothing', async () => {
    const quote = await createQuoteWithLines(app.services.prisma, 'dealer@acme.test', { lines: 2 });
    const sent = await app.gql(`mutation ($id: Int!) { sendQuote(id: $id, emails: ["user@acme.test"]) { shareUrl } }`, { id: quote.id }, tokens.get('level3'));
    expect(sent.errors).toBeUndefined();
    const link = String(sent.data.sendQuote.shareUrl).split('/SharedQuote/')[1]!;
    const changed = link.slice(0, -1) + (link.endsWith('A') ? 'B' : 'A');
    const VIEW = `query ($token: String!) { sharedQuote(token: $token) { state revision quoteId quote { totalCost lines { partNumber unitPrice } } } }`;
    /** the answer's first bytes as text: a PDF, or a refusal's JSON */
    const sharedPdf = async (shareToken: string, bearer: string | null | undefined) => {
      const { body } = await restCall('quoteManagement/downloadSharedQuotePdf', { token: shareToken }, bearer ?? null);
      return typeof body.result?.head === 'string' ? (body.result.head as string) : JSON.stringify(body);
    };
    const wrong: string[] = [];
    for (const [caller, token] of [...CALLERS.map((c) => [c, tokens.get(c)] as const), ['borealis level5', borealisAdminToken] as const]) {
      const view = await app.gql(VIEW, { token: link }, token);
      const text = JSON.stringify(view.data ?? view.errors);
      if (view.data?.sharedQuote?.state !== 'open' || view.data.sharedQuote.quoteId !== quote.id || view.data.sharedQuote.quote?.totalCost !== quote.totalCost.toFixed(2)) wrong.push(`${caller} with the link: ${text}`);
      if (/cost"|margin|unitCost/i.test(text.replace('"totalCost"', ''))) wrong.push(`${caller} with the link sees cost: ${text}`);
      const pdf = await sharedPdf(link, token);
      if (!pdf.startsWith('%PDF-')) wrong.push(`${caller} with the link, PDF: ${pdf.slice(0, 120)}`);
      const closed = await app.gql(VIEW, { token: changed }, token);
      if (closed.data?.sharedQuote?.quote) wrong.push(`${caller} with a changed link: ${JSON.stringify(closed.data)}`);
      if ((await sharedPdf(changed, token)).startsWith('%PDF-')) wrong.push(`${caller} with a changed link got the PDF`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('every caller gets what the table allows on its own platform, nothing of another platform', async () => {
    const keys = operationKeys().filter((key) => key in EXPECTATIONS);
    const subscriptions = keys.filter((key) => key.startsWith('Subscription.'));
    const plain = keys.filter((key) => !key.startsWith('Subscription.'));
    const calls = callsOf(plain);
    const results: Result[] = [];
    results.push(...(await runAll(calls.filter((c) => c.expectation.phase !== 'last'), 4, runCall)));
    for (const key of subscriptions) for (const caller of CALLERS) results.push(...(await subscriptionCall(key, caller)));
    // one after another, in the table's order: a sign-out ends every earlier session of its account
    results.push(...(await runAll(calls.filter((c) => c.expectation.phase === 'last'), 1, runCall)));

    const leaks: string[] = [];
    const unexpectedRefusals: string[] = [];
    const describeCall = (r: Result) => `${r.key} as ${r.caller} on ${r.own ? 'own' : 'foreign'} platform: ${r.foreign ?? r.detail}`;
    for (const result of results) {
      const must = mustSucceed(result);
      const stoppedAsExpected = result.outcome === 'refused' && !!result.expectation.stopsAt?.test(result.detail) && must !== false;
      if (result.foreign || (must === false && result.outcome === 'ok')) leaks.push(describeCall(result));
      else if (must === true && result.outcome !== 'ok' && !stoppedAsExpected) unexpectedRefusals.push(describeCall(result));
    }
    console.log(
      `security matrix: ${keys.length} operations, ${results.length} calls, ${leaks.length} leaks, ${unexpectedRefusals.length} unexpected refusals` +
        (leaks.length ? `\nleaks:\n  ${leaks.join('\n  ')}` : '') +
        (unexpectedRefusals.length ? `\nunexpected refusals:\n  ${unexpectedRefusals.join('\n  ')}` : ''),
    );
    expect(leaks).toEqual([]);
    expect(unexpectedRefusals).toEqual([]);
  }, 600_000);
});
