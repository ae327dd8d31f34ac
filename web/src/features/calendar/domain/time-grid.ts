/** The hours every calendar's time grid shows and the length of its rows (docs/screens.md#calendars). */
export const TIME_GRID_HOURS = { start: '07:00', end: '20:00', stepMinutes: 10 } as const;

/** The minutes since midnight of an 'HH:mm' time. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
