import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { MAIL_THROTTLED, recipientRefused } from './mailRecipients.ts';

const STATUS_MAIL = `mutation($emails: [String!]!, $quoteId: Int) { sendOrderStatusEmails(emails: $emails, subject: "Order shipped", htmlBody: "<p>Shipped</p>", quoteId: $quoteId) }`;
const PASSWORD_MAIL = `mutation($username: String!) { emailNewUserPassword(username: $username, password: "Lantern-Harbor-42") }`;

let app: TestApp;
let acmeAdmin: string;
const sentCount = () => readdirSync(app.services.config.outboxDir).length;

beforeAll(async () => {
  // the test app writes to an outbox of its own, so counting its messages sees only this file's
  app = await startTestApp();
  acmeAdmin = await app.login('admin@acme.test');
});
afterAll(async () => app?.close());

describe('emails an administrator addresses reach only the platform’s users and contacts', () => {
  it('refuses an address outside the platform, naming it and its field, through GraphQL and REST, and sends nothing', async () => {
    await app.jobsDone();
    const before = sentCount();
    const stranger = await app.gql(STATUS_MAIL, { emails: ['user@acme.test', 'collector@attacker.example'] }, acmeAdmin);
    expect(stranger.errors?.[0]?.message).toBe(recipientRefused('collector@attacker.example'));
    expect(stranger.errors?.[0]?.extensions?.field).toBe('emails.1');
    // a user of another platform is foreign too
    const rest = await app.rest('/api/v1/quoteManagement/sendOrderStatusEmails', { emails: ['user@borealis.test'], subject: 's', htmlBody: 'x' }, acmeAdmin);
    expect([rest.status, rest.body.error, rest.body.field]).toEqual([400, recipientRefused('user@borealis.test'), 'emails.0']);
    await app.jobsDone();
    expect(sentCount()).toBe(before);
  });

  it('sends to a customer contact, a user and a notification address of the platform (any letter case)', async () => {
    const sent = await app.gql(STATUS_MAIL, { emails: ['MWalsh@brightline.test', 'dealer@acme.test', 'orders@acme.test'] }, acmeAdmin);
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendOrderStatusEmails).toBe(3);
  });

  it('uses the quote’s platform: level 9 reaches the contacts of a Borealis order, not of its own platform', async () => {
    const superAdmin = await app.login('super@acme.test');
    const order = await app.services.prisma.quote.findFirstOrThrow({ where: { platform: { name: { contains: 'Borealis' } } } });
    expect((await app.gql(STATUS_MAIL, { emails: ['erik@aurorawholesale.test'], quoteId: order.id }, superAdmin)).errors).toBeUndefined();
    expect((await app.gql(STATUS_MAIL, { emails: ['grace@prairiepower.test'], quoteId: order.id }, superAdmin)).errors?.[0]?.message).toBe(
      recipientRefused('grace@prairiepower.test'),
    );
  });

  it('lets two order-status emails go to one recipient and refuses the third', async () => {
    const recipient = ['henry@lakesidelamp.test'];
    expect((await app.gql(STATUS_MAIL, { emails: recipient }, acmeAdmin)).errors).toBeUndefined();
    expect((await app.gql(STATUS_MAIL, { emails: recipient }, acmeAdmin)).errors).toBeUndefined();
    await app.jobsDone();
    const before = sentCount();
    const third = await app.gql(STATUS_MAIL, { emails: recipient }, acmeAdmin);
    expect(third.errors?.[0]?.message).toBe(MAIL_THROTTLED);
    expect(third.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    await app.jobsDone();
    expect(sentCount()).toBe(before);
    // another recipient is still reachable
    expect((await app.gql(STATUS_MAIL, { emails: ['grace@prairiepower.test'] }, acmeAdmin)).errors).toBeUndefined();
  });

  it('lets two new-password emails go to one user and refuses the third, through REST as well', async () => {
    expect((await app.gql(PASSWORD_MAIL, { username: 'public@acme.test' }, acmeAdmin)).errors).toBeUndefined();
    expect((await app.rest('/api/v1/administration/emailNewUserPassword', { username: 'public@acme.test', password: 'Lantern-Harbor-42' }, acmeAdmin)).body.success).toBe(true);
    const third = await app.rest('/api/v1/administration/emailNewUserPassword', { username: 'public@acme.test', password: 'Lantern-Harbor-42' }, acmeAdmin);
    expect([third.status, third.body.error]).toEqual([429, MAIL_THROTTLED]);
  });
});
