import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { signSessionToken } from './tokens.ts';
import { isCommonPassword } from './passwordRules.ts';

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) {
  token mfaRequired platformRequiresMFA mfaToken needsEnrollment secret qrCode otpauthUrl } }`;
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) }`;
const REGISTER = `mutation($input: SignUpInput!) { registerWithPassword(input: $input) }`;
const VERIFY = `mutation($mfaToken: String!, $passcode: String!) { verifyPasscode(mfaToken: $mfaToken, passcode: $passcode) { token } }`;
const ME = `{ me { username isLoggedIn roleLevel } }`;

const STRONG = 'Lantern-Harbor-42';
let app: TestApp;
let outbox: string;

beforeAll(async () => {
  app = await startTestApp();
  outbox = app.services.config.outboxDir;
});
afterAll(async () => {
  await app?.close();
});

/** The passcode of a secret for a time step, as typed in the 7-character field. */
function passcodeAt(secret: string, offsetSteps = 0) {
  const code = authenticator.clone({ epoch: Date.now() + offsetSteps * 30_000 }).generate(secret);
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

function mailsTo(address: string): string[] {
  const files = readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().reverse();
  return files.map((file) => readFileSync(join(outbox, file), 'utf8')).filter((text) => text.includes(`To: ${address}`));
}

/** Runs `send` and answers the mail it sends to the address (mail goes out after the answer). */
async function newMailTo(address: string, send: () => Promise<unknown>): Promise<string> {
  const before = mailsTo(address).length;
  await send();
  for (let tries = 0; tries < 100; tries += 1) {
    const mails = mailsTo(address);
    if (mails.length > before) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${address}`);
}

function resetRequestFrom(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /ResetPassword\?request=([A-Za-z0-9_-]+)/.exec(unfolded);
  if (!match) throw new Error('no reset link');
  return match[1];
}

describe('sign-up ("Try it out!")', () => {
  it('creates a level-0 account on the default platform, mails a welcome, and the visitor signs in', async () => {
    let answer: unknown;
    const welcome = await newMailTo('tess@example.com', async () => {
      answer = await app.gql(SIGN_UP, { input: { name: 'Tess Trial', username: 'Tess@Example.com', password: STRONG, confirmPassword: STRONG } });
    });
    expect(answer).toEqual({ data: { signUp: true } });
    expect(welcome).toContain('has been created');
    const me = await app.gql(ME, {}, await app.login('tess@example.com', STRONG));
    expect(me.data.me).toEqual({ username: 'tess@example.com', isLoggedIn: true, roleLevel: 0 });
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'tess@example.com' }, include: { platform: true } });
    expect(user).toMatchObject({ firstName: 'Tess', lastName: 'Trial', platform: { isDefault: true } });
  });

  it('without a password the account gets a random one, and the welcome email a link to choose one (REST shim)', async () => {
    let answer: unknown;
    const welcome = await newMailTo('randy@example.com', async () => {
      answer = (await app.rest('/api/v1/auth/signUp', { name: 'Randy', username: 'randy@example.com' })).body;
    });
    expect(answer).toMatchObject({ success: true, result: true });
    const request = resetRequestFrom(welcome);
    const chosen = await app.rest('/api/v1/auth/resetPassword', { request, password: STRONG, confirmPassword: STRONG });
    expect(chosen.body).toMatchObject({ success: true, result: true });
    expect((await app.login('randy@example.com', STRONG)).length).toBeGreaterThan(20);
  });

  it.each([
    [{ name: '', username: 'a@example.com', password: STRONG, confirmPassword: STRONG }, 'Name is required', 'name'],
    [{ name: 'A', username: '', password: STRONG, confirmPassword: STRONG }, 'Email address is required.', 'username'],
    [{ name: 'A', username: 'not-an-email', password: STRONG, confirmPassword: STRONG }, 'Invalid email address.', 'username'],
    [{ name: 'A', username: 'a@example.com', password: '', confirmPassword: '' }, 'Password is required.', 'password'],
    [{ name: 'A', username: 'a@example.com', password: 'alllowercase1!', confirmPassword: 'alllowercase1!' },
      'Must contain at least 8 Characters, One Uppercase, One Lowercase, One Number and One Special Character', 'password'],
    [{ name: 'A', username: 'a@example.com', password: 'Sh0rt!', confirmPassword: 'Sh0rt!' },
      'Must contain at least 8 Characters, One Uppercase, One Lowercase, One Number and One Special Character', 'password'],
    [{ name: 'A', username: 'a@example.com', password: STRONG, confirmPassword: '' }, 'Please confirm your password.', 'confirmPassword'],
    [{ name: 'A', username: 'a@example.com', password: STRONG, confirmPassword: `${STRONG}x` }, 'Passwords do not match.', 'confirmPassword'],
    [{ name: 'A', username: 'a@example.com', password: 'Password1!', confirmPassword: 'Password1!' },
      'This password is too common. Please choose a less predictable one.', 'password'],
    [{ name: 'A', username: 'a@example.com', password: `Aa1!${'x'.repeat(130)}`, confirmPassword: `Aa1!${'x'.repeat(130)}` },
      'Password must be at most 128 characters.', 'password'],
  ])('refuses %j with "%s"', async (input, message, field) => {
    const { errors } = await app.gql(SIGN_UP, { input });
    expect(errors?.[0].message).toBe(message);
    expect(errors?.[0].extensions?.field).toBe(field);
  });

  it('accepts a 64-character passphrase', async () => {
    const long = `Correct horse battery staple, 7 times over & over: ${'q'.repeat(13)}`;
    expect(long.length).toBe(64);
    await newMailTo('long@example.com', async () => {
      const ok = await app.gql(SIGN_UP, { input: { name: 'Long Pass', username: 'long@example.com', password: long, confirmPassword: long } });
      expect(ok.errors).toBeUndefined();
    });
    expect((await app.login('long@example.com', long)).length).toBeGreaterThan(20);
  });

  it('answers a taken address exactly as a new one, in GraphQL and REST, and mails its owner instead', async () => {
    const send = async (path: string, body: unknown) => {
      const response = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
    };
    const input = (username: string) => ({ name: 'Someone Else', username, password: STRONG, confirmPassword: STRONG });
    const gqlSignUp = (username: string) => send('/graphql', { query: SIGN_UP, variables: { input: input(username) } });
    const gqlRegister = (username: string) => send('/graphql', { query: REGISTER, variables: { input: input(username) } });
    const restSignUp = (username: string) => send('/api/v1/auth/signUp', input(username));
    const restRegister = (username: string) => send('/api/v1/auth/register', input(username));
    const before = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });

    for (const [form, call] of [['GraphQL signUp', gqlSignUp], ['GraphQL registerWithPassword', gqlRegister], ['REST signUp', restSignUp], ['REST register', restRegister]] as const) {
      const fresh = `fresh-${form.replace(/\W/g, '').toLowerCase()}@example.com`;
      let taken: Awaited<ReturnType<typeof send>> | undefined;
      const warning = await newMailTo('user@acme.test', async () => {
        taken = await call('User@Acme.test');
      });
      const created = await call(fresh);
      expect(taken, form).toEqual(created);
      expect(taken!.status, form).toBe(200);
      // the owner hears of it, with the way to sign in or reset the password
      const unfolded = warning.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(unfolded, form).toContain('Someone tried to register a new account with your email address');
      expect(unfolded, form).toContain(`${app.services.config.publicUrl}/Login`);
      expect(unfolded, form).toContain(`${app.services.config.publicUrl}/Login?mode=forgot`);
    }
    // nothing about the existing account changed, and there is still one
    const after = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'user@acme.test' } });
    expect(after).toEqual(before);
    expect(await app.services.prisma.user.count({ where: { username: { equals: 'user@acme.test', mode: 'insensitive' } } })).toBe(1);
  }, 120_000);

  it('knows the most common passwords, dressed up or not', () => {
    for (const common of ['123456', 'password', 'Password123!', 'P@ssw0rd1', 'Qwerty123!', 'Welcome2025!', 'Summer2024!', 'Letmein!1']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const fine of [STRONG, 'Demo!2345', 'Granite&Willow9']) expect(isCommonPassword(fine), fine).toBe(false);
  });
});

describe('MFA', () => {
  let secret: string;
  let enrolmentPasscode: string;

  it('registration shows an enrolment QR code, and the first passcode completes enrolment and sign-in', async () => {
    await newMailTo('mia@example.com', async () => {
      const registered = await app.gql(REGISTER, { input: { name: 'Mia Factor', username: 'mia@example.com', password: STRONG, confirmPassword: STRONG } });
      expect(registered).toEqual({ data: { registerWithPassword: true } });
    });
    // the first sign-in asks for enrolment
    const { data, errors } = await app.gql(LOGIN, { input: { username: 'mia@example.com', password: STRONG, stayLoggedIn: false } });
    expect(errors).toBeUndefined();
    const step = data.login;
    expect(step).toMatchObject({ token: null, mfaRequired: true, needsEnrollment: true });
    expect(step.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(step.otpauthUrl).toMatch(/^otpauth:\/\/totp\/QuoteCraft:mia%40example\.com\?secret=[A-Z2-7]+&period=30&digits=6&algorithm=SHA1&issuer=QuoteCraft$/);
    secret = step.secret;
    // Nothing is stored before a passcode proves the authenticator works.
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'mia@example.com' } })).mfaSecret).toBeNull();

    enrolmentPasscode = passcodeAt(secret);
    const verified = await app.gql(VERIFY, { mfaToken: step.mfaToken, passcode: enrolmentPasscode });
    expect(verified.errors).toBeUndefined();
    const me = await app.gql(`{ me { username isLoggedIn enableMFA mfaEnrolled } }`, {}, verified.data.verifyPasscode.token);
    expect(me.data.me).toEqual({ username: 'mia@example.com', isLoggedIn: true, enableMFA: true, mfaEnrolled: true });
  });

  it('a user with a secret is only asked for the passcode, and a passcode is never accepted twice', async () => {
    const first = await app.gql(LOGIN, { input: { username: 'mia@example.com', password: STRONG } });
    expect(first.data.login).toMatchObject({ token: null, mfaRequired: true, needsEnrollment: false, secret: null, qrCode: null });
    // The passcode used for enrolment is still inside its drift window, but it was spent.
    const replay = await app.gql(VERIFY, { mfaToken: first.data.login.mfaToken, passcode: enrolmentPasscode });
    expect(replay.errors?.[0].message).toBe('Incorrect Passcode.');
    // The next time step's passcode (clock drift of one step is allowed) works once.
    const next = passcodeAt(secret, 1);
    const ok = await app.gql(VERIFY, { mfaToken: first.data.login.mfaToken, passcode: next });
    expect(ok.data.verifyPasscode.token).toBeTruthy();
    const second = await app.gql(LOGIN, { input: { username: 'mia@example.com', password: STRONG } });
    const again = await app.gql(VERIFY, { mfaToken: second.data.login.mfaToken, passcode: next });
    expect(again.errors?.[0].message).toBe('Incorrect Passcode.');
  });

  it.each([
    ['', 'No passcode provided.'],
    ['123 45', 'Passcode must be 6 numbers.'],
    ['123 4567', 'Passcode must be 6 numbers.'],
    ['12a 456', 'Passcode can only contain numbers.'],
  ])('checks the passcode %j: "%s"', async (passcode, message) => {
    const step = await app.gql(LOGIN, { input: { username: 'mia@example.com', password: STRONG } });
    const { errors } = await app.gql(VERIFY, { mfaToken: step.data.login.mfaToken, passcode });
    expect(errors?.[0].message).toBe(message);
  });

  it('refuses a forged or missing challenge, and a wrong passcode', async () => {
    const forged = await app.gql(VERIFY, { mfaToken: 'not-a-token', passcode: '123 456' });
    expect(forged.errors?.[0].message).toBe('Your passcode request has expired. Please log in again.');
    const step = await app.gql(LOGIN, { input: { username: 'mia@example.com', password: STRONG } });
    const current = passcodeAt(secret).replace(' ', '');
    const wrong = String((Number(current) + 500_000) % 1_000_000).padStart(6, '0');
    const { errors } = await app.gql(VERIFY, { mfaToken: step.data.login.mfaToken, passcode: wrong });
    expect(errors?.[0].message).toBe('Incorrect Passcode.');
  });

  it('a platform that requires MFA enrols its users at their next sign-in (REST as documented: login, getSecret with an empty body, authorize {token, username, secret})', async () => {
    const borealis = await app.services.prisma.platform.findFirstOrThrow({ where: { name: 'Borealis Supply' } });
    await app.services.prisma.platform.update({ where: { id: borealis.id }, data: { requireMFA: true } });
    try {
      const login = await app.rest('/api/v1/auth/login', { username: 'user@borealis.test', password: 'Demo!2345', stayLoggedIn: false });
      expect(login.body.result).toMatchObject({ platformRequiresMFA: true, mfaRequired: true, needsEnrollment: true });
      const pending = login.body.result.token as string;
      expect(pending).toBe(login.body.result.mfaToken);
      // The pending sign-in token is no session: it opens nothing but the passcode step.
      expect((await app.rest('/api/v1/userManagement/getUser', { username: 'user@borealis.test' }, pending)).status).toBe(401);

      const secret = await app.rest('/api/v1/auth/getSecret', {}, pending);
      expect(secret.status).toBe(200);
      expect(secret.body.result.secret).toBe(login.body.result.secret);
      expect(secret.body.result.qrCode).toMatch(/^data:image\/png;base64,/);
      const noSecret = await app.rest('/api/v1/auth/getSecret', {});
      expect(noSecret).toMatchObject({ status: 401, body: { success: false, error: 'Cannot generate secret.' } });

      const otherSecret = await app.rest('/api/v1/auth/authorize', { token: passcodeAt(secret.body.result.secret), username: 'user@borealis.test', secret: 'JBSWY3DPEHPK3PXP' }, pending);
      expect(otherSecret.body).toMatchObject({ success: false, error: 'Incorrect Passcode.' });
      const otherUser = await app.rest('/api/v1/auth/authorize', { token: passcodeAt(secret.body.result.secret), username: 'admin@borealis.test', secret: secret.body.result.secret }, pending);
      expect(otherUser.body).toMatchObject({ success: false, error: 'Incorrect Passcode.' });

      const authorized = await app.rest(
        '/api/v1/auth/authorize',
        { token: passcodeAt(secret.body.result.secret), username: 'user@borealis.test', secret: secret.body.result.secret },
        pending,
      );
      expect(authorized.body).toMatchObject({ success: true, result: { isVerified: true, mfaRequired: false } });
      const session = authorized.body.result.token as string;
      expect(session).not.toBe(pending);
      expect((await app.rest('/api/v1/userManagement/getUser', { username: 'user@borealis.test' }, session)).body.result.enableMFA).toBe(true);
    } finally {
      await app.services.prisma.platform.update({ where: { id: borealis.id }, data: { requireMFA: false } });
    }
  });
});

describe('password reset', () => {
  const RESET = `mutation($request: String!, $password: String!, $confirmPassword: String!) {
    resetPassword(request: $request, password: $password, confirmPassword: $confirmPassword) }`;
  const REQUEST = `query($request: String!) { passwordResetRequest(request: $request) { username expirationDate } }`;

  it('emails a single-use link; the new password works and every old session ends', async () => {
    const oldToken = await app.login('dealer@acme.test');
    let sent: { body: unknown } | undefined;
    const mail = await newMailTo('dealer@acme.test', async () => (sent = await app.rest('/api/v1/auth/forgotPassword', { username: 'dealer@acme.test' })));
    expect(sent!.body).toEqual({ success: true, result: true, error: null });
    expect(mail).toContain('Subject: Acme Lighting: reset your password');
    const request = resetRequestFrom(mail);

    const open = await app.gql(REQUEST, { request });
    expect(open.data.passwordResetRequest.username).toBe('dealer@acme.test');
    const shim = await app.rest('/api/v1/userManagement/getPasswordResetRequest', { passwordResetRequestId: request });
    expect(shim.body.result).toMatchObject({ username: 'dealer@acme.test' });

    const weak = await app.gql(RESET, { request, password: 'weakpass', confirmPassword: 'weakpass' });
    expect(weak.errors?.[0].message).toBe('Must contain at least 8 Characters, One Uppercase, One Lowercase, One Number and One Special Character');
    const mismatch = await app.gql(RESET, { request, password: STRONG, confirmPassword: 'Lantern-Harbor-43' });
    expect(mismatch.errors?.[0].message).toBe('Passwords do not match.');
    const unconfirmed = await app.gql(RESET, { request, password: STRONG, confirmPassword: '' });
    expect(unconfirmed.errors?.[0].message).toBe('Please confirm your password.');

    const done = await app.gql(RESET, { request, password: STRONG, confirmPassword: STRONG });
    expect(done.data.resetPassword).toBe(true);
    // an ended session's token is refused whole (401), `me` included
    expect((await app.gql(ME, {}, oldToken)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await app.login('dealer@acme.test', STRONG)).toBeTruthy();

    const reused = await app.gql(RESET, { request, password: 'Another-Pass-77', confirmPassword: 'Another-Pass-77' });
    expect(reused.errors?.[0].message).toBe('Invalid password reset request.');
    expect((await app.gql(REQUEST, { request })).errors?.[0].message).toBe('Invalid password reset request.');
  });

  it('an expired or unknown link is refused', async () => {
    const request = resetRequestFrom(await newMailTo('user@acme.test', () => app.rest('/api/v1/auth/forgotPassword', { username: 'user@acme.test' })));
    await app.services.prisma.passwordResetRequest.update({ where: { id: request }, data: { expirationDate: new Date(Date.now() - 1000) } });
    const expired = await app.gql(RESET, { request, password: STRONG, confirmPassword: STRONG });
    expect(expired.errors?.[0].message).toBe('Invalid password reset request.');
    const unknown = await app.rest('/api/v1/auth/resetPassword', { request: 'nope', password: STRONG, confirmPassword: STRONG });
    expect(unknown.body).toMatchObject({ success: false, error: 'Invalid password reset request.' });
  });

  it('answers byte for byte the same whether the account exists or not, in REST and GraphQL', async () => {
    const raw = async (path: string, body: unknown) => {
      const response = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, body: await response.text() };
    };
    const FORGOT = { query: 'mutation($username: String!) { forgotPassword(username: $username) }' };
    const answers = async (username: string) => [
      await raw('/api/v1/auth/forgotPassword', { username }),
      await raw('/graphql', { ...FORGOT, variables: { username } }),
    ];
    const existing = await answers('admin@borealis.test');
    const unknown = await answers('nobody-at-all@example.com');
    expect(unknown).toEqual(existing);
    expect(existing[0]).toEqual({ status: 200, body: '{"success":true,"result":true,"error":null}' });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    await app.jobsDone();
    const before = readdirSync(outbox).length;
    const sent = await app.rest('/api/v1/auth/forgotPassword', { username: 'nobody@example.com' });
    expect(sent.body).toEqual({ success: true, result: true, error: null });
    await app.jobsDone();
    expect(readdirSync(outbox).length).toBe(before);
    const invalid = await app.rest('/api/v1/auth/forgotPassword', { username: 'nobody' });
    expect(invalid.body.error).toBe('Invalid email address.');
  });

  it('never bypasses MFA: after a reset the passcode is still asked for', async () => {
    const request = resetRequestFrom(await newMailTo('mia@example.com', () => app.rest('/api/v1/auth/forgotPassword', { username: 'mia@example.com' })));
    const done = await app.gql(RESET, { request, password: 'Fresh-Start-2468', confirmPassword: 'Fresh-Start-2468' });
    expect(done.data.resetPassword).toBe(true);
    const login = await app.gql(LOGIN, { input: { username: 'mia@example.com', password: 'Fresh-Start-2468' } });
    expect(login.data.login).toMatchObject({ token: null, mfaRequired: true, needsEnrollment: false });
  });
});

describe('presence', () => {
  it('a session that runs out shows the user offline', async () => {
    await app.login('user@borealis.test');
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { username: 'user@borealis.test' } });
    expect(user.isLoggedIn).toBe(true);
    const { token } = await signSessionToken(app.services.config.tokenSecret, { userId: user.id, username: user.username, version: user.tokenVersion, sessionId: 'ran-out' }, -5);
    const answer = await app.gql(`mutation($token: String!) { sessionExpired(token: $token) }`, { token });
    expect(answer.data.sessionExpired).toBe(true);
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).isLoggedIn).toBe(false);
    // A forged token changes nothing.
    const forged = await signSessionToken('another-secret-another-secret-another-secret', { userId: user.id, username: user.username, version: 0, sessionId: 'forged' }, -5);
    expect((await app.gql(`mutation($token: String!) { sessionExpired(token: $token) }`, { token: forged.token })).data.sessionExpired).toBe(false);
  });
});
