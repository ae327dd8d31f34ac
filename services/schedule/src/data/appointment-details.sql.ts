import { appointmentTextSql, instant, objectTextSql } from './appointment-json.sql.ts';

/** SQL expressions of the ids of an appointment's doctor, patient, room and sector. */
export interface DetailIds {
  doctor: string;
  patient: string;
  room: string;
  sector: string;
}

/** JSON of a person row `p` (`blank`: names blanked) and of a room or sector row `x`. */
const personJson = (names: (column: string) => string) =>
  `json_build_object('id', p.id, 'firstName', ${names('p.first_name')}, 'lastName', ${names('p.last_name')},
     'email', nullif(p.email, ''), 'phone', p.phone)`;
const PLACE_JSON = `json_build_object('id', x.id, 'name', x.name)`;
const blanked = (blank: string) => (column: string) => `CASE WHEN ${blank} THEN '' ELSE ${column} END`;

/** Where each detail part comes from: its table, the JSON of one of its rows, the appointment column naming it. */
function detailSources(blank: string) {
  return {
    doctor: { table: 'person p', key: 'p.id', json: personJson((c) => c), column: 'doctor_id' },
    patient: { table: 'person p', key: 'p.id', json: personJson(blanked(blank)), column: 'patient_id' },
    room: { table: 'room x', key: 'x.id', json: PLACE_JSON, column: 'room_id' },
    sector: { table: 'sector x', key: 'x.id', json: PLACE_JSON, column: 'sector_id' },
  };
}

/**
 * The four detail parts of an appointment view (null when the replica lacks them). `blank` (a bound boolean) blanks the patient's names, as
 * admins see them. Arguments are SQL expressions: columns or placeholders already bound by the caller.
 */
function detailParts(
  blank: string,
  ids: DetailIds,
): Record<'doctor' | 'patient' | 'room' | 'sector', string> {
  const sources = detailSources(blank);
  const part = (name: keyof DetailIds) => {
    const source = sources[name];
    return `(SELECT ${source.json} FROM ${source.table} WHERE ${source.key} = ${ids[name]})`;
  };
  return { doctor: part('doctor'), patient: part('patient'), room: part('room'), sector: part('sector') };
}

/** The detail parts as four columns (`doctor`, `patient`, `room`, `sector`), null unless `flag`. */
export function detailsSql(flag: string, blank: string, ids: DetailIds): string {
  return Object.entries(detailParts(blank, ids))
    .map(([name, part]) => `CASE WHEN ${flag} THEN ${part} END AS ${name}`)
    .join(',\n    ');
}

/**
 * A list of views as one JSON array text, in start order, from the appointments that `selected` (a SELECT of
 * appointment rows) answers: `{ appointment }`, with the four detail parts when `flag`. Each distinct doctor,
 * patient, room and sector is built once and joined in (a loaded room week is 2,000 appointments of one room and
 * sector and a few dozen people), each start instant is formatted once, and the text is concatenated.
 */
export function viewListJsonSql(flag: string, blank: string, selected: string): string {
  const sources = Object.entries(detailSources(blank));
  const maps = sources.map(
    ([name, source]) =>
      `${name}_json AS (SELECT ${source.key} AS id, ${source.json}::text AS json FROM ${source.table}
        WHERE ${flag} AND ${source.key} IN (SELECT ${source.column} FROM listed))`,
  );
  const appointment: [string, string] = ['appointment', appointmentTextSql('a', 'a.start_instant')];
  const details = sources.map(([name]): [string, string] => [name, `coalesce(${name}_json.json, 'null')`]);
  return `WITH listed AS MATERIALIZED (${selected}),
    ${maps.join(',\n    ')}
    SELECT '[' || coalesce(string_agg(CASE WHEN ${flag} THEN ${objectTextSql([appointment, ...details])}
        ELSE ${objectTextSql([appointment])} END, ',' ORDER BY a.start_time, a.id), '') || ']' AS json
      FROM (SELECT l.*, ${instant('l.start_time')} AS start_instant FROM listed l) AS a
      ${sources.map(([name, source]) => `LEFT JOIN ${name}_json ON ${name}_json.id = a.${source.column}`).join('\n      ')}`;
}
