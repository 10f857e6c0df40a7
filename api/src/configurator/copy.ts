import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Copies the configuration session a line holds to a new configuration id, so a copied line can be
 * reconfigured on its own. Only the line's own session is copied, and only when it belongs to the
 * line's platform: a configuration never crosses platforms. Returns the new session id, or null
 * when there is nothing to copy (fixed-price lines, lines without a session of their platform).
 */
export async function copyLineConfiguration(
  db: Db,
  options: { sessionId: string | null | undefined; pid: number; toConfigurationId: string; userId?: number | null },
): Promise<string | null> {
  if (!options.sessionId) return null;
  const source = await db.configuratorSession.findUnique({ where: { id: options.sessionId } });
  if (!source || source.pid !== options.pid) return null;
  const id = randomUUID();
  await db.configuratorSession.create({
    data: {
      id,
      pid: source.pid,
      productId: source.productId,
      modelVersionId: source.modelVersionId,
      userId: options.userId ?? source.userId,
      configurationId: options.toConfigurationId,
      headerId: source.headerId,
      engine: source.engine,
      state: source.state as Prisma.InputJsonValue,
      price: source.price,
      isComplete: source.isComplete,
      finishedAt: source.finishedAt,
    },
  });
  return id;
}
