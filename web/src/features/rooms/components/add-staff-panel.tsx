import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import { useDebouncedValue } from '../../../shared/api/use-debounced-value.ts';
import { useStaffSearchQuery } from '../api/rooms-api.ts';

/** The server searches from this many characters on. */
const MIN_SEARCH = 3;

interface AddStaffPanelProps {
  open: boolean;
  roomId: string;
  /** Ids already in the room: never offered again. */
  existingIds: ReadonlySet<string>;
  busy: boolean;
  onAdd: (userIds: string[]) => Promise<void>;
  onClose: () => void;
}

/** Searches room users by email or name (the server answers 5 at most), offers those not yet in the room. */
export function AddStaffPanel({ open, roomId, existingIds, busy, onAdd, onClose }: AddStaffPanelProps) {
  const { t } = useTranslation('rooms');
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const text = useDebouncedValue(email.trim());
  const valid = text.length >= MIN_SEARCH;
  const search = useStaffSearchQuery(text, { skip: !open || !valid });
  const candidates = (search.data ?? []).filter((match) => !existingIds.has(match.id));
  const close = () => {
    setEmail('');
    setChosen(new Set());
    onClose();
  };
  return (
    <SidePanel open={open} title={t('viewPage.panelTitle')} closeLabel={t('viewPage.close')} onClose={close}>
      <TextField
        label={t('viewPage.staffEmail')}
        name="staffEmail"
        type="search"
        value={email}
        hint={t('viewPage.staffEmailHint')}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="rooms-staff-results" aria-live="polite">
        {valid && search.isFetching ? (
          <Spinner size="small" />
        ) : valid && search.isSuccess && candidates.length === 0 ? (
          <p>{t('noResult')}</p>
        ) : (
          candidates.map((match) => (
            <Checkbox
              key={match.id}
              name="staff"
              label={`${match.firstName} ${match.lastName} — ${match.email}`}
              checked={chosen.has(match.id)}
              onChange={() =>
                setChosen((current) => {
                  const next = new Set(current);
                  if (!next.delete(match.id)) next.add(match.id);
                  return next;
                })
              }
            />
          ))
        )}
      </div>
      <Link to={`/app/users/new?caller=roomview&roomId=${encodeURIComponent(roomId)}`}>
        {t('viewPage.createUser')}
      </Link>
      <Button
        className="btn--block"
        disabled={chosen.size === 0}
        busy={busy}
        onClick={() =>
          void onAdd([...chosen]).then(() => {
            setChosen(new Set());
            setEmail('');
          })
        }
      >
        {t('viewPage.addAccounts', { count: chosen.size })}
      </Button>
    </SidePanel>
  );
}
