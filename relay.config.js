// CommonJS on purpose: relay-compiler and babel-plugin-relay load this file with require().
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  customScalarTypes: {
    DateTime: 'string',
    Decimal: 'string',
  },
};
