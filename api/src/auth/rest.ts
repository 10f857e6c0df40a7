import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
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

/** The legacy answer: token, secret and platformRequiresMFA, plus the passcode step's details. */
const loginAnswer = (result: LoginResult) => ({
  token: result.token,
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
  body: z.object({
    username: z.string({ error: 'Email address is required.' }),
    password: z.string({ error: 'Password is required.' }),
    stayLoggedIn: z.boolean().optional().default(false),
  }),
  handler: async (ctx, body) => loginAnswer(await login(ctx, body)),
});

const passcodeBody = z.object({
  // the legacy name of the passcode is `token`
  token: z.string().optional(),
  passcode: z.string().optional(),
  mfaToken: z.string({ error: 'mfaToken is required.' }),
  username: z.string().optional(),
  secret: z.string().optional(),
});

defineRestOperation({
  family: 'auth',
  operation: 'authorize',
  scope: 'public',
  body: passcodeBody,
  handler: async (ctx, body) => {
    const result = await verifyPasscode(ctx, { mfaToken: body.mfaToken, passcode: body.passcode ?? body.token ?? '' });
    return { isVerified: true, ...loginAnswer(result) };
  },
});

defineRestOperation({
  family: 'auth',
  operation: 'getSecret',
  scope: 'public',
  body: z.object({ mfaToken: z.string().optional() }),
  handler: (ctx, body) => mfaSecretFor(ctx, body.mfaToken),
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
  scope: 'public',
  body: signUpBody,
  handler: async (ctx, body) => loginAnswer(await signUp(ctx, body)),
});

defineRestOperation({
  family: 'auth',
  operation: 'register',
  scope: 'public',
  body: signUpBody,
  handler: async (ctx, body) => loginAnswer(await registerWithPassword(ctx, body)),
});

defineRestOperation({
  family: 'auth',
  operation: 'forgotPassword',
  scope: 'public',
  body: z.object({ username: z.string().optional().default('') }),
  handler: (ctx, body) => forgotPassword(ctx, body),
});

defineRestOperation({
  family: 'auth',
  operation: 'resetPassword',
  scope: 'public',
  body: z.object({
    request: z.string().optional().default(''),
    password: z.string().optional().default(''),
    confirmPassword: z.string().optional().default(''),
  }),
  handler: (ctx, body) => resetPassword(ctx, body),
});

defineRestOperation({
  family: 'auth',
  operation: 'signOut',
  scope: 'signedIn',
  body: z.object({}).passthrough(),
  handler: (ctx) => signOut(ctx),
});

defineRestOperation({
  family: 'auth',
  operation: 'sessionExpired',
  scope: 'public',
  body: z.object({ token: z.string() }),
  handler: (ctx, body) => expireSession(ctx, body.token),
});

defineRestOperation({
  family: 'userManagement',
  operation: 'getPasswordResetRequest',
  scope: 'public',
  body: z.object({ passwordResetRequestId: z.string().optional().default('') }),
  handler: (ctx, body) => getPasswordResetRequest(ctx, body.passwordResetRequestId),
});
