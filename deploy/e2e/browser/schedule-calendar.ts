import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { POLL } from '../waits.ts';
import { absent, shown, textOf } from './seen.ts';

export const ZONE = 'Europe/Paris';

/** A wall-clock moment in Paris: the day (yyyy-mm-dd) and the time (hh:mm), as the calendars show them. */
export interface ParisTime {
  date: string;
  time: string;
}

export function parisTime(instant: string | Date): ParisTime {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
  const [date, time] = text.split(' ');
  return { date: date!, time: time! };
}

/** The time grid's column of a day (FullCalendar's own markup: no role names a column of slots). */
function dayColumn(page: Page, date: string): Locator {
  return page.locator(`td.fc-timegrid-col[data-date="${date}"]`);
}

/**
 * Goes to the week of `date` in the calendar, forward week by week, once its first week is drawn with its data
 * (the grid is there, no spinner), and waits until that week's data are in (no spinner again). The calendar is
 * drawn only once its first data came: looking for the day before that would step past a date of this week.
 */
export async function goToWeekOf(page: Page, date: string): Promise<void> {
  const busy = page.locator('.calendar-workspace__calendar[aria-busy]');
  await shown(page.locator('td.fc-timegrid-col').first());
  await absent(busy);
  for (let weeks = 0; weeks < 5 && !(await dayColumn(page, date).isVisible()); weeks++) {
    const title = page.locator('.fc-toolbar-title');
    const shownRange = await title.innerText();
    await page.locator('.fc-next-button').click();
    await textOf(title).not.toBe(shownRange);
  }
  await absent(busy);
}

/** Shows the week of `date` (see `goToWeekOf`) and waits for that day's availability to be drawn. */
export async function showWeekOf(page: Page, date: string): Promise<void> {
  await goToWeekOf(page, date);
  await expect.poll(() => dayColumn(page, date).locator('.fc-bg-event').count(), POLL).toBeGreaterThan(0);
}

/** The middle of the 10-minute slot at `at` in the week shown, scrolled into view. */
export async function slotPoint(page: Page, at: ParisTime): Promise<{ x: number; y: number }> {
  const lane = page.locator(`td.fc-timegrid-slot-lane[data-time="${at.time}:00"]`);
  await lane.scrollIntoViewIfNeeded();
  const row = await lane.boundingBox();
  const column = await dayColumn(page, at.date).boundingBox();
  if (!row || !column) throw new Error(`no slot at ${at.date} ${at.time}`);
  return { x: column.x + column.width / 2, y: row.y + row.height / 2 };
}

/** How an event of the calendar begins: its start as the calendars write times ("09:20 - "). */
export function eventStart(at: ParisTime): RegExp {
  return new RegExp(`^${at.time} - `);
}

/** The appointment events of the calendar that show `text` (the patient's name). */
export function appointmentEvent(page: Page, text: string): Locator {
  return page.locator('.fc-timegrid-event.appointment-event').filter({ hasText: text });
}

/** Drags the event `text` by the distance between two slots of the same day, in small mouse steps. */
export async function dragEvent(page: Page, text: string, from: ParisTime, to: ParisTime): Promise<void> {
  const event = appointmentEvent(page, text);
  // In the middle of the screen, so that the slot an hour or two away is on screen too; measured together, after
  // the only scroll: the distance holds whatever the grid's scroll position.
  await event.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const lane = (at: ParisTime) => page.locator(`td.fc-timegrid-slot-lane[data-time="${at.time}:00"]`);
  const [box, fromRow, toRow] = await Promise.all([
    event.boundingBox(),
    lane(from).boundingBox(),
    lane(to).boundingBox(),
  ]);
  if (!box || !fromRow || !toRow) throw new Error(`cannot drag ${text} from ${from.time} to ${to.time}`);
  const grab = { x: box.x + box.width / 2, y: box.y + Math.min(8, box.height / 2) };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x, grab.y + 5, { steps: 2 });
  await page.mouse.move(grab.x, grab.y + toRow.y - fromRow.y, { steps: 10 });
  await page.mouse.up();
}

/** A room calendar's path once it names the room: "Ma salle" first opens `…/mine/calendar` until the room is known. */
export const ROOM_CALENDAR_PATH = /^\/app\/rooms\/[0-9a-f-]{36}\/calendar$/;
