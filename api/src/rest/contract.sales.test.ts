import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { startFakeStripe, type FakeStripe } from '../test/fakeStripe.ts';
import { expectDocumentedCall, expectUnknownFieldRefused } from './contract.ts';

/**
 * The sales calls of the spec (part 1 §3 and §7, part 2 §7 for products), each with its body as
 * the spec writes it: it succeeds and answers with the spec's field names.
 */

const QUOTE_FIELDS = [
  'id', '_id', 'type', 'lineCount', 'totalCost', 'jobName', 'specifier', 'specifierLocation', 'customerName',
  'createdByFirstName', 'createdByLastName', 'createdByUserId', 'createdAt', 'createdDate', 'username', 'pid', 'groupId',
  'contactId', 'sameAsBilling', 'shippingAddressId', 'erpOrderNo', 'csiStatus', 'activeOrderId',
];
const QUOTE_DETAIL_FIELDS = [
  ...QUOTE_FIELDS, 'lines', 'billingAddress', 'shippingAddress', 'shippingAddresses',
  'customer.id', 'customer.erpId', 'customer.companyName', 'customer.cpqProfileOption',
  'contact.firstName', 'contact.lastName', 'contact.email', 'contact.phone', 'contact.altPhone',
];
const LINE_FIELDS = [
  'id', '_id', 'configurationId', 'headerId', 'productId', 'quoteId', 'quantity', 'price', 'imgUrl', 'description', 'partNumber',
  'username', 'type', 'Details', 'isNonConfigurable', 'sourceConfigurationId', 'sourceHeaderId', 'sessionId', 'quoteCreated',
  'TrackingNumber', 'TrackingURL', 'erpId',
];
const ORDER_ROW_FIELDS = ['id', 'companyName', 'firstName', 'lastName', 'createdByFirstName', 'createdByLastName', 'dateOrderPlaced', 'totalCost'];
const PRODUCT_FIELDS = [
  'ID', 'Name', 'Description', 'ProductNumber', 'Overview', 'ImageUrl', 'img', 'base64Image', 'defaultPrice', 'quantityInStock', 'priceCode',
  'Discount', 'RelatedItem', 'UOM', 'HeaderId', 'ApplicationInstance', 'ApplicationName', 'isNonConfigurable', 'isQuickConfig',
];
const ADDRESS_FIELDS = ['id', 'Address', 'Address2', 'City', 'County', 'State', 'Zip', 'Country', 'AddressType'];
const STRIPE_SECRET = 'sk_test_fake_0123456789';

let app: TestApp;
let stripe: FakeStripe;
let user: string;
let admin: string;
let superAdmin: string;
let payer: string;
let acmePid: number;
let fixedProductId: number;
let ledId: number;

beforeAll(async () => {
  stripe = await startFakeStripe(STRIPE_SECRET, { publishableKey: 'pk_test_contract' });
  app = await startTestApp({ config: { stripeSecretKey: STRIPE_SECRET, stripePublishableKey: 'pk_test_contract', stripeWebhookSecret: 'whsec_contract', stripeApiBase: stripe.url } });
  [user, admin, superAdmin, payer] = await Promise.all(['user@acme.test', 'admin@acme.test', 'super@acme.test', 'public@acme.test'].map((name) => app.login(name)));
  const prisma = app.services.prisma;
  acmePid = (await prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
  fixedProductId = (await prisma.product.findFirstOrThrow({ where: { pid: acmePid, productNumber: 'PC-120277' } })).id;
  ledId = (await prisma.product.findFirstOrThrow({ where: { pid: acmePid, productNumber: 'ALX-AREA' } })).id;
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

const call = (token: string | null, key: string, body: unknown, fields: readonly string[] = []) => expectDocumentedCall(app, token, key, body, fields);
const q = (operation: string) => `quoteManagement/${operation}`;

describe('quoteManagement', () => {
  it('creates, reads, writes back, copies and deletes quotes and lines as part 1 §7 writes the calls', async () => {
    const viewer = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
    const { quote } = await call(user, q('createQuote'), {
      input: {
        username: viewer.username,
        createdByFirstName: viewer.firstName,
        createdByLastName: viewer.lastName,
        createdByUserId: viewer.id,
        groupId: viewer.groupId,
        pid: viewer.pid,
        _id: 'contract-quote-1',
      },
    }, QUOTE_DETAIL_FIELDS.map((field) => `quote.${field}`));
    expect(quote._id).toBe('contract-quote-1');
    expect(quote.createdDate).toBe(quote.createdAt);
    expect(quote.totalCost).toBe('0.00');
    expect(quote).not.toHaveProperty('clientId');
    expect(quote).not.toHaveProperty('paymentIntentId');

    const line = await call(user, q('createLine'), { input: { quoteId: quote.id, productId: fixedProductId, quantity: 2 } }, LINE_FIELDS);
    expect(line.price).toMatch(/^\d+\.\d{2}$/);
    expect(JSON.parse(line.Details)).toEqual(expect.any(Array));

    const updated = await call(user, q('updateLine'), { input: { quantity: 3 }, id: line.id, _id: line._id }, LINE_FIELDS);
    expect(updated.quantity).toBe(3);
    // a line's Details are JSON text both ways (text set by hand: level 3 and up)
    const details = [{ Caption: 'Finish', Value: 'Bronze', Type: 1 }];
    const detailed = await call(admin, q('updateLine'), { input: { Details: JSON.stringify(details) }, id: line.id }, LINE_FIELDS);
    expect(JSON.parse(detailed.Details)).toEqual(details);

    const read = await call(user, q('getQuote'), { id: quote.id }, QUOTE_DETAIL_FIELDS);
    expect(read.lines.map((row: { _id: string }) => row._id)).toEqual([line._id]);
    expect(read.totalCost).toBe((Number(updated.price) * 3).toFixed(2));
    await call(user, q('getQuoteById'), { id: quote.id }, QUOTE_DETAIL_FIELDS);

    const lines = await call(user, q('getLines'), { limit: 12, offset: 0, order: ['lineNumber', 'ASC'], search: '', quoteId: quote.id, username: viewer.username }, ['rows[].Details', 'count']);
    expect(lines.count).toBe(1);

    const jobs = { jobName: 'Contract job', specifier: 'Spec Co', specifierLocation: 'Tulsa, OK' };
    const written = await call(user, q('updateQuote'), { id: quote.id, _id: quote._id, input: { ...jobs, contact: { phone: '555-0100' } }, type: 1 }, QUOTE_DETAIL_FIELDS);
    expect(written).toMatchObject({ ...jobs, contact: { phone: '555-0100' } });

    const list = await call(user, q('getQuotes'), { limit: 12, offset: 0, order: ['createdDate', 'DESC'], search: '', username: viewer.username, type: 1, pid: viewer.pid, groupId: viewer.groupId }, QUOTE_FIELDS.map((field) => `rows[].${field}`));
    expect(list.rows[0].id).toBe(quote.id);
    const picked = await call(user, q('getQuotes'), { type: 1, attributes: ['jobName', 'createdDate'] }, ['rows[].id', 'rows[].jobName', 'rows[].createdDate']);
    expect(Object.keys(picked.rows[0]).sort()).toEqual(['createdDate', 'id', 'jobName']);

    expect(await call(user, q('getCommunications'), { quoteId: quote.id })).toEqual(expect.any(Array));
    const copy = await call(user, q('copyQuote'), { id: quote.id, _id: quote._id }, QUOTE_DETAIL_FIELDS);
    expect(copy.lines).toHaveLength(1);
    const copied = await call(user, q('copyLine'), { id: line.id }, LINE_FIELDS);
    expect(await call(user, q('deleteLine'), { _id: copied._id, id: copied.id, quoteId: quote.id })).toEqual({ id: copied.id, _id: copied._id, quoteId: quote.id });
    expect(await call(user, q('deleteQuote'), { id: copy.id, _id: copy._id })).toEqual({ id: copy.id, _id: copy._id });
  });

  it('places an order with updateQuote {input: {type: 2, integration}} as the client converts a quote, and lists it with the order row fields', async () => {
    const viewer = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
    const { quote } = await call(user, q('createQuote'), { input: { _id: 'contract-order-1', line: { productId: fixedProductId, quantity: 1 } } }, QUOTE_DETAIL_FIELDS.map((field) => `quote.${field}`));
    expect(quote.lines).toHaveLength(1);
    const platform = await app.services.prisma.platform.findUniqueOrThrow({ where: { id: viewer.pid } });
    await call(user, q('updateQuote'), { id: quote.id, input: { jobName: 'Order job', specifier: 'Spec', specifierLocation: 'Here' } });
    const order = await call(user, q('updateQuote'), { id: quote.id, _id: quote._id, input: { type: 2, integration: platform.integration } }, QUOTE_DETAIL_FIELDS);
    expect(order).toMatchObject({ type: 2, orderStatusLabel: expect.any(String) });
    expect(order.dateOrderPlaced).toEqual(expect.any(String));
    const orders = await call(user, q('getQuotes'), { username: viewer.username, type: 2, groupId: viewer.groupId, pid: viewer.pid }, ORDER_ROW_FIELDS.map((field) => `rows[].${field}`));
    expect(orders.rows.some((row: { id: number }) => row.id === quote.id)).toBe(true);
  });

  it('refuses an unknown field with 400 naming it, and changes nothing', async () => {
    const { quote } = await call(user, q('createQuote'), { input: {} });
    await expectUnknownFieldRefused(app, user, q('updateQuote'), { id: quote.id, input: { jobName: 'Changed', colour: 'red' } }, 'input.colour');
    await expectUnknownFieldRefused(app, user, q('updateQuote'), { id: quote.id, input: { jobName: 'Changed' }, defaultCustomer: 3 }, 'defaultCustomer');
    expect((await call(user, q('getQuote'), { id: quote.id })).jobName).toBe(quote.jobName);
    await expectUnknownFieldRefused(app, user, q('getQuotes'), { type: 1, sortBy: 'id' }, 'sortBy');
    await expectUnknownFieldRefused(app, user, q('createLine'), { input: { quoteId: quote.id, productId: fixedProductId, TrackingNumbr: 'x' } }, 'input.TrackingNumbr');
  });
});

describe('configurator', () => {
  it('starts with integrationParams empty as [] or {}, configures and finishes as part 1 §7 writes the calls', async () => {
    for (const integrationParams of [[], {}]) {
      const started = await call(user, 'configurator/start', { productId: ledId, integrationParams }, ['prepare.SessionId', 'initialize', 'ui.Pages']);
      expect(started.ui.Pages.length).toBeGreaterThan(0);
    }
    const started = await call(user, 'configurator/start', { productId: ledId, quoteId: 'new', integrationParams: { Dealer: 'A1' } });
    const sessionId = started.prepare.SessionId;
    const configured = await call(user, 'configurator/configure', { sessionId, id: 'wattage', value: '200', requireHttps: false, productId: ledId }, [
      'd.ConfiguredPrice', 'd.IsExecutionComplete', 'd.OptionToFocus', 'd.Details', 'd.ImageUrl', 'd.Messages', 'd.Pages',
    ]);
    expect(configured.d.IsExecutionComplete).toBe(true);
    const finished = await call(user, 'configurator/finish', { sessionId, username: 'user@acme.test', publicUser: false, requireHttps: false, productId: ledId }, ['quoteId', 'lineId']);
    const copied = await call(user, 'configurator/copyLineConfiguration', {
      sourceHeaderId: 'ALX',
      sourceDetailId: `${finished.quoteId}_1`,
      headerId: 'ALX',
      detailId: `${finished.quoteId}_2`,
      productId: ledId,
    });
    expect(copied.configurationId).toBe(`${finished.quoteId}_2`);
  });
});

describe('paymentManagement', () => {
  it("pays {amount, id} for the payer's open checkout when quoteId is not sent", async () => {
    const { quote } = await call(payer, q('createQuote'), { input: { line: { productId: fixedProductId, quantity: 2 } } });
    const cents = Number(quote.totalCost.replace('.', ''));
    // the order's job fields are checked before anything is charged
    await app.services.prisma.quote.update({ where: { id: quote.id }, data: { jobName: 'Contract', specifier: 'Self', specifierLocation: 'Madison, WI' } });
    const paid = await call(payer, 'paymentManagement/payment', { amount: cents, id: 'pm_card_visa' }, ['quoteId', 'status', 'amount']);
    expect(paid).toMatchObject({ quoteId: quote.id, status: 'succeeded', amount: cents });
    // without a payment method, the PaymentIntent is prepared for Stripe.js in the payer's browser
    const { quote: next } = await call(payer, q('createQuote'), { input: { line: { productId: fixedProductId, quantity: 3 } } });
    await app.services.prisma.quote.update({ where: { id: next.id }, data: { jobName: 'Contract', specifier: 'Self', specifierLocation: 'Madison, WI' } });
    const prepared = await call(payer, 'paymentManagement/payment', { quoteId: next.id }, ['quoteId', 'clientSecret', 'publishableKey', 'status', 'amount']);
    expect(prepared).toMatchObject({ quoteId: next.id, publishableKey: 'pk_test_contract', status: 'requires_payment_method', amount: Number(next.totalCost.replace('.', '')) });
    const none = await app.rest('/api/v1/paymentManagement/payment', { amount: cents + 1, id: 'pm_card_visa' }, payer);
    expect(none.body).toMatchObject({ success: false, error: 'No open quote of yours totals this amount; send quoteId.', field: 'quoteId' });
  });
});

describe('productManagement', () => {
  it('answers products with the spec names, and takes one back as it was read', async () => {
    const list = await call(admin, 'productManagement/getProducts', { filters: { pid: acmePid, gid: '' } }, PRODUCT_FIELDS.map((field) => `0.${field}`));
    expect(list.length).toBeGreaterThan(0);
    const product = await call(superAdmin, 'productManagement/getProduct', { id: fixedProductId }, PRODUCT_FIELDS);
    expect(product.defaultPrice).toMatch(/^\d+\.\d{2}$/);
    const written = await call(superAdmin, 'productManagement/updateProduct', { id: product.ID, input: { ...product, Overview: 'Written back' } }, PRODUCT_FIELDS);
    expect(written).toEqual({ ...product, Overview: 'Written back' });
    const created = await call(superAdmin, 'productManagement/createProduct', { input: { pid: acmePid, Name: 'Contract product', ProductNumber: 'CT-1', UOM: 'EA', Discount: 5, isNonConfigurable: '1', defaultPrice: '12.5' } }, PRODUCT_FIELDS);
    expect(created).toMatchObject({ Name: 'Contract product', ProductNumber: 'CT-1', UOM: 'EA', Discount: '5.00', defaultPrice: '12.50', isNonConfigurable: true });
    await expectUnknownFieldRefused(app, superAdmin, 'productManagement/updateProduct', { id: created.ID, input: { Colour: 'red' } }, 'input.Colour');
    await call(superAdmin, 'productManagement/deleteProduct', { id: created.ID }, ['ID']);
  });
});

describe('addresses on a quote', () => {
  it('carry the spec names', async () => {
    const { quote } = await call(user, q('createQuote'), { input: {} });
    const address = await app.services.prisma.address.findFirstOrThrow({ where: { pid: acmePid, customerId: quote.customerId ?? -1, addressType: 2 } });
    const read = await call(user, q('updateQuote'), { id: quote.id, input: { shippingAddressId: address.id } }, ADDRESS_FIELDS.map((field) => `shippingAddress.${field}`));
    expect(read.shippingAddress).toMatchObject({ id: address.id, Address: address.address, City: address.city, State: address.state, Zip: address.zip, AddressType: 2 });
    expect(read.shippingAddresses.map((row: { id: number }) => row.id)).toContain(address.id);
  });
});
