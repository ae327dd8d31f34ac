import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal-dialog.css';

interface ModalDialogProps {
  /** Already translated. */
  title: string;
  children?: ReactNode;
  /** The dialog's buttons; the first one gets the focus when it opens. */
  actions: ReactNode;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog drawn over the page: focus moves into it, Tab stays inside, Escape closes it and the focus
 * goes back to what had it before. Rendered only while open, at the end of the body: opened from inside a
 * stacking context (a sticky panel), it would otherwise be drawn under what has a higher z-index (a calendar's grid).
 */
export function ModalDialog({ title, children, actions, onClose, role = 'dialog' }: ModalDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('.modal-dialog__actions button')?.focus();
    return () => previous?.focus();
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [
      ...panel.current.querySelectorAll<HTMLElement>(
        'button:not(:disabled), a[href], input, select, textarea',
      ),
    ];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return createPortal(
    <div className="modal-dialog__backdrop">
      <div
        ref={panel}
        className="modal-dialog card"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="modal-dialog__title">
          {title}
        </h2>
        {children && (
          <div id={bodyId} className="modal-dialog__body">
            {children}
          </div>
        )}
        <div className="modal-dialog__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
