import { matchPath } from 'react-router';
import { ROLES, type Role } from '@teleplan/proto/roles';

const SA = 'SUPER_ADMIN';
const A = 'ADMIN';
const SM = 'SECTOR_MANAGER';
const RM = 'ROOM_MANAGER';
const RU = 'ROOM_USER';
const DOC = 'DOCTOR';

export interface RouteAccess {
  /** react-router path pattern under /app. */
  path: string;
  roles: readonly Role[];
}

/**
 * Who may open which application route: the table of spec section 2 (first document), plus the routes
 * the second document lists with their roles. The route guard and the navigation both read it, so a link
 * only shows where the page opens. The server checks again: hiding a link is never the protection.
 * Static paths come before the ':id' patterns they would otherwise match ('/app/rooms/map').
 */
export const ROUTE_ACCESS: readonly RouteAccess[] = [
  { path: '/app/home', roles: ROLES },
  { path: '/app/users/list', roles: [SA, A] },
  { path: '/app/users/:id', roles: [SA, A, SM, RM] },
  { path: '/app/sectors/list', roles: [SA, A] },
  { path: '/app/sectors/:id/view', roles: [SA, A, SM] },
  { path: '/app/rooms/list', roles: [SA, A, SM] },
  // Spec: a sector manager "who has a sector"; that condition needs the sectors, checked on the page.
  { path: '/app/rooms/map', roles: [SA, A, SM] },
  { path: '/app/rooms/new', roles: [SA, A, SM, RM] },
  { path: '/app/rooms/:id', roles: [SA, A, SM, RM] },
  { path: '/app/rooms/:id/view', roles: [SA, A, SM, RM] },
  { path: '/app/rooms/:id/availability', roles: [SA, A, SM, RM] },
  { path: '/app/rooms/:id/availabilities', roles: [SA, A, SM, RM] },
  { path: '/app/rooms/:id/calendar', roles: [SA, A, SM, RM, RU] },
  { path: '/app/doctors/list', roles: [SA, A, SM, RM, RU] },
  { path: '/app/doctors/list/multiview-doctors', roles: [SA, A] },
  { path: '/app/doctors/:id/availability', roles: [SA, A, SM, DOC] },
  { path: '/app/doctors/:id/calendar', roles: [SA, A, SM, DOC] },
  { path: '/app/patients/list', roles: [RM, SM, DOC, RU] },
  { path: '/app/patients/:id/view', roles: [A, RM, SM, DOC, RU] },
  { path: '/app/settings', roles: ROLES },
  { path: '/app/settings/profile', roles: ROLES },
  { path: '/app/settings/server', roles: [SA] },
  { path: '/app/settings/room-type', roles: [SA, A] },
  { path: '/app/settings/doctor', roles: [DOC] },
  // The second document gives no roles for the log table: the administrators, as for the other admin tools.
  { path: '/app/logger', roles: [SA, A] },
  { path: '/app/resources', roles: [SA, A, SM] },
  { path: '/app/bugs', roles: [SA] },
  // Spec: also a sector manager who manages a sector; that condition is checked on the page.
  { path: '/app/public-appointment', roles: [SA, A, SM] },
];

/** The rule for a concrete pathname, or null when no application route has that shape. */
export function routeAccessFor(pathname: string): RouteAccess | null {
  return ROUTE_ACCESS.find((rule) => matchPath({ path: rule.path, end: true }, pathname)) ?? null;
}

/** Whether `role` may open `pathname` (false for paths that are not application routes). */
export function canAccess(pathname: string, role: Role): boolean {
  return routeAccessFor(pathname)?.roles.includes(role) ?? false;
}
