import { Info } from 'luxon';
import { useTranslation } from 'react-i18next';
import type { DefaultAvailability } from '@teleplan/proto/schedule-availability';
import { DATE_LOCALES } from '../../../shared/format/date-locale.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useAvailabilityQuery } from '../../../shared/schedule/schedule-api.ts';

interface AvailabilityPreviewProps {
  roomId: string;
  zone: string;
  window: { from: string; to: string };
}

/** 'HH:mm' of a local time that may carry seconds. */
const hhmm = (time: string) => time.slice(0, 5);

/** The weekly slots of each day of a fixed week (Monday first), each day's in time order. */
export function weekOf(slots: readonly DefaultAvailability[]): string[][] {
  return [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) =>
    slots
      .filter((slot) => slot.dayOfWeek === dayOfWeek)
      .map((slot) => `${hhmm(slot.interval.start)}–${hhmm(slot.interval.end)}`)
      .sort(),
  );
}

/**
 * The room's usual opening on a fixed week: day names without dates and the weekly slots of each, so the person
 * sees at a glance when the room is open besides the free starts.
 */
export function AvailabilityPreview({ roomId, zone, window }: AvailabilityPreviewProps) {
  const { t } = useTranslation('booking');
  const availability = useAvailabilityQuery({ ownerType: 'ROOM', ownerIds: [roomId], zone, ...window });
  if (availability.isLoading) return null;
  if (availability.isError) return <p className="portal__muted">{t('portal.slot.previewFailed')}</p>;
  const days = Info.weekdays('long', { locale: DATE_LOCALES[currentLanguage()] });
  const week = weekOf(availability.data?.[roomId]?.defaultAvailability ?? []);
  return (
    <table className="portal-week">
      <caption>{t('portal.slot.preview')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('portal.slot.previewDay')}</th>
          <th scope="col">{t('portal.slot.previewHours')}</th>
        </tr>
      </thead>
      <tbody>
        {week.map((slots, index) => (
          <tr key={days[index]}>
            <th scope="row">{days[index]}</th>
            <td>{slots.length > 0 ? slots.join(', ') : t('portal.slot.closed')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
