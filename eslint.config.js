import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const foldersIn = (folder) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => entry.name);

const services = foldersIn('services').filter((name) => name !== 'kit');
const features = foldersIn('web/src/features');

/**
 * The boundaries of the repository, checked on the resolved file of every import (relative or through a
 * package name alike): see docs/architecture.md and services/README.md.
 */
const zones = [
  // Services share only proto/ and services/kit.
  ...services.map((service) => ({
    target: `./services/${service}`,
    from: [
      ...services.filter((other) => other !== service).map((other) => `./services/${other}`),
      './gateway',
      './web',
      './deploy',
    ],
    message: 'A service imports only proto/ and services/kit, never another service (docs/architecture.md).',
  })),
  {
    target: './services/kit',
    from: [...services.map((service) => `./services/${service}`), './gateway', './web', './deploy'],
    message: 'The kit holds mechanisms for every service; it imports no service.',
  },
  {
    target: './proto',
    from: ['./services', './gateway', './web', './deploy'],
    message: 'proto/ holds the contracts; it imports nothing of the rest.',
  },
  {
    target: './gateway',
    from: [...services.map((service) => `./services/${service}`), './web', './deploy'],
    message: 'The gateway imports only proto/ and services/kit.',
  },
  {
    target: './web',
    from: ['./services', './gateway', './deploy'],
    message: 'The web app imports no server code; contracts come from proto/.',
  },
  // Inside a service: routes -> domain -> data; data/ answers the domain's needs without knowing it.
  {
    target: './services/*/src/data/**',
    from: './services/*/src/domain/**',
    message: 'data/ must not import domain/ (services/README.md).',
  },
  // In the web app imports flow shared -> features -> app.
  {
    // Its tests may assemble the app's store.
    target: './web/src/shared/**/!(*.test).@(ts|tsx)',
    from: ['./web/src/features', './web/src/app'],
    message: 'shared/ imports neither features/ nor app/.',
  },
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'features/ must not import app/: app/ assembles the features.',
  },
  // A feature uses another one only through the index.ts that feature chose to export (e.g. booking's wizard).
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./web/src/features/${other}`),
    except: ['./index.ts', './index.tsx'],
    message: "A feature imports another feature only through that feature's index.ts.",
  })),
].filter((zone) => [zone.from].flat().length > 0);

export default defineConfig(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/.turbo/**', 'screenshots/**'] },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    files: ['**/*.ts', '**/*.tsx'],
    // Two programs, the server side's and the web app's, rather than one per package: half the time and memory.
    languageOptions: {
      parserOptions: { project: ['./tsconfig.json', './web/tsconfig.json'], tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves as Node does (package `exports` included), to the real file behind a workspace link.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
);
