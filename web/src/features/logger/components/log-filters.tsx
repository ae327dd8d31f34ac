import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_LEVELS, type LogLevel } from '@teleplan/proto/logger';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { messageText } from '../../../shared/messages/message-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useLogServicesQuery } from '../api/logger-api.ts';
import { NO_LOG_FILTER, rangeInvalid, type LogFilter } from '../domain/logger-filters.ts';
import { instantOfLocalInput, localInputOf } from '../domain/zoned-input.ts';

interface LogFiltersProps {
  filter: LogFilter;
  zone: string;
  onChange: (filter: LogFilter) => void;
}

/** Typing pauses this long before the text is sent. */
const TEXT_DELAY_MS = 300;

const toggled = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((other) => other !== item) : [...list, item];

/** Services, levels, time range (in the viewer's zone), message text (sent once typing pauses) and request. */
export function LogFilters({ filter, zone, onChange }: LogFiltersProps) {
  const { t } = useTranslation('logger');
  const services = useLogServicesQuery(undefined).data ?? [];
  const [text, setText] = useState(filter.text);

  useEffect(() => setText(filter.text), [filter.text]);
  useEffect(() => {
    if (text.trim() === filter.text) return;
    const timer = setTimeout(() => onChange({ ...filter, text }), TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filter, onChange]);

  const shownServices = [...new Set([...services, ...filter.services])].sort();
  return (
    <form
      className="logger-filters"
      role="search"
      aria-label={t('filters.logsLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filter, text });
      }}
    >
      <fieldset>
        <legend>{t('filters.services')}</legend>
        {shownServices.length === 0 ? (
          <p className="field__hint">{t('filters.noService')}</p>
        ) : (
          <div className="logger-filters__choices">
            {shownServices.map((service) => (
              <Checkbox
                key={service}
                name="service"
                label={service}
                checked={filter.services.includes(service)}
                onChange={() => onChange({ ...filter, services: toggled(filter.services, service) })}
              />
            ))}
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend>{t('filters.levels')}</legend>
        <div className="logger-filters__choices">
          {LOG_LEVELS.map((level) => (
            <Checkbox
              key={level}
              name="level"
              label={level}
              checked={filter.levels.includes(level)}
              onChange={() => onChange({ ...filter, levels: toggled<LogLevel>(filter.levels, level) })}
            />
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('filters.from')}
        name="from"
        type="datetime-local"
        value={localInputOf(filter.from, zone)}
        onChange={(event) => onChange({ ...filter, from: instantOfLocalInput(event.target.value, zone) })}
      />
      <TextField
        label={t('filters.to')}
        name="to"
        type="datetime-local"
        value={localInputOf(filter.to, zone)}
        error={rangeInvalid(filter) && messageText(MessageCodes.logger.rangeInvalid, currentLanguage())}
        onChange={(event) => onChange({ ...filter, to: instantOfLocalInput(event.target.value, zone) })}
      />
      <TextField
        label={t('filters.text')}
        name="text"
        type="search"
        maxLength={200}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <TextField
        label={t('filters.requestId')}
        name="requestId"
        type="search"
        maxLength={64}
        value={filter.requestId}
        onChange={(event) => onChange({ ...filter, requestId: event.target.value.trim() })}
      />
      <div className="logger-filters__actions">
        <Button variant="secondary" onClick={() => onChange(NO_LOG_FILTER)}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
