import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PublicEntry } from '../../features/auth/pages/public-entry.tsx';
import { RouteError } from '../error/route-error.tsx';
import { AppLayout } from '../layout/app-layout.tsx';
import { ComingSoonPage } from '../pages/coming-soon-page.tsx';
import { HomeRoute } from '../pages/home-route.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { PublicComingSoonPage } from '../pages/public-coming-soon-page.tsx';
import { SettingsPage } from '../pages/settings-page.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RequireRole } from './require-role.tsx';
import { RootFrame } from './root-frame.tsx';

const ForgotPasswordPage = lazy(() => import('../../features/auth/pages/forgot-password-page.tsx'));
const CguPage = lazy(() => import('../../features/legal/pages/cgu-page.tsx'));

const soon = (title: string) => <ComingSoonPage title={title} />;

/**
 * Every route of the SPA. Who may open the /app ones is decided by route-access.ts (RequireRole);
 * pages a later issue builds show 'Bientôt disponible' inside the layout meanwhile.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteError />,
    children: [
      // '/' also serves the mailed hash links '#/initiate-account?token=' and '#/reset-account?token='.
      { path: '/', element: <PublicEntry /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/cgu', element: <CguPage /> },
      { path: '/formulaire-satisfaction', element: <PublicComingSoonPage title="Satisfaction" /> },
      {
        path: '/app',
        element: (
          <RequireAuth>
            <RequireRole>
              <AppLayout />
            </RequireRole>
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to="/app/home" replace /> },
          { path: 'home', element: <HomeRoute /> },
          { path: 'users/list', element: soon('nav.users') },
          { path: 'users/:id', element: soon('pages.userForm') },
          { path: 'sectors/list', element: soon('nav.sectors') },
          { path: 'sectors/:id/view', element: soon('pages.sectorView') },
          { path: 'rooms/list', element: soon('nav.rooms') },
          { path: 'rooms/map', element: soon('nav.roomsMap') },
          { path: 'rooms/new', element: soon('pages.roomForm') },
          { path: 'rooms/:id', element: soon('pages.roomForm') },
          { path: 'rooms/:id/view', element: soon('pages.roomView') },
          { path: 'rooms/:id/availability', element: soon('pages.roomAvailability') },
          { path: 'rooms/:id/availabilities', element: soon('pages.roomAvailability') },
          { path: 'rooms/:id/calendar', element: soon('pages.roomCalendar') },
          { path: 'doctors/list', element: soon('nav.doctors') },
          { path: 'doctors/list/multiview-doctors', element: soon('pages.multiviewDoctors') },
          { path: 'doctors/:id/availability', element: soon('pages.doctorAvailability') },
          { path: 'doctors/:id/calendar', element: soon('pages.doctorCalendar') },
          { path: 'patients/list', element: soon('nav.patients') },
          { path: 'patients/:id/view', element: soon('pages.patientView') },
          {
            path: 'settings',
            element: <SettingsPage />,
            children: [
              { index: true, element: <Navigate to="/app/settings/profile" replace /> },
              { path: 'profile', element: soon('settings.profile') },
              { path: 'server', element: soon('settings.server') },
              { path: 'room-type', element: soon('settings.roomType') },
              { path: 'doctor', element: soon('settings.doctor') },
            ],
          },
          { path: 'logger', element: soon('nav.logger') },
          { path: 'resources', element: soon('nav.resources') },
          { path: 'bugs', element: soon('nav.bugs') },
          { path: 'public-appointment', element: soon('nav.booking') },
          // Spec: unknown paths under the application root go to the home page.
          { path: '*', element: <Navigate to="/app/home" replace /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
