import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Copies the configuration saved under one configurationId to another, so a copied line can be
 * reconfigured on its own. Returns the new session id, or null when the source has no session
 * (fixed-price lines).
 */
export async function copyLineConfiguration(
  db: Db,
  options: { fromConfigurationId: string; toConfigurationId: string; userId?: number | null },
): Promise<string | null> {
  const source = await db.configuratorSession.findFirst({
    where: { configurationId: options.fromConfigurationId },
    orderBy: { updatedAt: 'desc' },
  });
  if (!source) return null;
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
