import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSchedule, type Harness } from './harness.ts';
import {
  buildWorld,
  caller,
  download,
  exportQuery,
  insertAppointment,
  type World,
} from './export-fixtures.ts';

let h: Harness;
let w: World;
const fullName = (p: { id: string }) =>
  h.service.dataSource
    .query<{ name: string }[]>(`SELECT first_name || ' ' || last_name AS name FROM person WHERE id = $1`, [
      p.id,
    ])
    .then((rows) => rows[0]!.name);

const WEEK = exportQuery('2026-11-15T23:00:00.000Z', '2026-11-22T23:00:00.000Z');

beforeAll(async () => {
  h = await startSchedule();
  w = await buildWorld(h);
  const base = { room: w.roomA, sector: w.sectorA, doctor: w.doctorA, patient: w.patient };
  await insertAppointment(h, {
    ...base,
    start: '2026-11-17T13:00:00.000Z',
    paid: true,
    comment: 'Deuxième visite',
  });
  await insertAppointment(h, {
    ...base,
    start: '2026-11-16T08:00:00.000Z',
    fromC15: true,
    noTreatingDoctor: true,
  });
  await insertAppointment(h, {
    ...base,
    start: '2026-11-18T09:00:00.000Z',
    canceled: { motive: 'Patient absent', absentPatient: true },
    treatingDoctorNotAvailable: true,
  });
  await insertAppointment(h, { ...base, start: '2026-11-19T09:00:00.000Z', deleted: true });
  // Outside the week: the Sunday before (local) and the Monday after.
  await insertAppointment(h, { ...base, start: '2026-11-15T22:50:00.000Z' });
  await insertAppointment(h, { ...base, start: '2026-11-22T23:00:00.000Z' });
  await insertAppointment(h, {
    room: w.roomB,
    sector: w.sectorB,
    doctor: w.doctorB,
    patient: w.patient,
    start: '2026-11-20T10:00:00.000Z',
    fromC15: true,
  });
});

afterAll(async () => {
  await h?.close();
});

describe('GET export/appointments', () => {
  it('answers a CSV file with a BOM, French headers and one line per appointment in local time', async () => {
    const reply = await download(h, caller(w, 'ADMIN'), `/export/appointments${WEEK}&roomIds=${w.roomA.id}`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(
      'attachment; filename="export-ROOM-2026-11-16_2026-11-22.csv"',
    );
    expect(
      reply.text.startsWith('\uFEFFDate;Heure début;Heure fin;Salle;Cabinet;Médecin;Patient;Payé;Annulé;'),
    ).toBe(true);
    expect(reply.text.split('\r\n')[0]).toBe(
      "\uFEFFDate;Heure début;Heure fin;Salle;Cabinet;Médecin;Patient;Payé;Annulé;Motif d'annulation;" +
        'Patient absent;C15;Sans médecin traitant;Médecin traitant indisponible;Commentaire',
    );
    const doctor = await fullName(w.doctorA);
    const room = `${w.roomA.name};${w.sectorA.name};${doctor}`;
    // Admins count appointments: the patient column stays blank for them.
    expect(reply.lines).toEqual([
      `16/11/2026;09:00;09:30;${room};;Non;Non;;Non;Oui;Oui;Non;`,
      `17/11/2026;14:00;14:30;${room};;Oui;Non;;Non;Non;Non;Non;Deuxième visite`,
      `18/11/2026;10:00;10:30;${room};;Non;Oui;Patient absent;Oui;Non;Non;Oui;`,
    ]);
  });

  it('gives patients their names for the other roles', async () => {
    const reply = await download(
      h,
      caller(w, 'DOCTOR'),
      `/export/appointments${WEEK}&doctorIds=${w.doctorA.id}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.headers['content-disposition']).toContain('export-DOCTOR-2026-11-16_2026-11-22.csv');
    expect(reply.lines).toHaveLength(3);
    expect(reply.lines[0]!.split(';')[6]).toBe(await fullName(w.patient));
  });

  it('writes dates and times in the zone asked', async () => {
    const reply = await download(
      h,
      caller(w, 'ADMIN'),
      `/export/appointments${exportQuery('2026-11-16T00:00:00.000Z', '2026-11-17T00:00:00.000Z', { roomIds: w.roomA.id })}&zone=America/New_York`,
    );
    expect(reply.lines.map((l) => l.split(';').slice(0, 3).join(' '))).toEqual(['16/11/2026 03:00 03:30']);
  });

  it('keeps summer times right across the change to winter time', async () => {
    const summer = await h.room({ sectorIds: [w.sectorA.id] });
    await insertAppointment(h, {
      room: summer,
      sector: w.sectorA,
      doctor: w.doctorA,
      patient: w.patient,
      start: '2026-07-14T08:00:00.000Z',
    });
    const reply = await download(
      h,
      caller(w, 'ADMIN'),
      `/export/appointments${exportQuery('2026-07-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', { roomIds: summer.id })}`,
    );
    expect(reply.lines.map((l) => l.split(';').slice(0, 3).join(' '))).toEqual(['14/07/2026 10:00 10:30']);
  });

  it('narrows to the sectors, rooms and doctors asked, as repeated keys or one comma list', async () => {
    const all = await download(h, caller(w, 'ADMIN'), `/export/appointments${WEEK}`);
    expect(all.headers['content-disposition']).toContain('export-ALL-');
    expect(all.lines).toHaveLength(4);
    const repeated = await download(
      h,
      caller(w, 'ADMIN'),
      `/export/appointments${exportQuery('2026-11-15T23:00:00.000Z', '2026-11-22T23:00:00.000Z', { sectorIds: [w.sectorB.id, w.sectorA.id] })}`,
    );
    const comma = await download(
      h,
      caller(w, 'ADMIN'),
      `/export/appointments${WEEK}&sectorIds=${w.sectorB.id},${w.sectorA.id}`,
    );
    expect(repeated.lines).toHaveLength(4);
    expect(comma.lines).toEqual(repeated.lines);
    const doctorB = await download(
      h,
      caller(w, 'ADMIN'),
      `/export/appointments${WEEK}&doctorIds=${w.doctorB.id}`,
    );
    expect(doctorB.lines).toHaveLength(1);
    expect(doctorB.lines[0]).toContain(w.roomB.name);
    const nothing = await download(
      h,
      caller(w, 'ADMIN'),
      `/export/appointments${WEEK}&doctorIds=${w.doctorB.id}&roomIds=${w.roomA.id}`,
    );
    expect(nothing.status).toBe(200);
    expect(nothing.lines).toEqual([]);
  });

  it('neutralises cells a spreadsheet would run as formulas and quotes separators', async () => {
    const room = await h.room({ name: '=HYPERLINK("http://x";"clic")', sectorIds: [w.sectorA.id] });
    const comments = ['+33 6 12', '-1', '@SUM(A1)', '\tx', 'a;b "c"\nd'];
    for (const [i, comment] of comments.entries())
      await insertAppointment(h, {
        room,
        sector: w.sectorA,
        doctor: w.doctorA,
        patient: w.patient,
        start: `2026-10-0${i + 1}T08:00:00.000Z`,
        comment,
      });
    const reply = await download(
      h,
      caller(w, 'ADMIN'),
      `/export/appointments${exportQuery('2026-10-01T00:00:00.000Z', '2026-10-10T00:00:00.000Z', { roomIds: room.id })}`,
    );
    const body = reply.text;
    expect(body).toContain(`;"'=HYPERLINK(""http://x"";""clic"")";`);
    expect(body).toContain(";'+33 6 12\r\n");
    expect(body).toContain(";'-1\r\n");
    expect(body).toContain(";'@SUM(A1)\r\n");
    expect(body).toContain(";'\tx\r\n");
    expect(body).toContain(';"a;b ""c""\nd"\r\n');
  });

  it('answers RFC 4180 CSV: a strict parser reads every record back, line breaks in cells intact', async () => {
    const reply = await download(
      h,
      caller(w, 'ADMIN'),
      `/export/appointments${exportQuery('2026-10-01T00:00:00.000Z', '2026-10-10T00:00:00.000Z')}`,
    );
    const records = parse(reply.text, { bom: true, delimiter: ';', record_delimiter: '\r\n' }) as string[][];
    expect(records[0]![0]).toBe('Date');
    expect(records.slice(1).map((record) => record[14])).toEqual([
      "'+33 6 12",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'a;b "c"\nd',
    ]);
    expect(records.every((record) => record.length === 15)).toBe(true);
  });

  it.each([
    [
      'to before from',
      exportQuery('2026-11-22T00:00:00.000Z', '2026-11-16T00:00:00.000Z'),
      'schedule.request.range_invalid',
    ],
    [
      'to equal to from',
      exportQuery('2026-11-16T00:00:00.000Z', '2026-11-16T00:00:00.000Z'),
      'schedule.request.range_invalid',
    ],
    ['an unknown zone', `${WEEK}&zone=Mars/Olympus`, 'schedule.request.zone_invalid'],
    ['an id that is not a UUID', `${WEEK}&roomIds=salle-1`, 'common.request.invalid'],
    ['no from', '?to=2026-11-16T00:00:00.000Z', 'common.request.invalid'],
    ['a from that is not an instant', '?from=lundi&to=2026-11-16T00:00:00.000Z', 'common.request.invalid'],
    ['an unknown parameter', `${WEEK}&owner=ROOM`, 'common.request.invalid'],
  ])('refuses %s with 400', async (_what, query, messageCode) => {
    const reply = await download(h, caller(w, 'ADMIN'), `/export/appointments${query}`);
    expect(reply.status).toBe(400);
    expect(reply.messageCode).toBe(messageCode);
  });
});

describe('GET export/c15-appointments', () => {
  it('answers only the appointments flagged C15, in the sectors asked', async () => {
    const reply = await download(
      h,
      caller(w, 'ADMIN'),
      `/export/c15-appointments${WEEK}&sectorIds=${w.sectorA.id}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.headers['content-disposition']).toBe(
      'attachment; filename="extraction-C15-2026-11-16_2026-11-22.csv"',
    );
    expect(reply.lines).toHaveLength(1);
    expect(reply.lines[0]).toMatch(/^16\/11\/2026;09:00;/);
    const everywhere = await download(h, caller(w, 'ADMIN'), `/export/c15-appointments${WEEK}`);
    expect(everywhere.lines).toHaveLength(2);
    expect(everywhere.lines.every((line) => line.split(';')[11] === 'Oui')).toBe(true);
  });

  it("refuses a start day that is not before the end day ('Dates incorrectes')", async () => {
    const sameDay = exportQuery('2026-11-16T07:00:00.000Z', '2026-11-16T20:00:00.000Z');
    const reply = await download(h, caller(w, 'ADMIN'), `/export/c15-appointments${sameDay}`);
    expect(reply.status).toBe(400);
    expect(reply.messageCode).toBe('schedule.request.range_invalid');
  });

  it('refuses a date that is not an instant with 400', async () => {
    const reply = await download(h, caller(w, 'ADMIN'), '/export/c15-appointments?from=lundi&to=mardi');
    expect([reply.status, reply.messageCode]).toEqual([400, 'common.request.invalid']);
  });

  it('takes no room or doctor list', async () => {
    const reply = await download(
      h,
      caller(w, 'ADMIN'),
      `/export/c15-appointments${WEEK}&roomIds=${w.roomA.id}`,
    );
    expect(reply.status).toBe(400);
    expect(reply.messageCode).toBe('common.request.invalid');
  });
});
