import SchemaBuilder from '@pothos/core';
import type { GraphQLResolveInfo } from 'graphql';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin, { resolveNodes } from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import './zodMessages.ts';
import { resolveVisibleNode, resolveVisibleNodes, scopeRefusal, scopesFor, type AuthScopes } from './scopes.ts';
import { runsInProduction } from '../config.ts';

/** One record by its global id, as `node(id)` loads it (set once the builder exists). */
let loadNode: (context: Context, info: GraphQLResolveInfo, id: { typename: string; id: string }) => Promise<unknown>;

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
    unauthorizedError: (_parent, context, _info, result) => scopeRefusal(context, result.message),
    authScopes: scopesFor,
  },
  prisma: {
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: runsInProduction() ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeQueryOptions: {
      authScopes: { public: true },
      resolve: (_root, args, context, info, resolveNode) => resolveVisibleNode(context, info, args.id, () => resolveNode(args.id)),
    },
    nodesQueryOptions: {
      description: 'Records by their global ids, in the order given, each as node(id) answers it: null, with the same error, where missing or hidden.',
      authScopes: { public: true },
      resolve: (_root, args, context, info) =>
        resolveVisibleNodes(context, info, args.ids, (id) => loadNode(context, info, id)),
    },
  },
});

loadNode = async (context, info, id) => (await resolveNodes(builder, context, info, [id]))[0];
