import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { displayName, useProfileQuery } from '../../../shared/session/current-profile-api.ts';
import { CalendarPageHead } from '../components/calendar-page-head.tsx';
import { CalendarToolbar } from '../components/calendar-toolbar.tsx';
import { CalendarWorkspace } from '../components/calendar-workspace.tsx';
import { MiniMonth } from '../components/mini-month.tsx';
import { useDayPicker } from '../hooks/use-day-picker.ts';
import { useIsMobile } from '../hooks/use-is-mobile.ts';
import { useViewer } from '../hooks/use-viewer.ts';

const DOCTOR_VIEWS = 'dayGridMonth,timeGridWeek,timeGridDay,listMonth,listWeek';

/** A doctor's appointments over their availability (docs/screens.md#calendars). */
export function DoctorCalendarPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('calendar');
  const viewer = useViewer();
  const mobile = useIsMobile();
  const picker = useDayPicker(viewer.zone);
  const doctor = useProfileQuery(id, { skip: !id });
  const ownerIds = useMemo(() => [id], [id]);
  const name = displayName(doctor.data);
  const title = name ? t('doctorCalendarOf', { name }) : t('doctorCalendar');

  return (
    <section className="page calendar-page" aria-labelledby="page-title">
      <CalendarPageHead
        title={title}
        parents={viewer.role === 'DOCTOR' ? [] : [{ label: t('doctors'), to: '/app/doctors/list' }]}
        feedOwner={{ ownerType: 'DOCTOR', owner: id }}
        actions={<CalendarToolbar ownerType="DOCTOR" ownerId={id} availabilityLink />}
      />
      <CalendarWorkspace
        key={`${id}-${mobile}`}
        ownerType="DOCTOR"
        ownerIds={ownerIds}
        kind="doctor"
        calendarRef={picker.calendarRef}
        onRangeShown={picker.follow}
        initialView={mobile ? 'timeGridDay' : 'timeGridWeek'}
        viewButtons={mobile ? 'timeGridDay,listWeek' : DOCTOR_VIEWS}
        side={
          <MiniMonth
            value={picker.day}
            month={picker.month}
            today={picker.today}
            onSelect={picker.choose}
            onMonthChange={picker.setMonth}
            inView={picker.inView}
          />
        }
      />
    </section>
  );
}
