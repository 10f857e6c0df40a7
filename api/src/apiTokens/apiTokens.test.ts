import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.close());

const CREATE = `mutation($name: String!, $pid: Int) { createApiToken(name: $name, pid: $pid) { token apiToken { rowId name pid } } }`;

describe('platform API tokens', () => {
  it('let a partner system read its own platform, never another', async () => {
    const admin = await app.login('admin@borealis.test');
    const created = await app.gql(CREATE, { name: 'ERP bridge' }, admin);
    const { token, apiToken } = created.data.createApiToken;
    expect(token).toMatch(/^qct_/);
    const borealis = await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } });
    expect(apiToken).toMatchObject({ name: 'ERP bridge', pid: borealis.id });

    const orders = await app.gql(`{ activePlatform { name } quotes(type: 2, first: 200) { edges { node { pid } } } }`, {}, token);
    expect(orders.data.activePlatform.name).toBe('Borealis Supply');
    expect(orders.data.quotes.edges.length).toBeGreaterThan(0);
    expect(orders.data.quotes.edges.every((e: any) => e.node.pid === borealis.id)).toBe(true);

    const acme = await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
    const foreign = await app.gql(CREATE, { name: 'sneaky', pid: acme.id }, admin);
    expect(foreign.errors?.[0].message).toBe('You do not have access to this.');
  });

  it('stop working once revoked, and are stored only as a hash', async () => {
    const admin = await app.login('admin@acme.test');
    const created = (await app.gql(CREATE, { name: 'Temporary' }, admin)).data.createApiToken;
    const stored = await app.services.prisma.apiToken.findUniqueOrThrow({ where: { id: created.apiToken.rowId } });
    expect(stored.tokenHash).not.toContain(created.token);
    expect((await app.gql(`{ quotes(type: 1) { totalCount } }`, {}, created.token)).errors).toBeUndefined();
    await app.gql(`mutation($id: Int!) { revokeApiToken(id: $id) { revokedAt } }`, { id: created.apiToken.rowId }, admin);
    const after = await app.gql(`{ quotes(type: 1) { totalCount } }`, {}, created.token);
    expect(after.errors?.[0].message).toBe('You must be signed in.');
  });

  it('cannot be created below level 5, and names are required', async () => {
    const user = await app.login('user@acme.test');
    expect((await app.gql(CREATE, { name: 'x' }, user)).errors?.[0].message).toBe('You do not have access to this.');
    const admin = await app.login('admin@acme.test');
    const blank = await app.gql(CREATE, { name: '  ' }, admin);
    expect(blank.errors?.[0]).toMatchObject({ message: 'Name is required.', extensions: { field: 'name' } });
  });
});
