import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button.tsx';
import './overlays.css';

interface ConfirmDialogProps {
  open: boolean;
  /** Already translated texts. */
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
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
  const titleId = useId();
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancelRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="confirm-layer">
      <div className="side-panel-layer__overlay" aria-hidden="true" />
      <div
        className="confirm-dialog card"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
      >
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        <div id={messageId} className="confirm-dialog__message">
          {message}
        </div>
        <div className="confirm-dialog__actions">
          <button ref={cancel} type="button" className="btn btn--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
