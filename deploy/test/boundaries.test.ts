import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';

// The repository's own configuration, with only the boundary rule and without the type information the
// other rules need (a fixture is in no tsconfig project).
const eslint = new ESLint({
  cwd: REPO_ROOT,
  overrideConfig: { files: ['**/*.ts', '**/*.tsx'], ...tseslint.configs.disableTypeChecked },
  ruleFilter: ({ ruleId }) => ruleId === RULE,
});

/** The boundary messages for `source` linted as if it were the file `filePath` of the repository. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${REPO_ROOT}/${filePath}` });
  return result!.messages.map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
}

const importing = (specifier: string) =>
  `import * as imported from '${specifier}';\nexport const used = imported;\n`;

// The first lint loads the whole configuration and its plugins (seconds on a loaded machine).
describe('the lint step', { timeout: 60_000 }, () => {
  it('refuses a service importing another service, by package name or by relative path', async () => {
    for (const specifier of ['@teleplan/authenticator', '../../authenticator/src/service.ts']) {
      const errors = await boundaryErrors('services/accounts/src/fixture.ts', importing(specifier));
      expect(errors, specifier).toEqual([expect.stringMatching(`${RULE}: .*never another service`)]);
    }
  });

  it('lets a service import proto and the kit', async () => {
    const source = `${importing('@teleplan/kit/errors')}import * as roles from '@teleplan/proto/roles';\nexport const r = roles;\n`;
    expect(await boundaryErrors('services/accounts/src/fixture.ts', source)).toEqual([]);
  });

  it('refuses server code imported from the web app', async () => {
    for (const specifier of ['@teleplan/kit/errors', '../../gateway/src/gateway.ts']) {
      const errors = await boundaryErrors('web/src/fixture.ts', importing(specifier));
      expect(errors, specifier).toEqual([expect.stringMatching(`${RULE}: .*no server code`)]);
    }
  });

  it("refuses data/ importing its service's domain/", async () => {
    const errors = await boundaryErrors(
      'services/authenticator/src/data/fixture.ts',
      importing('../domain/lockout.ts'),
    );
    expect(errors).toEqual([expect.stringMatching(`${RULE}: .*data/ must not import domain/`)]);
  });

  it('refuses web features importing the app', async () => {
    const errors = await boundaryErrors('web/src/features/auth/fixture.ts', importing('../../app/store.ts'));
    expect(errors).toEqual([expect.stringMatching(`${RULE}: .*features/ must not import app/`)]);
  });

  it("refuses a feature importing another feature's internals", async () => {
    const errors = await boundaryErrors(
      'web/src/features/auth/fixture.ts',
      importing('../dashboards/pages/home-page.tsx'),
    );
    expect(errors).toEqual([
      expect.stringMatching(`${RULE}: .*A feature imports another feature only through`),
    ]);
  });

  it('lets a feature import what another feature exports from its index.ts', async () => {
    const errors = await boundaryErrors(
      'web/src/features/calendar/fixture.ts',
      importing('../booking/index.ts'),
    );
    expect(errors).toEqual([]);
  });
});

describe("the packages' exports", () => {
  // Node's own resolution, as the production processes resolve.
  const resolve = createRequire(import.meta.url).resolve;

  it('let the others import what they list', () => {
    expect(resolve('@teleplan/kit/errors')).toBe(`${REPO_ROOT}services/kit/src/errors.ts`);
  });

  it('refuse a module they do not list', () => {
    expect(() => resolve('@teleplan/kit/bus/amqp-connector')).toThrow(/not defined by "exports"/);
  });
});
