import { lazy } from 'react';
import { PUBLIC, type Feature } from '../../shared/routing/route-entry.ts';

const CguPage = lazy(() => import('./pages/cgu-page.tsx'));

/** The terms of use; their text lives in cgu-content.*.ts, not in i18n resources. */
export const legalFeature: Feature = {
  name: 'legal',
  routes: [{ path: '/cgu', roles: PUBLIC, element: <CguPage /> }],
};
