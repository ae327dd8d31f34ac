import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus.ts';
import './overlays.css';

interface ModalDialogProps {
  /** Already translated. */
  title: string;
  children?: ReactNode;
  /** The dialog's buttons; the first one gets the focus when it opens (unless `initialFocus` says otherwise). */
  actions: ReactNode;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog drawn over the page: focus moves into it, Tab stays inside, Escape closes it and the focus
 * goes back to what had it before. Rendered only while open.
 */
export function ModalDialog({
  title,
  children,
  actions,
  onClose,
  role = 'dialog',
  initialFocus,
}: ModalDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const firstAction = useRef<HTMLElement | null>(null);
  const actionsRef = (node: HTMLDivElement | null) => {
    firstAction.current = node?.querySelector<HTMLElement>('button:not(:disabled)') ?? null;
  };
  useModalFocus(true, panel, onClose, initialFocus ?? firstAction);

  return createPortal(
    <div className="overlay overlay--center">
      <div
        ref={panel}
        className="modal-dialog card"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
      >
        <h2 id={titleId} className="modal-dialog__title">
          {title}
        </h2>
        {children && (
          <div id={bodyId} className="modal-dialog__body">
            {children}
          </div>
        )}
        <div ref={actionsRef} className="modal-dialog__actions">
          {actions}
        </div>
      </div>
    </div>,
    document.body,
  );
}
