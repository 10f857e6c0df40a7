import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { createQuoteWithLines } from './testHelpers.ts';
import { REVISION_MESSAGES } from './revisions.ts';
import { formatUsDate } from './expiry.ts';

// Revisions: Revise freezes the current revision and continues the quote as the next; the diff of
// any two; edits reach the current revision only; orders are never revised; an expired quote is
// refused at Place Order until Revise re-prices it and restarts its 60 days.
const REVISE = `mutation ($id: Int!) { reviseQuote(id: $id) { rowId revision expired expirationDate } }`;
const DIFF = `query ($quoteId: Int!, $from: Int!, $to: Int!) { revisionDiff(quoteId: $quoteId, from: $from, to: $to) { lineNumber kind field before after } }`;
const UPDATE_LINE = `mutation ($id: Int!, $input: UpdateQuoteLineInput!) { updateQuoteLine(id: $id, input: $input) { rowId quantity } }`;
const PLACE = `mutation ($id: Int!) { placeOrder(id: $id) { rowId type orderedRevision } }`;
const DAY = 24 * 3600 * 1000;

let app: TestApp;
let user: string;
const prisma = () => app.services.prisma;
const nodeId = (id: number) => Buffer.from(`Quote:${id}`).toString('base64');

beforeAll(async () => {
  app = await startTestApp();
  user = await app.login('user@acme.test');
}, 300_000);
afterAll(async () => app?.close());

describe('Revise', () => {
  it('freezes the revision, continues as the next, and lists and compares them over GraphQL and REST', async () => {
    const quote = await createQuoteWithLines(prisma(), 'user@acme.test', { lines: 2 });
    const [first, second] = await prisma().quoteLine.findMany({ where: { quoteId: quote.id }, orderBy: { lineNumber: 'asc' } });
    await prisma().quoteLine.update({ where: { id: first!.id }, data: { details: [{ Caption: 'Wattage', Value: '150 W', Type: 1 }] } });

    const revised = await app.gql(REVISE, { id: quote.id }, user);
    expect(revised.errors).toBeUndefined();
    expect(revised.data.reviseQuote).toMatchObject({ rowId: quote.id, revision: 2, expired: false });

    // Revision 2 changes: a quantity, an option, the job name, a line removed.
    const changed = await app.gql(UPDATE_LINE, { id: first!.id, input: { quantity: first!.quantity + 4 } }, user);
    expect(changed.errors).toBeUndefined();
    await prisma().quoteLine.update({ where: { id: first!.id }, data: { details: [{ Caption: 'Wattage', Value: '300 W', Type: 1 }] } });
    expect((await app.rest('/api/v1/quoteManagement/updateQuote', { id: quote.id, input: { jobName: 'Dock lighting, phase 2' } }, user)).status).toBe(200);
    expect((await app.rest('/api/v1/quoteManagement/deleteLine', { id: second!.id }, user)).status).toBe(200);

    const diff = await app.gql(DIFF, { quoteId: quote.id, from: 1, to: 2 }, user);
    expect(diff.errors).toBeUndefined();
    const changes = diff.data.revisionDiff;
    expect(changes).toContainEqual({ lineNumber: 1, kind: 'changed', field: 'quantity', before: String(first!.quantity), after: String(first!.quantity + 4) });
    expect(changes).toContainEqual({ lineNumber: 1, kind: 'changed', field: 'Wattage', before: '150 W', after: '300 W' });
    expect(changes).toContainEqual({ lineNumber: 2, kind: 'removed', field: 'line', before: expect.any(String), after: null });
    expect(changes).toContainEqual({ lineNumber: null, kind: 'changed', field: 'jobName', before: 'Test Job', after: 'Dock lighting, phase 2' });
    const now = await prisma().quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(changes).toContainEqual({ lineNumber: null, kind: 'changed', field: 'totalCost', before: quote.totalCost.toFixed(2), after: now.totalCost.toFixed(2) });

    const rest = await app.rest('/api/v1/quoteManagement/getRevisionDiff', { quoteId: quote.id, from: 1, to: 2 }, user);
    expect(rest.status).toBe(200);
    expect(rest.body.result.changes).toEqual(changes);

    const rows = await app.rest('/api/v1/quoteManagement/getRevisions', { quoteId: quote.id }, user);
    expect(rows.body.result.map((r: any) => [r.revision, r.totalCost, r.status, r.current])).toEqual([
      [1, quote.totalCost.toFixed(2), 'Draft', false],
      [2, now.totalCost.toFixed(2), 'Draft', true],
    ]);
    expect(rows.body.result[0]).toMatchObject({ createdBy: `${quote.createdByFirstName} ${quote.createdByLastName}`.trim(), createdDate: quote.createdAt.toISOString() });
    const graph = await app.gql(`query ($id: ID!) { node(id: $id) { ... on Quote { revision revisions { revision current } } } }`, { id: nodeId(quote.id) }, user);
    expect(graph.data.node).toEqual({ revision: 2, revisions: [{ revision: 1, current: false }, { revision: 2, current: true }] });

    // REST Revise answers the new revision.
    const again = await app.rest('/api/v1/quoteManagement/reviseQuote', { id: quote.id }, user);
    expect(again.body.result).toMatchObject({ id: quote.id, revision: 3 });
    const notes = await prisma().communication.findMany({ where: { quoteId: quote.id, subject: { startsWith: 'Revision' } } });
    expect(notes.map((n) => n.subject).sort()).toEqual(['Revision 2', 'Revision 3']);
  });

  it('never changes a frozen revision: edits over GraphQL and REST reach the current revision only', async () => {
    const quote = await createQuoteWithLines(prisma(), 'user@acme.test', { lines: 1 });
    await app.gql(REVISE, { id: quote.id }, user);
    const frozen = await prisma().quoteRevision.findUniqueOrThrow({ where: { quoteId_revision: { quoteId: quote.id, revision: 1 } } });
    const line = await prisma().quoteLine.findFirstOrThrow({ where: { quoteId: quote.id } });

    expect((await app.gql(UPDATE_LINE, { id: line.id, input: { quantity: 9 } }, user)).errors).toBeUndefined();
    expect((await app.rest('/api/v1/quoteManagement/updateLine', { id: line.id, input: { quantity: 7 } }, user)).status).toBe(200);
    expect((await app.rest('/api/v1/quoteManagement/updateQuote', { id: quote.id, input: { specifier: 'Changed' } }, user)).status).toBe(200);

    const after = await prisma().quoteRevision.findUniqueOrThrow({ where: { quoteId_revision: { quoteId: quote.id, revision: 1 } } });
    expect(after).toEqual(frozen);
    expect(await prisma().quoteRevision.count({ where: { quoteId: quote.id } })).toBe(1);
    const diff = await app.gql(DIFF, { quoteId: quote.id, from: 1, to: 2 }, user);
    expect(diff.data.revisionDiff).toContainEqual({ lineNumber: 1, kind: 'changed', field: 'quantity', before: String(line.quantity), after: '7' });
    // Nothing between two snapshots of the frozen revision.
    expect((await app.gql(DIFF, { quoteId: quote.id, from: 1, to: 1 }, user)).data.revisionDiff).toEqual([]);
  });

  it('refuses to revise an order, over GraphQL and REST, and bad revision numbers name their field', async () => {
    const order = await createQuoteWithLines(prisma(), 'user@acme.test', { type: 2 });
    const graph = await app.gql(REVISE, { id: order.id }, user);
    expect(graph.errors?.[0]?.message).toBe(REVISION_MESSAGES.order);
    const rest = await app.rest('/api/v1/quoteManagement/reviseQuote', { id: order.id }, user);
    expect(rest.status).toBe(409);
    expect(rest.body.error).toBe(REVISION_MESSAGES.order);
    expect(await prisma().quoteRevision.count({ where: { quoteId: order.id } })).toBe(0);
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: order.id } })).revision).toBe(1);

    const quote = await createQuoteWithLines(prisma(), 'user@acme.test', { lines: 1 });
    const missing = await app.rest('/api/v1/quoteManagement/getRevisionDiff', { quoteId: quote.id, from: 4, to: 1 }, user);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(REVISION_MESSAGES.missing(4));
    expect(missing.body.field).toBe('from');
    const negative = await app.rest('/api/v1/quoteManagement/getRevisionDiff', { quoteId: quote.id, from: -1, to: 1 }, user);
    expect(negative.status).toBe(400);

    // Another user's quote answers as a missing one.
    const other = await app.login('user@borealis.test');
    expect((await app.gql(REVISE, { id: quote.id }, other)).errors?.[0]?.message).toMatch(/not found/i);
  });
});

describe('expiry', () => {
  it('refuses to place an expired quote; Revise re-prices it from its product and restarts the 60 days', async () => {
    const quote = await createQuoteWithLines(prisma(), 'user@acme.test', { lines: 1 });
    const product = await prisma().product.findFirstOrThrow({ where: { pid: quote.pid, isNonConfigurable: true, defaultPrice: { not: null } } });
    const line = await prisma().quoteLine.findFirstOrThrow({ where: { quoteId: quote.id } });
    await prisma().quoteLine.update({ where: { id: line.id }, data: { productId: product.id, isNonConfigurable: true, priceOverride: false } });
    const listPrice = product.defaultPrice!.toFixed(2);
    const started = new Date(Date.now() - 61 * DAY);
    await prisma().quoteLine.update({ where: { id: line.id }, data: { price: '1.00' } });
    await prisma().quote.update({ where: { id: quote.id }, data: { revisionCreatedAt: started } });

    const expiredOn = formatUsDate(new Date(started.getTime() + 60 * DAY));
    const view = await app.gql(`query ($id: ID!) { node(id: $id) { ... on Quote { expired expirationDate } } }`, { id: nodeId(quote.id) }, user);
    expect(view.data.node.expired).toBe(true);
    const place = await app.gql(PLACE, { id: quote.id }, user);
    expect(place.errors?.[0]?.message).toBe(`This quote expired on ${expiredOn}. Revise it to re-price it and restart its 60 days.`);
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: quote.id } })).type).toBe(1);

    const revised = await app.gql(REVISE, { id: quote.id }, user);
    expect(revised.data.reviseQuote.expired).toBe(false);
    expect(new Date(revised.data.reviseQuote.expirationDate).getTime() - Date.now()).toBeGreaterThan(59 * DAY);
    expect((await prisma().quoteLine.findUniqueOrThrow({ where: { id: line.id } })).price.toFixed(2)).toBe(listPrice);
    const diff = await app.gql(DIFF, { quoteId: quote.id, from: 1, to: 2 }, user);
    expect(diff.data.revisionDiff).toContainEqual({ lineNumber: 1, kind: 'changed', field: 'price', before: '1.00', after: listPrice });
    const note = await prisma().communication.findFirstOrThrow({ where: { quoteId: quote.id, subject: 'Revision 2' } });
    expect(note.body).toContain('re-priced from $1.00');

    const placed = await app.gql(PLACE, { id: quote.id }, user);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder).toMatchObject({ type: 2, orderedRevision: 2 });
    // The order is not revised again.
    expect((await app.gql(REVISE, { id: quote.id }, user)).errors?.[0]?.message).toBe(REVISION_MESSAGES.order);
  });
});
