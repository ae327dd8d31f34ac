import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEED_LABEL_MAX,
  type CalendarFeed,
  type CalendarFeedListQuery,
} from '@teleplan/proto/schedule-exports';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import {
  useCalendarFeedsQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} from '../../../shared/schedule/schedule-api.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { CALENDAR_FEEDS_NS } from './calendar-feeds-texts.ts';
import { NewFeedLink } from './new-feed-link.tsx';
import './calendar-feeds.css';
import { errorText } from '../../../shared/messages/error-text.ts';

interface CalendarFeedsManagerProps {
  owner: CalendarFeedListQuery;
  /** The viewer's zone, for the creation dates. */
  zone: string;
}

/** An owner's iCalendar subscription links: the active ones with their revoke action, and a new one. */
export function CalendarFeedsManager({ owner, zone }: CalendarFeedsManagerProps) {
  const { t } = useTranslation(CALENDAR_FEEDS_NS);
  const toast = useToast();
  const feeds = useCalendarFeedsQuery(owner);
  const [create, creating] = useCreateCalendarFeedMutation();
  const [revoke, revoking] = useRevokeCalendarFeedMutation();
  const [label, setLabel] = useState('');
  const [newUrl, setNewUrl] = useState<string | null>(null);
  const [asked, setAsked] = useState<CalendarFeed | null>(null);
  const failed = (error: unknown) => toast.error(errorText(error));
  const described = (feed: CalendarFeed) => ({
    name: feed.label ?? t('unnamed'),
    date: formatDateTime(feed.createdAt, zone),
  });

  async function onCreate(event: React.FormEvent) {
    event.preventDefault();
    const result = await create({ ...owner, label: label.trim() || undefined });
    if ('error' in result) return failed(result.error);
    setLabel('');
    setNewUrl(new URL(result.data.url, window.location.origin).href);
    toast.success(t('created'));
  }

  async function onRevoke() {
    if (!asked) return;
    const result = await revoke(asked.id);
    setAsked(null);
    if ('error' in result) failed(result.error);
    else toast.success(t('revoked'));
  }

  return (
    <div className="calendar-feeds">
      <p>{t('intro')}</p>
      {newUrl ? (
        <NewFeedLink url={newUrl} onDone={() => setNewUrl(null)} />
      ) : (
        <form className="calendar-feeds__create" noValidate onSubmit={(event) => void onCreate(event)}>
          <TextField
            label={t('label')}
            name="label"
            maxLength={FEED_LABEL_MAX}
            hint={t('labelHint')}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
          />
          <Button type="submit" busy={creating.isLoading}>
            <Icon name="plus" size={18} />
            {t('create')}
          </Button>
        </form>
      )}
      <h3 className="calendar-feeds__subtitle">{t('listTitle')}</h3>
      <QueryState
        isLoading={feeds.isLoading}
        isError={feeds.isError}
        isEmpty={feeds.data?.length === 0}
        emptyText={t('none')}
        errorText={t('listFailed')}
        errorAction={
          <Button variant="secondary" onClick={() => void feeds.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        <ul className="calendar-feeds__list">
          {feeds.data?.map((feed) => (
            <li key={feed.id} className="calendar-feeds__item">
              <span className="calendar-feeds__what">
                <strong>{described(feed).name}</strong>
                <span>{t('createdOn', described(feed))}</span>
              </span>
              <Button
                variant="ghost"
                aria-label={t('revokeLabel', described(feed))}
                onClick={() => setAsked(feed)}
              >
                <Icon name="ban" size={18} />
                {t('revoke')}
              </Button>
            </li>
          ))}
        </ul>
      </QueryState>
      <ConfirmDialog
        open={asked !== null}
        title={t('revokeTitle')}
        message={asked && t('revokeText', described(asked))}
        confirmLabel={t('revoke')}
        danger
        busy={revoking.isLoading}
        onConfirm={() => void onRevoke()}
        onCancel={() => setAsked(null)}
      />
    </div>
  );
}
