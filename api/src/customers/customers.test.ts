import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements, startTestApp, type TestApp } from '../test/app.ts';

let app: TestApp;
let tokens: Record<'super' | 'acmeAdmin' | 'borealisAdmin' | 'dealer' | 'user' | 'borealisUser', string>;
let acmePid: number;
let borealisPid: number;

beforeAll(async () => {
  app = await startTestApp();
  tokens = {
    super: await app.login('super@acme.test'),
    acmeAdmin: await app.login('admin@acme.test'),
    borealisAdmin: await app.login('admin@borealis.test'),
    dealer: await app.login('dealer@acme.test'),
    user: await app.login('user@acme.test'),
    borealisUser: await app.login('user@borealis.test'),
  };
  acmePid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
  borealisPid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } })).id;
});
afterAll(async () => {
  await app?.close();
});

const LIST = `query($orderBy: CustomerOrder, $search: String, $pid: Int) { customers(first: 100, orderBy: $orderBy, search: $search, pid: $pid) { totalCount edges { node { rowId pid erpId companyName platformName billingAddress { address city } } } } }`;
const CUSTOMER_FIELDS = `rowId pid erpId companyName description primaryContact { firstName lastName email phone } billingAddress { address address2 city state zip country addressType } shippingAddresses { rowId address city state }`;
const CREATE = `mutation($input: CustomerInput!) { createCustomer(input: $input) { ${CUSTOMER_FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { ${CUSTOMER_FIELDS} } }`;
const GET = `query($rowId: Int!) { customer(rowId: $rowId) { ${CUSTOMER_FIELDS} } }`;

const billing = { address: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' };

describe('customers', () => {
  it('lists the platform customers by erpId descending', async () => {
    const response = await app.gql(LIST, {}, tokens.acmeAdmin);
    const rows = response.data.customers.edges.map((e: any) => e.node);
    const withErp = rows.filter((r: any) => r.erpId).map((r: any) => r.erpId);
    expect(withErp).toEqual([...withErp].sort().reverse());
    expect(rows.findIndex((r: any) => !r.erpId)).toBeGreaterThanOrEqual(withErp.length);
    expect(rows.every((r: any) => r.pid === acmePid)).toBe(true);
  });

  it('reads a page deep in the list in three statements, its billing addresses and platforms only for its own rows', async () => {
    const PAGE = `query($first: Int, $after: String) { customers(first: $first, after: $after, orderBy: { field: companyName, direction: ASC }) {
      totalCount edges { node { rowId companyName platformName billingAddress { city } } } } }`;
    const all = await app.gql(PAGE, { first: 100 }, tokens.acmeAdmin);
    const rows = all.data.customers.edges.map((e: any) => e.node);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const recorder = recordStatements(app);
    const page = await app.gql(PAGE, { first: 2, after: Buffer.from('offset:1').toString('base64url') }, tokens.acmeAdmin);
    expect(page.errors).toBeUndefined();
    expect(page.data.customers.edges.map((e: any) => e.node)).toEqual(rows.slice(2, 4));
    // the count, the page's ids in the list's order, and those rows with their relations joined in
    expect(recorder.statements).toHaveLength(3);
    expect(recorder.statements.filter((sql) => /"public"\."Address"/.test(sql) && /"public"\."Platform"/.test(sql))).toHaveLength(1);
  });

  it('creates a customer with its contact and billing address, then edits it', async () => {
    const created = await app.gql(
      CREATE,
      {
        input: {
          companyName: 'Northwind Electric',
          erpId: 'C-20001',
          description: 'd'.repeat(500),
          contact: { firstName: 'Nia', lastName: 'Okafor', email: 'nia@northwind.test', phone: '3125550100' },
          billingAddress: { ...billing, state: 'IL' },
        },
      },
      tokens.acmeAdmin,
    );
    expect(created.errors).toBeUndefined();
    const customer = created.data.createCustomer;
    expect(customer).toMatchObject({
      pid: acmePid,
      erpId: 'C-20001',
      primaryContact: { firstName: 'Nia', lastName: 'Okafor', email: 'nia@northwind.test', phone: '3125550100' },
      billingAddress: { address: '1 Main St', city: 'Springfield', addressType: 1 },
      shippingAddresses: [],
    });
    const updated = await app.gql(
      UPDATE,
      { id: customer.rowId, input: { companyName: 'Northwind Electric Co.', contact: { firstName: 'Nia', lastName: 'Okafor-Lee', email: 'nia@northwind.test' }, billingAddress: { ...billing, address2: 'Suite 2' } } },
      tokens.acmeAdmin,
    );
    expect(updated.data.updateCustomer).toMatchObject({ companyName: 'Northwind Electric Co.', primaryContact: { lastName: 'Okafor-Lee' }, billingAddress: { address2: 'Suite 2' } });
    const read = await app.gql(GET, { rowId: customer.rowId }, tokens.acmeAdmin);
    expect(read.data.customer.description).toHaveLength(500);
  });

  it.each([
    [{ companyName: '' }, 'Company Name is required.', 'companyName'],
    [{ companyName: 'X', description: 'x'.repeat(501) }, 'Description must be at most 500 characters.', 'description'],
    [{ companyName: 'X', contact: { email: 'nope' } }, 'Invalid email address.', 'contact.email'],
    [{ companyName: 'X', billingAddress: { address: '1 A St', city: '', state: 'IL', zip: '1', country: 'US' } }, 'City is required.', 'city'],
    [{ companyName: 'X', billingAddress: { address: '1 A St', city: 'A', state: 'Ontario', zip: '1', country: 'US' } }, 'State must be a US state (two-letter code, e.g. IL).', 'state'],
    [{ companyName: 'X', billingAddress: { address: '1 A St', city: 'A', zip: '1', country: 'US' } }, 'State is required.', 'state'],
    [{ companyName: 'X', erpId: 'C-10001' }, 'ERP ID C-10001 is already used by another customer.', 'erpId'],
  ])('refuses %o and writes nothing', async (input, message, field) => {
    const before = await app.services.prisma.customer.count();
    const response = await app.gql(CREATE, { input }, tokens.acmeAdmin);
    expect(response.errors?.[0].message).toBe(message);
    expect(response.errors?.[0].extensions?.field).toBe(field);
    expect(await app.services.prisma.customer.count()).toBe(before);
  });

  it('deletes a customer with its addresses over REST', async () => {
    const created = await app.rest('/api/v1/customerManagement/createCustomer', { input: { companyName: 'Short Lived', billingAddress: billing } }, tokens.acmeAdmin);
    expect(created.body.success).toBe(true);
    const id = created.body.result.customer.id;
    const deleted = await app.rest('/api/v1/customerManagement/deleteCustomer', { id }, tokens.acmeAdmin);
    expect(deleted.body).toMatchObject({ success: true, result: { customer: { id, companyName: 'Short Lived' }, billingAddress: { Address: billing.address, City: billing.city } } });
    expect(await app.services.prisma.address.count({ where: { customerId: id } })).toBe(0);
  });

  it('answers REST getCustomers with customer and billing address rows, filtered by hasERP', async () => {
    const all = await app.rest('/api/v1/customerManagement/getCustomers', { pid: acmePid }, tokens.acmeAdmin);
    expect(all.body.result[0]).toMatchObject({ customer: { id: expect.any(Number), companyName: expect.any(String), pid: acmePid }, billingAddress: { City: expect.any(String) } });
    const withErp = await app.rest('/api/v1/customerManagement/getCustomers', { hasERP: true }, tokens.acmeAdmin);
    expect(withErp.body.result.every((r: any) => r.customer.erpId)).toBe(true);
    expect(withErp.body.result.length).toBeLessThan(all.body.result.length);
  });

  it('shows level 9 the customers of every platform, narrowed by pid', async () => {
    const all = await app.gql(LIST, {}, tokens.super);
    const pids = new Set(all.data.customers.edges.map((e: any) => e.node.pid));
    expect(pids.has(acmePid) && pids.has(borealisPid)).toBe(true);
    const borealis = await app.gql(LIST, { pid: borealisPid }, tokens.super);
    expect(borealis.data.customers.edges.every((e: any) => e.node.platformName === 'Borealis Supply')).toBe(true);
  });

  it('keeps a Borealis administrator away from Acme customers', async () => {
    const acmeCustomer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acmePid } });
    const list = await app.gql(LIST, { pid: acmePid }, tokens.borealisAdmin);
    expect(list.data.customers.edges.every((e: any) => e.node.pid === borealisPid)).toBe(true);
    const read = await app.gql(GET, { rowId: acmeCustomer.id }, tokens.borealisAdmin);
    expect(read.errors?.[0].message).toBe('Customer not found.');
    const update = await app.gql(UPDATE, { id: acmeCustomer.id, input: { companyName: 'Taken' } }, tokens.borealisAdmin);
    expect(update.errors?.[0].message).toBe('Customer not found.');
    const restList = await app.rest('/api/v1/customerManagement/getCustomers', { pid: acmePid }, tokens.borealisAdmin);
    expect(restList.body.result.every((r: any) => r.customer.pid === borealisPid)).toBe(true);
    for (const operation of ['getCustomer', 'updateCustomer', 'deleteCustomer']) {
      const body = operation === 'updateCustomer' ? { id: acmeCustomer.id, input: { companyName: 'Taken' } } : { id: acmeCustomer.id };
      const response = await app.rest(`/api/v1/customerManagement/${operation}`, body, tokens.borealisAdmin);
      expect(response.status).toBe(404);
    }
    const planted = await app.gql(CREATE, { input: { companyName: 'Planted', pid: acmePid } }, tokens.borealisAdmin);
    expect(planted.errors?.[0].message).toBe('You do not have access to this.');
    expect(await app.services.prisma.customer.count({ where: { companyName: 'Planted' } })).toBe(0);
    expect((await app.services.prisma.customer.findUniqueOrThrow({ where: { id: acmeCustomer.id } })).companyName).toBe(acmeCustomer.companyName);
  });

  it('does not let a dealer or user change customers', async () => {
    const customer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acmePid } });
    const dealer = await app.gql(UPDATE, { id: customer.id, input: { companyName: 'Dealer' } }, tokens.dealer);
    expect(dealer.errors?.[0].message).toBe('You do not have access to this.');
    const user = await app.rest('/api/v1/customerManagement/deleteCustomer', { id: customer.id }, tokens.user);
    expect(user.status).toBe(403);
  });
});

const ADDRESSES = `query($orderBy: AddressOrder, $customerId: Int) { addresses(first: 200, orderBy: $orderBy, customerId: $customerId) { totalCount edges { node { rowId pid customerId address address2 city state } } } }`;
const CREATE_ADDRESS = `mutation($input: AddressInput!) { createAddress(input: $input) { rowId pid customerId state addressType } }`;
const UPDATE_ADDRESS = `mutation($id: Int!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { rowId city state } }`;
const DELETE_ADDRESS = `mutation($id: Int!) { deleteAddress(id: $id) }`;

describe('addresses', () => {
  it('lists the platform addresses by Address ascending', async () => {
    const response = await app.gql(ADDRESSES, {}, tokens.acmeAdmin);
    const nodes = response.data.addresses.edges.map((e: any) => e.node);
    expect(nodes.every((n: any) => n.pid === acmePid)).toBe(true);
    const lines = nodes.map((n: any) => n.address).filter(Boolean);
    const sorted = (await app.services.prisma.address.findMany({ where: { pid: acmePid, address: { not: null } }, orderBy: [{ address: 'asc' }, { id: 'asc' }] })).map((a) => a.address);
    expect(lines).toEqual(sorted);
  });

  it.each([
    [{ city: '', state: 'IL', zip: '1', country: 'US' }, 'City is required.', 'city'],
    [{ city: 'A', state: 'ZZ', zip: '1', country: 'US' }, 'State must be a US state (two-letter code, e.g. IL).', 'state'],
    [{ city: 'A', state: 'Ontario', zip: '1', country: 'USA' }, 'State must be a US state (two-letter code, e.g. IL).', 'state'],
    [{ city: 'A', state: 'IL', zip: 'x'.repeat(101), country: 'US' }, 'Zip Code must be at most 100 characters.', 'zip'],
    [{ address: 'x'.repeat(201), city: 'A', state: 'IL', zip: '1', country: 'US' }, 'Address must be at most 200 characters.', 'address'],
    [{ city: 'A', state: 'IL', zip: ' ', country: 'US' }, 'Zip Code is required.', 'zip'],
    [{ city: 'A', state: 'IL', zip: '1', country: '' }, 'Country is required.', 'country'],
    [{ city: 'A', state: 'IL', zip: '1', country: 'US', addressType: 3 }, 'Address type must be 1 (Billing) or 2 (Shipping).', 'addressType'],
  ])('refuses %o with the §5 message', async (input, message, field) => {
    const customer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acmePid } });
    const response = await app.gql(CREATE_ADDRESS, { input: { ...input, customerId: customer.id } }, tokens.acmeAdmin);
    expect(response.errors?.[0].message).toBe(message);
    expect(response.errors?.[0].extensions?.field).toBe(field);
    const rest = await app.rest('/api/v1/addressManagement/createAddress', { input: { ...input, customerId: customer.id } }, tokens.acmeAdmin);
    expect(rest.body).toMatchObject({ success: false, error: message });
  });

  it('requires a State for the US and Canada ("default" is none) from their lists, kept by its code; elsewhere it is optional', async () => {
    const customer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acmePid } });
    const refused = [
      [{ city: 'Gary', zip: '46402', country: 'US' }, 'State is required.'],
      [{ city: 'Gary', state: 'default', zip: '46402', country: 'US' }, 'State is required.'],
      [{ city: 'Toronto', state: '', zip: 'M5V 2T6', country: 'CA' }, 'State is required.'],
      [{ city: 'Toronto', state: 'IL', zip: 'M5V 2T6', country: 'Canada' }, 'State must be a Canadian province or territory (two-letter code, e.g. ON).'],
    ] as const;
    for (const [input, message] of refused) {
      const created = await app.gql(CREATE_ADDRESS, { input: { ...input, customerId: customer.id } }, tokens.acmeAdmin);
      expect(created.errors?.[0]).toMatchObject({ message, extensions: { field: 'state' } });
      const rest = await app.rest('/api/v1/addressManagement/createAddress', { input: { ...input, customerId: customer.id } }, tokens.acmeAdmin);
      expect(rest.body).toMatchObject({ success: false, error: message, field: 'input.state' });
    }
    const before = await app.services.prisma.address.count({ where: { customerId: customer.id } });
    const accepted = [
      [{ city: 'Gary', state: 'indiana', zip: '46402', country: 'US' }, 'IN'],
      [{ city: 'Toronto', state: 'ON', zip: 'M5V 2T6', country: 'CA' }, 'ON'],
      [{ city: 'Montreal', state: 'Quebec', zip: 'H2Y 1C6', country: 'Canada' }, 'QC'],
      [{ city: 'London', state: 'default', zip: 'SW1A 1AA', country: 'GB' }, ''],
      [{ city: 'Munich', state: 'Bayern', zip: '80331', country: 'DE' }, 'Bayern'],
    ] as const;
    for (const [input, state] of accepted) {
      const created = await app.gql(CREATE_ADDRESS, { input: { ...input, customerId: customer.id } }, tokens.acmeAdmin);
      expect(created.errors).toBeUndefined();
      expect(created.data.createAddress.state).toBe(state);
      const rest = await app.rest('/api/v1/addressManagement/createAddress', { input: { ...input, customerId: customer.id } }, tokens.acmeAdmin);
      expect(rest.body).toMatchObject({ success: true, result: { State: state } });
    }
    expect(await app.services.prisma.address.count({ where: { customerId: customer.id } })).toBe(before + accepted.length * 2);
  });

  it('creates, updates and deletes a shipping address over GraphQL and REST', async () => {
    const customer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acmePid } });
    const created = await app.gql(CREATE_ADDRESS, { input: { address: '9 Dock Rd', city: 'Gary', state: 'IN', zip: '46402', country: 'US', customerId: customer.id } }, tokens.acmeAdmin);
    expect(created.data.createAddress).toMatchObject({ pid: acmePid, customerId: customer.id, addressType: 2, state: 'IN' });
    const id = created.data.createAddress.rowId;
    const updated = await app.gql(UPDATE_ADDRESS, { id, input: { city: 'Hammond' } }, tokens.acmeAdmin);
    expect(updated.data.updateAddress).toMatchObject({ city: 'Hammond', state: 'IN' });
    const viaRest = await app.rest('/api/v1/addressManagement/updateAddress', { id, input: { state: 'IL' } }, tokens.acmeAdmin);
    expect(viaRest.body.result).toMatchObject({ id, State: 'IL', City: 'Hammond', Address: '9 Dock Rd', AddressType: 2 });
    const listed = await app.rest('/api/v1/addressManagement/getAddresses', {}, tokens.acmeAdmin);
    expect(listed.body.result.some((a: any) => a.id === id)).toBe(true);
    const deleted = await app.rest('/api/v1/addressManagement/deleteAddress', { id, input: {} }, tokens.acmeAdmin);
    expect(deleted.body.success).toBe(true);
    expect(await app.services.prisma.address.findUnique({ where: { id } })).toBeNull();
  });

  it('lets a level-1 user touch only their own customer addresses', async () => {
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
    const own = await app.gql(ADDRESSES, {}, tokens.user);
    expect(own.data.addresses.edges.length).toBeGreaterThan(0);
    expect(own.data.addresses.edges.every((e: any) => e.node.customerId === user.customerId)).toBe(true);
    const created = await app.gql(CREATE_ADDRESS, { input: { address: '5 Own St', city: 'Chicago', state: 'IL', zip: '60601', country: 'US' } }, tokens.user);
    expect(created.data.createAddress.customerId).toBe(user.customerId);

    const other = await app.services.prisma.address.findFirstOrThrow({ where: { pid: acmePid, NOT: { customerId: user.customerId } } });
    const update = await app.gql(UPDATE_ADDRESS, { id: other.id, input: { city: 'Elsewhere' } }, tokens.user);
    expect(update.errors?.[0].message).toBe('Address not found.');
    const remove = await app.gql(DELETE_ADDRESS, { id: other.id }, tokens.user);
    expect(remove.errors?.[0].message).toBe('Address not found.');
    const forOther = await app.gql(CREATE_ADDRESS, { input: { city: 'A', state: 'IL', zip: '1', country: 'US', customerId: other.customerId } }, tokens.user);
    expect(forOther.errors?.[0].message).toBe('Customer not found.');
    const restList = await app.rest('/api/v1/addressManagement/getAddresses', {}, tokens.user);
    expect(restList.body.result.every((a: any) => a.customerId === user.customerId)).toBe(true);
    expect((await app.services.prisma.address.findUniqueOrThrow({ where: { id: other.id } })).city).toBe(other.city);
  });

  it('keeps a Borealis administrator away from Acme addresses', async () => {
    const acmeAddress = await app.services.prisma.address.findFirstOrThrow({ where: { pid: acmePid } });
    const list = await app.gql(ADDRESSES, {}, tokens.borealisAdmin);
    expect(list.data.addresses.edges.every((e: any) => e.node.pid === borealisPid)).toBe(true);
    const restList = await app.rest('/api/v1/addressManagement/getAddresses', {}, tokens.borealisAdmin);
    expect(restList.body.result.every((a: any) => a.pid === borealisPid)).toBe(true);
    const update = await app.gql(UPDATE_ADDRESS, { id: acmeAddress.id, input: { city: 'Taken' } }, tokens.borealisAdmin);
    expect(update.errors?.[0].message).toBe('Address not found.');
    for (const operation of ['updateAddress', 'deleteAddress']) {
      const response = await app.rest(`/api/v1/addressManagement/${operation}`, { id: acmeAddress.id, input: { city: 'Taken' } }, tokens.borealisAdmin);
      expect(response.status).toBe(404);
    }
    const create = await app.rest('/api/v1/addressManagement/createAddress', { input: { city: 'A', state: 'IL', zip: '1', country: 'US', customerId: acmeAddress.customerId } }, tokens.borealisAdmin);
    expect(create.body.error).toBe('Customer not found.');
    const node = await app.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: Buffer.from(`Address:${acmeAddress.id}`).toString('base64') }, tokens.borealisAdmin);
    expect(node.errors?.[0].message).toBe('Address not found.');
    expect((await app.services.prisma.address.findUniqueOrThrow({ where: { id: acmeAddress.id } })).city).toBe(acmeAddress.city);
  });
});
