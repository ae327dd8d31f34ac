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
import { insertRenderRoom, USUAL_WEEK_APPOINTMENTS, type RenderWeek } from './render-data.ts';
import { floorWeek, startFloorServer, type FloorServer } from './render-floor.ts';
import { signInAs } from './requests.ts';

/** The aim: a room calendar week of 2,000 appointments rendered in under a second in Chromium. */
export const RENDER_AIM_MS = 1_000;
/** A usual week (60 appointments) opened in under half a second (p95, on an idle machine). */
export const USUAL_RENDER_AIM_MS = 500;
/** The page's time over the bare FullCalendar page's for the same week: the application's own cost. */
export const FLOOR_RATIO_AIM = 1.3;
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

/** The same week drawn by a bare FullCalendar page (`render-floor.ts`), from its navigation start. */
export interface FloorMove {
  p50Ms: number;
  p95Ms: number;
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
  /** Opening a usual room week's calendar page (`USUAL_WEEK_APPOINTMENTS` appointments) the same way. */
  usual: { appointments: number; eventsShown: number; load: RenderMove };
  /** The library's floor, measured in the same runs: the loaded week and the usual week on a bare page. */
  floor: { loaded: FloorMove; usual: FloorMove };
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

function floorSummary(samples: { totalMs: number; cpuMs: number }[]): FloorMove {
  return {
    p50Ms: percentile(
      samples.map((one) => one.totalMs),
      0.5,
    ),
    p95Ms: percentile(
      samples.map((one) => one.totalMs),
      0.95,
    ),
    cpuP50Ms: percentile(
      samples.map((one) => one.cpuMs),
      0.5,
    ),
  };
}

/** Opens `url` (a full navigation) and times it until `week`'s events are painted: the app's or the floor's. */
async function openWeek(page: Page, cdp: CDPSession, url: string, week: RenderWeek) {
  await page.goto(url, { waitUntil: 'commit' });
  // Read once the document is committed: a navigation may start a new renderer, its time counting from zero.
  const cpu = await mainThreadCpuMs(cdp);
  const paintedMs = await paintedAt(page, { dates: week.dates, expected: week.shown });
  return { paintedMs, cpuMs: (await mainThreadCpuMs(cdp)) - cpu };
}

/** The usual room's calendar opened by a navigation, as the loaded room's first load. */
async function measureUsual(page: Page, cdp: CDPSession, path: string, week: RenderWeek) {
  const opened = await openWeek(page, cdp, path, week);
  return sample(0, await appointmentsRequest(page, week.from), opened.paintedMs, opened.cpuMs);
}

/** The floor page of `week` kept as `name`: the same events the room calendar draws, for the same week. */
async function floorPath(
  floor: FloorServer,
  origin: string,
  token: string,
  name: string,
  room: string,
  week: RenderWeek,
): Promise<string> {
  const to = new Date(Date.parse(week.from) + 7 * 86_400_000).toISOString();
  const query = new URLSearchParams({ horizonStart: week.from, horizonEnd: to, roomIds: room });
  const answer = await fetch(`${origin}/api/schedule/appointments/calendar?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!answer.ok) throw new Error(`The floor's week answered ${answer.status}`);
  const items = (await answer.json()) as Parameters<typeof floorWeek>[0];
  return `${floor.origin}${floor.show(name, floorWeek(items, week.dates[0]!, Date.now()))}`;
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
  const opened = await openWeek(page, cdp, path, thisWeek);
  const load = sample(0, await appointmentsRequest(page, thisWeek.from), opened.paintedMs, opened.cpuMs);

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
 * timed until the week's event elements are painted; in the same runs, a usual room week (60 appointments) opened
 * the same way, and both weeks drawn by a bare FullCalendar page (`render-floor.ts`): the library's floor on this
 * machine at this moment. The platform serves `web/dist` as it was when it started: `ensureWebBuilt` first.
 */
export async function benchCalendarRender(
  origin: string,
  scheduleUrl: string,
  log: (line: string) => void,
): Promise<RenderFigures> {
  const token = await signInAs(origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const world = await insertRenderRoom(origin, token, scheduleUrl);
  const floor = await startFloorServer();
  const floors = {
    loaded: await floorPath(floor, origin, token, 'loaded', world.room, world.weeks[0]),
    usual: await floorPath(floor, origin, token, 'usual', world.usual.room, world.usual.week),
  };
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
    const usualPath = `/app/rooms/${world.usual.room}/calendar`;
    const loadBefore = os.loadavg();
    const loads: RenderSample[] = [];
    const changes: RenderSample[] = [];
    const usuals: RenderSample[] = [];
    const floorLoads: { totalMs: number; cpuMs: number }[] = [];
    const floorUsuals: { totalMs: number; cpuMs: number }[] = [];
    const floorRun = async (url: string, week: RenderWeek) => {
      const opened = await openWeek(page, cdp, url, week);
      return { totalMs: opened.paintedMs, cpuMs: opened.cpuMs };
    };
    for (let run = 0; run <= RENDER_RUNS; run++) {
      log(`render: room calendars, run ${run} of ${RENDER_RUNS}${run === 0 ? ' (not counted)' : ''}...`);
      const [load, change] = await measureMoves(page, cdp, path, world.weeks);
      const usual = await measureUsual(page, cdp, usualPath, world.usual.week);
      const floorLoad = await floorRun(floors.loaded, world.weeks[0]);
      const floorUsual = await floorRun(floors.usual, world.usual.week);
      if (run === 0) continue;
      loads.push(load);
      changes.push(change);
      usuals.push(usual);
      floorLoads.push(floorLoad);
      floorUsuals.push(floorUsual);
    }
    return {
      appointmentsPerWeek: world.appointmentsPerWeek,
      eventsShown: world.weeks[0].shown,
      runs: RENDER_RUNS,
      firstLoad: summary(loads),
      weekChange: summary(changes),
      usual: {
        appointments: USUAL_WEEK_APPOINTMENTS,
        eventsShown: world.usual.week.shown,
        load: summary(usuals),
      },
      floor: { loaded: floorSummary(floorLoads), usual: floorSummary(floorUsuals) },
      loadAverage: { before: loadBefore, after: os.loadavg() },
    };
  } finally {
    await browser.close();
    await floor.close();
  }
}
