import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@teleplan/proto/material-resources';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { AddStaffPanel } from './add-staff-panel.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { IconButton } from '../../../shared/ui/icon-button.tsx';

interface RoomStaffCardProps {
  roomId: string;
  staff: readonly StaffMember[];
  busy: boolean;
  onAdd: (userIds: string[]) => Promise<void>;
  onUnlink: (userId: string) => Promise<void>;
}

/** The room's staff: count, search, emails with an unlink icon, and the add-user side panel. */
export function RoomStaffCard({ roomId, staff, busy, onAdd, onUnlink }: RoomStaffCardProps) {
  const { t } = useTranslation('rooms');
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [unlinking, setUnlinking] = useState<StaffMember | null>(null);
  const needle = search.trim().toLowerCase();
  const shown = staff.filter((member) => !needle || member.email.toLowerCase().includes(needle));
  return (
    <section className="card rooms-card rooms-card--padded" aria-labelledby="room-staff-title">
      <div className="rooms-card__head">
        <h2 id="room-staff-title" className="rooms-card__title">
          {t('viewPage.staff')}{' '}
          <span className="badge">{t('viewPage.staffCount', { count: staff.length })}</span>
        </h2>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          <Icon name="plus" size={18} />
          {t('viewPage.addUser')}
        </Button>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="room-staff-search">
          {t('viewPage.staffSearch')}
        </label>
        <input
          id="room-staff-search"
          className="field__input"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="rooms-muted">{t('noResult')}</p>
      ) : (
        <ul className="rooms-staff">
          {shown.map((member) => (
            <li key={member.id}>
              <span>{member.email}</span>
              <IconButton
                icon="cross"
                size={18}
                label={t('viewPage.unlink', { email: member.email })}
                onClick={() => setUnlinking(member)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={unlinking !== null}
        title={t('viewPage.unlinkConfirm', { email: unlinking?.email ?? '' })}
        confirmLabel={t('viewPage.confirm')}
        cancelLabel={t('viewPage.cancel')}
        danger
        busy={busy}
        onConfirm={() => void onUnlink(unlinking!.id).then(() => setUnlinking(null))}
        onCancel={() => setUnlinking(null)}
      />
      <AddStaffPanel
        open={adding}
        roomId={roomId}
        existingIds={new Set(staff.map((member) => member.id))}
        busy={busy}
        onAdd={async (ids) => {
          await onAdd(ids);
          setAdding(false);
        }}
        onClose={() => setAdding(false)}
      />
    </section>
  );
}
