import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';

/** The exact word a person types to disable a room (docs/scheduling-rules.md#closed-practices-and-disabled-rooms). */
export const DISABLE_WORD = 'DESACTIVER';

interface DisableRoomDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A modal that enables its confirm button only once DESACTIVER is typed exactly. */
export function DisableRoomDialog({ open, busy, onConfirm, onClose }: DisableRoomDialogProps) {
  const { t } = useTranslation('rooms');
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [word, setWord] = useState('');
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setWord('');
      // jsdom has no showModal; browsers do.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  const matches = word === DISABLE_WORD;
  return (
    <dialog
      ref={dialogRef}
      className="rooms-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <form
          method="dialog"
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) onConfirm();
          }}
        >
          <h2 id={`${id}-title`}>{t('disableDialog.title')}</h2>
          <p id={`${id}-text`}>{t('disableDialog.text', { word: DISABLE_WORD })}</p>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-word`}>
              {t('disableDialog.label')}
            </label>
            <input
              id={`${id}-word`}
              className="field__input"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={word}
              onChange={(event) => setWord(event.target.value)}
            />
          </div>
          <div className="rooms-dialog__actions">
            <Button variant="secondary" onClick={onClose}>
              {t('disableDialog.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={!matches} busy={busy}>
              {t('disableDialog.confirm')}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
