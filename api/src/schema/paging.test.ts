import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

/**
 * Relay Cursor Connections: forward and backward paging on a list read with resolvePrismaPage
 * (users), one with a larger default page (groups), and the quote list's own paging, with
 * hasPreviousPage / hasNextPage as the spec's algorithm gives them; and nodes(ids) beside node(id).
 * Runs on PostgreSQL too with TEST_DATABASE_URL.
 */
let app: TestApp;
let superToken: string;
let adminToken: string;

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  superToken = await app.login('super@acme.test');
  // Enough groups to page through (the demo data has two).
  const platform = await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  for (let i = 1; i <= 5; i += 1) await app.services.prisma.group.create({ data: { pid: platform.id, name: `Paging group ${i}` } });
  adminToken = await app.login('admin@acme.test');
});

afterAll(async () => {
  await app?.close();
});

interface Page {
  ids: string[];
  cursors: string[];
  pageInfo: { hasPreviousPage: boolean; hasNextPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

const LISTS = {
  users: (args: string) => `{ list: users(${args}) { totalCount pageInfo { hasPreviousPage hasNextPage startCursor endCursor } edges { cursor node { id } } } }`,
  groups: (args: string) => `{ list: groups(${args}) { totalCount pageInfo { hasPreviousPage hasNextPage startCursor endCursor } edges { cursor node { id } } } }`,
  quotes: (args: string) =>
    `{ list: quotes(type: 1${args ? `, ${args}` : ''}) { totalCount pageInfo { hasPreviousPage hasNextPage startCursor endCursor } edges { cursor node { id } } } }`,
} as const;

type ListName = keyof typeof LISTS;

async function page(list: ListName, args: Record<string, number | string>): Promise<Page> {
  const text = Object.entries(args)
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? JSON.stringify(value) : value}`)
    .join(', ');
  const answer = await app.gql(LISTS[list](text), {}, superToken);
  expect(answer.errors).toBeUndefined();
  const connection = answer.data.list;
  return {
    ids: connection.edges.map((edge: { node: { id: string } }) => edge.node.id),
    cursors: connection.edges.map((edge: { cursor: string }) => edge.cursor),
    pageInfo: connection.pageInfo,
    totalCount: connection.totalCount,
  };
}

describe.each(['users', 'groups', 'quotes'] as const)('paging %s', (list) => {
  let all: Page;

  beforeAll(async () => {
    all = await page(list, { first: 200 });
    expect(all.totalCount).toBeGreaterThanOrEqual(5);
    expect(all.ids).toHaveLength(all.totalCount);
  });

  it('last alone returns the last items, with a previous page and no next one', async () => {
    const answer = await page(list, { last: 3 });
    expect(answer.ids).toEqual(all.ids.slice(-3));
    expect(answer.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    expect(answer.cursors).toEqual(all.cursors.slice(-3));
  });

  it('last larger than the list returns the whole list, with no previous page', async () => {
    const answer = await page(list, { last: 200 });
    expect(answer.ids).toEqual(all.ids);
    expect(answer.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: false });
  });

  it('before with last returns the items just before the cursor; the item at the cursor means a next page', async () => {
    const answer = await page(list, { last: 2, before: all.cursors[4] });
    expect(answer.ids).toEqual(all.ids.slice(2, 4));
    expect(answer.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const atStart = await page(list, { last: 3, before: all.cursors[2] });
    expect(atStart.ids).toEqual(all.ids.slice(0, 2));
    expect(atStart.pageInfo.hasPreviousPage).toBe(false);
  });

  it('first with after and before keeps to the rows between the cursors', async () => {
    const between = await page(list, { first: 10, after: all.cursors[0], before: all.cursors[4] });
    expect(between.ids).toEqual(all.ids.slice(1, 4));
    // The cursors leave 3 rows, no more than `first`: no next page; rows exist before `after`.
    expect(between.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const cut = await page(list, { first: 2, after: all.cursors[0], before: all.cursors[4] });
    expect(cut.ids).toEqual(all.ids.slice(1, 3));
    expect(cut.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  it('last: 0 returns no edges; the list has rows before the (empty) page', async () => {
    const answer = await page(list, { last: 0 });
    expect(answer.ids).toEqual([]);
    expect(answer.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: false, startCursor: null, endCursor: null });
    expect(answer.totalCount).toBe(all.totalCount);
  });

  it('pages backwards from the end to the start, meeting every row once in order', async () => {
    const seen: string[] = [];
    let answer = await page(list, { last: 2 });
    for (let guard = 0; guard < 200; guard += 1) {
      seen.unshift(...answer.ids);
      if (!answer.pageInfo.hasPreviousPage) break;
      answer = await page(list, { last: 2, before: answer.pageInfo.startCursor! });
    }
    expect(seen).toEqual(all.ids);
  });

  it('forward paging keeps its answers: first page without a previous one, next pages after the cursor', async () => {
    const first = await page(list, { first: 2 });
    expect(first.ids).toEqual(all.ids.slice(0, 2));
    expect(first.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
    const second = await page(list, { first: 2, after: first.pageInfo.endCursor! });
    expect(second.ids).toEqual(all.ids.slice(2, 4));
    expect(second.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: all.totalCount > 4 });
  });
});

describe('nodes(ids)', () => {
  const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

  async function quoteOf(platform: string) {
    const quote = await app.services.prisma.quote.findFirstOrThrow({ where: { type: 1, platform: { name: platform } }, select: { id: true } });
    return globalId('Quote', quote.id);
  }

  it('answers each id in order as node(id) does: a foreign or missing id is null with node(id)\'s error at its position', async () => {
    const own = await quoteOf('Acme Lighting');
    const foreign = await quoteOf('Borealis Supply');
    const missing = globalId('Quote', 999_999);
    const answer = await app.gql(
      `query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Quote { rowId } } }`,
      { ids: [own, foreign, missing, own] },
      adminToken,
    );
    expect(answer.data.nodes).toEqual([expect.objectContaining({ id: own }), null, null, expect.objectContaining({ id: own })]);
    const single = await app.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: foreign }, adminToken);
    const nodeError = single.errors?.[0];
    expect(nodeError).toMatchObject({ message: 'Quote not found.', extensions: { code: 'NOT_FOUND' } });
    expect(answer.errors?.map(({ message, path, extensions }) => ({ message, path, extensions }))).toEqual([
      { message: nodeError!.message, path: ['nodes', 1], extensions: nodeError!.extensions },
      { message: nodeError!.message, path: ['nodes', 2], extensions: nodeError!.extensions },
    ]);
  });

  it('shows a visitor nothing that node(id) would not', async () => {
    const own = await quoteOf('Acme Lighting');
    const answer = await app.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [own] });
    expect(answer.data.nodes).toEqual([null]);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Quote not found.', path: ['nodes', 0] });
  });

  it('refuses more than 100 ids, naming the argument', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => globalId('Quote', i + 1));
    const answer = await app.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids }, adminToken);
    expect(answer.errors?.[0]).toMatchObject({ message: 'ids may name at most 100 records.', extensions: { field: 'ids' } });
  });
});
