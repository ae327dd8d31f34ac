import { useTranslation } from 'react-i18next';
import { useViewer } from '../hooks/use-viewer.ts';
import { CalendarFeedsManager } from './calendar-feeds-manager.tsx';
import { CALENDAR_FEEDS_NS } from './calendar-feeds-texts.ts';

/** '/app/settings/calendar-subscription': the signed-in doctor's own subscription links. */
export function CalendarFeedsSettingsPage() {
  const { t } = useTranslation(CALENDAR_FEEDS_NS);
  const viewer = useViewer();
  return (
    <section className="card settings-section" aria-labelledby="calendar-feeds-title">
      <h1 id="calendar-feeds-title" className="settings-section__title">
        {t('title')}
      </h1>
      <p>{t('settingsIntro')}</p>
      <CalendarFeedsManager owner={{ ownerType: 'DOCTOR', owner: viewer.sub! }} zone={viewer.zone} />
    </section>
  );
}
