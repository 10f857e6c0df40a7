import { builder } from '../schema/builder.ts';
import { unauthorizedError } from '../schema/scopes.ts';
import { UserRef } from '../users/types.ts';
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

builder.queryField('me', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null for visitors (with an error when the token sent has expired or its session ended).',
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) => {
      if (ctx.tokenExpired) throw unauthorizedError(ctx);
      // Read the selection even for visitors, so the plugin does not report it as unused.
      const selection = { ...query };
      return ctx.viewer?.kind === 'user' && ctx.viewer.userId != null
        ? ctx.prisma.user.findUnique({ ...selection, where: { id: ctx.viewer.userId } })
        : null;
    },
  }),
);

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    stayLoggedIn: t.boolean({ required: false, defaultValue: false }),
  }),
});

const LoginPayload = builder.objectRef<LoginResult>('LoginPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token', { nullable: true, description: 'Session token; null while a passcode is still required' }),
    expiresAt: t.exposeInt('expiresAt', { nullable: true, description: 'Token expiry, seconds since the epoch' }),
    mfaRequired: t.exposeBoolean('mfaRequired'),
    platformRequiresMFA: t.exposeBoolean('platformRequiresMFA'),
    mfaToken: t.string({
      nullable: true,
      description: 'While mfaRequired: a short-lived token to send with the passcode to verifyPasscode',
      resolve: (payload) => payload.mfaToken ?? null,
    }),
    needsEnrollment: t.boolean({
      description: 'The user has no authenticator secret yet: show the QR code, then ask for a passcode',
      resolve: (payload) => payload.needsEnrollment ?? false,
    }),
    secret: t.string({ nullable: true, description: 'Enrolment only: the new secret', resolve: (payload) => payload.secret ?? null }),
    otpauthUrl: t.string({ nullable: true, resolve: (payload) => payload.otpauthUrl ?? null }),
    qrCode: t.string({ nullable: true, description: 'Enrolment only: the otpauth URL as a PNG data URL', resolve: (payload) => payload.qrCode ?? null }),
    user: t.field({
      type: UserRef,
      nullable: true,
      resolve: (payload, _args, ctx) =>
        payload.token && payload.userId != null ? ctx.prisma.user.findUnique({ where: { id: payload.userId } }) : null,
    }),
  }),
});

builder.mutationField('login', (t) =>
  t.field({
    type: LoginPayload,
    authScopes: { public: true },
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      login(ctx, { username: input.username, password: input.password, stayLoggedIn: input.stayLoggedIn ?? false }),
  }),
);

builder.mutationField('verifyPasscode', (t) =>
  t.field({
    type: LoginPayload,
    description: 'Completes a sign-in that needs a passcode (and enrols the authenticator on first use).',
    authScopes: { public: true },
    args: { mfaToken: t.arg.string({ required: true }), passcode: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => verifyPasscode(ctx, args),
  }),
);

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    username: t.string({ required: true }),
    password: t.string({ required: false }),
    confirmPassword: t.string({ required: false }),
    stayLoggedIn: t.boolean({ required: false, defaultValue: false }),
  }),
});

builder.mutationField('signUp', (t) =>
  t.boolean({
    description:
      '"Try it out!": a public account on the default platform. Answers true whether the address already has an account or not; the account and its welcome email (or, for a taken address, an email to its owner) follow.',
    authScopes: { public: true },
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: (_root, { input }, ctx) => signUp(ctx, input),
  }),
);

builder.mutationField('registerWithPassword', (t) =>
  t.boolean({
    description:
      'As signUp, with a password required; the first sign-in then enrols an authenticator. Answers true whether the address already has an account or not.',
    authScopes: { public: true },
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: (_root, { input }, ctx) => registerWithPassword(ctx, input),
  }),
);

builder.mutationField('forgotPassword', (t) =>
  t.boolean({
    description: 'Emails a password reset link when the account exists (the answer is the same either way).',
    authScopes: { public: true },
    args: { username: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => forgotPassword(ctx, args),
  }),
);

const PasswordResetRequestRef = builder
  .objectRef<{ id: string; userId: number; username: string; expirationDate: Date }>('PasswordResetRequest')
  .implement({
    fields: (t) => ({
      request: t.exposeString('id'),
      userId: t.exposeInt('userId'),
      username: t.exposeString('username'),
      expirationDate: t.expose('expirationDate', { type: 'DateTime' }),
    }),
  });

builder.queryField('passwordResetRequest', (t) =>
  t.field({
    type: PasswordResetRequestRef,
    description: `An unused, unexpired reset link ("${SIGN_IN_MESSAGES.invalidResetRequest}" otherwise).`,
    authScopes: { public: true },
    args: { request: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getPasswordResetRequest(ctx, args.request),
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.boolean({
    authScopes: { public: true },
    args: {
      request: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      confirmPassword: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => resetPassword(ctx, args),
  }),
);

const EnrolmentRef = builder
  .objectRef<{ secret: string; otpauthUrl: string; qrCode: string }>('MfaEnrolment')
  .implement({
    fields: (t) => ({
      secret: t.exposeString('secret'),
      otpauthUrl: t.exposeString('otpauthUrl'),
      qrCode: t.exposeString('qrCode'),
    }),
  });

builder.queryField('mfaEnrolment', (t) =>
  t.field({
    type: EnrolmentRef,
    description: 'The secret and QR code offered by an open enrolment step ("Cannot generate secret." otherwise).',
    authScopes: { public: true },
    args: { mfaToken: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => mfaSecretFor(ctx, args.mfaToken),
  }),
);

builder.mutationField('signOut', (t) =>
  t.boolean({
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => signOut(ctx),
  }),
);

builder.mutationField('sessionExpired', (t) =>
  t.boolean({
    description: 'Tells the server a session token ran out, so its user is shown offline.',
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => expireSession(ctx, args.token),
  }),
);
