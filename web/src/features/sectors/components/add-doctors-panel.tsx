import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sector } from '@teleplan/proto/material-resources';
import { useSession } from '../../../shared/session/use-session.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import { useDebounced } from '../../../shared/ui/use-debounced.ts';
import { useAddDoctorsMutation, useDoctorsSearchQuery } from '../api/sectors-api.ts';
import { errorText } from '../../../shared/messages/error-text.ts';

interface AddDoctorsPanelProps {
  open: boolean;
  sector: Sector;
  onClose: () => void;
}

/**
 * Searches doctors by name or email (5 results) and links the chosen ones to the sector in one call. A sector
 * manager may link only doctors of her sectors or of none; she cannot read the other sectors, so the panel
 * cannot leave their doctors out: it says the rule, and a refusal names it again.
 */
export function AddDoctorsPanel({ open, sector, onClose }: AddDoctorsPanelProps) {
  const { t } = useTranslation('sectors');
  const toast = useToast();
  const { claims } = useSession();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const typed = useDebounced(text);
  const results = useDoctorsSearchQuery(typed.trim(), { skip: !open });
  const [addDoctors, addState] = useAddDoctorsMutation();
  const inSector = new Set(sector.doctorIds);
  const doctors = results.data?.content ?? [];

  const close = () => {
    setText('');
    setChosen(new Set());
    onClose();
  };
  const submit = async () => {
    const result = await addDoctors({ sectorId: sector.id, doctorIds: [...chosen] });
    if ('error' in result) toast.warning(t('detail.failed', { reason: errorText(result.error) }));
    else toast.success(t('doctorsPanel.added', { count: chosen.size }));
    close();
  };

  return (
    <SidePanel open={open} title={t('doctorsPanel.title')} onClose={close} closeLabel={t('close')}>
      <div className="form">
        <div className="field">
          <label className="field__label" htmlFor="doctors-panel-search">
            {t('doctorsPanel.search')}
          </label>
          <input
            id="doctors-panel-search"
            className="field__input"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            aria-describedby={claims?.role === 'SECTOR_MANAGER' ? 'doctors-panel-hint' : undefined}
          />
          {claims?.role === 'SECTOR_MANAGER' && (
            <p id="doctors-panel-hint" className="field__hint">
              {t('doctorsPanel.managerHint')}
            </p>
          )}
        </div>
        <QueryState
          isLoading={results.isFetching}
          isError={results.isError}
          isEmpty={doctors.length === 0}
          emptyText={t('noResult')}
          errorText={t('doctorsPanel.searchFailed')}
        >
          <fieldset className="pick-list">
            <legend>{t('doctorsPanel.results')}</legend>
            {doctors.map(({ profile }) => (
              <Checkbox
                key={profile.id}
                name={`doctor-${profile.id}`}
                checked={chosen.has(profile.id) || inSector.has(profile.id)}
                disabled={inSector.has(profile.id)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.target.checked) next.add(profile.id);
                  else next.delete(profile.id);
                  setChosen(next);
                }}
                label={
                  <span className="pick-list__label">
                    <strong>
                      {profile.firstName} {profile.lastName}
                    </strong>
                    <span>
                      {profile.email}
                      {inSector.has(profile.id) && ` (${t('doctorsPanel.already')})`}
                    </span>
                  </span>
                }
              />
            ))}
          </fieldset>
        </QueryState>
        <Button onClick={() => void submit()} disabled={chosen.size === 0} busy={addState.isLoading}>
          {t('doctorsPanel.submit', { count: chosen.size })}
        </Button>
      </div>
    </SidePanel>
  );
}
