/**
 * The four detail parts of an appointment view as SQL columns (`doctor`, `patient`, `room`, `sector`), null
 * when `flag` is false or the replica lacks them. `blank` (a bound boolean) blanks the patient's names, as
 * admins see them. Arguments are SQL expressions: columns or placeholders already bound by the caller.
 */
export function detailsSql(
  flag: string,
  blank: string,
  ids: { doctor: string; patient: string; room: string; sector: string },
): string {
  const person = (id: string, names: (column: string) => string) =>
    `(SELECT jsonb_build_object('id', p.id, 'firstName', ${names('p.first_name')},
       'lastName', ${names('p.last_name')}, 'email', nullif(p.email, ''), 'phone', p.phone)
      FROM person p WHERE p.id = ${id})`;
  const place = (table: string, id: string) =>
    `(SELECT jsonb_build_object('id', x.id, 'name', x.name) FROM ${table} x WHERE x.id = ${id})`;
  return `CASE WHEN ${flag} THEN ${person(ids.doctor, (c) => c)} END AS doctor,
    CASE WHEN ${flag} THEN ${person(ids.patient, (c) => `CASE WHEN ${blank} THEN '' ELSE ${c} END`)} END AS patient,
    CASE WHEN ${flag} THEN ${place('room', ids.room)} END AS room,
    CASE WHEN ${flag} THEN ${place('sector', ids.sector)} END AS sector`;
}
