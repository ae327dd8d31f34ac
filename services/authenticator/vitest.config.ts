import { defineConfig } from 'vitest/config';

// Each integration test file starts its own service on a fresh database and its own accounts stub.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
