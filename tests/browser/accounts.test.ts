import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { authenticator } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startBrowserHarness, type BrowserHarness } from './harness.ts';

const STRONG = 'Lantern-Harbor-42';
let harness: BrowserHarness;

beforeAll(async () => {
  harness = await startBrowserHarness();
});
afterAll(async () => harness?.close());

/** The newest reset link mailed to an address, once it is in the outbox (mail is sent after the answer). */
async function resetLinkFor(address: string): Promise<string> {
  const outbox = harness.app.services.config.outboxDir;
  for (let tries = 0; tries < 100; tries += 1) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((file) => file.endsWith('.eml')).sort().reverse() : [];
    for (const file of files) {
      const mail = readFileSync(join(outbox, file), 'utf8');
      if (!mail.includes(`To: ${address}`)) continue;
      const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = /ResetPassword\?request=([A-Za-z0-9_-]+)/.exec(unfolded);
      if (match) return `/ResetPassword?request=${match[1]}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset email to ${address}`);
}

/** Waits for a mail to an address that contains `text` (mail is sent after the answer). */
async function mailContaining(address: string, text: string): Promise<string> {
  const outbox = harness.app.services.config.outboxDir;
  for (let tries = 0; tries < 100; tries += 1) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((file) => file.endsWith('.eml')) : [];
    for (const file of files) {
      const mail = readFileSync(join(outbox, file), 'utf8');
      if (mail.includes(`To: ${address}`) && mail.includes(text)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address} saying "${text}"`);
}

const SIGN_UP_CONFIRMATION = 'Thank you! We have sent you an email: follow it to sign in.';

/** A field by its label; required labels end with an asterisk. */
const label = (text: string) => new RegExp(`^${text}\\s*\\*?$`);

async function fillSignUp(page: Page, name: string, email: string) {
  await page.getByLabel(label('Name')).fill(name);
  await page.getByLabel(label('Email Address')).fill(email);
  await page.getByLabel(label('Password')).fill(STRONG);
  await page.getByLabel(label('Confirm Password')).fill(STRONG);
}

describe('login screen modes', () => {
  it('"Try it out!" signs a new visitor up; the welcome email follows and the visitor signs in', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800 });
    await page.goto('/Login');
    await harness.shot(page, 'accounts-login-loading-375-light');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await harness.shot(page, 'accounts-login-375-light');
    await page.getByRole('button', { name: 'New here? Try it out!' }).click();
    await page.getByRole('heading', { name: 'Try it out!' }).waitFor();
    // The form's own messages first.
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Email address is required.').waitFor();
    await page.getByText('Password is required.').waitFor();
    await page.getByText('Please confirm your password.').waitFor();
    await harness.shot(page, 'accounts-signup-errors-375-light');
    await fillSignUp(page, 'Tara Trial', 'tara@example.com');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText(SIGN_UP_CONFIRMATION).first().waitFor();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await mailContaining('tara@example.com', 'has been created');
    await page.getByLabel(label('Password')).fill(STRONG);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/QuoteDashboard');
    const user = await harness.app.services.prisma.user.findUniqueOrThrow({ where: { username: 'tara@example.com' }, include: { role: true } });
    expect(user.role.roleLevel).toBe(0);
  });

  it('password registration continues with MFA enrolment: QR code, then a passcode that submits itself', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900, colorScheme: 'dark' });
    await page.goto('/Login?mode=register');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await fillSignUp(page, 'Max Factor', 'max@example.com');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(SIGN_UP_CONFIRMATION).first().waitFor();
    await mailContaining('max@example.com', 'has been created');
    await page.getByLabel(label('Password')).fill(STRONG);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await harness.shot(page, 'accounts-mfa-enrol-1440-dark');
    const secret = (await page.getByTestId('mfa-secret').textContent())!.trim();

    const passcode = page.getByLabel(label('Passcode'));
    // A letter is refused with the spec's message and nothing is submitted.
    await passcode.pressSequentially('12a4567');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Passcode can only contain numbers.').waitFor();
    await passcode.fill('');
    await passcode.pressSequentially(authenticator.generate(secret));
    expect(await passcode.inputValue().catch(() => '')).toMatch(/^(\d{3} \d{3})?$/);
    await page.waitForURL('**/QuoteDashboard');
    const user = await harness.app.services.prisma.user.findUniqueOrThrow({ where: { username: 'max@example.com' } });
    expect(user.mfaSecret).toBe(secret);

    // Next time only the passcode is asked for.
    const second = await harness.newPage({ width: 375, height: 800 });
    await second.page.goto('/Login');
    await second.page.getByLabel(label('Email Address')).fill('max@example.com');
    await second.page.getByLabel(label('Password')).fill(STRONG);
    await second.page.getByRole('button', { name: 'Login', exact: true }).click();
    await second.page.getByLabel(label('Passcode')).waitFor();
    expect(await second.page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    await harness.shot(second.page, 'accounts-mfa-passcode-375-light');
  });

  it('signing up with an address that has an account shows the same confirmation and mails its owner', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800 });
    await page.goto('/Login?mode=signup');
    await page.getByRole('heading', { name: 'Try it out!' }).waitFor();
    await fillSignUp(page, 'Not Dana', 'dealer@acme.test');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText(SIGN_UP_CONFIRMATION).first().waitFor();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await mailContaining('dealer@acme.test', 'Someone tried to register');
    expect(await harness.app.services.prisma.user.count({ where: { username: 'dealer@acme.test' } })).toBe(1);
  });

  it('forgot password sends a link; the link sets a new password once and leads back to login', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900 });
    await page.goto('/ResetPassword');
    await page.waitForURL('**/Login');

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await harness.shot(page, 'accounts-forgot-1440-light');
    await page.getByRole('button', { name: 'Back to login' }).click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel(label('Email Address')).fill('user@acme.test');
    await page.getByRole('button', { name: 'Send Reset Email' }).click();
    await page.getByText('Password reset email sent!').first().waitFor();

    const link = await resetLinkFor('user@acme.test');
    await page.goto(link);
    await page.getByText('Choose a new password for').waitFor();
    await harness.shot(page, 'accounts-reset-1440-light');
    await page.getByLabel(label('Password')).fill('weak');
    await page.getByLabel(label('Confirm Password')).fill('weaker');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.getByText('Must contain at least 8 Characters, One Uppercase, One Lowercase, One Number and One Special Character').waitFor();
    await page.getByLabel(label('Password')).fill('Riverbank#2027');
    await page.getByLabel(label('Confirm Password')).fill('Riverbank#2027');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.waitForURL('**/Login');

    await page.getByLabel(label('Email Address')).fill('user@acme.test');
    await page.getByLabel(label('Password')).fill('Riverbank#2027');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/QuoteDashboard');

    const again = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await again.page.goto(link);
    await again.page.getByText('Invalid password reset request.').waitFor();
    await harness.shot(again.page, 'accounts-reset-invalid-375-dark');
  });
});

describe('users administration', () => {
  const newUser = 'nina.new@acme.test';

  it('an administrator creates a user, and the Online dot turns green when that user signs in elsewhere', async () => {
    const admin = await harness.newPage({ width: 1440, height: 900 });
    await harness.signIn(admin.page, 'admin@acme.test', { path: '/Users' });
    await admin.page.getByRole('heading', { name: 'Users' }).waitFor();
    await admin.page.getByRole('row', { name: /admin@acme\.test/ }).waitFor();
    await harness.shot(admin.page, 'accounts-users-1440-light');

    await admin.page.getByRole('button', { name: 'Create User' }).click();
    await admin.page.waitForURL('**/Users/create');
    // Level 5 is never offered Super Admin, and sees no Platform field.
    const roleOptions = await admin.page.getByLabel(label('Role')).locator('option').allTextContents();
    expect(roleOptions.some((option) => option.includes('Super Admin'))).toBe(false);
    expect(await admin.page.getByLabel(label('Platform')).count()).toBe(0);
    await admin.page.getByLabel(label('Email Address')).fill(newUser);
    await admin.page.getByLabel(label('First Name')).fill('Nina');
    await admin.page.getByLabel(label('Last Name')).fill('New');
    await admin.page.getByLabel(label('Role')).selectOption({ label: 'Registered User (1)' });
    await admin.page.getByLabel(label('Password')).fill(STRONG);
    await admin.page.getByLabel(label('Confirm Password')).fill(STRONG);
    await harness.shot(admin.page, 'accounts-user-create-1440-light');
    await admin.page.getByRole('button', { name: 'Create User' }).click();
    await admin.page.waitForURL(`**/Users/edit/${encodeURIComponent(newUser)}`);
    await admin.page.getByText('User created successfully!').first().waitFor();

    await admin.page.goto('/Users');
    await admin.page.getByRole('searchbox').fill('nina.new');
    const row = admin.page.getByRole('row', { name: new RegExp(newUser.replace('.', '\\.')) });
    await row.getByRole('img', { name: 'Offline' }).waitFor();

    const elsewhere = await harness.newPage({ width: 375, height: 800 });
    await elsewhere.page.goto('/Login');
    await elsewhere.page.getByLabel(label('Email Address')).fill(newUser);
    await elsewhere.page.getByLabel(label('Password')).fill(STRONG);
    await elsewhere.page.getByRole('button', { name: 'Login', exact: true }).click();
    await elsewhere.page.waitForURL('**/QuoteDashboard');

    // No reload: the subscription turns the dot green.
    await row.getByRole('img', { name: 'Online' }).waitFor({ timeout: 15_000 });
    await harness.shot(admin.page, 'accounts-users-online-1440-light');

    // Signing out turns it red again.
    await elsewhere.page.getByRole('button', { name: 'User menu' }).click();
    await elsewhere.page.getByTitle('Sign out of your account').click();
    await elsewhere.page.waitForURL('**/Login');
    await row.getByRole('img', { name: 'Offline' }).waitFor({ timeout: 15_000 });
  });

  it('bulk delete asks the spec question and never offers oneself', async () => {
    const { page } = await harness.newPage({ width: 1440, height: 900, colorScheme: 'dark' });
    await harness.signIn(page, 'admin@acme.test', { path: '/Users' });
    await page.getByRole('checkbox', { name: /You cannot delete yourself/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: /You cannot delete yourself/ }).isDisabled()).toBe(true);
    await page.getByRole('searchbox').fill('nina.new');
    await page.getByRole('checkbox', { name: `Select ${newUser}` }).check();
    await page.getByRole('button', { name: 'Delete (1)' }).click();
    await page.getByText('Are you sure you want to delete the following users?').waitFor();
    await harness.shot(page, 'accounts-users-delete-1440-dark');
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Successfully deleted 1 user.').first().waitFor();
    expect(await harness.app.services.prisma.user.count({ where: { username: newUser } })).toBe(0);
    await page.getByText('No Items Available').waitFor();
    await harness.shot(page, 'accounts-users-empty-1440-dark');
  });

  it('level 9 sees the Platform column and field; roles show as cards with the editor panel', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800 });
    await harness.signIn(page, 'super@acme.test', { path: '/Users/create' });
    await page.getByLabel(label('Platform')).waitFor();
    await page.getByRole('heading', { name: 'Create User' }).waitFor();
    await harness.shot(page, 'accounts-user-create-375-light');
    const pid = (await harness.app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Acme Lighting' } })).id;
    await page.goto(`/Role/${pid}`);
    await page.getByRole('heading', { name: 'Role Management' }).waitFor();
    await page.getByText('Super Admin', { exact: true }).waitFor();
    await harness.shot(page, 'accounts-roles-375-light');
    await page.getByRole('button', { name: 'Create Role' }).click();
    await page.getByLabel(label('Name')).fill('Estimator');
    await page.getByLabel(label('Role Level')).fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Nine is the highest access level built into the system. Please select a number from zero through nine.').waitFor();
    await page.getByLabel(label('Role Level')).fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Estimator', { exact: true }).waitFor();
    await page.getByText('Estimator', { exact: true }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(/Deleting a role breaks the app for the users assigned to it/).waitFor();
    await harness.shot(page, 'accounts-role-delete-375-light');
    await page.getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByText('Successfully deleted Role: Estimator').first().waitFor();
    // The card leaves the grid without the roles being fetched again.
    await page.getByText('Estimator', { exact: true }).waitFor({ state: 'detached' });

    const wide = await harness.newPage({ width: 1440, height: 900, colorScheme: 'dark' });
    await harness.signIn(wide.page, 'super@acme.test', { path: '/Users' });
    await wide.page.getByRole('columnheader', { name: /Platform/ }).waitFor();
    await harness.shot(wide.page, 'accounts-users-super-1440-dark');
    await wide.page.goto(`/Role/${pid}`);
    await wide.page.getByText('Super Admin', { exact: true }).waitFor();
    await harness.shot(wide.page, 'accounts-roles-1440-dark');
    expect(DEMO_PASSWORD).toBeTruthy();
  });

  it('My Profile: a level-3 user edits their own names, without role, checkout or password fields', async () => {
    const { page } = await harness.newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await harness.signIn(page, 'dealer@acme.test');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByTitle('Edit your profile settings.').click();
    await page.waitForURL('**/MyProfile/**');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByLabel(label('First Name')).waitFor();
    expect(await page.getByLabel(label('Role')).count()).toBe(0);
    expect(await page.getByLabel(label('Checkout Type')).count()).toBe(0);
    expect(await page.getByLabel('Update Password').count()).toBe(0);
    await page.getByLabel(label('First Name')).fill('Danielle');
    await harness.shot(page, 'accounts-my-profile-375-dark');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User saved successfully!').first().waitFor();
    const saved = await harness.app.services.prisma.user.findUniqueOrThrow({ where: { username: 'dealer@acme.test' } });
    expect(saved.firstName).toBe('Danielle');
  });
});
