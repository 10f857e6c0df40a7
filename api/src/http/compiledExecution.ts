import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { getOperationAST, Kind, type DocumentNode, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Runs queries as code compiled once per document (graphql-jit): a quote screen resolves
 * thousands of fields, and compiled code reads plain fields without graphql-js's per-field
 * bookkeeping. Documents are cached with Yoga's parsed-document cache, so the compiled code lives
 * as long as the parsed document. A mutation of several fields keeps the standard executor, which
 * runs them one after another and stops at the first failure (a request of aliased sign-ins is one
 * guess, not eight); a mutation of one field has nothing to order and is compiled too.
 * Subscriptions, and any document the compiler cannot handle, keep the standard executor.
 */
const compilable = (operation: OperationDefinitionNode) =>
  operation.operation === 'query' ||
  (operation.operation === 'mutation' && operation.selectionSet.selections.length === 1 && operation.selectionSet.selections[0].kind === Kind.FIELD);

export function useCompiledExecution(): Plugin {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

  const compiledFor = (args: { schema: Parameters<typeof compileQuery>[0]; document: DocumentNode; operationName?: string | null }) => {
    let byOperation = compiled.get(args.document);
    if (!byOperation) compiled.set(args.document, (byOperation = new Map()));
    const key = args.operationName ?? '';
    let entry = byOperation.get(key);
    if (entry === undefined) {
      const operation = getOperationAST(args.document, args.operationName);
      const result = operation && compilable(operation) ? compileQuery(args.schema, args.document, args.operationName ?? undefined) : null;
      entry = result && isCompiledQuery(result) ? result : null;
      byOperation.set(key, entry);
    }
    return entry;
  };

  return {
    onExecute({ args, setExecuteFn }) {
      const entry = compiledFor(args);
      if (entry) setExecuteFn((execution) => entry.query(execution.rootValue, execution.contextValue, execution.variableValues) as Promise<ExecutionResult>);
    },
  };
}
