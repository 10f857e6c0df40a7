import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements, startTestApp, type TestApp } from '../test/app.ts';

/**
 * An ERP status report is an event every subscriber of the order's platform waits for: its fixed
 * cost is guarded here, statement by statement (the order read once, then one transaction).
 */
let app: TestApp;
let recorder: ReturnType<typeof recordStatements>;

beforeAll(async () => {
  app = await startTestApp();
  const prisma = app.services.prisma;
  const buyer = await prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
  await prisma.quote.create({
    data: { clientId: 'statements-1', type: 2, pid: buyer.pid, createdByUserId: buyer.id, erpOrderNo: 'SO-STATEMENTS-1', orderStatus: 'O', jobName: 'Statements' },
  });
  recorder = recordStatements(app);
});
afterAll(async () => app?.close());

describe('statements of an ERP status report', () => {
  it('reads the order once and writes the change, its timeline event and the buyer\'s notice in one transaction', async () => {
    const admin = await app.login('admin@acme.test');
    // the caller is read on their first request and then kept (auth/viewerRows.ts)
    await app.gql(`{ me { id } }`, {}, admin);
    await app.jobsDone();
    recorder.reset();
    const answer = await app.rest('/api/v1/orderManagement/updateOrderStatus', { erpOrderNo: 'SO-STATEMENTS-1', status: 'H' }, admin);
    expect(answer.body).toMatchObject({ success: true, result: { changed: true } });
    const statements = recorder.statements.slice(0, recorder.statements.indexOf('COMMIT') + 1).map((sql) => sql.trim());
    const expected = [
      /^SELECT .* FROM "public"\."Quote"/,
      /^BEGIN$/,
      /^UPDATE "public"\."Quote"/,
      /^INSERT INTO "public"\."OrderStatusEvent"/,
      /^INSERT INTO "public"\."Communication"/,
      /^INSERT INTO "public"\."OrderEvent"/,
      /^INSERT INTO "public"\."Notification"/,
      /graphile_worker\.add_job/,
      /^COMMIT$/,
    ];
    expect(statements).toHaveLength(expected.length);
    statements.forEach((sql, i) => expect(sql).toMatch(expected[i]!));
  });
});
