import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createDatabaseClients } from '../db/client.ts';
import { createQuoteWithLines } from '../documents/testHelpers.ts';
import { scratchDatabase, startCluster, type Cluster } from '../test/cluster.ts';
import { SERVICE_RESTART_CLOSE } from './lifecycle.ts';
import { testSettings } from '../test/settings.ts';

/**
 * Two API processes on one PostgreSQL database (behind HAProxy with deploy/haproxy.cfg when it is
 * installed, else called round-robin by the clients themselves), as docker-compose.yml runs them.
 * Clients change quantities as fast as they are answered while one instance gets SIGTERM.
 */
const serverUrl = testSettings().TEST_DATABASE_URL;
const CLIENTS = 8;
const UPDATE = `mutation ($id: Int!, $quantity: Int!) { updateQuoteLine(id: $id, input: { quantity: $quantity }) { rowId quantity } }`;

type Outcome = { kind: 'acknowledged' } | { kind: 'retryable'; why: string } | { kind: 'wrong'; why: string };

/** What a client makes of one answer: only a 200 with the new quantity is an acknowledgement. */
async function changeQuantity(url: string, token: string, lineId: number, quantity: number): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: UPDATE, variables: { id: lineId, quantity } }),
    });
  } catch (error) {
    // refused or cut before an answer: the write may or may not have happened, and sending it again is safe
    return { kind: 'retryable', why: `network: ${((error as Error).cause as { code?: string })?.code ?? (error as Error).message}` };
  }
  const text = await response.text().catch(() => null);
  if (text === null) return { kind: 'retryable', why: 'answer cut off' };
  if (response.status === 502 || response.status === 503 || response.status === 504) return { kind: 'retryable', why: `HTTP ${response.status}` };
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return { kind: 'wrong', why: `HTTP ${response.status}: ${text.slice(0, 200)}` };
  }
  if (response.status === 200 && !body.errors && body.data?.updateQuoteLine?.quantity === quantity) return { kind: 'acknowledged' };
  return { kind: 'wrong', why: `HTTP ${response.status}: ${text.slice(0, 200)}` };
}

describe.runIf(serverUrl)('an instance stopped with SIGTERM during a burst of quantity changes (PostgreSQL; skipped without TEST_DATABASE_URL, as two processes cannot share the embedded database)', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let cluster: Cluster;

  beforeAll(async () => {
    database = await scratchDatabase(serverUrl!);
    cluster = await startCluster({ databaseUrl: database.url, redisUrl: testSettings().TEST_REDIS_URL || undefined, instances: 2 });
  }, 240_000);

  afterAll(async () => {
    await cluster?.close();
    await database?.drop();
  }, 60_000);

  it('loses no acknowledged write, acknowledges nothing unwritten, closes live sockets with 1012 and exits 0', { timeout: 180_000 }, async () => {
    const clients = createDatabaseClients(database.url, { max: 2 });
    try {
      const { prisma } = clients;
      // A quote of one line for each client: each quote's total follows its one line.
      const quotes = [];
      for (let i = 0; i < CLIENTS; i += 1) quotes.push(await createQuoteWithLines(prisma, 'user@acme.test', { lines: 1 }));
      const quoteIds = quotes.map((q) => q.id);
      const lines = await prisma.quoteLine.findMany({ where: { quoteId: { in: quoteIds } }, orderBy: { quoteId: 'asc' } });
      expect(lines).toHaveLength(CLIENTS);
      await prisma.product.updateMany({ where: { id: { in: lines.map((l) => l.productId!) } }, data: { quantityInStock: null } });

      const [stopping, staying] = cluster.instances;
      const login = await fetch(`${cluster.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'user@acme.test', password: 'Demo!2345' }),
      });
      const token = (await login.json()).result.token as string;

      // Live connections straight to the instance that will stop: graphql-ws and the legacy channel.
      let graphqlWsClose: number | null = null;
      const subscriber = createClient({
        url: `${stopping!.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authToken: token },
        lazy: false,
        retryAttempts: 0,
        onNonLazyError: () => {},
        on: { closed: (event) => void (graphqlWsClose ??= (event as { code: number }).code) },
      });
      subscriber.subscribe({ query: 'subscription { orderStatusChanged { rowId } }' }, { next: () => {}, error: () => {}, complete: () => {} });
      // the channel is opened with a single-use ticket; asked of the balancer, taken by the stopping instance
      const issued = await fetch(`${cluster.url}/api/v1/auth/liveTicket`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' });
      const ticket = (await issued.json()).result.ticket as string;
      const legacy = new WebSocket(`ws://127.0.0.1:${stopping!.legacyPort}/?ticket=${ticket}`);
      const legacyClose = new Promise<number>((resolve) => legacy.once('close', (code) => resolve(code)));
      await new Promise<void>((resolve, reject) => {
        legacy.once('open', () => resolve());
        legacy.once('error', reject);
      });

      // Without a balancer each client takes the instances in turn itself.
      const targets = cluster.balanced ? [cluster.url] : cluster.instances.map((i) => i.url);
      let signalled = false;
      let running = true;
      const retryable: string[] = [];
      const wrong: string[] = [];
      const acknowledged = lines.map(() => ({ before: 0, after: 0, last: lines[0]!.quantity }));
      const burst = lines.map(async (line, n) => {
        let quantity = 0;
        let turn = n;
        let pending = false;
        // After the stop, a client still sends its unacknowledged change again until it is acknowledged.
        while (running || pending) {
          if (!pending) quantity += 1;
          const outcome = await changeQuantity(targets[turn++ % targets.length]!, token, line.id, quantity);
          if (outcome.kind === 'acknowledged') {
            pending = false;
            acknowledged[n]!.last = quantity;
            acknowledged[n]![signalled ? 'after' : 'before'] += 1;
          } else {
            pending = true;
            (outcome.kind === 'wrong' ? wrong : retryable).push(outcome.why);
            if (outcome.kind === 'wrong' || wrong.length > 0) return;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      });

      // However slow the machine: every client is well under way before the signal, and again after it.
      const until = async (done: () => boolean) => {
        const deadline = Date.now() + 60_000;
        while (!done() && Date.now() < deadline && wrong.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      };
      await until(() => acknowledged.every((counts) => counts.before >= 5));
      signalled = true;
      const exitCode = await stopping!.stop('SIGTERM');
      await until(() => acknowledged.every((counts) => counts.after >= 5));
      running = false;
      await Promise.all(burst);

      expect(wrong).toEqual([]);
      expect(exitCode).toBe(0);
      expect(stopping!.output.join('\n')).toContain('Stopped.');
      // The burst went on through the stop: every client was answered before and after it.
      for (const counts of acknowledged) {
        expect(counts.before).toBeGreaterThan(0);
        expect(counts.after).toBeGreaterThan(0);
      }
      // Every acknowledged change is in the database, and nothing beyond it.
      const stored = await prisma.quoteLine.findMany({ where: { quoteId: { in: quoteIds } }, orderBy: { quoteId: 'asc' } });
      expect(stored.map((l) => l.quantity)).toEqual(acknowledged.map((a) => a.last));
      const totals = await prisma.quote.findMany({ where: { id: { in: quoteIds } }, orderBy: { id: 'asc' }, select: { totalCost: true } });
      expect(totals.map((q) => q.totalCost.toFixed(2))).toEqual(stored.map((l) => l.price.mul(l.quantity).toFixed(2)));

      expect(await legacyClose).toBe(SERVICE_RESTART_CLOSE.code);
      expect(graphqlWsClose).toBe(SERVICE_RESTART_CLOSE.code);
      await subscriber.dispose();
      // The other instance carries on.
      expect((await fetch(`${staying!.url}/api/ready`)).status).toBe(200);
      expect((await changeQuantity(cluster.balanced ? cluster.url : staying!.url, token, lines[0]!.id, 1)).kind).toBe('acknowledged');

      const changes = acknowledged.reduce((sum, a) => sum + a.before + a.after, 0);
      console.log(
        `graceful stop (${cluster.balanced ? 'HAProxy' : 'round-robin clients'}): ${changes} quantity changes acknowledged, ` +
          `${retryable.length} answered with a retryable error (${[...new Set(retryable)].join(', ') || 'none'})`,
      );
    } finally {
      await clients.close();
    }
  });
});
