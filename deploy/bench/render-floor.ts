import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * The library's own floor for the render rows: the same week's appointment events drawn by a bare FullCalendar
 * page (its published browser bundles, no React, no application) with the options of the web's schedule
 * calendar. The machines that run the benchmark differ up to threefold in speed, so each render row prints this
 * floor measured in the same run beside the application's figure.
 */

/** The web's FullCalendar packages (resolved from the web package, which depends on them). */
const require = createRequire(new URL('../../web/package.json', import.meta.url));
/**
 * FullCalendar's browser bundles, in the order they register (core, then the plugins the week view needs), as
 * [package, file in it]: the packages' exports do not list them.
 */
const BUNDLES: [string, string][] = [
  ['@fullcalendar/core', 'index.global.min.js'],
  ['@fullcalendar/daygrid', 'index.global.min.js'],
  ['@fullcalendar/timegrid', 'index.global.min.js'],
  ['@fullcalendar/interaction', 'index.global.min.js'],
  ['@fullcalendar/core', 'locales/fr.global.min.js'],
];

/** An appointment event as the web's calendar gives it to FullCalendar (`appointmentEvents`). */
export interface FloorEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  classNames: string[];
  startEditable: boolean;
  durationEditable: false;
}

/** What the floor page draws: one week, opened at its Monday, weekends shown or not as the web would decide. */
export interface FloorWeek {
  monday: string;
  weekends: boolean;
  events: FloorEvent[];
}

/**
 * The page: the bundles, then the calendar created with the schedule calendar's options (week view, French,
 * 07:00-20:00 in 10-minute slots, the web's one time formatter per locale) once the week's events are fetched.
 */
const PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>FullCalendar floor</title>
${BUNDLES.map((_, i) => `<script src="/fc/${i}.js"></script>`).join('\n')}
</head><body><div id="calendar"></div>
<script>
const format = new Intl.DateTimeFormat(['fr'], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const eventTimeFormat = (arg) => {
  const start = format.format(arg.start.marker);
  const end = arg.end && format.format(arg.end.marker);
  return end && end !== start ? start + arg.defaultSeparator + end : start;
};
fetch('/week' + location.search).then((answer) => answer.json()).then((week) => {
  new FullCalendar.Calendar(document.getElementById('calendar'), {
    locale: 'fr', timeZone: 'local', firstDay: 1, initialView: 'timeGridWeek', initialDate: week.monday,
    headerToolbar: { left: 'prev,next today', center: 'title', right: '' },
    views: { timeGrid: { eventTimeFormat } },
    slotMinTime: '07:00', slotMaxTime: '20:00', slotDuration: '00:10', slotLabelInterval: '00:20',
    scrollTime: '08:00', contentHeight: 620, nowIndicator: true, allDaySlot: false, longPressDelay: 500,
    weekends: week.weekends, events: week.events, eventInteractive: true, editable: true,
    eventDurationEditable: false, eventConstraint: 'availability', selectable: true,
    selectConstraint: 'availability',
  }).render();
});
</script></body></html>`;

export interface FloorServer {
  origin: string;
  /** The page's path for the week kept under `name`. */
  show(name: string, week: FloorWeek): string;
  close(): Promise<void>;
}

/** A loopback server of the floor page, its bundles (cached by the browser, as the web's are) and the weeks. */
export async function startFloorServer(): Promise<FloorServer> {
  const bundles = BUNDLES.map(([name, file]) =>
    readFileSync(path.join(path.dirname(require.resolve(name)), file)),
  );
  const weeks = new Map<string, string>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    const bundle = /^\/fc\/(\d+)\.js$/.exec(url.pathname);
    if (bundle && bundles[Number(bundle[1])]) {
      response.writeHead(200, {
        'content-type': 'text/javascript',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      response.end(bundles[Number(bundle[1])]);
    } else if (url.pathname === '/week' && weeks.has(url.searchParams.get('week') ?? '')) {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(weeks.get(url.searchParams.get('week') ?? ''));
    } else if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(PAGE);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    show(name, week) {
      weeks.set(name, JSON.stringify(week));
      return `/?week=${encodeURIComponent(name)}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One appointment as `GET /api/schedule/appointments/calendar` answers it. */
interface CalendarItem {
  id: string;
  start: string;
  end: string;
  title: string;
}

const PARIS_WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'Europe/Paris' });
const onWeekend = (instant: number) => ['Sat', 'Sun'].includes(PARIS_WEEKDAY.format(instant));

/**
 * The events a room calendar draws of `items` (as the web's `appointmentEvents` maps them: the room's interval,
 * past ones grey and fixed), and its weekends shown only when an appointment falls on one, as the web decides.
 */
export function floorWeek(items: readonly CalendarItem[], monday: string, now: number): FloorWeek {
  const events = items.map((item): FloorEvent => {
    const past = Date.parse(item.end) <= now;
    return {
      id: item.id,
      title: item.title,
      start: item.start,
      end: item.end,
      classNames: ['appointment-event', past ? 'appointment-event--past' : 'appointment-event--room'],
      startEditable: !past,
      durationEditable: false,
    };
  });
  const weekends = items.some(
    (item) => onWeekend(Date.parse(item.start)) || onWeekend(Date.parse(item.end) - 1),
  );
  return { monday, weekends, events };
}
