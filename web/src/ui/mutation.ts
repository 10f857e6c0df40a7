import { commitMutation } from 'react-relay';
import type { Environment, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

/** commitMutation as a promise: resolves with the response, rejects with the server's error. */
export function commitAsync<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      onCompleted: (response, errors) => {
        if (errors && errors.length > 0) reject(Object.assign(new Error(errors[0]!.message), { errors }));
        else resolve(response);
      },
      onError: reject,
    });
  });
}

/** The server's message and the input field it names, if any. */
export function describeMutationError(error: unknown): { message: string; field: string | null } {
  const first = (error as { errors?: { message?: string; extensions?: { field?: string } }[] } | null)?.errors?.[0];
  const message = first?.message ?? (error instanceof Error ? error.message : String(error));
  return { message, field: first?.extensions?.field ?? null };
}

