import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { recordStatements, startTestApp, type TestApp } from '../test/app.ts';

// A quote's lines written straight from the database's text into the HTTP answer
// (schema/prewrittenJson.ts, quotes/lineRows.ts) must read exactly as the usual path writes them.
let app: TestApp;
let userToken: string;
let quoteId: number;
let otherQuoteId: number;
let borealisQuoteId: number;
let limitedLineId: number;

const TRICKY = 'Quote "A" \\ back\nslash — Ø 😀 \u0001 \u2028';

beforeAll(async () => {
  app = await startTestApp({
    prepare: async (prisma) => {
      const user = await prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
      const borealis = await prisma.user.findUniqueOrThrow({ where: { username: 'user@borealis.test' } });
      const product = await prisma.product.findFirstOrThrow({ where: { pid: user.pid, isNonConfigurable: true } });
      await prisma.product.update({ where: { id: product.id }, data: { quantityInStock: 7 } });
      const quote = await prisma.quote.create({ data: { clientId: 'prewritten-1', type: 1, pid: user.pid, createdByUserId: user.id, jobName: TRICKY } });
      const other = await prisma.quote.create({ data: { clientId: 'prewritten-2', type: 1, pid: user.pid, createdByUserId: user.id } });
      const foreign = await prisma.quote.create({ data: { clientId: 'prewritten-3', type: 1, pid: borealis.pid, createdByUserId: borealis.id } });
      await prisma.quoteLine.createMany({
        data: [
          { clientId: 'pw-1', quoteId: quote.id, lineNumber: 1, configurationId: `${quote.id}_1`, price: '12.50', quantity: 3, description: TRICKY, details: [{ Caption: 'Finish', Value: 'Bronze "dark"', Type: 1 }, { nested: { list: [1, 2.5, null, true] } }] },
          { clientId: 'pw-2', quoteId: quote.id, lineNumber: 2, configurationId: `${quote.id}_2`, price: '1999.99', quantity: 2, productId: product.id, isNonConfigurable: true, headerId: 'H-2', partNumber: product.productNumber },
          { clientId: 'pw-3', quoteId: other.id, lineNumber: 1, configurationId: `${other.id}_1`, price: '0.00' },
          { clientId: 'pw-4', quoteId: foreign.id, lineNumber: 1, configurationId: `${foreign.id}_1`, price: '5.00', description: 'Borealis only' },
        ],
      });
      quoteId = quote.id;
      otherQuoteId = other.id;
      borealisQuoteId = foreign.id;
      limitedLineId = (await prisma.quoteLine.findFirstOrThrow({ where: { clientId: 'pw-2' } })).id;
    },
  });
  userToken = await app.login('user@acme.test');
});
afterAll(async () => app?.close());

/** The raw HTTP answer, to see which path wrote it, and its parsed form. */
async function post(query: string, variables: Record<string, unknown> = {}, token = userToken) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { text, body: JSON.parse(text) };
}

// PostgreSQL prints jsonb with a space after each colon; JSON.stringify does not. A directive keeps the usual path.
const prewritten = (text: string) => text.includes('"Caption": "Finish"');
const LINE_FIELDS = `__typename id rowId _id quoteId lineNumber configurationId headerId productId quantity price total imgUrl description
  partNumber series modelNo username type details isNonConfigurable sessionId quoteCreated trackingNumber trackingUrl maxQuantity`;

describe('prewritten quote lines', () => {
  it('answers every plain line field exactly as the usual path does, escapes and nulls included', async () => {
    const query = (directive: string) => `query($id: Int!) { quote(id: $id) { id jobName lines { ${LINE_FIELDS} quantity${directive} } } }`;
    const fast = await post(query(''), { id: quoteId });
    const usual = await post(query(' @include(if: true)'), { id: quoteId });
    expect(fast.body.errors).toBeUndefined();
    expect(prewritten(fast.text)).toBe(true);
    expect(prewritten(usual.text)).toBe(false);
    expect(fast.body).toEqual(usual.body);
    const [first, second] = fast.body.data.quote.lines;
    expect(first).toMatchObject({ __typename: 'QuoteLine', description: TRICKY, headerId: null, productId: null, price: '12.50', total: '37.50', maxQuantity: null });
    expect(first.details[1]).toEqual({ nested: { list: [1, 2.5, null, true] } });
    expect(second).toMatchObject({ rowId: limitedLineId, price: '1999.99', total: '3999.98', isNonConfigurable: true, maxQuantity: 7 });
  });

  it('keeps aliases, fragments, answer order and lists of quotes', async () => {
    const query = (directive: string) => `query($a: Int!, $b: Int!) {
      first: quote(id: $a) { rowId numbers: lines { n: lineNumber ...LineBits } ids: lines { rowId${directive} } }
      second: quote(id: $b) { rowId numbers: lines { n: lineNumber ...LineBits } ids: lines { rowId } }
    }
    fragment LineBits on QuoteLine { partNumber ... { quantity price } n: lineNumber }`;
    const fast = await post(query(''), { a: quoteId, b: otherQuoteId });
    const usual = await post(query(' @include(if: true)'), { a: quoteId, b: otherQuoteId });
    expect(fast.body).toEqual(usual.body);
    expect(Object.keys(fast.body.data.first.numbers[0])).toEqual(['n', 'partNumber', 'quantity', 'price']);
    expect(fast.body.data.first.numbers.map((l: { n: number }) => l.n)).toEqual([1, 2]);
    expect(fast.body.data.second.ids).toHaveLength(1);
    // the text of the answer itself keeps the selection's order
    expect(fast.text.indexOf('"first"')).toBeLessThan(fast.text.indexOf('"second"'));
  });

  it('gives nothing of a quote the caller may not see, though lines of another were already written', async () => {
    const { body } = await post(`query($mine: Int!, $theirs: Int!) {
      mine: quote(id: $mine) { lines { description } }
      theirs: quote(id: $theirs) { lines { description } }
    }`, { mine: otherQuoteId, theirs: borealisQuoteId });
    // `quote` may not be null, so the refusal takes the whole answer's data with it
    expect(body.data).toBeNull();
    expect(body.errors.map((e: { message: string }) => e.message)).toEqual(['Quote not found.']);
    expect(JSON.stringify(body)).not.toContain('Borealis only');
  });

  it('takes the usual path for fields that depend on the caller or need more than a column', async () => {
    const { text, body } = await post(`query($id: Int!) { quote(id: $id) { lines { cost details quote { rowId } } } }`, { id: quoteId });
    expect(prewritten(text)).toBe(false);
    expect(body.data.quote.lines.map((l: { cost: string | null; quote: { rowId: number } }) => [l.cost, l.quote.rowId])).toEqual([
      [null, quoteId],
      [null, quoteId],
    ]);
    // the line's ERP id is for users above level 1: this level-1 owner gets null on either path
    await app.services.prisma.quoteLine.updateMany({ where: { quoteId }, data: { erpId: 'ERP-LINE-1' } });
    const erp = await post(`query($id: Int!) { quote(id: $id) { lines { details erpId } } }`, { id: quoteId });
    expect(prewritten(erp.text)).toBe(false);
    expect(erp.body.data.quote.lines.map((l: { erpId: string | null }) => l.erpId)).toEqual([null, null]);
    await app.services.prisma.quoteLine.updateMany({ where: { quoteId }, data: { erpId: null } });
  });

  it('writes the lines of the quote screen’s own selection in one read, configuration checks beside them', async () => {
    const recorder = recordStatements(app);
    const { text, body } = await post(`query($id: Int!) { quote(id: $id) { id lines { id quantity price } ...Lines configurationChecks { lineId check { status } } } }
      fragment Lines on Quote { lines { id rowId _id lineNumber configurationId headerId productId quantity price total imgUrl description partNumber
        series modelNo type details isNonConfigurable trackingNumber trackingUrl maxQuantity } }`, { id: quoteId });
    expect(body.errors).toBeUndefined();
    expect(prewritten(text)).toBe(true);
    expect(body.data.quote.lines).toHaveLength(2);
    expect(body.data.quote.configurationChecks).toEqual([]);
    // the lines asked for directly and through the fragment are one field, read once (alongside the quote)
    expect(recorder.statements.filter((sql) => /FROM "QuoteLine" t/.test(sql))).toHaveLength(1);
  });

  it('answers lines in full over graphql-ws, which serialises its own answers', async () => {
    const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authToken: userToken }, retryAttempts: 0 });
    try {
      const query = `query($id: Int!) { quote(id: $id) { lines { rowId description details } } }`;
      const overWs = await new Promise<any>((resolve, reject) => {
        let result: unknown;
        client.subscribe({ query, variables: { id: quoteId } }, { next: (value) => (result = value), error: reject, complete: () => resolve(result) });
      });
      const overHttp = await post(query, { id: quoteId });
      expect(overWs.data.quote.lines).toHaveLength(2);
      expect(overWs).toEqual(overHttp.body);
    } finally {
      await client.dispose();
    }
  });
});
