import { useTranslation } from 'react-i18next';
import type { LogEntry } from '@teleplan/proto/logger';
import { Button } from '../../../shared/ui/button.tsx';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { timeWithSeconds } from '../domain/zoned-input.ts';
import { LevelBadge } from './level-badge.tsx';

interface LogDetailDialogProps {
  entry: LogEntry;
  zone: string;
  onClose: () => void;
  /** Filters the table on the line's request: its lines in every service. */
  onSameRequest: (requestId: string) => void;
}

/** Every field of one log line, its details pretty-printed, its request id to copy or to follow. */
export function LogDetailDialog({ entry, zone, onClose, onSameRequest }: LogDetailDialogProps) {
  const { t } = useTranslation('logger');
  const none = t('detail.none');
  return (
    <ModalDialog
      title={t('detail.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('detail.close')}
          </Button>
          {entry.requestId && (
            <Button onClick={() => onSameRequest(entry.requestId!)}>{t('detail.sameRequest')}</Button>
          )}
        </>
      }
    >
      <dl className="log-detail">
        <dt>{t('detail.time')}</dt>
        <dd>
          <time dateTime={entry.time}>{timeWithSeconds(entry.time, zone)}</time> ({entry.time})
        </dd>
        <dt>{t('detail.level')}</dt>
        <dd>
          <LevelBadge level={entry.level} />
        </dd>
        <dt>{t('detail.service')}</dt>
        <dd>{entry.service}</dd>
        <dt>{t('detail.message')}</dt>
        <dd className="log-detail__message">{entry.message}</dd>
        <dt>{t('detail.requestId')}</dt>
        <dd className="log-detail__request">
          {entry.requestId ?? none}
          {entry.requestId && (
            <CopyButton
              value={entry.requestId}
              label={t('detail.copy')}
              copied={t('detail.copied')}
              failed={t('detail.copyFailed')}
            />
          )}
        </dd>
        <dt>{t('detail.account')}</dt>
        <dd>{entry.accountId ?? none}</dd>
        <dt>{t('detail.details')}</dt>
        <dd>
          {Object.keys(entry.details).length === 0 ? (
            none
          ) : (
            <pre className="log-detail__json">{JSON.stringify(entry.details, null, 2)}</pre>
          )}
        </dd>
      </dl>
    </ModalDialog>
  );
}
