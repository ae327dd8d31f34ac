import { useTranslation } from 'react-i18next';
import type { Role } from '@teleplan/proto/roles';
import type { AppointmentPerson, AppointmentView } from '@teleplan/proto/schedule-appointments';
import { formatPhone } from '../../../shared/format/phone.ts';
import { seesPatients } from '../domain/appointment-display.ts';
import { APPOINTMENT_NS } from './appointment-texts.ts';

function PersonContact({ label, person }: { label: string; person: AppointmentPerson | null | undefined }) {
  const { t } = useTranslation(APPOINTMENT_NS);
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : '';
  const phone = formatPhone(person?.phone);
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {name && <span className="appointment-detail__name">{name}</span>}
        {phone && <a href={`tel:${person!.phone}`}>{phone}</a>}
        {person?.email && <a href={`mailto:${person.email}`}>{person.email}</a>}
        {!phone && !person?.email && <span className="appointment-detail__muted">{t('noContact')}</span>}
      </dd>
    </>
  );
}

/**
 * Patient, doctor and room of an appointment, with how to reach the two persons. Roles whose calendars do not
 * name the patient (blank titles) do not get the patient's phone and email either.
 */
export function AppointmentContacts({ view, role }: { view: AppointmentView; role: Role | undefined }) {
  const { t } = useTranslation(APPOINTMENT_NS);
  return (
    <>
      {seesPatients(role) ? (
        <PersonContact label={t('patient')} person={view.patient} />
      ) : (
        <>
          <dt>{t('patient')}</dt>
          <dd className="appointment-detail__muted">{t('patientHidden')}</dd>
        </>
      )}
      <PersonContact label={t('doctor')} person={view.doctor} />
      <dt>{t('room')}</dt>
      <dd>{[view.room?.name, view.sector?.name].filter(Boolean).join(' · ') || t('noContact')}</dd>
    </>
  );
}
