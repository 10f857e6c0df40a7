import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';

export default defineConfig({
  resolve: {
    // The hooks entry leaves out the legacy containers (QueryRenderer, createFragmentContainer…),
    // which the app does not use: react-relay is CommonJS and cannot be tree-shaken.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  plugins: [
    react({
      babel: {
        // Without the Relay transform, graphql`` tags throw "graphql: Unexpected invocation at runtime".
        plugins: [['relay', { eagerEsModules: true }]],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiOrigin, changeOrigin: true, ws: true },
      '/api': { target: apiOrigin, changeOrigin: true },
      '/uploads': { target: apiOrigin, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/graphql': { target: apiOrigin, changeOrigin: true, ws: true },
      '/api': { target: apiOrigin, changeOrigin: true },
      '/uploads': { target: apiOrigin, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by `npm run size` (scripts/size.mjs) to add up what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs change less often than the app; separate chunks stay cached
        // across releases. Other libraries go with the screens that use them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](react-relay|relay-runtime|fbjs|invariant|@babel[\\/]runtime)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router/ },
          ],
        },
      },
    },
  },
});
