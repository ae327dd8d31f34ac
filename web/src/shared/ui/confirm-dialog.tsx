import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { UI_NS } from './ui-texts.ts';

interface ConfirmDialogProps {
  open: boolean;
  /** Already translated texts. */
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  /** 'Annuler' when not given. */
  cancelLabel?: string;
  /** Destructive actions get the danger button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action: focus starts on the cancel button, Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation(UI_NS);
  const cancel = useRef<HTMLButtonElement>(null);
  if (!open) return null;
  return (
    <ModalDialog
      title={title}
      role="alertdialog"
      onClose={onCancel}
      initialFocus={cancel}
      actions={
        <>
          <button
            ref={cancel}
            type="button"
            className="btn btn--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel ?? t('cancel')}
          </button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </ModalDialog>
  );
}
