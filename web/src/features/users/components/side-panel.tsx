import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon.tsx';
import { UI_NS } from '../../../shared/ui/ui-texts.ts';
import { useModalFocus } from '../../../shared/ui/use-modal-focus.ts';
import '../../../shared/ui/overlay.css';

interface SidePanelProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A panel sliding in from the right (full width on phones) showing one record; Escape or the cross closes it. */
export function SidePanel({ open, title, onClose, children }: SidePanelProps) {
  const { t } = useTranslation(UI_NS);
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  useModalFocus(open, panel, onClose);
  if (!open) return null;
  return createPortal(
    <div className="overlay" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <aside
        ref={panel}
        className="side-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
      >
        <header className="side-panel__header">
          <h2 id={`${id}-title`} className="side-panel__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button"
            onClick={onClose}
            aria-label={t('close')}
            title={t('close')}
          >
            <Icon name="cross" />
          </button>
        </header>
        <div className="side-panel__body">{children}</div>
      </aside>
    </div>,
    document.body,
  );
}
