// CommonJS on purpose: relay-compiler and babel-plugin-relay load this file with require().
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  // Every operation's text goes into this file, keyed by its SHA-256; the artifacts carry only the id,
  // which the web sends instead of the text. The API reads the same file (api/src/http/persistedOperations.ts).
  persistConfig: {
    file: './web/persisted-queries.json',
    algorithm: 'SHA256',
  },
  customScalarTypes: {
    DateTime: 'string',
    Decimal: 'string',
  },
};
