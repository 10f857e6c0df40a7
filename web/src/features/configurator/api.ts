// The configurator calls of spec part 1 §7: POST /api/v1/configurator/{start,configure,finish,copyLineConfiguration}.

export class ConfiguratorCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
  }
}

export async function configuratorCall<T>(operation: string, body: unknown, headers: Record<string, string>): Promise<T> {
  const response = await fetch(`/api/v1/configurator/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  let json: { success?: boolean; result?: T; error?: string; field?: string } | null = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (response.status !== 200 || !json?.success) {
    throw new ConfiguratorCallError(json?.error || response.statusText || 'The configurator is not available.', response.status, json?.field);
  }
  return json.result as T;
}
