import { getOperationAST, type ExecutionResult, type GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { context as otelContext, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { errorsTotal, graphqlOperationDuration } from './metrics.ts';
import { requestLogState } from './logger.ts';
import { tracer, tracingEnabled } from './tracing.ts';

/** Operation names clients choose become labels: well-formed ones, and no more than this many. */
const MAX_OPERATION_NAMES = 500;
const seenNames = new Set<string>();
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (!NAME.test(name)) return 'invalid';
  if (seenNames.has(name)) return name;
  if (seenNames.size >= MAX_OPERATION_NAMES) return 'other';
  seenNames.add(name);
  return name;
}

export function countGraphQLErrors(errors: readonly GraphQLError[] | undefined) {
  for (const error of errors ?? []) {
    const code = error.extensions?.code;
    errorsTotal.inc({ source: 'graphql', code: typeof code === 'string' && NAME.test(code) ? code : 'UNKNOWN' });
  }
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/** An execution inside a span of its own: what it calls (Prisma, the ERP) becomes the span's children. */
const traceExecution = (_payload: unknown, wrapped: () => unknown) => {
  const span = tracer().startSpan('graphql.execute', { kind: SpanKind.INTERNAL });
  return otelContext.with(trace.setSpan(otelContext.active(), span), async () => {
    try {
      await wrapped();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
      throw error;
    } finally {
      span.end();
    }
  });
};

/**
 * Each GraphQL execution (over HTTP and on live sockets): its duration by operation name and type,
 * its errors by code, the operation's name on the request's log line, and, when tracing, a span
 * `graphql.<type> <name>` around it (its database and ERP spans inside).
 */
export function useObservability(): Plugin {
  return {
    // Only a server made while tracing is on wraps executions in spans (main.ts starts tracing first).
    instrumentation: tracingEnabled() ? { execute: traceExecution } : undefined,
    onValidate() {
      return ({ result }) => countGraphQLErrors(result as readonly GraphQLError[]);
    },
    onExecute({ args }) {
      const started = performance.now();
      const operation = getOperationAST(args.document, args.operationName);
      const name = operationLabel(args.operationName ?? operation?.name?.value);
      const type = operation?.operation ?? 'query';
      const state = requestLogState.getStore();
      if (state) state.operation = name;
      const span = tracingEnabled() ? trace.getActiveSpan() : undefined;
      span?.updateName(`graphql.${type} ${name}`);
      span?.setAttributes({ 'graphql.operation.name': name, 'graphql.operation.type': type });
      return {
        onExecuteDone({ result }) {
          graphqlOperationDuration.observe({ operation: name, type }, (performance.now() - started) / 1000);
          if (isAsyncIterable(result)) return;
          const errors = (result as ExecutionResult).errors;
          countGraphQLErrors(errors);
          if (errors?.length) span?.setStatus({ code: SpanStatusCode.ERROR, message: errors[0]!.message });
        },
      };
    },
  };
}
