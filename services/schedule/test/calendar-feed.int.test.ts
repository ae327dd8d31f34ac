import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed, CalendarFeedCreated } from '@teleplan/proto/schedule-exports';
import { code, ghost, startSchedule, type Harness } from './harness.ts';
import { buildWorld, caller, insertAppointment, type World } from './export-fixtures.ts';
import { pinToday, testNow, TODAYS } from './today.ts';

let h: Harness;
let w: World;
const DAY = 86_400_000;
const inDays = (days: number) =>
  new Date(Math.floor((testNow().getTime() + days * DAY) / 600_000) * 600_000).toISOString();

/** The unfolded content lines of an iCalendar text, after checking its line ends and folding. */
function contentLines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  return physical.reduce<string[]>((lines, line) => {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
    return lines;
  }, []);
}

/** The VEVENTs of a calendar as property maps, after checking the calendar's frame. */
function events(text: string): Record<string, string>[] {
  const lines = contentLines(text);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      found.push(current!);
      current = null;
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).split(';')[0]!] = line.slice(at + 1);
    }
  }
  return found;
}

const icsDate = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

async function subscribe(url: string) {
  const response = await h.service.app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    text: response.body,
    json: () => response.json() as { messageCode: string },
  };
}

/** A doctor's appointments around now in `world`, in and out of the feed's window, by what they are. */
async function appointmentsAround(world: World): Promise<Record<string, string>> {
  const base = { room: world.roomA, sector: world.sectorA, doctor: world.doctorA, patient: world.patient };
  return {
    tomorrow: await insertAppointment(h, { ...base, start: inDays(1), comment: 'Douleur au genou' }),
    lastWeek: await insertAppointment(h, { ...base, start: inDays(-7) }),
    canceled: await insertAppointment(h, { ...base, start: inDays(2), canceled: { motive: 'Empêchement' } }),
    deleted: await insertAppointment(h, { ...base, start: inDays(3), deleted: true }),
    tooOld: await insertAppointment(h, { ...base, start: inDays(-31) }),
    tooFar: await insertAppointment(h, { ...base, start: inDays(181) }),
    otherDoctor: await insertAppointment(h, { ...base, doctor: world.doctorB, start: inDays(4) }),
  };
}

beforeAll(async () => {
  h = await startSchedule();
  w = await buildWorld(h);
});

afterAll(async () => {
  await h?.close();
});

describe.each(TODAYS)('calendar feeds around now, today being %s', (today) => {
  pinToday(today);
  // Each today has its own practice and appointments: the window slides with the day.
  let v: World;
  let ids: Record<string, string>;
  beforeAll(async () => {
    v = await buildWorld(h);
    ids = await appointmentsAround(v);
  });

  it("serves a doctor's live appointments of the last 30 and next 180 days without a token, naming no patient", async () => {
    const created = await h.call<CalendarFeedCreated>('POST', '/calendar-feeds', caller(v, 'DOCTOR'), {
      ownerType: 'DOCTOR',
      owner: v.doctorA.id,
    });
    const reply = await subscribe(created.body.url);
    expect(reply.status).toBe(200);
    expect(reply.type).toBe('text/calendar; charset=utf-8');
    const found = events(reply.text);
    expect(found.map((e) => e.UID)).toEqual([ids.lastWeek, ids.tomorrow]);
    const [appointment] = await h.service.dataSource.query<{ start_time: Date; consultation_end: Date }[]>(
      'SELECT start_time, consultation_end FROM appointment WHERE id = $1',
      [ids.tomorrow],
    );
    expect(found[1]).toMatchObject({
      SUMMARY: `Consultation — ${v.roomA.name}`,
      LOCATION: v.roomA.name,
      DTSTART: icsDate(appointment!.start_time.toISOString()),
      DTEND: icsDate(appointment!.consultation_end.toISOString()),
    });
    expect(found[1]!.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
    const patient = await h.service.dataSource.query<{ last_name: string }[]>(
      'SELECT last_name FROM person WHERE id = $1',
      [v.patient.id],
    );
    expect(reply.text).not.toContain(patient[0]!.last_name);
    expect(reply.text).not.toContain('genou');
  });

  it("serves a room's appointments naming their doctor, until the room is prepared again", async () => {
    const created = await h.call<CalendarFeedCreated>('POST', '/calendar-feeds', caller(v, 'ROOM_MANAGER'), {
      ownerType: 'ROOM',
      owner: v.roomA.id,
    });
    expect(created.status).toBe(201);
    const found = events((await subscribe(created.body.url)).text);
    expect(found.map((e) => e.UID)).toEqual([ids.lastWeek, ids.tomorrow, ids.otherDoctor]);
    const [doctor] = await h.service.dataSource.query<{ name: string; end_time: Date }[]>(
      `SELECT p.first_name || ' ' || p.last_name AS name, a.end_time FROM appointment a JOIN person p ON p.id = a.doctor_id WHERE a.id = $1`,
      [ids.tomorrow],
    );
    expect(found[1]).toMatchObject({
      SUMMARY: `Consultation — ${doctor!.name}`,
      DTEND: icsDate(doctor!.end_time.toISOString()),
    });
  });
});

describe('calendar feeds', () => {
  it('gives a doctor a secret URL once and keeps only its SHA-256', async () => {
    const reply = await h.call<CalendarFeedCreated>('POST', '/calendar-feeds', caller(w, 'DOCTOR'), {
      ownerType: 'DOCTOR',
      owner: w.doctorA.id,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.feed).toMatchObject({ ownerType: 'DOCTOR', owner: w.doctorA.id });
    const secret = /^\/api\/schedule\/ical\/([A-Za-z0-9_-]{43})\.ics$/.exec(reply.body.url)?.[1];
    expect(secret).toBeDefined();
    const [row] = await h.service.dataSource.query<Record<string, unknown>[]>(
      'SELECT * FROM calendar_feed WHERE id = $1',
      [reply.body.feed.id],
    );
    expect(row!.secret_hash).toEqual(createHash('sha256').update(secret!).digest());
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('lists the feeds without their secrets and revokes one: its URL then answers 404', async () => {
    const owner = { ownerType: 'DOCTOR', owner: w.doctorB.id };
    const admin = caller(w, 'ADMIN');
    const created = await h.call<CalendarFeedCreated>('POST', '/calendar-feeds', admin, owner);
    const list = await h.call<CalendarFeed[]>(
      'GET',
      `/calendar-feeds?ownerType=DOCTOR&owner=${w.doctorB.id}`,
      admin,
    );
    expect(list.status).toBe(200);
    expect(list.body).toEqual([created.body.feed]);
    expect((await subscribe(created.body.url)).status).toBe(200);

    const revoked = await h.call('DELETE', `/calendar-feeds/${created.body.feed.id}`, admin);
    expect(revoked.status).toBe(204);
    const gone = await subscribe(created.body.url);
    expect([gone.status, gone.json().messageCode]).toEqual([404, 'schedule.calendar_feed.missing']);
    expect(
      (await h.call('GET', `/calendar-feeds?ownerType=DOCTOR&owner=${w.doctorB.id}`, admin)).body,
    ).toEqual([]);
    const again = await h.call('DELETE', `/calendar-feeds/${created.body.feed.id}`, admin);
    expect([again.status, code(again)]).toEqual([404, 'schedule.calendar_feed.missing']);
  });

  it('keeps a trimmed label to tell the feeds apart, none for a blank one, and refuses a label too long', async () => {
    const owner = { ownerType: 'ROOM', owner: w.roomB.id };
    const labelled = await h.call<CalendarFeedCreated>('POST', '/calendar-feeds', caller(w, 'ADMIN'), {
      ...owner,
      label: '  Outlook du cabinet ',
    });
    expect([labelled.status, labelled.body.feed.label]).toEqual([201, 'Outlook du cabinet']);
    const blank = await h.call<CalendarFeedCreated>('POST', '/calendar-feeds', caller(w, 'ADMIN'), {
      ...owner,
      label: ' ',
    });
    expect(blank.body.feed.label).toBeNull();
    const tooLong = await h.call('POST', '/calendar-feeds', caller(w, 'ADMIN'), {
      ...owner,
      label: 'x'.repeat(61),
    });
    expect([tooLong.status, code(tooLong)]).toEqual([400, 'common.request.invalid']);
    const list = await h.call<CalendarFeed[]>(
      'GET',
      `/calendar-feeds?ownerType=ROOM&owner=${w.roomB.id}`,
      caller(w, 'ADMIN'),
    );
    expect(list.body.map((feed) => feed.label)).toEqual(['Outlook du cabinet', null]);
  });

  it.each([
    ['an unknown secret', `/api/schedule/ical/${'A'.repeat(43)}.ics`],
    ['a file that is not a feed', '/api/schedule/ical/calendar.ics'],
    ['a secret without its extension', `/api/schedule/ical/${'A'.repeat(43)}`],
  ])('answers 404 to %s', async (_what, url) => {
    const reply = await subscribe(url);
    expect([reply.status, reply.json().messageCode]).toEqual([404, 'schedule.calendar_feed.missing']);
  });

  it('stops serving the feed of a deleted room', async () => {
    const room = await h.room({ sectorIds: [w.sectorA.id] });
    const created = await h.call<CalendarFeedCreated>('POST', '/calendar-feeds', caller(w, 'ADMIN'), {
      ownerType: 'ROOM',
      owner: room.id,
    });
    expect((await subscribe(created.body.url)).status).toBe(200);
    await h.publish('room.deleted', { current: { ...room, deleted: true } });
    expect((await subscribe(created.body.url)).status).toBe(404);
  });

  it('refuses a feed for an owner this service does not know', async () => {
    const doctor = await h.call('POST', '/calendar-feeds', caller(w, 'ADMIN'), {
      ownerType: 'DOCTOR',
      owner: w.patient.id,
    });
    expect([doctor.status, code(doctor)]).toEqual([404, 'schedule.profile.doctor.missing']);
    const room = await h.call('POST', '/calendar-feeds', caller(w, 'ADMIN'), {
      ownerType: 'ROOM',
      owner: ghost('ADMIN')!.id,
    });
    expect([room.status, code(room)]).toEqual([404, 'schedule.room.missing']);
    expect(
      await h.service.dataSource.query('SELECT 1 FROM calendar_feed WHERE owner_id = $1', [w.patient.id]),
    ).toEqual([]);
  });

  it.each([
    ['an unknown owner type', { ownerType: 'SECTOR', owner: '00000000-0000-7000-8000-000000000000' }],
    ['an owner that is not a UUID', { ownerType: 'ROOM', owner: 'salle-1' }],
    ['an extra field', { ownerType: 'ROOM', owner: '00000000-0000-7000-8000-000000000000', secret: 'x' }],
  ])('refuses %s with 400', async (_what, body) => {
    const reply = await h.call('POST', '/calendar-feeds', caller(w, 'ADMIN'), body);
    expect([reply.status, code(reply)]).toEqual([400, 'common.request.invalid']);
  });
});
