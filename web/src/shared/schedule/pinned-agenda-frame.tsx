import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AgendaViewer } from './agenda-viewer.tsx';
import { pinAgenda, usePinnedAgenda, type PinnedAgenda } from './pinned-agenda-store.ts';
import { SCHEDULE_UI_NS } from './schedule-ui-texts.ts';
import { IconButton } from '../ui/icon-button.tsx';
import './pinned-agenda-frame.css';

/** The frame's size (docs/constants.md); smaller screens get what fits. */
export const PINNED_FRAME = { width: 575, height: 600 } as const;
const MARGIN = 8;
const KEY_STEP = 24;

/** Keeps the frame's top-left corner so that its title bar stays on screen. */
export function clampPosition(x: number, y: number, view: { width: number; height: number }) {
  const width = Math.min(PINNED_FRAME.width, view.width - 2 * MARGIN);
  return {
    x: Math.round(Math.min(Math.max(MARGIN, x), Math.max(MARGIN, view.width - width - MARGIN))),
    y: Math.round(Math.min(Math.max(MARGIN, y), Math.max(MARGIN, view.height - 48))),
  };
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

function defaultPosition() {
  const view = viewport();
  return clampPosition(view.width - PINNED_FRAME.width - 24, view.height - PINNED_FRAME.height - 24, view);
}

/**
 * The agenda pinned on this device, floating over every page: dragged by its title bar (or moved with the arrow
 * keys on its move button), closed with its close button. Mounted once by the signed-in layout.
 */
export function PinnedAgendaFrame() {
  const pinned = usePinnedAgenda();
  if (!pinned) return null;
  return <Frame key={`${pinned.ownerType}-${pinned.id}`} pinned={pinned} />;
}

function Frame({ pinned }: { pinned: PinnedAgenda }) {
  const { t } = useTranslation(SCHEDULE_UI_NS);
  const frame = useRef<HTMLElement>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const start = pinned.position
    ? clampPosition(pinned.position.x, pinned.position.y, viewport())
    : defaultPosition();
  const title = t('agenda.titleOf', { name: pinned.name });

  const place = (x: number, y: number) => {
    const next = clampPosition(x, y, viewport());
    if (frame.current) frame.current.style.transform = `translate(${next.x}px, ${next.y}px)`;
    return next;
  };
  const save = (position: { x: number; y: number }) => pinAgenda({ ...pinned, position });
  const current = () => {
    const box = frame.current?.getBoundingClientRect();
    return box ? { x: box.left, y: box.top } : start;
  };

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('button')) return;
    const at = current();
    drag.current = { dx: event.clientX - at.x, dy: event.clientY - at.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (drag.current) place(event.clientX - drag.current.dx, event.clientY - drag.current.dy);
  }
  function onPointerUp() {
    if (!drag.current) return;
    drag.current = null;
    save(current());
  }
  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    save(place(start.x + move[0], start.y + move[1]));
  }

  return (
    <aside
      ref={frame}
      className="pinned-agenda card"
      aria-label={t('pin.frame')}
      style={{ transform: `translate(${start.x}px, ${start.y}px)` }}
    >
      <header
        className="pinned-agenda__bar"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      >
        <IconButton
          icon="menu"
          size={18}
          label={t('pin.move')}
          className="pinned-agenda__move"
          onKeyDown={onKeyDown}
        />
        <h2 className="pinned-agenda__title">{title}</h2>
        <IconButton icon="cross" size={18} label={t('pin.unpin')} onClick={() => pinAgenda(null)} />
      </header>
      <div className="pinned-agenda__body">
        <AgendaViewer owner={pinned} />
      </div>
    </aside>
  );
}
