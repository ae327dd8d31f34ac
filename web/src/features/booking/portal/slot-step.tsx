import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useBookableTimelineQuery } from '../../../shared/schedule/schedule-api.ts';
import { clockTime, dayLabel, longDate } from '../../../shared/schedule/zoned-time.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useLiveFeed } from '../../live/index.ts';
import '../components/booking.css';
import { AvailabilityPreview } from './availability-preview.tsx';
import type { PortalRoom } from './portal-rooms.ts';
import { bookingWindow, slotDays } from './slot-days.ts';

interface SlotStepProps {
  room: PortalRoom;
  /** The words of a refusal: the slot chosen was taken meanwhile. */
  slotTaken: string | null;
  onChoose: (start: string) => void;
}

/**
 * Step 2: the room's free starts from now to one month ahead (its bookable timeline), a day at a time in a grid
 * of buttons each announced with its date and time, and the room's usual week. Asked again when the live feed
 * tells of a change in the room or its sector, so a start someone else booked goes.
 */
export function SlotStep({ room, slotTaken, onChoose }: SlotStepProps) {
  const { t } = useTranslation('booking');
  const language = currentLanguage();
  const zone = room.room.zoneId;
  const [horizon] = useState(() => bookingWindow(new Date()));
  const timeline = useBookableTimelineQuery(
    { roomId: room.room.id, sectorId: room.sectorId, zone, ...horizon },
    { refetchOnMountOrArgChange: true },
  );
  const days = useMemo(() => slotDays(timeline.data?.steps ?? [], zone), [timeline.data, zone]);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = days.find((candidate) => candidate.date === chosenDay) ?? days[0];
  const gridTitle = useId();

  const { recent } = useLiveFeed();
  const handled = useRef(recent[0]?.id);
  const { refetch } = timeline;
  useEffect(() => {
    // The events that came since the last look (newest first), however many arrived at once.
    const seen = recent.findIndex((event) => event.id === handled.current);
    const news = seen === -1 ? recent : recent.slice(0, seen);
    if (news.length === 0) return;
    handled.current = recent[0]?.id;
    // Another room of the sector booked takes one of its doctors: that changes this room's free starts too.
    const concerns = news.some(
      ({ appointment, previous }) =>
        appointment.room === room.room.id ||
        appointment.sector === room.sectorId ||
        previous?.room === room.room.id,
    );
    if (concerns) void refetch();
  }, [recent, room.room.id, room.sectorId, refetch]);

  return (
    <div className="portal-slots">
      <p className="booking__when">{t('portal.slot.room', { name: room.room.name })}</p>
      {slotTaken && (
        <p className="notice notice--error" role="alert">
          {slotTaken} {t('portal.slot.taken')}
        </p>
      )}
      <QueryState
        isLoading={timeline.isLoading}
        isError={timeline.isError}
        isEmpty={days.length === 0}
        emptyText={t('portal.slot.none')}
        errorText={t('portal.slot.loadFailed')}
        errorAction={
          <Button variant="secondary" onClick={() => void timeline.refetch()}>
            {t('portal.retry')}
          </Button>
        }
      >
        <div className="portal-days" role="group" aria-label={t('portal.slot.days')}>
          {days.map((candidate) => {
            const label = longDate(candidate.starts[0]!, zone, language);
            const short = dayLabel(candidate.date, language);
            return (
              <button
                key={candidate.date}
                type="button"
                className="portal-day"
                aria-pressed={candidate.date === day?.date}
                aria-label={t('portal.slot.dayButton', { day: label, count: candidate.starts.length })}
                onClick={() => setChosenDay(candidate.date)}
              >
                <span className="portal-day__weekday">
                  {short.weekday} {short.day}
                </span>
                <span className="portal-day__month">{short.monthYear}</span>
              </button>
            );
          })}
        </div>
        {day && (
          <section className="portal-slot-grid" aria-labelledby={gridTitle}>
            <h3 id={gridTitle} className="portal__subtitle">
              {t('portal.slot.grid', { day: longDate(day.starts[0]!, zone, language) })}
            </h3>
            <ul
              className="portal-slot-grid__slots"
              aria-labelledby={gridTitle}
              aria-busy={timeline.isFetching}
            >
              {day.starts.map((start) => (
                <li key={start}>
                  <button
                    type="button"
                    className="portal-slot"
                    aria-label={t('portal.slot.slot', {
                      day: longDate(start, zone, language),
                      time: clockTime(start, zone),
                    })}
                    onClick={() => onChoose(start)}
                  >
                    {clockTime(start, zone)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </QueryState>
      <AvailabilityPreview roomId={room.room.id} zone={zone} window={horizon} />
    </div>
  );
}
