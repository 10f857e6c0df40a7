// The ERP order-status poller. Every API instance starts one, and one of them schedules the polls:
// the holder of a PostgreSQL advisory lock, kept on a connection of its own for as long as it leads.
// When that instance stops (or its connection drops) the lock goes with it and another instance
// takes over at its next tick. Each poll round is an `erpPoll` job (jobs/worker.ts), run by any
// instance's worker and retried when it fails; its job key keeps one round waiting at a time, and its queue runs one round at a time.
import pg from 'pg';
import type { Services } from '../context.ts';
import { logger } from '../observability/logger.ts';
import { enqueueJob } from '../jobs/queue.ts';

/** The advisory lock key of the poller ("QCpoll"); any other use of advisory locks must pick another. */
export const ORDER_POLLER_LOCK = 0x5143_706f_6c6c;

export interface OrderStatusPoller {
  /** whether this instance holds the lock and polls */
  readonly leading: boolean;
  /** polling rounds this instance has run */
  readonly rounds: number;
  /** stops ticking, waits for a round in progress and gives the lock up */
  stop(): Promise<void>;
}

export function startOrderStatusPoller(services: Services, options: { intervalMs: number; databaseUrl: string }): OrderStatusPoller {
  let lock: pg.Client | null = null;
  let stopped = false;
  let rounds = 0;
  let current: Promise<void> | null = null;

  const letGo = async (client: pg.Client) => {
    if (lock === client) lock = null;
    await client.end().catch(() => {});
  };

  /** True while this instance holds the lock: checks the held connection still answers, else tries to take the lock. */
  async function lead(): Promise<boolean> {
    if (lock) {
      const held = lock;
      try {
        await held.query('SELECT 1');
        return true;
      } catch {
        await letGo(held);
      }
    }
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('error', () => void letGo(client));
    try {
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [ORDER_POLLER_LOCK]);
      if (rows[0]?.locked && !stopped) {
        lock = client;
        return true;
      }
    } catch {
      // the database is unreachable: try again at the next tick
    }
    await letGo(client);
    return false;
  }

  const tick = () => {
    if (current || stopped) return;
    current = (async () => {
      try {
        if (!(await lead()) || stopped) return;
        rounds += 1;
        await enqueueJob(services.prisma, 'erpPoll', {}, { key: 'erp-status-poll', queue: 'erp-status-poll', about: { record: 'Open ERP orders' } });
      } catch (error) {
        logger.error({ err: error }, 'Order status poll could not be scheduled');
      } finally {
        current = null;
      }
    })();
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();

  return {
    get leading() {
      return lock !== null;
    },
    get rounds() {
      return rounds;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
      if (lock) await letGo(lock);
    },
  };
}
