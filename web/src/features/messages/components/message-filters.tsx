import { useTranslation } from 'react-i18next';
import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  type MessageListQuery,
} from '@teleplan/proto/notification-messages';
import { SelectField } from '../../../shared/ui/select-field.tsx';

export type MessageFilter = Pick<MessageListQuery, 'status' | 'channel' | 'kind'>;

interface MessageFiltersProps {
  value: MessageFilter;
  onChange: (filter: MessageFilter) => void;
}

/** Status, channel and kind selects above the messages table; '' means all. */
export function MessageFilters({ value, onChange }: MessageFiltersProps) {
  const { t } = useTranslation('messages');
  const options = (values: readonly string[], prefix: string) => [
    <option key="" value="">
      {t('all')}
    </option>,
    ...values.map((option) => (
      <option key={option} value={option}>
        {t(`${prefix}.${option}`)}
      </option>
    )),
  ];
  return (
    <fieldset className="message-filters">
      <legend className="visually-hidden">{t('filters')}</legend>
      <SelectField
        label={t('column.status')}
        name="status"
        value={value.status ?? ''}
        onChange={(event) =>
          onChange({ ...value, status: (event.target.value || undefined) as MessageFilter['status'] })
        }
      >
        {options(MESSAGE_STATUSES, 'status')}
      </SelectField>
      <SelectField
        label={t('column.channel')}
        name="channel"
        value={value.channel ?? ''}
        onChange={(event) =>
          onChange({ ...value, channel: (event.target.value || undefined) as MessageFilter['channel'] })
        }
      >
        {options(MESSAGE_CHANNELS, 'channel')}
      </SelectField>
      <SelectField
        label={t('column.kind')}
        name="kind"
        value={value.kind ?? ''}
        onChange={(event) =>
          onChange({ ...value, kind: (event.target.value || undefined) as MessageFilter['kind'] })
        }
      >
        {options(MESSAGE_KINDS, 'kind')}
      </SelectField>
    </fieldset>
  );
}
