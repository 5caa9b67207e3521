import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyRequests } from './vite-plugins/early-requests.ts';
import { endpointRoutes } from './vite-plugins/endpoint-routes.ts';
import { languageFiles } from './vite-plugins/language-files.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { stylesheetAfterPreloader } from './vite-plugins/stylesheet-after-preloader.ts';

// The media server (or the cloud) serves the built app; in development, API calls go to a local media server.
const target = process.env.ARGUS_DEV_API ?? 'http://127.0.0.1:7001';

/**
 * The contract's modules only declare constants, schemas and functions. Their one top-level call,
 * registering schemas for the server's OpenAPI document, means nothing in the browser, so a contract module
 * the web app does not use is left out (keeps the login page small).
 */
const contractHasNoSideEffects = (id: string) =>
  /[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined;

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](?:react-query|query-core)|i18next|react-i18next|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;

export default defineConfig({
  plugins: [
    endpointRoutes(),
    earlyRequests(),
    react(),
    languageFiles(),
    stylesheetAfterPreloader(),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: { moduleSideEffects: contractHasNoSideEffects },
      output: {
        // Groups take their captured modules' dependencies along (the default): without it, the framework
        // chunk and the entry import each other and the app fails to start.
        codeSplitting: {
          groups: [
            // The libraries every page (the login page first) runs on, whole, in one chunk: one request
            // instead of a dozen small shared chunks, and better compression. Components stay split.
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            // The positioning library stays in its own chunk, loaded by menus, popovers and modals only.
            { name: 'floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/rest', '/api', '/ec2', '/web', '/static'].map((p) => [p, { target }])),
  },
});
