import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { StandaloneOptions } from '../../standalone/platform.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { launchChromium, People } from './browser-people.ts';
import { startPlatformUnderTest, type PlatformUnderTest } from './platform-under-test.ts';
import { pathOf } from './seen.ts';

export interface BrowserSuite {
  readonly platform: PlatformUnderTest;
  readonly people: People;
}

interface SuiteOptions {
  /** Read when the platform starts (a stub server of the file may have to start first). */
  publicConfig?: () => StandaloneOptions['publicConfig'];
  /** What the file needs beside the demo data, made once the platform answers. */
  prepare?: (platform: PlatformUnderTest) => Promise<void>;
}

/**
 * The hooks every browser test file shares: one standalone platform and one Chromium for the file, started at once
 * (when one fails, the other is still kept so that afterAll stops it); after each test its pages are closed, any
 * error they showed fails it, and a failed test prints the platform's log.
 */
export function browserSuite(options: SuiteOptions = {}): BrowserSuite {
  let platform: PlatformUnderTest | undefined;
  let browser: Browser | undefined;
  let people: People | undefined;

  beforeAll(async () => {
    const outcomes = await Promise.allSettled([
      startPlatformUnderTest(options.publicConfig?.()).then((started) => (platform = started)),
      launchChromium().then((launched) => (browser = launched)),
    ]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    people = new People(browser!, platform!.url);
    await options.prepare?.(platform!);
  });

  afterEach(async (context) => {
    const problems = await people!.closeAll();
    if (context.task.result?.state === 'fail') console.error(platform!.logs.join('\n'));
    expect(problems.join('\n'), 'errors seen in the pages').toBe('');
  });

  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  return {
    get platform() {
      return platform!;
    },
    get people() {
      return people!;
    },
  };
}

/** Signs in through the login page with the demo password (unless another is given) and lands on /app/home. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Identifiant (email)').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await pathOf(page).toBe('/app/home');
}
