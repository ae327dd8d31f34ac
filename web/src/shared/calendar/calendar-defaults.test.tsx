import './fullcalendar-styles.ts';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../i18n/i18n.ts';
import { calendarDefaults } from './calendar-defaults.ts';

/** FullCalendar's own English words, written when a locale leaves them out. */
const LIBRARY_WORDS = [
  'today',
  'month',
  'week',
  'day',
  'list',
  'all-day',
  'prev',
  'next',
  'prev year',
  'next year',
];
const VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listWeek'];

/** Every text of the calendar a person reads or hears: its texts, its labels and its tooltips. */
function wordsOf(calendar: HTMLElement): string[] {
  const elements = [...calendar.querySelectorAll<HTMLElement>('*')];
  return [
    ...elements
      .filter((element) => element.children.length === 0)
      .map((element) => element.textContent ?? ''),
    ...elements.flatMap((element) => [element.getAttribute('aria-label'), element.getAttribute('title')]),
  ]
    .filter((text): text is string => Boolean(text))
    .map((text) => text.trim());
}

function renderCalendar(language: Language, initialView: string) {
  return render(
    <FullCalendar
      plugins={[dayGridPlugin, timeGridPlugin, listPlugin, luxonPlugin]}
      {...calendarDefaults(language, 'Europe/Paris')}
      initialView={initialView}
      initialDate="2026-11-23"
      headerToolbar={{ left: 'prev,next today', center: 'title', right: VIEWS.join(',') }}
      slotMinTime="07:00"
      slotMaxTime="10:00"
      events={[{ title: 'Consultation', start: '2026-11-23T08:20:00Z', end: '2026-11-23T08:40:00Z' }]}
    />,
  );
}

describe('calendar defaults', () => {
  for (const language of LANGUAGES) {
    for (const view of VIEWS) {
      it(`leaves no word of the calendar library untranslated in ${language}, ${view}`, () => {
        const { container, unmount } = renderCalendar(language, view);
        const words = wordsOf(container);
        expect(words.length).toBeGreaterThan(5);
        expect(words.filter((word) => LIBRARY_WORDS.includes(word))).toEqual([]);
        unmount();
      });
    }

    it(`writes times one way in ${language}, two-digit 24-hour hours`, () => {
      const { container, unmount } = renderCalendar(language, 'timeGridWeek');
      const times = wordsOf(container).filter((word) => /\d\s?(:|h\b|am|pm)/i.test(word));
      expect(times).toContain('07:00');
      expect(times).toContain('09:20 - 09:40');
      expect(times.filter((time) => !/^\d\d:\d\d( - \d\d:\d\d)?$/.test(time))).toEqual([]);
      unmount();
    });
  }

  it("hides its buttons' chevrons from assistive technology, their titles naming the buttons", () => {
    const { container, unmount } = render(
      <FullCalendar
        plugins={[timeGridPlugin, luxonPlugin]}
        {...calendarDefaults('fr', 'Europe/Paris')}
        initialView="timeGridWeek"
        initialDate="2026-11-23"
        headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
        contentHeight={300}
      />,
    );
    const icons = [...container.querySelectorAll('[role="img"]')];
    expect(icons).toHaveLength(2);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.fc-prev-button')).toHaveAttribute('title', 'Précédent');
    unmount();
  });
});
