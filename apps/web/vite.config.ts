import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { languageFiles } from './vite-plugins/language-files.ts';

// The media server (or the cloud) serves the built app; in development, API calls go to a local media server.
const target = process.env.ARGUS_DEV_API ?? 'http://127.0.0.1:7001';

/**
 * The contract's modules only declare constants, schemas and functions. Their one top-level call,
 * registering schemas for the server's OpenAPI document, means nothing in the browser, so a contract module
 * the web app does not use is left out (keeps the login page small).
 */
const contractHasNoSideEffects = (id: string) =>
  /[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined;

export default defineConfig({
  plugins: [react(), languageFiles()],
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: { moduleSideEffects: contractHasNoSideEffects },
      // The positioning library stays in its own chunk, loaded by menus, popovers and modals only.
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/rest', '/api', '/ec2', '/web', '/static'].map((p) => [p, { target }])),
  },
});
