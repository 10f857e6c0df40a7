import { GraphQLError, type ExecutionResult, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * HTTP status codes as the GraphQL over HTTP spec gives them.
 *
 * An answer with a `data` entry (the operation ran, even if some fields failed) is 200 for both
 * media types: a partial answer answered 404 made mainstream clients throw its data away. Its
 * errors keep their codes and any headers they set (a throttle's Retry-After). An answer without
 * `data` (the request was refused before it ran) keeps its 4xx for
 * `application/graphql-response+json`, and, for a request refusal of the spec's kind (parse,
 * validation, the operation limits), 200 for `application/json`, as the spec's legacy rule says.
 */
export function useSpecStatusCodes(): Plugin {
  return {
    // Listed after graphql-armor, whose token limit is the parse function this wraps.
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parseFn(source, options);
        } catch (error) {
          throw error instanceof GraphQLError && ARMOR_PREFIX.test(error.message) ? limitRefusal(error) : error;
        }
      });
    },
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      const answer = result as ExecutionResult;
      if (!('data' in answer) || !answer.errors?.some((error) => httpOf(error)?.status)) return;
      setResult({ ...answer, errors: answer.errors.map(withoutStatus) });
    },
  };
}

interface HttpExtension {
  status?: number;
  headers?: Record<string, string>;
  spec?: boolean;
}

const httpOf = (error: GraphQLError) => error.extensions?.http as HttpExtension | undefined;

function withoutStatus(error: GraphQLError): GraphQLError {
  const http = httpOf(error);
  if (!http?.status) return error;
  const { http: _http, ...extensions } = error.extensions;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...extensions, ...(http.headers ? { http: { headers: http.headers } } : {}) },
  });
}

/** graphql-armor words each of its refusals as a "Syntax Error", which it is not. */
const ARMOR_PREFIX = /^Syntax Error: (?=(Token|Query depth|Aliases|Directives|Query Cost) limit of)/;

/** A refusal of the operation limits: the limit named, as a request error (400, or 200 for application/json). */
function limitRefusal(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message.replace(ARMOR_PREFIX, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { code: 'OPERATION_LIMIT_EXCEEDED', http: { status: 400, spec: true } },
  });
}

/**
 * graphql-armor's options for its validation rules: the refusal is reported as a validation error
 * of its own rather than thrown as a "Syntax Error" out of the validation.
 */
export const armorRefusalOptions = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      if (context) context.reportError(limitRefusal(error));
    },
  ],
};
