// The benches' HTTP client: node:http over one kept-alive connection, as a load tool would use,
// so the figures measure the server rather than the client library (undici's fetch costs about
// a millisecond of CPU per request on its own, in this same process).
import { readFileSync } from 'node:fs';
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** POSTs JSON and returns the parsed JSON answer; a status other than 200 throws. */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<any> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200) reject(new Error(`HTTP ${response.statusCode}: ${text}`));
          else resolve(JSON.parse(text));
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** POSTs a GraphQL operation with a bearer token; GraphQL errors throw. */
export async function postGraphQL(baseUrl: string, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const body = await postJson(`${baseUrl}/graphql`, { query, variables }, token ? { authorization: `Bearer ${token}` } : {});
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body;
}

const persistedOperations = JSON.parse(readFileSync(new URL('../../web/persisted-queries.json', import.meta.url), 'utf8')) as Record<string, string>;

/**
 * The document of a Relay operation: its text, which the artifacts carry only as a persisted id
 * (web/persisted-queries.json, written by `npm run relay`).
 */
export function operationText(artifact: unknown): string {
  const { text, id, name } = (artifact as { params: { text?: string | null; id?: string | null; name: string } }).params;
  const found = text ?? (id ? persistedOperations[id] : undefined);
  if (!found) throw new Error(`${name}: no document text or persisted id`);
  return found;
}
