import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import type { Choices } from '../hooks/use-scope-choices.ts';

type ChooserKind = 'sectors' | 'rooms' | 'doctors' | 'roomTypes';

interface ScopeChooserProps {
  kind: ChooserKind;
  choices: Choices;
  /** The dashboard of the chosen entry. */
  children: (id: string) => ReactNode;
}

/** A labelled list of sectors, rooms, doctors or room types, then the dashboard of the one chosen. */
export function ScopeChooser({ kind, choices, children }: ScopeChooserProps) {
  const { t } = useTranslation('dashboards');
  const [chosen, setChosen] = useState('');
  const { options, isLoading, isError } = choices;
  if (isLoading) return <Spinner label={t('statistics.choosers.loading')} />;
  if (isError) return <p className="notice notice--warning">{t('statistics.choosers.failed')}</p>;
  if (!options?.length)
    return (
      <p className="query-state__empty">
        {t(kind === 'roomTypes' ? 'statistics.choosers.noRoomTypes' : 'statistics.choosers.none')}
      </p>
    );
  return (
    <>
      <SelectField
        label={t(`statistics.choosers.${kind}`)}
        name={`statistics-${kind}`}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      >
        <option value="">{t('statistics.choosers.placeholder')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {chosen ? children(chosen) : <p className="home__later">{t('statistics.choosers.prompt')}</p>}
    </>
  );
}
