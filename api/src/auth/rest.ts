import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import type { Context } from '../context.ts';
import {
  expireSession,
  forgotPassword,
  getPasswordResetRequest,
  login,
  mfaSecretFor,
  registerWithPassword,
  resetPassword,
  signOut,
  signUp,
  verifyPasscode,
  type LoginResult,
} from './service.ts';
import { SIGN_IN_MESSAGES } from '@quotecraft/rules/passwords';

const loginAnswerSchema = z.object({
  token: z.string().nullable().describe('the session token; while a passcode is due, the pending sign-in token to send as the bearer of getSecret and authorize'),
  expiresAt: z.number().nullable().describe('when the session token expires, seconds since 1970'),
  mfaRequired: z.boolean().describe('true: `token` is the pending sign-in token and a passcode is due (auth/authorize)'),
  platformRequiresMFA: z.boolean(),
  mfaToken: z.string().nullable().describe('the pending sign-in token again, while a passcode is due'),
  needsEnrollment: z.boolean().describe('the user has no authenticator yet: show the QR code (also answered by getSecret)'),
  secret: z.string().nullable().describe('enrolment only: the secret offered; an enrolled user\'s secret is never sent'),
  otpauthUrl: z.string().nullable(),
  qrCode: z.string().nullable().describe('enrolment only: the otpauth URL as a PNG data URL'),
});

/**
 * The login answer of spec part 2 §7: `token`, `secret` and `platformRequiresMFA`. While a passcode
 * is still due, `token` is the pending sign-in token (also `mfaToken`): the legacy client sends it
 * as the bearer of `getSecret` and `authorize`, and only `authorize` answers a session token.
 */
const loginAnswer = (result: LoginResult): z.infer<typeof loginAnswerSchema> => ({
  token: result.mfaRequired ? (result.mfaToken ?? null) : result.token,
  expiresAt: result.expiresAt,
  mfaRequired: result.mfaRequired,
  platformRequiresMFA: result.platformRequiresMFA,
  mfaToken: result.mfaToken ?? null,
  needsEnrollment: result.needsEnrollment ?? false,
  secret: result.secret ?? null,
  otpauthUrl: result.otpauthUrl ?? null,
  qrCode: result.qrCode ?? null,
});

defineRestOperation({
  family: 'auth',
  operation: 'login',
  scope: 'public',
  summary: 'Signs in with email address and password. Without MFA `token` is the session token; otherwise a passcode follows (getSecret, authorize).',
  body: z.object({
    username: z.string({ error: 'Email address is required.' }),
    password: z.string({ error: 'Password is required.' }),
    stayLoggedIn: z.boolean().optional().default(false),
  }),
  answer: loginAnswerSchema,
  handler: async (ctx, body) => loginAnswer(await login(ctx, body)),
});

/** The pending sign-in token: the bearer of the legacy calls, or `mfaToken` in the body. */
const pendingSignInToken = (ctx: Context, mfaToken: string | undefined) => mfaToken ?? ctx.bearerToken ?? '';

defineRestOperation({
  family: 'auth',
  operation: 'authorize',
  scope: 'public',
  summary: 'The passcode step, with the pending sign-in token (login\'s `token`) as the bearer: a right passcode answers the session token.',
  body: z.object({
    token: z.string().optional().describe('the passcode, six digits ("123 456" also works)'),
    passcode: z.string().optional().describe('the passcode under its GraphQL name'),
    username: z.string().optional().describe('the account signing in; must be the pending sign-in\'s'),
    secret: z.string().optional().describe('enrolment: the secret getSecret offered; must be that one'),
    mfaToken: z.string().optional().describe('the pending sign-in token, when it is not sent as the bearer'),
  }),
  answer: loginAnswerSchema.extend({ isVerified: z.literal(true) }),
  handler: async (ctx, body) => {
    const result = await verifyPasscode(ctx, {
      mfaToken: pendingSignInToken(ctx, body.mfaToken),
      passcode: body.token ?? body.passcode ?? '',
      username: body.username,
      secret: body.secret,
    });
    return { isVerified: true as const, ...loginAnswer(result) };
  },
});

defineRestOperation({
  family: 'auth',
  operation: 'getSecret',
  scope: 'public',
  summary: 'Enrolment: the secret and QR code to scan, for the pending sign-in token sent as the bearer (empty body). "Cannot generate secret." otherwise.',
  body: z.object({ mfaToken: z.string().optional().describe('the pending sign-in token, when it is not sent as the bearer') }),
  answer: z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string().describe('a PNG data URL') }),
  handler: (ctx, body) => mfaSecretFor(ctx, pendingSignInToken(ctx, body.mfaToken)),
});

const signUpBody = z.object({
  name: z.string().optional().default(''),
  username: z.string().optional().default(''),
  password: z.string().optional(),
  confirmPassword: z.string().optional(),
  stayLoggedIn: z.boolean().optional().default(false),
});

defineRestOperation({
  family: 'auth',
  operation: 'signUp',
  summary:
    '"Try it out!": a public account on the default platform (a random password when none is given, with a link to choose one in the welcome email). The answer is the same whether the address already has an account or not; its owner is mailed instead.',
  scope: 'public',
  body: signUpBody,
  answer: z.literal(true),
  handler: (ctx, body) => signUp(ctx, body),
});

defineRestOperation({
  family: 'auth',
  operation: 'register',
  scope: 'public',
  summary: 'Password registration: as signUp with a password; the first sign-in enrols an authenticator. The same answer whether the address already has an account or not.',
  body: signUpBody,
  answer: z.literal(true),
  handler: (ctx, body) => registerWithPassword(ctx, body),
});

defineRestOperation({
  family: 'auth',
  operation: 'forgotPassword',
  scope: 'public',
  summary: 'Mails a reset link when the account exists; the answer is the same either way.',
  body: z.object({ username: z.string().optional().default('') }),
  answer: z.literal(true),
  handler: (ctx, body) => forgotPassword(ctx, body),
});

defineRestOperation({
  family: 'auth',
  operation: 'resetPassword',
  scope: 'public',
  summary: 'A new password from a reset link (`request` is its query parameter); every session of the user ends.',
  body: z.object({
    request: z.string().optional().default(''),
    password: z.string().optional().default(''),
    confirmPassword: z.string().optional().default(''),
  }),
  answer: z.literal(true),
  handler: (ctx, body) => resetPassword(ctx, body),
});

defineRestOperation({
  family: 'auth',
  operation: 'signOut',
  scope: 'signedIn',
  summary: "Ends the caller's session.",
  body: z.object({}),
  answer: z.boolean(),
  handler: (ctx) => signOut(ctx),
});

defineRestOperation({
  family: 'auth',
  operation: 'sessionExpired',
  scope: 'public',
  summary: 'Tells the server a session token ran out, so its user shows offline.',
  body: z.object({ token: z.string() }),
  answer: z.boolean(),
  handler: (ctx, body) => expireSession(ctx, body.token),
});

defineRestOperation({
  family: 'userManagement',
  operation: 'getPasswordResetRequest',
  scope: 'public',
  summary: `A reset link's request while it is unused and unexpired ("${SIGN_IN_MESSAGES.invalidResetRequest}" otherwise).`,
  body: z.object({ passwordResetRequestId: z.string().optional().default('') }),
  answer: z.object({ id: z.string(), userId: z.number(), username: z.string(), expirationDate: z.string().describe('ISO 8601 time') }),
  handler: async (ctx, body) => {
    const request = await getPasswordResetRequest(ctx, body.passwordResetRequestId);
    return { ...request, expirationDate: request.expirationDate.toISOString() };
  },
});
