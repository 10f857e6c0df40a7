import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobWorker, type JobWorker } from '../jobs/worker.ts';
import { loadConfig } from '../config.ts';
import { createServices } from '../services.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { startFakeCsi, type FakeCsi } from '../erp/fakeErp.ts';
import { QUOTE_TYPE } from './quoteService.ts';
import { createQuoteWithLines } from './testHelpers.ts';
import { startOrderStatusPoller, type OrderStatusPoller } from './statusPoller.ts';
import { testSettings } from '../test/settings.ts';

/**
 * Two API instances on one database, each with the poller every instance starts: one of them asks
 * the ERP, and when it stops the other takes over. Advisory locks belong to PostgreSQL sessions,
 * and the embedded database serves every connection from one session, hence PostgreSQL only.
 */
describe.runIf(testSettings().TEST_DATABASE_URL)('the ERP status poller on two instances (PostgreSQL; skipped without TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let csi: FakeCsi;
  const instances: ReturnType<typeof createServices>[] = [];
  const pollers: OrderStatusPoller[] = [];
  const workers: JobWorker[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    csi = await startFakeCsi({ token: 'csi-token-1', config: 'BOREALIS_LIVE' });
    const config = loadConfig({ NODE_ENV: 'test', REDIS_URL: '' }, {
      tokenSecret: 'test-secret-test-secret-test-secret-0123456789',
      legacyLivePort: null,
      erpAllowPrivateHosts: true,
    });
    instances.push(createServices(config, database), createServices(config, database));
    // each instance runs the poll rounds' jobs too (any one may take a round)
    for (const { services } of instances) workers.push(await startJobWorker(services, { databaseUrl: database.url }));
  });
  afterAll(async () => {
    await Promise.all(pollers.map((poller) => poller.stop()));
    await Promise.all(workers.map((worker) => worker.stop()));
    await Promise.all(instances.map((instance) => instance.close()));
    await csi?.close();
    await database?.close();
  });

  const statusRequests = () => csi.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/load/SLCos')).length;

  it('one instance polls; when it stops, the other takes over and status changes still arrive', async () => {
    const { prisma } = database;
    const platform = await prisma.platform.findFirstOrThrow({ where: { integration: 'CSI' } });
    await prisma.platform.update({ where: { id: platform.id }, data: { integrationSettings: { baseUrl: csi.url, config: 'BOREALIS_LIVE', token: 'csi-token-1' } } });
    const quote = await createQuoteWithLines(prisma, 'user@borealis.test', { lines: 1, type: QUOTE_TYPE.order });
    await prisma.quote.update({ where: { id: quote.id }, data: { erpOrderNo: 'CO00770001', orderStatus: 'P' } });
    csi.orders.set('CO00770001', { header: {}, lines: [], stat: 'O', csiStatus: null });
    const status = async () => (await prisma.quote.findUniqueOrThrow({ where: { id: quote.id } })).orderStatus;

    pollers.push(...instances.map(({ services }) => startOrderStatusPoller(services, { intervalMs: 100, databaseUrl: database.url })));
    const [a, b] = pollers as [OrderStatusPoller, OrderStatusPoller];
    await expect.poll(status, { timeout: 5000 }).toBe('O');
    await expect.poll(() => statusRequests() >= 5, { timeout: 5000 }).toBe(true);
    // Every round so far was one instance's: the other never asked the ERP.
    expect([a.leading, b.leading].filter(Boolean)).toHaveLength(1);
    const [leader, follower] = a.leading ? [a, b] : [b, a];
    expect(follower.rounds).toBe(0);
    expect(leader.rounds).toBeGreaterThanOrEqual(5);
    expect(await prisma.orderStatusEvent.count({ where: { quoteId: quote.id, source: 'poll' } })).toBe(1);

    // The leading instance shuts down: its lock goes with it and the other polls from then on.
    await leader.stop();
    expect(leader.leading).toBe(false);
    csi.orders.get('CO00770001')!.stat = 'C';
    await expect.poll(status, { timeout: 5000 }).toBe('C');
    expect(follower.leading).toBe(true);
    expect(follower.rounds).toBeGreaterThan(0);
    expect(await prisma.orderStatusEvent.count({ where: { quoteId: quote.id, source: 'poll' } })).toBe(2);
  });
});
