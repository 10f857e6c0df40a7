// The data the quote screen and list page comparisons run against: the demo data set, 300-line and
// 30-line quotes of user@acme.test with its customer, contact and addresses, BENCH_DOCUMENTS quotes and orders
// (a quarter of them on another platform) and BENCH_CUSTOMERS customers with billing addresses.
import { startTestApp, type TestApp } from '../../api/src/test/app.ts';

export const LINE_COUNT = 300;
export const SMALL_LINE_COUNT = 30;
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 2_000);

export interface BenchQuote {
  id: number;
  firstLineId: number;
  lineCount: number;
}

export interface BenchFixture {
  app: TestApp;
  /** user@acme.test (level 1), who owns the 300-line quote */
  userToken: string;
  /** admin@acme.test (level 5), filtering by one of the platform's groups, who reads the lists */
  adminToken: string;
  /** admin@acme.test's colleague at level 5, filtering by no group */
  adminWithoutGroupToken: string;
  /** user@acme.test's quotes: 300 lines, 30 lines, and 30 lines that the line-copy case copies */
  quotes: Record<'large' | 'small' | 'copies', BenchQuote>;
  /** deletes the lines copied into `quotes.copies` (outside the timed requests) */
  removeCopies(): Promise<void>;
  documents: number;
  customers: number;
}

export async function startBenchFixture(): Promise<BenchFixture> {
  const app = await startTestApp({ seed: true });
  const { prisma } = app.services;
  const platform = await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } });
  const other = await prisma.platform.findFirstOrThrow({ where: { name: { not: 'Acme Lighting' } } });
  const user = await prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
  const admin = await prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
  const groups = await prisma.group.findMany({ where: { pid: platform.id }, orderBy: { id: 'asc' } });
  await prisma.user.update({ where: { id: admin.id }, data: { groupId: groups[0]!.id } });

  const customer = await prisma.customer.findFirstOrThrow({ where: { id: user.customerId! }, include: { addresses: { orderBy: { id: 'asc' } } } });
  const billing = customer.addresses.find((a) => a.addressType === 1) ?? null;
  const shipping = customer.addresses.find((a) => a.addressType === 2) ?? null;
  const createQuote = async (lineCount: number, jobName: string) => {
    const quote = await prisma.quote.create({
      data: {
        clientId: `bench-${jobName}-${Date.now()}`,
        type: 1,
        pid: user.pid,
        createdByUserId: user.id,
        username: user.username,
        createdByFirstName: user.firstName,
        createdByLastName: user.lastName,
        jobName,
        specifier: 'Bench Specifier',
        specifierLocation: 'Chicago',
        customerId: customer.id,
        customerName: customer.companyName,
        contactId: user.contactId,
        billingAddressId: billing?.id,
        shippingAddressId: shipping?.id,
        communications: {
          create: [1, 2, 3].map((n) => ({ pid: user.pid, kind: 'email', subject: `Quote sent ${n}`, body: 'Attached.', recipients: 'user@acme.test' })),
        },
      },
    });
    await prisma.$executeRawUnsafe(`
      INSERT INTO "QuoteLine" ("_id", "quoteId", "lineNumber", "configurationId", "headerId", quantity, price, "imgUrl",
                               description, "partNumber", series, "modelNo", type, username, details, "isNonConfigurable", "updatedAt")
      SELECT gen_random_uuid()::text, ${quote.id}, g, '${quote.id}_' || g, 'H-' || g, 1 + g % 5, 10 + (g % 90) * 1.5,
             '/img/line-' || g || '.png', 'Line ' || g || ' description', 'PN-' || g, 'S' || (g % 7), 'M-' || g, 1, '${user.username}',
             '[{"Caption":"Lumens","Value":"1500","Type":1},{"Caption":"Finish","Value":"Bronze","Type":1}]'::jsonb, false, now()
      FROM generate_series(1, ${lineCount}) AS g`);
    await recomputeTotals(quote.id);
    const firstLine = await prisma.quoteLine.findFirstOrThrow({ where: { quoteId: quote.id, lineNumber: 1 } });
    return { id: quote.id, firstLineId: firstLine.id, lineCount };
  };
  const recomputeTotals = (quoteId: number) =>
    prisma.$executeRawUnsafe(`
      UPDATE "Quote" SET ("totalCost", "lineCount") = (SELECT SUM(quantity * price), COUNT(*) FROM "QuoteLine" WHERE "quoteId" = ${quoteId})
      WHERE id = ${quoteId}`);
  const quotes = { large: await createQuote(LINE_COUNT, 'Bench'), small: await createQuote(SMALL_LINE_COUNT, 'Bench small'), copies: await createQuote(SMALL_LINE_COUNT, 'Bench copies') };

  // A second administrator of the platform, filtering by no group (the first filters by one).
  await prisma.$executeRawUnsafe(`
    INSERT INTO "User" (pid, username, "firstName", "lastName", "passwordHash", "roleId", "updatedAt")
    SELECT pid, 'bench-admin@acme.test', 'Bench', 'Admin', "passwordHash", "roleId", now() FROM "User" WHERE id = ${admin.id}`);

  // Half quotes, half orders; a quarter on another platform, the rest spread over Acme's groups and no group.
  const groupIds = groups.map((g) => g.id);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Quote" ("_id", type, pid, "groupId", "createdByUserId", username, "createdByFirstName", "createdByLastName",
                         "customerId", "contactId", "customerName", "jobName", "totalCost", "lineCount",
                         "erpOrderNo", "orderStatus", "dateOrderPlaced", "createdAt", "updatedAt")
    SELECT gen_random_uuid()::text, 1 + g % 2,
           CASE WHEN g % 4 = 0 THEN ${other.id} ELSE ${platform.id} END,
           CASE WHEN g % 4 = 0 THEN NULL ELSE (ARRAY[${groupIds.join(',')}, NULL]::int[])[1 + (g % ${groupIds.length + 1})] END,
           ${admin.id}, '${admin.username}', 'Bench', 'User',
           CASE WHEN g % 4 = 0 THEN NULL ELSE ${customer.id} END, CASE WHEN g % 4 = 0 THEN NULL ELSE ${user.contactId ?? 'NULL'} END,
           'Customer ' || (g % 500), 'Job ' || g, (g % 10000) * 1.25, g % 7,
           CASE WHEN g % 2 = 1 THEN 'SO-' || lpad(g::text, 8, '0') END, CASE WHEN g % 2 = 1 THEN (ARRAY['O','P','S','H'])[1 + g % 4] END,
           CASE WHEN g % 2 = 1 THEN now() - (g || ' minutes')::interval END,
           now() - (g || ' minutes')::interval, now()
    FROM generate_series(1, ${DOCUMENTS}) AS g`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Customer" (pid, "erpId", "companyName", "updatedAt")
    SELECT ${platform.id}, 'B-' || lpad(g::text, 6, '0'), 'Bench customer ' || g, now() FROM generate_series(1, ${CUSTOMERS}) AS g`);
  await prisma.$executeRawUnsafe(`
    INSERT INTO "Address" (pid, "customerId", address, city, state, zip, "addressType", name, "updatedAt")
    SELECT c.pid, c.id, c.id || ' Main St', 'Springfield', 'IL', '62701', 1, 'Office', now() FROM "Customer" c WHERE c."erpId" LIKE 'B-%'`);
  await prisma.$executeRawUnsafe(`
    UPDATE "Customer" c SET "billingAddressId" = a.id FROM "Address" a
    WHERE a."customerId" = c.id AND a."addressType" = 1 AND c."erpId" LIKE 'B-%'`);
  // A table in use is vacuumed (autovacuum on PostgreSQL): its pages are marked all-visible, so counts can read the index alone.
  for (const table of ['Quote', 'QuoteLine', 'Customer', 'Address']) await prisma.$executeRawUnsafe(`VACUUM ANALYZE "${table}"`);

  return {
    app,
    userToken: await app.login('user@acme.test'),
    adminToken: await app.login('admin@acme.test'),
    adminWithoutGroupToken: await app.login('bench-admin@acme.test'),
    quotes,
    removeCopies: async () => {
      await prisma.$executeRawUnsafe(`DELETE FROM "QuoteLine" WHERE "quoteId" = ${quotes.copies.id} AND "lineNumber" > ${SMALL_LINE_COUNT}`);
      await recomputeTotals(quotes.copies.id);
    },
    documents: DOCUMENTS,
    customers: CUSTOMERS,
  };
}
