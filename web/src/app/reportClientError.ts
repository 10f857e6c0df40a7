import type { reportClientErrorMutation$variables } from './__generated__/reportClientErrorMutation.graphql';
import { authorizationHeaders, readStoredToken } from './sessionToken';
import { GRAPHQL_PATH, graphql, operationBody } from './graphqlRequest';

const mutation = graphql`
  mutation reportClientErrorMutation($input: ClientErrorInput!) {
    reportClientError(input: $input)
  }
`;

export const REPORT_OPERATION_NAME = 'reportClientErrorMutation';

export interface ClientFailure {
  message: string;
  stack?: string | null;
  operation?: string | null;
}

// Requests cut off because the page is going away are not failures worth reporting.
let pageUnloading = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (pageUnloading = true));
  window.addEventListener('pageshow', () => (pageUnloading = false));
}

/** Fire-and-forget: sent with a plain fetch so a failing report can never report itself. */
export function reportClientError({ message, stack, operation }: ClientFailure) {
  if (pageUnloading) return;
  const variables: reportClientErrorMutation$variables = {
    input: {
      message: message.slice(0, 4000) || 'Unknown error',
      stack: stack ? stack.slice(0, 8000) : null,
      url: window.location.href,
      operation: operation ?? null,
    },
  };
  try {
    void fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...authorizationHeaders(readStoredToken().token) },
      body: JSON.stringify(operationBody(mutation.params, variables)),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Reporting must never break the app.
  }
}

export function describeError(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) return { message: error.message, stack: error.stack ?? null };
  return { message: typeof error === 'string' ? error : JSON.stringify(error) ?? String(error), stack: null };
}
