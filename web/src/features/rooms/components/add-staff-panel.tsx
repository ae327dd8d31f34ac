import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as yup from 'yup';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useStaffByEmailQuery } from '../api/rooms-api.ts';
import { SidePanel } from './side-panel.tsx';

/** The spec's limit of staff profiles the email search lists. */
export const STAFF_SEARCH_LIMIT = 5;
const emailSchema = yup.string().email().required();

interface AddStaffPanelProps {
  open: boolean;
  roomId: string;
  /** Ids already in the room: never offered again. */
  existingIds: ReadonlySet<string>;
  busy: boolean;
  onAdd: (userIds: string[]) => Promise<void>;
  onClose: () => void;
}

/** Searches staff by a whole email, lists at most 5 not yet in the room, adds the ticked ones. */
export function AddStaffPanel({ open, roomId, existingIds, busy, onAdd, onClose }: AddStaffPanelProps) {
  const { t } = useTranslation('rooms');
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const valid = emailSchema.isValidSync(email.trim());
  const search = useStaffByEmailQuery(email.trim(), { skip: !open || !valid });
  const candidates = (search.data?.content ?? [])
    .filter(({ account }) => account && !existingIds.has(account.id))
    .slice(0, STAFF_SEARCH_LIMIT);
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
        type="email"
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
          candidates.map(({ profile, account }) => (
            <Checkbox
              key={account!.id}
              name="staff"
              label={`${profile.firstName} ${profile.lastName} — ${account!.email}`}
              checked={chosen.has(account!.id)}
              onChange={() =>
                setChosen((current) => {
                  const next = new Set(current);
                  if (!next.delete(account!.id)) next.add(account!.id);
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
