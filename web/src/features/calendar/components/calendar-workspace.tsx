import type { CalendarOptions } from '@fullcalendar/core';
import type FullCalendar from '@fullcalendar/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import { AddAppointmentPanel } from '../../booking/index.ts';
import { hasStarted, type CalendarKind } from '../domain/appointment-display.ts';
import { freeSlots } from '../domain/free-slots.ts';
import { TIME_GRID_HOURS } from '../domain/time-grid.ts';
import { AppointmentDetailPanel } from '../appointment/appointment-detail-panel.tsx';
import { appointmentPermissions } from '../../../shared/schedule/appointment-permissions.ts';
import { AppointmentUpdatePanel } from '../appointment/appointment-update-panel.tsx';
import { useErrorText } from '../../../shared/messages/error-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useAppointmentQuery } from '../../../shared/schedule/schedule-api.ts';
import { useAppointmentMove } from '../hooks/use-appointment-move.ts';
import { useCalendarData } from '../hooks/use-calendar-data.ts';
import { useCalendarRange } from '../hooks/use-calendar-range.ts';
import { useNow } from '../hooks/use-now.ts';
import { useViewer } from '../hooks/use-viewer.ts';
import { DetailPanelTools } from './detail-panel-tools.tsx';
import { MinimizedDetail } from './minimized-detail.tsx';
import { LazyScheduleCalendar as ScheduleCalendar } from './lazy-schedule-calendar.tsx';
import type { CalendarRange } from './schedule-calendar.tsx';
import './calendar-workspace.css';
import { useFocusAfterRender } from '../../../shared/ui/use-focus-after-render.ts';

interface CalendarWorkspaceProps {
  ownerType: OwnerType;
  ownerIds: readonly string[];
  /** Room calendar: only this sector's appointments. */
  sectorId?: string;
  kind: CalendarKind;
  calendarRef: RefObject<FullCalendar | null>;
  initialView: string;
  viewButtons?: string;
  /** Room calendar: weekends always show outside the week view. */
  weekendsOutsideWeek?: boolean;
  /** Multi-doctor view: one column per doctor within each day. */
  resources?: { id: string; title: string }[];
  extraOptions?: CalendarOptions;
  /** Beside the calendar (mini month, selectors). */
  side?: ReactNode;
  /** Shown instead of the calendar while it would be empty (the multi-doctor view before a doctor is chosen). */
  placeholder?: ReactNode;
  /** Room calendar: a move button in week view, then a slot chosen in the calendar. */
  moveButton?: boolean;
  videoUrl?: string | null;
  /**
   * Room calendar: a free future slot, or the "new appointment" button (the room's next free slot), opens the
   * booking wizard for this room and sector.
   */
  booking?: { roomId: string; sectorId: string; roomName?: string };
  /** Multi-doctor view: the detail panel can be minimized, set unpaid again and reloaded. */
  panelTools?: boolean;
  /** The range the calendar shows, each time it changes (the mini month follows it). */
  onRangeShown?: (range: CalendarRange) => void;
}

/**
 * A calendar with its data, the selected appointment's detail panel and the moving flows (drag, move button then a
 * slot, or the keyboard panel), shared by the doctor, room and multi-doctor calendars.
 */
export function CalendarWorkspace(props: CalendarWorkspaceProps) {
  const { t } = useTranslation('calendar');
  const failure = useErrorText();
  const viewer = useViewer();
  const now = useNow();
  const { range, onRangeChange } = useCalendarRange(props.initialView, viewer.zone);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [selectedCopy, setSelectedCopy] = useState<AppointmentView | null>(null);
  const [moveMode, setMoveMode] = useState(false);
  const [minimized, setMinimized] = useState(false);
  const [restored, setRestored] = useState(false);
  const [adding, setAdding] = useState<{ start?: Date } | null>(null);
  const move = useAppointmentMove();
  const calendarArea = useRef<HTMLDivElement>(null);
  const focusCalendar = useFocusAfterRender(calendarArea);
  const data = useCalendarData({
    ownerType: props.ownerType,
    ownerIds: props.ownerIds,
    sectorId: props.sectorId,
    range,
    zone: viewer.zone,
    role: viewer.role,
    kind: props.kind,
    now,
    selectedId,
    byDoctor: Boolean(props.resources),
  });
  // The calendar list holds what the events draw; the panel reads the whole appointment when one is chosen.
  const detail = useAppointmentQuery(selectedId ?? skipToken);
  // FullCalendar's first draw costs as much as drawing the week: it waits for the first week's data and draws
  // once, with them. Without a first range (month and list views) it must draw to tell which days it shows.
  const [drawn, setDrawn] = useState(false);
  if (!drawn && (range === null || !data.isLoading)) setDrawn(true);
  const selected = detail.currentData ?? (selectedCopy?.appointment.id === selectedId ? selectedCopy : null);
  const can = appointmentPermissions(viewer.role);
  const weekView = range?.viewType === 'timeGridWeek';
  const weekends = data.weekendUsed || (Boolean(props.weekendsOutsideWeek) && !weekView);

  // The free slots a keyboard reaches where one opens the booking wizard (or, while moving, takes the appointment).
  const bookable = Boolean(props.booking);
  const free = useMemo(
    () =>
      range && bookable && !props.resources
        ? freeSlots(data.events, { ...range, now, stepMinutes: TIME_GRID_HOURS.stepMinutes })
        : undefined,
    [data.events, range, now, bookable, props.resources],
  );

  const { onRangeShown } = props;
  useEffect(() => {
    if (range) onRangeShown?.(range);
  }, [range, onRangeShown]);

  const canMoveSelected = Boolean(selected && can.change && !hasStarted(selected.appointment, now));

  function select(id: string | null) {
    setSelectedId(id);
    setSelectedCopy(null);
    setMoveMode(false);
    setMinimized(false);
    setRestored(false);
  }

  // A closed appointment's panel leaves: the focus goes to the calendar, not to the page.
  function closeDetail() {
    select(null);
    focusCalendar();
  }

  function restore() {
    setMinimized(false);
    setRestored(true);
  }

  function onSlotSelect(start: Date) {
    if (moveMode && selected) {
      setMoveMode(false);
      move.toSlot(selected, start);
      return;
    }
    if (start.getTime() < Date.now()) return;
    if (props.booking) setAdding({ start });
  }

  return (
    <div
      className={[
        'calendar-workspace',
        selected && !minimized ? 'calendar-workspace--detail' : '',
        props.resources ? 'calendar-workspace--columns' : '',
      ].join(' ')}
    >
      {props.side && <div className="calendar-workspace__side">{props.side}</div>}
      <div className="calendar-workspace__main">
        {data.error ? (
          <div className="notice notice--error" role="alert">
            <p>{t('loadFailed', { reason: failure(data.error) })}</p>
            <Button variant="secondary" onClick={data.refetch}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        <div className="calendar-workspace__move">
          <Button variant="secondary" onClick={data.refetch}>
            {t('reload')}
          </Button>
          {props.booking && <Button onClick={() => setAdding({})}>{t('newAppointment')}</Button>}
          {props.moveButton && weekView && canMoveSelected && (
            <Button variant={moveMode ? 'secondary' : 'primary'} onClick={() => setMoveMode(!moveMode)}>
              {moveMode ? t('moveModeStop') : t('moveMode')}
            </Button>
          )}
          <span role="status">{moveMode ? t('moveModeHint') : ''}</span>
        </div>
        {props.placeholder ?? (
          <div
            ref={calendarArea}
            className="calendar-workspace__calendar"
            role="region"
            aria-label={t('calendar')}
            tabIndex={-1}
            aria-busy={data.isLoading || undefined}
          >
            {data.isLoading && (
              <div className="calendar-workspace__loading" role="status" aria-label={t('loading')}>
                <Spinner />
              </div>
            )}
            {drawn ? (
              <ScheduleCalendar
                ref={props.calendarRef}
                events={data.events}
                zone={viewer.zone}
                initialView={props.initialView}
                viewButtons={props.viewButtons}
                weekends={weekends}
                editable={can.change}
                resources={props.resources}
                extraOptions={props.extraOptions}
                onRangeChange={onRangeChange}
                onAppointmentClick={select}
                onAppointmentDrop={move.onDrop}
                onSlotSelect={props.booking || props.moveButton ? onSlotSelect : undefined}
                freeSlots={free}
              />
            ) : (
              <div className="calendar-workspace__first-draw" />
            )}
          </div>
        )}
      </div>
      {selected && minimized && <MinimizedDetail view={selected} zone={viewer.zone} onRestore={restore} />}
      {selected && !minimized && (
        <div className="calendar-workspace__detail">
          <AppointmentDetailPanel
            view={selected}
            zone={viewer.zone}
            role={viewer.role}
            now={now}
            doctorView={props.kind === 'doctor'}
            videoUrl={props.videoUrl}
            onClose={closeDetail}
            onMove={move.open}
            tools={
              props.panelTools && (
                <DetailPanelTools
                  view={selected}
                  role={viewer.role}
                  now={now}
                  focusMinimize={restored}
                  onMinimize={() => setMinimized(true)}
                  onRefreshed={setSelectedCopy}
                  onGone={closeDetail}
                  onReloadCalendar={data.refetch}
                />
              )
            }
          />
        </div>
      )}
      {move.pending && (
        <AppointmentUpdatePanel
          view={move.pending.view}
          zone={viewer.zone}
          initialStart={move.pending.start}
          initialDoctor={move.pending.doctor}
          onClose={move.close}
        />
      )}
      {adding && props.booking && (
        <AddAppointmentPanel
          roomId={props.booking.roomId}
          sectorId={props.booking.sectorId}
          roomName={props.booking.roomName}
          start={adding.start?.toISOString()}
          zone={viewer.zone}
          onClose={() => setAdding(null)}
          onBooked={() => setAdding(null)}
        />
      )}
    </div>
  );
}
