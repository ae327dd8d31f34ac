import { instant, objectTextSql, quoted } from './appointment-json.sql.ts';

/**
 * A list of CalendarAppointment (proto) as one JSON array text, in start order, from the appointments that
 * `selected` (a SELECT of appointment rows) answers: what a calendar draws and nothing else. The title is the
 * patient's full name from the people replica, blank when `blank` (a bound boolean: admins see no patient names)
 * or when the replica lacks the patient. Concatenated text, as the views' list (see `appointmentTextSql`).
 */
export function calendarListJsonSql(blank: string, selected: string): string {
  const title = `CASE WHEN ${blank} OR p.id IS NULL THEN '""'
    ELSE to_json(btrim(p.first_name || ' ' || p.last_name))::text END`;
  const item = objectTextSql([
    ['id', quoted('a.id')],
    ['doctor', quoted('a.doctor_id')],
    ['start', quoted(instant('a.start_time'))],
    ['end', quoted(instant('a.end_time'))],
    ['consultationEnd', quoted(instant('a.consultation_end'))],
    ['title', title],
  ]);
  return `SELECT '[' || coalesce(string_agg(${item}, ',' ORDER BY a.start_time, a.id), '') || ']' AS json
      FROM (${selected}) AS a LEFT JOIN person p ON p.id = a.patient_id`;
}
