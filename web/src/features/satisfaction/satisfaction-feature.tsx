import { lazy } from 'react';
import { PUBLIC, type Feature } from '../../shared/routing/route-entry.ts';
import { satisfactionTexts } from './i18n/satisfaction-texts.ts';

const SatisfactionPage = lazy(() => import('./pages/satisfaction-page.tsx'));

/** The public satisfaction survey a patient opens from the link mailed after an appointment. */
export const satisfactionFeature: Feature = {
  name: 'satisfaction',
  texts: satisfactionTexts,
  routes: [{ path: '/formulaire-satisfaction', roles: PUBLIC, element: <SatisfactionPage /> }],
};
