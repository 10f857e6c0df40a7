import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startBrowserHarness, type BrowserHarness } from './harness.ts';

let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

const EXPIRED = 'Your login token has expired.';
/** A field by its label; required labels end with an asterisk. */
const label = (text: string) => new RegExp(`^${text}\\s*\\*?$`);

describe('sessions the server ends', () => {
  it('signing out in one browser ends the session open in another: its next page lands on /Login with the message', async () => {
    const first = await harness.newPage({ width: 1440, height: 900 });
    const second = await harness.newPage({ width: 375, height: 800 });
    await harness.signIn(first.page, 'user@acme.test');
    await harness.signIn(second.page, 'user@acme.test');
    // The two browsers hold two sessions; copy the first one's token into the second, as a stolen token would be.
    const token = await first.page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
    await second.page.evaluate((value) => {
      localStorage.removeItem('token');
      sessionStorage.setItem('token', value!);
    }, token);
    await first.page.getByRole('button', { name: 'User menu' }).click();
    await first.page.getByRole('menuitem', { name: /sign out|log out|logout/i }).click();
    await first.page.waitForURL('**/Login');

    await second.page.goto('/Catalog');
    await second.page.getByText(EXPIRED).first().waitFor();
    await second.page.waitForURL('**/Login');
    await harness.shot(second.page, 'sessions-revoked-login-375-light');
    expect(await second.page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeNull();
  });

  it('an administrator demoted while a screen with live updates is open is taken to /Login at once', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900, colorScheme: 'dark' });
    await harness.signIn(page, 'admin@acme.test');
    // The users screen listens for presence: its subscription is sent before the change is made.
    // It is matched by name on any socket: the dashboard left behind may have opened one for order status.
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framesent', (frame) => {
          if (String(frame.payload).includes('UsersPagePresenceSubscription')) resolve();
        }),
      );
    });
    await page.goto('/Users');
    await page.getByRole('heading', { name: 'Users' }).first().waitFor();
    await subscribed;
    const superToken = await harness.app.login('super@acme.test');
    const roles = (await harness.app.gql(`{ roles { rowId roleLevel } }`, {}, superToken)).data.roles as { rowId: number; roleLevel: number }[];
    const admin = await harness.app.services.prisma.user.findUniqueOrThrow({ where: { username: 'admin@acme.test' } });
    const demoted = await harness.app.gql(
      `mutation($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { roleLevel } }`,
      { id: admin.id, input: { roleId: roles.find((role) => role.roleLevel === 1)!.rowId } },
      superToken,
    );
    expect(demoted.data.updateUser.roleLevel).toBe(1);
    await page.getByText(EXPIRED).first().waitFor();
    await page.waitForURL('**/Login');
    await harness.shot(page, 'sessions-demoted-login-1440-dark');
  });
});

describe('My Profile asks for the current password', () => {
  it('before a new email address: refused without it or with a wrong one, saved with it', async () => {
    for (const [width, colorScheme] of [[375, 'light'], [1440, 'dark']] as const) {
      const { page } = await harness.newPage({ width, height: 900, colorScheme });
      await harness.signIn(page, 'dealer@acme.test', { path: '/MyProfile/dealer@acme.test' });
      await page.getByRole('heading', { name: 'My Profile' }).waitFor();
      await page.getByLabel(label('Email Address')).fill(`dealer.${width}@acme.test`);
      await page.getByRole('group', { name: 'Confirm it’s you' }).waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Current password is required.').first().waitFor();
      await harness.shot(page, `sessions-profile-confirm-${width}-${colorScheme}`);
      await page.getByLabel(label('Current Password')).fill('Not-the-password-1');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Current password is incorrect.').first().waitFor();
      await page.getByLabel(label('Current Password')).fill(DEMO_PASSWORD);
      const savedForm = await page.getByLabel(label('Email Address')).elementHandle();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('User saved successfully!').first().waitFor();
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/MyProfile/dealer.${width}@acme.test`);
      // the form of the new address replaces the one saved once it has loaded: what is typed before goes with the old one
      await expect.poll(() => savedForm!.evaluate((input) => input.isConnected)).toBe(false);
      // Back to the demo address for the next round (the proof is asked for again).
      await page.getByLabel(label('Email Address')).fill('dealer@acme.test');
      await page.getByLabel(label('Current Password')).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/MyProfile/dealer@acme.test');
    }
    const saved = await harness.app.services.prisma.user.findUniqueOrThrow({ where: { username: 'dealer@acme.test' } });
    expect(saved.username).toBe('dealer@acme.test');
  });
});
