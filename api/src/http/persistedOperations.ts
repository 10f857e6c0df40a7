import { readFileSync } from 'node:fs';
import { GraphQLError, parse, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Config } from '../config.ts';
import { API_TOKEN_PREFIX } from '../auth/tokens.ts';
import { bearerToken } from '../auth/viewer.ts';

/**
 * Persisted operations (docs/PERSISTED_OPERATIONS.md).
 *
 * The Relay compiler writes every operation of the web client into web/persisted-queries.json,
 * keyed by the SHA-256 of its text, and leaves only that id in the artifacts: the web sends
 * `{ documentId, operationName, variables }` over HTTP and the same over its live socket. This
 * server reads the file once at start and parses every document then, so a persisted operation is
 * never parsed on the request path; each id keeps one document object, whose validation (and
 * compiled code, http/compiledExecution.ts) Yoga then caches on first use.
 *
 * Who may still send a document's text: platform API tokens (partner systems), always, under the
 * same cost, depth and alias limits; and everyone outside production (GraphiQL, tests). With
 * `persistedOperationsOnly` (on by default in production) a browser session or a visitor may send
 * only ids: the web client's operations are the allowlist (ASVS 4.3.1).
 */

/** The body field (HTTP) or subscribe payload field (WebSocket) that names a persisted document. */
export const DOCUMENT_ID_PARAM = 'documentId';

export const PERSISTED_NOT_FOUND_MESSAGE =
  'Unknown persisted operation: this server has no document with that documentId. Reload the page to get the current version.';
export const PERSISTED_ONLY_MESSAGE =
  'This server runs only the web client\'s persisted operations for browser sessions: send a documentId, or use an API token to send a document.';

export interface PersistedOperations {
  /** The parsed document of an id; null when the id is not in the list. */
  get(id: string): DocumentNode | null;
  readonly size: number;
}

/** Reads and parses the Relay compiler's `{ id: text }` file; a file that is absent gives an empty list. */
export function loadPersistedOperations(file: string): PersistedOperations {
  let texts: Record<string, unknown>;
  try {
    texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') texts = {};
    else throw new Error(`The persisted operations file ${file} cannot be read: ${(error as Error).message}`);
  }
  const documents = new Map<string, DocumentNode>();
  for (const [id, text] of Object.entries(texts)) {
    if (typeof text !== 'string') throw new Error(`The persisted operations file ${file} has no text for ${id}.`);
    documents.set(id, parse(text));
  }
  return { get: (id) => documents.get(id) ?? null, size: documents.size };
}

/** The document id a request names, if any: `documentId`, or Apollo's `extensions.persistedQuery.sha256Hash`. */
export function documentIdOf(params: { extensions?: unknown; documentId?: unknown }): string | null {
  if (typeof params.documentId === 'string' && params.documentId) return params.documentId;
  const persisted = (params.extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | undefined)?.persistedQuery;
  return persisted?.version === 1 && typeof persisted.sha256Hash === 'string' ? persisted.sha256Hash : null;
}

/** A platform API token (a partner system) may always send documents; a session token or no token may not when persisted-only. */
export function maySendDocuments(persistedOnly: boolean, token: string | null): boolean {
  return !persistedOnly || (token?.startsWith(API_TOKEN_PREFIX) ?? false);
}

/** An id not in the list: 400 over HTTP (a socket's error has no status). */
export const persistedNotFound = (overHttp = true) =>
  new GraphQLError(PERSISTED_NOT_FOUND_MESSAGE, { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', ...(overHttp ? { http: { status: 400 } } : {}) } });

/** A document's text from a caller that may send only ids: 403 over HTTP. */
export const persistedOnly = (overHttp = true) =>
  new GraphQLError(PERSISTED_ONLY_MESSAGE, { extensions: { code: 'PERSISTED_QUERY_ONLY', ...(overHttp ? { http: { status: 403 } } : {}) } });

/** Yoga's persisted-operations plugin over the list: ids resolve to their parsed documents, text is let through as above. */
export function usePersistedDocuments(operations: PersistedOperations, config: Pick<Config, 'persistedOperationsOnly'>): Plugin {
  return usePersistedOperations({
    getPersistedOperation: (id) => operations.get(id),
    extractPersistedOperationId: (params) => documentIdOf(params),
    allowArbitraryOperations: (request) => maySendDocuments(config.persistedOperationsOnly, bearerToken(request.headers.get('authorization'))),
    customErrors: {
      notFound: () => persistedNotFound(),
      persistedQueryOnly: () => persistedOnly(),
      keyNotFound: () =>
        new GraphQLError('Send the operation as `query` (its text) or as `documentId` (a persisted operation).', {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        }),
    },
  });
}
