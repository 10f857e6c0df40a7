import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { MAX_IMAGE_BYTES } from '../files/images.ts';
import { DESCRIPTION_LENGTH_MESSAGE, DESCRIPTION_LINE_BREAK_MESSAGE, PLATFORM_REQUIRED_MESSAGE, partNumberTakenMessage } from './service.ts';

let app: TestApp;
let tokens: Record<'super' | 'acmeAdmin' | 'borealisAdmin' | 'dealer' | 'user', string>;
let acmePid: number;
let borealisPid: number;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

beforeAll(async () => {
  app = await startTestApp();
  tokens = {
    super: await app.login('super@acme.test'),
    acmeAdmin: await app.login('admin@acme.test'),
    borealisAdmin: await app.login('admin@borealis.test'),
    dealer: await app.login('dealer@acme.test'),
    user: await app.login('user@acme.test'),
  };
  acmePid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
  borealisPid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } })).id;
});
afterAll(async () => {
  await app?.close();
});

async function upload(token: string | null, file: { bytes: Buffer; name: string; type?: string }, fields: Record<string, string> = {}) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const response = await fetch(`${app.url}/api/uploadfile`, { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: await response.json() };
}

const LIST = `query($orderBy: ProductOrder, $search: String) { adminProducts(first: 100, orderBy: $orderBy, search: $search) { totalCount edges { node { rowId pid productNumber name } } } }`;
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { rowId pid name description isNonConfigurable isQuickConfig defaultPrice quantityInStock img configuratorModelId server createdByEmail } }`;
const UPDATE = `mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { rowId pid name isNonConfigurable isQuickConfig defaultPrice quantityInStock } }`;

describe('product administration', () => {
  it('lists the platform products by ProductNumber ascending', async () => {
    const response = await app.gql(LIST, {}, tokens.acmeAdmin);
    const numbers = response.data.adminProducts.edges.map((e: any) => e.node.productNumber);
    expect(numbers).toEqual([...numbers].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(response.data.adminProducts.edges.every((e: any) => e.node.pid === acmePid)).toBe(true);
    const search = await app.gql(LIST, { search: 'pole' }, tokens.acmeAdmin);
    expect(search.data.adminProducts.edges.map((e: any) => e.node.productNumber)).toContain('POLE-SQ');
  });

  it('is for administrators: a dealer cannot list it', async () => {
    const response = await app.gql(LIST, {}, tokens.dealer);
    expect(response.errors?.[0].message).toBe('You do not have access to this.');
  });

  it('saves a fixed-price product with isQuickConfig false, and a configurable one without price or stock', async () => {
    const fixed = await app.gql(
      CREATE,
      { input: { pid: acmePid, name: 'Mounting Kit', productNumber: 'MK-1', isNonConfigurable: true, isQuickConfig: true, defaultPrice: '12.50', quantityInStock: 40 } },
      tokens.super,
    );
    expect(fixed.errors).toBeUndefined();
    expect(fixed.data.createProduct).toMatchObject({ isNonConfigurable: true, isQuickConfig: false, defaultPrice: '12.50', quantityInStock: 40, createdByEmail: 'super@acme.test' });
    const configurable = await app.gql(
      CREATE,
      { input: { pid: acmePid, name: 'Flood Light', productNumber: 'FL-1', isNonConfigurable: false, isQuickConfig: true, defaultPrice: '99.00', quantityInStock: 3, server: 'https://cfg.example.test', headerId: 'FL' } },
      tokens.super,
    );
    expect(configurable.data.createProduct).toMatchObject({ isNonConfigurable: false, isQuickConfig: true, defaultPrice: null, quantityInStock: null, server: 'https://cfg.example.test' });
    const switched = await app.gql(UPDATE, { id: fixed.data.createProduct.rowId, input: { isNonConfigurable: false } }, tokens.super);
    expect(switched.data.updateProduct).toMatchObject({ isNonConfigurable: false, defaultPrice: null, quantityInStock: null });
  });

  it.each([
    [{ name: 'X', description: 'a'.repeat(251) }, DESCRIPTION_LENGTH_MESSAGE, 'description'],
    [{ name: 'X', description: 'two\nlines' }, DESCRIPTION_LINE_BREAK_MESSAGE, 'description'],
    [{ name: '' }, 'Name is required.', 'name'],
  ])('refuses %o', async (input, message, field) => {
    const response = await app.gql(CREATE, { input: { pid: acmePid, ...input } }, tokens.super);
    expect(response.errors?.[0].message).toBe(message);
    expect(response.errors?.[0].extensions?.field).toBe(field);
  });

  it('accepts a description of exactly 250 characters', async () => {
    const response = await app.gql(CREATE, { input: { pid: acmePid, name: 'Long', description: 'd'.repeat(250) } }, tokens.super);
    expect(response.data.createProduct.description).toHaveLength(250);
  });

  it("creates a product on the caller's own platform when input.pid is left out, as docs/REST.md says, and checks numbers over REST", async () => {
    const noPid = await app.rest('/api/v1/productManagement/createProduct', { input: { name: 'No platform' } }, tokens.super);
    expect(noPid.body).toMatchObject({ success: true, result: { pid: acmePid, Name: 'No platform' } });
    const unknownPid = await app.rest('/api/v1/productManagement/createProduct', { input: { pid: 999999, name: 'Nowhere' } }, tokens.super);
    expect(unknownPid.body).toMatchObject({ success: false, error: PLATFORM_REQUIRED_MESSAGE, field: 'input.pid' });
    const badPrice = await app.rest('/api/v1/productManagement/createProduct', { input: { pid: acmePid, name: 'P', isNonConfigurable: true, defaultPrice: 'abc' } }, tokens.super);
    expect(badPrice.body.error).toBe('Default Price must be a number.');
    const badStock = await app.rest('/api/v1/productManagement/createProduct', { input: { pid: acmePid, name: 'P', isNonConfigurable: true, quantityInStock: 'lots' } }, tokens.super);
    expect(badStock.body.error).toBe('Quantity In Stock must be a number.');
  });

  it('refuses a Part # already used on the platform, without regard to case, as the import does', async () => {
    const first = await app.gql(CREATE, { input: { pid: acmePid, name: 'Bracket', productNumber: 'DUP-PART-1' } }, tokens.super);
    expect(first.errors).toBeUndefined();
    const again = await app.gql(CREATE, { input: { pid: acmePid, name: 'Bracket again', productNumber: 'dup-part-1' } }, tokens.super);
    expect(again.errors?.[0].message).toBe('A product with Part # dup-part-1 already exists.');
    expect(again.errors?.[0].message).toBe(partNumberTakenMessage('dup-part-1'));
    expect(again.errors?.[0].extensions?.field).toBe('productNumber');
    expect(await app.services.prisma.product.count({ where: { pid: acmePid, productNumber: { equals: 'DUP-PART-1', mode: 'insensitive' } } })).toBe(1);
    // another platform may use it, and a product keeps its own Part # when saved again
    const elsewhere = await app.gql(CREATE, { input: { pid: borealisPid, name: 'Bracket', productNumber: 'DUP-PART-1' } }, tokens.super);
    expect(elsewhere.errors).toBeUndefined();
    const resaved = await app.gql(UPDATE, { id: first.data.createProduct.rowId, input: { name: 'Bracket, steel', productNumber: 'Dup-Part-1' } }, tokens.super);
    expect(resaved.errors).toBeUndefined();
    // renaming another product onto it is refused, over GraphQL and over REST alike
    const other = await app.gql(CREATE, { input: { pid: acmePid, name: 'Clamp', productNumber: 'DUP-PART-2' } }, tokens.super);
    const renamed = await app.gql(UPDATE, { id: other.data.createProduct.rowId, input: { productNumber: 'DUP-PART-1' } }, tokens.super);
    expect(renamed.errors?.[0].message).toBe('A product with Part # DUP-PART-1 already exists.');
    const restCreate = await app.rest('/api/v1/productManagement/createProduct', { input: { pid: acmePid, Name: 'Bracket', ProductNumber: 'DUP-PART-1' } }, tokens.super);
    expect(restCreate.body).toMatchObject({ success: false, error: 'A product with Part # DUP-PART-1 already exists.', field: 'input.productNumber' });
    const restUpdate = await app.rest('/api/v1/productManagement/updateProduct', { id: other.data.createProduct.rowId, input: { ProductNumber: 'dup-PART-1' } }, tokens.super);
    expect(restUpdate.body).toMatchObject({ success: false, error: 'A product with Part # dup-PART-1 already exists.', field: 'input.productNumber' });
    expect((await app.services.prisma.product.findUniqueOrThrow({ where: { id: other.data.createProduct.rowId } })).productNumber).toBe('DUP-PART-2');
    // products without a Part # are not compared
    for (const name of ['No number 1', 'No number 2']) {
      expect((await app.gql(CREATE, { input: { pid: acmePid, name } }, tokens.super)).errors).toBeUndefined();
    }
  });

  it('lets only level 9 change or delete products', async () => {
    const product = await app.services.prisma.product.findFirstOrThrow({ where: { pid: acmePid } });
    const update = await app.gql(UPDATE, { id: product.id, input: { name: 'Renamed' } }, tokens.acmeAdmin);
    expect(update.errors?.[0].message).toBe('You do not have access to this.');
    for (const operation of ['createProduct', 'updateProduct', 'deleteProduct']) {
      const response = await app.rest(`/api/v1/productManagement/${operation}`, { id: product.id, input: { name: 'Renamed', pid: acmePid } }, tokens.acmeAdmin);
      expect(response.status).toBe(403);
    }
    const deleteByAdmin = await app.gql(`mutation($id: Int!) { deleteProduct(id: $id) }`, { id: product.id }, tokens.acmeAdmin);
    expect(deleteByAdmin.errors?.[0].message).toBe('You do not have access to this.');
    expect(await app.services.prisma.product.findUnique({ where: { id: product.id } })).not.toBeNull();

    const created = await app.rest('/api/v1/productManagement/createProduct', { input: { pid: borealisPid, name: 'Temp', productNumber: 'TMP' } }, tokens.super);
    expect(created.body.result.pid).toBe(borealisPid);
    const deleted = await app.rest('/api/v1/productManagement/deleteProduct', { id: created.body.result.ID }, tokens.super);
    expect(deleted.body.success).toBe(true);
    expect(await app.services.prisma.product.findUnique({ where: { id: created.body.result.ID } })).toBeNull();
  });

  it('keeps a Borealis administrator away from Acme products', async () => {
    const acmeProduct = await app.services.prisma.product.findFirstOrThrow({ where: { pid: acmePid } });
    const list = await app.gql(LIST, {}, tokens.borealisAdmin);
    expect(list.data.adminProducts.edges.every((e: any) => e.node.pid === borealisPid)).toBe(true);
    const narrowed = await app.gql(`query($pid: Int) { adminProducts(first: 100, pid: $pid) { edges { node { pid } } } }`, { pid: acmePid }, tokens.borealisAdmin);
    expect(narrowed.data.adminProducts.edges.every((e: any) => e.node.pid === borealisPid)).toBe(true);
    const restList = await app.rest('/api/v1/productManagement/getProducts', { filters: { pid: acmePid } }, tokens.borealisAdmin);
    expect(restList.body.result.length).toBeGreaterThan(0);
    expect(restList.body.result.every((p: any) => p.pid === borealisPid)).toBe(true);
    const restGet = await app.rest('/api/v1/productManagement/getProduct', { id: acmeProduct.id }, tokens.borealisAdmin);
    expect(restGet.status).toBe(404);
  });

  it('filters REST getProducts by group and hides the dealer cost below level 3', async () => {
    const group = await app.services.prisma.group.findFirstOrThrow({ where: { pid: acmePid, productListId: { not: null } }, include: { productList: { include: { items: true } } } });
    const byGroup = await app.rest('/api/v1/productManagement/getProducts', { filters: { gid: group.id } }, tokens.acmeAdmin);
    expect(byGroup.body.result.map((p: any) => p.ID).sort()).toEqual(group.productList!.items.map((i) => i.productId).sort());
    const forUser = await app.rest('/api/v1/productManagement/getProducts', { filters: {} }, tokens.user);
    expect(forUser.body.result.every((p: any) => p.cost === null)).toBe(true);
  });
});

describe('POST /api/uploadfile', () => {
  it('stores a PNG and returns its url, which a product can use', async () => {
    const response = await upload(tokens.super, { bytes: PNG, name: 'dot.png' }, { note: 'hello' });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.result.url).toMatch(new RegExp(`^/uploads/${acmePid}/[0-9a-f-]+\\.png$`));
    expect(response.body.result.fields).toMatchObject({ note: 'hello' });
    const served = await fetch(`${app.url}${response.body.result.url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const created = await app.gql(CREATE, { input: { pid: acmePid, name: 'With image', img: response.body.result.url } }, tokens.super);
    expect(created.data.createProduct.img).toBe(response.body.result.url);
  });

  it('attaches the image to a product given its id', async () => {
    const product = await app.services.prisma.product.findFirstOrThrow({ where: { pid: acmePid } });
    const response = await upload(tokens.super, { bytes: PNG, name: 'p.png' }, { id: String(product.id), target: 'product' });
    expect(response.body.success).toBe(true);
    expect((await app.services.prisma.product.findUniqueOrThrow({ where: { id: product.id } })).img).toBe(response.body.result.url);
  });

  it('refuses a file whose bytes are not an image, whatever its name and type', async () => {
    const response = await upload(tokens.super, { bytes: Buffer.from('<svg onload="alert(1)"></svg>'), name: 'evil.png', type: 'image/png' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: 'The file is not a PNG, JPEG, GIF or WebP image.', field: 'file' });
  });

  it('refuses an image larger than the limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1024)]);
    const response = await upload(tokens.super, { bytes: big, name: 'big.png' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('The image is larger than 5 MB.');
  });

  it('refuses visitors and a product of another platform', async () => {
    const anonymous = await upload(null, { bytes: PNG, name: 'a.png' });
    expect(anonymous.status).toBe(401);
    const acmeProduct = await app.services.prisma.product.findFirstOrThrow({ where: { pid: acmePid } });
    const cross = await upload(tokens.borealisAdmin, { bytes: PNG, name: 'b.png' }, { id: String(acmeProduct.id), target: 'product' });
    expect(cross.status).toBe(403);
    // below level 9 every product id gets that answer, whether it exists or not
    const missing = await upload(tokens.borealisAdmin, { bytes: PNG, name: 'b.png' }, { id: '999999', target: 'product' });
    expect({ status: missing.status, error: missing.body.error }).toEqual({ status: cross.status, error: cross.body.error });
    const stored = await upload(tokens.borealisAdmin, { bytes: PNG, name: 'b.png' }, { pid: String(acmePid) });
    expect(stored.body.result.url).toMatch(new RegExp(`^/uploads/${borealisPid}/`));
    const reuse = await app.gql(CREATE, { input: { pid: acmePid, name: 'Borrowed image', img: stored.body.result.url } }, tokens.super);
    expect(reuse.errors?.[0].message).toBe('The image was not uploaded to this platform.');
  });
});
