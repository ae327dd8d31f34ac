import { useTranslation } from 'react-i18next';
import type { LiveAppointmentEvent } from '@teleplan/proto/live-feed';
import { DEFAULT_ZONE } from '@teleplan/proto/schedule-common';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { clockTime, longDate } from '../../../shared/schedule/zoned-time.ts';
import { useProfileQuery } from '../../../shared/session/current-profile-api.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { LIVE_NS } from '../i18n/live-texts.ts';
import { useLiveFeed } from '../live-feed-context.ts';
import './live-panel.css';

function LiveEventItem({ event, zone }: { event: LiveAppointmentEvent; zone: string }) {
  const { t } = useTranslation(LIVE_NS);
  const { start, title } = event.appointment;
  return (
    <li className={`live-panel__item live-panel__item--${event.type.toLowerCase()}`}>
      <strong className="live-panel__type">{t(`types.${event.type}`)}</strong>
      <time className="live-panel__when" dateTime={start}>
        {t('when', { date: longDate(start, zone, currentLanguage()), time: clockTime(start, zone) })}
      </time>
      {title && <span className="live-panel__title">{title}</span>}
    </li>
  );
}

/**
 * The home page's live panel: the latest appointment events of the feed, newest first, with their date and time in
 * the signed-in person's zone and the patient's name when the role sees it. Announced politely as they come.
 */
export function LivePanel() {
  const { t } = useTranslation(LIVE_NS);
  const { recent, status } = useLiveFeed();
  const { claims } = useSession();
  const profile = useProfileQuery(claims?.sub ?? '', { skip: !claims });
  const zone = profile.data?.zone || DEFAULT_ZONE;
  return (
    <aside className="card live-panel" aria-labelledby="live-panel-title">
      <h2 id="live-panel-title" className="live-panel__heading">
        <span className={`live-panel__dot live-panel__dot--${status}`} aria-hidden="true" />
        {t('title')}
      </h2>
      {(status === 'connecting' || status === 'failed') && (
        <p className="live-panel__status">{t(`status.${status}`)}</p>
      )}
      {/* The live region is there before its content changes, as screen readers need. */}
      <div aria-live="polite">
        {recent.length === 0 ? (
          <p className="live-panel__empty">{t('empty')}</p>
        ) : (
          <ol className="live-panel__list">
            {recent.map((event) => (
              <LiveEventItem key={event.id} event={event} zone={zone} />
            ))}
          </ol>
        )}
      </div>
    </aside>
  );
}
