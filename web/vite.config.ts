import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000';

export default defineConfig({
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
    rolldownOptions: {
      output: {
        // Libraries change less often than the app; separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](react-relay|relay-runtime|fbjs|invariant|graphql-ws)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router/ },
            { name: 'icons', test: /node_modules[\\/]@fortawesome/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
});
