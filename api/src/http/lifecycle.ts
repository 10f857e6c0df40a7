// Liveness and readiness, as a load balancer and an orchestrator ask for them, and the close code
// live connections get when their instance stops.
import type { Services } from '../context.ts';

/**
 * The close code of a live connection whose instance is shutting down (1012 Service Restart):
 * graphql-ws clients, the web app's among them, reconnect, through the balancer to another instance.
 */
export const SERVICE_RESTART_CLOSE = { code: 1012, reason: 'Service restart: reconnect.' } as const;

/** How long a dependency may take to answer before the instance counts as not ready. */
const CHECK_TIMEOUT_MS = 2000;

export type DependencyState = 'ok' | 'unreachable' | 'not configured';

export interface Readiness {
  ok: boolean;
  /** set while the instance drains after SIGTERM: it still finishes its requests but takes no new ones */
  shuttingDown?: true;
  database: DependencyState;
  redis: DependencyState;
}

async function answers(check: () => Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DependencyState>((resolve) => (timer = setTimeout(() => resolve('unreachable'), CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([check().then((): DependencyState => 'ok', (): DependencyState => 'unreachable'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this instance can serve: its database and (when configured) its Redis answer, and it is not shutting down. */
export async function readiness(services: Pick<Services, 'prisma' | 'redis'>, shuttingDown: boolean): Promise<Readiness> {
  const { redis } = services;
  const [database, redisState] = await Promise.all([
    answers(() => services.prisma.$queryRawUnsafe('SELECT 1')),
    redis
      ? // A client that is reconnecting would queue the ping until it is back: count that as unreachable at once.
        redis.status === 'ready'
        ? answers(() => redis.ping())
        : Promise.resolve<DependencyState>('unreachable')
      : Promise.resolve<DependencyState>('not configured'),
  ]);
  const ok = !shuttingDown && database === 'ok' && redisState !== 'unreachable';
  return { ok, ...(shuttingDown ? { shuttingDown: true as const } : {}), database, redis: redisState };
}
