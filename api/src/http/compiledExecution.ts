import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { getOperationAST, GraphQLError, type DocumentNode, type ExecutionResult, type OperationDefinitionNode, type Source, type SourceLocation } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Runs queries as code compiled once per document (graphql-jit): a quote screen resolves
 * thousands of fields, and compiled code reads plain fields without graphql-js's per-field
 * bookkeeping. Documents are cached with Yoga's parsed-document cache, so the compiled code lives
 * as long as the parsed document. Mutations keep the standard executor: it runs their fields one
 * after another and stops at the first failure (a request of aliased sign-ins is one guess, not
 * eight), and it hands each field's resolver the same response-path object its children see as
 * their parent's, which the Prisma plugin finds a row's planned selection by: compiled code builds
 * a new path object for every call, so an object reached through a to-one relation (a line's quote
 * in a mutation's answer) is read again by a fallback query. A mutation's answer is small; the
 * large reads are queries. Subscriptions, and any document the compiler cannot handle, keep the
 * standard executor too.
 */
const compilable = (operation: OperationDefinitionNode) => operation.operation === 'query';

/** The offset in `source` of a line and column (both from 1), as graphql-js counts lines. */
function positionOf(source: Source, { line, column }: SourceLocation): number {
  const lineBreak = /\r\n|[\n\r]/g;
  let lineStart = 0;
  for (let current = 1; current < line; current += 1) {
    const found = lineBreak.exec(source.body);
    if (!found) break;
    lineStart = found.index + found[0].length;
  }
  return lineStart + column - 1;
}

/**
 * graphql-jit's errors carry their `locations` as a plain value, without the nodes or source
 * positions graphql-js errors keep: Yoga rebuilds every error of an answer from those (as does
 * `useRecordNotFound`), so the locations would be lost. Each becomes a graphql-js error at the same place.
 */
function withLocations(result: ExecutionResult, document: DocumentNode): ExecutionResult {
  const source = document.loc?.source;
  if (!source || !result.errors?.some((error) => !error.nodes && error.locations?.length)) return result;
  const errors = result.errors.map((error) =>
    error.nodes || !error.locations?.length
      ? error
      : new GraphQLError(error.message, {
          source,
          positions: error.locations.map((location) => positionOf(source, location)),
          path: error.path,
          originalError: error.originalError ?? undefined,
          extensions: error.extensions,
        }),
  );
  return { ...result, errors };
}

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
      if (entry) {
        setExecuteFn(async (execution) =>
          withLocations(await (entry.query(execution.rootValue, execution.contextValue, execution.variableValues) as Promise<ExecutionResult>), execution.document),
        );
      }
    },
  };
}
