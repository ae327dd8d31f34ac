import { DateTime } from 'luxon';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { OWN_PLACE_PLACEHOLDER } from '../../../shared/routing/role-navigation.ts';
import { useMedicalPresenceQuery } from '../../../shared/schedule/schedule-api.ts';
import { useOwnRoomId } from '../../../shared/session/own-room.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { useCalendarRoomQuery } from '../api/calendar-api.ts';
import { CalendarPageHead } from '../components/calendar-page-head.tsx';
import { CalendarToolbar } from '../components/calendar-toolbar.tsx';
import { CalendarWorkspace } from '../components/calendar-workspace.tsx';
import { MiniMonth } from '../components/mini-month.tsx';
import { useDayPicker } from '../hooks/use-day-picker.ts';
import { useIsMobile } from '../hooks/use-is-mobile.ts';
import { useViewer } from '../hooks/use-viewer.ts';

const ROOM_VIEWS = 'dayGridMonth,timeGridWeek,timeGridDay,listMonth,listWeek';

/**
 * A room's appointments: sector selector, medical presence, moving, export. A room's 'mine' (a link made before the
 * person's room was known) goes to their own room once it is: its data are never asked for under 'mine'.
 */
export function RoomCalendarPage() {
  const { id = '' } = useParams();
  const { claims } = useSession();
  const ownRoomId = useOwnRoomId(claims?.role, claims?.sub);
  if (id === OWN_PLACE_PLACEHOLDER)
    return ownRoomId ? <Navigate to={`/app/rooms/${ownRoomId}/calendar`} replace /> : <Spinner />;
  return <RoomCalendar key={id} id={id} />;
}

function RoomCalendar({ id }: { id: string }) {
  const { t } = useTranslation('calendar');
  const viewer = useViewer();
  const mobile = useIsMobile();
  const picker = useDayPicker(viewer.zone);
  const room = useCalendarRoomQuery(id, { skip: !id });
  const sectors = room.data?.room.sectors ?? [];
  const [chosenSector, setChosenSector] = useState<string | null>(null);
  const sectorId = chosenSector ?? sectors[0]?.id;
  const ownerIds = useMemo(() => [id], [id]);
  const month = DateTime.fromISO(`${picker.month}-01`, { zone: viewer.zone });
  const presence = useMedicalPresenceQuery(
    {
      roomId: id,
      sectorId,
      zone: viewer.zone,
      from: month.toUTC().toISO()!,
      to: month.plus({ months: 1 }).toUTC().toISO()!,
      withExecutable: false,
    },
    { skip: !id },
  );
  const presenceDays = useMemo(() => new Set(presence.data?.dates ?? []), [presence.data]);
  const roomRole = viewer.role === 'ROOM_USER' || viewer.role === 'ROOM_MANAGER';
  const name = room.data?.room.name;
  const title = name ? t('roomCalendarOf', { name }) : t('roomCalendar');

  return (
    <section className="page calendar-page" aria-labelledby="page-title">
      <CalendarPageHead
        title={title}
        parents={roomRole ? [] : [{ label: t('rooms'), to: '/app/rooms/list' }]}
        feedOwner={{ ownerType: 'ROOM', owner: id, managerId: room.data?.room.manager?.id }}
        actions={
          <CalendarToolbar ownerType="ROOM" ownerId={id} availabilityLink={viewer.role !== 'ROOM_USER'} />
        }
      />
      <CalendarWorkspace
        // Drawn anew when the person picks another sector, not when the room's first sector becomes known.
        key={`${id}-${chosenSector}-${mobile}`}
        ownerType="ROOM"
        ownerIds={ownerIds}
        sectorId={sectors.length > 1 ? sectorId : undefined}
        kind="room"
        calendarRef={picker.calendarRef}
        onRangeShown={picker.follow}
        initialView={mobile ? 'timeGridDay' : 'timeGridWeek'}
        viewButtons={mobile ? 'timeGridDay,listWeek' : ROOM_VIEWS}
        weekendsOutsideWeek
        moveButton
        videoUrl={room.data?.room.url}
        booking={sectorId ? { roomId: id, sectorId, roomName: name } : undefined}
        side={
          <>
            {sectors.length > 1 && (
              <SelectField
                label={t('sector')}
                name="sector"
                value={sectorId}
                onChange={(event) => setChosenSector(event.target.value)}
              >
                {sectors.map((sector) => (
                  <option key={sector.id} value={sector.id}>
                    {sector.name}
                  </option>
                ))}
              </SelectField>
            )}
            <MiniMonth
              value={picker.day}
              month={picker.month}
              today={picker.today}
              onSelect={picker.choose}
              onMonthChange={picker.setMonth}
              inView={picker.inView}
              highlighted={presenceDays}
              highlightLabel={t('mini.presence')}
            />
          </>
        }
      />
    </section>
  );
}
