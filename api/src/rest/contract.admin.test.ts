import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totp } from '../auth/mfa.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { expectDocumentedCall, expectUnknownFieldRefused } from './contract.ts';

/**
 * The account and administration shims as partner systems call them: each documented call (spec
 * part 2 §7, part 3 §7, part 1 §7 for addresses) with its body as the spec writes it succeeds and
 * answers with the spec's field names; unknown fields are refused by name.
 */

let app: TestApp;
let tokens: Record<'super' | 'admin' | 'dealer' | 'user', string>;
let acmePid: number;

const STRONG = 'Lantern-Harbor-42!';

const ADDRESS_FIELDS = ['id', 'Address', 'Address2', 'City', 'County', 'State', 'Zip', 'Country', 'AddressType'];
const USER_FIELDS = ['id', 'username', 'firstName', 'lastName', 'roleId', 'roleName', 'roleLevel', 'checkoutType', 'pid', 'groupId', 'groupIds', 'isLoggedIn', 'enableMFA'];
const SECRET_USER_FIELDS = ['mfaSecret', 'password', 'passwordHash', 'mfaLastTimeStep', 'tokenVersion', 'resetId'];
const PLATFORM_FIELDS = ['id', 'name', 'emailAddresses', 'integration', 'requireMFA', 'requireHttps', 'csiOrderCompleteString', 'isDefault'];
const STATUS_TYPE_FIELDS = ['id', 'name', 'visible', 'roleLevel', 'displayOrder'];
const GROUP_FIELDS = ['id', 'pid', 'name', 'description', 'userIds', 'defaultCustomer', 'productList'];
const PRODUCT_LIST_FIELDS = ['id', 'pid', 'name'];
const RMA_FIELDS = ['id', 'pid', 'groupId', 'rmaCreated', 'status', 'rmaNumber', 'erpOrderNum', 'modelNo', 'createdAt', 'requestDate', 'quoteId'];
const RMA_DETAIL_FIELDS = ['id', 'RMAId', 'pid', 'productNumber', 'quantity', 'orderedQuantity', 'modelNo', 'reason', 'timeInService'];
const ISSUE_REPORT_FIELDS = ['id', 'title', 'report', 'priority', 'status', 'createdAt'];
const ROLE_FIELDS = ['id', 'name', 'description', 'roleLevel'];
const THEME_FIELDS = [
  'id', 'pid', 'name', 'description', 'primary', 'secondary', 'tertiary', 'danger', 'success', 'warning', 'callToActionColor', 'gray', 'grayDark',
  'backgroundColor', 'gridRowBackgroundColor', 'borderColor', 'boxShadowColor', 'textDark', 'headerColor', 'headerTextColor', 'borderRadius',
  'logo', 'logoDark', 'emailLogo', 'breakpoints', 'darkMode',
];

/** Every element of a list answer carries the documented fields. */
function expectEvery(list: unknown, fields: string[]) {
  expect(Array.isArray(list) && list.length > 0, 'a non-empty list').toBe(true);
  for (const item of list as Record<string, unknown>[]) expect(Object.keys(item)).toEqual(expect.arrayContaining(fields));
}

beforeAll(async () => {
  app = await startTestApp();
  tokens = {
    super: await app.login('super@acme.test'),
    admin: await app.login('admin@acme.test'),
    dealer: await app.login('dealer@acme.test'),
    user: await app.login('user@acme.test'),
  };
  acmePid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
});
afterAll(async () => {
  await app?.close();
});

describe('auth (part 2 §4 login flow, §7)', () => {
  it('login, getSecret with an empty body and authorize {token, username, secret}, with the pending sign-in token as bearer', async () => {
    const acme = await app.services.prisma.platform.update({ where: { id: acmePid }, data: { requireMFA: true } });
    try {
      const login = await expectDocumentedCall(app, null, 'auth/login', { username: 'dealer@acme.test', password: 'Demo!2345', stayLoggedIn: false }, ['token', 'secret', 'platformRequiresMFA']);
      expect(login).toMatchObject({ platformRequiresMFA: true, mfaRequired: true });
      const enrolment = await expectDocumentedCall(app, login.token, 'auth/getSecret', {}, ['secret', 'qrCode']);
      const authorized = await expectDocumentedCall(
        app,
        login.token,
        'auth/authorize',
        { token: totp.generate(enrolment.secret), username: 'dealer@acme.test', secret: enrolment.secret },
        ['isVerified', 'token'],
      );
      expect(authorized.isVerified).toBe(true);
      const session = authorized.token as string;
      expect((await app.rest('/api/v1/userManagement/getUser', { username: 'dealer@acme.test' }, session)).status).toBe(200);
    } finally {
      await app.services.prisma.platform.update({ where: { id: acme.id }, data: { requireMFA: false } });
      await app.services.prisma.user.update({ where: { username: 'dealer@acme.test' }, data: { enableMFA: false, mfaSecret: null, mfaLastTimeStep: null } });
    }
  });

  it('forgotPassword {username} and getPasswordResetRequest {passwordResetRequestId}', async () => {
    expect(await expectDocumentedCall(app, null, 'auth/forgotPassword', { username: 'user@acme.test' })).toBe(true);
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
    const request = await app.services.prisma.passwordResetRequest.create({ data: { id: 'contract-reset', userId: user.id, expirationDate: new Date(Date.now() + 60_000) } });
    await expectDocumentedCall(app, null, 'userManagement/getPasswordResetRequest', { passwordResetRequestId: request.id }, ['userId', 'expirationDate']);
  });

  it('refuses a field the call does not know, by name', async () => {
    await expectUnknownFieldRefused(app, null, 'auth/login', { username: 'user@acme.test', password: 'Demo!2345', remember: true }, 'remember');
  });
});

describe('users (part 2 §7)', () => {
  it('getUser, getUsers, createUser, updateUser, deleteUser and deleteUsers as documented; no secret is answered', async () => {
    const self = await expectDocumentedCall(app, tokens.admin, 'userManagement/getUser', { username: 'admin@acme.test' }, USER_FIELDS);
    for (const field of SECRET_USER_FIELDS) expect(self).not.toHaveProperty(field);
    const page = await expectDocumentedCall(app, tokens.admin, 'userManagement/getUsers', { limit: 12, offset: 0, order: ['isLoggedIn', 'DESC'], search: '' }, ['count', 'rows']);
    expectEvery(page.rows, USER_FIELDS);

    const role = await app.services.prisma.role.findFirstOrThrow({ where: { roleLevel: 1, pid: null } });
    const input = { username: 'contract@acme.test', firstName: 'Cora', lastName: 'Tran', password: STRONG, confirmPassword: STRONG, roleId: role.id, checkoutType: 'order', enableMFA: false };
    const created = await expectDocumentedCall(app, tokens.admin, 'userManagement/createUser', { input }, USER_FIELDS);
    expect(created).toMatchObject({ username: 'contract@acme.test', roleLevel: 1, groupIds: '[]' });
    const updated = await expectDocumentedCall(app, tokens.admin, 'userManagement/updateUser', { id: created.id, input: { lastName: 'Tran-Ode' } }, USER_FIELDS);
    expect(updated.lastName).toBe('Tran-Ode');
    expect(await expectDocumentedCall(app, tokens.admin, 'userManagement/deleteUser', { id: created.id })).toEqual({ deleted: [created.id] });

    const again = await expectDocumentedCall(app, tokens.admin, 'userManagement/createUser', { input: { ...input, username: 'contract2@acme.test' } });
    const admin = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
    const deleted = await expectDocumentedCall(app, tokens.admin, 'userManagement/deleteUsers', {
      users: [{ id: again.id, username: again.username }],
      self: { id: admin.id, username: admin.username },
    });
    expect(deleted).toEqual({ deleted: [again.id] });
  });

  it("group membership as a JSON array with setTo, the group filter and sign-out ('isLoggedIn': false) through updateUser", async () => {
    const dealer = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'dealer@acme.test' } });
    const groups = await app.services.prisma.group.findMany({ where: { pid: acmePid }, orderBy: { id: 'asc' }, take: 2 });
    const ids = groups.map((g) => g.id);
    const set = await expectDocumentedCall(app, tokens.admin, 'userManagement/updateUser', { id: dealer.id, input: { groupIds: JSON.stringify(ids), setTo: true } });
    expect(set.groupIds).toBe(JSON.stringify(ids));

    const filtered = await expectDocumentedCall(app, tokens.dealer, 'userManagement/updateUser', { id: dealer.id, input: { groupId: ids[0] } });
    expect(filtered.groupId).toBe(ids[0]);
    const someoneElse = await app.rest('/api/v1/userManagement/updateUser', { id: dealer.id, input: { groupId: null } }, tokens.admin);
    expect(someoneElse.body).toMatchObject({ success: false, field: 'input.groupId' });

    const session = await app.login('dealer@acme.test');
    const signedOut = await expectDocumentedCall(app, session, 'userManagement/updateUser', { id: dealer.id, input: { isLoggedIn: false } });
    expect(signedOut.id).toBe(dealer.id);
    expect((await app.rest('/api/v1/userManagement/getUser', { username: 'dealer@acme.test' }, session)).status).toBe(401);
  });

  it('emailNewUserPassword {username, password}', async () => {
    expect(await expectDocumentedCall(app, tokens.admin, 'administration/emailNewUserPassword', { username: 'user@acme.test', password: STRONG })).toBe(true);
  });

  it('refuses an unknown user field by name instead of ignoring it', async () => {
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
    await expectUnknownFieldRefused(app, tokens.admin, 'userManagement/updateUser', { id: user.id, input: { mfaSecret: 'JBSWY3DPEHPK3PXP' } }, 'input.mfaSecret');
  });
});

describe('platforms, status types and roles (part 2 §7, part 3 §7)', () => {
  it('platform get (id or defaultPlatform), list, create and update', async () => {
    const own = await expectDocumentedCall(app, tokens.admin, 'platformManagement/getPlatform', { id: acmePid }, PLATFORM_FIELDS);
    expect(own).toMatchObject({ id: acmePid, requireMFA: '0' });
    expect(own).not.toHaveProperty('integrationSettings');
    await expectDocumentedCall(app, tokens.user, 'platformManagement/getPlatform', { defaultPlatform: true }, PLATFORM_FIELDS);
    expectEvery(await expectDocumentedCall(app, tokens.super, 'platformManagement/getPlatforms', {}), PLATFORM_FIELDS);
    const input = { name: 'Contract Co', emailAddresses: 'a@contract.test,b@contract.test', integration: 'default', requireMFA: '0', requireHttps: '1', csiOrderCompleteString: 'Ordered' };
    const created = await expectDocumentedCall(app, tokens.super, 'platformManagement/createPlatform', { input }, PLATFORM_FIELDS);
    expect(created).toMatchObject({ ...input, isDefault: false });
    const updated = await expectDocumentedCall(app, tokens.super, 'platformManagement/updatePlatform', { id: created.id, input: { ...input, requireMFA: '1' } }, PLATFORM_FIELDS);
    expect(updated.requireMFA).toBe('1');
  });

  it('status types: get {roleLevel}, create {input}, update {id, input}, delete {id}', async () => {
    expectEvery(await expectDocumentedCall(app, tokens.admin, 'statusTypesMgmt/getStatusTypes', { roleLevel: 5 }), STATUS_TYPE_FIELDS);
    const input = { name: 'Contract Hold', visible: '1', roleLevel: 3, displayOrder: 7 };
    const created = await expectDocumentedCall(app, tokens.admin, 'statusTypesMgmt/createStatusType', { input }, STATUS_TYPE_FIELDS);
    expect(created).toMatchObject(input);
    const updated = await expectDocumentedCall(app, tokens.admin, 'statusTypesMgmt/updateStatusType', { id: created.id, input: { ...input, visible: '0' } });
    expect(updated.visible).toBe('0');
    expect(await expectDocumentedCall(app, tokens.admin, 'statusTypesMgmt/deleteStatusType', { id: created.id })).toMatchObject({ id: created.id });
  });

  it('roles: getRoles {signal, roleLevel}, createRole {input: name, description, roleLevel}, updateRole {input, id}, deleteRole {id}', async () => {
    expectEvery(await expectDocumentedCall(app, tokens.admin, 'roleManagement/getRoles', { signal: {}, roleLevel: 5 }), ROLE_FIELDS);
    const created = await expectDocumentedCall(app, tokens.super, 'roleManagement/createRole', { input: { name: 'Contract Estimator', description: 'Quotes only', roleLevel: 2 } }, ROLE_FIELDS);
    const updated = await expectDocumentedCall(app, tokens.super, 'roleManagement/updateRole', { input: { roleLevel: 3 }, id: created.id }, ROLE_FIELDS);
    expect(updated.roleLevel).toBe(3);
    expect(await expectDocumentedCall(app, tokens.super, 'roleManagement/deleteRole', { id: created.id })).toMatchObject({ id: created.id });
  });
});

describe('customers and addresses (part 2 §7, part 1 §7, part 3 §7)', () => {
  it('getCustomers {pid, hasERP, groupIds, groupId} answers customer and billingAddress rows in the spec names', async () => {
    const rows = await expectDocumentedCall(app, tokens.admin, 'customerManagement/getCustomers', { pid: acmePid, hasERP: true, groupIds: [], groupId: null });
    expectEvery(rows, ['customer', 'billingAddress', 'contact']);
    const withAddress = rows.find((row: any) => row.billingAddress);
    expect(Object.keys(withAddress.customer)).toEqual(expect.arrayContaining(['id', 'erpId', 'companyName', 'pid']));
    expect(Object.keys(withAddress.billingAddress)).toEqual(expect.arrayContaining(['Address', 'Address2', 'City', 'State', 'Zip']));
  });

  it('customer get, create, update and delete write back what they read', async () => {
    const billingAddress = { Address: '1 Contract Way', Address2: 'Suite 4', City: 'Springfield', State: 'IL', Zip: '62701', Country: 'US' };
    const created = await expectDocumentedCall(
      app,
      tokens.admin,
      'customerManagement/createCustomer',
      { input: { companyName: 'Contract Electric', erpId: 'C-CONTRACT', contact: { firstName: 'Cy', lastName: 'Ode', email: 'cy@contract.test' }, billingAddress } },
      ['customer.id', 'customer.erpId', 'customer.companyName', 'billingAddress.Address', 'billingAddress.City', 'contact.email'],
    );
    expect(created.billingAddress).toMatchObject(billingAddress);
    const id = created.customer.id;
    const read = await expectDocumentedCall(app, tokens.admin, 'customerManagement/getCustomer', { id }, ['customer', 'billingAddress', 'contact', 'shippingAddresses']);
    const updated = await expectDocumentedCall(app, tokens.admin, 'customerManagement/updateCustomer', {
      id,
      input: { ...read.customer, id: undefined, description: 'Written back', contact: { ...read.contact, id: undefined }, billingAddress: { ...read.billingAddress, City: 'Peoria' } },
    });
    expect(updated).toMatchObject({ customer: { description: 'Written back' }, billingAddress: { City: 'Peoria', Address: '1 Contract Way' } });
    expect(await expectDocumentedCall(app, tokens.admin, 'customerManagement/deleteCustomer', { id })).toMatchObject({ customer: { id } });
  });

  it('addresses: getAddresses with an empty filter, create {input with customerId}, update {id, input}, delete {id, input}', async () => {
    expectEvery(await expectDocumentedCall(app, tokens.admin, 'addressManagement/getAddresses', {}), ADDRESS_FIELDS);
    const customer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acmePid } });
    const input = { Address: '9 Dock Rd', Address2: '', City: 'Gary', County: 'Lake', State: 'IN', Zip: '46402', Country: 'US', AddressType: 2, customerId: customer.id };
    const created = await expectDocumentedCall(app, tokens.admin, 'addressManagement/createAddress', { input }, ADDRESS_FIELDS);
    expect(created).toMatchObject({ ...input, Address2: null });
    const updated = await expectDocumentedCall(app, tokens.admin, 'addressManagement/updateAddress', { id: created.id, input: { ...input, City: 'Hammond' } }, ADDRESS_FIELDS);
    expect(updated).toMatchObject({ City: 'Hammond', County: 'Lake' });
    const camel = await expectDocumentedCall(app, tokens.admin, 'addressManagement/updateAddress', { id: created.id, input: { city: 'Whiting' } });
    expect(camel.City).toBe('Whiting');
    expect(await expectDocumentedCall(app, tokens.admin, 'addressManagement/deleteAddress', { id: created.id, input: updated })).toMatchObject({ id: created.id });
  });

  it('a State sent as "default" is no state, by every path: refused for a US address, accepted elsewhere; a Canadian province is accepted', async () => {
    const customer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acmePid } });
    const rest = await app.rest('/api/v1/addressManagement/createAddress', { input: { City: 'Gary', State: 'default', Zip: '46402', Country: 'US', customerId: customer.id } }, tokens.admin);
    expect(rest).toMatchObject({ status: 400, body: { success: false, error: 'State is required.', field: 'input.state' } });
    const gql = await app.gql('mutation($input: AddressInput!) { createAddress(input: $input) { state } }', { input: { city: 'London', state: 'default', zip: 'SW1A 1AA', country: 'GB', customerId: customer.id } }, tokens.admin);
    expect(gql.data.createAddress.state).toBe('');
    const canada = await app.rest('/api/v1/addressManagement/createAddress', { input: { City: 'Toronto', State: 'ON', Zip: 'M5V 2T6', Country: 'CA', customerId: customer.id } }, tokens.admin);
    expect(canada).toMatchObject({ status: 200, body: { success: true, result: { State: 'ON', Country: 'CA' } } });
    const wrong = await app.rest('/api/v1/addressManagement/createAddress', { input: { City: 'Gary', State: 'Gotham', Zip: '46402', Country: 'US', customerId: customer.id } }, tokens.admin);
    expect(wrong).toMatchObject({ status: 400, body: { error: 'State must be a US state (two-letter code, e.g. IL).', field: 'input.state' } });
  });

  it('refuses an unknown address field by name, and the same field in both spellings', async () => {
    const address = await app.services.prisma.address.findFirstOrThrow({ where: { pid: acmePid } });
    await expectUnknownFieldRefused(app, tokens.admin, 'addressManagement/updateAddress', { id: address.id, input: { Street: '1 Main' } }, 'input.Street');
    const both = await app.rest('/api/v1/addressManagement/updateAddress', { id: address.id, input: { City: 'A', city: 'B' } }, tokens.admin);
    expect(both).toMatchObject({ status: 400, body: { success: false } });
  });
});

describe('groups and product lists (part 3 §7)', () => {
  it('groups: get, create, update (fields, userIds as JSON array, userId with setTo) and delete; defaultCustomer and productList are the spec names', async () => {
    expectEvery(await expectDocumentedCall(app, tokens.admin, 'groupManagement/getGroups', { pid: acmePid }), GROUP_FIELDS);
    const customer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acmePid, erpId: { not: null } } });
    const list = await app.services.prisma.productList.findFirstOrThrow({ where: { pid: acmePid } });
    const created = await expectDocumentedCall(app, tokens.admin, 'groupManagement/createGroup', { input: { pid: acmePid, name: 'Contract Group', description: 'd', defaultCustomer: customer.id, productList: list.id } }, GROUP_FIELDS);
    expect(created).toMatchObject({ defaultCustomer: customer.id, productList: list.id, userIds: '[]' });

    const other = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acmePid, erpId: { not: null }, NOT: { id: customer.id } } });
    const changed = await expectDocumentedCall(app, tokens.admin, 'groupManagement/updateGroup', { id: created.id, input: { defaultCustomer: other.id } }, GROUP_FIELDS);
    expect(changed.defaultCustomer).toBe(other.id);
    expect((await app.services.prisma.group.findUniqueOrThrow({ where: { id: created.id } })).defaultCustomerId).toBe(other.id);

    const users = await app.services.prisma.user.findMany({ where: { pid: acmePid }, orderBy: { id: 'asc' }, take: 2 });
    const members = await expectDocumentedCall(app, tokens.admin, 'groupManagement/updateGroup', { id: created.id, input: { userIds: JSON.stringify(users.map((u) => u.id)) } });
    expect(members.userIds).toBe(JSON.stringify(users.map((u) => u.id)));
    const removed = await expectDocumentedCall(app, tokens.admin, 'groupManagement/updateGroup', { id: created.id, input: { userId: users[0]!.id, setTo: false } });
    expect(removed.userIds).toBe(JSON.stringify([users[1]!.id]));

    const read = await expectDocumentedCall(app, tokens.admin, 'groupManagement/getGroup', { id: created.id }, GROUP_FIELDS);
    const { id: _id, ...writable } = read;
    expect(await expectDocumentedCall(app, tokens.admin, 'groupManagement/updateGroup', { id: created.id, input: writable })).toEqual(read);
    expect(await expectDocumentedCall(app, tokens.admin, 'groupManagement/deleteGroup', { id: created.id })).toEqual(read);
  });

  it('refuses an unknown group field instead of answering success', async () => {
    const group = await app.services.prisma.group.findFirstOrThrow({ where: { pid: acmePid } });
    await expectUnknownFieldRefused(app, tokens.admin, 'groupManagement/updateGroup', { id: group.id, input: { defaultCustomerName: 'x' } }, 'input.defaultCustomerName');
  });

  it('product lists: getProductLists {filters, pid}, getProductList {id}, create {input, add}, update {id, input, add, remove}, delete {id}', async () => {
    expectEvery(await expectDocumentedCall(app, tokens.admin, 'productListManagement/getProductLists', { filters: {}, pid: acmePid }), PRODUCT_LIST_FIELDS);
    const products = await app.services.prisma.product.findMany({ where: { pid: acmePid }, orderBy: { id: 'asc' }, take: 2 });
    const created = await expectDocumentedCall(app, tokens.admin, 'productListManagement/createProductList', { input: { name: 'Contract List', pid: acmePid }, add: [products[0]!.id] }, ['id', ...PRODUCT_LIST_FIELDS]);
    const updated = await expectDocumentedCall(app, tokens.admin, 'productListManagement/updateProductList', {
      id: created.id,
      input: { name: 'Contract List 2' },
      add: [products[1]!.id],
      remove: [products[0]!.id],
    });
    expect(updated).toMatchObject({ name: 'Contract List 2', productIds: [products[1]!.id] });
    await expectDocumentedCall(app, tokens.admin, 'productListManagement/getProductList', { id: created.id }, PRODUCT_LIST_FIELDS);
    expect(await expectDocumentedCall(app, tokens.admin, 'productListManagement/deleteProductList', { id: created.id })).toMatchObject({ id: created.id });
  });
});

describe('RMAs (part 3 §7)', () => {
  it('from an order: createRMAFromQuote {quoteId}, the detail calls as documented, updateRMA, submitRMA, getRMAs {filters}, getRMA', async () => {
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
    const order = await app.services.prisma.quote.findFirstOrThrow({ where: { pid: acmePid, type: 2, createdByUserId: user.id, lines: { some: {} } }, include: { lines: true } });
    const rma = await expectDocumentedCall(app, tokens.user, 'RMAManagement/createRMAFromQuote', { quoteId: order.id }, RMA_FIELDS);
    expect(rma).toMatchObject({ rmaCreated: '0', quoteId: order.id });

    const details = await expectDocumentedCall(app, tokens.user, 'RMADetailManagement/getRMADetails', { pid: acmePid, RMAId: rma.id });
    expectEvery(details, RMA_DETAIL_FIELDS);
    const line = order.lines[0]!;
    const added = await expectDocumentedCall(app, tokens.user, 'RMADetailManagement/createRMADetail', { input: { RMAId: rma.id, pid: acmePid, productNumber: '', quantity: 1, orderedQuantity: 0 } }, RMA_DETAIL_FIELDS);
    const edited = await expectDocumentedCall(app, tokens.user, 'RMADetailManagement/updateRMADetail', {
      id: added.id,
      input: { productNumber: line.partNumber, quantity: 1, orderedQuantity: line.quantity, modelNo: 'NA', reason: 'Dented', timeInService: '1 month' },
    }, RMA_DETAIL_FIELDS);
    expect(edited).toMatchObject({ RMAId: rma.id, reason: 'Dented' });
    await expectDocumentedCall(app, tokens.user, 'RMADetailManagement/deleteRMADetail', { id: details[0].id }, RMA_DETAIL_FIELDS);
    await expectDocumentedCall(app, tokens.user, 'RMAManagement/updateRMA', { id: rma.id, input: { modelNo: 'M-1' } }, RMA_FIELDS);
    const submitted = await expectDocumentedCall(app, tokens.user, 'RMAManagement/submitRMA', { id: rma.id, firstName: 'Uma', lastName: 'User' }, RMA_FIELDS);
    expect(submitted.rmaCreated).toBe('1');
    expectEvery(await expectDocumentedCall(app, tokens.user, 'RMAManagement/getRMAs', { filters: {} }), RMA_FIELDS);
    await expectDocumentedCall(app, tokens.user, 'RMAManagement/getRMA', { id: rma.id }, RMA_FIELDS);
  });

  it('standalone: createRMA, and deleteRMA by level 9', async () => {
    const rma = await expectDocumentedCall(app, tokens.user, 'RMAManagement/createRMA', {}, RMA_FIELDS);
    expect(await expectDocumentedCall(app, tokens.super, 'RMAManagement/deleteRMA', { id: rma.id })).toMatchObject({ id: rma.id });
  });
});

describe('themes and issue reports (part 3 §7)', () => {
  it('themes: getThemes, getTheme {id}, createTheme {input}, copyTheme {id}, updateTheme {id, input}, deleteTheme {id}; the active theme by pid and darkMode', async () => {
    expectEvery(await expectDocumentedCall(app, tokens.admin, 'themeManagement/getThemes', {}), THEME_FIELDS);
    const created = await expectDocumentedCall(app, tokens.admin, 'themeManagement/createTheme', { input: { pid: acmePid, name: 'Contract', darkMode: '1', breakpoints: '["320","1200"]' } }, THEME_FIELDS);
    expect(created).toMatchObject({ darkMode: '1', breakpoints: '["320","1200"]' });
    const read = await expectDocumentedCall(app, tokens.admin, 'themeManagement/getTheme', { id: created.id }, THEME_FIELDS);
    const { id: _id, ...writable } = read;
    const written = await expectDocumentedCall(app, tokens.admin, 'themeManagement/updateTheme', { id: created.id, input: { ...writable, primary: '#112233' } }, THEME_FIELDS);
    expect(written).toEqual({ ...read, primary: '#112233' });
    const copy = await expectDocumentedCall(app, tokens.admin, 'themeManagement/copyTheme', { id: created.id }, THEME_FIELDS);
    await expectDocumentedCall(app, tokens.admin, 'themeManagement/deleteTheme', { id: copy.id }, THEME_FIELDS);
    await expectDocumentedCall(app, null, 'themeManagement/getActiveTheme', { pid: 'default', darkMode: '0' }, THEME_FIELDS);
  });

  it('audit: getAuditLog {filters, limit, offset} answers rows with at, actor, action, entity, entityId, before, after', async () => {
    const created = await expectDocumentedCall(app, tokens.admin, 'issueReportManagement/createIssueReport', { input: { title: 'Audited' } });
    await expectDocumentedCall(app, tokens.admin, 'issueReportManagement/deleteIssueReport', { id: created.id });
    const log = await expectDocumentedCall(app, tokens.admin, 'auditManagement/getAuditLog', { filters: { entity: 'IssueReport', entityId: String(created.id) }, limit: 10, offset: 0 });
    expectEvery(log, ['at', 'actor', 'action', 'entity', 'entityId', 'before', 'after']);
    expect(log[0]).toMatchObject({ action: 'delete', entity: 'IssueReport', entityId: String(created.id), after: null });
    await expectUnknownFieldRefused(app, tokens.admin, 'auditManagement/getAuditLog', { filters: {}, rows: 1 }, 'rows');
  });

  it('issue reports: getIssueReports, createIssueReport, updateIssueReport, deleteIssueReport', async () => {
    const created = await expectDocumentedCall(app, tokens.user, 'issueReportManagement/createIssueReport', { input: { title: 'Contract issue', report: 'Text', priority: 2 } }, ISSUE_REPORT_FIELDS);
    expect(created).toMatchObject({ priority: 2, status: 0 });
    expectEvery(await expectDocumentedCall(app, tokens.super, 'issueReportManagement/getIssueReports', {}), ISSUE_REPORT_FIELDS);
    const updated = await expectDocumentedCall(app, tokens.super, 'issueReportManagement/updateIssueReport', { id: created.id, input: { status: 1 } }, ISSUE_REPORT_FIELDS);
    expect(updated.status).toBe(1);
    await expectDocumentedCall(app, tokens.super, 'issueReportManagement/deleteIssueReport', { id: created.id }, ISSUE_REPORT_FIELDS);
  });
});
