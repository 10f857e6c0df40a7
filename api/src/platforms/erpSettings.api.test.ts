import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { startFakeCsi } from '../erp/fakeErp.ts';
import { createQuoteWithLines } from '../documents/testHelpers.ts';

// The platform form's ERP connection settings are what the CSI adapter reads when an order is placed.
const UPDATE = `mutation($id: Int!, $input: PlatformInput!) { updatePlatform(id: $id, input: $input) { integration erpSettings { baseUrl config site username hasToken hasPassword } } }`;
const PLACE = `mutation ($id: Int!) { placeOrder(id: $id) { type erpOrderNo orderStatusLabel } }`;

let app: TestApp;
let borealisPid: number;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  borealisPid = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: { contains: 'Borealis' } } })).id;
  admin = await app.login('admin@borealis.test');
});
afterAll(async () => app?.close());

describe('ERP connection settings on the platform', () => {
  it('refuses an order while CSI is not configured, with the adapter message', async () => {
    const user = await app.login('user@borealis.test');
    const quote = await createQuoteWithLines(app.services.prisma, 'user@borealis.test');
    const placed = await app.gql(PLACE, { id: quote.id }, user);
    expect(placed.errors?.[0]?.message).toBe('The CSI integration is not configured for this platform.');
  });

  it('validates each setting and names the field', async () => {
    const cases: [object, string, string][] = [
      [{ baseUrl: 'not a url', config: 'LIVE', token: 't' }, 'erpSettings.baseUrl', 'ERP URL must be a valid http or https address.'],
      [{ baseUrl: 'ftp://erp.example.test', config: 'LIVE', token: 't' }, 'erpSettings.baseUrl', 'ERP URL must be a valid http or https address.'],
      [{ baseUrl: 'https://erp.example.test', token: 't' }, 'erpSettings.config', 'CSI configuration is required.'],
      [{ baseUrl: 'https://erp.example.test', config: 'LIVE' }, 'erpSettings.token', 'CSI token is required.'],
    ];
    for (const [erpSettings, field, message] of cases) {
      const response = await app.gql(UPDATE, { id: borealisPid, input: { erpSettings } }, admin);
      expect(response.errors?.[0]?.message).toBe(message);
      expect(response.errors?.[0]?.extensions?.field).toBe(field);
    }
    const visual = await app.gql(UPDATE, { id: borealisPid, input: { integration: 'visual', erpSettings: { baseUrl: 'https://v.example.test', username: 'qc' } } }, admin);
    expect(visual.errors?.[0]?.message).toBe('VISUAL site is required.');
    const platform = await app.services.prisma.platform.findUniqueOrThrow({ where: { id: borealisPid } });
    expect([platform.integration, platform.integrationSettings]).toEqual(['CSI', null]);
  });

  it('stores the settings, never hands the token back, keeps it when left blank, and orders go to CSI', async () => {
    const csi = await startFakeCsi({ token: 'csi-token-1', config: 'BOREALIS_LIVE' });
    try {
      const saved = await app.gql(UPDATE, { id: borealisPid, input: { erpSettings: { baseUrl: `${csi.url}/`, config: 'BOREALIS_LIVE', token: 'csi-token-1' } } }, admin);
      expect(saved.errors).toBeUndefined();
      expect(saved.data.updatePlatform.erpSettings).toEqual({ baseUrl: csi.url, config: 'BOREALIS_LIVE', site: '', username: '', hasToken: true, hasPassword: false });
      const again = await app.gql(UPDATE, { id: borealisPid, input: { erpSettings: { baseUrl: csi.url, config: 'BOREALIS_LIVE', token: '' } } }, admin);
      expect(again.data.updatePlatform.erpSettings.hasToken).toBe(true);

      const acmeAdmin = await app.login('admin@acme.test');
      const foreign = await app.gql(UPDATE, { id: borealisPid, input: { erpSettings: { baseUrl: 'https://evil.example.test', config: 'X', token: 'y' } } }, acmeAdmin);
      expect(foreign.errors?.[0]).toBeDefined();
      const read = await app.gql('query($id: Int) { platform(rowId: $id) { erpSettings { baseUrl } } }', { id: borealisPid }, await app.login('user@borealis.test'));
      expect(read.data?.platform?.erpSettings ?? null).toBeNull();

      const user = await app.login('user@borealis.test');
      const quote = await createQuoteWithLines(app.services.prisma, 'user@borealis.test');
      const placed = await app.gql(PLACE, { id: quote.id }, user);
      expect(placed.errors).toBeUndefined();
      expect(placed.data.placeOrder).toMatchObject({ type: 2, orderStatusLabel: 'Submitted' });
      expect(csi.orders.has(placed.data.placeOrder.erpOrderNo)).toBe(true);
    } finally {
      await csi.close();
    }
  });
});
