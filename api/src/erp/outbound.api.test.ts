import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../observability/logger.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { startFakeCsi, startFakeVisual } from './fakeErp.ts';
import { createQuoteWithLines } from '../documents/testHelpers.ts';
import { ERP_SECRET_AGAIN, ERP_URL_PRIVATE } from './settings.ts';
import { ERP_NOT_ALLOWED } from './types.ts';
import { isPrivateAddress } from './outbound.ts';

const UPDATE = `mutation($id: Int!, $input: PlatformInput!) { updatePlatform(id: $id, input: $input) { integration erpSettings { baseUrl hasToken hasPassword } } }`;
const PLACE = `mutation ($id: Int!) { placeOrder(id: $id) { type erpOrderNo } }`;

async function borealis(app: TestApp) {
  return app.services.prisma.platform.findFirstOrThrow({ where: { name: { contains: 'Borealis' } } });
}

describe('which addresses count as private', () => {
  it.each([
    ['NAT64 embedding a private IPv4 address', '64:ff9b::a00:1'],
    ['NAT64 embedding the metadata address', '64:ff9b::169.254.169.254'],
    ['NAT64, local-use prefix', '64:ff9b:1::a00:1'],
    ['6to4 of a private IPv4 address', '2002:a00:1::1'],
    ['6to4 of loopback', '2002:7f00:1::'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['site-local IPv6', 'fec0::1'],
    ['IPv4-mapped loopback, hexadecimal', '::ffff:7f00:1'],
    ['IPv4-mapped private address', '[::ffff:10.0.0.1]'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['IPv4/IPv6 translated (RFC 6145)', '::ffff:0:a00:1'],
    ['discard-only', '100::1'],
    ['documentation IPv6', '2001:db8::1'],
    ['multicast IPv6', 'ff02::1'],
    ['unique local', 'fd12:3456::1'],
    ['link-local with a zone', 'fe80::1%eth0'],
    ['broadcast', '255.255.255.255'],
    ['benchmarking', '198.18.0.1'],
    ['IETF protocol assignments', '192.0.0.8'],
    ['documentation IPv4', '203.0.113.5'],
    ['reserved class E', '240.0.0.1'],
  ])('refuses %s (%s)', (_name, address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });


  it('refuses loopback, private, link-local, unspecified and metadata addresses in every spelling, and lets public ones through', () => {
    for (const address of ['127.0.0.1', '10.2.3.4', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.100.100.200', '::1', '::', 'fd00:ec2::254', 'fe80::1', '::ffff:127.0.0.1', '::ffff:a9fe:a9fe', '[::1]']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });
});

describe('ERP URLs with ERP_ALLOW_PRIVATE_HOSTS off', () => {
  let app: TestApp;
  let admin: string;
  let pid: number;
  beforeAll(async () => {
    app = await startTestApp({ config: { erpAllowPrivateHosts: false } });
    admin = await app.login('admin@borealis.test');
    pid = (await borealis(app)).id;
  });
  afterAll(async () => app?.close());

  it('refuses a private URL when it is saved, by its literal address and by what its name resolves to, naming the field', async () => {
    const csi = await startFakeCsi({ token: 't', config: 'LIVE' });
    try {
      for (const baseUrl of [csi.url, 'http://localhost:8080', 'http://169.254.169.254/latest', 'http://[::1]:9000', 'http://10.0.0.8', 'http://2130706433/', 'http://[::ffff:192.168.0.1]/', 'http://[64:ff9b::a9fe:a9fe]/', 'http://[2002:a00:1::1]/', 'http://[fec0::1]/']) {
        const response = await app.gql(UPDATE, { id: pid, input: { erpSettings: { baseUrl, config: 'LIVE', token: 't' } } }, admin);
        expect([baseUrl, response.errors?.[0]?.message, response.errors?.[0]?.extensions?.field]).toEqual([baseUrl, ERP_URL_PRIVATE, 'erpSettings.baseUrl']);
      }
      expect((await borealis(app)).integrationSettings).toBeNull();
      // the REST shim goes through the same rule
      const rest = await app.rest('/api/v1/platformManagement/updatePlatform', { id: pid, input: { erpSettings: { baseUrl: 'http://127.0.0.1:1', config: 'LIVE', token: 't' } } }, admin);
      expect([rest.status, rest.body.error]).toEqual([400, ERP_URL_PRIVATE]);
      // a public address is kept
      const saved = await app.gql(UPDATE, { id: pid, input: { erpSettings: { baseUrl: 'https://93.184.215.14/erp', config: 'LIVE', token: 't' } } }, admin);
      expect(saved.errors).toBeUndefined();
      expect(saved.data.updatePlatform.erpSettings.baseUrl).toBe('https://93.184.215.14/erp');
      expect(csi.requests).toHaveLength(0);
    } finally {
      await csi.close();
    }
  });

  it('refuses the call itself when the stored URL leads to a private address (a name resolved at call time too)', async () => {
    const csi = await startFakeCsi({ token: 't', config: 'LIVE' });
    const errors = captureLogs('error');
    try {
      const user = await app.login('user@borealis.test');
      const port = new URL(csi.url).port;
      // written straight to the database, as if the address had been public when it was saved
      for (const baseUrl of [csi.url, `http://localhost:${port}`]) {
        await app.services.prisma.platform.update({ where: { id: pid }, data: { integrationSettings: { baseUrl, config: 'LIVE', token: 't' } } });
        const quote = await createQuoteWithLines(app.services.prisma, 'user@borealis.test');
        const placed = await app.gql(PLACE, { id: quote.id }, user);
        expect([baseUrl, placed.errors?.[0]?.message]).toEqual([baseUrl, ERP_NOT_ALLOWED]);
        expect((await app.services.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).type).toBe(1);
      }
      expect(csi.requests).toHaveLength(0);
      expect(errors.entries().some((line) => line.level === 'error' && String(line.msg).includes('localhost resolves to 127.0.0.1'))).toBe(true);
    } finally {
      errors.restore();
      await csi.close();
    }
  });
});

describe('ERP secrets and errors', () => {
  let app: TestApp;
  let admin: string;
  let pid: number;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.login('admin@borealis.test');
    pid = (await borealis(app)).id;
  });
  afterAll(async () => app?.close());

  it('asks for the CSI token again when the URL changes, and for the VISUAL password', async () => {
    const first = await app.gql(UPDATE, { id: pid, input: { erpSettings: { baseUrl: 'https://csi-a.example.test', config: 'LIVE', token: 'secret-a' } } }, admin);
    expect(first.errors).toBeUndefined();
    const moved = await app.gql(UPDATE, { id: pid, input: { erpSettings: { baseUrl: 'https://collector.example.test', config: 'LIVE', token: '' } } }, admin);
    expect([moved.errors?.[0]?.message, moved.errors?.[0]?.extensions?.field]).toEqual([ERP_SECRET_AGAIN.token, 'erpSettings.token']);
    expect((await borealis(app)).integrationSettings).toMatchObject({ baseUrl: 'https://csi-a.example.test', token: 'secret-a' });
    // the same URL keeps the stored token; a new URL with the token entered is saved
    expect((await app.gql(UPDATE, { id: pid, input: { erpSettings: { baseUrl: 'https://csi-a.example.test/', config: 'TEST', token: '' } } }, admin)).errors).toBeUndefined();
    const entered = await app.gql(UPDATE, { id: pid, input: { erpSettings: { baseUrl: 'https://csi-b.example.test', config: 'LIVE', token: 'secret-b' } } }, admin);
    expect(entered.errors).toBeUndefined();
    expect((await borealis(app)).integrationSettings).toMatchObject({ baseUrl: 'https://csi-b.example.test', token: 'secret-b' });

    const visual = { baseUrl: 'https://visual-a.example.test', site: 'BOR01', username: 'qc' };
    expect((await app.gql(UPDATE, { id: pid, input: { integration: 'visual', erpSettings: { ...visual, password: 'pw-a' } } }, admin)).errors).toBeUndefined();
    const rest = await app.rest('/api/v1/platformManagement/updatePlatform', { id: pid, input: { erpSettings: { ...visual, baseUrl: 'https://visual-b.example.test' } } }, admin);
    expect([rest.status, rest.body.error, rest.body.field]).toEqual([400, ERP_SECRET_AGAIN.password, 'input.erpSettings.password']);
    expect((await borealis(app)).integrationSettings).toMatchObject({ baseUrl: 'https://visual-a.example.test', password: 'pw-a' });
    await app.services.prisma.platform.update({ where: { id: pid }, data: { integration: 'CSI', integrationSettings: null as never } });
  });

  it('answers an ERP refusal with a fixed message and logs what the ERP said', async () => {
    const csi = await startFakeCsi({ token: 'tok', config: 'LIVE' });
    const visual = await startFakeVisual({ username: 'qc', password: 'pw', site: 'BOR01' });
    const errors = captureLogs('error');
    try {
      const user = await app.login('user@borealis.test');
      expect((await app.gql(UPDATE, { id: pid, input: { erpSettings: { baseUrl: csi.url, config: 'LIVE', token: 'tok' } } }, admin)).errors).toBeUndefined();
      csi.failNext = 'SQL error on host db01.internal: credit limit table locked';
      const quote = await createQuoteWithLines(app.services.prisma, 'user@borealis.test');
      const refused = await app.gql(PLACE, { id: quote.id }, user);
      expect(refused.errors?.[0]?.message).toBe('The ERP refused the order. The details are in the server log.');
      expect(JSON.stringify(refused)).not.toContain('db01');
      csi.failNext = 'SQL error on host db01.internal: credit limit table locked';
      const rest = await app.rest('/api/v1/quoteManagement/placeOrder', { id: quote.id }, user);
      expect(JSON.stringify(rest.body)).not.toContain('db01');
      expect(rest.body.error).toBe('The ERP refused the order. The details are in the server log.');
      expect(errors.entries().some((line) => line.level === 'error' && String(line.msg).includes('db01.internal'))).toBe(true);

      await app.gql(UPDATE, { id: pid, input: { integration: 'visual', erpSettings: { baseUrl: visual.url, site: 'NOPE', username: 'qc', password: 'pw' } } }, admin);
      const unknownSite = await app.gql(PLACE, { id: quote.id }, user);
      expect(unknownSite.errors?.[0]?.message).toBe('The ERP refused the order (HTTP 422). The details are in the server log.');
      expect(errors.entries().some((line) => line.level === 'error' && String(line.msg).includes('Unknown site NOPE'))).toBe(true);
    } finally {
      errors.restore();
      await csi.close();
      await visual.close();
    }
  });
});
