import { defineConfig } from 'vitest/config';

// Each integration test file starts the service on its own fresh database.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
