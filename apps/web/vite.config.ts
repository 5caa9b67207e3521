import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { languageFiles } from './vite-plugins/language-files.ts';

// The media server (or the cloud) serves the built app; in development, API calls go to a local media server.
const target = process.env.ARGUS_DEV_API ?? 'http://127.0.0.1:7001';

export default defineConfig({
  plugins: [react(), languageFiles()],
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 800 },
  server: {
    proxy: Object.fromEntries(['/rest', '/api', '/ec2', '/web', '/static'].map((p) => [p, { target }])),
  },
});
