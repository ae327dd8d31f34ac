import { withClient } from './booking-data.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The live feed's history of a sector's appointments: event ids, and how many were recorded per appointment. */
export interface RecordedLiveEvents {
  ids: string[];
  perAppointment: Map<string, number>;
}

async function recorded(notificationUrl: string, sector: string): Promise<RecordedLiveEvents> {
  const rows = await withClient(
    notificationUrl,
    async (client) =>
      (
        await client.query<{ id: string; appointment: string }>(
          `SELECT id, event->'appointment'->>'id' AS appointment FROM live_event
         WHERE event->'appointment'->>'sector' = $1 ORDER BY id`,
          [sector],
        )
      ).rows,
  );
  const perAppointment = new Map<string, number>();
  for (const row of rows) perAppointment.set(row.appointment, (perAppointment.get(row.appointment) ?? 0) + 1);
  return { ids: rows.map((row) => row.id), perAppointment };
}

/**
 * Waits (at most `limitMs`) until notification recorded an event for each appointment booked, and answers what
 * it recorded of the sector then.
 */
export async function awaitLiveEvents(
  notificationUrl: string,
  sector: string,
  booked: readonly string[],
  limitMs: number,
): Promise<RecordedLiveEvents> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const events = await recorded(notificationUrl, sector);
    if (booked.every((id) => events.perAppointment.has(id)) || Date.now() > deadline) return events;
    await sleep(500);
  }
}
