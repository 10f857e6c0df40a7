import { useCallback, useState } from 'react';
import { GraphQLResponseError, sendOperation, type CompiledOperation } from './graphqlRequest';
import { reportClientError } from './reportClientError';
import { useSession } from './SessionProvider';

interface Operation {
  variables: Record<string, unknown>;
  response: unknown;
}

/**
 * Sends an operation of a page that works before there is a session (sign-in, sign-up, the
 * passcode), without the Relay runtime: its answer is a token, and each token starts a Relay
 * store of its own, so there is no store to update. Resolves with the data; rejects with the
 * server's error.
 */
export function useOperation<T extends Operation>(operation: CompiledOperation) {
  const { token } = useSession();
  const [inFlight, setInFlight] = useState(0);
  const send = useCallback(
    async (variables: T['variables']): Promise<T['response']> => {
      setInFlight((count) => count + 1);
      try {
        const answer = await sendOperation<T['response']>(operation.params, variables, { token, onCallFailed: reportClientError });
        if (answer.errors?.length) throw new GraphQLResponseError(answer.errors);
        return answer.data;
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [operation, token],
  );
  return [send, inFlight > 0] as const;
}
