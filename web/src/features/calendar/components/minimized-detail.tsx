import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { clockTime, longDate } from '../../../shared/schedule/zoned-time.ts';

/** The appointment detail collapsed to a bar; its button (focused when it appears) restores the panel. */
export function MinimizedDetail({
  view,
  zone,
  onRestore,
}: {
  view: AppointmentView;
  zone: string;
  onRestore: () => void;
}) {
  const { t } = useTranslation('calendar');
  const restore = useRef<HTMLButtonElement>(null);
  const { start } = view.appointment.interval;

  useEffect(() => restore.current?.focus(), []);

  return (
    <div className="calendar-workspace__detail-bar card">
      <span>
        {t('panel.minimized', {
          day: longDate(start, zone, currentLanguage()),
          start: clockTime(start, zone),
        })}
      </span>
      <button
        ref={restore}
        type="button"
        className="btn btn--secondary"
        aria-expanded={false}
        onClick={onRestore}
      >
        {t('panel.restore')}
      </button>
    </div>
  );
}
