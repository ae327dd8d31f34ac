import type { Role } from '@teleplan/proto/roles';
import type { IconName } from '../../shared/ui/icon.tsx';
import { canAccess } from '../routes/route-access.ts';

export interface Shortcut {
  /** Key in the 'app' namespace. */
  label: string;
  path: string;
  icon: IconName;
}

/** Where the person's own sector and room are; known once the sectors and rooms features load them. */
export interface OwnPlaces {
  sectorId?: string;
  roomId?: string;
}

/**
 * Placeholder id used until the own sector or room is known: the link still opens the page, which
 * then says it is coming.
 */
const UNKNOWN_PLACE = 'mine';

/**
 * Header shortcuts by role (spec: my sector, my room, my calendar, my availabilities). A doctor's calendar
 * and availability are their own profile's (profile id = account id = sub); a room user gets the room
 * calendar only (the one room page open to that role).
 */
export function shortcutsFor(role: Role, sub: string, places: OwnPlaces = {}): Shortcut[] {
  const sector = places.sectorId ?? UNKNOWN_PLACE;
  const room = places.roomId ?? UNKNOWN_PLACE;
  const byRole: Partial<Record<Role, Shortcut[]>> = {
    SECTOR_MANAGER: [{ label: 'shortcuts.mySector', path: `/app/sectors/${sector}/view`, icon: 'sector' }],
    ROOM_MANAGER: [
      { label: 'shortcuts.myRoom', path: `/app/rooms/${room}/view`, icon: 'room' },
      { label: 'shortcuts.myCalendar', path: `/app/rooms/${room}/calendar`, icon: 'calendar' },
      { label: 'shortcuts.myAvailabilities', path: `/app/rooms/${room}/availability`, icon: 'clock' },
    ],
    ROOM_USER: [{ label: 'shortcuts.myRoom', path: `/app/rooms/${room}/calendar`, icon: 'room' }],
    DOCTOR: [
      { label: 'shortcuts.myCalendar', path: `/app/doctors/${sub}/calendar`, icon: 'calendar' },
      { label: 'shortcuts.myAvailabilities', path: `/app/doctors/${sub}/availability`, icon: 'clock' },
    ],
  };
  return (byRole[role] ?? []).filter((shortcut) => canAccess(shortcut.path, role));
}
