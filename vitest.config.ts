import { defineConfig } from 'vitest/config';

/** The cloud portal's browser journeys (e2e/tests), which need no media. */
const PORTAL_JOURNEYS = ['tests/cloud-*.test.ts', 'tests/accessibility-cloud.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one, on the 2-core CI machine, so every file ran
    // after the other. Most files wait on servers, ffmpeg, cameras and Chromium rather than compute, so two
    // run side by side; end-to-end files still run one at a time (their project's fileParallelism). `npm test`
    // runs the `e2e` project in a Vitest run of its own beside the others (scripts/test-runs.mjs).
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['test/**/*.test.ts'] } },
      { test: { name: 'http-kit', root: 'packages/http-kit', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'server-kit',
          root: 'packages/server-kit',
          include: ['test/**/*.test.ts'],
          passWithNoTests: true,
        },
      },
      {
        test: {
          name: 'mediaserver',
          root: 'apps/mediaserver',
          include: ['test/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'cloud',
          root: 'apps/cloud',
          include: ['test/**/*.test.ts'],
          // Each API test hashes several argon2id passwords; on CI's two busy cores one journey took 12 s.
          testTimeout: 30_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'testcamera',
          root: 'tools/testcamera',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['tests/**/*.test.ts'],
          exclude: PORTAL_JOURNEYS,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // The portal's journeys run a cloud process and Chromium but no cameras or ffmpeg: they run beside the
        // other projects' files instead of after every media journey, one at a time.
        test: {
          name: 'e2e-portal',
          root: 'e2e',
          include: PORTAL_JOURNEYS,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
