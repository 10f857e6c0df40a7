import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { DISPLAY_ORDER_MESSAGE, ROLE_LEVEL_MAX_MESSAGE, ROLE_LEVEL_MIN_MESSAGE } from './service.ts';

let app: TestApp;
let tokens: Record<'super' | 'acmeAdmin' | 'borealisAdmin' | 'dealer' | 'publicUser', string>;
let acmePid: number;
let borealisPid: number;

beforeAll(async () => {
  app = await startTestApp();
  tokens = {
    super: await app.login('super@acme.test'),
    acmeAdmin: await app.login('admin@acme.test'),
    borealisAdmin: await app.login('admin@borealis.test'),
    dealer: await app.login('dealer@acme.test'),
    publicUser: await app.login('public@acme.test'),
  };
  acmePid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
  borealisPid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } })).id;
});
afterAll(async () => {
  await app?.close();
});

const STATUS_LIST = `query($roleLevel: Int) { statusTypes(first: 50, roleLevel: $roleLevel) { totalCount edges { node { rowId pid name visible roleLevel displayOrder } } } }`;
const CREATE_STATUS = `mutation($input: StatusTypeInput!) { createStatusType(input: $input) { rowId pid name visible roleLevel displayOrder } }`;
const UPDATE_STATUS = `mutation($id: Int!, $input: StatusTypeInput!) { updateStatusType(id: $id, input: $input) { rowId name roleLevel displayOrder } }`;

describe('status types', () => {
  it('lists the platform status types by displayOrder ascending', async () => {
    const response = await app.gql(STATUS_LIST, {}, tokens.acmeAdmin);
    const nodes = response.data.statusTypes.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => n.name)).toEqual(['New', 'In Review', 'Approved', 'Closed']);
    expect(nodes.every((n: any) => n.pid === acmePid)).toBe(true);
  });

  it('filters to the types assignable at a role level', async () => {
    const response = await app.gql(STATUS_LIST, { roleLevel: 3 }, tokens.dealer);
    expect(response.data.statusTypes.edges.map((e: any) => e.node.name)).toEqual(['New', 'In Review']);
  });

  it.each([
    [{ name: 'Bad', roleLevel: -1 }, ROLE_LEVEL_MIN_MESSAGE, 'roleLevel'],
    [{ name: 'Bad', roleLevel: 10 }, ROLE_LEVEL_MAX_MESSAGE, 'roleLevel'],
    [{ name: 'Bad', displayOrder: -1 }, DISPLAY_ORDER_MESSAGE, 'displayOrder'],
    [{ name: '  ' }, 'Name is required.', 'name'],
  ])('refuses %o with the spec message', async (input, message, field) => {
    const before = await app.services.prisma.statusType.count();
    const response = await app.gql(CREATE_STATUS, { input }, tokens.acmeAdmin);
    expect(response.errors?.[0].message).toBe(message);
    expect(response.errors?.[0].extensions?.field).toBe(field);
    expect(await app.services.prisma.statusType.count()).toBe(before);
  });

  it('uses the same messages over REST, where visible is "1" / "0"', async () => {
    const bad = await app.rest('/api/v1/statusTypesMgmt/createStatusType', { input: { name: 'X', visible: '1', roleLevel: 12, displayOrder: 1 } }, tokens.acmeAdmin);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: ROLE_LEVEL_MAX_MESSAGE });
    const good = await app.rest('/api/v1/statusTypesMgmt/createStatusType', { input: { name: 'Shipped', visible: '0', roleLevel: 5, displayOrder: 9 } }, tokens.acmeAdmin);
    expect(good.body).toMatchObject({ success: true, result: { name: 'Shipped', visible: '0', roleLevel: 5, displayOrder: 9, pid: acmePid } });
    const updated = await app.rest('/api/v1/statusTypesMgmt/updateStatusType', { id: good.body.result.id, input: { visible: '1', displayOrder: 0 } }, tokens.acmeAdmin);
    expect(updated.body.result).toMatchObject({ visible: '1', displayOrder: 0 });
    const list = await app.rest('/api/v1/statusTypesMgmt/getStatusTypes', { roleLevel: 9 }, tokens.acmeAdmin);
    expect(list.body.result[0].name).toBe('Shipped');
    const deleted = await app.rest('/api/v1/statusTypesMgmt/deleteStatusType', { id: good.body.result.id }, tokens.acmeAdmin);
    expect(deleted.body.success).toBe(true);
    expect(await app.services.prisma.statusType.findUnique({ where: { id: good.body.result.id } })).toBeNull();
  });

  it('creates and edits for administrators only', async () => {
    const dealer = await app.gql(CREATE_STATUS, { input: { name: 'Dealer made' } }, tokens.dealer);
    expect(dealer.errors?.[0].message).toBe('You do not have access to this.');
    const rest = await app.rest('/api/v1/statusTypesMgmt/createStatusType', { input: { name: 'Dealer made' } }, tokens.dealer);
    expect(rest.status).toBe(403);
    const created = await app.gql(CREATE_STATUS, { input: { name: 'On Hold', roleLevel: 5, displayOrder: 5, visible: false } }, tokens.acmeAdmin);
    expect(created.data.createStatusType).toMatchObject({ name: 'On Hold', pid: acmePid, visible: false });
    const edited = await app.gql(UPDATE_STATUS, { id: created.data.createStatusType.rowId, input: { name: 'Held' } }, tokens.acmeAdmin);
    expect(edited.data.updateStatusType).toMatchObject({ name: 'Held', roleLevel: 5, displayOrder: 5 });
  });

  it('keeps a Borealis administrator away from Acme status types', async () => {
    const acmeType = await app.services.prisma.statusType.findFirstOrThrow({ where: { pid: acmePid } });
    const list = await app.gql(STATUS_LIST, {}, tokens.borealisAdmin);
    expect(list.data.statusTypes.edges.every((e: any) => e.node.pid === borealisPid)).toBe(true);
    const restList = await app.rest('/api/v1/statusTypesMgmt/getStatusTypes', {}, tokens.borealisAdmin);
    expect(restList.body.result.every((s: any) => s.pid === borealisPid)).toBe(true);
    const update = await app.gql(UPDATE_STATUS, { id: acmeType.id, input: { name: 'Hijacked' } }, tokens.borealisAdmin);
    expect(update.errors?.[0].message).toBe('Status type not found.');
    const restUpdate = await app.rest('/api/v1/statusTypesMgmt/updateStatusType', { id: acmeType.id, input: { name: 'Hijacked' } }, tokens.borealisAdmin);
    expect(restUpdate.status).toBe(404);
    const restDelete = await app.rest('/api/v1/statusTypesMgmt/deleteStatusType', { id: acmeType.id }, tokens.borealisAdmin);
    expect(restDelete.status).toBe(404);
    const planted = await app.gql(CREATE_STATUS, { input: { name: 'Sneaky', pid: acmePid } }, tokens.borealisAdmin);
    expect(planted.errors?.[0].message).toBe('You do not have access to this.');
    expect(await app.services.prisma.statusType.count({ where: { name: 'Sneaky' } })).toBe(0);
    expect((await app.services.prisma.statusType.findUniqueOrThrow({ where: { id: acmeType.id } })).name).toBe(acmeType.name);
  });
});

const PLATFORM = `query($rowId: Int) { platform(rowId: $rowId) { rowId name isDefault emailAddresses integration requireMFA requireHttps csiOrderCompleteString } }`;
const UPDATE_PLATFORM = `mutation($id: Int!, $input: PlatformInput!) { updatePlatform(id: $id, input: $input) { rowId name emailAddresses integration requireMFA requireHttps csiOrderCompleteString } }`;
const CREATE_PLATFORM = `mutation($input: PlatformInput!) { createPlatform(input: $input) { rowId name emailAddresses integration csiOrderCompleteString } }`;

describe('platforms', () => {
  it('shows an administrator their platform settings with the email list', async () => {
    const response = await app.gql(PLATFORM, {}, tokens.acmeAdmin);
    expect(response.data.platform).toMatchObject({ rowId: acmePid, name: 'Acme Lighting', emailAddresses: ['orders@acme.test', 'sales@acme.test'] });
  });

  it('shows a level-0 user the default platform', async () => {
    const response = await app.gql(PLATFORM, {}, tokens.publicUser);
    expect(response.data.platform).toMatchObject({ isDefault: true, emailAddresses: [] });
  });

  it('validates every email address and names the entry at fault', async () => {
    const response = await app.gql(UPDATE_PLATFORM, { id: acmePid, input: { emailAddresses: ['ok@acme.test', 'not-an-email'] } }, tokens.acmeAdmin);
    expect(response.errors?.[0].message).toBe('Invalid email address.');
    expect(response.errors?.[0].extensions?.field).toBe('emailAddresses.1');
    const rest = await app.rest('/api/v1/platformManagement/updatePlatform', { id: acmePid, input: { emailAddresses: 'a@b.test,bad' } }, tokens.acmeAdmin);
    expect(rest.body.error).toBe('Invalid email address.');
  });

  it('saves the settings; flags come as "1"/"0" over REST', async () => {
    const response = await app.gql(
      UPDATE_PLATFORM,
      { id: acmePid, input: { name: 'Acme Lighting', emailAddresses: ['orders@acme.test', ' ops@acme.test '], integration: 'CSI', requireHttps: true, csiOrderCompleteString: 'Complete' } },
      tokens.acmeAdmin,
    );
    expect(response.data.updatePlatform).toMatchObject({ emailAddresses: ['orders@acme.test', 'ops@acme.test'], integration: 'CSI', requireHttps: true, requireMFA: false, csiOrderCompleteString: 'Complete' });
    const rest = await app.rest('/api/v1/platformManagement/updatePlatform', { id: acmePid, input: { integration: 'default', requireHttps: '0', csiOrderCompleteString: '' } }, tokens.acmeAdmin);
    expect(rest.body.result).toMatchObject({ integration: 'default', requireHttps: '0', csiOrderCompleteString: 'Ordered', emailAddresses: 'orders@acme.test,ops@acme.test' });
    const bad = await app.gql(UPDATE_PLATFORM, { id: acmePid, input: { integration: 'SAP' } }, tokens.acmeAdmin);
    expect(bad.errors?.[0].extensions?.field).toBe('integration');
  });

  it('lets only level 9 create platforms and list them all', async () => {
    const denied = await app.gql(CREATE_PLATFORM, { input: { name: 'Rogue' } }, tokens.acmeAdmin);
    expect(denied.errors?.[0].message).toBe('You do not have access to this.');
    const created = await app.gql(CREATE_PLATFORM, { input: { name: 'Cascade Electric', emailAddresses: ['hq@cascade.test'] } }, tokens.super);
    expect(created.data.createPlatform).toMatchObject({ name: 'Cascade Electric', integration: 'default', csiOrderCompleteString: 'Ordered' });
    const all = await app.gql(`{ platforms(first: 50) { totalCount edges { node { name } } } }`, {}, tokens.super);
    expect(all.data.platforms.totalCount).toBe(3);
    const own = await app.gql(`{ platforms(first: 50) { totalCount edges { node { rowId } } } }`, {}, tokens.borealisAdmin);
    expect(own.data.platforms.edges.map((e: any) => e.node.rowId)).toEqual([borealisPid]);
  });

  it('keeps a Borealis administrator away from Acme settings, answered as if Acme did not exist', async () => {
    const read = await app.gql(PLATFORM, { rowId: acmePid }, tokens.borealisAdmin);
    expect(read.errors?.[0]).toMatchObject({ message: 'Platform not found.', extensions: { code: 'NOT_FOUND' } });
    const restRead = await app.rest('/api/v1/platformManagement/getPlatform', { id: acmePid }, tokens.borealisAdmin);
    expect(restRead).toMatchObject({ status: 404, body: { error: 'Platform not found.' } });
    const write = await app.gql(UPDATE_PLATFORM, { id: acmePid, input: { name: 'Owned' } }, tokens.borealisAdmin);
    expect(write.errors?.[0]).toMatchObject({ message: 'Platform not found.', extensions: { code: 'NOT_FOUND' } });
    const restWrite = await app.rest('/api/v1/platformManagement/updatePlatform', { id: acmePid, input: { name: 'Owned' } }, tokens.borealisAdmin);
    expect(restWrite).toMatchObject({ status: 404, body: { error: 'Platform not found.' } });
    expect((await app.services.prisma.platform.findUniqueOrThrow({ where: { id: acmePid } })).name).toBe('Acme Lighting');
  });
});
