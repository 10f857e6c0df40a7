import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { repoRoot } from '../config.ts';

/**
 * The typed client a partner would generate from docs/openapi.json: openapi-typescript's types,
 * committed (`npm run docs:rest` writes them; openapi.test.ts fails when they differ) and used with
 * openapi-fetch by the test that runs a quote's life through the REST API.
 */
export const OPENAPI_CLIENT_TYPES = join(repoRoot, 'api', 'src', 'test', 'openapiClient.generated.ts');

export async function renderOpenApiClientTypes(document: Record<string, unknown>): Promise<string> {
  const header = '// Generated from docs/openapi.json by openapi-typescript (`npm run docs:rest`). Do not edit by hand.\n\n';
  return header + astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { silent: true }));
}
