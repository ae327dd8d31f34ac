import { generatePath } from 'react-router';
import type { Role } from '@teleplan/proto/roles';
import type { IconName } from '../ui/icon.tsx';
import {
  SETTINGS_SECTIONS,
  SHORTCUT_KINDS,
  type NavGroup,
  type RouteEntry,
  type SettingsSection,
  type ShortcutEntry,
} from './route-entry.ts';

/** Whether `role` may open the entry's route (public routes are open to every role too). */
export function isOpenTo(entry: RouteEntry, role: Role): boolean {
  return entry.roles === 'public' || entry.roles.includes(role);
}

export interface NavLinkItem {
  path: string;
  /** Translation key with its namespace. */
  label: string;
  icon: IconName;
}

/** The navigation entries of `group` that `role` may open, in that order (their kind), then in registry order. */
export function navEntriesFor(registry: readonly RouteEntry[], role: Role, group: NavGroup): NavLinkItem[] {
  return registry.flatMap((entry) =>
    entry.nav?.group === group && isOpenTo(entry, role)
      ? [{ path: entry.path, label: entry.nav.label, icon: entry.nav.icon }]
      : [],
  );
}

/** The settings menu of `role`: its sub-sections in their order, each with the entries the role may open. */
export function settingsMenuFor(
  registry: readonly RouteEntry[],
  role: Role,
): { section: SettingsSection; items: NavLinkItem[] }[] {
  const entries = registry.filter((entry) => entry.nav?.group === 'settings' && isOpenTo(entry, role));
  return SETTINGS_SECTIONS.map((section) => ({
    section,
    items: entries
      .filter((entry) => (entry.nav!.section ?? 'personal') === section)
      .map((entry) => ({ path: entry.path, label: entry.nav!.label, icon: entry.nav!.icon })),
  })).filter((group) => group.items.length > 0);
}

/** Where the person's own sector and room are; known once the sectors and rooms features load them. */
export interface OwnPlaces {
  sectorId?: string;
  roomId?: string;
}

/**
 * Placeholder id used while the own sector or room is not known yet (still loading, or not loaded by the
 * rooms screens yet): the page behind the link resolves it to the person's own.
 */
export const OWN_PLACE_PLACEHOLDER = 'mine';

function ownId(id: ShortcutEntry['id'], sub: string, places: OwnPlaces): string {
  if (id === 'account') return sub;
  return (id === 'sector' ? places.sectorId : places.roomId) ?? OWN_PLACE_PLACEHOLDER;
}

/**
 * The role's personal shortcuts (my sector, my room, my calendar, my availabilities), in that order (their kind), then in registry order.
 * A doctor's own pages are their profile's (profile id = account id = sub).
 */
export function shortcutsFor(
  registry: readonly RouteEntry[],
  role: Role,
  sub: string,
  places: OwnPlaces = {},
): NavLinkItem[] {
  const rank = (shortcut: ShortcutEntry) => SHORTCUT_KINDS.indexOf(shortcut.kind ?? 'place');
  return registry
    .flatMap((entry) =>
      (entry.shortcuts ?? [])
        .filter((shortcut) => shortcut.roles.includes(role) && isOpenTo(entry, role))
        .map((shortcut) => ({ entry, shortcut })),
    )
    .sort((a, b) => rank(a.shortcut) - rank(b.shortcut))
    .map(({ entry, shortcut }) => ({
      path: generatePath(entry.path, { id: ownId(shortcut.id, sub, places) }),
      label: shortcut.label,
      icon: shortcut.icon,
    }));
}
