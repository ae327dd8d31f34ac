import { appointmentJsonSql } from './appointment-json.sql.ts';

/** SQL expressions of the ids of an appointment's doctor, patient, room and sector. */
export interface DetailIds {
  doctor: string;
  patient: string;
  room: string;
  sector: string;
}

/**
 * The four detail parts of an appointment view (null when the replica lacks them). `blank` (a bound boolean) blanks the patient's names, as
 * admins see them. Arguments are SQL expressions: columns or placeholders already bound by the caller.
 */
function detailParts(
  blank: string,
  ids: DetailIds,
): Record<'doctor' | 'patient' | 'room' | 'sector', string> {
  const person = (id: string, names: (column: string) => string) =>
    `(SELECT json_build_object('id', p.id, 'firstName', ${names('p.first_name')},
       'lastName', ${names('p.last_name')}, 'email', nullif(p.email, ''), 'phone', p.phone)
      FROM person p WHERE p.id = ${id})`;
  const place = (table: string, id: string) =>
    `(SELECT json_build_object('id', x.id, 'name', x.name) FROM ${table} x WHERE x.id = ${id})`;
  return {
    doctor: person(ids.doctor, (c) => c),
    patient: person(ids.patient, (c) => `CASE WHEN ${blank} THEN '' ELSE ${c} END`),
    room: place('room', ids.room),
    sector: place('sector', ids.sector),
  };
}

/** The detail parts as four columns (`doctor`, `patient`, `room`, `sector`), null unless `flag`. */
export function detailsSql(flag: string, blank: string, ids: DetailIds): string {
  return Object.entries(detailParts(blank, ids))
    .map(([name, part]) => `CASE WHEN ${flag} THEN ${part} END AS ${name}`)
    .join(',\n    ');
}

/** A whole view as one JSON object: `{ appointment }`, with the four detail parts when `flag`. */
export function viewJsonSql(flag: string, blank: string, a: string): string {
  const parts = detailParts(blank, {
    doctor: `${a}.doctor_id`,
    patient: `${a}.patient_id`,
    room: `${a}.room_id`,
    sector: `${a}.sector_id`,
  });
  const detailed = Object.entries(parts).map(([name, part]) => `'${name}', ${part}`);
  return `CASE WHEN ${flag}
    THEN json_build_object('appointment', ${appointmentJsonSql(a)}, ${detailed.join(', ')})
    ELSE json_build_object('appointment', ${appointmentJsonSql(a)}) END`;
}
