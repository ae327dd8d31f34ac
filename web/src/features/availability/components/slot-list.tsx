import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import type { ShownSlot } from '../domain/slot-times.ts';
import { useSlotLabel } from '../hooks/use-slot-label.ts';

interface SlotListProps {
  slots: readonly ShownSlot[];
  zone: string;
  /** Absent when the caller may not change this week. */
  onDelete?: (shown: ShownSlot) => void;
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
                {onDelete && (
                  <Button
                    variant="ghost"
                    onClick={() => onDelete(shown)}
                    aria-label={t('list.deleteSlot', { slot: label })}
                  >
                    {t('list.delete')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
