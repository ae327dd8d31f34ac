import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { messageText } from '../../../shared/messages/message-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { AUDIT_SUBJECTS, NO_AUDIT_FILTER, rangeInvalid, type AuditFilter } from '../domain/logger-filters.ts';
import { isUuid } from '../domain/uuid.ts';
import { instantOfLocalInput, localInputOf } from '../domain/zoned-input.ts';
import { AUDIT_NS } from '../i18n/audit-texts.ts';

interface AuditFiltersProps {
  filter: AuditFilter;
  zone: string;
  onChange: (filter: AuditFilter) => void;
}

/**
 * Subject type and time range apply at once; the action and the author's id, typed, apply with the form's
 * button or Enter (an id half typed would ask for nothing).
 */
export function AuditFilters({ filter, zone, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('logger');
  const { t: words } = useTranslation(AUDIT_NS);
  const [action, setAction] = useState(filter.action);
  const [actorId, setActorId] = useState(filter.actorId);
  const [tried, setTried] = useState(false);
  useEffect(() => setAction(filter.action), [filter.action]);
  useEffect(() => setActorId(filter.actorId), [filter.actorId]);
  const actorInvalid = actorId.trim() !== '' && !isUuid(actorId.trim());

  return (
    <form
      className="logger-filters"
      role="search"
      aria-label={t('filters.auditLabel')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!actorInvalid) onChange({ ...filter, action: action.trim(), actorId: actorId.trim() });
      }}
    >
      <SelectField
        label={t('filters.subjectType')}
        name="subjectType"
        value={filter.subjectType}
        onChange={(event) =>
          onChange({ ...filter, subjectType: event.target.value as AuditFilter['subjectType'] })
        }
      >
        <option value="">{t('filters.all')}</option>
        {AUDIT_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {words(`subjects.${subject}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('filters.action')}
        name="action"
        maxLength={64}
        placeholder="appointment.canceled"
        value={action}
        onChange={(event) => setAction(event.target.value)}
      />
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
        label={t('filters.actorId')}
        name="actorId"
        maxLength={36}
        autoComplete="off"
        value={actorId}
        error={tried && actorInvalid && t('filters.actorInvalid')}
        onChange={(event) => setActorId(event.target.value)}
      />
      <div className="logger-filters__actions">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button variant="secondary" onClick={() => onChange(NO_AUDIT_FILTER)}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
