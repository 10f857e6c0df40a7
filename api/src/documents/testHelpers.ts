import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { recomputeQuoteTotals } from './totals.ts';

/** A quote of a seeded user with fixed-price lines of its platform's products. */
export async function createQuoteWithLines(
  prisma: PrismaClient,
  username: string,
  options: { lines?: number; jobName?: string; specifier?: string; specifierLocation?: string; customerId?: number | null; type?: number } = {},
) {
  const user = await prisma.user.findUniqueOrThrow({ where: { username } });
  const products = await prisma.product.findMany({ where: { pid: user.pid }, orderBy: { id: 'asc' }, take: options.lines ?? 2 });
  const quote = await prisma.quote.create({
    data: {
      clientId: randomUUID(),
      type: options.type ?? 1,
      pid: user.pid,
      createdByUserId: user.id,
      username: user.username,
      createdByFirstName: user.firstName,
      createdByLastName: user.lastName,
      customerId: options.customerId === undefined ? user.customerId : options.customerId,
      contactId: user.contactId,
      jobName: options.jobName ?? 'Test Job',
      specifier: options.specifier ?? 'Test Specifier',
      specifierLocation: options.specifierLocation ?? 'Chicago, IL',
    },
  });
  for (const [index, product] of products.entries()) {
    await prisma.quoteLine.create({
      data: {
        clientId: randomUUID(),
        quoteId: quote.id,
        lineNumber: index + 1,
        configurationId: `${quote.id}_${index + 1}`,
        productId: product.id,
        partNumber: product.productNumber,
        description: product.description,
        quantity: index + 2,
        price: product.defaultPrice ?? '125.50',
        isNonConfigurable: true,
      },
    });
  }
  await recomputeQuoteTotals(prisma, quote.id);
  return prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
}
