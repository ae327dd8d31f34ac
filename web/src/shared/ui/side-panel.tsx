import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './icon.tsx';
import './overlays.css';

interface SidePanelProps {
  open: boolean;
  /** Already translated. */
  title: string;
  onClose: () => void;
  /** Accessible name of the close button, already translated. */
  closeLabel: string;
  children: ReactNode;
}

const FOCUSABLE = 'input, select, textarea, button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel sliding in from the right (full width at 540 px and below): focus moves into it when it
 * opens, stays in it on Tab, and goes back to what had it when it closes; Escape and the overlay close it.
 */
export function SidePanel({ open, title, onClose, closeLabel, children }: SidePanelProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const body = panel.current?.querySelector<HTMLElement>(`.side-panel__body ${FOCUSABLE}`);
    (body ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="side-panel-layer">
      <div className="side-panel-layer__overlay" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className="side-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="side-panel__head">
          <h2 id={titleId} className="side-panel__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
            <Icon name="cross" />
          </button>
        </div>
        <div className="side-panel__body">{children}</div>
      </div>
    </div>
  );
}
