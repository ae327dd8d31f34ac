import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import type { CalendarMode } from '../hooks/use-shown-availability.ts';

interface AvailabilityHeaderProps {
  ownerType: OwnerType;
  id: string;
  mode: CalendarMode;
  /** The link to the calendar shows on larger screens only (docs/screens.md#availability-pages). */
  narrow: boolean;
  /** Absent when the caller may not change this week. */
  onAdd?: () => void;
}

/** Title, info toggle, link to the owner's calendar and the add button. */
export function AvailabilityHeader({ ownerType, id, mode, narrow, onAdd }: AvailabilityHeaderProps) {
  const { t } = useTranslation('availability');
  const [infoOpen, setInfoOpen] = useState(false);
  return (
    <>
      <header className="availability-page__header">
        <h1>{t(`title.${ownerType}`)}</h1>
        <div className="availability-page__actions">
          <button
            type="button"
            className="icon-button"
            aria-expanded={infoOpen}
            aria-controls="availability-info"
            aria-label={t('info.button')}
            title={t('info.button')}
            onClick={() => setInfoOpen((open) => !open)}
          >
            <span aria-hidden="true" className="availability-page__info-mark">
              i
            </span>
          </button>
          {!narrow && (
            <Link
              className="btn btn--secondary"
              to={`/app/${ownerType === 'DOCTOR' ? 'doctors' : 'rooms'}/${id}/calendar`}
            >
              <Icon name="calendar" size={18} />
              {t(`calendarLink.${ownerType}`)}
            </Link>
          )}
          {onAdd && (
            <Button onClick={onAdd}>
              <Icon name="plus" size={18} />
              {t('add')}
            </Button>
          )}
        </div>
      </header>
      {infoOpen && (
        <p id="availability-info" className="notice availability-page__info">
          {t(`info.${mode}`)}
        </p>
      )}
    </>
  );
}
