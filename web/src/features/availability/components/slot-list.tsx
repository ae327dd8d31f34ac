import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { wallClockOf, type ShownSlot } from '../domain/slot-times.ts';

/** The words naming a slot, as the list, the confirmation and screen readers say it. */
export function useSlotLabel(zone: string) {
  const { t, i18n } = useTranslation('availability');
  return (shown: ShownSlot): string => {
    if (shown.kind === 'weekly') {
      const { dayOfWeek, interval } = shown.slot;
      return t('list.weekly', { day: t(`days.${dayOfWeek}`), from: interval.start, to: interval.end });
    }
    const start = wallClockOf(shown.slot.interval.start, zone);
    const end = wallClockOf(shown.slot.interval.end, zone);
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${start.date}T00:00:00Z`),
    );
    return t('list.exceptional', {
      type: t(`type.${shown.type}`),
      date,
      from: start.time,
      to: end.date === start.date ? end.time : `${end.date} ${end.time}`,
    });
  };
}

interface SlotListProps {
  slots: readonly ShownSlot[];
  zone: string;
  onDelete: (shown: ShownSlot) => void;
}

/** The slots drawn in the calendar as a list: what a keyboard or a screen reader reaches them by. */
export function SlotList({ slots, zone, onDelete }: SlotListProps) {
  const { t } = useTranslation('availability');
  const labelOf = useSlotLabel(zone);
  return (
    <section className="slot-list card" aria-labelledby="slot-list-title">
      <h2 id="slot-list-title" className="slot-list__title">
        {t('list.title')}
      </h2>
      {slots.length === 0 ? (
        <p className="slot-list__empty">{t('list.empty')}</p>
      ) : (
        <ul>
          {slots.map((shown) => {
            const label = labelOf(shown);
            const tone = shown.kind === 'weekly' ? 'weekly' : shown.type.toLowerCase();
            return (
              <li key={shown.slot.id} className={`slot-list__item slot-list__item--${tone}`}>
                <span>
                  {label}
                  {shown.kind === 'exceptional' && shown.slot.comment && (
                    <span className="slot-list__comment"> — {shown.slot.comment}</span>
                  )}
                </span>
                <Button
                  variant="ghost"
                  onClick={() => onDelete(shown)}
                  aria-label={t('list.deleteSlot', { slot: label })}
                >
                  {t('list.delete')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
