import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

let app: TestApp;
let acmeAdmin: string;
let acmeDealer: string;
let borealisAdmin: string;
let acmePid: number;
let borealisPid: number;
let acmeProducts: number[];
let borealisProduct: number;

beforeAll(async () => {
  app = await startTestApp();
  [acmeAdmin, acmeDealer, borealisAdmin] = await Promise.all([app.login('admin@acme.test'), app.login('dealer@acme.test'), app.login('admin@borealis.test')]);
  const { prisma } = app.services;
  acmePid = (await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
  borealisPid = (await prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } })).id;
  acmeProducts = (await prisma.product.findMany({ where: { pid: acmePid }, orderBy: { id: 'asc' }, select: { id: true } })).map((p) => p.id);
  borealisProduct = (await prisma.product.findFirstOrThrow({ where: { pid: borealisPid } })).id;
});
afterAll(async () => {
  await app?.close();
});

const LIST = 'rowId pid name productCount';
const candidates = (pid: number, productListId: number | null, inList: boolean, token = acmeAdmin) =>
  app.gql(
    `query($pid: Int!, $list: Int, $inList: Boolean!) { productListProducts(pid: $pid, productListId: $list, inList: $inList, first: 200) { totalCount edges { node { rowId pid } } } }`,
    { pid, list: productListId, inList },
    token,
  );

describe('product lists', () => {
  it('creates a list with products, then adds and removes in one save', async () => {
    const missing = await app.gql(`mutation { createProductList(input: { name: "x" }) { rowId } }`, {}, acmeAdmin);
    expect(missing.errors?.[0].message).toBe('Platform is required!');

    const created = await app.gql(`mutation($input: ProductListInput!, $add: [Int!]) { createProductList(input: $input, add: $add) { ${LIST} } }`, { input: { pid: acmePid, name: 'Starter' }, add: acmeProducts.slice(0, 3) }, acmeAdmin);
    expect(created.errors).toBeUndefined();
    const list = created.data.createProductList;
    expect(list).toMatchObject({ pid: acmePid, name: 'Starter', productCount: 3 });

    const onList = await candidates(acmePid, list.rowId, true);
    expect(onList.data.productListProducts.edges.map((e: any) => e.node.rowId)).toEqual(acmeProducts.slice(0, 3));
    const offList = await candidates(acmePid, list.rowId, false);
    expect(offList.data.productListProducts.totalCount).toBe(acmeProducts.length - 3);

    const updated = await app.gql(
      `mutation($id: Int!, $add: [Int!], $remove: [Int!]) { updateProductList(id: $id, input: { name: "Starter kit" }, add: $add, remove: $remove) { ${LIST} } }`,
      { id: list.rowId, add: [acmeProducts[5]], remove: [acmeProducts[0]] },
      acmeAdmin,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateProductList).toMatchObject({ name: 'Starter kit', productCount: 3 });
    const after = await candidates(acmePid, list.rowId, true);
    expect(after.data.productListProducts.edges.map((e: any) => e.node.rowId)).toEqual([acmeProducts[1], acmeProducts[2], acmeProducts[5]]);

    const deleted = await app.gql(`mutation($id: Int!) { deleteProductList(id: $id) }`, { id: list.rowId }, acmeAdmin);
    expect(deleted.errors).toBeUndefined();
    expect(await app.services.prisma.productList.findUnique({ where: { id: list.rowId } })).toBeNull();
  });

  it('on create every platform product is a candidate and none is on the list', async () => {
    const add = await candidates(acmePid, null, false);
    expect(add.data.productListProducts.totalCount).toBe(acmeProducts.length);
    const remove = await candidates(acmePid, null, true);
    expect(remove.data.productListProducts.totalCount).toBe(0);
  });

  it('refuses products of another platform, whole', async () => {
    const response = await app.gql(`mutation($pid: Int, $add: [Int!]) { createProductList(input: { pid: $pid, name: "Mixed" }, add: $add) { rowId } }`, { pid: acmePid, add: [acmeProducts[0], borealisProduct] }, acmeAdmin);
    expect(response.errors?.[0].extensions?.field).toBe('add');
    expect(await app.services.prisma.productList.count({ where: { pid: acmePid, name: 'Mixed' } })).toBe(0);
  });

  it('is for administrators only', async () => {
    const response = await app.gql(`{ productLists { totalCount } }`, {}, acmeDealer);
    expect(response.errors?.[0].message).toBe('You do not have access to this.');
    const rest = await app.rest('/api/v1/productListManagement/getProductLists', { pid: acmePid }, acmeDealer);
    expect(rest.status).toBe(403);
  });
});

describe('product list tenant isolation', () => {
  it('a Borealis admin never sees or changes Acme lists', async () => {
    const list = await app.services.prisma.productList.findFirstOrThrow({ where: { pid: acmePid } });
    const lists = await app.gql(`query($pid: Int) { productLists(pid: $pid) { totalCount } }`, { pid: acmePid }, borealisAdmin);
    expect(lists.errors?.[0].message).toBe('You do not have access to this.');
    const products = await candidates(acmePid, list.id, true, borealisAdmin);
    expect(products.errors?.[0].message).toBe('You do not have access to this.');
    const viaOwnPid = await candidates(borealisPid, list.id, true, borealisAdmin);
    expect(viaOwnPid.errors?.[0].message).toBe('Product list not found.');
    const update = await app.gql(`mutation($id: Int!) { updateProductList(id: $id, input: { name: "pwned" }, remove: []) { rowId } }`, { id: list.id }, borealisAdmin);
    expect(update.errors?.[0].message).toBe('Product list not found.');
    const del = await app.rest('/api/v1/productListManagement/deleteProductList', { id: list.id }, borealisAdmin);
    expect(del.status).toBe(404);
    const create = await app.rest('/api/v1/productListManagement/createProductList', { input: { pid: acmePid, name: 'x' }, add: [] }, borealisAdmin);
    expect(create.status).toBe(403);
    expect((await app.services.prisma.productList.findUniqueOrThrow({ where: { id: list.id } })).name).toBe(list.name);
  });
});

describe('productListManagement REST shims', () => {
  it('create (response has id), get, update with add and remove, list and delete', async () => {
    const created = await app.rest('/api/v1/productListManagement/createProductList', { input: { name: 'REST list', pid: acmePid }, add: acmeProducts.slice(0, 2) }, acmeAdmin);
    expect(created.status).toBe(200);
    expect(created.body.success).toBe(true);
    const id = created.body.result.id;
    expect(id).toBeGreaterThan(0);
    const updated = await app.rest('/api/v1/productListManagement/updateProductList', { id, input: { name: 'REST list 2' }, add: [acmeProducts[3]], remove: [acmeProducts[0]] }, acmeAdmin);
    expect(updated.body.result.name).toBe('REST list 2');
    const got = await app.rest('/api/v1/productListManagement/getProductList', { id }, acmeAdmin);
    expect(got.body.result.productIds).toEqual([acmeProducts[1], acmeProducts[3]]);
    const lists = await app.rest('/api/v1/productListManagement/getProductLists', { filters: {}, pid: acmePid }, acmeAdmin);
    expect(lists.body.result.map((l: any) => l.id)).toContain(id);
    const deleted = await app.rest('/api/v1/productListManagement/deleteProductList', { id }, acmeAdmin);
    expect(deleted.body.success).toBe(true);
  });
});
