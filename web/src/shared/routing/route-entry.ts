import type { ReactNode } from 'react';
import type { Role } from '@teleplan/proto/roles';
import type { FeatureTexts } from '../i18n/i18n.ts';
import type { IconName } from '../ui/icon.tsx';

/** Where a navigation entry shows: the primary navigation, or the side menu of the settings. */
export type NavGroup = 'primary' | 'settings';

/** The sub-sections of the settings menu, in their order: one's own settings, then the platform's. */
export const SETTINGS_SECTIONS = ['personal', 'administration'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export interface NavEntry {
  /** Translation key with its namespace ('rooms:map'). */
  label: string;
  icon: IconName;
  group: NavGroup;
  /** In the settings menu, the sub-section the entry is listed under ('personal' when absent). */
  section?: SettingsSection;
}

/**
 * A personal link in the header (and on the home page) to this route, for some roles, with ':id' filled in
 * with the person's own account, sector or room.
 */
export interface ShortcutEntry {
  roles: readonly Role[];
  /** Translation key with its namespace. */
  label: string;
  icon: IconName;
  id: 'account' | 'sector' | 'room';
  /** Where it shows among the role's shortcuts, whichever feature declares it ('place' when absent). */
  kind?: ShortcutKind;
}

/** Shortcuts show in this order: my sector or room, my calendar, my availabilities; registry order within a kind. */
export const SHORTCUT_KINDS = ['place', 'calendar', 'availability'] as const;
export type ShortcutKind = (typeof SHORTCUT_KINDS)[number];

/** Where a signed-in person lands, and where refused or unknown application paths lead. */
export const HOME_PATH = '/app/home';

/** Open to everyone, signed in or not (the screens outside /app). */
export const PUBLIC = 'public';

/**
 * One route of the SPA: the router, the role guard, the navigation, the settings menu and the shortcuts are
 * all derived from these entries. The server checks again: hiding a link is never the protection.
 */
export interface RouteEntry {
  /** Absolute react-router path; every non-public path is under '/app/'. */
  path: string;
  /** Who may open it: its roles (docs/roles.md#what-the-web-shows-per-role), or PUBLIC. */
  roles: typeof PUBLIC | readonly Role[];
  element: ReactNode;
  nav?: NavEntry;
  shortcuts?: readonly ShortcutEntry[];
  /** Shown alone, without the header and the navigation (the booking portal); the live feed still runs. */
  fullScreen?: boolean;
  /** Path of the registered entry whose element frames this one (that element renders an <Outlet />). */
  within?: string;
  /** For a framing entry: where its own path sends to (its first section). */
  indexRedirect?: string;
  /**
   * Starts loading what the page loads lazily, when the page is opened by a full navigation (a reload, a link, a
   * new tab): the code then comes while the session is restored, not after it.
   */
  preload?: () => void;
}

/**
 * What a feature brings to the application, registered once by the app: its routes and its texts
 * (i18n namespace = the feature's name; outside the feature its keys are written 'name:key').
 */
export interface Feature {
  name: string;
  texts?: FeatureTexts<object>;
  routes: readonly RouteEntry[];
}
