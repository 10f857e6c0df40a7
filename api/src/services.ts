import type { Config } from './config.ts';
import type { DatabaseClients } from './db/client.ts';
import type { Services } from './context.ts';
import { createLivePubSub } from './live/pubsub.ts';
import { createMailer } from './mail/mailer.ts';
import { createQueuedMailer } from './mail/queuedMailer.ts';
import { Redis } from 'ioredis';
import { createLoginThrottle, createOutboundMailThrottle } from './auth/throttle.ts';
import { createOperationBudget } from './http/rateLimit.ts';
import { createViewerRows } from './auth/viewerRows.ts';
import { httpErrorReporter, logErrorReporter } from './errorReports/reporter.ts';

/** The shared parts every request uses, built once per process. */
export function createServices(config: Config, { prisma, pool, changes }: DatabaseClients): { services: Services; close(): Promise<void>; beginStop(): void } {
  const live = createLivePubSub(config.redisUrl, config.redisKeyPrefix);
  // Throttle counters and operation budgets live in Redis when there is one, so every instance shares them.
  // Every request counts an operation: the commands sent in one turn of the event loop go out in one
  // write and come back in one read (each still runs on its own, atomically, in the order sent).
  const counters = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3, keyPrefix: config.redisKeyPrefix, enableAutoPipelining: true })
    : null;
  const stopping = new AbortController();
  const services: Services = {
    prisma,
    sql: pool,
    config,
    pubsub: live.pubsub,
    mailer: createQueuedMailer(prisma),
    mailTransport: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir }),
    errorReporter: config.errorReportUrl ? httpErrorReporter(config.errorReportUrl) : logErrorReporter,
    loginThrottle: createLoginThrottle(counters),
    mailThrottle: createOutboundMailThrottle(counters),
    operationBudget: createOperationBudget(config.operationsPerMinute, counters),
    viewerRows: createViewerRows(changes),
    changes,
    redis: counters,
    stopping: stopping.signal,
  };
  return {
    services,
    beginStop: () => stopping.abort(),
    close: async () => {
      services.viewerRows.close();
      await live.close();
      counters?.disconnect();
    },
  };
}
