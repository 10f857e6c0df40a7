import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { recordNotFound } from './errors.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => app?.close());

const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('expected a failure'), (error: unknown) => error);

describe('recordNotFound', () => {
  it("names the record Prisma required and did not find, by the client's name for it", async () => {
    const { prisma } = app.services;
    expect(recordNotFound(await failure(prisma.quote.findUniqueOrThrow({ where: { id: 999999 } })))).toMatchObject({ message: 'Quote not found.', code: 'NOT_FOUND', status: 404 });
    expect(recordNotFound(await failure(prisma.rma.update({ where: { id: 999999 }, data: { status: 'x' } })))?.message).toBe('RMA not found.');
    expect(recordNotFound(await failure(prisma.quoteLine.delete({ where: { id: 999999 } })))?.message).toBe('Quote line not found.');
  });

  it('leaves every other error alone', async () => {
    const { prisma } = app.services;
    const duplicate = await failure(prisma.platform.create({ data: { id: 1, name: 'x' } as never }).then(() => prisma.platform.create({ data: { id: 1, name: 'y' } as never })));
    expect((duplicate as { code?: string }).code).toBe('P2002');
    expect(recordNotFound(duplicate)).toBeNull();
    expect(recordNotFound(new Error('Quote not found'))).toBeNull();
  });
});
