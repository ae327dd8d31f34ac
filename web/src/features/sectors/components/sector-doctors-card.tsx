import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonRef, Sector } from '@teleplan/proto/material-resources';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useRemoveDoctorMutation } from '../api/sectors-api.ts';
import { AddDoctorsPanel } from './add-doctors-panel.tsx';
import { errorText } from '../../../shared/messages/error-text.ts';
import { IconButton } from '../../../shared/ui/icon-button.tsx';

/** The sector's doctors with their count, a search on the username, unlink (asked first) and add. */
export function SectorDoctorsCard({ sector }: { sector: Sector }) {
  const { t } = useTranslation('sectors');
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [unlinking, setUnlinking] = useState<PersonRef | null>(null);
  const [removeDoctor, removeState] = useRemoveDoctorMutation();
  const needle = search.trim().toLowerCase();
  const shown = sector.doctors.filter((doctor) => doctor.username.toLowerCase().includes(needle));
  const unlink = async () => {
    if (!unlinking) return;
    const result = await removeDoctor({ sectorId: sector.id, doctorId: unlinking.id });
    if ('error' in result) toast.warning(t('detail.failed', { reason: errorText(result.error) }));
    else toast.success(t('detail.unlinked'));
    setUnlinking(null);
  };
  return (
    <section className="card detail-card" aria-labelledby="sector-doctors-title">
      <div className="detail-card__head">
        <h2 id="sector-doctors-title">
          {t('detail.doctors')}{' '}
          <span className="count-badge">{t('detail.doctorsTotal', { count: sector.doctors.length })}</span>
        </h2>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <Icon name="plus" />
          {t('detail.addDoctors')}
        </Button>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="sector-doctors-search">
          {t('detail.doctorsSearch')}
        </label>
        <input
          id="sector-doctors-search"
          className="field__input"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="query-state__empty">{t('noResult')}</p>
      ) : (
        <ul className="person-list">
          {shown.map((doctor) => (
            <li key={doctor.id}>
              <span className="person-list__name">{doctor.username}</span>
              <IconButton
                icon="unlink"
                label={t('detail.unlinkDoctor', { name: doctor.username })}
                className="icon-button--danger"
                onClick={() => setUnlinking(doctor)}
              />
            </li>
          ))}
        </ul>
      )}
      <AddDoctorsPanel open={adding} sector={sector} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={unlinking !== null}
        title={t('detail.unlinkDoctorTitle')}
        message={<p>{t('detail.unlinkDoctorText', { name: unlinking?.username, sector: sector.name })}</p>}
        confirmLabel={t('detail.unlinkConfirm')}
        cancelLabel={t('cancel')}
        danger
        busy={removeState.isLoading}
        onConfirm={() => void unlink()}
        onCancel={() => setUnlinking(null)}
      />
    </section>
  );
}
