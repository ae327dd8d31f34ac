import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';
import { WAIT_MS } from '../waits.ts';

/** Debian's Chromium, with the flags of docs/architecture.md#tests. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * Refusals the screens expect and handle, which Chromium still logs as failed resources: the token endpoint's
 * 400 to a refused grant (a fresh page's refresh without cookie, a wrong password); the notification
 * preferences of a profile the notification service has not learnt yet from accounts' events, read or saved
 * (404: the web tries again; preferences never saved read as both off); a new patient's email already taken
 * (409: the form offers the existing patient); a satisfaction survey link already answered (409: the page says
 * so); a slot someone else booked meanwhile (409: the booking portal says so and offers the free slots again).
 */
const EXPECTED_REFUSALS: [status: number, path: RegExp][] = [
  [400, /^\/api\/authenticator\/token$/],
  [404, /^\/api\/notification\/notifications\/(get|add|update)-notifications-parameters\/[^/]+$/],
  [409, /^\/api\/user-profiles\/create\/patient$/],
  [409, /^\/api\/schedule\/appointments$/],
  [409, /^\/api\/schedule\/service-evaluation$/],
];

function isExpectedConsoleError(message: ConsoleMessage): boolean {
  const path = new URL(message.location().url, 'http://x').pathname;
  return EXPECTED_REFUSALS.some(
    ([status, pattern]) => message.text().includes(`status of ${status}`) && pattern.test(path),
  );
}

/**
 * People at their own browsers: each `open()` is a fresh French context (no cookies, no storage) coming from
 * its own client address. What went wrong in their pages (uncaught errors, console errors) is kept for
 * `closeAll()`, which a test's teardown turns into a failure.
 */
export class People {
  private readonly contexts: { close(): Promise<void> }[] = [];
  private readonly problems: string[] = [];
  private readonly browser: Browser;
  private readonly baseURL: string;

  constructor(browser: Browser, baseURL: string) {
    this.browser = browser;
    this.baseURL = baseURL;
  }

  /** `options` sets what differs between people's browsers (colour scheme, screen size, where they are). */
  async open(
    options: Pick<BrowserContextOptions, 'colorScheme' | 'viewport' | 'geolocation' | 'permissions'> = {},
  ): Promise<Page> {
    const context = await this.browser.newContext({
      ...options,
      baseURL: this.baseURL,
      locale: 'fr-FR',
    });
    this.contexts.push(context);
    // Actions and navigations wait as long as the polls: a loaded machine is slow, not broken.
    context.setDefaultTimeout(WAIT_MS);
    context.setDefaultNavigationTimeout(WAIT_MS);
    const page = await context.newPage();
    page.on('pageerror', (error) => this.problems.push(`uncaught error in ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !isExpectedConsoleError(message))
        this.problems.push(`console error in ${page.url()}: ${message.text()} (${message.location().url})`);
    });
    return page;
  }

  /** Closes every context opened so far and answers what went wrong in their pages. */
  async closeAll(): Promise<string[]> {
    await Promise.all(this.contexts.splice(0).map((context) => context.close()));
    return this.problems.splice(0);
  }
}
