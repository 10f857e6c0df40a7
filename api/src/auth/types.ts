import { builder } from '../schema/builder.ts';
import { UserRef } from '../users/types.ts';
import { login, signOut } from './service.ts';

builder.queryField('me', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null for visitors.',
    authScopes: { public: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.viewer?.kind === 'user' && ctx.viewer.userId != null
        ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.userId } })
        : null,
  }),
);

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    username: t.string({ required: true }),
    password: t.string({ required: true }),
    stayLoggedIn: t.boolean({ required: false, defaultValue: false }),
  }),
});

interface LoginPayloadShape {
  token: string | null;
  expiresAt: number | null;
  userId: number | null;
  mfaRequired: boolean;
  platformRequiresMFA: boolean;
}

const LoginPayload = builder.objectRef<LoginPayloadShape>('LoginPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token', { nullable: true, description: 'Session token; null while a passcode is still required' }),
    expiresAt: t.exposeInt('expiresAt', { nullable: true, description: 'Token expiry, seconds since the epoch' }),
    mfaRequired: t.exposeBoolean('mfaRequired'),
    platformRequiresMFA: t.exposeBoolean('platformRequiresMFA'),
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

builder.mutationField('signOut', (t) =>
  t.boolean({
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => signOut(ctx),
  }),
);
