import { useTranslation } from 'react-i18next';
import { wallClockOf, type ShownSlot } from '../domain/slot-times.ts';

/** 'mardi 24 novembre 2026' for a 'YYYY-MM-DD' date, in the interface's language. */
export function useLongDate() {
  const { i18n } = useTranslation();
  return (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
}

/** The words naming a slot, as the list, the confirmation and screen readers say it. */
export function useSlotLabel(zone: string) {
  const { t } = useTranslation('availability');
  const longDate = useLongDate();
  return (shown: ShownSlot): string => {
    if (shown.kind === 'weekly') {
      const { dayOfWeek, interval } = shown.slot;
      return t('list.weekly', { day: t(`days.${dayOfWeek}`), from: interval.start, to: interval.end });
    }
    const start = wallClockOf(shown.slot.interval.start, zone);
    const end = wallClockOf(shown.slot.interval.end, zone);
    return t('list.exceptional', {
      type: t(`type.${shown.type}`),
      date: longDate(start.date),
      from: start.time,
      to: end.date === start.date ? end.time : `${longDate(end.date)} ${end.time}`,
    });
  };
}
