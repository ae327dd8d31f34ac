import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Node 25+ defines its own global `localStorage` (undefined without `--localstorage-file`), and Vitest 4's
 * jsdom environment does not replace a global that already exists, so jsdom's Storage never reaches the
 * tests. Turning Node's Web Storage off in the test workers lets jsdom's win. The flag exists from Node 22
 * (where the storage is off by default anyway); older Node refuses it, hence the check.
 */
const NO_NODE_WEBSTORAGE = '--no-experimental-webstorage';
const workerFlags = process.allowedNodeEnvironmentFlags.has(NO_NODE_WEBSTORAGE) ? [NO_NODE_WEBSTORAGE] : [];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      execArgv: workerFlags,
      setupFiles: ['./src/testing/setup.ts'],
      // A file a core: Vitest's default leaves one core to its main process, which only gathers results here, so
      // a 2-core machine ran the files one at a time (246 s; 136 s with both cores).
      maxWorkers: '100%',
      // Above the screens' waits (`asyncUtilTimeout` in the setup file), so a wait that fails says what it waited for.
      testTimeout: 30_000,
      include: ['src/**/*.test.{ts,tsx}'],
    },
  }),
);
