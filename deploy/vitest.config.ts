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
          // Sized for a loaded 2-core machine (3-6 times slower than idle): the longest test takes 20 s idle; the
          // first browser file's start also makes the run's seeded data (two platform starts).
          testTimeout: 180_000,
          hookTimeout: 360_000,
          fileParallelism: false,
          // One seeded platform's data per run, copied for each browser test file (see e2e/browser/seeded-template.ts).
          globalSetup: ['e2e/browser/seeded-template-setup.ts'],
        },
      },
    ],
  },
});
