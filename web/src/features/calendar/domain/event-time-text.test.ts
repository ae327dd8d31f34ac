import { formatRange } from '@fullcalendar/core';
import type { VerboseFormattingArg } from '@fullcalendar/core/internal';
import { describe, expect, it } from 'vitest';
import { CALENDAR_TIME_FORMAT } from '../../../shared/calendar/calendar-defaults.ts';
import { eventTimeText } from './event-time-text.ts';

function marker(hours: number, minutes: number) {
  const date = new Date(Date.UTC(2026, 10, 23, hours, minutes));
  return {
    marker: date,
    timeZoneOffset: 0,
    array: [2026, 10, 23, hours, minutes, 0, 0],
    year: 2026,
    month: 10,
    day: 23,
    hour: hours,
    minute: minutes,
    second: 0,
    millisecond: 0,
  };
}

function arg(localeCodes: string[], start: [number, number], end?: [number, number]): VerboseFormattingArg {
  const first = marker(...start);
  return {
    date: first,
    start: first,
    ...(end ? { end: marker(...end) } : {}),
    timeZone: 'UTC',
    localeCodes,
    defaultSeparator: ' - ',
  };
}

describe('eventTimeText', () => {
  it('writes an appointment time as every other time of the calendars, two-digit 24-hour hours', () => {
    expect(eventTimeText(arg(['fr'], [9, 20], [9, 30]))).toBe('09:20 - 09:30');
    expect(eventTimeText(arg(['en-gb'], [14, 0], [14, 5]))).toBe('14:00 - 14:05');
    expect(eventTimeText(arg(['fr'], [23, 55], [0, 0]))).toBe('23:55 - 00:00');
  });

  it('writes the start alone when there is no end or the same time', () => {
    expect(eventTimeText(arg(['fr'], [7, 5]))).toBe('07:05');
    expect(eventTimeText(arg(['fr'], [7, 5], [7, 5]))).toBe('07:05');
  });

  it("agrees with FullCalendar's writing of the calendars' time format", () => {
    const ours = eventTimeText(arg(['fr'], [8, 40], [8, 45]));
    const theirs = formatRange(
      new Date(Date.UTC(2026, 10, 23, 8, 40)),
      new Date(Date.UTC(2026, 10, 23, 8, 45)),
      {
        ...CALENDAR_TIME_FORMAT,
        timeZone: 'UTC',
        locale: 'fr',
        separator: ' - ',
      },
    );
    expect(ours).toBe(theirs);
  });
});
