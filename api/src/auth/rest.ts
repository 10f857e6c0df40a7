import { z } from 'zod';
import { defineRestOperation } from '../rest/registry.ts';
import { login, signOut } from './service.ts';

defineRestOperation({
  family: 'auth',
  operation: 'login',
  scope: 'public',
  body: z.object({
    username: z.string({ error: 'Email address is required.' }),
    password: z.string({ error: 'Password is required.' }),
    stayLoggedIn: z.boolean().optional().default(false),
  }),
  handler: async (ctx, body) => {
    const result = await login(ctx, body);
    return {
      token: result.token,
      expiresAt: result.expiresAt,
      mfaRequired: result.mfaRequired,
      platformRequiresMFA: result.platformRequiresMFA,
    };
  },
});

defineRestOperation({
  family: 'auth',
  operation: 'signOut',
  scope: 'signedIn',
  body: z.object({}).passthrough(),
  handler: (ctx) => signOut(ctx),
});
