import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-data.ts';
import { browserSuite, signIn } from './browser-suite.ts';
import { ROOM_CALENDAR_PATH } from './schedule-calendar.ts';
import { absent, pathOf, shown } from './seen.ts';

const roomUser = DEMO_ACCOUNTS.find((account) => account.roles.join() === 'ROOM_USER')!;
/** What a day's column needs for an event's times and a name ("09:20 - 09:40", "Mercier Hugo"). */
const MIN_COLUMN_PX = 100;

const suite = browserSuite();

describe('calendar layout in Chromium', () => {
  it('keeps the week readable with the detail panel open at 1,280 px, and ends the month’s long names with an ellipsis', async () => {
    const page = await suite.people.open({ viewport: { width: 1280, height: 900 } });
    await signIn(page, roomUser.email);
    await page.getByRole('link', { name: 'Ma salle' }).first().click();
    await pathOf(page).toMatch(ROOM_CALENDAR_PATH);
    await absent(page.locator('.calendar-workspace__calendar[aria-busy]'));

    const event = page.locator('.fc-timegrid-event.appointment-event').first();
    await event.click();
    await shown(page.getByRole('complementary', { name: 'Rendez-vous' }));
    const widths = await page
      .locator('td.fc-timegrid-col[data-date]')
      .evaluateAll((columns) => columns.map((column) => column.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThanOrEqual(5);
    for (const width of widths) expect(width).toBeGreaterThanOrEqual(MIN_COLUMN_PX);

    await page.getByRole('button', { name: 'Mois', exact: true }).click();
    await shown(page.locator('.fc-daygrid-event.appointment-event').first());
    const overflows = await page.locator('.fc-daygrid-event.appointment-event').evaluateAll((events) =>
      events.map((element) => {
        const day = element.closest('td')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        const title = element.querySelector('.fc-event-title');
        return {
          inside: box.left >= day.left - 1 && box.right <= day.right + 1,
          ellipsis: title
            ? title.ownerDocument.defaultView?.getComputedStyle(title).textOverflow
            : 'ellipsis',
        };
      }),
    );
    expect(overflows.length).toBeGreaterThan(0);
    expect(overflows.filter((found) => !found.inside || found.ellipsis !== 'ellipsis')).toEqual([]);
  });
});
