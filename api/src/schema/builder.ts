import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { AppError } from './errors.ts';
import { ROLE_LEVEL, type Context } from './context.ts';

export interface AuthScopes {
  /** anyone, visitors included */
  public: boolean;
  /** signed in at any role level */
  signedIn: boolean;
  /** signed in with a role level above 0 */
  guarded: boolean;
  /** role level 5 or 9 */
  admin: boolean;
  /** role level 9 */
  superAdmin: boolean;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Decimal: { Input: Prisma.Decimal; Output: Prisma.Decimal | string | number };
    JSON: { Input: unknown; Output: unknown };
  };
  Connection: { totalCount: number; offset: number; limit: number };
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    treatErrorsAsUnauthorized: false,
    unauthorizedError: (_parent, context) =>
      context.viewer
        ? new AppError('You do not have access to this.', { code: 'FORBIDDEN' })
        : new AppError(context.tokenExpired ? 'Your login token has expired.' : 'You must be signed in.', {
            code: 'UNAUTHENTICATED',
          }),
    authScopes: (context) => {
      const level = context.viewer?.roleLevel ?? -1;
      return {
        public: true,
        signedIn: level > -1,
        guarded: level > ROLE_LEVEL.public,
        admin: level >= ROLE_LEVEL.admin,
        superAdmin: level >= ROLE_LEVEL.superAdmin,
      };
    },
  },
  prisma: {
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeQueryOptions: { authScopes: { public: true } },
    nodesQueryOptions: false,
  },
});
