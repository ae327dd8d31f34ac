import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './ui-texts.ts';
import { useModalFocus } from './use-modal-focus.ts';
import { IconButton } from './icon-button.tsx';
import './overlays.css';

interface SidePanelProps {
  open: boolean;
  /** Already translated. */
  title: string;
  onClose: () => void;
  /** Accessible name of the close button, already translated ('Fermer' when not given). */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * A modal panel sliding in from the right (full width at 540 px and below): focus moves into it when it
 * opens, stays in it on Tab, and goes back to what had it when it closes; Escape, the cross and the overlay
 * close it.
 */
export function SidePanel({ open, title, onClose, closeLabel, children }: SidePanelProps) {
  const { t } = useTranslation(UI_NS);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useModalFocus(open, panel, onClose);
  if (!open) return null;
  const close = closeLabel ?? t('close');
  return createPortal(
    <div className="overlay" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <aside ref={panel} className="side-panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="side-panel__head">
          <h2 id={titleId} className="side-panel__title">
            {title}
          </h2>
          <IconButton icon="cross" label={close} onClick={onClose} />
        </header>
        <div className="side-panel__body">{children}</div>
      </aside>
    </div>,
    document.body,
  );
}
