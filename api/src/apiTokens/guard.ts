import { defaultFieldResolver, type GraphQLField, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { Context } from '../context.ts';
import { apiTokenRefusal, type OperationAccess } from './scopes.ts';

/**
 * Puts every root field behind the caller's API token scopes: query and subscription fields need
 * `read`, mutation fields `write` (or the scope that names them), and no token reaches the
 * identity paths. Checked per root field, so aliases and fragments change nothing; callers that
 * are users pass straight through. REST shims make the same check (rest/registry.ts).
 */
export function guardRootFieldsForApiTokens(schema: GraphQLSchema): GraphQLSchema {
  const roots: [GraphQLObjectType | null | undefined, OperationAccess][] = [
    [schema.getQueryType(), 'read'],
    [schema.getMutationType(), 'write'],
    [schema.getSubscriptionType(), 'read'],
  ];
  for (const [type, access] of roots) {
    if (!type) continue;
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, Context>[]) {
      const name = field.name;
      const check = (ctx: Context) => {
        const refusal = ctx.viewer?.apiToken ? apiTokenRefusal(ctx.viewer, { name, access }) : null;
        if (refusal) throw refusal;
      };
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx, info) => {
        check(ctx);
        return resolve(source, args, ctx, info);
      };
      const subscribe = field.subscribe;
      if (subscribe) {
        field.subscribe = (source, args, ctx, info) => {
          check(ctx);
          return subscribe(source, args, ctx, info);
        };
      }
    }
  }
  return schema;
}
