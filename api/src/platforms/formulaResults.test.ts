import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMULA_RESULTS_SUPER_ONLY } from '@quotecraft/rules/imports';
import { startTestApp, type TestApp } from '../test/app.ts';

let app: TestApp;
let acme: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  acme = (await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' }, select: { id: true } })).id;
  for (const user of ['super@acme.test', 'admin@acme.test']) tokens[user] = await app.login(user);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe("the platform's importFormulaResults setting", () => {
  it('level 9 turns it on and off; a platform administrator may save the form but not change it', async () => {
    const on = await app.gql(`mutation ($id: Int!) { updatePlatform(id: $id, input: { importFormulaResults: true }) { importFormulaResults } }`, { id: acme }, tokens['super@acme.test']);
    expect(on.errors ?? null).toBeNull();
    expect(on.data.updatePlatform.importFormulaResults).toBe(true);

    const refused = await app.rest('/api/v1/platformManagement/updatePlatform', { id: acme, input: { importFormulaResults: '0' } }, tokens['admin@acme.test']);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, error: FORMULA_RESULTS_SUPER_ONLY, field: 'input.importFormulaResults' });

    const same = await app.rest('/api/v1/platformManagement/updatePlatform', { id: acme, input: { importFormulaResults: '1', csiOrderCompleteString: 'Done' } }, tokens['admin@acme.test']);
    expect(same.body.error ?? null).toBeNull();
    expect(same.body.result).toMatchObject({ importFormulaResults: '1', csiOrderCompleteString: 'Done' });

    const off = await app.rest('/api/v1/platformManagement/updatePlatform', { id: acme, input: { importFormulaResults: '0' } }, tokens['super@acme.test']);
    expect(off.body.result.importFormulaResults).toBe('0');
  });
});
