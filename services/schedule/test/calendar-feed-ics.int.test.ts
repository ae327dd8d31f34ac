import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountEvents, MaterialResourcesEvents } from '@teleplan/proto/events';
import type { CalendarFeed, CalendarFeedCreated } from '@teleplan/proto/schedule-exports';
import { as, startSchedule, type Caller, type Harness } from './harness.ts';
import { buildWorld, caller, insertAppointment, type World } from './export-fixtures.ts';
import { testNow } from './today.ts';

/** What a calendar program reads in a feed: ical.js, a real RFC 5545 parser. */
let h: Harness;
let w: World;
const DAY = 86_400_000;
const inDays = (days: number) =>
  new Date(Math.floor((testNow().getTime() + days * DAY) / 600_000) * 600_000).toISOString();
/** A room name a room manager might type by mistake or on purpose: every character TEXT must escape. */
const TRAP = 'Salle 1\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Piège; a, b \\ c';

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await h.service.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

async function feedUrl(who: Caller, ownerType: 'DOCTOR' | 'ROOM', owner: string): Promise<string> {
  const created = await h.call<CalendarFeedCreated>('POST', '/calendar-feeds', who, { ownerType, owner });
  expect(created.status).toBe(201);
  return created.body.url;
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    summary: event.getFirstPropertyValue('summary'),
    location: event.getFirstPropertyValue('location'),
    description: event.getFirstPropertyValue('description'),
  }));
  // X- properties have no type in the parser's design: read them as the TEXT they are.
  const asText = (name: string) =>
    ICAL.design.icalendar.value.text!.fromICAL!(String(calendar.getFirstPropertyValue(name)));
  return { events, name: asText('x-wr-calname'), description: asText('x-wr-caldesc') };
}

const sequenceAfterUpdate = async (id: string, set: string) => {
  await h.service.dataSource.query(`UPDATE appointment SET ${set} WHERE id = $1`, [id]);
  const [row] = await h.service.dataSource.query<{ sequence: number }[]>(
    'SELECT sequence FROM appointment WHERE id = $1',
    [id],
  );
  return row!.sequence;
};

beforeAll(async () => {
  h = await startSchedule();
  w = await buildWorld(h);
});
afterAll(async () => h?.close());

describe('iCalendar text', () => {
  it('escapes a room name with line breaks, ; , and \\: it comes back intact and injects no event', async () => {
    const room = await h.room({ sectorIds: [w.sectorA.id], managerId: w.people.get('ROOM_MANAGER')!.id });
    await h.publish(MaterialResourcesEvents.roomUpdated, {
      current: { ...room, name: TRAP },
      previous: room,
    });
    const id = await insertAppointment(h, {
      room: { ...room, name: TRAP },
      sector: w.sectorA,
      doctor: w.doctorA,
      patient: w.patient,
      start: inDays(2),
    });
    const roomFeed = parse((await get(await feedUrl(caller(w, 'ADMIN'), 'ROOM', room.id))).text);
    expect(roomFeed.name).toBe(`Teleplan — ${TRAP}`);
    expect(roomFeed.events.map((e) => e.uid)).toEqual([id]);
    expect(roomFeed.events[0]!.location).toBe(TRAP);

    const doctorFeed = await get(await feedUrl(caller(w, 'ADMIN'), 'DOCTOR', w.doctorA.id));
    const mine = parse(doctorFeed.text).events.filter((e) => e.location === TRAP);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.summary).toBe(`Consultation — ${TRAP}`);
    expect(doctorFeed.text).not.toMatch(/^SUMMARY:Piège/m);
  });

  it('folds long lines at 75 octets, and the parser unfolds them', async () => {
    const long = `Salle de téléconsultation ${'é'.repeat(40)}`;
    const room = await h.room({ name: long, sectorIds: [w.sectorA.id] });
    const text = (await get(await feedUrl(caller(w, 'ADMIN'), 'ROOM', room.id))).text;
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parse(text).name).toBe(`Teleplan — ${long}`);
  });

  it('says in the feed whether the end includes the room preparation', async () => {
    const room = await h.room({ sectorIds: [w.sectorA.id] });
    await insertAppointment(h, {
      room,
      sector: w.sectorA,
      doctor: w.doctorB,
      patient: w.patient,
      start: inDays(3),
    });
    const roomFeed = parse((await get(await feedUrl(caller(w, 'ADMIN'), 'ROOM', room.id))).text);
    expect(roomFeed.description).toBe('Fin : salle de nouveau prête, préparation de la salle comprise.');
    expect(roomFeed.events[0]!.description).toBe(
      'Fin : salle de nouveau prête, préparation de la salle comprise (10 min).',
    );
    const doctorFeed = parse((await get(await feedUrl(caller(w, 'ADMIN'), 'DOCTOR', w.doctorB.id))).text);
    expect(doctorFeed.description).toBe(
      'Fin : fin de la consultation, préparation de la salle non comprise.',
    );
    expect(doctorFeed.events[0]!.description).toBe(doctorFeed.description);
  });
});

describe('SEQUENCE', () => {
  it('starts at 0 and grows with each move, change of room or doctor, not with a payment', async () => {
    const base = { room: w.roomA, sector: w.sectorA, doctor: w.doctorA, patient: w.patient };
    const id = await insertAppointment(h, { ...base, start: inDays(5) });
    const url = await feedUrl(caller(w, 'DOCTOR'), 'DOCTOR', w.doctorA.id);
    const sequenceInFeed = async () =>
      parse((await get(url)).text).events.find((e) => e.uid === id)?.sequence;
    expect(await sequenceInFeed()).toBe(0);
    const moved = inDays(6);
    expect(
      await sequenceAfterUpdate(
        id,
        `start_time = '${moved}', consultation_end = timestamptz '${moved}' + interval '20 minutes',
         end_time = timestamptz '${moved}' + interval '30 minutes'`,
      ),
    ).toBe(1);
    expect(await sequenceInFeed()).toBe(1);
    expect(await sequenceAfterUpdate(id, 'paid = true, updated_at = now()')).toBe(1);
    expect(await sequenceAfterUpdate(id, `room_id = '${w.roomB.id}'`)).toBe(2);
  });
});

describe('conditional requests', () => {
  it('answers ETag and Last-Modified, 304 to either validator, and 200 again once the feed changed', async () => {
    const doctor = await h.person(['DOCTOR']);
    const url = await feedUrl(as(doctor, 'DOCTOR'), 'DOCTOR', doctor.id);
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);

    const again = await get(url);
    expect([again.headers.etag, again.headers['last-modified']]).toEqual([etag, lastModified]);
    const validators: Record<string, string>[] = [
      { 'if-none-match': etag },
      { 'if-modified-since': lastModified },
    ];
    for (const headers of validators) {
      const cached = await get(url, headers);
      expect([cached.status, cached.text, cached.headers.etag]).toEqual([304, '', etag]);
    }

    await insertAppointment(h, {
      room: w.roomA,
      sector: w.sectorA,
      doctor,
      patient: w.patient,
      start: inDays(7),
    });
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parse(changed.text).events).toHaveLength(1);
  });
});

describe('a feed whose creator lost the right to make it', () => {
  it("stops answering once its room manager no longer manages the room, and leaves the room's list", async () => {
    const manager = await h.person(['ROOM_MANAGER']);
    const room = await h.room({ sectorIds: [w.sectorA.id], managerId: manager.id });
    const theirs = await feedUrl(as(manager, 'ROOM_MANAGER'), 'ROOM', room.id);
    const admins = await feedUrl(caller(w, 'ADMIN'), 'ROOM', room.id);
    expect((await get(theirs)).status).toBe(200);
    const successor = await h.person(['ROOM_MANAGER']);
    await h.publish(MaterialResourcesEvents.roomUpdated, {
      current: { ...room, managerId: successor.id },
      previous: room,
    });
    const gone = await get(theirs);
    expect([gone.status, JSON.parse(gone.text).messageCode]).toEqual([404, 'schedule.calendar_feed.missing']);
    expect((await get(admins)).status).toBe(200);
    const list = await h.call<CalendarFeed[]>(
      'GET',
      `/calendar-feeds?ownerType=ROOM&owner=${room.id}`,
      as(successor, 'ROOM_MANAGER'),
    );
    expect(list.body).toHaveLength(1);
  });

  it('stops answering once its creator account is disabled', async () => {
    const admin = await h.person(['ADMIN']);
    const url = await feedUrl(as(admin, 'ADMIN'), 'ROOM', w.roomB.id);
    expect((await get(url)).status).toBe(200);
    await h.publish(AccountEvents.accountDeactivated, {
      current: h.accountSnapshot(admin, ['ADMIN'], false),
    });
    expect((await get(url)).status).toBe(404);
  });
});
