import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../test/app.ts';
import { isListOperation, restOperation, restOperations } from './registry.ts';
import { REST_MAX_LIMIT } from './fields.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { markJobFailed } from '../jobs/testing.ts';
import { recordOrderEvent } from '../orderEvents/service.ts';

/**
 * Every REST list call pages instead of truncating: it takes `limit` and `offset`, answers its page in
 * the shape it always had, and says how many rows match in all as `total` next to `result`.
 */

let app: TestApp;
let superAdmin: string;
let acmePid: number;
let quoteId: number;
let orderId: number;
let rmaId: number;

/** The body each list call needs besides its page, and who calls it. */
const listCalls = (): Record<string, Record<string, unknown>> => ({
  'RMADetailManagement/getRMADetails': { RMAId: rmaId },
  'RMAManagement/getRMAComments': { id: rmaId },
  'approvalManagement/getApprovals': {},
  'auditManagement/getAuditLog': {},
  'userManagement/getNotifications': {},
  'importManagement/getImportHistory': { pid: acmePid },
  'orderManagement/getOrderTimeline': { quoteId: orderId },
  'quoteManagement/getRevisions': { quoteId },
  'RMAManagement/getRMAs': {},
  'addressManagement/getAddresses': {},
  'customerManagement/getCustomers': {},
  'groupManagement/getGroups': { pid: acmePid },
  'issueReportManagement/getIssueReports': {},
  'jobManagement/getFailedJobs': {},
  'platformManagement/getPlatforms': {},
  'productListManagement/getProductLists': { pid: acmePid },
  'productManagement/getProducts': { filters: { pid: acmePid } },
  'quoteManagement/getCommunications': { quoteId },
  'quoteManagement/getCustomers': {},
  'quoteManagement/getLines': { quoteId },
  'quoteManagement/getQuotes': { type: 1 },
  'roleManagement/getRoles': {},
  'statusTypesMgmt/getStatusTypes': {},
  'themeManagement/getThemes': {},
  'userManagement/getUsers': {},
});

const listKey = (operation: { family: string; operation: string }) => `${operation.family}/${operation.operation}`;

/** Whether an answer schema is a list: an array, or an object of `rows` (with their count). */
function answersList(answer: z.ZodType | undefined): boolean {
  if (!answer) return false;
  if (answer instanceof z.ZodArray) return true;
  return answer instanceof z.ZodObject && 'rows' in answer.shape;
}

/** The rows of a list answer, whichever of the two shapes it has. */
const rowsOf = (result: any): any[] => (Array.isArray(result) ? result : result.rows);
const rowKey = (row: any) => JSON.stringify(row.id ?? row.ID ?? row.customer?.id ?? row);

beforeAll(async () => {
  app = await startTestApp();
  superAdmin = await app.login('super@acme.test');
  const prisma = app.services.prisma;
  acmePid = (await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
  const created = await app.rest('/api/v1/quoteManagement/createQuote', { input: {} }, superAdmin);
  quoteId = created.body.result.quote.id;
  for (const productNumber of ['PC-120277', 'PC-120277']) {
    const product = await prisma.product.findFirstOrThrow({ where: { pid: acmePid, productNumber } });
    await app.rest('/api/v1/quoteManagement/createLine', { input: { quoteId, productId: product.id, quantity: 2, isNonConfigurable: true, price: 10 } }, superAdmin);
  }
  await app.rest('/api/v1/quoteManagement/updateLine', { id: (await prisma.quoteLine.findFirstOrThrow({ where: { quoteId } })).id, input: { price: 12 } }, superAdmin);
  await app.rest('/api/v1/quoteManagement/updateLine', { id: (await prisma.quoteLine.findFirstOrThrow({ where: { quoteId } })).id, input: { price: 13 } }, superAdmin);
  rmaId = (await app.rest('/api/v1/RMAManagement/createRMA', {}, superAdmin)).body.result.id;
  await app.rest('/api/v1/RMADetailManagement/createRMADetail', { input: { RMAId: rmaId } }, superAdmin);
  // an order (the quote's copy, placed) and three of each: RMA comments, the order's timeline events, approval requests and imports
  orderId = (await app.rest('/api/v1/quoteManagement/createQuote', { input: {} }, superAdmin)).body.result.quote.id;
  await prisma.quote.update({ where: { id: orderId }, data: { type: 2 } });
  for (const text of ['One', 'Two', 'Three']) {
    await prisma.rmaComment.create({ data: { rmaId, pid: acmePid, author: 'Lists', text } });
    await recordOrderEvent(prisma, { quoteId: orderId, kind: 'comment', text, actor: { userId: null, name: 'System' } });
    await prisma.quoteApproval.create({ data: { quoteId, pid: acmePid, requestedByName: 'Lists', comment: text, lines: [] } });
    await prisma.importRun.create({ data: { pid: acmePid, type: 'Products', username: 'lists@acme.test', fileName: `${text}.xlsx` } });
  }
  // the caller's notifications, one per timeline event
  const caller = await prisma.user.findUniqueOrThrow({ where: { username: 'super@acme.test' } });
  for (const event of await prisma.orderEvent.findMany({ where: { quoteId: orderId } })) {
    await prisma.notification.create({ data: { userId: caller.id, pid: acmePid, orderEventId: event.id, quoteId: orderId, topic: 'status', text: event.text } });
  }
  // failed jobs: three mails due in an hour whose last run failed
  for (const subject of ['One', 'Two', 'Three']) {
    const id = await enqueueJob(prisma, 'mail', { to: ['user@acme.test'], subject, html: subject }, { about: { pid: acmePid }, runAt: new Date(Date.now() + 3_600_000) });
    await markJobFailed(prisma, id, { error: 'SMTP down' });
  }
});
afterAll(async () => {
  await app?.close();
});

describe('REST list calls', () => {
  it('are every call that answers a list, and each takes limit and offset', () => {
    const lists = restOperations().filter((operation) => answersList(operation.answer)).map(listKey);
    expect(lists.sort()).toEqual(Object.keys(listCalls()).sort());
    for (const key of lists) expect(isListOperation(restOperation(key)), `${key} takes limit and offset`).toBe(true);
  });

  it('answer total and page through every matching row, none left out or repeated', async () => {
    for (const [key, body] of Object.entries(listCalls())) {
      const first = await app.rest(`/api/v1/${key}`, { ...body, limit: 0 }, superAdmin);
      expect({ key, status: first.status, error: first.body.error }).toEqual({ key, status: 200, error: null });
      const total: number = first.body.total;
      expect(typeof total, `${key} answers total`).toBe('number');
      expect(rowsOf(first.body.result), `${key} answers no rows for limit 0`).toEqual([]);

      const everything = await app.rest(`/api/v1/${key}`, { ...body, limit: REST_MAX_LIMIT }, superAdmin);
      expect(everything.body.total, key).toBe(total);
      expect(total, `${key} has rows to page through`).toBeGreaterThan(0);
      expect(rowsOf(everything.body.result), key).toHaveLength(Math.min(total, REST_MAX_LIMIT));
      const all = rowsOf(everything.body.result).map(rowKey);

      const size = Math.max(1, Math.ceil(total / 3));
      const paged: string[] = [];
      for (let offset = 0; offset < total; offset += size) {
        const page = await app.rest(`/api/v1/${key}`, { ...body, limit: size, offset }, superAdmin);
        expect(page.body.total, `${key} offset ${offset}`).toBe(total);
        expect(restOperation(key).answer!.safeParse(page.body.result).success, `${key} keeps its answer shape`).toBe(true);
        paged.push(...rowsOf(page.body.result).map(rowKey));
      }
      expect(paged, `${key}: the pages together are the whole list`).toEqual(all);
      expect(new Set(paged).size, key).toBe(paged.length);
    }
  });

  it('refuses a limit above the most a page holds, naming it', async () => {
    for (const [key, body] of Object.entries(listCalls())) {
      const refused = await app.rest(`/api/v1/${key}`, { ...body, limit: REST_MAX_LIMIT + 1 }, superAdmin);
      expect({ key, status: refused.status, field: refused.body.field, error: refused.body.error }).toEqual({
        key,
        status: 400,
        field: 'limit',
        error: `Limit must be at most ${REST_MAX_LIMIT}.`,
      });
    }
  });

  it('no longer stops at 1,000 products: the rest are a page further', async () => {
    const prisma = app.services.prisma;
    const existing = await prisma.product.count({ where: { pid: acmePid } });
    await prisma.product.createMany({
      data: Array.from({ length: REST_MAX_LIMIT + 5 - existing }, (_, i) => ({
        pid: acmePid,
        name: `Bulk ${i}`,
        description: '',
        productNumber: `BULK-${String(i).padStart(4, '0')}`,
        isNonConfigurable: true,
      })),
    });
    const first = await app.rest('/api/v1/productManagement/getProducts', { filters: { pid: acmePid } }, superAdmin);
    expect(first.body.total).toBe(REST_MAX_LIMIT + 5);
    expect(first.body.result).toHaveLength(REST_MAX_LIMIT);
    const rest = await app.rest('/api/v1/productManagement/getProducts', { filters: { pid: acmePid }, offset: REST_MAX_LIMIT }, superAdmin);
    expect(rest.body.result).toHaveLength(5);
    const seen = new Set([...first.body.result, ...rest.body.result].map((product: { ID: number }) => product.ID));
    expect(seen.size).toBe(REST_MAX_LIMIT + 5);
  });
});

describe('getQuotes rows', () => {
  it('carry the customer, contact, addresses and lines docs/REST.md lists for them', async () => {
    const page = await app.rest('/api/v1/quoteManagement/getQuotes', { type: 1, limit: 50 }, superAdmin);
    const row = page.body.result.rows.find((quote: { id: number }) => quote.id === quoteId);
    for (const field of ['customer', 'contact', 'billingAddress', 'shippingAddress', 'lines']) expect(row, field).toHaveProperty(field);
    expect(row.lines).toHaveLength(2);
    expect(row.lines[0]).toMatchObject({ quoteId, quantity: 2 });
    const some = await app.rest('/api/v1/quoteManagement/getQuotes', { type: 1, limit: 50, attributes: ['jobName'] }, superAdmin);
    expect(Object.keys(some.body.result.rows[0]).sort()).toEqual(['id', 'jobName']);
  });
});
