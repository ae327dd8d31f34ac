import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../e2e/browser/browser-people.ts';
import { DEMO_ADMIN } from '../seed/demo-data.ts';
import { buildWeb, webBuildIsStale } from '../standalone/web-build.ts';
import { percentile } from './load.ts';
import {
  appointmentsRequest,
  mainThreadCpuMs,
  nextClickAt,
  paintedAt,
  type AppointmentsRequest,
} from './render-page.ts';
import { insertRenderRoom, type RenderWeek } from './render-data.ts';
import { signInAs } from './requests.ts';

/** The aim: a room calendar week of 2,000 appointments rendered in under a second in Chromium. */
export const RENDER_AIM_MS = 1_000;
/** Measured repetitions of each move, after one not counted (the calendar's code not yet in the browser's cache). */
export const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 10);

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NEXT_WEEK_BUTTON = '.fc-next-button';

/** Builds the web app when `web/dist` is older than its sources: to be done before the platform starts. */
export async function ensureWebBuilt(log: (line: string) => void): Promise<void> {
  if (!webBuildIsStale(REPO_ROOT)) return;
  log('render: building the web app...');
  await buildWeb(REPO_ROOT);
}

/** One measured move: from its start (navigation or click) to the week painted, split at the appointments request. */
export interface RenderSample {
  totalMs: number;
  /** From the start to the appointments request going out (page boot, sign-in refresh, other requests). */
  beforeRequestMs: number;
  /** The appointments request, sent to last byte received. */
  requestMs: number;
  /** From the answer's last byte to the week painted (parsing, events, FullCalendar, layout, paint). */
  afterAnswerMs: number;
  /** CPU time of the page's main thread during the move: what other work on the machine does not stretch. */
  cpuMs: number;
  /** The appointments answer's body, as sent (compressed or not) and parsed. */
  answerBytes: { encoded: number; decoded: number };
}

export interface RenderMove {
  samples: RenderSample[];
  p50Ms: number;
  p95Ms: number;
  /** Medians of the parts. */
  beforeRequestP50Ms: number;
  requestP50Ms: number;
  afterAnswerP50Ms: number;
  cpuP50Ms: number;
}

export interface RenderFigures {
  appointmentsPerWeek: number;
  /** Event elements painted per week (the appointments within the calendar's shown hours). */
  eventsShown: number;
  runs: number;
  /** Opening the room calendar page (a full navigation, the session restored from its cookie) at this week. */
  firstLoad: RenderMove;
  /** The next-week button, from the click. */
  weekChange: RenderMove;
  /** `os.loadavg()` when the runs began and ended: other work on the machine shows in the figures. */
  loadAverage: { before: number[]; after: number[] };
}

function sample(
  startMs: number,
  request: AppointmentsRequest,
  paintedMs: number,
  cpuMs: number,
): RenderSample {
  return {
    cpuMs,
    totalMs: paintedMs - startMs,
    beforeRequestMs: request.startMs - startMs,
    requestMs: request.endMs - request.startMs,
    afterAnswerMs: paintedMs - request.endMs,
    answerBytes: { encoded: request.encodedBytes, decoded: request.decodedBytes },
  };
}

function summary(samples: RenderSample[]): RenderMove {
  const median = (part: Exclude<keyof RenderSample, 'answerBytes'>) =>
    percentile(
      samples.map((one) => one[part]),
      0.5,
    );
  return {
    samples,
    p50Ms: median('totalMs'),
    p95Ms: percentile(
      samples.map((one) => one.totalMs),
      0.95,
    ),
    beforeRequestP50Ms: median('beforeRequestMs'),
    requestP50Ms: median('requestMs'),
    afterAnswerP50Ms: median('afterAnswerMs'),
    cpuP50Ms: median('cpuMs'),
  };
}

async function signInPage(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Identifiant (email)').fill(DEMO_ADMIN.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/app/home');
}

/** Opens the calendar page at this week, then goes to the next week: the two samples. */
async function measureMoves(
  page: Page,
  cdp: CDPSession,
  path: string,
  [thisWeek, nextWeek]: [RenderWeek, RenderWeek],
): Promise<[RenderSample, RenderSample]> {
  await page.goto(path, { waitUntil: 'commit' });
  // Read once the document is committed: a navigation may start a new renderer, its time counting from zero.
  const loadCpu = await mainThreadCpuMs(cdp);
  const loadPainted = await paintedAt(page, { dates: thisWeek.dates, expected: thisWeek.shown });
  const loadRequest = await appointmentsRequest(page, thisWeek.from);
  const load = sample(0, loadRequest, loadPainted, (await mainThreadCpuMs(cdp)) - loadCpu);

  const clickedAt = await nextClickAt(page, NEXT_WEEK_BUTTON);
  const changeCpu = await mainThreadCpuMs(cdp);
  const changePainted = paintedAt(page, { dates: nextWeek.dates, expected: nextWeek.shown });
  await page.locator(NEXT_WEEK_BUTTON).click();
  const changed = await changePainted;
  const changeRequest = await appointmentsRequest(page, nextWeek.from);
  const change = sample(await clickedAt(), changeRequest, changed, (await mainThreadCpuMs(cdp)) - changeCpu);
  return [load, change];
}

/**
 * The room calendar in headless Chromium on the warm platform at `origin`, as the demo super administrator: a room
 * made for it holding 2,000 appointments this week and next week (`render-data.ts`); the page opened at this week
 * (a full navigation) and the next week shown by its button, once not counted then `RENDER_RUNS` times, each
 * timed until the week's event elements are painted. The platform serves `web/dist` as it was when it started:
 * `ensureWebBuilt` first.
 */
export async function benchCalendarRender(
  origin: string,
  scheduleUrl: string,
  log: (line: string) => void,
): Promise<RenderFigures> {
  const token = await signInAs(origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const world = await insertRenderRoom(origin, token, scheduleUrl);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      baseURL: origin,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      viewport: { width: 1440, height: 900 },
    });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await signInPage(page);
    const path = `/app/rooms/${world.room}/calendar`;
    const loadBefore = os.loadavg();
    const loads: RenderSample[] = [];
    const changes: RenderSample[] = [];
    for (let run = 0; run <= RENDER_RUNS; run++) {
      log(`render: room calendar, run ${run} of ${RENDER_RUNS}${run === 0 ? ' (not counted)' : ''}...`);
      const [load, change] = await measureMoves(page, cdp, path, world.weeks);
      if (run === 0) continue;
      loads.push(load);
      changes.push(change);
    }
    return {
      appointmentsPerWeek: world.appointmentsPerWeek,
      eventsShown: world.weeks[0].shown,
      runs: RENDER_RUNS,
      firstLoad: summary(loads),
      weekChange: summary(changes),
      loadAverage: { before: loadBefore, after: os.loadavg() },
    };
  } finally {
    await browser.close();
  }
}
