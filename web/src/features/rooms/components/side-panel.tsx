import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../../../shared/ui/icon.tsx';

interface SidePanelProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal panel sliding from the right (a native dialog: focus kept inside, Escape closes). */
export function SidePanel({ open, title, closeLabel, onClose, children }: SidePanelProps) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="rooms-side-panel"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <header className="rooms-side-panel__header">
            <h2 id={`${id}-title`}>{title}</h2>
            <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
              <Icon name="cross" />
            </button>
          </header>
          <div className="rooms-side-panel__body">{children}</div>
        </>
      )}
    </dialog>
  );
}
