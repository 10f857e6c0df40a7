// One live event, many subscribers: the answer a subscription sends for an event is worked out once
// per audience on each instance, not once per socket. A subscription field declares its audience
// (`liveAudience` in its GraphQL extensions): which types and fields its shared answer may contain, and the key
// of the audience a subscriber belongs to for an event (for an order's events: the caller's kind,
// platform and role level). Every subscriber is still checked on its own first (the field's
// `subscribe` filters each event against the caller as they are now, see rights.ts); only the
// subscribers the event passed share an answer, and only with those of the same audience, the same
// document and the same variables. A document that reaches further (an order's cost or lines, whose
// fields follow each caller's own rights) is answered per subscriber, as before.
import {
  createSourceEventStream,
  execute,
  getNamedType,
  getOperationAST,
  isObjectType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Viewer } from '../schema/access.ts';
import { withDomainErrors } from '../http/graphqlErrors.ts';
import { letGoOfEventState } from './eventState.ts';
import { markAnswersComplete } from './sharedAnswers.ts';

export interface LiveAudience<Event = never> {
  /** the GraphQL types whose fields (every field) an answer shared by an audience may hold */
  types?: readonly string[];
  /** fields of other types an answer shared by an audience may hold: those the audience's key decides alike for all its members */
  fields?: Readonly<Record<string, readonly string[]>>;
  /** the audience of a subscriber the event has passed: subscribers with equal keys get the same answer */
  key(viewer: Viewer, event: Event): string;
}

/** The extensions of a subscription field whose answers an audience shares. */
export const liveAudience = <Event>(audience: LiveAudience<Event>) => ({ liveAudience: audience as unknown as LiveAudience<unknown> });

/**
 * The audience a subscription operation's answers are shared by, or null when it has none: its one
 * root field declares one and every field it selects (through fragments too) belongs to the
 * audience's types.
 */
export function audienceOf(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): LiveAudience<unknown> | null {
  const operation = getOperationAST(document, operationName);
  const subscriptionType = schema.getSubscriptionType();
  if (!operation || operation.operation !== 'subscription' || !subscriptionType) return null;
  const roots = operation.selectionSet.selections;
  if (roots.length !== 1 || roots[0]!.kind !== 'Field') return null;
  const audience = subscriptionType.getFields()[roots[0]!.name.value]?.extensions?.liveAudience as LiveAudience<unknown> | undefined;
  if (!audience) return null;
  const allowed = new Set([subscriptionType.name, ...(audience.types ?? [])]);
  const allowedFields = audience.fields ?? {};
  const mayHold = (type: string, field?: string) => allowed.has(type) || (field !== undefined && allowedFields[type]?.includes(field)) || (field === undefined && type in allowedFields);
  const typeInfo = new TypeInfo(schema);
  let shared = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value === '__typename') return;
        const parent = typeInfo.getParentType();
        const returned = typeInfo.getType();
        const named = returned ? getNamedType(returned) : null;
        if (!parent || !mayHold(parent.name, node.name.value) || (named && isObjectType(named) && !mayHold(named.name))) shared = false;
      },
    }),
  );
  return shared ? audience : null;
}

/**
 * The answers of one event, by document and then by operation, variables and audience. The event
 * is the very object every subscriber of an instance receives from the pub/sub, so they are let go
 * with it, once every subscriber has had it.
 */
const answersOfEvent = new WeakMap<object, Map<DocumentNode, Map<string, Promise<ExecutionResult>>>>();

function sharedAnswer(event: object, document: DocumentNode, key: string, answer: () => Promise<ExecutionResult>): Promise<ExecutionResult> {
  let byDocument = answersOfEvent.get(event);
  if (!byDocument) answersOfEvent.set(event, (byDocument = new Map()));
  let byKey = byDocument.get(document);
  if (!byKey) byDocument.set(document, (byKey = new Map()));
  let pending = byKey.get(key);
  if (!pending) byKey.set(key, (pending = answer()));
  return pending;
}

/** Shares the answers of subscriptions that declare an audience (see above). */
export function useAudiencePayloads(): Plugin {
  const audiences = new WeakMap<DocumentNode, Map<string, LiveAudience<unknown> | null>>();
  const audienceFor = (args: ExecutionArgs) => {
    let byOperation = audiences.get(args.document);
    if (!byOperation) audiences.set(args.document, (byOperation = new Map()));
    const name = args.operationName ?? '';
    if (!byOperation.has(name)) byOperation.set(name, audienceOf(args.schema, args.document, args.operationName));
    return byOperation.get(name)!;
  };
  return {
    onSubscribe({ args, setSubscribeFn }) {
      const audience = audienceFor(args);
      if (!audience) return;
      setSubscribeFn(async (subscription) => {
        const source = await createSourceEventStream(subscription);
        if (!(Symbol.asyncIterator in source)) return source;
        const variables = JSON.stringify(subscription.variableValues ?? {});
        const context = subscription.contextValue as { viewer: Viewer | null };
        const answer = async (event: unknown) => {
          try {
            return withDomainErrors(await execute({ ...subscription, rootValue: event }));
          } finally {
            letGoOfEventState(subscription.contextValue);
          }
        };
        return markAnswersComplete(mapEvents(source, (event) => {
          // the viewer as the subscription's own check has just brought it up to date
          const viewer = context.viewer;
          if (!viewer || typeof event !== 'object' || event === null) return answer(event);
          const key = `${subscription.operationName ?? ''}\n${variables}\n${audience.key(viewer, event as never)}`;
          return sharedAnswer(event, subscription.document, key, () => answer(event));
        }));
      });
    },
  };
}

/** The answers to a stream of events, one event at a time. */
function mapEvents(source: AsyncIterable<unknown>, answer: (event: unknown) => Promise<ExecutionResult>): AsyncIterableIterator<ExecutionResult> {
  const events = source[Symbol.asyncIterator]();
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      const next = await events.next();
      return next.done ? { done: true, value: undefined } : { done: false, value: await answer(next.value) };
    },
    async return() {
      await events.return?.();
      return { done: true, value: undefined };
    },
  };
}
