import type { Role } from '@teleplan/proto/roles';
import type { IconName } from '../../shared/ui/icon.tsx';
import { canAccess } from '../routes/route-access.ts';

export interface NavItem {
  path: string;
  /** Key in the 'app' namespace. */
  label: string;
  icon: IconName;
}

/** Primary navigation, in display order; each entry shows only for roles the route table lets in. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/app/home', label: 'nav.home', icon: 'home' },
  { path: '/app/users/list', label: 'nav.users', icon: 'users' },
  { path: '/app/sectors/list', label: 'nav.sectors', icon: 'sector' },
  { path: '/app/rooms/list', label: 'nav.rooms', icon: 'room' },
  { path: '/app/rooms/map', label: 'nav.roomsMap', icon: 'map' },
  { path: '/app/doctors/list', label: 'nav.doctors', icon: 'doctor' },
  { path: '/app/patients/list', label: 'nav.patients', icon: 'patient' },
  { path: '/app/public-appointment', label: 'nav.booking', icon: 'booking' },
  { path: '/app/resources', label: 'nav.resources', icon: 'chart' },
  { path: '/app/logger', label: 'nav.logger', icon: 'list' },
  { path: '/app/bugs', label: 'nav.bugs', icon: 'bug' },
  { path: '/app/settings', label: 'nav.settings', icon: 'settings' },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => canAccess(item.path, role));
}
