import { defineConfig } from 'vitest/config';

// Test files are independent: each opens its own fresh database and uses its own RabbitMQ names.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
