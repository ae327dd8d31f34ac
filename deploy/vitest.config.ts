import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'manifests', include: ['test/**/*.test.ts'] } },
      {
        // Whole platforms started for real: long timeouts, one file at a time (they share ports and the broker).
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // One seeded platform's data per run, copied for each browser test file (see e2e/browser/seeded-template.ts).
          globalSetup: ['e2e/browser/seeded-template.ts'],
        },
      },
    ],
  },
});
