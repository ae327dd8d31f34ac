import type { CDPSession, Page } from 'playwright-core';

/*
 * What the render benchmark runs inside the page: when a week's appointments are painted, and when the calendar's
 * request for that week's appointments went out and came back. Times are the page's `performance.now()`:
 * milliseconds from the navigation start of the document.
 */

/**
 * The few browser globals used here, typed by hand: the DOM library would be global to the whole deploy
 * compilation and clash with Node's types.
 */
interface InPage {
  document: {
    querySelectorAll(selector: string): { length: number };
    querySelector(selector: string): unknown;
    getElementsByClassName(name: string): { length: number };
    addEventListener(type: 'click', listener: (event: InPageClick) => void, capture: boolean): void;
    removeEventListener(type: 'click', listener: (event: InPageClick) => void, capture: boolean): void;
  };
  requestAnimationFrame(callback: () => void): number;
  renderBenchClick?: number;
}
interface InPageClick {
  target: { closest?: (selector: string) => unknown } | null;
}
interface InPageResourceTiming {
  name: string;
  startTime: number;
  responseEnd: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

/** The calendar's appointments request: when it went out and came back, and its answer's size on the wire and parsed. */
export interface AppointmentsRequest {
  startMs: number;
  endMs: number;
  encodedBytes: number;
  decodedBytes: number;
}

export interface PaintWait {
  /** The week's day columns (yyyy-mm-dd). */
  dates: string[];
  /** Appointment events to find in them. */
  expected: number;
}

/**
 * Resolves once the day columns of `dates` hold `expected` appointment events, one animation frame later (the
 * frame that drew them has been painted): the page's time then. Checked at every animation frame, cheaply (a live
 * collection of the events and the week's first column: a full query costs milliseconds with a thousand events,
 * which would weigh on what is measured), then exactly once that may be reached.
 */
export function paintedAt(page: Page, wait: PaintWait, timeoutMs = 30_000): Promise<number> {
  return page.evaluate(
    ({ dates, expected, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const { document, requestAnimationFrame } = globalThis as unknown as InPage;
        const events = document.getElementsByClassName('appointment-event');
        const firstColumn = `td.fc-timegrid-col[data-date="${dates[0]}"]`;
        const exact = dates
          .map((date) => `td.fc-timegrid-col[data-date="${date}"] .appointment-event`)
          .join();
        const deadline = performance.now() + timeoutMs;
        const check = () => {
          const maybe = events.length >= expected && document.querySelector(firstColumn) !== null;
          if (maybe && document.querySelectorAll(exact).length >= expected)
            requestAnimationFrame(() => resolve(performance.now()));
          else if (performance.now() > deadline)
            reject(new Error(`${document.querySelectorAll(exact).length} of ${expected} appointment events`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    { ...wait, timeoutMs },
  );
}

/** The page's time of the next click on `selector`, from a listener set now (resolves after the click). */
export async function nextClickAt(page: Page, selector: string): Promise<() => Promise<number>> {
  await page.evaluate((selector) => {
    const window = globalThis as unknown as InPage;
    delete window.renderBenchClick;
    const listener = (event: InPageClick) => {
      if (!event.target?.closest?.(selector)) return;
      window.renderBenchClick = performance.now();
      window.document.removeEventListener('click', listener, true);
    };
    window.document.addEventListener('click', listener, true);
  }, selector);
  return () => page.evaluate(() => (globalThis as unknown as InPage).renderBenchClick ?? NaN);
}

/**
 * When the last request for the appointments of the week beginning at `from` (ISO) started and ended: the views'
 * list or the calendar's lean one, whichever the page asks.
 */
export function appointmentsRequest(page: Page, from: string): Promise<AppointmentsRequest> {
  return page.evaluate((from) => {
    const last = (performance.getEntriesByType('resource') as unknown as InPageResourceTiming[])
      .filter((entry) => /\/api\/schedule\/appointments(\/calendar)?\?/.test(entry.name))
      .filter((entry) => new URL(entry.name).searchParams.get('horizonStart') === from)
      .at(-1);
    return {
      startMs: last?.startTime ?? NaN,
      endMs: last?.responseEnd ?? NaN,
      encodedBytes: last?.encodedBodySize ?? NaN,
      decodedBytes: last?.decodedBodySize ?? NaN,
    };
  }, from);
}

/** The page's main thread's CPU time so far (Chromium's `ThreadTime` metric; `Performance.enable` sent first). */
export async function mainThreadCpuMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? NaN) * 1000;
}
