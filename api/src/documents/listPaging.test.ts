import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements, startTestApp, type TestApp } from '../test/app.ts';
import { offsetCursor } from '../schema/connections.ts';

let app: TestApp;
let token: string;
let pid: number;

beforeAll(async () => {
  app = await startTestApp({
    prepare: async (prisma) => {
      const platform = await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
      const admin = await prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
      const contact = await prisma.contact.findFirstOrThrow({ where: { pid: platform.id } });
      // Pairs of quotes share a creation time and a job name, so the id decides between them.
      const start = Date.UTC(2026, 0, 1);
      await prisma.quote.createMany({
        data: Array.from({ length: 50 }, (_, i) => ({
          clientId: `paging-${i}`, type: 1, pid: platform.id, createdByUserId: admin.id, contactId: i % 3 ? contact.id : null,
          jobName: `Paging ${String(Math.floor(i / 2)).padStart(2, '0')}`, createdAt: new Date(start + Math.floor(i / 2) * 60_000),
        })),
      });
      // Documents of every list shape: a group's and no group's, names a search finds in any case,
      // tied totals, order numbers some of them lack.
      const group = await prisma.group.findFirstOrThrow({ where: { pid: platform.id }, orderBy: { id: 'asc' } });
      await prisma.quote.createMany({
        data: Array.from({ length: 40 }, (_, i) => ({
          clientId: `shape-${i}`, type: 1, pid: platform.id, createdByUserId: admin.id, groupId: i % 3 ? group.id : null,
          jobName: `${i % 4 ? 'Lantern' : 'LAMP post'} ${i}`, customerName: i % 5 ? `Harbor ${i % 7}` : 'Dockside lamps',
          totalCost: (i % 6) * 125, erpOrderNo: i % 2 ? `SO-${1000 + (i % 9)}` : null, createdAt: new Date(Date.UTC(2026, 2, 1) + (i % 10) * 60_000),
        })),
      });
    },
  });
  token = await app.login('admin@acme.test');
  pid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
}, 120_000);
afterAll(async () => app?.close());

const LIST = `query($after: String, $orderBy: QuoteOrder) { quotes(type: 1, first: 12, after: $after, orderBy: $orderBy) {
  totalCount edges { node { rowId jobName contactFirstName } } pageCursors { around { cursor page isCurrent } } } }`;

describe('the quote list, page by page', () => {
  // Every page's total counts the whole list; ties (totalCost on every row) and nulls (erpOrderNo) are broken by the id.
  for (const [field, direction] of [['createdAt', 'DESC'], ['jobName', 'ASC'], ['id', 'DESC'], ['id', 'ASC'], ['totalCost', 'ASC'], ['customerName', 'DESC'], ['erpOrderNo', 'DESC']] as const) {
    it(`gives every quote once, in ${field} ${direction} order with the id breaking ties, on every page`, async () => {
      const { prisma } = app.services;
      const admin = await prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
      const order = direction === 'ASC' ? 'asc' : 'desc';
      const expected = await prisma.quote.findMany({
        where: { type: 1, pid },
        orderBy: field === 'id' ? [{ id: order }] : [{ [field]: order }, { id: order }],
        select: { id: true, jobName: true, contact: { select: { firstName: true } } },
      });
      expect(expected.length).toBeGreaterThan(50);
      expect(admin.groupId).toBeNull();

      const seen: { rowId: number; jobName: string; contactFirstName: string | null }[] = [];
      for (let page = 1; (page - 1) * 12 < expected.length; page += 1) {
        const after = page === 1 ? null : offsetCursor((page - 1) * 12 - 1);
        const result = await app.gql(LIST, { after, orderBy: { field, direction } }, token);
        expect(result.errors).toBeUndefined();
        expect(result.data.quotes.totalCount).toBe(expected.length);
        expect(result.data.quotes.pageCursors.around.find((cursor: { isCurrent: boolean }) => cursor.isCurrent).page).toBe(page);
        seen.push(...result.data.quotes.edges.map((edge: { node: (typeof seen)[number] }) => edge.node));
      }
      expect(seen).toEqual(expected.map((quote) => ({ rowId: quote.id, jobName: quote.jobName, contactFirstName: quote.contact?.firstName ?? null })));
    });
  }

  it('answers every field of a quote in the list as the quote itself answers it, through fragments and aliases', async () => {
    const fields = `id rowId _id type pid groupId jobName specifier specifierLocation customerName contactFirstName contactLastName
      companyName username createdByUserId createdByFirstName createdByLastName createdAt totalCost lineCount erpOrderNo csiStatus
      orderStatus dateOrderPlaced sameAsBilling contactId customerId billingAddressId shippingAddressId activeOrderId integration
      viewerCanEdit orderStatusLabel customerErpId expirationDate contact { firstName } shippingAddresses { id }`;
    // Every column the fields read holds a value, so a column the list left unread would show.
    const { prisma } = app.services;
    const customer = await prisma.customer.findFirstOrThrow({ where: { pid, addresses: { some: {} } }, include: { addresses: true } });
    const group = await prisma.group.findFirstOrThrow({ where: { pid } });
    await prisma.quote.updateMany({
      where: { clientId: { startsWith: 'paging-' } },
      data: {
        groupId: group.id, specifier: 'Spec', specifierLocation: 'Dock 4', customerId: customer.id, customerName: customer.companyName,
        username: 'admin@acme.test', createdByFirstName: 'Ada', createdByLastName: 'Admin', totalCost: '1234.50', lineCount: 3,
        erpOrderNo: 'SO-1', csiStatus: 'W', orderStatus: 'O', dateOrderPlaced: new Date(Date.UTC(2026, 1, 2)), sameAsBilling: true,
        billingAddressId: customer.addresses[0]!.id, shippingAddressId: customer.addresses.at(-1)!.id, integration: 'csi',
      },
    });
    const lists = [
      `query { quotes(type: 1, first: 12) { edges { node { ${fields} } } } }`,
      `query { quotes(type: 1, first: 12) { rows: edges { node { ...Row } } } } fragment Row on Quote { ${fields} }`,
      `query { quotes(type: 1, first: 12) { edges { node { rowId ... on Quote { ${fields} nextLineNumber } } } } }`,
    ];
    for (const list of lists) {
      const result = await app.gql(list, {}, token);
      expect(result.errors).toBeUndefined();
      const { edges, rows } = result.data.quotes;
      const nodes = (edges ?? rows).map((edge: { node: { rowId: number } }) => edge.node);
      expect(nodes).toHaveLength(12);
      for (const node of nodes) {
        const own = await app.gql(`query($id: Int!) { quote(id: $id) { ${fields} ${list.includes('nextLineNumber') ? 'nextLineNumber' : ''} } }`, { id: node.rowId }, token);
        expect(own.errors).toBeUndefined();
        expect(node).toEqual(own.data.quote);
      }
      expect(nodes.some((node: { contactFirstName: string | null }) => node.contactFirstName)).toBe(true);
    }
  });

  it('answers a page past the end with no rows and the total', async () => {
    const result = await app.gql(LIST, { after: offsetCursor(10_000) }, token);
    expect(result.errors).toBeUndefined();
    expect(result.data.quotes.edges).toEqual([]);
    expect(result.data.quotes.totalCount).toBeGreaterThan(50);
  });
});

describe('the quote list, shape by shape', () => {
  const PAGE = `query($after: String, $orderBy: QuoteOrder, $search: String, $mine: Boolean, $pid: Int) {
    quotes(type: 1, first: 5, after: $after, orderBy: $orderBy, search: $search, mine: $mine, pid: $pid) {
      totalCount edges { node { rowId jobName } } } }`;
  let recorder: ReturnType<typeof recordStatements> | undefined;
  const ORDERS = [['createdAt', 'DESC'], ['jobName', 'ASC'], ['customerName', 'DESC'], ['totalCost', 'ASC'], ['erpOrderNo', 'ASC'], ['erpOrderNo', 'DESC'], ['id', 'ASC']] as const;

  /** Every page of one list shape, each in at most three statements (its ids, its rows, its count), against `where` read directly. */
  async function expectEveryPage(viewerToken: string, variables: Record<string, unknown>, where: object) {
    const { prisma } = app.services;
    recorder ??= recordStatements(app);
    // The caller is read on their first request and then kept (auth/viewerRows.ts).
    await app.gql(`{ me { id } }`, {}, viewerToken);
    for (const [field, direction] of ORDERS) {
      const order = direction === 'ASC' ? 'asc' : 'desc';
      const expected = await prisma.quote.findMany({ where, orderBy: field === 'id' ? [{ id: order }] : [{ [field]: order }, { id: order }], select: { id: true, jobName: true } });
      expect(expected.length).toBeGreaterThan(5);
      const seen: { rowId: number; jobName: string }[] = [];
      // first to last page, then the last page alone (a deep page reached directly)
      const offsets = [...Array.from({ length: Math.ceil(expected.length / 5) }, (_, page) => page * 5), Math.floor((expected.length - 1) / 5) * 5];
      for (const [index, offset] of offsets.entries()) {
        recorder.reset();
        const result = await app.gql(PAGE, { ...variables, after: offset === 0 ? null : offsetCursor(offset - 1), orderBy: { field, direction } }, viewerToken);
        expect(result.errors).toBeUndefined();
        expect(result.data.quotes.totalCount).toBe(expected.length);
        expect(recorder.statements.length).toBeLessThanOrEqual(3);
        const nodes = result.data.quotes.edges.map((edge: { node: (typeof seen)[number] }) => edge.node);
        if (index < offsets.length - 1) seen.push(...nodes);
        else expect(nodes).toEqual(seen.slice(offset));
      }
      expect(seen).toEqual(expected.map((quote) => ({ rowId: quote.id, jobName: quote.jobName })));
    }
  }

  it('gives the same rows as the filter read directly with a search, in every order, on every page', async () => {
    const contains = { contains: 'lamp', mode: 'insensitive' as const };
    await expectEveryPage(token, { search: ' lamp ' }, {
      type: 1, pid, OR: [{ jobName: contains }, { customerName: contains }, { createdByFirstName: contains }, { createdByLastName: contains }, { erpOrderNo: contains }],
    });
  });

  it("gives an administrator's own documents (mine) and a level 9 administrator's one platform the same way", async () => {
    const admin = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
    await expectEveryPage(token, { mine: true }, { type: 1, pid, createdByUserId: admin.id });
    await expectEveryPage(await app.login('super@acme.test'), { pid }, { type: 1, pid });
  });

  it("gives a group's documents, with and without a search, while the administrator filters by the group", async () => {
    const { prisma } = app.services;
    const group = await prisma.group.findFirstOrThrow({ where: { pid }, orderBy: { id: 'asc' } });
    const admin = await prisma.user.update({ where: { username: 'admin@acme.test' }, data: { groupId: group.id } });
    try {
      const groupToken = await app.login('admin@acme.test');
      await expectEveryPage(groupToken, {}, { type: 1, pid, groupId: group.id });
      await expectEveryPage(groupToken, { search: 'LANTERN' }, { type: 1, pid, groupId: group.id, OR: [{ jobName: { contains: 'lantern', mode: 'insensitive' } }] });
    } finally {
      await prisma.user.update({ where: { id: admin.id }, data: { groupId: null } });
    }
  });
});
