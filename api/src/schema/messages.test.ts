import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../test/app.ts';
import { parseInput } from './input.ts';
import { fieldLabel, requiredError } from './zodMessages.ts';

describe('the wording of input checks a schema leaves to zod', () => {
  const schema = z.object({
    name: z.string({ error: requiredError('Name is required.') }).trim().min(1, 'Name is required.').max(200),
    roleLevel: z.coerce.number().int().min(0).max(9).optional(),
    erpId: z.string().max(5).optional(),
    integration: z.enum(['default', 'visual', 'CSI']).optional(),
    emailAddresses: z.array(z.email()).optional(),
  });
  const messageOf = (input: unknown) => {
    try {
      parseInput(schema, input);
      return null;
    } catch (error) {
      return { message: (error as Error).message, field: (error as { field?: string }).field };
    }
  };

  it("keeps a schema's own message for what it covers, and names the field and the limit for the rest", () => {
    expect(messageOf({})).toEqual({ message: 'Name is required.', field: 'name' });
    expect(messageOf({ name: '  ' })).toEqual({ message: 'Name is required.', field: 'name' });
    expect(messageOf({ name: 'x'.repeat(3000) })).toEqual({ message: 'Name must be at most 200 characters.', field: 'name' });
    expect(messageOf({ name: 42 })).toEqual({ message: 'Name must be text.', field: 'name' });
    expect(messageOf({ name: 'a', roleLevel: 'abc' })).toEqual({ message: 'Role level must be a number.', field: 'roleLevel' });
    expect(messageOf({ name: 'a', roleLevel: '1.5' })).toEqual({ message: 'Role level must be a whole number.', field: 'roleLevel' });
    expect(messageOf({ name: 'a', roleLevel: 12 })).toEqual({ message: 'Role level must be at most 9.', field: 'roleLevel' });
    expect(messageOf({ name: 'a', erpId: 'toolong' })).toEqual({ message: 'ERP ID must be at most 5 characters.', field: 'erpId' });
    expect(messageOf({ name: 'a', integration: 'SAP' })).toEqual({ message: 'Integration must be one of "default", "visual" or "CSI".', field: 'integration' });
    expect(messageOf({ name: 'a', emailAddresses: ['a@b.test', 'nope'] })).toEqual({ message: 'Email addresses (entry 2) must be a valid email address.', field: 'emailAddresses.1' });
  });

  it('labels fields as the forms do', () => {
    expect(fieldLabel(['input', 'specifierLocation'])).toBe('Specifier location');
    expect(fieldLabel(['pid'])).toBe('Platform');
    expect(fieldLabel([])).toBe('This value');
  });
});

describe('validation messages over GraphQL and REST', () => {
  let app: TestApp;
  let superAdmin: string;
  let acmeAdmin: string;
  let borealisAdmin: string;
  let acmePid: number;

  beforeAll(async () => {
    app = await startTestApp();
    [superAdmin, acmeAdmin, borealisAdmin] = await Promise.all(['super@acme.test', 'admin@acme.test', 'admin@borealis.test'].map((u) => app.login(u)));
    acmePid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a 3,000-character platform name is too long, not missing', async () => {
    const long = 'P'.repeat(3000);
    const gql = await app.gql(`mutation($input: PlatformInput!) { createPlatform(input: $input) { rowId } }`, { input: { name: long } }, superAdmin);
    expect(gql.errors?.[0]).toMatchObject({ message: 'Name must be at most 200 characters.', extensions: { field: 'name' } });
    const rest = await app.rest('/api/v1/platformManagement/createPlatform', { input: { name: long } }, superAdmin);
    expect(rest.body).toMatchObject({ success: false, error: 'Name must be at most 200 characters.' });
    expect(await app.services.prisma.platform.count({ where: { name: long } })).toBe(0);
  });

  it('refuses a second platform of the same name, on create and on rename', async () => {
    const gql = await app.gql(`mutation($input: PlatformInput!) { createPlatform(input: $input) { rowId } }`, { input: { name: ' acme lighting ' } }, superAdmin);
    expect(gql.errors?.[0]).toMatchObject({ message: 'A platform named acme lighting already exists.', extensions: { field: 'name', code: 'CONFLICT' } });
    const rest = await app.rest('/api/v1/platformManagement/createPlatform', { input: { name: 'Acme Lighting' } }, superAdmin);
    expect(rest.body).toMatchObject({ success: false, error: 'A platform named Acme Lighting already exists.' });
    const borealis = await app.services.prisma.platform.findFirstOrThrow({ where: { NOT: { id: acmePid }, isDefault: false } });
    const rename = await app.rest('/api/v1/platformManagement/updatePlatform', { id: borealis.id, input: { name: 'ACME LIGHTING' } }, superAdmin);
    expect(rename.body).toMatchObject({ success: false, error: 'A platform named ACME LIGHTING already exists.' });
    expect(await app.services.prisma.platform.count({ where: { name: { equals: 'acme lighting', mode: 'insensitive' } } })).toBe(1);
    // keeping its own name is no clash
    const same = await app.rest('/api/v1/platformManagement/updatePlatform', { id: acmePid, input: { name: 'Acme Lighting' } }, superAdmin);
    expect(same.body.success).toBe(true);
  });

  it('role level "abc" is not a number', async () => {
    const rest = await app.rest('/api/v1/roleManagement/createRole', { input: { name: 'Odd', description: 'x', roleLevel: 'abc' } }, superAdmin);
    expect(rest.body).toMatchObject({ success: false, error: 'Role level must be a number.', field: 'input.roleLevel' });
  });

  it('an over-long address names the field and the limit', async () => {
    const customer = await app.services.prisma.customer.findFirstOrThrow({ where: { pid: acmePid } });
    const input = { address: 'x'.repeat(3000), city: 'Gary', zip: '46402', country: 'US', customerId: customer.id };
    const gql = await app.gql(`mutation($input: AddressInput!) { createAddress(input: $input) { rowId } }`, { input }, acmeAdmin);
    expect(gql.errors?.[0]).toMatchObject({ message: 'Address must be at most 200 characters.', extensions: { field: 'address' } });
    const rest = await app.rest('/api/v1/addressManagement/createAddress', { input: { ...input, address: undefined, City: 'x'.repeat(3000), city: undefined } }, acmeAdmin);
    expect(rest.body).toMatchObject({ success: false, error: 'City must be at most 100 characters.' });
  });

  it('issue status 7 is out of range, not missing', async () => {
    const gql = await app.gql(`mutation($input: IssueReportInput!) { createIssueReport(input: $input) { rowId } }`, { input: { title: 'x', status: 7 } }, superAdmin);
    expect(gql.errors?.[0].message).toBe('Status must be at most 4.');
  });

  it('an administrator naming another platform gets the access error', async () => {
    for (const [mutation, input] of [
      ['mutation($input: GroupInput!) { createGroup(input: $input) { rowId } }', { pid: acmePid, name: 'Intruders' }],
      ['mutation($input: ProductListInput!) { createProductList(input: $input) { rowId } }', { pid: acmePid, name: 'Intruders' }],
    ] as const) {
      const response = await app.gql(mutation, { input }, borealisAdmin);
      expect(response.errors?.[0]).toMatchObject({ message: 'You do not have access to this.', extensions: { code: 'FORBIDDEN' } });
    }
    const rest = await app.rest('/api/v1/groupManagement/createGroup', { input: { pid: acmePid, name: 'Intruders' } }, borealisAdmin);
    expect(rest).toMatchObject({ status: 403, body: { success: false, error: 'You do not have access to this.' } });
    expect(await app.services.prisma.group.count({ where: { name: 'Intruders' } })).toBe(0);
  });
});
