/** An instant as the wire writes it (proto's Instant): ISO 8601 in UTC with milliseconds. */
export const instant = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** SQL text expressions of JSON values: a quoted value that needs no escaping (uuid, instant), any text, a nullable text. */
export const quoted = (sql: string) => `'"' || ${sql} || '"'`;
const escaped = (sql: string) => `to_json(${sql})::text`;
const nullable = (sql: string) => `coalesce(to_json(${sql})::text, 'null')`;

/** A JSON object's text from its members' JSON texts (SQL text expressions, none null). */
export function objectTextSql(members: [string, string][]): string {
  return `'{' || ${members.map(([name, value], i) => `'${i ? ',' : ''}"${name}":' || ${value}`).join(' || ')} || '}'`;
}

/**
 * proto's AppointmentSchema built from the row `a` (a table alias, or `appointment` in a RETURNING) as JSON text:
 * the one JSON shape of the API and of the events. Spliced into each statement rather than an SQL function, which
 * PostgreSQL would call row by row (a 2,000-row week took 240 ms that way, 7 ms inline), and concatenated rather
 * than built by json_build_object (a loaded week's list: 27 -> 18 ms of CPU). Every column is NOT NULL but
 * comment and cancel_motive, which `nullable` guards: a null would blank the whole text. `start`: the start
 * instant's text when the caller already formatted it (it appears three times).
 */
export function appointmentTextSql(a: string, start = instant(`${a}.start_time`)): string {
  const zone = escaped(`${a}.zone_id`);
  const interval = (end: string) =>
    objectTextSql([
      ['start', quoted(start)],
      ['end', quoted(instant(`${a}.${end}`))],
      ['zone', zone],
    ]);
  return objectTextSql([
    ['id', quoted(`${a}.id`)],
    ['room', quoted(`${a}.room_id`)],
    ['sector', quoted(`${a}.sector_id`)],
    ['doctor', quoted(`${a}.doctor_id`)],
    ['patient', quoted(`${a}.patient_id`)],
    ['startTime', quoted(start)],
    ['zone', zone],
    ['interval', interval('end_time')],
    ['consultationInterval', interval('consultation_end')],
    ['paid', `${a}.paid::text`],
    ['comment', nullable(`${a}.comment`)],
    ['fromC15', `${a}.from_c15::text`],
    ['noTreatingDoctor', `${a}.no_treating_doctor::text`],
    ['treatingDoctorNotAvailable', `${a}.treating_doctor_not_available::text`],
    ['canceled', `${a}.canceled::text`],
    ['cancelMotive', nullable(`${a}.cancel_motive`)],
    ['absentPatient', `${a}.absent_patient::text`],
    ['deleted', `${a}.deleted::text`],
    ['createdAt', quoted(instant(`${a}.created_at`))],
    ['updatedAt', quoted(instant(`${a}.updated_at`))],
  ]);
}

/** The same as a `json` value. */
export function appointmentJsonSql(a: string): string {
  return `(${appointmentTextSql(a)})::json`;
}
