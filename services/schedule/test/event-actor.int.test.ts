import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { startSchedule, type Harness, type Person } from './harness.ts';
import { book, bookingIn, practice, utc } from './appointment-world.ts';

let h: Harness;
let patient: Person;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  h = await startSchedule({ logStream: { write: (line) => logLines.push(JSON.parse(line)) } });
  patient = await h.person(['PATIENT']);
});
afterAll(async () => h?.close());

/** The whole envelopes of `type` in the outbox whose payload is about appointment `id`. */
async function envelopesAbout(type: string, id: string): Promise<EventEnvelope[]> {
  const rows = await h.service.dataSource.query<{ payload: EventEnvelope }[]>(
    "SELECT payload FROM outbox_event WHERE type = $1 AND payload #>> '{payload,current,id}' = $2",
    [type, id],
  );
  return rows.map((row) => row.payload);
}

describe('the acting account on events (docs/events.md#envelope)', () => {
  it("names the booker's account, role and request id on the booking's event", async () => {
    const p = await practice(h);
    const answer = await h.service.app.inject({
      method: 'POST',
      url: '/api/schedule/appointments?withDetails=true',
      headers: {
        authorization: `Bearer ${await h.service.issuer.token(p.roomUser.id, p.roomUser.roles[0]!)}`,
        'x-request-id': 'booking-request-1',
      },
      payload: bookingIn(p, patient, utc(1, 9)),
    });
    expect(answer.statusCode).toBe(201);
    const booked = (answer.json() as AppointmentView).appointment;

    const [event] = await envelopesAbout('appointment.booked', booked.id);
    expect(event).toMatchObject({
      actor: { accountId: p.roomUser.id, role: p.roomUser.roles[0] },
      requestId: 'booking-request-1',
    });
    // And a line kept for the logger service under the same request, so the trail's request leads to it.
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 30,
        keep: true,
        reqId: 'booking-request-1',
        appointmentId: booked.id,
        msg: 'appointment booked',
      }),
    );
  });

  it('names no one on what an event handler writes (a room disabled cancels its appointments)', async () => {
    const p = await practice(h);
    const booked = (await book(h, p, patient, utc(2, 9))).body.appointment;
    await h.publish('room.disabled', { current: { ...p.room, enabled: false }, previous: p.room });

    const [canceled] = await envelopesAbout('appointment.canceled', booked.id);
    expect(canceled).toBeDefined();
    expect(canceled).not.toHaveProperty('actor');
    expect(canceled).not.toHaveProperty('requestId');
  });
});
