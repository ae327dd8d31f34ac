import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { useModalFocus } from '../../../shared/ui/use-modal-focus.ts';
import { UI_NS } from '../../../shared/ui/ui-texts.ts';
import '../../../shared/ui/overlay.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** A destructive action: red confirm button; the focus starts on cancel. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action (disable an account, revoke a role...): confirm or cancel, Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation(UI_NS);
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useModalFocus(open, box, onCancel, cancel);
  if (!open) return null;
  return createPortal(
    <div className="overlay overlay--center">
      <div
        ref={box}
        className="card confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={children ? `${id}-text` : undefined}
      >
        <h2 id={`${id}-title`} className="confirm-dialog__title">
          {title}
        </h2>
        {children && (
          <div id={`${id}-text`} className="confirm-dialog__text">
            {children}
          </div>
        )}
        <div className="confirm-dialog__actions">
          <button
            ref={cancel}
            type="button"
            className="btn btn--secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {t('cancel')}
          </button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
