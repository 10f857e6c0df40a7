import { randomUUID } from 'node:crypto';
import type { ExecutionResult, GraphQLResolveInfo } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Lists a resolver has already written as JSON text, spliced into the HTTP answer as it is
 * serialised. A quote's hundreds of lines are plain columns; writing them straight from the
 * database's text saves parsing every value, resolving every field and serialising it again.
 *
 * The splice is offered to operations answered over HTTP alone, whose answers Yoga serialises through
 * `result.stringify` (`canPrewrite` is false for graphql-ws, and the resolver takes the usual path).
 * It is attached as the answer is processed, to whatever result the other plugins left. The
 * resolver returns an empty list in place of the prewritten one; the answer's own structure
 * (aliases, lists of parents, a parent nulled by an error elsewhere) decides where the text lands.
 */
type Pending = Map<string, { path: (string | number)[]; json: string }>;
const pendingByRequest = new WeakMap<object, Pending>();

/** A resolver's path from the root of the answer, as response keys and list indexes. */
function pathOf(info: Pick<GraphQLResolveInfo, 'path'>): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: GraphQLResolveInfo['path'] | undefined = info.path; at; at = at.prev) path.push(at.key);
  return path.reverse();
}

/** Whether this operation's answer can carry prewritten lists. */
export const canPrewrite = (ctx: { request?: object }) => !!ctx.request && pendingByRequest.has(ctx.request);

/** Records `json` (a JSON array) as the value of the field `info` resolves; the resolver then returns []. */
export function prewrite(ctx: { request?: object }, info: Pick<GraphQLResolveInfo, 'path'>, json: string): void {
  const pending = ctx.request && pendingByRequest.get(ctx.request);
  if (!pending) throw new Error('This operation cannot carry prewritten JSON.');
  const path = pathOf(info);
  pending.set(path.join('\u0000'), { path, json });
}

/** Stands in for a list while the rest of the answer is serialised; random, so no value can imitate it. */
const MARKER = `prewritten-${randomUUID()}-`;

/** Serialises `result` with each prewritten list in its place (a list whose parent is gone is skipped). */
export function stringifyWithPrewritten(result: ExecutionResult, pending: Pending): string {
  const replaced: { parent: Record<string | number, unknown>; key: string | number; value: unknown }[] = [];
  const texts: string[] = [];
  for (const { path, json } of pending.values()) {
    let parent = result.data as Record<string | number, unknown> | null | undefined;
    for (let i = 0; parent && i < path.length - 1; i += 1) parent = parent[path[i]] as Record<string | number, unknown> | null;
    const key = path[path.length - 1];
    if (!parent || !Array.isArray(parent[key])) continue;
    replaced.push({ parent, key, value: parent[key] });
    parent[key] = `${MARKER}${texts.length}`;
    texts.push(json);
  }
  try {
    const text = JSON.stringify(result);
    // The small answer's pieces around each marker and the lists between them, concatenated (not
    // copied), in the answer's order (lists are recorded as their resolvers finish).
    const found = texts.map((json, index) => {
      const marker = `"${MARKER}${index}"`;
      return { json, at: text.indexOf(marker), length: marker.length };
    });
    found.sort((a, b) => a.at - b.at);
    let answer = '';
    let from = 0;
    for (const { json, at, length } of found) {
      answer += text.slice(from, at) + json;
      from = at + length;
    }
    return answer + text.slice(from);
  } finally {
    for (const { parent, key, value } of replaced) parent[key] = value;
  }
}

/** Offers the splice to queries and mutations answered over HTTP (not to graphql-ws, which serialises on its own). */
export function usePrewrittenJson(): Plugin {
  return {
    onExecute({ args }) {
      const ctx = args.contextValue as { request?: object; connectionParams?: unknown };
      if (ctx.request && ctx.connectionParams === undefined) pendingByRequest.set(ctx.request, new Map());
    },
    onResultProcess({ request, result }) {
      const pending = pendingByRequest.get(request);
      pendingByRequest.delete(request);
      if (!pending?.size) return;
      // Batching is off and queries and mutations give one result; anything else would lose the lists.
      if (Array.isArray(result) || Symbol.asyncIterator in result) throw new Error('Prewritten lists need a single result.');
      // The lists are handed over once: whatever still holds the result after the answer is sent
      // (V8 may place such objects straight in the old generation) must not keep hundreds of rows'
      // strings alive, which made every young-generation collection copy them (a millisecond a request).
      let unwritten: Pending | null = pending;
      (result as ExecutionResult & { stringify?: (answer: ExecutionResult) => string }).stringify = (answer) => {
        if (!unwritten) throw new Error('Prewritten lists are written once.');
        const lists = unwritten;
        unwritten = null;
        return stringifyWithPrewritten(answer, lists);
      };
    },
  };
}
