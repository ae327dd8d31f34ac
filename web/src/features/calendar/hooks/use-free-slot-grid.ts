import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { slotAfterKey, type SlotKey } from '../domain/free-slots.ts';

const SLOT_KEYS = new Set<string>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

export interface FreeSlotGrid {
  /** The free slot holding the tab stop: the one last moved to while it stays free, the first one otherwise. */
  active: Date | undefined;
  zone: string;
  /** Whether the slot drawn next takes the focus (it was moved to with a key). */
  focusPending: RefObject<boolean>;
  describe: (slot: Date) => { label: string; time: string };
  onKey: (event: KeyboardEvent) => void;
  choose: (slot: Date) => void;
}

/** The roving tab stop over a calendar's free slots (given in time order). */
export function useFreeSlotGrid(
  slots: readonly Date[],
  zone: string,
  describe: FreeSlotGrid['describe'],
  choose: FreeSlotGrid['choose'],
): FreeSlotGrid {
  const [chosen, setChosen] = useState<number | null>(null);
  const focusPending = useRef(false);
  const active = slots.find((slot) => slot.getTime() === chosen) ?? slots[0];
  return {
    active,
    zone,
    focusPending,
    describe,
    choose,
    onKey(event) {
      if (!active || !SLOT_KEYS.has(event.key)) return;
      event.preventDefault();
      const next = slotAfterKey(slots, active, event.key as SlotKey, zone);
      if (next.getTime() === active.getTime()) return;
      focusPending.current = true;
      setChosen(next.getTime());
    },
  };
}
