import { useTranslation } from 'react-i18next';
import type { AppointmentPerson, AppointmentView } from '@teleplan/proto/schedule-appointments';
import { formatPhone } from '../../../shared/format/phone.ts';
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

/** Patient, doctor and room of an appointment, with how to reach the two persons. */
export function AppointmentContacts({ view }: { view: AppointmentView }) {
  const { t } = useTranslation(APPOINTMENT_NS);
  return (
    <>
      <PersonContact label={t('patient')} person={view.patient} />
      <PersonContact label={t('doctor')} person={view.doctor} />
      <dt>{t('room')}</dt>
      <dd>{[view.room?.name, view.sector?.name].filter(Boolean).join(' · ') || t('noContact')}</dd>
    </>
  );
}
