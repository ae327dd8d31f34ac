import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { DEFAULT_ZONE } from '@teleplan/proto/schedule-common';
import { currentLanguage } from '../i18n/i18n.ts';
import { Button } from '../ui/button.tsx';
import { QueryState } from '../ui/query-state.tsx';
import { agendaStrip, splitAgendaDay } from './agenda-day.ts';
import { PersonContactPanel, type ContactPerson } from './person-contact-panel.tsx';
import { useAppointmentsQuery } from './schedule-api.ts';
import { SCHEDULE_UI_NS } from './schedule-ui-texts.ts';
import { clockTime, dayBounds, dayLabel, localDateOf, monthLabel, shiftDate } from './zoned-time.ts';
import './agenda-viewer.css';

/** The agenda refreshes itself every 5 minutes (docs/screens.md#agenda-viewer). */
export const AGENDA_REFRESH_MS = 300_000;

export interface AgendaOwner {
  ownerType: 'DOCTOR' | 'ROOM';
  id: string;
}

interface AgendaViewerProps {
  owner: AgendaOwner;
  zone?: string;
  /** The viewer's own agenda (home page): "your next appointment"; someone else's (pinned): "next appointment". */
  own?: boolean;
}

/**
 * A doctor's or a room's day (placed inside a titled section or frame): a strip of seven days around the selected one, month and today links, then the
 * next appointment and the rest of the day's upcoming ones (docs/screens.md#agenda-viewer). A patient's or doctor's
 * name opens their contact card in a side panel.
 */
export function AgendaViewer({ owner, zone = DEFAULT_ZONE, own = false }: AgendaViewerProps) {
  const { t } = useTranslation(SCHEDULE_UI_NS);
  const language = currentLanguage();
  const today = localDateOf(new Date(), zone);
  const [selected, setSelected] = useState(today);
  const [contact, setContact] = useState<ContactPerson | null>(null);
  const { start, end } = dayBounds(selected, zone);
  const doctorView = owner.ownerType === 'DOCTOR';
  const day = useAppointmentsQuery(
    {
      horizonStart: start,
      horizonEnd: end,
      [doctorView ? 'doctorIds' : 'roomIds']: [owner.id],
      zone,
      withDetails: true,
      includeCanceled: false,
      includeDeleted: false,
    },
    { pollingInterval: AGENDA_REFRESH_MS, skipPollingIfUnfocused: true },
  );
  const split = splitAgendaDay(day.data ?? [], new Date(), doctorView);

  const personButton = (contact: ContactPerson) => (
    <button
      type="button"
      className="agenda__person"
      aria-haspopup="dialog"
      aria-label={t('agenda.contactOf', { name: contact.name })}
      onClick={() => setContact(contact)}
    >
      {contact.name}
    </button>
  );

  const item = (view: AppointmentView) => {
    const span = doctorView ? view.appointment.consultationInterval : view.appointment.interval;
    const patient = view.patient && `${view.patient.lastName} ${view.patient.firstName}`.trim();
    const doctor = !doctorView && view.doctor;
    return (
      <li key={view.appointment.id} className="agenda__item">
        <span className="agenda__time">
          {clockTime(span.start, zone)} – {clockTime(span.end, zone)}
        </span>
        <span className="agenda__who">
          {patient && (
            <strong>{personButton({ kind: 'patient', name: patient, person: view.patient! })}</strong>
          )}
          {doctorView && view.room?.name && <span>{view.room.name}</span>}
          {doctor && (
            <span>
              {t('agenda.with')}{' '}
              {personButton({
                kind: 'doctor',
                name: `Dr ${doctor.lastName} ${doctor.firstName}`,
                person: doctor,
              })}
            </span>
          )}
        </span>
      </li>
    );
  };

  return (
    <div className="agenda">
      <div className="agenda__nav">
        <Button variant="ghost" onClick={() => setSelected(shiftDate(selected, { months: -1 }))}>
          ‹ {t('agenda.previousMonth')}
        </Button>
        <strong className="agenda__month">{monthLabel(selected, language)}</strong>
        <Button variant="ghost" onClick={() => setSelected(shiftDate(selected, { months: 1 }))}>
          {t('agenda.nextMonth')} ›
        </Button>
      </div>
      <ol className="agenda__strip" aria-label={t('agenda.days')}>
        {agendaStrip(selected).map((date) => {
          const label = dayLabel(date, language);
          return (
            <li key={date}>
              <button
                type="button"
                className="agenda__day"
                aria-pressed={date === selected}
                aria-current={date === today ? 'date' : undefined}
                onClick={() => setSelected(date)}
              >
                <span className="agenda__weekday">{label.weekday}</span>{' '}
                <span className="agenda__number">{label.day}</span>{' '}
                <span className="visually-hidden">{label.monthYear}</span>
              </button>
            </li>
          );
        })}
      </ol>
      {selected !== today && (
        <Button variant="ghost" className="agenda__today" onClick={() => setSelected(today)}>
          {t('agenda.today')}
        </Button>
      )}
      <QueryState
        isLoading={day.isLoading}
        isError={day.isError}
        isEmpty={false}
        emptyText=""
        errorText={t('agenda.failed')}
        errorAction={
          <Button variant="secondary" onClick={() => void day.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        <h3 className="agenda__heading">{t(own ? 'agenda.next' : 'agenda.nextOf')}</h3>
        {split.next ? (
          <ul className="agenda__list agenda__list--next">{item(split.next)}</ul>
        ) : (
          <p className="agenda__empty">{t('agenda.none')}</p>
        )}
        {split.next && (
          <>
            <h3 className="agenda__heading">{t('agenda.later')}</h3>
            {split.later.length > 0 ? (
              <ul className="agenda__list">{split.later.map(item)}</ul>
            ) : (
              <p className="agenda__empty">{t('agenda.none')}</p>
            )}
          </>
        )}
        {split.past.length > 0 && (
          <details className="agenda__past">
            <summary>{t('agenda.past')}</summary>
            <ul className="agenda__list">{split.past.map(item)}</ul>
          </details>
        )}
      </QueryState>
      {contact && <PersonContactPanel contact={contact} onClose={() => setContact(null)} />}
    </div>
  );
}
