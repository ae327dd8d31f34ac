import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppointmentPerson } from '@teleplan/proto/schedule-appointments';
import { useSession } from '../session/use-session.ts';
import { ContactFacts } from '../ui/contact-facts.tsx';
import { SidePanel } from '../ui/side-panel.tsx';
import { appointmentPermissions } from './appointment-permissions.ts';
import { SCHEDULE_UI_NS } from './schedule-ui-texts.ts';

/** Someone named in an appointment, as a contact card opens them. */
export interface ContactPerson {
  kind: 'patient' | 'doctor';
  /** As the list shows it, e.g. 'Dr Grey Meredith'. */
  name: string;
  person: AppointmentPerson;
}

/** A patient's or doctor's contact card in a side panel, with the patient's page for the roles that open it. */
export function PersonContactPanel({ contact, onClose }: { contact: ContactPerson; onClose: () => void }) {
  const { t } = useTranslation(SCHEDULE_UI_NS);
  const { claims } = useSession();
  const { person, kind } = contact;
  const opensPatient = kind === 'patient' && appointmentPermissions(claims?.role).openPatient;
  return (
    <SidePanel open title={contact.name} onClose={onClose} closeLabel={t('close')}>
      <dl className="contact-facts">
        <dt>{t('contact.role')}</dt>
        <dd>{t(`contact.${kind}`)}</dd>
        <dt>{t('contact.fullName')}</dt>
        <dd>{`${person.firstName} ${person.lastName}`.trim()}</dd>
        <ContactFacts email={person.email} phone={person.phone} />
      </dl>
      {opensPatient && (
        <Link className="btn btn--secondary contact-facts__link" to={`/app/patients/${person.id}/view`}>
          {t('contact.patientPage')}
        </Link>
      )}
    </SidePanel>
  );
}
