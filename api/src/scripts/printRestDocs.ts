import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../config.ts';
import '../rest/index.ts';
import { renderRestDocs } from '../rest/docs.ts';
import { renderOpenApi, renderOpenApiJson } from '../rest/openapi.ts';
import { renderOpenApiClientTypes, OPENAPI_CLIENT_TYPES } from '../test/openapiClient.ts';

// docs/REST.md and docs/openapi.json from the REST registry, and the typed client the tests
// generate from the document with openapi-typescript; tests fail when a committed one differs.
for (const [target, text] of [
  [join(repoRoot, 'docs', 'REST.md'), renderRestDocs()],
  [join(repoRoot, 'docs', 'openapi.json'), renderOpenApiJson()],
  [OPENAPI_CLIENT_TYPES, await renderOpenApiClientTypes(renderOpenApi())],
] as const) {
  writeFileSync(target, text);
  console.log(`Wrote ${target}`);
}
