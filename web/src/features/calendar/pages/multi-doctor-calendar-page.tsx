import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useCalendarDoctorsQuery } from '../api/calendar-api.ts';
import { CalendarPageHead } from '../components/calendar-page-head.tsx';
import { CalendarWorkspace } from '../components/calendar-workspace.tsx';
import { DoctorPicker } from '../components/doctor-picker.tsx';
import { FOUR_DAY_VIEW, FOUR_DAY_VIEWS, fourDayNavigation } from '../components/four-day-view.ts';
import { MiniMonth } from '../components/mini-month.tsx';
import { useDayPicker } from '../hooks/use-day-picker.ts';
import { useIsMobile } from '../hooks/use-is-mobile.ts';
import { usePlanningDoctors } from '../hooks/use-planning-doctors.ts';
import { useViewer } from '../hooks/use-viewer.ts';

/** The view of the multi-doctor calendar: a day on mobile, a week with one doctor, four days with more. */
export function multiViewName(doctorCount: number, mobile: boolean): string {
  if (mobile) return 'resourceTimeGridDay';
  return doctorCount >= 2 ? FOUR_DAY_VIEW : 'resourceTimeGridWeek';
}

/** 'Vue multi-médecins': up to 3 doctors side by side within each day (docs/screens.md#calendars). */
export function MultiDoctorCalendarPage() {
  const { t } = useTranslation('calendar');
  const viewer = useViewer();
  const mobile = useIsMobile();
  const picker = useDayPicker(viewer.zone);
  const doctors = useCalendarDoctorsQuery(undefined);
  const planning = usePlanningDoctors();
  const choices = useMemo(
    () =>
      (doctors.data?.content ?? []).map(({ profile }) => ({
        id: profile.id,
        name: `${profile.lastName} ${profile.firstName}`.trim(),
      })),
    [doctors.data],
  );
  const resources = useMemo(
    () =>
      planning.chosen.map((id) => ({ id, title: choices.find((choice) => choice.id === id)?.name ?? '' })),
    [planning.chosen, choices],
  );
  const view = multiViewName(planning.chosen.length, mobile);
  const extraOptions = useMemo(
    () => ({
      views: FOUR_DAY_VIEWS,
      customButtons: fourDayNavigation(picker.calendarRef, {
        prev: t('multi.previous'),
        next: t('multi.next'),
      }),
      datesAboveResources: true,
    }),
    [picker.calendarRef, t],
  );

  return (
    <section className="page calendar-page calendar-page--columns" aria-labelledby="page-title">
      <CalendarPageHead title={t('multiview')} parents={[{ label: t('doctors'), to: '/app/doctors/list' }]} />
      <CalendarWorkspace
        key={view}
        ownerType="DOCTOR"
        ownerIds={planning.chosen}
        kind="doctor"
        calendarRef={picker.calendarRef}
        onRangeShown={picker.follow}
        initialView={view}
        resources={resources}
        extraOptions={extraOptions}
        panelTools
        placeholder={
          planning.chosen.length === 0 ? (
            <p className="notice notice--warning" role="status">
              {t('multi.chooseOne')}
            </p>
          ) : undefined
        }
        side={
          <>
            <QueryState
              isLoading={doctors.isLoading}
              isError={doctors.isError}
              isEmpty={false}
              emptyText=""
              errorText={t('multi.doctorsFailed')}
            >
              <DoctorPicker doctors={choices} chosen={planning.chosen} onToggle={planning.toggle} />
            </QueryState>
            <MiniMonth
              value={picker.day}
              month={picker.month}
              today={picker.today}
              onSelect={picker.choose}
              onMonthChange={picker.setMonth}
              inView={picker.inView}
            />
          </>
        }
      />
    </section>
  );
}
