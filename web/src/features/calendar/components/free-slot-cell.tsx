import type { DayCellContentArg } from '@fullcalendar/core';
import { DateTime } from 'luxon';
import { createContext, useContext, useEffect, useRef, type KeyboardEvent } from 'react';
import { minutesOf, TIME_GRID_HOURS } from '../domain/time-grid.ts';
import type { FreeSlotGrid } from '../hooks/use-free-slot-grid.ts';

export const FreeSlotGridContext = createContext<FreeSlotGrid | null>(null);

const FIRST_MINUTE = minutesOf(TIME_GRID_HOURS.start);
const SHOWN_MINUTES = minutesOf(TIME_GRID_HOURS.end) - FIRST_MINUTE;

/**
 * The free slot that has the keyboard's stop, drawn over its row in its day's column: one tab stop for all the free
 * slots of the week, the arrows moving it, Enter or Space choosing it. The mouse goes through it to the calendar's
 * own selection.
 */
function FreeSlotCell({ day }: { day: Date }) {
  const grid = useContext(FreeSlotGridContext);
  const button = useRef<HTMLButtonElement>(null);
  const active = grid?.active;
  const shown = active && DateTime.fromJSDate(active, { zone: grid.zone });
  const here = Boolean(shown && shown.hasSame(DateTime.fromJSDate(day, { zone: grid.zone }), 'day'));
  useEffect(() => {
    if (here && grid?.focusPending.current) {
      grid.focusPending.current = false;
      button.current?.focus();
    }
  });
  if (!grid || !active || !shown || !here) return null;
  const minute = shown.hour * 60 + shown.minute - FIRST_MINUTE;
  if (minute < 0 || minute >= SHOWN_MINUTES) return null;
  const { label, time } = grid.describe(active);
  return (
    <button
      ref={button}
      key={active.getTime()}
      type="button"
      className="free-slot"
      style={{
        top: `${(minute / SHOWN_MINUTES) * 100}%`,
        height: `${(TIME_GRID_HOURS.stepMinutes / SHOWN_MINUTES) * 100}%`,
      }}
      aria-label={label}
      onKeyDown={(event: KeyboardEvent) => grid.onKey(event)}
      onClick={() => grid.choose(active)}
    >
      {time}
    </button>
  );
}

/** FullCalendar's content of a time grid's day column: its free slot when it has the keyboard's stop. */
export function freeSlotCellContent(arg: DayCellContentArg) {
  return <FreeSlotCell day={arg.date} />;
}
